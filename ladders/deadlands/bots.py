"""Frag Deadlands' bot levels (registered in ``ladders/registry.py``)."""

from __future__ import annotations

from ladders.bots.base import BotSpec
from ladders.deadlands.hard import HardBot
from ladders.deadlands.heuristic import DeadlandsBot, SloppyBot

RULESET_ID = "frag-deadlands"

BOTS = [
    BotSpec("easy", "Shoots whenever it can, otherwise plays at random.", lambda: SloppyBot(), 0.1, RULESET_ID),
    BotSpec(
        "normal",
        "Plans each move for the best expected damage in sight, keeps cover, heals, arms up, hangs.",
        lambda: DeadlandsBot(),
        0.5,
        RULESET_ID,
    ),
    BotSpec(
        "hard",
        "The normal bot with a faster, sharper fighter (Health 1, Speed 3, Accuracy 3), exact frag odds"
        " weighted by the race to three frags, enemy sight lines where it attacks from, unused attacks"
        " held for shootouts and victims hanged where it will see them re-enter.",
        lambda: HardBot(cautious=True),
        1.0,
        RULESET_ID,
    ),
]
