"""Run For Your Life, Candyman!'s bot levels (registered in ``ladders/registry.py``)."""

from __future__ import annotations

from ladders.bots.base import BotSpec
from ladders.bots.mcts import MCTSBot
from ladders.candyman.heuristic import CandymanBot
from ladders.candyman.panel import search_bot

HARD_SIMULATIONS = 150
HARD_SECONDS = 2.0

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
        (
            "Plays normal's rules of thumb unless a search finds a clearly better move: information-set"
            " Monte Carlo tree search over guessed hands, piles and draws, each line played on by the greedy"
            " rules of thumb and scored by progress, health and trophies."
        ),
        lambda: search_bot(HARD_SIMULATIONS, HARD_SECONDS),
        HARD_SECONDS,
        RULESET_ID,
    ),
]
