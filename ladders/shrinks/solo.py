"""How many turns one player needs, alone on the board, to bring two pieces home.

The bots' evaluation (docs/shrinks-and-ladders.md, "Bots"). For two pieces on
squares ``a <= b`` (the Finish counts as a square) and a shrink value ``s``,
``turns(a, b, s)`` is the expected number of turns to bring both home when
every roll is spent on the better of the two pieces: the solution of the
Bellman equation of that one-player game (value iteration, the tube holds,
the Finish overshoot, ladders, snakes and a piece bumping its partner all as
the rules give them). It leaves out what other players do and the third
piece, which a player only ever needs as somewhere to spend a bad roll.

Shrink costs turns: on the reconstructed board a fresh player needs about 24
turns, and each point of shrink adds about one more. Values above
``MAX_SHRINK`` are extrapolated at one turn a point (a high shrink only comes
down one point a turn).

Solving takes seconds, so the table for the shipped board is stored in
``solo_table.json`` (``python -m ladders.shrinks.solo --write`` rebuilds it);
for another board (``LADDERS_SHRINKS_BOARD_FILE``) it is solved once per
process, the first time a bot asks.
"""

from __future__ import annotations

import argparse
import hashlib
import json
from functools import cache
from pathlib import Path

from ladders.shrinks.rules import MAX_STEPS, ShrinksAndLadders

MAX_SHRINK = 24
TABLE_FILE = Path(__file__).with_name("solo_table.json")
SCALE = 100  # the file stores turns x SCALE as integers, pair by pair (a <= b), shrink 0..MAX_SHRINK
TOLERANCE = 1e-4

# The chance of each roll 0..12 for each dice option.
ROLL_CHANCES: dict[str, tuple[float, ...]] = {
    "d12": (0.0, *([1 / 12] * 12)),
    "2d6": tuple(sum(1 for x in range(1, 7) for y in range(1, 7) if x + y == r) / 36 for r in range(13)),
}


def board_key(rules: ShrinksAndLadders) -> str:
    """A fingerprint of the board's layout (the table is only good for that board)."""
    layout = {k: v for k, v in rules.board.to_dict().items() if k != "reconstruction"}
    return hashlib.sha256(json.dumps(layout, sort_keys=True).encode()).hexdigest()[:16]


class SoloTable:
    """``turns(a, b, s)``, for one board and one dice option."""

    def __init__(self, rules: ShrinksAndLadders, values: list[float]) -> None:
        self.finish = rules.finish
        self.width = rules.finish + 1
        self.values = values

    def turns(self, a: int, b: int, shrink: int) -> float:
        """Expected turns to bring pieces on ``a`` and ``b`` home (either order)."""
        if a > b:
            a, b = b, a
        if a == self.finish:
            return 0.0
        if shrink > MAX_SHRINK:
            return self.values[(a * self.width + b) * (MAX_SHRINK + 1) + MAX_SHRINK] + (shrink - MAX_SHRINK)
        return self.values[(a * self.width + b) * (MAX_SHRINK + 1) + shrink]

    def player_turns(self, pieces: list[int], shrink: int) -> float:
        """Expected turns for a seat to win alone: the best two of its pieces (its
        pieces home count as on the Finish; two home is 0)."""
        a, b, c = sorted(pieces)
        # The two most advanced are b and c, but a pair further back can be
        # better (a piece just below a snake's head), so take the best pair.
        return min(self.turns(b, c, shrink), self.turns(a, c, shrink), self.turns(a, b, shrink))


