"""Shrinks and Ladders: one test per rule of shared/rulebooks/shrinks-and-ladders.txt."""

from __future__ import annotations

import copy
import json
import random

import pytest

from ladders.engine import GameConfig, IllegalAction, InvalidConfig, State, fast_copy, roll_die, state_hash
from ladders.shrinks.board import DEFAULT_BOARD_FILE, load_board, parse_board
from ladders.shrinks.rules import RULESET as RULES
from ladders.shrinks.rules import ShrinksAndLadders

BOARD = RULES.board


def new_game(seats: int = 2, seed: int = 1, **options: str) -> State:
    state = RULES.setup(GameConfig("standard", seats, dict(options)), seed)
    state["current"] = 0
    return state


def with_next_roll(state: State, value: int) -> State:
    """Move the RNG counter to a point where the next roll shows ``value``."""
    for counter in range(10_000):
        probe = fast_copy(state)
        probe["rng"][1] = counter
        dice = [roll_die(probe, 6), roll_die(probe, 6)] if state["dice"] == "2d6" else [roll_die(probe, 12)]
        if sum(dice) == value:
            state["rng"][1] = counter
            return state
    raise AssertionError(f"no counter rolls {value}")


def roll(state: State, value: int) -> tuple[State, list[str]]:
    new, events = RULES.apply(with_next_roll(state, value), state["current"], {"type": "roll"})
    return new, [e.type for e in events]


def move(state: State, piece: int) -> State:
    new, _ = RULES.apply(state, state["current"], {"type": "move", "piece": piece})
    return new


def test_rulebook_tube_example_stops_at_tube_end_and_shrinks() -> None:
    """'if your piece started on Square 5, You had a Shrink Value of 3, and You rolled a 12 ...
    The end result: Your piece would be on Square 11, and your Shrink Value would be 6.'"""
    state = new_game()
    state["pieces"][0][0] = 5
    state["shrink"][0] = 3
    state, _ = roll(state, 12)
    new, events = RULES.apply(state, 0, {"type": "move", "piece": 0})
    assert new["pieces"][0][0] == 11
    assert new["shrink"][0] == 6
    tube = next(e for e in events if e.type == "tube_stop")
    assert tube.data["shrink_added"] == 3


def test_move_is_roll_minus_shrink_value() -> None:
    """'The number of spaces it will move is equal to the number on the dice minus your current Shrink Value.'"""
    state = new_game()
    state["pieces"][0][0] = 12
    state["shrink"][0] = 2
    state, _ = roll(state, 7)
    assert move(state, 0)["pieces"][0][0] == 17  # 12 + (7 - 2); 16 is a tube entrance but 17 < end 20


def test_rulebook_tip_a_nine_shrinks_to_six() -> None:
    """'Get in the habbit of saying, "I got a <<Nine>> which shrinks to <<Six>>"' (L17): a roll of 9 with
    a Shrink Value of 3 moves 6 squares (L11, L16)."""
    state = new_game()
    state["pieces"][0][0] = 20
    state["shrink"][0] = 3
    rolled, events = RULES.apply(with_next_roll(state, 9), 0, {"type": "roll"})
    assert events[0].data == {"seat": 0, "dice": [9], "roll": 9, "shrink": 3, "move": 6}
    assert move(rolled, 0)["pieces"][0][0] == 26  # 20 + (9 - 3); 26 is a plain square


def test_roll_below_shrink_value_lowers_it_instead_of_moving() -> None:
    """'If the player rolls a number less than their Shrink Value, they decrease their Shrink Value by 1,
    instead of moving.'"""
    state = new_game()
    state["shrink"][0] = 5
    new, events = roll(state, 4)
    assert new["shrink"][0] == 4
    assert new["pieces"][0] == [0, 0, 0]
    assert "shrink_reduced" in events
    assert new["current"] == 1, "the turn passes"


def test_roll_equal_to_shrink_value_moves_nothing() -> None:
    state = new_game()
    state["shrink"][0] = 4
    new, events = roll(state, 4)
    assert new["shrink"][0] == 4
    assert "no_move" in events
    assert new["current"] == 1


