"""Shootin' Ladders team scenarios: a team of ``normal`` bots against a team of greedy players.

    python bench/shootin_team_bots.py [--games 100] [--seats 4] [--round-cap N] [--only SCENARIO,...] [--bot normal]

For each team scenario (Head Hunter, The Guns of Tobleronne, Candyman Flag Capture,
The Dirty Half Dozen), ``--games`` seeded games of ``--seats`` players: every seat of one
side is a bot level (``--bot``, default ``normal``: ``ShootinHeuristicBot``), every seat of the other the greedy
baseline (``ShootinGreedyBot``). For fairness the sides swap from game to game:

- Head Hunter, Guns of Tobleronne, Candyman Flag Capture (two equal teams): the bots play
  Red and Blue in turn (Red starts on #1 / the flag on #6), and the seat order alternates
  between Red-Blue-Red-Blue and Blue-Red-Blue-Red every two games;
- The Dirty Half Dozen (one sniper against the squad): the bots are the sniper and the squad
  in turn, and the sniper's seat rotates through every seat.

A game counts 1 for the bots' team when it alone wins, 1/2 when both teams share first place
(only possible at a length limit). The target is at least 60% wins per scenario. There is no
length limit unless ``--round-cap`` gives one; games that reach it are counted in the table.

Progress goes to stderr; the last stdout lines are a markdown table: per scenario the games,
the bots' wins, win rate and its 95% Wilson interval, the target and whether it is met, then
the bots' rate on each side, the mean rounds and the games ended by a length limit.
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ladders.bots import find_bot
from ladders.bots.arena import play_game, wilson_interval
from ladders.bots.base import Bot
from ladders.engine import GameConfig
from ladders.registry import get_ruleset
from ladders.shootin.greedy import ShootinGreedyBot

RULES = get_ruleset("shootin-ladders")
SCENARIOS = ("head-hunter", "guns-of-tobleronne", "candyman-flag-capture", "dirty-half-dozen")
SNIPER_SCENARIO = "dirty-half-dozen"
TARGET = 0.60
FIRST_SEED = 50_000


@dataclass
class Tally:
    games: int = 0
    wins: float = 0.0
    rounds: int = 0
    capped: int = 0
    # side name -> [games, wins]
    sides: dict[str, list[float]] = field(default_factory=dict)

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


def game_setup(scenario: str, seats: int, game: int) -> tuple[tuple[int, ...], int, str]:
    """(teams per seat, the bots' team, the bots' side name) of game number ``game``."""
    if scenario == SNIPER_SCENARIO:
        sniper_seat = (game // 2) % seats
        teams = tuple(1 if s == sniper_seat else 0 for s in range(seats))
        bots_are_sniper = game % 2 == 0
        return teams, 1 if bots_are_sniper else 0, "sniper" if bots_are_sniper else "squad"
    red_first = (game // 2) % 2 == 0
    teams = tuple((s % 2) if red_first else 1 - (s % 2) for s in range(seats))
    bots_team = game % 2
    return teams, bots_team, ("red", "blue")[bots_team]


def play_scenario(scenario: str, games: int, seats: int, options: dict[str, int], level: str = "normal") -> Tally:
    tally = Tally()
    started = time.perf_counter()
    for game in range(games):
        teams, bots_team, side = game_setup(scenario, seats, game)
        hero = find_bot("shootin-ladders", level).factory
        bots: list[Bot] = [hero() if t == bots_team else ShootinGreedyBot() for t in teams]
        seed = FIRST_SEED + 1_000 * SCENARIOS.index(scenario) + game
        outcome = play_game(RULES, GameConfig(scenario, seats, dict(options), teams), seed, bots)
        winning_teams = {teams[w] for w in outcome.winners}
        won = (1.0 if len(winning_teams) == 1 else 0.5) if bots_team in winning_teams else 0.0
        tally.games += 1
        tally.wins += won
        tally.rounds += int(outcome.details["rounds"])
        tally.capped += outcome.details["end_reason"] != "mission"
        record = tally.sides.setdefault(side, [0, 0.0])
        record[0] += 1
        record[1] += won
        print(
            f"{scenario}: game {game + 1}/{games} ({side}) {'won' if won == 1 else 'shared' if won else 'lost'}"
            f" in {outcome.details['rounds']} rounds; bots {tally.wins:g}/{tally.games} ({tally.rate:.1%})"
            f" [{time.perf_counter() - started:.0f} s]",
            file=sys.stderr,
            flush=True,
        )
    return tally


def row(scenario: str, tally: Tally) -> str:
    low, high = wilson_interval(tally.wins, tally.games)
    sides = ", ".join(f"{name} {w:g}/{g:g}" for name, (g, w) in sorted(tally.sides.items()))
    return (
        f"| {scenario} | {tally.games} | {tally.wins:g} | {tally.rate:.1%} | {low:.1%}-{high:.1%} |"
        f" >= {TARGET:.0%} | {'yes' if tally.rate >= TARGET else 'NO'} | {sides} |"
        f" {tally.rounds / max(1, tally.games):.1f} | {tally.capped} |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=100, help="games per scenario")
    parser.add_argument("--seats", type=int, default=4, help="players per game (2 vs 2; 1 sniper vs 3)")
    parser.add_argument("--round-cap", type=int, default=None, help="a length limit in rounds (default: none)")
    parser.add_argument("--only", default="", help="comma-separated scenario ids (default: all four)")
    parser.add_argument("--bot", default="normal", help="the bot level playing the greedy team (default: normal)")
    args = parser.parse_args()
    options = {} if args.round_cap is None else {"round_cap": args.round_cap}
    wanted = [s.strip() for s in args.only.split(",") if s.strip()] or list(SCENARIOS)
    lines = []
    for scenario in wanted:
        lines.append(row(scenario, play_scenario(scenario, args.games, args.seats, options, args.bot)))
    cap = "no length limit" if args.round_cap is None else f"a {args.round_cap}-round limit"
    print(
        f"`{args.bot}` team vs greedy team, {args.seats} players, {cap}; sides and seat order alternate;"
        " a shared first place counts 1/2"
    )
    print()
    print(
        "| scenario | games | bot wins | win rate | 95% CI | target | met? | bots' wins per side"
        " | mean rounds | ended by a limit |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