def solve(rules: ShrinksAndLadders, dice: str, tolerance: float = TOLERANCE) -> list[float]:
    """Value iteration (Gauss-Seidel, pairs furthest on first) to ``tolerance`` turns."""
    chances = ROLL_CHANCES[dice]
    finish = rules.finish
    width = finish + 1
    depth = MAX_SHRINK + 1
    landings = rules._landings
    below = [rules.square_below(square) for square in range(width)]
    values = [0.0] * (width * width * depth)
    pairs = sorted(((a, b) for a in range(finish) for b in range(a, width)), key=lambda p: -(p[0] + p[1]))
    for a, b in pairs:  # a starting guess: distance at about 6.5 squares a turn, a turn per shrink point
        for s in range(depth):
            values[(a * width + b) * depth + s] = ((finish - a) + (finish - b)) / 6.5 + s
    while True:
        delta = 0.0
        for a, b in pairs:
            for s in range(depth):
                total = 1.0
                wasted = 0.0
                for roll in range(1, MAX_STEPS + 1):
                    chance = chances[roll]
                    if not chance:
                        continue
                    if roll < s:
                        total += chance * values[(a * width + b) * depth + s - 1]
                        continue
                    if roll == s:
                        wasted += chance
                        continue
                    steps = roll - s
                    best = float("inf")
                    for mover, other in ((a, b), (b, a)):
                        if mover == finish:
                            continue
                        _to, final, added, _tube = landings[mover][steps]
                        if final == other and final != finish:
                            other = below[final]
                        shrink = min(s + added, MAX_SHRINK)
                        x, y = (final, other) if final <= other else (other, final)
                        value = 0.0 if x == finish else values[(x * width + y) * depth + shrink]
                        if value < best:
                            best = value
                    total += chance * best
                new = total / (1.0 - wasted)
                index = (a * width + b) * depth + s
                delta = max(delta, abs(new - values[index]))
                values[index] = new
        if delta < tolerance:
            return values


@cache
def solo_table(rules: ShrinksAndLadders, dice: str) -> SoloTable:
    """The table for ``rules``' board and ``dice``: from the file if it was solved for
    this board, else solved now (once per process)."""
    if TABLE_FILE.exists():
        stored = json.loads(TABLE_FILE.read_text())
        if stored["board"] == board_key(rules) and stored["max_shrink"] == MAX_SHRINK and dice in stored["dice"]:
            return SoloTable(rules, _unpack(rules, stored["dice"][dice]))
    return SoloTable(rules, solve(rules, dice))


def _pairs(finish: int) -> list[tuple[int, int]]:
    return [(a, b) for a in range(finish) for b in range(a, finish + 1)]


def _pack(rules: ShrinksAndLadders, values: list[float]) -> list[int]:
    width = rules.finish + 1
    depth = MAX_SHRINK + 1
    return [round(values[(a * width + b) * depth + s] * SCALE) for a, b in _pairs(rules.finish) for s in range(depth)]


def _unpack(rules: ShrinksAndLadders, packed: list[int]) -> list[float]:
    width = rules.finish + 1
    depth = MAX_SHRINK + 1
    values = [0.0] * (width * width * depth)
    numbers = iter(packed)
    for a, b in _pairs(rules.finish):
        for s in range(depth):
            values[(a * width + b) * depth + s] = next(numbers) / SCALE
    return values


def write_table(rules: ShrinksAndLadders) -> None:
    stored = {
        "board": board_key(rules),
        "max_shrink": MAX_SHRINK,
        "scale": SCALE,
        "note": "Expected turns x scale to bring two pieces home alone (python -m ladders.shrinks.solo --write)",
        "dice": {dice: _pack(rules, solve(rules, dice)) for dice in ROLL_CHANCES},
    }
    TABLE_FILE.write_text(json.dumps(stored, separators=(",", ":")) + "\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--write", action="store_true", help=f"solve the shipped board and write {TABLE_FILE.name}")
    args = parser.parse_args()
    from ladders.shrinks.rules import RULESET

    if args.write:
        write_table(RULESET)
    table = solo_table(RULESET, "d12")
    print(f"turns to win alone from the start: {table.turns(0, 0, 0):.2f} (d12)")


if __name__ == "__main__":
    main()