def test_a_turn_is_roll_then_move_one_piece() -> None:
    """'Each player takes it in turns to roll a dice then choose one of their pieces to move.'"""
    state = new_game()
    assert RULES.legal_actions(state, 0) == [{"type": "roll"}]
    state, _ = roll(state, 2)
    assert RULES.legal_actions(state, 0) == [{"type": "move", "piece": i} for i in range(3)]
    assert RULES.legal_actions(state, 1) == []
    after = move(state, 1)
    assert after["pieces"][0] == [0, 2, 0]
    assert after["current"] == 1


def test_three_pieces_start_on_start_and_shrink_starts_at_zero() -> None:
    """'Each player places three counters ... on the Start Square, and one on the Shrink Scale at Zero.'"""
    state = RULES.setup(GameConfig("standard", 4), 9)
    assert state["pieces"] == [[0, 0, 0]] * 4
    assert state["shrink"] == [0] * 4


def test_first_player_is_random_and_seeded() -> None:
    """'Randomly choose a player to play first.'"""
    firsts = {RULES.setup(GameConfig("standard", 4), seed)["current"] for seed in range(60)}
    assert firsts == {0, 1, 2, 3}
    assert RULES.setup(GameConfig("standard", 4), 5)["current"] == RULES.setup(GameConfig("standard", 4), 5)["current"]


def test_landing_on_a_piece_bumps_it_one_row_down() -> None:
    """'Should any piece land on another piece, that (landed on) piece is immediately moved down a row.'"""
    state = new_game()
    state["pieces"][0][0] = 21
    state["pieces"][1][0] = 24  # row 2 (21-30 runs left to right), column 3
    state, _ = roll(state, 3)
    new = move(state, 0)
    assert new["pieces"][0][0] == 24
    assert new["pieces"][1][0] == BOARD.square_below(24) == 17  # row 1 runs right to left: column 3 is 17


def test_bumped_from_bottom_row_returns_to_start() -> None:
    """'If it is already on the bottom row, return it to the Start.'"""
    state = new_game()
    state["pieces"][1][2] = 4
    state, _ = roll(state, 4)
    new = move(state, 0)
    assert new["pieces"][0][0] == 4
    assert new["pieces"][1][2] == 0


def test_landing_on_own_piece_bumps_it_too() -> None:
    """'Should *any* piece land on another piece' -- own pieces are not exempt."""
    state = new_game()
    state["pieces"][0] = [21, 24, 0]
    state, _ = roll(state, 3)
    assert move(state, 0)["pieces"][0] == [24, 17, 0]


def test_ladder_bottom_climbs_to_top() -> None:
    """'Should any piece land on the bottom of a Ladder, move it immediately to the top of the Ladder.'"""
    bottom, top = sorted(BOARD.ladders.items())[0]
    state = new_game()
    state, _ = roll(state, bottom)
    new, events = RULES.apply(state, 0, {"type": "move", "piece": 0})
    assert new["pieces"][0][0] == top
    assert any(e.type == "ladder" for e in events)


def test_snake_head_slides_to_tail() -> None:
    """'Should any piece land on the head of a Snake, move it immediately to the tail of the Snake.'"""
    head, tail = sorted(BOARD.snakes.items())[0]
    state = new_game()
    state["pieces"][0][0] = head - 5
    state, _ = roll(state, 5)
    assert move(state, 0)["pieces"][0][0] == tail


def test_tube_entrances_and_ends_match_the_rulebook() -> None:
    """'Tube Entrances ... occur on spaces 6, 16, 28, and 38 ... Tube Ends ... 11, 20, 31 and 40.'"""
    assert BOARD.tubes == ((6, 11), (16, 20), (28, 31), (38, 40))


def test_piece_starting_on_tube_entrance_stops_at_tube_end() -> None:
    """'If your piece starts on, or passes the Tube Entrance, then it may not continue past the Tube End.'"""
    state = new_game()
    state["pieces"][0][0] = 16
    state, _ = roll(state, 9)
    new = move(state, 0)
    assert new["pieces"][0][0] == 20
    assert new["shrink"][0] == 5


