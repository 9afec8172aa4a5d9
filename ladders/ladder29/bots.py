"""Ladder 29's bot levels (registered in ``ladders/registry.py``).

- ``easy``: the greedy baseline (``greedy.py``) with slips: most decisions
  with a choice (``EASY_MISTAKE_RATE``) are a random legal action. A beginner: it
  keeps its Hot Spot challenge, beats random and loses to every panel style.
- ``normal``: determinised Monte Carlo over the greedy baseline
  (``search.py``): every legal action tried in sampled worlds (what the seat
  cannot see re-dealt), the round played out greedily, the best mean taken.
- ``hard``: determinized search with many samples as ``normal``'s critic
  (``panel.sampled_deals_bot``, ``DeterminizedCriticBot`` in ``ladders/bots/ismcts.py``):
  ``HARD_WORLDS`` guessed deals, each searched whole by a tree search of
  ``HARD_SIMULATIONS`` whose lines are played by the greedy baseline to the round's end
  and scored there; ``normal``'s move is kept unless the pooled search finds one clearly
  better. Until 7 December it was one single-observer ISMCTS tree (``ISMCTSBot``), which won
  74.5% of 1,000 against the dumper, short of 1.5x. Strength figures: docs/bots.md and
  ``bench/strength_bots.py``.

``normal`` and ``hard`` take their ``think_seconds`` as their own time limit,
so it is a real bound on one decision (plus at most one rollout); ``easy``
does not search (well under a millisecond a move).
"""

from __future__ import annotations

from ladders.bots.base import BotSpec
from ladders.bots.ismcts import DeterminizedCriticBot
from ladders.ladder29.greedy import SloppyGreedyBot
from ladders.ladder29.panel import sampled_deals_bot
from ladders.ladder29.search import NORMAL_SAMPLES, NORMAL_SECONDS, normal

RULESET_ID = "ladder-29"

# Tuned on tuning seeds (200 games a row): at 0.2 it beat every panel style, at 0.7 it still
# beat the high-leader 61.5% (the leader is the panel's weakest: random wins 9.5% against
# it); at 0.85 it won 36.0% against the leader, 1.0% and 3.0% against the dumper and the
# saver (random: 0% against both).
EASY_MISTAKE_RATE = 0.85
# Tuned on tuning seeds against the dumper (200 games): 8 deals of 60 simulations won 82.5%
# (76.6-87.1%, think p50 106 ms) where the single-tree search of 120 had won 74.0% of 100
# (docs/bots.md, twenty-third run).
HARD_WORLDS = 8
HARD_SIMULATIONS = 60
EASY_SECONDS = 0.1
HARD_SECONDS = 3.0


def easy() -> SloppyGreedyBot:
    return SloppyGreedyBot(EASY_MISTAKE_RATE)


def hard() -> DeterminizedCriticBot:
    return sampled_deals_bot(HARD_WORLDS, HARD_SIMULATIONS, HARD_SECONDS)


BOTS = [
    BotSpec(
        "easy",
        "Plays by rule of thumb (lowest cards away, cheapest follow, longest lead) now and then; mostly at random.",
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
        (
            f"Plays as normal does, checked by a tree search of {HARD_SIMULATIONS} simulations in each of"
            f" {HARD_WORLDS} guessed deals; keeps normal's move unless the searches find a clearly better one."
        ),
        hard,
        HARD_SECONDS,
        RULESET_ID,
    ),
]
