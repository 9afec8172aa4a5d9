"""Shootin' Ladders' bot levels (registered in ``ladders/registry.py``).

Measured against the panel (``ladders/shootin/panel.py``) and ``hard`` against three
``normal`` by ``bench/strength_bots.py``; the figures are in docs/bots.md. ``think_seconds``
is a real bound: ``easy`` and ``normal`` take milliseconds, and ``hard``'s search stops
before it (``ladders/bots/ismcts.py``); the bench prints each level's p50/p99.
"""

from __future__ import annotations

from ladders.bots.base import BotSpec
from ladders.bots.ismcts import ISMCTSBot
from ladders.shootin.easy import ShootinEasyBot
from ladders.shootin.heuristic import ShootinHeuristicBot
from ladders.shootin.panel import search_bot

RULESET_ID = "shootin-ladders"

EASY_SECONDS = 0.5
NORMAL_SECONDS = 0.5
HARD_SECONDS = 2.0
# 150 until 7 December (think p50 0.08-0.13 s); 400 spends about 0.2-0.4 s a decision on
# the 2-core host and held every Shootin' target (docs/bots.md, twenty-sixth run).
HARD_SIMULATIONS = 400


def hard() -> ISMCTSBot:
    return search_bot(HARD_SIMULATIONS, HARD_SECONDS)


BOTS = [
    BotSpec(
        "easy",
        "Walks up to the others like the baseline, but shoots at random or not at all; one weapon in trophy"
        " races; in Crumble Zone a fighter who keeps its head down and often slips.",
        ShootinEasyBot,
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
        (
            "Plays normal's move (in Crumble Zone a careful one, weighing the shots it could take and"
            " whether to stay put) unless a search finds a clearly better one: information-set Monte Carlo"
            " tree search over guessed hands and dice, each line played on by normal's rules of thumb and"
            " scored by trophies, frags and health."
        ),
        hard,
        HARD_SECONDS,
        RULESET_ID,
    ),
]