def test_piece_not_reaching_tube_end_moves_as_normal() -> None:
    """'If however your piece does not reach the Tube End, then it moves as normal, and does not need to shrink.'"""
    state = new_game()
    state["pieces"][0][0] = 5
    state, _ = roll(state, 4)
    new = move(state, 0)
    assert new["pieces"][0][0] == 9
    assert new["shrink"][0] == 0


def test_piece_landing_exactly_on_tube_end_does_not_shrink() -> None:
    state = new_game()
    state["pieces"][0][0] = 5
    state, _ = roll(state, 6)
    new = move(state, 0)
    assert new["pieces"][0][0] == 11
    assert new["shrink"][0] == 0


def test_piece_starting_inside_a_tube_moves_freely() -> None:
    """Read literally: a piece that neither starts on nor passes an entrance is not held by its tube."""
    state = new_game()
    state["pieces"][0][0] = 8
    state, _ = roll(state, 5)
    new = move(state, 0)
    assert new["pieces"][0][0] == 13
    assert new["shrink"][0] == 0


def test_overshooting_the_finish_becomes_shrink() -> None:
    """'If any piece reaches the Finish, any extra roll, is used up by increasing the players Shrink Value.'"""
    state = new_game()
    state["pieces"][0][0] = BOARD.finish - 3
    state, _ = roll(state, 8)
    new = move(state, 0)
    assert new["pieces"][0][0] == BOARD.finish
    assert new["shrink"][0] == 5


def test_pieces_home_cannot_move_again() -> None:
    state = new_game()
    state["pieces"][0] = [BOARD.finish, 0, 3]
    state, _ = roll(state, 2)
    assert RULES.legal_actions(state, 0) == [{"type": "move", "piece": 1}, {"type": "move", "piece": 2}]
    with pytest.raises(IllegalAction) as err:
        RULES.apply(state, 0, {"type": "move", "piece": 0})
    assert err.value.code == "illegal_action"


def test_second_piece_home_wins_at_once() -> None:
    """'As soon as a player gets a second piece to the Finish, they win the game.'"""
    state = new_game(seats=3)
    state["pieces"][0] = [BOARD.finish, BOARD.finish - 2, 0]
    state["pieces"][1] = [BOARD.finish, 30, 30]
    state, _ = roll(state, 2)
    new = move(state, 1)
    assert new["winner"] == 0
    assert RULES.to_act(new) == []
    outcome = RULES.outcome(new)
    assert outcome is not None
    assert outcome.winners == [0]
    assert outcome.placements == [1, 2, 3]  # seat 1 has a piece home, seat 2 none


def test_one_piece_home_does_not_win() -> None:
    state = new_game()
    state["pieces"][0][0] = BOARD.finish - 2
    state, _ = roll(state, 2)
    new = move(state, 0)
    assert new["winner"] is None
    assert RULES.outcome(new) is None


def test_two_d6_option_rolls_two_dice() -> None:
    """'If you do not have a D12, You can use two standard(D6) dice.'"""
    state = new_game(dice="2d6")
    _new, events = RULES.apply(state, 0, {"type": "roll"})
    rolled = next(e for e in events if e.type == "rolled")
    assert len(rolled.data["dice"]) == 2
    assert all(1 <= d <= 6 for d in rolled.data["dice"])
    with pytest.raises(InvalidConfig) as err:
        RULES.setup(GameConfig("standard", 2, {"dice": "d20"}), 1)
    assert err.value.code == "bad_options"


def test_d12_rolls_cover_one_to_twelve() -> None:
    state = new_game()
    seen = set()
    for counter in range(400):
        state["rng"][1] = counter
        seen.add(roll_die(fast_copy(state), 12))
    assert seen == set(range(1, 13))


def test_seat_counts_are_two_to_six() -> None:
    for seats in (1, 7):
        with pytest.raises(InvalidConfig) as err:
            RULES.setup(GameConfig("standard", seats), 1)
        assert err.value.code == "bad_seat_count"


def test_view_hides_the_rng_and_shows_the_board() -> None:
    state = new_game()
    for viewer in (None, 0, 1):
        view = RULES.view(state, viewer)
        assert "rng" not in view
        assert view["board"]["tubes"] == [[6, 11], [16, 20], [28, 31], [38, 40]]


