"""Shrinks and Ladders bots: the greedy baseline, the solo table and the levels
(docs/shrinks-and-ladders.md, "Bots"). Rulebook lines (L..) are those of
shared/rulebooks/shrinks-and-ladders.txt."""

from __future__ import annotations

import json
import math
import random
import time

import pytest

from ladders.bots import make_bot
from ladders.engine import Action, GameConfig, State, state_hash
from ladders.shrinks.bots import BOTS, easy_bot, hard_bot, normal_bot
from ladders.shrinks.greedy import GreedyBot, move_gain
from ladders.shrinks.panel import search_bot
from ladders.shrinks.planner import PlannerBot, win_chances
from ladders.shrinks.rules import MAX_STEPS
from ladders.shrinks.rules import RULESET as RULES
from ladders.shrinks.solo import MAX_SHRINK, ROLL_CHANCES, TABLE_FILE, board_key, solo_table

FINISH = RULES.finish


def position(pieces: list[int], roll: int, shrink: int = 0, seats: int = 2) -> State:
    """Seat 0 to move, having rolled ``roll``."""
    state = RULES.setup(GameConfig("standard", seats), 1)
    state["current"] = 0
    state["pieces"][0] = pieces
    state["shrink"][0] = shrink
    state["roll"] = roll
    return state


def planner_search() -> PlannerBot:
    """The planner's own search (its next two rolls exactly; head to head, the rival's
    chances too): the ``hard`` level before it became a tree search (issue #40), kept
    as the planner's option and tested for the judgement it shows."""
    return PlannerBot(own_rolls=2, rival_seats=2, think_seconds=60)


def greedy_move(state: State) -> Action:
    return GreedyBot().choose(RULES, state, 0, 0)


# -- greedy ----------------------------------------------------------------


def test_greedy_takes_the_ladder() -> None:
    """A 1 from square 2 lands on the ladder's foot at 3 and climbs to 13 (L19): gain 11."""
    state = position([2, 10, 30], roll=1)
    assert [move_gain(RULES, state, 0, p) for p in range(3)] == [11, 1, 1]
    assert greedy_move(state) == {"type": "move", "piece": 0}


def test_greedy_counts_its_own_bumped_piece_as_a_loss() -> None:
    """21 + 3 lands on its own piece on 24, which drops a row to 17 (L18): 3 - 7 = -4;
    24 + 3 is a snake's head (L20), 27 -> 15: -9; 49 + 3 stops on the Finish (L31): +1."""
    state = position([21, 24, 49], roll=3)
    assert [move_gain(RULES, state, 0, p) for p in range(3)] == [-4, -9, 1]
    assert greedy_move(state) == {"type": "move", "piece": 2}


def test_greedy_always_takes_the_winning_move() -> None:
    """'As soon as a player gets a second piece to the Finish, they win' (L31): 45 + 5 wins,
    though 9 + 5 = 14 climbs to 25 and gains more."""
    state = position([FINISH, 45, 9], roll=5)
    assert move_gain(RULES, state, 0, 2) > move_gain(RULES, state, 0, 1)
    assert greedy_move(state) == {"type": "move", "piece": 1}


def test_greedy_ignores_shrink_and_breaks_ties_on_the_lower_piece() -> None:
    """A 10 from 5 is held at the tube end 11 (L24): gain 6 and 4 shrink, which greedy
    does not count; from Start, equal gains go to the lowest piece."""
    assert greedy_move(position([5, 17, 44], roll=10)) == {"type": "move", "piece": 0}
    assert greedy_move(position([0, 0, 0], roll=4)) == {"type": "move", "piece": 0}


def test_greedy_is_deterministic_and_leaves_the_state_alone() -> None:
    state = position([5, 17, 44], roll=10)
    before = state_hash(state)
    choices = {GreedyBot().choose(RULES, state, 0, seed)["piece"] for seed in range(20)}
    assert choices == {0}
    assert state_hash(state) == before


# -- the solo table --------------------------------------------------------


