"""Shootin' Ladders: heuristic bot vs random bots, and engine playouts per second.

    python bench/shootin_bots.py [--games 200] [--seconds 5] [--decisions 20]

Each game is 4-player The Quick and the Crumbed: one heuristic seat (rotating
through seats 0-3) against three random bots. Prints a progress line, the
heuristic's win rate (a shared first place at the round cap counts as a win;
the sole wins and how games ended are printed beside it), then random
playouts per second through ``apply`` (as the service does) and through
``copy_state`` + ``step`` (as MCTS does), then the ISMCTS bot's playouts per
second on mid-game decisions of the same 4-player game.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ladders.bots import MCTSBot, RandomBot, make_bot
from ladders.bots.base import Bot
from ladders.engine import GameConfig, splitmix64
from ladders.shootin.rules import RULESET as RULES

SCENARIO = "quick-and-the-crumbed"


def heuristic_win_rate(games: int) -> float:
    wins = sole = 0
    ends: dict[str, int] = {}
    started = time.perf_counter()
    for game in range(games):
        hero = game % 4
        bots: list[Bot] = [make_bot("shootin-ladders", "normal") if s == hero else RandomBot() for s in range(4)]
        state = RULES.copy_state(RULES.setup(GameConfig(SCENARIO, 4, {}), game))
        step = 0
        while (outcome := RULES.outcome(state)) is None:
            seat = RULES.to_act(state)[0]
            action = bots[seat].choose(RULES, state, seat, splitmix64(game * 1_000_003 + step))
            RULES.check(state, seat, action)
            RULES.step(state, seat, action)
            step += 1
        wins += hero in outcome.winners
        sole += outcome.winners == [hero]
        reason = str(outcome.details["end_reason"])
        ends[reason] = ends.get(reason, 0) + 1
        print(f"\rgame {game + 1}/{games}: heuristic won {wins} ({wins / (game + 1):.1%})", end="", flush=True)
    print(f"  [{time.perf_counter() - started:.1f} s]")
    print(f"  sole wins {sole} ({sole / games:.1%}); games ended by {ends}")
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


def mcts_playouts(decisions: int, iterations: int, time_limit: float) -> float:
    """ISMCTS playouts (iterations: determinize, select, expand, roll out) per second of thinking,
    over ``decisions`` active-phase decisions taken from random 4-player games."""
    chooser = random.Random(2)
    mcts = MCTSBot(iterations=iterations, time_limit=time_limit)
    done = total = 0
    thinking = 0.0
    game = 0
    while done < decisions:
        state = RULES.setup(GameConfig(SCENARIO, 4, {}), 500 + game)
        game += 1
        for _ in range(60 + chooser.randrange(200)):  # into the middle game
            if RULES.is_over(state):
                break
            seat = RULES.to_act(state)[0]
            state, _ = RULES.apply(state, seat, chooser.choice(RULES.legal_actions(state, seat)))
        if RULES.is_over(state):
            continue
        seat = RULES.to_act(state)[0]
        if len(RULES.legal_actions(state, seat)) < 2:
            continue
        started = time.perf_counter()
        mcts.choose(RULES, state, seat, game)
        thinking += time.perf_counter() - started
        total += mcts.last_iterations
        done += 1
    return total / thinking


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--decisions", type=int, default=20)
    parser.add_argument("--iterations", type=int, default=300)
    args = parser.parse_args()
    rate = heuristic_win_rate(args.games)
    print(f"heuristic vs 3 random, 4-player {SCENARIO}: {rate:.1%} of {args.games} games")
    for validated in (True, False):
        games, actions = playouts(args.seconds, validated=validated)
        how = "apply" if validated else "copy_state + step"
        print(f"random playouts through {how}: {games:.1f} games/s, {actions:.0f} actions/s")
    per_second = mcts_playouts(args.decisions, args.iterations, time_limit=5.0)
    print(f"ISMCTS ({args.iterations} iterations) on 4-player mid-game decisions: {per_second:.0f} playouts/s")


if __name__ == "__main__":
    main()
