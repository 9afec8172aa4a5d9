"""Run For Your Life, Candyman!'s bot levels (registered in ``ladders/registry.py``)."""

from __future__ import annotations

from ladders.bots.base import BotSpec
from ladders.bots.mcts import MCTSBot

RULESET_ID = "run-for-your-life-candyman"

BOTS = [
    BotSpec("easy", "Information-set MCTS, 10 iterations a move.", lambda: MCTSBot(10, 0.5, 40), 0.5, RULESET_ID),
    BotSpec("normal", "Information-set MCTS, 40 iterations a move.", lambda: MCTSBot(40, 1.0, 40), 1.0, RULESET_ID),
    BotSpec("hard", "Information-set MCTS, 200 iterations a move.", lambda: MCTSBot(200, 3.0, 40), 3.0, RULESET_ID),
]
