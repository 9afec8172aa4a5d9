"""Every level and every panel player of every ruleset (issue #40): legal, deterministic for
a seed, blind to what its seat cannot see, within its time bound, and taking a move that
wins at once when it has one. Strength is measured by ``bench/strength_bots.py``, not here.
"""

from __future__ import annotations

import functools
import importlib
import math
import time
from collections.abc import Callable

import pytest

from ladders.bots import find_bot
from ladders.bots.base import Bot
from ladders.bots.ismcts import DeterminizedCriticBot, ISMCTSBot, with_cards_seen
from ladders.engine import Action, GameConfig, Ruleset, Seat, State, state_hash
from ladders.registry import get_ruleset

# (ruleset, scenario, seats, panel module)
GAMES = {
    "shrinks": ("shrinks-and-ladders", "standard", 4, "ladders.shrinks.panel"),
    "shootin": ("shootin-ladders", "quick-and-the-crumbed", 4, "ladders.shootin.panel"),
    "ladder29": ("ladder-29", "standard", 2, "ladders.ladder29.panel"),
    "candyman": ("run-for-your-life-candyman", "standard", 4, "ladders.candyman.panel"),
    "deadlands": ("frag-deadlands", "standard", 4, "ladders.deadlands.panel"),
}


def panel(game: str) -> dict[str, Callable[[], Bot]]:
    styles: dict[str, Callable[[], Bot]] = importlib.import_module(GAMES[game][3]).PANEL
    return styles


def setup(game: str, seed: int) -> tuple[Ruleset, State]:
    ruleset, scenario, seats, _ = GAMES[game]
    rules = get_ruleset(ruleset)
    return rules, rules.copy_state(rules.setup(GameConfig(scenario, seats, {}), seed))


@functools.cache
def positions(game: str, count: int = 3) -> list[tuple[State, Seat]]:
    """``count`` decisions with a choice, spread over a game of panel players (kept copies)."""
    rules, state = setup(game, 17)
    styles = list(panel(game).values())
    bots = [styles[s % len(styles)]() for s in range(rules.seat_count(state))]
    found: list[tuple[State, Seat]] = []
    for ply in range(3000):
        if rules.is_over(state) or len(found) >= count:
            break
        seat = rules.to_act(state)[0]
        if len(rules.legal_actions(state, seat)) > 1 and ply % 23 == 11:
            found.append((rules.copy_state(state), seat))
        rules.step(state, seat, bots[seat].choose(rules, state, seat, ply))
    assert len(found) == count
    return found


def players(game: str) -> list[str]:
    return ["easy", "normal", "hard", *panel(game)]


def make(game: str, name: str) -> Bot:
    if name in ("easy", "normal", "hard"):
        return find_bot(GAMES[game][0], name).factory()
    return panel(game)[name]()


def budget_only(bot: Bot) -> Bot:
    """The same bot without its wall-clock bound. A search's choice is fixed by its seed
    while it spends its simulation budget; cut short by the clock (a starved test process)
    it may differ, as ISMCTSBot's docstring says. So choices are compared on the budget
    alone, and the clock is tested apart (test_hard_searches_within_its_declared_time_bound)."""
    if isinstance(bot, ISMCTSBot | DeterminizedCriticBot):
        bot.time_limit = math.inf
    return bot


CASES = [(game, name) for game in GAMES for name in players(game)]


@pytest.mark.parametrize(("game", "name"), CASES, ids=[f"{g}-{n}" for g, n in CASES])
def test_a_bot_plays_legally_deterministically_and_never_peeks(game: str, name: str) -> None:
    """Its action is legal; the same seed gives the same action; and a state whose hidden
    cards and future dice are re-dealt (``determinize``: the seat's view unchanged) gives the
    same action too, so the choice depends on nothing the seat cannot see."""
    rules = get_ruleset(GAMES[game][0])
    for index, (state, seat) in enumerate(positions(game)[: 2 if name == "hard" else 3]):
        before = state_hash(state)
        action = budget_only(make(game, name)).choose(rules, state, seat, 99 + index)
        assert state_hash(state) == before, "a bot never changes the state it is shown"
        rules.check(state, seat, action)
        assert budget_only(make(game, name)).choose(rules, state, seat, 99 + index) == action
        twin = rules.determinize(state, seat, 4242 + index)
        assert rules.view(twin, seat) == rules.view(state, seat)
        assert budget_only(make(game, name)).choose(rules, twin, seat, 99 + index) == action, f"{name} peeked"


