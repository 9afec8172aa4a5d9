"""Run For Your Life, Candyman!'s bot levels (registered in ``ladders/registry.py``)."""

from __future__ import annotations

from ladders.bots.base import BotSpec
from ladders.bots.style import StyleBot
from ladders.candyman.heuristic import CandymanBot
from ladders.candyman.panel import panel_bot, search_bot

# ``hard``'s search budget, a number of simulations so a seed fixes the choice. 600 since 8
# December (150 before, whose think p50 of about 0.05 s was far under the 0.2-1 s): on
# the same 400 report games a row it won 32.0 / 29.1 / 28.2% against three racers, fighters and
# hoarders and 26.5% against three ``normal`` (150: 29.0 / 29.8 / 29.0 / 26.2%), no row shown
# weaker; think p50 about 0.17-0.19 s on a fast host, 0.5-0.8 s on a slow one (docs/bots.md,
# twenty-seventh run).
HARD_SIMULATIONS = 600
HARD_SECONDS = 2.0

RULESET_ID = "run-for-your-life-candyman"

# ``easy``: the panel's racer, but this share of its decisions at random. Tuned on the strength
# bench's tuning seeds (docs/bots.md, fifteenth run C), 200 games a row against three racers,
# fighters and hoarders: 0.6 won 8.5/6.0/4.5%, 0.45 12.5/9.5/10.5%, 0.4 12.5/11.2/10.2%, 0.3
# 13.0/13.5/13.2% (random 1.5/5.0/1.0% there); 0.3 also won 21.5% (16.4-27.7%) against three
# greedy on bench/candyman_bots.py's seeds, where issue #11 wants ``easy`` below the greedy.
# Until 6 December ``easy`` was an MCTS of 10 iterations a move (9-16.5% against the panel),
# whose think took 11 ms a decision and up to 0.6 s on a slow host: five times a Shrinks bot's
# turn on the workers, for a level meant to be a first opponent.
EASY_BLUNDER = 0.4


def easy_bot() -> StyleBot:
    """The ``easy`` level: the racer's one-ply play, two decisions in five at random."""
    return panel_bot("racer", blunder=EASY_BLUNDER)


BOTS = [
    BotSpec(
        "easy",
        "Runs for the border as far as each card takes it, but two decisions in five are random.",
        easy_bot,
        0.5,
        RULESET_ID,
    ),
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