def test_solo_table_file_is_for_the_shipped_board() -> None:
    stored = json.loads(TABLE_FILE.read_text())
    assert stored["board"] == board_key(RULES)
    assert set(stored["dice"]) == set(ROLL_CHANCES)


@pytest.mark.parametrize("dice", sorted(ROLL_CHANCES))
def test_solo_table_solves_the_bellman_equation(dice: str) -> None:
    """Spot checks: each stored value is one turn plus the chance-weighted best next value,
    where a roll below the shrink lowers it (L10), an equal roll wastes the turn, and a
    move is held by tubes (L24) and the Finish (L31), climbs, slides and bumps its partner."""
    table = solo_table(RULES, dice)
    chances = ROLL_CHANCES[dice]
    chooser = random.Random(4)
    for _ in range(300):
        a, b = sorted((chooser.randrange(FINISH), chooser.randrange(FINISH + 1)))
        s = chooser.randrange(MAX_SHRINK)
        total, wasted = 1.0, 0.0
        for roll in range(1, MAX_STEPS + 1):
            if roll < s:
                total += chances[roll] * table.turns(a, b, s - 1)
            elif roll == s:
                wasted += chances[roll]
            elif chances[roll]:
                options = []
                for mover, other in ((a, b), (b, a)):
                    if mover == FINISH:
                        continue
                    _to, final, added, _tube = RULES.landing(mover, roll - s)
                    if final == other and final != FINISH:
                        other = RULES.square_below(final)
                    options.append(table.turns(final, other, min(s + added, MAX_SHRINK)))
                total += chances[roll] * min(options)
        assert table.turns(a, b, s) == pytest.approx(total / (1 - wasted), abs=0.02), (a, b, s)


def test_shrink_costs_turns_and_home_is_zero() -> None:
    table = solo_table(RULES, "d12")
    assert 20 < table.turns(0, 0, 0) < 30
    assert all(table.turns(10, 20, s + 1) > table.turns(10, 20, s) for s in range(MAX_SHRINK + 5))
    assert table.player_turns([FINISH, FINISH, 3], 7) == 0.0
    assert table.player_turns([FINISH, 49, 0], 0) == table.turns(49, FINISH, 0)


def test_win_chances_add_up_and_favour_the_leader() -> None:
    table = solo_table(RULES, "d12")
    state = position([40, 45, 0], roll=3, seats=4)
    chances = win_chances(table, state)
    assert sum(chances) == pytest.approx(1.0)
    assert chances[0] == max(chances)
    state["winner"] = 2
    assert win_chances(table, state) == [0.0, 0.0, 1.0, 0.0]


# -- the levels ------------------------------------------------------------


def test_normal_would_rather_slide_down_a_snake_than_shrink() -> None:
    """A 10 on [5, 17, 44]: 5 is held at the tube end 11 with 4 shrink (L24), 44 reaches the
    Finish with 4 over (L31); 17 lands on the snake at 27 and slides to 15 (L20), losing two
    squares but no shrink, which costs about a turn a point. Greedy moves 5; normal, 17."""
    state = position([5, 17, 44], roll=10)
    assert normal_bot().choose(RULES, state, 0, 0) == {"type": "move", "piece": 1}
    assert planner_search().choose(RULES, state, 0, 0) == {"type": "move", "piece": 1}


def test_hard_bumps_the_rival_that_normal_ignores() -> None:
    """Two players; the rival has a piece home and one on 44. A 3 from 30 lands on the
    ladder's foot at 33, climbs to 44 (L19) and bumps the rival a row down, to 37 (L18).
    Normal, counting only its own turns, takes 0 -> 3 -> 13; hard takes the bump."""
    state = position([0, 0, 30], roll=3)
    state["pieces"][1] = [FINISH, 44, 0]
    assert normal_bot().choose(RULES, state, 0, 0) == {"type": "move", "piece": 0}
    hard = planner_search().choose(RULES, state, 0, 0)
    assert hard == {"type": "move", "piece": 2}
    after, _ = RULES.apply(state, 0, hard)
    assert after["pieces"][1] == [FINISH, RULES.square_below(44), 0] == [FINISH, 37, 0]