@pytest.mark.parametrize("game", list(GAMES))
def test_hard_searches_within_its_declared_time_bound(game: str) -> None:
    """``hard`` is a tree search (Ladder 29's, one in each of several guessed deals); given
    far more simulations than its clock allows, it stops at its time limit (one simulation
    over at most) and still answers legally."""
    rules = get_ruleset(GAMES[game][0])
    spec = find_bot(GAMES[game][0], "hard")
    bot = spec.factory()
    assert isinstance(bot, ISMCTSBot | DeterminizedCriticBot)
    assert bot.time_limit <= spec.think_seconds <= 5
    module = importlib.import_module(GAMES[game][3])
    greedy_bot: ISMCTSBot | DeterminizedCriticBot = (
        module.sampled_deals_bot(4, 10**6, 0.05)
        if isinstance(bot, DeterminizedCriticBot)
        else module.search_bot(10**6, 0.05)
    )
    state, seat = positions(game)[0]
    started = time.perf_counter()
    action = greedy_bot.choose(rules, state, seat, 5)
    assert time.perf_counter() - started < 0.05 + 1.0
    assert 0 < greedy_bot.last_simulations < 10**6
    rules.check(state, seat, action)


CRITIC_GAMES = [game for game in GAMES if game != "shrinks"]  # Shrinks' hard is the plain search


def small_budget(bot: Bot) -> Bot:
    """``budget_only``, with a budget a test can spend: 30 simulations (two guessed deals)."""
    bot = budget_only(bot)
    if isinstance(bot, DeterminizedCriticBot):
        bot.worlds = 2
    elif isinstance(bot, ISMCTSBot):
        bot.simulations = 30
    return bot


@pytest.mark.parametrize("game", CRITIC_GAMES)
def test_the_oracle_is_hard_with_the_cards_seen(game: str) -> None:
    """The strength table's luck bound (issue #40, ``--oracle``) is the shipped ``hard`` itself
    searching the real state (``with_cards_seen``): the same search of the same critic of the
    same ``normal``, with the same margin, whose every simulated world is the real deal and
    dice. Until 6 December it had no prior, and lost to ``hard`` where the plain search loses
    to ``normal`` (docs/bots.md, thirteenth run)."""
    rules = get_ruleset(GAMES[game][0])
    spec = find_bot(GAMES[game][0], "hard")
    hard = small_budget(spec.factory())
    oracle = small_budget(with_cards_seen(spec.factory()))
    assert isinstance(hard, ISMCTSBot | DeterminizedCriticBot)
    assert isinstance(oracle, ISMCTSBot | DeterminizedCriticBot)
    assert type(oracle) is type(hard)
    assert oracle.prior is not None
    assert hard.prior is not None
    assert type(oracle.prior) is type(hard.prior)
    assert oracle.prior_margin == hard.prior_margin > 0
    assert not hard.peek
    state, seat = positions(game)[1]
    real = state_hash(state)
    assert {state_hash(oracle.world(rules, state, seat, seed)) for seed in range(3)} == {real}
    assert any(state_hash(hard.world(rules, state, seat, seed)) != real for seed in range(3))
    oracle.prior_margin = math.inf  # the critic never overrides: the prior's own choice
    assert oracle.choose(rules, state, seat, 7) == oracle.prior.choose(rules, state, seat, 7)
    assert oracle.last_simulations > 0