def test_board_file_is_marked_reconstruction_and_loadable(tmp_path: pytest.TempPathFactory) -> None:
    raw = json.loads(DEFAULT_BOARD_FILE.read_text())
    assert raw["reconstruction"] is True
    raw["ladders"] = [[2, 45]]
    path = tmp_path / "board.json"  # type: ignore[operator]
    path.write_text(json.dumps(raw))
    custom = ShrinksAndLadders(load_board(path))
    state = custom.setup(GameConfig("standard", 2), 1)
    state["current"] = 0
    state = with_next_roll(state, 2)
    state, _ = custom.apply(state, 0, {"type": "roll"})
    state, _ = custom.apply(state, 0, {"type": "move", "piece": 0})
    assert state["pieces"][0][0] == 45


def test_a_board_file_listing_tubes_out_of_order_still_stops_at_the_first_tube_end() -> None:
    """'If your piece starts on, or passes the Tube Entrance, then it may not continue past the Tube End
    on the same turn.' (L24; ends L23): a move that passes two entrances stops at the first tube end it
    reaches, whatever order a board file lists the tubes in."""
    raw = json.loads(DEFAULT_BOARD_FILE.read_text())
    raw["tubes"] = [[12, 15], [6, 11]]
    raw["ladders"], raw["snakes"] = [], []
    custom = ShrinksAndLadders(parse_board(raw))
    # From 5, a move of 12 passes entrance 6 and entrance 12: held at 11, not at 15.
    assert custom.landing(5, 12) == (11, 11, 6, (6, 11))
    # Nested tubes: the inner tube's end comes first.
    raw["tubes"] = [[6, 16], [8, 11]]
    assert ShrinksAndLadders(parse_board(raw)).landing(5, 12) == (11, 11, 6, (8, 11))


def test_bad_board_is_refused() -> None:
    with pytest.raises(ValueError, match="ladder"):
        parse_board({"squares": 50, "row_width": 10, "ladders": [[30, 20]]})
    with pytest.raises(ValueError, match="multiple"):
        parse_board({"squares": 55, "row_width": 10})


def test_apply_does_not_mutate_its_input() -> None:
    state = new_game()
    before = state_hash(state)
    RULES.apply(state, 0, {"type": "roll"})
    assert state_hash(state) == before


def test_random_games_end() -> None:
    for seed in range(30):
        chooser = random.Random(seed)
        state = RULES.setup(GameConfig("standard", 6), seed)
        for _ in range(20_000):
            if RULES.is_over(state):
                break
            seat = RULES.to_act(state)[0]
            state, _ = RULES.apply(state, seat, chooser.choice(RULES.legal_actions(state, seat)))
        assert RULES.is_over(state)


# -- the fast engine (issue #11): same games, cheaper steps --------------------


@pytest.mark.parametrize(
    ("seats", "dice", "actions", "final_hash"),
    [
        (4, "d12", 271, "7dee67ceb9409cb6dc6d88c0686e88a4f4bca01dfc5b19a8780486c37e52ef31"),
        (3, "2d6", 315, "514cfc1e1e38609640c150acc6f2b450d0d8a773130be0966d1908064f508022"),
    ],
)
def test_games_replay_as_before_the_speed_work(seats: int, dice: str, actions: int, final_hash: str) -> None:
    """Golden games recorded with the engine before issue #11 (commit 9968265): the
    table-driven moves and the inlined dice give the same states, so a stored game
    (seed + actions) replays to the same hash."""
    state = RULES.setup(GameConfig("standard", seats, {"dice": dice}), 2026)
    chooser = random.Random(2026)
    played = 0
    while not RULES.is_over(state):
        seat = RULES.to_act(state)[0]
        state, _ = RULES.apply(state, seat, chooser.choice(RULES.legal_actions(state, seat)))
        played += 1
    assert (played, state_hash(state)) == (actions, final_hash)


