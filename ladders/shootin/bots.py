"""Shootin' Ladders' bot levels (registered in ``ladders/registry.py``)."""

from __future__ import annotations

from ladders.bots.base import BotSpec
from ladders.bots.mcts import MCTSBot
from ladders.shootin.heuristic import ShootinHeuristicBot

RULESET_ID = "shootin-ladders"

BOTS = [
    BotSpec("easy", "Monte Carlo tree search, 30 iterations a move.", lambda: MCTSBot(30, 0.5), 0.5, RULESET_ID),
    BotSpec(
        "normal",
        "Moves to targets in range and sight, shoots the best expected damage, reloads, draws.",
        lambda: ShootinHeuristicBot(),
        0.5,
        RULESET_ID,
    ),
    BotSpec("hard", "Monte Carlo tree search, 300 iterations a move.", lambda: MCTSBot(300, 3.0), 3.0, RULESET_ID),
]
