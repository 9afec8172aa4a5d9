"""Run For Your Life, Candyman!'s bot levels (registered in ``ladders/registry.py``)."""

from __future__ import annotations

from ladders.bots.base import BotSpec
from ladders.bots.mcts import MCTSBot
from ladders.candyman.heuristic import CandymanBot

RULESET_ID = "run-for-your-life-candyman"

BOTS = [
    BotSpec("easy", "Information-set MCTS, 10 iterations a move.", lambda: MCTSBot(10, 0.5, 40), 0.5, RULESET_ID),
    BotSpec(
        "normal",
        "Rules of thumb on a determinized copy: furthest move, cage-match the leader, shove and hit the leader.",
        lambda: CandymanBot(),
        0.5,
        RULESET_ID,
    ),
    BotSpec(
        "hard",
        "normal plus a determinized look-ahead (moves, summons), 16 futures played to the end of its next turn.",
        lambda: CandymanBot(lookahead=16),
        3.0,
        RULESET_ID,
    ),
]
