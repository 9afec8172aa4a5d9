"""Shrinks and Ladders against a model of a turn written from the rulebook's text alone.

The rules audit of docs/shrinks-and-ladders.md: seeded random games, every roll and move
compared with this model, in its own plain code (not the engine's landing tables):

- a roll below the Shrink Value lowers it by 1 instead of moving, a roll equal to it moves
  nothing, and either ends the turn (L11-L12); otherwise the move is the roll minus the Shrink
  Value (L16);
- a piece that starts on or passes a Tube Entrance stops at that tube's end (the first end it
  reaches) and the rest of the move is added to the Shrink Value (L22-L28); a piece that
  reaches the Finish adds what is left over (L31); no exact roll is needed;
- then a ladder's bottom climbs and a snake's head slides (L19-L20), and every other piece
  on the square where it rests drops one row, or to Start from the bottom row (L18; docs:
  own pieces too, not at the Finish);
- the second piece home wins at once (L31); otherwise the turn passes to the next seat, with
  no extra turns (L15).

The model reads the tubes from the rulebook (L22-L23) and the ladders, snakes and rows from
the board file (a reconstruction, docs/shrinks-and-ladders.md).
"""

from __future__ import annotations

import random

import pytest

from ladders.engine import GameConfig
from ladders.shrinks.rules import RULESET as RULES

BOARD = RULES.board
TUBES = ((6, 11), (16, 20), (28, 31), (38, 40))  # L22-L23: entrances and ends
FINISH = BOARD.finish
WIDTH = BOARD.row_width


def row_below(square: int) -> int:
    """The square one row down in the same column of the serpentine board, 0 (Start) from the bottom row."""
    row, offset = divmod(square - 1, WIDTH)
    if row == 0:
        return 0
    column = offset if row % 2 == 0 else WIDTH - 1 - offset
    below = row - 1
    return below * WIDTH + (column if below % 2 == 0 else WIDTH - 1 - column) + 1


def model_move(start: int, steps: int) -> tuple[int, int]:
    """Where a piece on ``start`` moving ``steps`` squares rests, and the shrink it adds."""
    square, added = start, 0
    for _ in range(steps):
        # Stepping past a tube end that the piece started on or passed the entrance of: held there.
        if any(start <= entrance and square == end for entrance, end in TUBES) or square == FINISH:
            added += 1
        else:
            square += 1
    return BOARD.ladders.get(square, BOARD.snakes.get(square, square)), added


def play_against_the_model(seats: int, seed: int, dice: str) -> None:
    rng = random.Random(seed)
    state = RULES.setup(GameConfig("standard", seats, {"dice": dice}), seed)
    while RULES.outcome(state) is None:
        seat = RULES.to_act(state)[0]
        action = rng.choice(RULES.legal_actions(state, seat))
        before = state
        state, events = RULES.apply(state, seat, action)
        shrink = before["shrink"][seat]
        if action["type"] == "roll":
            roll = events[0].data["roll"]
            if roll <= shrink:
                assert state["shrink"][seat] == (shrink - 1 if roll < shrink else shrink)
                assert state["current"] == (seat + 1) % seats
                assert state["roll"] is None
            else:
                assert state["current"] == seat
                assert state["roll"] == roll
            continue
        piece = action["piece"]
        rest, added = model_move(before["pieces"][seat][piece], before["roll"] - shrink)
        pieces = [list(row) for row in before["pieces"]]
        pieces[seat][piece] = rest
        if rest != FINISH:
            for other, row in enumerate(pieces):
                for index, square in enumerate(row):
                    if square == rest and (other, index) != (seat, piece):
                        row[index] = row_below(rest)
        assert state["pieces"] == pieces
        assert state["shrink"][seat] == shrink + added
        if pieces[seat].count(FINISH) >= 2:
            assert state["winner"] == seat
        else:
            assert state["winner"] is None
            assert state["current"] == (seat + 1) % seats


@pytest.mark.parametrize("dice", ["d12", "2d6"])
def test_random_games_follow_the_rulebook_model(dice: str) -> None:
    """Seeded random games, every roll and move as the model of L10-L31 says (module docstring)."""
    for seats in range(2, 7):
        for seed in range(4):
            play_against_the_model(seats, 10 * seats + seed, dice)
