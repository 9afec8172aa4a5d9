"""Run For Your Life, Candyman!'s bots against the greedy baseline, as the README's table.

    python bench/candyman_bots.py [--games 400] [--hero normal] [--field greedy] [--seats 4]

One ``hero`` bot (rotating through every seat) plays ``seats - 1`` copies of
the ``field`` bot; prints the hero's win rate with its 95% Wilson interval
(``ladders/bots/arena.py``) as a markdown table on the last stdout lines.
Progress goes to stderr.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ladders.bots import make_bot
from ladders.bots.arena import MatchResult, hero_match
from ladders.bots.base import Bot
from ladders.candyman.greedy import GreedyBot
from ladders.engine import GameConfig
from ladders.registry import get_ruleset

RULESET_ID = "run-for-your-life-candyman"


def factory(name: str) -> Callable[[], Bot]:
    if name == "greedy":
        return GreedyBot
    return lambda: make_bot(RULESET_ID, name)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--hero", default="normal")
    parser.add_argument("--field", default="greedy")
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--first-seed", type=int, default=0)
    args = parser.parse_args()
    rules = get_ruleset(RULESET_ID)
    config = GameConfig("standard", args.seats)
    started = time.perf_counter()

    def progress(game: int, result: MatchResult) -> None:
        if (game + 1) % 20 == 0 or game + 1 == args.games:
            elapsed = time.perf_counter() - started
            print(f"{game + 1}/{args.games} games, {result.summary(args.seats)}, {elapsed:.0f}s", file=sys.stderr)

    result = hero_match(
        rules,
        config,
        args.games,
        factory(args.hero),
        factory(args.field),
        first_seed=args.first_seed,
        on_game=progress,
    )
    low, high = result.interval()
    fair = 1 / args.seats
    print("| hero | field | seats | games | wins | win rate | 95% CI | fair share | x fair |")
    print("|---|---|---|---|---|---|---|---|---|")
    print(
        f"| {args.hero} | {args.field} | {args.seats} | {result.games} | {result.wins:g} | {result.rate:.1%} |"
        f" {low:.1%}-{high:.1%} | {fair:.1%} | {result.rate / fair:.2f} |"
    )


if __name__ == "__main__":
    main()
