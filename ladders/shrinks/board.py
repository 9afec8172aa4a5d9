"""The Shrinks and Ladders board as data, loaded from a JSON file."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

DEFAULT_BOARD_FILE = Path(__file__).with_name("board.json")
BOARD_FILE_ENV = "LADDERS_SHRINKS_BOARD_FILE"


@dataclass(frozen=True, slots=True)
class Board:
    squares: int  # the Finish is the last square
    row_width: int
    tubes: tuple[tuple[int, int], ...]  # (entrance, end)
    ladders: dict[int, int]  # bottom -> top
    snakes: dict[int, int]  # head -> tail
    reconstruction: bool = True

    @property
    def finish(self) -> int:
        return self.squares

    def row_of(self, square: int) -> int:
        return (square - 1) // self.row_width

    def column_of(self, square: int) -> int:
        """Physical column 0..width-1 on the serpentine (boustrophedon) board."""
        row, offset = divmod(square - 1, self.row_width)
        return offset if row % 2 == 0 else self.row_width - 1 - offset

    def square_at(self, row: int, column: int) -> int:
        offset = column if row % 2 == 0 else self.row_width - 1 - column
        return row * self.row_width + offset + 1

    def square_below(self, square: int) -> int:
        """The square one row down in the same column, or 0 (Start) from the bottom row."""
        row = self.row_of(square)
        if row == 0:
            return 0
        return self.square_at(row - 1, self.column_of(square))

    def to_dict(self) -> dict[str, object]:
        return {
            "squares": self.squares,
            "row_width": self.row_width,
            "start": 0,
            "finish": self.finish,
            "tubes": [list(t) for t in self.tubes],
            "ladders": [[k, v] for k, v in sorted(self.ladders.items())],
            "snakes": [[k, v] for k, v in sorted(self.snakes.items())],
            "reconstruction": self.reconstruction,
        }


def parse_board(raw: dict[str, object]) -> Board:
    """Build and check a board; raises ValueError naming the first problem."""
    squares = int(raw["squares"])  # type: ignore[call-overload]
    width = int(raw["row_width"])  # type: ignore[call-overload]
    if squares < 2 or width < 1 or squares % width:
        raise ValueError("squares must be a positive multiple of row_width")
    tubes = tuple((int(a), int(b)) for a, b in raw.get("tubes", []))  # type: ignore[attr-defined]
    ladders = {int(a): int(b) for a, b in raw.get("ladders", [])}  # type: ignore[attr-defined]
    snakes = {int(a): int(b) for a, b in raw.get("snakes", [])}  # type: ignore[attr-defined]
    for entrance, end in tubes:
        if not 0 < entrance < end < squares:
            raise ValueError(f"tube {entrance}->{end} must run forward inside the board")
    for bottom, top in ladders.items():
        if not 0 < bottom < top < squares:
            raise ValueError(f"ladder {bottom}->{top} must climb inside the board")
    for head, tail in snakes.items():
        if not 0 < tail < head < squares:
            raise ValueError(f"snake {head}->{tail} must descend inside the board")
    starts = set(ladders) | set(snakes)
    if len(starts) != len(ladders) + len(snakes):
        raise ValueError("a square cannot hold both a ladder's foot and a snake's head")
    if starts & (set(ladders.values()) | set(snakes.values())):
        raise ValueError("a ladder's top or a snake's tail may not start another ladder or snake")
    return Board(squares, width, tubes, ladders, snakes, bool(raw.get("reconstruction", False)))


def load_board(path: str | os.PathLike[str] | None = None) -> Board:
    """Load the board from ``path``, else from $LADDERS_SHRINKS_BOARD_FILE, else the default."""
    chosen = path or os.environ.get(BOARD_FILE_ENV) or DEFAULT_BOARD_FILE
    with open(chosen, encoding="utf-8") as handle:
        return parse_board(json.load(handle))
