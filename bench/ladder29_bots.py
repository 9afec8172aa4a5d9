"""Ladder 29: information-set MCTS vs the random bot (2 players), and playouts per second.

    python bench/ladder29_bots.py [--games 200] [--iterations 40] [--rollout-depth 50] [--seconds 5]

MCTS alternates seats 0 and 1 against ``random``. Every MCTS iteration starts
from ``determinize`` (other hands, out-of-play cards, unrevealed pass choices
and the hot spot deck re-sampled) and plays random moves for at most
``--rollout-depth`` actions (about one round), then scores the position with
``evaluate``. Prints a progress line, the MCTS win rate, MCTS iterations
(playouts) per second while thinking, and engine random playouts per second
through ``apply`` (as the service does) and ``copy_state`` + ``step`` (as MCTS does).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ladders.bots import MCTSBot, RandomBot
from ladders.bots.base import Bot
from ladders.engine import GameConfig, splitmix64
from ladders.ladder29.rules import RULESET as RULES

CONFIG = GameConfig("standard", 2, {})


def play_match(game: int, mcts: MCTSBot) -> tuple[bool, int, float]:
    """One 2-player game, MCTS in seat ``game % 2``: (MCTS won, its iterations, its thinking seconds)."""
    hero = game % 2
    bots: list[Bot] = [mcts if s == hero else RandomBot() for s in range(2)]
    state = RULES.copy_state(RULES.setup(CONFIG, game))
    iterations = 0
    thinking = 0.0
    step = 0
    while (outcome := RULES.outcome(state)) is None:
        seat = RULES.to_act(state)[0]
        started = time.perf_counter()
        action = bots[seat].choose(RULES, state, seat, splitmix64(game * 1_000_003 + step))
        if seat == hero:
            thinking += time.perf_counter() - started
            iterations += mcts.last_iterations
        RULES.check(state, seat, action)
        RULES.step(state, seat, action)
        step += 1
    return hero in outcome.winners, iterations, thinking


def mcts_win_rate(games: int, mcts: MCTSBot) -> tuple[float, float]:
    wins = iterations = 0
    thinking = 0.0
    started = time.perf_counter()
    for game in range(games):
        won, its, secs = play_match(game, mcts)
        wins += won
        iterations += its
        thinking += secs
        print(
            f"\rgame {game + 1}/{games}: MCTS won {wins} ({wins / (game + 1):.1%}),"
            f" {iterations / max(thinking, 1e-9):.0f} playouts/s",
            end="",
            flush=True,
        )
    print(f"  [{time.perf_counter() - started:.1f} s]")
    return wins / games, iterations / max(thinking, 1e-9)


def playouts(seconds: float, seats: int, *, validated: bool) -> tuple[float, float]:
    chooser = random.Random(1)
    games = actions = 0
    config = GameConfig("standard", seats, {})
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        state = RULES.setup(config, games)
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
    parser.add_argument("--iterations", type=int, default=40)
    parser.add_argument("--time-limit", type=float, default=1.0)
    parser.add_argument("--rollout-depth", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=5.0)
    args = parser.parse_args()
    mcts = MCTSBot(args.iterations, args.time_limit, args.rollout_depth)
    rate, per_second = mcts_win_rate(args.games, mcts)
    print(
        f"MCTS ({args.iterations} iterations, rollout depth {args.rollout_depth}) vs random, 2 players:"
        f" {rate:.1%} of {args.games} games; {per_second:.0f} MCTS playouts/s"
    )
    for seats in (2, 5):
        for validated in (True, False):
            games, actions = playouts(args.seconds, seats, validated=validated)
            how = "apply" if validated else "copy_state + step"
            print(f"random playouts, {seats} seats, through {how}: {games:.1f} games/s ({actions:.0f} actions/s)")


if __name__ == "__main__":
    main()
