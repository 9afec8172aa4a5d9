"""Ladder 29: the bot levels against the greedy baseline and each other (2 players).

    python bench/ladder29_bots.py [--games 200] [--hard-games 40] [--easy-games 200] [--seed 0]

Matchups (``ladders/bots/arena.py`` ``hero_match``: the hero's seat alternates,
seeds ``--seed`` upward), each bot bounded by iterations, not by time, so the
figures do not depend on the machine's load:

- ``normal`` vs the greedy baseline (target: wins >= 65%);
- ``hard`` vs ``normal`` (target: > 50%);
- ``easy`` vs the greedy baseline (target: < 50%, it loses more than it wins).

Progress lines go to stderr. The last stdout lines are the ``normal`` bot's
rollouts (round playouts) per second while thinking, beside the Connect-Four
baseline's plies per second measured right after (load changes both), then a
markdown table:
matchup, games, win rate, 95% Wilson interval, target, met?
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from baseline_playout import plies_per_second

from ladders.bots.arena import MatchResult, hero_match
from ladders.bots.base import Bot
from ladders.engine import Action, GameConfig, Ruleset, Seat, State
from ladders.ladder29.bots import EASY_MISTAKE_RATE, NORMAL_SAMPLES
from ladders.ladder29.greedy import GreedyBot, SloppyGreedyBot
from ladders.ladder29.rules import RULESET as RULES
from ladders.ladder29.search import RolloutBot

CONFIG = GameConfig("standard", 2, {})
# The former ``hard`` (rollouts in more worlds); the level is a tree search since issue #40,
# measured by bench/strength_bots.py. This row runs only when --hard-games asks for it.
HARD_SAMPLES = 6
UNBOUNDED = 1e9  # seconds: the iteration counts bound the bots here


class Timed:
    """A search bot that adds up its rollouts and thinking time."""

    def __init__(self, bot: RolloutBot) -> None:
        self.bot = bot
        self.rollouts = 0
        self.seconds = 0.0

    def choose(self, rules: Ruleset, state: State, seat: Seat, seed: int) -> Action:
        started = time.perf_counter()
        action = self.bot.choose(rules, state, seat, seed)
        self.seconds += time.perf_counter() - started
        self.rollouts += self.bot.last_rollouts
        return action


@dataclass(frozen=True)
class Matchup:
    name: str
    games: int
    hero: Callable[[], Bot]
    field: Callable[[], Bot]
    target: str
    met: Callable[[float], bool]


def run(matchup: Matchup, first_seed: int) -> MatchResult:
    started = time.perf_counter()

    def progress(game: int, result: MatchResult) -> None:
        print(
            f"{matchup.name}: game {game + 1}/{matchup.games}, hero won {result.wins:g} ({result.rate:.1%})"
            f" [{time.perf_counter() - started:.0f} s]",
            file=sys.stderr,
            flush=True,
        )

    return hero_match(
        RULES, CONFIG, matchup.games, matchup.hero, matchup.field, first_seed=first_seed, on_game=progress
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=200, help="normal vs greedy")
    parser.add_argument("--hard-games", type=int, default=0, help="the former hard vs normal")
    parser.add_argument("--easy-games", type=int, default=200, help="easy vs greedy")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()

    timed = Timed(RolloutBot(NORMAL_SAMPLES, UNBOUNDED))
    matchups = [
        Matchup(
            f"normal ({NORMAL_SAMPLES} worlds) vs greedy",
            args.games,
            lambda: timed,
            GreedyBot,
            ">= 65%",
            lambda rate: rate >= 0.65,
        ),
        Matchup(
            f"rollouts in {HARD_SAMPLES} worlds (the former hard) vs normal ({NORMAL_SAMPLES} worlds)",
            args.hard_games,
            lambda: RolloutBot(HARD_SAMPLES, UNBOUNDED),
            lambda: RolloutBot(NORMAL_SAMPLES, UNBOUNDED),
            "> 50%",
            lambda rate: rate > 0.5,
        ),
        Matchup(
            f"easy (greedy, {EASY_MISTAKE_RATE:.0%} random slips) vs greedy",
            args.easy_games,
            lambda: SloppyGreedyBot(EASY_MISTAKE_RATE),
            GreedyBot,
            "< 50%",
            lambda rate: rate < 0.5,
        ),
    ]
    rows = []
    for index, matchup in enumerate(matchups):
        if matchup.games <= 0:
            continue
        result = run(matchup, args.seed + 100_000 * index)
        low, high = result.interval()
        rows.append(
            f"| {matchup.name} | {result.games} | {result.rate:.1%} | {low:.1%}-{high:.1%} | {matchup.target}"
            f" | {'yes' if matchup.met(result.rate) else 'NO'} |"
        )
    if timed.seconds:
        baseline = plies_per_second(2.0)
        print(
            f"normal: {timed.rollouts / timed.seconds:,.0f} rollouts/s (each an action tried in one world,"
            f" the round played out greedily), {timed.rollouts:,} in {timed.seconds:.1f} s of thinking;"
            f" baseline (bench/baseline_playout.py) in the same run {baseline:,.0f} plies/s"
        )
    print("| matchup (2 players) | games | win rate | 95% CI | target | met? |")
    print("|---|---|---|---|---|---|")
    for row in rows:
        print(row)


if __name__ == "__main__":
    main()
