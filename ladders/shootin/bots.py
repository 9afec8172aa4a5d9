"""Shootin' Ladders' bot levels (registered in ``ladders/registry.py``).

Measured against the greedy baseline (``ladders/shootin/greedy.py``) and each other by
``bench/shootin_bots.py``; the figures are in docs/shootin-ladders.md. ``think_seconds``
is a real bound: every level takes milliseconds
(their slowest decision is printed by the bench).
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
HARD_SIMULATIONS = 150


def hard() -> ISMCTSBot:
    return search_bot(HARD_SIMULATIONS, HARD_SECONDS)


BOTS = [
    BotSpec(
        "easy",
        "Walks up to the others like the baseline, but shoots at random or not at all; one weapon in trophy races.",
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
            "Plays normal's move unless a search finds a clearly better one: information-set Monte Carlo"
            " tree search over guessed hands and dice, each line played on by normal's rules of thumb and"
            " scored by trophies, frags and health."
        ),
        hard,
        HARD_SECONDS,
        RULESET_ID,
    ),
]
