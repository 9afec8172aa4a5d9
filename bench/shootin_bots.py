"""Shootin' Ladders: heuristic bot vs random bots, and engine playouts per second.

    python bench/shootin_bots.py [--games 200] [--seconds 5]

Each game is 4-player The Quick and the Crumbed: one heuristic seat (rotating
through seats 0-3) against three random bots. Prints a progress line, the
heuristic's win rate, then random playouts per second through ``apply`` (as
the service does) and through ``copy_state`` + ``step`` (as MCTS does).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ladders.bots import RandomBot, make_bot
from ladders.bots.base import Bot
from ladders.engine import GameConfig, splitmix64
from ladders.shootin.rules import RULESET as RULES

SCENARIO = "quick-and-the-crumbed"


def heuristic_win_rate(games: int) -> float:
    wins = 0
    started = time.perf_counter()
    for game in range(games):
        hero = game % 4
        bots: list[Bot] = [make_bot("shootin-heuristic") if s == hero else RandomBot() for s in range(4)]
        state = RULES.copy_state(RULES.setup(GameConfig(SCENARIO, 4, {}), game))
        step = 0
        while (outcome := RULES.outcome(state)) is None:
            seat = RULES.to_act(state)[0]
            action = bots[seat].choose(RULES, state, seat, splitmix64(game * 1_000_003 + step))
            RULES.check(state, seat, action)
            RULES.step(state, seat, action)
            step += 1
        wins += hero in outcome.winners
        print(f"\rgame {game + 1}/{games}: heuristic won {wins} ({wins / (game + 1):.1%})", end="", flush=True)
    print(f"  [{time.perf_counter() - started:.1f} s]")
    return wins / games


def playouts(seconds: float, *, validated: bool) -> tuple[float, float]:
    chooser = random.Random(1)
    games = actions = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        state = RULES.setup(GameConfig(SCENARIO, 4, {}), games)
        if not validated:
            state = RULES.copy_state(state)
        while not RULES.is_over(state):
            seat = RULES.to_act(state)[0]
            options = RULES.legal_actions(state, seat)
            action = options[chooser.randrange(len(options))]
            if validated:
                state, _ = RULES.apply(state, seat, action)
            else:
                RULES.step(state, seat, action)
            actions += 1
        games += 1
    elapsed = time.perf_counter() - started
    return games / elapsed, actions / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=5.0)
    args = parser.parse_args()
    rate = heuristic_win_rate(args.games)
    print(f"heuristic vs 3 random, 4-player {SCENARIO}: {rate:.1%} of {args.games} games")
    for validated in (True, False):
        games, actions = playouts(args.seconds, validated=validated)
        how = "apply" if validated else "copy_state + step"
        print(f"random playouts through {how}: {games:.1f} games/s, {actions:.0f} actions/s")


if __name__ == "__main__":
    main()