def test_landing_table_matches_the_rules_walk() -> None:
    """Every (square, move) in the table is what the rulebook's walk gives: tube hold
    (L24), Finish overshoot (L31), then ladder or snake (L19-L20)."""
    for start in range(BOARD.finish):
        for steps in range(13):
            to, final, added, tube = RULES.landing(start, steps)
            target = start + steps
            held = next(((a, b) for a, b in sorted(BOARD.tubes, key=lambda t: t[1]) if start <= a and target > b), None)
            if held is not None:
                assert (to, added, tube) == (held[1], target - held[1], held)
            else:
                assert tube is None
                assert to == min(target, BOARD.finish)
                assert added == max(target - BOARD.finish, 0)
            assert final == BOARD.ladders.get(to, BOARD.snakes.get(to, to))


def test_check_names_what_is_wrong() -> None:
    state = new_game()
    cases = [
        (1, {"type": "roll"}, "not_your_turn"),
        (0, {"type": "move", "piece": 0}, "wrong_action_type"),
        (0, {"type": "roll", "extra": 1}, "illegal_action"),
        (0, {"type": "jump"}, "unknown_action_type"),
        (0, ["roll"], "malformed_action"),
    ]
    for seat, action, code in cases:
        with pytest.raises(IllegalAction) as err:
            RULES.check(state, seat, action)  # type: ignore[arg-type]
        assert err.value.code == code
    state, _ = roll(state, 5)
    for bad in (True, 1.0, "1", 3, -1, None):
        with pytest.raises(IllegalAction) as err:
            RULES.check(state, 0, {"type": "move", "piece": bad})
        assert err.value.code == "illegal_action"
    with pytest.raises(IllegalAction) as err:
        RULES.check(state, 0, {"type": "roll"})
    assert err.value.code == "wrong_action_type"
    RULES.check(state, 0, {"type": "move", "piece": 2})


def test_step_on_a_copy_never_writes_into_the_original() -> None:
    """``copy_state`` copies only the top dict: every list ``step`` changes (the RNG,
    the shrink values, the pieces, the mover's row, a bumped row) it replaces.
    A bump of the mover's own piece and a rival's (L18), a tube hold (L24) and a
    roll below the shrink value (L10), each stepped on a copy of a kept state."""

    def step_copy(original: State, seat: int, action: dict[str, object]) -> State:
        snapshot = copy.deepcopy(original)
        new = RULES.copy_state(original)
        RULES.step(new, seat, action)
        assert original == snapshot
        return new

    state = new_game(seats=3)
    state["pieces"] = [[21, 24, 5], [24, 0, 0], [0, 0, 0]]
    state["shrink"] = [0, 7, 0]
    rolled = step_copy(with_next_roll(copy.deepcopy(state), 3), 0, {"type": "roll"})
    bumped = step_copy(rolled, 0, {"type": "move", "piece": 0})
    assert bumped["pieces"] == [[24, 17, 5], [17, 0, 0], [0, 0, 0]]
    rolled = step_copy(with_next_roll(copy.deepcopy(state), 12), 0, {"type": "roll"})
    held = step_copy(rolled, 0, {"type": "move", "piece": 2})
    assert (held["pieces"][0][2], held["shrink"][0]) == (11, 6)
    lower = with_next_roll(copy.deepcopy(state), 2)
    lower["current"] = 1
    assert step_copy(lower, 1, {"type": "roll"})["shrink"] == [0, 6, 0]


def test_fast_config_check_agrees_with_the_schema() -> None:
    """Set-up skips the JSON-schema run for the usual options, and refuses the rest as before."""
    assert RULES.setup(GameConfig("standard", 2), 1)["dice"] == "d12"
    assert RULES.setup(GameConfig("standard", 2, {"dice": "2d6"}), 1)["dice"] == "2d6"
    for options in ({"dice": "d20"}, {"dice": 12}, {"colour": "red"}, {"dice": "d12", "x": 1}):
        with pytest.raises(InvalidConfig) as err:
            RULES.setup(GameConfig("standard", 2, options), 1)
        assert err.value.code == "bad_options"
    with pytest.raises(InvalidConfig) as err:
        RULES.setup(GameConfig("standard", 2, {}, (0, 1)), 1)
    assert err.value.code == "teams_not_allowed"
