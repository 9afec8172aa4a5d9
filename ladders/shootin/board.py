"""The Shootin' Ladders board as data (a reconstruction, see board.json) and its geometry.

Squares are numbered 1-100 along a serpentine path of ten levels. Range is
counted orthogonally (columns plus levels); line of sight is a straight line
between square centres that must not touch a floor or door segment.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

DEFAULT_BOARD_FILE = Path(__file__).with_name("board.json")
BOARD_FILE_ENV = "LADDERS_SHOOTIN_BOARD_FILE"
DECKS = ("weapon", "gear", "ammo")

Segment = tuple[float, float, float, float]  # x0, y0, x1, y1
# ``Board.shot_rows``'s range for a square out of sight: beyond every card's range, and a
# small int (below 2**30), which CPython 3.11's specialised int comparison requires.
UNSEEN = 999_999


def _orientation(ax: float, ay: float, bx: float, by: float, cx: float, cy: float) -> float:
    return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax)


def _on_segment(ax: float, ay: float, bx: float, by: float, cx: float, cy: float) -> bool:
    return min(ax, bx) <= cx <= max(ax, bx) and min(ay, by) <= cy <= max(ay, by)


def segments_touch(p: Segment, q: Segment) -> bool:
    """True if the closed segments p and q share a point (touching counts: a line
    through the very end of a floor is blocked, the conservative reading)."""
    ax, ay, bx, by = p
    cx, cy, dx, dy = q
    d1 = _orientation(cx, cy, dx, dy, ax, ay)
    d2 = _orientation(cx, cy, dx, dy, bx, by)
    d3 = _orientation(ax, ay, bx, by, cx, cy)
    d4 = _orientation(ax, ay, bx, by, dx, dy)
    if ((d1 > 0 > d2) or (d1 < 0 < d2)) and ((d3 > 0 > d4) or (d3 < 0 < d4)):
        return True
    return (
        (d1 == 0 and _on_segment(cx, cy, dx, dy, ax, ay))
        or (d2 == 0 and _on_segment(cx, cy, dx, dy, bx, by))
        or (d3 == 0 and _on_segment(ax, ay, bx, by, cx, cy))
        or (d4 == 0 and _on_segment(ax, ay, bx, by, dx, dy))
    )


@dataclass(slots=True)
class Board:
    levels: int
    columns: int
    ladders: dict[int, int]  # foot -> top
    slides: dict[int, int]  # top -> bottom
    respawn_points: dict[int, int]  # respawn number 1-6 -> square
    stars: dict[int, tuple[str, ...]]  # square -> deck colours (two for a two-colour star)
    floors: tuple[Segment, ...]
    doors: tuple[Segment, ...]
    home_bases: tuple[int, int]
    flags: tuple[int, int]
    reconstruction: bool = True
    _level: list[int] = field(default_factory=list, repr=False)
    _column: list[int] = field(default_factory=list, repr=False)
    # Per-square tables for legal_actions, built once per board (about 20 ms): row ``a``
    # indexed by square ``b`` (index 0 unused). Shared: never change them.
    distance_rows: list[list[int]] = field(default_factory=list, repr=False)  # range from a to b
    far_rows: list[bytes] = field(default_factory=list, repr=False)  # 1: more than one level apart
    sight_rows: list[bytes] = field(default_factory=list, repr=False)  # 1: line of sight
    # Range from a to b where a line of sight runs, else ``UNSEEN``: the attack listing's
    # first test, one lookup for "out of reach or out of sight" (most targets, per turn step).
    shot_rows: list[list[int]] = field(default_factory=list, repr=False, compare=False)
    # Per square: ("ladder", top), ("slide", bottom) or None, and a star's deck colours or None
    # (``ladders``, ``slides`` and ``stars`` as lists, for the move step: a list index is
    # cheaper than a dict's ``get`` call).
    rides: list[tuple[str, int] | None] = field(default_factory=list, repr=False, compare=False)
    star_decks: list[tuple[str, ...] | None] = field(default_factory=list, repr=False, compare=False)
    # Obstructions between two squares, counted on first use (only the sniper's rifle asks).
    _obstruction_counts: dict[tuple[int, int], int] = field(default_factory=dict, repr=False, compare=False)

    def __post_init__(self) -> None:
        squares = self.squares
        self._level = [0] + [(s - 1) // self.columns for s in range(1, squares + 1)]
        self._column = [0] + [self._compute_column(s) for s in range(1, squares + 1)]
        level, column = self._level, self._column
        self.distance_rows = [[0] * (squares + 1)] + [
            [0] + [abs(column[a] - column[b]) + abs(level[a] - level[b]) for b in range(1, squares + 1)]
            for a in range(1, squares + 1)
        ]
        self.far_rows = [bytes(squares + 1)] + [
            bytes([0] + [abs(level[a] - level[b]) > 1 for b in range(1, squares + 1)]) for a in range(1, squares + 1)
        ]
        self.sight_rows = self._sight_table()
        self.rides = [None] * (squares + 1)
        for top, bottom in self.slides.items():
            self.rides[top] = ("slide", bottom)
        for foot, top in self.ladders.items():
            self.rides[foot] = ("ladder", top)  # a ladder first, as the move step asked before
        self.star_decks = [self.stars.get(square) for square in range(squares + 1)]
        self.shot_rows = [
            [d if seen else UNSEEN for d, seen in zip(distances, sight, strict=True)]
            for distances, sight in zip(self.distance_rows, self.sight_rows, strict=True)
        ]

    def _sight_table(self) -> list[bytes]:
        """Line of sight between every two square centres: no floor or door segment touches
        the line (a wall is tested only if its bounding box meets the line's)."""
        squares = self.squares
        walls = [
            (min(w[0], w[2]), max(w[0], w[2]), min(w[1], w[3]), max(w[1], w[3]), w) for w in self.floors + self.doors
        ]
        table = [bytearray(squares + 1) for _ in range(squares + 1)]
        for a in range(1, squares + 1):
            ax, ay = self.centre(a)
            table[a][a] = 1
            for b in range(a + 1, squares + 1):
                bx, by = self.centre(b)
                sight: Segment = (ax, ay, bx, by)
                x0, x1, y0, y1 = min(ax, bx), max(ax, bx), min(ay, by), max(ay, by)
                clear = not any(
                    wx0 <= x1 and x0 <= wx1 and wy0 <= y1 and y0 <= wy1 and segments_touch(sight, wall)
                    for wx0, wx1, wy0, wy1, wall in walls
                )
                table[a][b] = table[b][a] = clear
        return [bytes(row) for row in table]

    @property
    def squares(self) -> int:
        return self.levels * self.columns

    def _compute_column(self, square: int) -> int:
        level, offset = divmod(square - 1, self.columns)
        return offset if level % 2 == 0 else self.columns - 1 - offset

    # -- geometry ------------------------------------------------------------

    def level(self, square: int) -> int:
        return self._level[square]

    def column(self, square: int) -> int:
        return self._column[square]

    def square_at(self, level: int, column: int) -> int | None:
        if not (0 <= level < self.levels and 0 <= column < self.columns):
            return None
        offset = column if level % 2 == 0 else self.columns - 1 - column
        return level * self.columns + offset + 1

    def centre(self, square: int) -> tuple[float, float]:
        return self._column[square] + 0.5, self._level[square] + 0.5

    def distance(self, a: int, b: int) -> int:
        """Range: squares counted orthogonally, not counting the shooter's own square."""
        return self.distance_rows[a][b]

    def level_gap(self, a: int, b: int) -> int:
        return abs(self._level[a] - self._level[b])

    def path_step(self, square: int, steps: int) -> int | None:
        """The square ``steps`` along the path (negative: back), or None off the board."""
        target = square + steps
        return target if 1 <= target <= self.squares else None

    def vertical_neighbours(self, square: int) -> list[int]:
        level, column = self._level[square], self._column[square]
        return [s for s in (self.square_at(level + 1, column), self.square_at(level - 1, column)) if s is not None]

    def diagonal_neighbours(self, square: int) -> list[int]:
        level, column = self._level[square], self._column[square]
        found = []
        for dl in (1, -1):
            for dc in (-1, 1):
                s = self.square_at(level + dl, column + dc)
                if s is not None:
                    found.append(s)
        return found

    def line_of_sight(self, a: int, b: int) -> bool:
        """Clear straight line between the centres of ``a`` and ``b`` (from the board's table)."""
        return bool(self.sight_rows[a][b])

    def obstructions(self, a: int, b: int) -> int:
        """How many floor and door segments the line between the centres of ``a`` and ``b``
        touches (for a shooter allowed to ignore one, as the Dirty Half Dozen's sniper, L368).
        Counted once per pair, then remembered (the board never changes)."""
        key = (a, b) if a <= b else (b, a)
        count = self._obstruction_counts.get(key)
        if count is None:
            ax, ay = self.centre(key[0])
            bx, by = self.centre(key[1])
            sight: Segment = (ax, ay, bx, by)
            count = self._obstruction_counts[key] = sum(
                1 for wall in self.floors + self.doors if segments_touch(sight, wall)
            )
        return count

    def to_dict(self) -> dict[str, Any]:
        return {
            "reconstruction": self.reconstruction,
            "levels": self.levels,
            "columns": self.columns,
            "ladders": [[k, v] for k, v in sorted(self.ladders.items())],
            "slides": [[k, v] for k, v in sorted(self.slides.items())],
            "respawn_points": {str(k): v for k, v in sorted(self.respawn_points.items())},
            "stars": {str(k): list(v) for k, v in sorted(self.stars.items())},
            "floors": [list(f) for f in self.floors],
            "doors": [list(d) for d in self.doors],
            "home_bases": list(self.home_bases),
            "flags": list(self.flags),
        }


def parse_board(raw: dict[str, Any]) -> Board:
    """Build and check a board; raises ValueError naming the first problem."""
    levels, columns = int(raw["levels"]), int(raw["columns"])
    squares = levels * columns
    ladders = {int(a): int(b) for a, b in raw["ladders"]}
    slides = {int(a): int(b) for a, b in raw["slides"]}
    for foot, top in ladders.items():
        if not 1 <= foot < top <= squares:
            raise ValueError(f"ladder {foot}->{top} must climb inside the board")
    for top, bottom in slides.items():
        if not 1 <= bottom < top <= squares:
            raise ValueError(f"slide {top}->{bottom} must descend inside the board")
    entries = set(ladders) | set(slides)
    if len(entries) != len(ladders) + len(slides):
        raise ValueError("a square cannot start both a ladder and a slide")
    if entries & (set(ladders.values()) | set(slides.values())):
        raise ValueError("a ladder's top or a slide's bottom may not start another ladder or slide")
    respawn = {int(k): int(v) for k, v in raw["respawn_points"].items()}
    if sorted(respawn) != [1, 2, 3, 4, 5, 6]:
        raise ValueError("respawn points must be numbered 1 to 6 (one per die face)")
    stars = {int(k): tuple(v) for k, v in raw["stars"].items()}
    for square, colours in stars.items():
        if not colours or len(colours) > 2 or any(c not in DECKS for c in colours):
            raise ValueError(f"star on {square} must name one or two of {DECKS}")
        if square in entries:
            raise ValueError(f"star on {square} sits on a ladder or slide entry")
    floors = tuple((float(x0), float(y), float(x1), float(y)) for y, x0, x1 in raw["floors"])
    doors = tuple((float(x), float(y0), float(x), float(y1)) for x, y0, y1 in raw["doors"])
    home = raw.get("home_bases", [1, squares])
    flags = raw.get("flags", [6, squares - 5])
    return Board(
        levels=levels,
        columns=columns,
        ladders=ladders,
        slides=slides,
        respawn_points=respawn,
        stars=stars,
        floors=floors,
        doors=doors,
        home_bases=(int(home[0]), int(home[1])),
        flags=(int(flags[0]), int(flags[1])),
        reconstruction=bool(raw.get("reconstruction", False)),
    )


def load_board(path: str | Path | None = None) -> Board:
    """Load the board from ``path``, else from $LADDERS_SHOOTIN_BOARD_FILE, else the reconstruction."""
    with open(path or os.environ.get(BOARD_FILE_ENV) or DEFAULT_BOARD_FILE, encoding="utf-8") as handle:
        return parse_board(json.load(handle))
