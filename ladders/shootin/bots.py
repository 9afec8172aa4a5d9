"""Shootin' Ladders' bot levels (registered in ``ladders/registry.py``).

Measured against the greedy baseline (``ladders/shootin/greedy.py``) and each other by
``bench/shootin_bots.py``; the figures are in docs/shootin-ladders.md. ``think_seconds``
is a real bound: the MCTS level stops at it, and the heuristic levels take milliseconds
(their slowest decision is printed by the bench).
"""

from __future__ import annotations

from ladders.bots.base import BotSpec
from ladders.bots.mcts import MCTSBot
from ladders.shootin.heuristic import ShootinHardBot, ShootinHeuristicBot

RULESET_ID = "shootin-ladders"

EASY_ITERATIONS = 30
EASY_ROLLOUT_DEPTH = 20  # then the ruleset's evaluate(): a short look, not a whole game
EASY_SECONDS = 1.0
NORMAL_SECONDS = 0.5
HARD_SECONDS = 0.5


def easy() -> MCTSBot:
    return MCTSBot(EASY_ITERATIONS, EASY_SECONDS, EASY_ROLLOUT_DEPTH)


BOTS = [
    BotSpec(
        "easy",
        "Monte Carlo tree search, 30 short random lookaheads a move: often aimless.",
        easy,
        EASY_SECONDS,
        RULESET_ID,
    ),
    BotSpec(
        "normal",
        "Moves to targets in range and sight, shoots the best expected damage, reloads, draws.",
        ShootinHeuristicBot,
        NORMAL_SECONDS,
        RULESET_ID,
    ),
    BotSpec(
        "hard",
        "As normal, and weighs the return fire where it ends its turn and whether to stay put.",
        ShootinHardBot,
        HARD_SECONDS,
        RULESET_ID,
    ),
]
