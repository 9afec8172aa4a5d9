"""Shrinks and Ladders: the bot levels against the greedy baseline and each other.

    python bench/shrinks_bots.py [--games 400] [--hard-games 3000] [--seconds 2]

Four matches (``ladders/bots/arena.py``, the hero's seat rotating):

- ``normal`` vs 3 greedy, 4 players: target >= 1.5x the fair share (37.5%);
- ``hard`` vs 3 ``normal``, 4 players: target > the fair share (25%);
- ``hard`` vs ``normal``, 2 players: target > 50%;
- ``easy`` vs greedy, 2 players: target < 50% (easy loses more than it wins).

The bots play with their registered settings but a think-time bound of a
minute, so no choice is cut short by the load on the machine: the results
depend on the seeds only. Then each level's decisions per second on
4-player positions, as a ratio to the Connect-Four baseline measured in the
same run, with the slowest decision beside its ``think_seconds`` bound.
Progress goes to stderr; the last stdout lines are a markdown table.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from baseline_playout import plies_per_second

from ladders.bots.arena import MatchResult, hero_match
from ladders.bots.base import Bot
from ladders.engine import GameConfig, State
from ladders.shrinks.bots import BOTS, easy_bot, hard_bot, normal_bot
from ladders.shrinks.greedy import GreedyBot
from ladders.shrinks.rules import RULESET as RULES

UNBOUNDED = 60.0


def unbounded(make: Callable[[float], Bot]) -> Callable[[], Bot]:
    return lambda: make(UNBOUNDED)


def match(label: str, seats: int, games: int, hero: Callable[[], Bot], field: Callable[[], Bot]) -> MatchResult:
    started = time.perf_counter()

    def progress(game: int, result: MatchResult) -> None:
        if (game + 1) % 25 == 0 or game + 1 == games:
            low, high = result.interval()
            print(
                f"{label}: {game + 1}/{games} games, {result.rate:.1%} (95% CI {low:.1%}-{high:.1%})"
                f" [{time.perf_counter() - started:.0f} s]",
                file=sys.stderr,
                flush=True,
            )

    return hero_match(RULES, GameConfig("standard", seats, {}), games, hero, field, first_seed=1, on_game=progress)


def positions(count: int) -> list[tuple[State, int]]:
    """Mid-game 4-player positions with a roll to spend on one of several pieces."""
    chooser = random.Random(3)
    found: list[tuple[State, int]] = []
    game = 0
    while len(found) < count:
        state = RULES.setup(GameConfig("standard", 4, {}), 900 + game)
        game += 1
        for _ in range(20 + chooser.randrange(120)):
            if RULES.is_over(state):
                break
            seat = RULES.to_act(state)[0]
            state, _ = RULES.apply(state, seat, GreedyBot().choose(RULES, state, seat, 0))
        if RULES.is_over(state):
            continue
        seat = RULES.to_act(state)[0]
        if state["roll"] is None:
            state, _ = RULES.apply(state, seat, {"type": "roll"})
        if state["roll"] is not None and len(RULES.legal_actions(state, seat)) > 1:
            found.append((state, seat))
    return found


def decision_speed(count: int, seconds: float) -> list[dict[str, object]]:
    """Each level's decisions/s over the same positions, interleaved with the baseline."""
    sample = positions(count)
    rows: list[dict[str, object]] = []
    for spec in BOTS:
        bot = spec.factory()
        decisions = 0
        spent = 0.0
        slowest = 0.0
        baselines = []
        for _ in range(4):
            baselines.append(plies_per_second(seconds / 8))
            deadline = time.perf_counter() + seconds / 4
            while time.perf_counter() < deadline:
                state, seat = sample[decisions % len(sample)]
                started = time.perf_counter()
                bot.choose(RULES, state, seat, decisions)
                took = time.perf_counter() - started
                spent += took
                slowest = max(slowest, took)
                decisions += 1
        rate = decisions / spent
        baseline = sum(baselines) / len(baselines)
        rows.append(
            {"level": spec.name, "rate": rate, "ratio": rate / baseline, "baseline": baseline, "slowest": slowest}
        )
        print(
            f"{spec.name}: {rate:,.0f} decisions/s = {rate / baseline:.4f} x baseline ({baseline:,.0f} plies/s);"
            f" slowest {slowest * 1000:.1f} ms (bound {spec.think_seconds} s)",
            file=sys.stderr,
            flush=True,
        )
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=400, help="games of each cheap match")
    parser.add_argument(
        "--hard-games",
        type=int,
        default=0,
        help="games of hard vs 3 normal (a quarter of that 2-player); hard is in bench/strength_bots.py",
    )
    parser.add_argument("--seconds", type=float, default=2.0, help="seconds of decisions timed per level")
    args = parser.parse_args()
    matches = [
        ("normal vs 3 greedy (4p)", 4, args.games, unbounded(normal_bot), GreedyBot, 0.375, ">="),
        ("hard vs 3 normal (4p)", 4, args.hard_games, unbounded(hard_bot), unbounded(normal_bot), 0.25, ">"),
        ("hard vs normal (2p)", 2, args.hard_games // 4, unbounded(hard_bot), unbounded(normal_bot), 0.5, ">"),
        ("easy vs greedy (2p)", 2, args.games, unbounded(easy_bot), GreedyBot, 0.5, "<"),
    ]
    matches = [m for m in matches if m[2] > 0]
    lines = []
    for label, seats, games, hero, field, target, sense in matches:
        result = match(label, seats, games, hero, field)
        low, high = result.interval()
        # "met" on the interval, not the point: the whole 95% CI is on the right side.
        met = {">=": low >= target, ">": low > target, "<": high < target}[sense]
        lines.append(
            f"| {label} | {result.games} | {result.rate:.1%} | {low:.1%}-{high:.1%} | {1 / seats:.1%} |"
            f" {sense} {target:.1%} | {'yes' if met else 'NO'} |"
        )
    speed = decision_speed(40, args.seconds)
    print("| matchup | games | win rate | 95% CI | fair share | target | met? |")
    print("|---|---|---|---|---|---|---|")
    for line in lines:
        print(line)
    print()
    print("| level | decisions/s (4p mid-game) | ratio to baseline | baseline plies/s | slowest decision | bound |")
    print("|---|---|---|---|---|---|")
    bounds = {spec.name: spec.think_seconds for spec in BOTS}
    for row in speed:
        print(
            f"| {row['level']} | {row['rate']:,.0f} | {row['ratio']:.4f} | {row['baseline']:,.0f} |"
            f" {float(row['slowest']) * 1000:.1f} ms | {bounds[str(row['level'])]} s |"  # type: ignore[arg-type]
        )


if __name__ == "__main__":
    main()
