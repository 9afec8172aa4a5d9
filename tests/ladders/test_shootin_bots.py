"""Shootin' Ladders bots: the greedy baseline, the three levels, and the generic ISMCTS on this ruleset."""

from __future__ import annotations

import copy
import json

import pytest

from ladders.bots import RandomBot, make_bot
from ladders.bots.base import Bot
from ladders.engine import GameConfig, Seat, State, rng_init, splitmix64, state_hash
from ladders.registry import get_ruleset
from ladders.shootin.cards import CARDS, EAGLE
from ladders.shootin.easy import EASY_RANDOM_MOVES, ShootinEasyBot
from ladders.shootin.greedy import ShootinGreedyBot
from ladders.shootin.heuristic import ShootinHeuristicBot, ShootinOutlastBot, attack_value, exposure
from ladders.shootin.panel import HardPrior, search_bot
from ladders.shootin.rules import RULESET as R
from ladders.shootin.rules import ShootinLadders
from tests.ladders.test_shootin import at_turn, game, give

QUICK = "quick-and-the-crumbed"
GREEDY = ShootinGreedyBot()


def level_bot(name: str) -> Bot:
    """A level as registered; ``hard`` with a small simulation budget: the same search, so
    these tests of every kind of decision stay quick (the registered budget is tested in
    tests/ladders/test_search_bots.py)."""
    if name == "hard":
        return search_bot(8, 60.0)
    return make_bot("shootin-ladders", name)


def play(bots: list[Bot], seed: int, scenario: str = QUICK) -> list[Seat]:
    """One game on a private copy through check + step; returns the winners."""
    state = R.copy_state(R.setup(GameConfig(scenario, len(bots), {}), seed))
    for step in range(20_000):
        outcome = R.outcome(state)
        if outcome is not None:
            return outcome.winners
        seat = R.to_act(state)[0]
        action = bots[seat].choose(R, state, seat, splitmix64(seed * 1_000_003 + step))
        R.check(state, seat, action)
        R.step(state, seat, action)
    raise AssertionError("game did not end")


def test_attack_value_prefers_more_dice_and_wounded_targets() -> None:
    fresh = (6,) * 6
    assert attack_value(3, fresh, (0,) * 6, False) > attack_value(2, fresh, (0,) * 6, False)
    wounded = (1, 6, 6, 6, 6, 6)
    assert attack_value(2, wounded, (0,) * 6, False) > attack_value(2, fresh, (0,) * 6, False)
    assert attack_value(2, fresh, (3,) * 6, False) < attack_value(2, fresh, (3,) * 6, True)
    assert attack_value(0, fresh, (0,) * 6, False) == 0.0


def test_heuristic_chooses_legal_actions_without_touching_the_state() -> None:
    state = R.setup(GameConfig(QUICK, 4, {}), 8)
    bot = make_bot("shootin-ladders", "normal")
    for step in range(300):
        if R.outcome(state) is not None:
            break
        seat = R.to_act(state)[0]
        before = state_hash(state)
        action = bot.choose(R, state, seat, step)
        assert state_hash(state) == before
        assert action in R.legal_actions(state, seat)
        state, _ = R.apply(state, seat, action)


def test_the_search_plays_a_whole_game_of_shootin_ladders() -> None:
    winners = play([search_bot(8, 5.0), RandomBot()], seed=3, scenario="crumble-zone")
    assert winners


# -- the greedy baseline ------------------------------------------------------------


def test_greedy_shoots_the_target_with_the_most_expected_hits_in_range_and_sight() -> None:
    """L168 range and line of sight; L200 a die hits the part its icon names, so a cookie with
    parts gone is hit by fewer dice: the greedy shoots where it expects the most hits."""
    state = at_turn(game(seats=4), 0, {0: 34, 1: 36, 2: 39, 3: 90}, dice=[])
    state["players"][0]["hand"] = []
    state["players"][1]["parts"] = [0, 0, 0, 6, 6, 6]  # half its parts gone: half the dice miss
    targets = {a["target"] for a in R.legal_actions(state, 0) if a["type"] == "attack"}
    assert targets == {1, 2}, "seat 3 is out of range and sight"
    assert GREEDY.choose(R, state, 0, 1) == {"type": "attack", "weapon": EAGLE, "target": 2, "ammo": 1}
    # Both whole: the one with fewer boxes left (nearer a trophy) is the better target.
    state["players"][1]["parts"] = [6, 6, 6, 6, 6, 6]
    state["players"][2]["parts"] = [6, 6, 6, 6, 5, 6]
    assert GREEDY.choose(R, state, 0, 1)["target"] == 2
    state["players"][1]["parts"] = [6, 6, 6, 6, 4, 6]
    assert GREEDY.choose(R, state, 0, 1)["target"] == 1