class SteppingClock:
    """A stand-in for ``time.perf_counter`` that moves ``step`` seconds at every reading:
    each simulation of the search reads it once, so each takes ``step`` of this clock."""

    def __init__(self, step: float) -> None:
        self.step = step
        self.now = 0.0

    def __call__(self) -> float:
        reading = self.now
        self.now += self.step
        return reading


def test_hard_stops_before_a_simulation_would_pass_its_bound() -> None:
    """With simulations of 0.3 s and a 1 s bound, the search runs three (ending at 0.9 s)
    and does not start a fourth, which would end at 1.2 s: it stops before the bound, not
    one simulation after it."""
    clock = SteppingClock(0.3)
    rules = get_ruleset(GAMES["shrinks"][0])
    bot: ISMCTSBot = importlib.import_module(GAMES["shrinks"][3]).search_bot(10**6, 1.0)
    bot.clock = clock
    state, seat = positions("shrinks")[0]
    action = bot.choose(rules, state, seat, 5)
    assert bot.last_simulations == 3
    assert clock.now - clock.step <= 1.0  # the last reading: the search's end
    rules.check(state, seat, action)


def winning_position(game: str) -> tuple[State, Seat, list[Action]] | None:
    """A decision, reached by panel play, where some legal actions win the game at once for
    the seat (in every re-deal of what it cannot see) and others do not; with those actions."""
    styles = list(panel(game).values())
    for seed in range(6):
        rules, state = setup(game, 300 + seed)
        bots = [styles[(s + seed) % len(styles)]() for s in range(rules.seat_count(state))]
        for ply in range(4000):
            if rules.is_over(state):
                break
            seat = rules.to_act(state)[0]
            legal = rules.legal_actions(state, seat)
            if len(legal) > 1:
                winning = []
                for action in legal:
                    wins = True
                    for world in range(3):
                        sim = rules.copy_state(rules.determinize(state, seat, world))
                        rules.step(sim, seat, action)
                        outcome = rules.outcome(sim)
                        if outcome is None or outcome.winners != [seat]:
                            wins = False
                            break
                    if wins:
                        winning.append(action)
                if winning and len(winning) < len(legal):
                    return rules.copy_state(state), seat, winning
            rules.step(state, seat, bots[seat].choose(rules, state, seat, ply))
    return None


@pytest.mark.parametrize("game", ["shrinks", "candyman"])
def test_hard_and_the_panel_take_a_move_that_wins_at_once(game: str) -> None:
    found = winning_position(game)
    assert found is not None
    state, seat, winning = found
    rules = get_ruleset(GAMES[game][0])
    for name in ["hard", "normal", *panel(game)]:
        assert make(game, name).choose(rules, state, seat, 3) in winning, name


class FixedChoice:
    """A prior that always names one action."""

    def __init__(self, action: Action) -> None:
        self.action = action

    def choose(self, rules: Ruleset, state: State, seat: Seat, seed: int) -> Action:
        return self.action


def test_a_search_with_a_prior_overrides_it_only_by_more_than_its_margin() -> None:
    """The search as its prior's critic (``ISMCTSBot(prior=..., prior_margin=...)``): a prior
    that passes up a move winning at once is overruled at margin 0 (the win is worth 1, the
    prior's move less), and kept when the margin is wider than any gap in value."""
    found = winning_position("shrinks")
    assert found is not None
    state, seat, winning = found
    rules = get_ruleset(GAMES["shrinks"][0])
    losing = next(a for a in rules.legal_actions(state, seat) if a not in winning)
    module = importlib.import_module(GAMES["shrinks"][3])
    critic: ISMCTSBot = module.search_bot(60, math.inf)
    critic.prior = FixedChoice(losing)
    assert critic.choose(rules, state, seat, 3) in winning
    critic.prior_margin = 2.0
    assert critic.choose(rules, state, seat, 3) == losing
    assert critic.last_simulations == 60  # the budget is still spent: the prior's value is measured
