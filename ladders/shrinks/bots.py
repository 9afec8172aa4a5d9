"""Shrinks and Ladders' bot levels (registered in ``ladders/registry.py``)."""

from __future__ import annotations

from ladders.bots.base import BotSpec
from ladders.bots.mcts import MCTSBot

RULESET_ID = "shrinks-and-ladders"

BOTS = [
    BotSpec("easy", "Monte Carlo tree search, 50 iterations a move.", lambda: MCTSBot(50, 0.5), 0.5, RULESET_ID),
    BotSpec("normal", "Monte Carlo tree search, 300 iterations a move.", lambda: MCTSBot(300, 2.0), 2.0, RULESET_ID),
    BotSpec("hard", "Monte Carlo tree search, 1500 iterations a move.", lambda: MCTSBot(1500, 5.0), 5.0, RULESET_ID),
]