def test_hard_sees_what_two_pieces_left_to_finish_are_worth() -> None:
    """Four players; shrink 2, a 5 moves 3 from [37, 45, 48]. Normal, on the two-piece
    table, moves 37 to 40: 48 home (1 over, shrink 3, L31) leaves "one piece to bring
    home", which the table prices by the better single piece. Hard's own search
    sees that with 37 and 45 both still out, every later roll goes to whichever
    of them it suits, and brings 48 home."""
    state = position([37, 45, 48], roll=5, shrink=2, seats=4)
    assert normal_bot().choose(RULES, state, 0, 0) == {"type": "move", "piece": 0}
    assert planner_search().choose(RULES, state, 0, 0) == {"type": "move", "piece": 2}


def test_own_search_agrees_with_the_table_and_only_improves_on_it() -> None:
    """No rolls searched is the table; one roll searched is the table's Bellman step
    with the third piece as an extra choice, so never worse than the table (to its
    stored 0.01 rounding) and better somewhere (where the third piece helps)."""
    table = solo_table(RULES, "d12")
    bot = planner_search()
    chooser = random.Random(11)
    improved = 0
    for _ in range(300):
        a, b = sorted(chooser.randrange(0, FINISH) for _ in range(2))
        shrink = chooser.randrange(0, 6)
        third = chooser.randrange(0, FINISH)
        assert bot.own_turns(RULES, table, "d12", [a, b, third], shrink, 0, math.inf) == table.player_turns(
            [a, b, third], shrink
        )
        searched = bot.own_turns(RULES, table, "d12", [a, b, third], shrink, 1, math.inf)
        assert searched <= table.player_turns([a, b, third], shrink) + 0.02
        improved += searched < table.player_turns([a, b, third], shrink) - 0.05
    assert improved > 150  # 191 of these 300


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_levels_choose_legal_actions_and_leave_the_state_alone(level: str) -> None:
    bot = search_bot(8, 60.0) if level == "hard" else make_bot("shrinks-and-ladders", level)
    for seed in range(3):
        state = RULES.setup(GameConfig("standard", 3), seed)
        chooser = random.Random(seed)
        for ply in range(120):
            if RULES.is_over(state):
                break
            seat = RULES.to_act(state)[0]
            before = state_hash(state)
            action = bot.choose(RULES, state, seat, ply)
            assert state_hash(state) == before
            assert action in RULES.legal_actions(state, seat)
            if chooser.random() < 0.5:  # vary the positions: half the moves random
                action = chooser.choice(RULES.legal_actions(state, seat))
            state, _ = RULES.apply(state, seat, action)


def test_choices_are_deterministic_for_a_seed() -> None:
    state = position([5, 17, 30], roll=7, seats=3)
    for make in (easy_bot, normal_bot, hard_bot):
        assert len({make().choose(RULES, state, 0, 11)["piece"] for _ in range(3)}) == 1


def test_think_time_bound_is_respected() -> None:
    """Out of time, hard falls back to its one-ply choice at once; each level's
    registered bound covers its decisions on a 6-player board."""
    state = position([5, 17, 30], roll=9, seats=6)
    for seat in range(1, 6):
        state["pieces"][seat] = [12 + seat, 20 + seat, 33 + seat]
    quick = PlannerBot(own_rolls=2, think_seconds=0.0)
    started = time.perf_counter()
    action = quick.choose(RULES, state, 0, 1)
    assert time.perf_counter() - started < 0.5
    assert quick.timed_out
    assert action == normal_bot().choose(RULES, state, 0, 1)
    for spec in BOTS:
        bot = spec.factory()
        started = time.perf_counter()
        bot.choose(RULES, state, 0, 1)
        assert time.perf_counter() - started <= spec.think_seconds + 0.25, spec.name
        assert not getattr(bot, "timed_out", False), spec.name


# -- strength (issue #11 targets; bench/shrinks_bots.py has the full figures) --
