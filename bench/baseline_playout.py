"""The bare baseline every engine figure is divided by: Connect-Four random playouts.

    python bench/baseline_playout.py [--seconds 3]

A plain pure-Python Connect Four (a list of 42 cells, column heights, a win
check from the last disc) played by uniformly random moves. It is what "as
fast as Python plays a small board game" looks like on this machine right
now; ``make bench`` measures it in the same process, interleaved with each
ruleset, and prints ratios, because absolute numbers on a shared machine
swing several-fold while ratios hold.
"""

from __future__ import annotations

import argparse
import random
import time

WIDTH, HEIGHT = 7, 6
# The four line directions as (column step, row step).
DIRECTIONS = ((1, 0), (0, 1), (1, 1), (1, -1))


def connect_four_playout(rng: random.Random) -> int:
    """One random game; returns its number of plies.

    The legal columns are listed afresh every ply and the win is checked by
    walking out from the last disc: the way one writes it plainly, no tables.
    """
    cells = [0] * (WIDTH * HEIGHT)
    heights = [0] * WIDTH
    disc = 1
    plies = 0
    while True:
        legal = [c for c in range(WIDTH) if heights[c] < HEIGHT]
        if not legal:
            return plies
        column = legal[rng.randrange(len(legal))]
        row = heights[column]
        heights[column] = row + 1
        cells[row * WIDTH + column] = disc
        plies += 1
        for dc, dr in DIRECTIONS:
            count = 1
            c, r = column + dc, row + dr
            while 0 <= c < WIDTH and 0 <= r < HEIGHT and cells[r * WIDTH + c] == disc:
                count += 1
                c, r = c + dc, r + dr
            c, r = column - dc, row - dr
            while 0 <= c < WIDTH and 0 <= r < HEIGHT and cells[r * WIDTH + c] == disc:
                count += 1
                c, r = c - dc, r - dr
            if count >= 4:
                return plies
        disc = 3 - disc


def plies_per_second(seconds: float, rng: random.Random | None = None) -> float:
    """Random Connect-Four plies per second, measured for about ``seconds``."""
    rng = rng or random.Random(7)
    plies = 0
    started = time.perf_counter()
    deadline = started + seconds
    while time.perf_counter() < deadline:
        plies += connect_four_playout(rng)
    return plies / (time.perf_counter() - started)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args()
    rate = plies_per_second(args.seconds)
    print("| what | figure |")
    print("|---|---|")
    print(f"| Connect-Four random playout (engine baseline) | {rate:,.0f} plies/s |")


if __name__ == "__main__":
    main()