def test_greedy_shoots_point_blank_for_the_extra_die() -> None:
    """L180 'if you are in the same square as an opponent, you may add one die'."""
    state = at_turn(game(seats=3), 0, {0: 34, 1: 34, 2: 35}, dice=[])
    state["players"][0]["hand"] = []
    assert GREEDY.choose(R, state, 0, 1)["target"] == 1


def test_greedy_moves_towards_the_nearest_target_when_none_is_in_sight() -> None:
    """L106 each die is a separate move, in either direction: with no shot, the greedy takes the die
    and direction that lands (after a ladder or slide) nearest to the nearest opponent."""
    state = at_turn(game(seats=3), 0, {0: 90, 1: 5, 2: 60}, dice=[3, 5])
    state["players"][0]["hand"] = []
    assert not [a for a in R.legal_actions(state, 0) if a["type"] == "attack"]
    board = R.board

    def landing(action: dict[str, int]) -> int:
        square = 90 + action["direction"] * state["turn"]["dice"][action["die"]]
        return board.ladders.get(square) or board.slides.get(square) or square

    moves = [a for a in R.legal_actions(state, 0) if a["type"] == "move"]
    nearest = {a["die"] * 2 + a["direction"]: min(board.distance(landing(a), t) for t in (5, 60)) for a in moves}
    choice = GREEDY.choose(R, state, 0, 1)
    assert choice["type"] == "move"
    assert nearest[choice["die"] * 2 + choice["direction"]] == min(nearest.values())
    assert min(nearest.values()) < min(board.distance(90, t) for t in (5, 60)), "it closes in"


def test_greedy_rolls_plays_weapons_reloads_and_ends_its_turn() -> None:
    """L86 roll before other actions; L136 a weapon may be revealed any time on your turn (at most 3
    in play); L146 an ammo card refills a weapon; then, nothing left to do, the turn ends."""
    state = at_turn(game(seats=2), 0, {0: 34, 1: 90})
    assert GREEDY.choose(R, state, 0, 1) == {"type": "roll"}
    state["turn"].update(phase="active", dice=[])
    state["players"][0]["hand"] = []
    smg = give(state, 0, "sprinkle_smg")
    assert GREEDY.choose(R, state, 0, 1) == {"type": "play_weapon", "card": smg}
    state, _ = R.apply(state, 0, {"type": "play_weapon", "card": smg})
    state["players"][0]["weapons"][0]["ammo"] = 0
    nibbs = give(state, 0, "nibbs")
    assert GREEDY.choose(R, state, 0, 1) == {"type": "reload", "card": nibbs, "weapon": smg}
    state["players"][0]["hand"] = []
    assert GREEDY.choose(R, state, 0, 1) == {"type": "end_turn"}, "seat 1 is out of range and sight"


# -- easy: the greedy that cannot aim ----------------------------------------------------------


def test_easy_walks_like_the_greedy_but_shoots_at_random_or_holds_fire() -> None:
    """L168 range and sight, L86-87 the turn ends once both dice are moved: where the greedy takes
    its best shot, easy picks any legal attack or ends its turn; every other choice is the greedy's,
    so it is never more passive than the baseline (its random moves aside: the next test)."""
    easy = ShootinEasyBot(random_moves=0.0)
    state = at_turn(game(seats=4), 0, {0: 34, 1: 36, 2: 39, 3: 90}, dice=[])
    state["players"][0]["hand"] = []
    legal = R.legal_actions(state, 0)
    choices = [easy.choose(R, state, 0, splitmix64(n)) for n in range(200)]
    assert all(c in legal and c["type"] in ("attack", "end_turn") for c in choices)
    kinds = {(c["type"], c.get("target")) for c in choices}
    assert kinds == {("attack", 1), ("attack", 2), ("end_turn", None)}, "every choice of the moment, at random"
    assert ShootinEasyBot(slip=0.0, random_moves=0.0).choose(R, state, 0, 7) == GREEDY.choose(R, state, 0, 7)
    # No shot: it closes in exactly as the greedy does; and it rolls at the start of a turn.
    moving = at_turn(game(seats=3), 0, {0: 90, 1: 5, 2: 60}, dice=[3, 5])
    moving["players"][0]["hand"] = []
    assert all(easy.choose(R, moving, 0, n) == GREEDY.choose(R, moving, 0, n) for n in range(20))
    assert easy.choose(R, at_turn(game(seats=2), 0, {0: 34, 1: 90}), 0, 1) == {"type": "roll"}


