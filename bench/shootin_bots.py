"""Shootin' Ladders: the bot levels against the greedy baseline and each other.

    python bench/shootin_bots.py [--games 200] [--hard-games N] [--easy-games 300] [--decisions 20]
        [--levels normal hard easy] [--scenarios quick-and-the-crumbed trophy-room crumble-zone]

Every matchup is seat-rotated (``ladders/bots/arena.py`` ``hero_match``), with fixed
seeds and iteration-bounded bots (the MCTS level gets no time limit here), so the
figures do not depend on the machine's load:

- ``normal`` in one seat of a 4-player free-for-all against three greedy baselines,
  per scenario and over the three: target at least 1.5x the fair share (37.5%);
- ``hard`` against three ``normal``: target above the fair share (25%), the whole 95%
  interval above it to count as met; games per scenario by ``HARD_GAMES`` (the edge
  in The Quick and the Crumbed is about 1.1x the fair share, in Trophy Room about
  1.15x: thousands of games show it, 150 cannot), or ``--hard-games`` for every scenario;
- ``easy`` against three greedy baselines: it must win less often than a greedy seat
  (the whole 95% interval below the fair share, 25%, to count as met); and head to
  head, 2 players: it must lose to the greedy more than it wins (interval below 50%).

A shared first place counts 1/k of a win. Progress goes to stderr; the last stdout
lines are a markdown table of the matchups, then one of each level's speed: the MCTS
level's playouts per second (none now) and every level's decisions per second and slowest
decision (against its ``think_seconds``) on mid-game positions.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ladders.bots import MCTSBot, find_bot
from ladders.bots.arena import MatchResult, hero_match, wilson_interval
from ladders.bots.base import Bot
from ladders.engine import GameConfig, State
from ladders.registry import get_ruleset
from ladders.shootin.easy import ShootinEasyBot
from ladders.shootin.greedy import ShootinGreedyBot
from ladders.shootin.heuristic import ShootinHardBot, ShootinHeuristicBot

RULES = get_ruleset("shootin-ladders")
SCENARIOS = ("quick-and-the-crumbed", "trophy-room", "crumble-zone")
HARD_GAMES = {"quick-and-the-crumbed": 3000, "trophy-room": 2000, "crumble-zone": 300}


# (matchup, hero, field, seats, target, "above"/"below" the target, first seed)
MATCHUPS: list[tuple[str, Callable[[], Bot], Callable[[], Bot], int, float, str, int]] = [
    ("normal vs 3 greedy", ShootinHeuristicBot, ShootinGreedyBot, 4, 0.375, "above", 10_000),
    ("hard vs 3 normal", ShootinHardBot, ShootinHeuristicBot, 4, 0.25, "above", 20_000),
    ("easy vs 3 greedy", ShootinEasyBot, ShootinGreedyBot, 4, 0.25, "below", 30_000),
    ("easy vs greedy", ShootinEasyBot, ShootinGreedyBot, 2, 0.5, "below", 40_000),
]


def row(matchup: str, scenario: str, result: MatchResult, seats: int, target: float, side: str) -> str:
    low, high = wilson_interval(result.wins, result.games)
    if side == "above":
        goal = f">= {target:.1%}" if target > 1 / seats else f"> {target:.1%} (CI above)"
        met = result.rate >= target if target > 1 / seats else low > target
    else:
        goal = f"< {target:.0%} (CI below)"
        met = high < target
    return (
        f"| {matchup} | {scenario} | {result.games} | {result.rate:.1%} | {low:.1%}-{high:.1%} |"
        f" {1 / seats:.1%} | {goal} | {'yes' if met else 'NO'} |"
    )


def run_matchups(
    games: dict[str, int | None],
    levels: tuple[str, ...] = ("normal", "hard", "easy"),
    scenarios: tuple[str, ...] = SCENARIOS,
) -> list[str]:
    lines = []
    for matchup, hero, field, seats, target, side, first_seed in MATCHUPS:
        if matchup.split()[0] not in levels:
            continue
        level = matchup.split()[0]
        total = MatchResult()
        for scenario in scenarios:
            given = games[level]
            count = given if given is not None else HARD_GAMES[scenario]
            started = time.perf_counter()

            def progress(
                game: int, result: MatchResult, matchup: str = matchup, scenario: str = scenario, count: int = count
            ) -> None:
                print(
                    f"{matchup}, {scenario}: game {game + 1}/{count}, hero {result.wins:g} wins ({result.rate:.1%})",
                    file=sys.stderr,
                    flush=True,
                )

            result = hero_match(
                RULES, GameConfig(scenario, seats, {}), count, hero, field, first_seed=first_seed, on_game=progress
            )
            print(f"  [{time.perf_counter() - started:.0f} s]", file=sys.stderr, flush=True)
            lines.append(row(matchup, scenario, result, seats, target, side))
            total.games += result.games
            total.wins += result.wins
        if len(scenarios) > 1:
            label = "all three" if len(scenarios) == 3 else f"all {len(scenarios)}"
            lines.append(row(matchup, label, total, seats, target, side))
    return lines


def mid_game_positions(count: int) -> list[tuple[State, int]]:
    """Active-phase decisions (move, shoot, play a card) with a choice, from random
    4-player games of each scenario."""
    chooser = random.Random(2)
    found: list[tuple[State, int]] = []
    game = 0
    while len(found) < count:
        state = RULES.setup(GameConfig(SCENARIOS[game % 3], 4, {}), 500 + game)
        game += 1
        for _ in range(60 + chooser.randrange(200)):
            if RULES.is_over(state):
                break
            seat = RULES.to_act(state)[0]
            state, _ = RULES.apply(state, seat, chooser.choice(RULES.legal_actions(state, seat)))
        if RULES.is_over(state):
            continue
        seat = RULES.to_act(state)[0]
        active = state["pending"] is None and state["phase"] == "play" and state["turn"]["phase"] == "active"
        if active and len(RULES.legal_actions(state, seat)) >= 2:
            found.append((state, seat))
    return found


def speeds(decisions: int) -> list[str]:
    positions = mid_game_positions(decisions)
    lines = [
        "| level | bot | decisions/s | slowest decision | think_seconds | MCTS playouts/s |",
        "|---|---|---|---|---|---|",
    ]
    bots: list[tuple[str, Bot]] = [("greedy", ShootinGreedyBot())]
    bots += [(level, find_bot("shootin-ladders", level).factory()) for level in ("easy", "normal", "hard")]
    for level, bot in bots:
        slowest = thinking = 0.0
        playouts = 0
        for index, (state, seat) in enumerate(positions):
            started = time.perf_counter()
            bot.choose(RULES, state, seat, index)
            spent = time.perf_counter() - started
            thinking += spent
            slowest = max(slowest, spent)
            if isinstance(bot, MCTSBot):
                playouts += bot.last_iterations
        bound = "-" if level == "greedy" else f"{find_bot('shootin-ladders', level).think_seconds:g} s"
        per_second = f"{playouts / thinking:,.0f}" if isinstance(bot, MCTSBot) else "-"
        lines.append(
            f"| {level} | {type(bot).__name__} | {len(positions) / thinking:,.1f} | {slowest * 1000:.1f} ms |"
            f" {bound} | {per_second} |"
        )
        print(f"speed of {level}: {len(positions) / thinking:.1f} decisions/s", file=sys.stderr, flush=True)
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=200, help="games per scenario, normal vs greedy")
    parser.add_argument(
        "--hard-games", type=int, default=None, help="games per scenario, hard vs normal (default: HARD_GAMES)"
    )
    parser.add_argument(
        "--easy-games", type=int, default=300, help="games per scenario, easy vs greedy (4 and 2 players)"
    )
    parser.add_argument("--decisions", type=int, default=20, help="mid-game decisions timed per level")
    parser.add_argument(
        "--levels", nargs="+", default=["normal", "easy"], help="hero levels to match (hard: bench/strength_bots.py)"
    )
    parser.add_argument("--scenarios", nargs="+", default=list(SCENARIOS), choices=SCENARIOS)
    args = parser.parse_args()
    games: dict[str, int | None] = {"normal": args.games, "hard": args.hard_games, "easy": args.easy_games}
    table = run_matchups(games, tuple(args.levels), tuple(args.scenarios))
    speed = speeds(args.decisions) if args.decisions else []
    print("| matchup | scenario | games | win rate | 95% CI | fair share | target | met? |")
    print("|---|---|---|---|---|---|---|---|")
    print("\n".join(table))
    print()
    print("\n".join(speed))


if __name__ == "__main__":
    main()
