"""The paired-rollout critic (``ladders.bots.paired``): every candidate judged in the same
worlds, the prior kept unless another is clearly better, blind to what its seat cannot
see, and within its time bound."""

from __future__ import annotations

import math
import random

from ladders.bots.paired import PairedCriticBot
from ladders.candyman.heuristic import CandymanBot
from ladders.candyman.panel import evaluate, rollout
from ladders.candyman.rules import RULESET as CANDYMAN
from ladders.engine import Action, Ruleset, Seat, State, state_hash
from ladders.registry import get_ruleset
from tests.ladders.test_candyman_bots import hidden_permuted, play_positions
from tests.ladders.test_search_bots import GAMES, FixedChoice, SteppingClock, winning_position


def critic(worlds: int = 12, time_limit: float = math.inf, **kwargs: float) -> PairedCriticBot:
    return PairedCriticBot(
        CandymanBot(), rollout, evaluate, worlds=worlds, rollout_depth=6, time_limit=time_limit, **kwargs
    )


def test_it_chooses_legally_for_its_seed_and_leaves_the_state_alone() -> None:
    for i, (state, seat) in enumerate(play_positions(12)):
        before = state_hash(state)
        choice = critic().choose(CANDYMAN, state, seat, i)
        assert state_hash(state) == before
        assert choice in CANDYMAN.legal_actions(state, seat)
        assert critic().choose(CANDYMAN, state, seat, i) == choice


def test_it_decides_from_its_seat_information_only() -> None:
    """Had the others held other treats, the piles lain otherwise and the RNG been another,
    the choice for a seed is the same: every world is dealt by ``determinize``."""
    for i, (state, seat) in enumerate(play_positions(20)):
        twin = hidden_permuted(state, seat, i)
        assert critic().choose(CANDYMAN, twin, seat, i) == critic().choose(CANDYMAN, state, seat, i)


class FirstDraws:
    """A rollout policy that records the first random number of each line's stream."""

    def __init__(self) -> None:
        self.firsts: dict[int, float] = {}
        self.streams: list[random.Random] = []  # kept alive, so no two lines share an id

    def __call__(self, rules: Ruleset, state: State, seat: Seat, rng: random.Random) -> Action:
        if id(rng) not in self.firsts:
            self.streams.append(rng)
            self.firsts[id(rng)] = _peek(rng)
        return rollout(rules, state, seat, rng)


def _peek(rng: random.Random) -> float:
    """The stream's next number, without moving it."""
    saved = rng.getstate()
    value = rng.random()
    rng.setstate(saved)
    return value


def test_every_candidate_meets_the_same_world_and_random_stream() -> None:
    """Common random numbers: in one world the line after each candidate starts the same
    stream for its policy (and the same dice: one dealt world, copied), so the lines'
    values differ by the moves alone."""
    state, seat = next((s, t) for s, t in play_positions(30) if len(CANDYMAN.legal_actions(s, t)) >= 3)
    policy = FirstDraws()
    bot = PairedCriticBot(CandymanBot(), policy, evaluate, worlds=1, rollout_depth=4, time_limit=math.inf)
    bot.choose(CANDYMAN, state, seat, 5)
    assert len(policy.firsts) >= 2  # lines that reached a decision of the policy
    assert len(set(policy.firsts.values())) == 1
    bot = PairedCriticBot(CandymanBot(), policy, evaluate, worlds=2, rollout_depth=4, time_limit=math.inf)
    policy.firsts.clear()
    bot.choose(CANDYMAN, state, seat, 5)
    assert len(set(policy.firsts.values())) == 2  # a stream per world


def test_the_prior_is_overruled_only_by_a_clear_gain() -> None:
    """A prior that passes up a move winning at once is overruled (every world shows the
    gain, so its error is nil); with a margin wider than any gain it is kept."""
    found = winning_position("shrinks")
    assert found is not None
    state, seat, winning = found
    rules = get_ruleset(GAMES["shrinks"][0])
    losing = next(a for a in rules.legal_actions(state, seat) if a not in winning)
    from ladders.shrinks.panel import evaluate as shrinks_evaluate
    from ladders.shrinks.panel import rollout as shrinks_rollout

    bot = PairedCriticBot(
        FixedChoice(losing), shrinks_rollout, shrinks_evaluate, worlds=16, rollout_depth=4, time_limit=math.inf
    )
    assert bot.choose(rules, state, seat, 3) in winning
    bot.margin = 2.0
    assert bot.choose(rules, state, seat, 3) == losing
    assert bot.last_worlds == 16


def test_it_keeps_the_prior_when_candidates_cannot_be_told_apart() -> None:
    """With one world no gain has a standard error, and fewer than ``min_worlds`` worlds
    never overrule the prior."""
    for i, (state, seat) in enumerate(play_positions(10)):
        prior = CandymanBot().choose(CANDYMAN, state, seat, i)
        assert critic(worlds=1).choose(CANDYMAN, state, seat, i) == prior


def test_it_stops_before_a_world_would_pass_its_bound() -> None:
    """Worlds of 0.3 s against a 1 s bound: three are played (to 0.9 s), not a fourth."""
    state, seat = play_positions(1)[0]
    bot = critic(worlds=10**6, time_limit=1.0, min_worlds=1)
    clock = SteppingClock(0.3)
    bot.clock = clock
    bot.choose(CANDYMAN, state, seat, 2)
    assert bot.last_worlds == 3
    assert clock.now - clock.step <= 1.0