def test_easy_keeps_to_one_weapon_in_the_trophy_races() -> None:
    """L136 up to three weapons in play: in The Quick and the Crumbed and Trophy Room the novice
    keeps to the one it has (the greedy would reveal the next); elsewhere it plays as the greedy
    does (Crumble Zone: the next test)."""
    easy = ShootinEasyBot(random_moves=0.0)
    for scenario, plays in (("quick-and-the-crumbed", False), ("trophy-room", False)):
        state = at_turn(game(scenario, seats=2), 0, {0: 34, 1: 90}, dice=[])
        state["players"][0]["hand"] = []
        smg = give(state, 0, "sprinkle_smg")
        state, _ = R.apply(state, 0, {"type": "play_weapon", "card": smg})
        second = next(u for u in state["decks"]["weapon"] if u not in state["players"][0]["hand"])
        state["decks"] = {**state["decks"], "weapon": [u for u in state["decks"]["weapon"] if u != second]}
        state["players"][0]["hand"] = [second]
        wanted = {"type": "play_weapon", "card": second}
        assert wanted in R.legal_actions(state, 0)
        assert GREEDY.choose(R, state, 0, 1) == wanted
        assert (easy.choose(R, state, 0, 1) == wanted) is plays, scenario


def test_easy_in_crumble_zone_is_the_panels_fighter_slipping_at_its_rate() -> None:
    """Crumble Zone, "be the last man standing": a wanderer outlives the fighters there, so
    ``easy`` is the panel's fighter (who keeps out of the rivals' sights) with OUTLAST_BLUNDER
    of its decisions a legal action at random (docs/bots.md, seventeenth run). Where the seed
    does not make it slip it plays exactly the fighter's choice; a seed fixes every choice."""
    from ladders.shootin.easy import OUTLAST_BLUNDER
    from ladders.shootin.panel import PANEL

    easy, fighter = ShootinEasyBot(), PANEL["fighter"]()
    positions: list[tuple[State, Seat]] = []
    state = R.copy_state(R.setup(GameConfig("crumble-zone", 4, {}), 31))
    for step in range(3_000):
        if R.outcome(state) is not None or len(positions) >= 120:
            break
        seat = R.to_act(state)[0]
        if len(R.legal_actions(state, seat)) > 1:
            positions.append((copy.deepcopy(state), seat))
        action = fighter.choose(R, state, seat, splitmix64(step))
        R.step(state, seat, action)
    assert len(positions) >= 60
    differing = 0
    for n, (position, seat) in enumerate(positions):
        seed = splitmix64(1_000 + n)
        choice = easy.choose(R, position, seat, seed)
        assert choice in R.legal_actions(position, seat)
        assert choice == easy.choose(R, position, seat, seed), "a seed fixes it"
        differing += choice != fighter.choose(R, position, seat, seed)
    # A slip can land on the fighter's own choice, so at most OUTLAST_BLUNDER of them differ.
    assert 0.1 < differing / len(positions) <= OUTLAST_BLUNDER + 0.1
    steady = ShootinEasyBot(outlast_blunder=0.0)
    assert all(
        steady.choose(R, position, seat, splitmix64(n)) == fighter.choose(R, position, seat, splitmix64(n))
        for n, (position, seat) in enumerate(positions[:30])
    )


