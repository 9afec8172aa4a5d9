"""Run For Your Life, Candyman!'s bot levels against the greedy baseline and each other.

    python bench/candyman_bots.py [--games 400] [--matches normal,hard-vs-normal,easy]
    python bench/candyman_bots.py --hero normal --field greedy --games 2000 --first-seed 100000

Each match is ``--seats`` (4) player games, one ``hero`` seat rotating through every
seat against ``seats - 1`` copies of the ``field`` bot, every bot iteration-bounded
(no clock), so the figures do not depend on the machine's load. A sole first place is
a win, a shared one counts 1/k (``ladders/bots/arena.py``). The matches and their
targets (issues #16 and #11):

- ``normal``: normal vs 3 greedy, at least 1.5x the fair share (37.5%);
- ``hard-vs-normal``: hard vs 3 normal, above the fair share (the whole 95% interval);
- ``easy``: easy vs 3 greedy, below the fair share (the whole 95% interval);
- ``hard``: hard vs 3 greedy (no target: a figure to read beside ``normal``'s);
- ``never-interrupts``: ``normal`` that passes every PLAY AT ANY TIME window (issue #44)
  vs 3 ``normal``: below the fair share (the whole 95% interval), i.e. a bot that never
  interrupts plays worse.

``--hero``/``--field`` run one match of any two levels instead (no target). Progress
goes to stderr; the last stdout lines are a markdown table with each win rate's 95%
Wilson interval.
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
from ladders.candyman.heuristic import CandymanBot
from ladders.engine import GameConfig
from ladders.registry import get_ruleset

RULESET_ID = "run-for-your-life-candyman"
# name: (hero, field, target win rate or None, "above" / "below" it, games as a share of --games)
MATCHES: dict[str, tuple[str, str, float | None, str, float]] = {
    "normal": ("normal", "greedy", 0.375, "above", 1.0),
    # hard's edge over normal is about 1.2x the fair share: twice the games narrow its interval.
    "hard-vs-normal": ("hard", "normal", 0.25, "above", 2.0),
    "easy": ("easy", "greedy", 0.25, "below", 0.5),
    "hard": ("hard", "greedy", None, "above", 1.0),
    # The windows' worth is a couple of points: five times the games narrow the interval enough.
    "never-interrupts": ("never-interrupts", "normal", 0.25, "below", 5.0),
}


def factory(name: str) -> Callable[[], Bot]:
    if name == "greedy":
        return GreedyBot
    if name == "never-interrupts":
        return lambda: CandymanBot(interrupts=False)
    return lambda: make_bot(RULESET_ID, name)


def verdict(result: MatchResult, target: float | None, side: str, fair: float) -> tuple[str, str]:
    """The target as text and whether it is met ("-" for a match without one)."""
    if target is None:
        return "-", "-"
    low, high = result.interval()
    if side == "below":
        return f"< {target:.1%} (CI below)", "yes" if high < target else "NO"
    if target > fair:
        return f">= {target:.1%}", "yes" if result.rate >= target else "NO"
    return f"> {target:.1%} (CI above)", "yes" if low > target else "NO"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--matches", default="normal,easy", help=f"from {', '.join(MATCHES)}")
    parser.add_argument("--hero", help="one match of this level (with --field) instead of --matches")
    parser.add_argument("--field", default="greedy")
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--first-seed", type=int, default=0)
    args = parser.parse_args()
    rules = get_ruleset(RULESET_ID)
    config = GameConfig("standard", args.seats)
    fair = 1 / args.seats
    plan: list[tuple[str, str, float | None, str, int]] = []
    if args.hero:
        plan.append((args.hero, args.field, None, "above", args.games))
    else:
        for name in args.matches.split(","):
            hero, field, target, side, share = MATCHES[name]
            plan.append((hero, field, target, side, max(1, round(args.games * share))))
    rows = []
    for hero, field, target, side, games in plan:
        started = time.perf_counter()

        def progress(
            game: int,
            result: MatchResult,
            hero: str = hero,
            field: str = field,
            games: int = games,
            t0: float = started,
        ) -> None:
            if (game + 1) % 20 == 0 or game + 1 == games:
                done = f"{game + 1}/{games} games, {result.summary(args.seats)}"
                print(f"{hero} vs {field}: {done}, {time.perf_counter() - t0:.0f}s", file=sys.stderr)

        result = hero_match(
            rules, config, games, factory(hero), factory(field), first_seed=args.first_seed, on_game=progress
        )
        rows.append((hero, field, result, *verdict(result, target, side, fair)))
    print("| hero | field | seats | games | wins | win rate | 95% CI | fair share | x fair | target | met? |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for hero, field, result, goal, met in rows:
        low, high = result.interval()
        print(
            f"| {hero} | {field} | {args.seats} | {result.games} | {result.wins:g} | {result.rate:.1%} |"
            f" {low:.1%}-{high:.1%} | {fair:.1%} | {result.rate / fair:.2f} | {goal} | {met} |"
        )


if __name__ == "__main__":
    main()
