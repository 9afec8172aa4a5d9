"""Ladder 29's bot levels (registered in ``ladders/registry.py``).

- ``easy``: information-set MCTS with 10 iterations of random rollouts: it
  plays legal but aimless cards and loses to the greedy baseline more often
  than it wins.
- ``normal`` and ``hard``: determinised Monte Carlo over the greedy baseline
  (``search.py``): every legal action tried in sampled worlds (what the seat
  cannot see re-dealt), the round played out greedily, the best mean taken.
  ``hard`` samples more worlds. Strength figures: docs/ladder-29.md and
  ``bench/ladder29_bots.py``.

Each level's ``think_seconds`` is the bot's own time limit, so it is a real
bound on one decision (plus at most one rollout).
"""

from __future__ import annotations

from ladders.bots.base import BotSpec
from ladders.bots.mcts import MCTSBot
from ladders.ladder29.search import RolloutBot

RULESET_ID = "ladder-29"

EASY_ITERATIONS = 10
NORMAL_SAMPLES = 2
HARD_SAMPLES = 6
EASY_SECONDS = 0.5
NORMAL_SECONDS = 1.0
HARD_SECONDS = 3.0


def easy() -> MCTSBot:
    return MCTSBot(EASY_ITERATIONS, EASY_SECONDS, 50)


def normal() -> RolloutBot:
    return RolloutBot(NORMAL_SAMPLES, NORMAL_SECONDS)


def hard() -> RolloutBot:
    return RolloutBot(HARD_SAMPLES, HARD_SECONDS)


BOTS = [
    BotSpec(
        "easy",
        f"Information-set MCTS with {EASY_ITERATIONS} random rollouts a move: legal, but aimless.",
        easy,
        EASY_SECONDS,
        RULESET_ID,
    ),
    BotSpec(
        "normal",
        f"Tries every move in {NORMAL_SAMPLES} guessed deals, playing each round out by rule of thumb.",
        normal,
        NORMAL_SECONDS,
        RULESET_ID,
    ),
    BotSpec(
        "hard",
        f"Tries every move in {HARD_SAMPLES} guessed deals, playing each round out by rule of thumb.",
        hard,
        HARD_SECONDS,
        RULESET_ID,
    ),
]