def test_easy_wanders_at_its_rate_of_random_moves() -> None:
    """A novice who has not understood the board: at a decision with a choice, ``easy`` plays any
    legal action at random with probability ``random_moves`` (EASY_RANDOM_MOVES by default), else
    as above; every choice is legal and a seed fixes it."""
    state = at_turn(game(seats=3), 0, {0: 90, 1: 5, 2: 60}, dice=[3, 5])
    state["players"][0]["hand"] = []
    legal = R.legal_actions(state, 0)
    assert len(legal) > 2
    greedy_choice = GREEDY.choose(R, state, 0, 1)
    wandering = ShootinEasyBot(random_moves=1.0)
    choices = [wandering.choose(R, state, 0, splitmix64(n)) for n in range(300)]
    assert all(c in legal for c in choices)
    assert len({json.dumps(c, sort_keys=True) for c in choices}) == len(legal), "any legal action"
    default = ShootinEasyBot()
    picks = [default.choose(R, state, 0, splitmix64(n)) for n in range(400)]
    assert picks == [default.choose(R, state, 0, splitmix64(n)) for n in range(400)], "a seed fixes it"
    share_off_greedy = sum(p != greedy_choice for p in picks) / len(picks)
    expected = EASY_RANDOM_MOVES * (1 - 1 / len(legal))
    assert abs(share_off_greedy - expected) < 0.1, (share_off_greedy, expected)


# -- information sets ------------------------------------------------------------------------


def hidden_permuted(state: State, seat: Seat, salt: int) -> State:
    """The same game as ``seat`` knows it, but the other hands hold other cards of the same
    decks (swapped with the draw piles), each draw pile lies in another order, and the dice
    RNG is another: everything ``seat`` cannot see is changed."""
    other = copy.deepcopy(state)
    other["rng"] = rng_init(splitmix64(salt + 77))
    for s, player in enumerate(other["players"]):
        if s == seat:
            continue
        for i, uid in enumerate(player["hand"]):
            pile = other["decks"][CARDS[uid].deck]
            if pile:
                player["hand"][i], pile[0] = pile[0], uid
                pile.append(pile.pop(0))
    for pile in other["decks"].values():
        pile.reverse()
    return other


@pytest.mark.parametrize("name", ["easy", "normal", "hard"])
def test_each_level_decides_from_its_seat_information_only(name: str) -> None:
    """Non-interference: had the others held other cards, the decks lain in another order and the
    dice RNG been another, a level's choice for a fixed seed would be the same, at every kind of
    decision of the play."""
    kinds: set[str] = set()
    compared = 0
    # Crumble Zone too: there ``easy`` is the panel's fighter, who samples the hidden cards.
    for scenario, seed in (("quick-and-the-crumbed", 5), ("trophy-room", 6), ("crumble-zone", 7)):
        state = R.setup(GameConfig(scenario, 4, {}), seed)
        for step in range(400):
            if R.outcome(state) is not None:
                break
            seat = R.to_act(state)[0]
            legal = R.legal_actions(state, seat)
            if state["phase"] == "play" and len(legal) >= 2 and step % 3 == 0:
                choice = level_bot(name).choose(R, state, seat, step)
                twin = hidden_permuted(state, seat, step)
                assert twin != state
                assert level_bot(name).choose(R, twin, seat, step) == choice, f"{name} peeked"
                kinds |= {a["type"] for a in legal}
                compared += 1
            state, _ = R.apply(state, seat, ShootinHeuristicBot().choose(R, state, seat, step))
    assert compared >= 40
    assert {"move", "attack", "roll", "draw", "play_weapon"} <= kinds


# -- every bot plays legal moves ----------------------------------------------------------


@pytest.mark.parametrize("name", ["greedy", "easy", "normal", "hard"])
def test_each_level_and_the_greedy_choose_legal_actions(name: str) -> None:
    rules = get_ruleset("shootin-ladders")
    bot: Bot = ShootinGreedyBot() if name == "greedy" else level_bot(name)
    for scenario in ("quick-and-the-crumbed", "trophy-room", "crumble-zone"):
        state = rules.setup(GameConfig(scenario, 4, {}), 21)
        for step in range(300):
            if rules.outcome(state) is not None:
                break
            seat = rules.to_act(state)[0]
            before = state_hash(state)
            action = bot.choose(rules, state, seat, step)
            assert state_hash(state) == before, "a bot never changes the state it is shown"
            rules.check(state, seat, action)
            state, _ = rules.apply(state, seat, action)


# -- strength (slow): seeded matches whose margins chance alone would not give ------------


def test_the_outlast_heuristic_charges_a_plan_twice_the_shots_it_can_take_where_it_ends() -> None:
    """Crumble Zone is won by the last cookie standing: ``ShootinOutlastBot`` values a plan as
    ``normal`` does, less twice the damage the standing rivals could do where it ends (L168 range
    and sight, with what they show in play)."""
    state = at_turn(game("crumble-zone", seats=3), 0, {0: 34, 1: 40, 2: 90}, dice=[3, None])
    normal, outlast = ShootinHeuristicBot(), ShootinOutlastBot()
    charged = 0
    for move in [a for a in R.legal_actions(state, 0) if a["type"] == "move"]:
        end, _ = normal._land(R, 34 + move["direction"] * 3)
        plain, _, _ = normal._plan(R, state, 0, [move])
        careful, _, _ = outlast._plan(R, state, 0, [move])
        assert plain is not None
        assert careful is not None
        taken = exposure(R, state, 0, end)
        assert careful == pytest.approx(plain - 2.0 * taken)
        charged += taken > 0
    assert charged, "some landing is under fire, so the charge is tested"


def _decisions(scenario: str, seed: int, bots: list[Bot]) -> list[tuple[State, Seat, int]]:
    """Every decision of one seeded game of ``bots`` (state, seat, the seed it was asked with)."""
    state = R.setup(GameConfig(scenario, len(bots), {}), seed)
    decisions = []
    for step in range(5_000):
        if R.outcome(state) is not None:
            break
        seat = R.to_act(state)[0]
        decisions.append((state, seat, step))
        state, _ = R.apply(state, seat, bots[seat].choose(R, state, seat, step))
    return decisions


def test_hard_starts_from_the_outlast_heuristic_only_where_outlasting_wins() -> None:
    """``hard``'s prior (the move its search keeps unless another is clearly better) is
    ``ShootinOutlastBot`` in Crumble Zone and ``normal`` in the trophy races, move for move."""
    prior = HardPrior()
    differs = 0
    for state, seat, step in _decisions("crumble-zone", 5, [ShootinHeuristicBot(), ShootinOutlastBot()] * 2):
        chosen = prior.choose(R, state, seat, step)
        assert chosen == ShootinOutlastBot().choose(R, state, seat, step)
        differs += chosen != ShootinHeuristicBot().choose(R, state, seat, step)
    assert differs, "in Crumble Zone the two heuristics part somewhere"
    for scenario in (QUICK, "trophy-room"):
        for state, seat, step in _decisions(scenario, 5, [ShootinHeuristicBot()] * 4):
            assert prior.choose(R, state, seat, step) == ShootinHeuristicBot().choose(R, state, seat, step)


def test_the_outlast_heuristic_outlasts_three_normal_in_crumble_zone() -> None:
    """Seeded games (none of the strength bench's tuning or report seeds), seats rotated: the
    outlast heuristic, alone, against three ``normal``. A player as good as ``normal`` wins a
    quarter; 30 wins of 80 (37.5%) it reaches with probability under 1% (these seeds: 35)."""
    wins = 0.0
    for number in range(80):
        hero = number % 4
        bots: list[Bot] = [ShootinOutlastBot() if s == hero else ShootinHeuristicBot() for s in range(4)]
        winners = play(bots, 7_000_000 + number, "crumble-zone")
        wins += 1 / len(winners) if hero in winners else 0.0
    assert wins >= 30, wins


def test_a_team_of_bots_activates_the_member_with_a_shot_first() -> None:
    """L232 'the acting team chooses which player takes the next Turn': the bot picks the member
    with the best shots from where it stands (here the one beside an opponent), not the first."""
    rules = get_ruleset("shootin-ladders")
    assert isinstance(rules, ShootinLadders)
    state = rules.setup(GameConfig("head-hunter", 4, {}, (0, 1, 0, 1)), 3)
    while state["phase"] == "choose":
        seat = rules.to_act(state)[0]
        state, _ = rules.apply(state, seat, rules.legal_actions(state, seat)[0])
    for seat, square in {0: 2, 1: 55, 2: 54, 3: 99}.items():
        state["players"][seat]["pos"] = square
    assert rules.board.line_of_sight(54, 55)
    legal = [{"type": "activate", "seat": 0}, {"type": "activate", "seat": 2}]
    before = state_hash(state)
    assert ShootinHeuristicBot()._activate(rules, state, legal) == {"type": "activate", "seat": 2}
    assert ShootinHeuristicBot()._activate(rules, state, legal[::-1]) == {"type": "activate", "seat": 2}
    assert state_hash(state) == before, "the bot changed the state it was shown"
