"""Ladder 29 (rulebook: shared/rulebooks/ladder-29.txt).

A round is three phases, then scoring:

1. ``pass``: every seat picks 3 cards for its left neighbour, one card per
   ``choose_pass`` action, all seats at once (all are in ``to_act``). Choices
   stay hidden (a private event to the chooser, a public count) until the last
   seat has chosen; then all passes resolve together.
2. ``draft``: in reverse score order each seat takes one face-up Hot Spot card
   (``take_hot_spot``).
3. ``play``: the Start Player card's holder (else the lowest score) leads.
   On a lead a seat may ``play`` a higher play of the same kind (runs: same
   length) or a four-of-a-kind (flashover), or ``pass`` (locked out until the
   next lead). When everyone else has passed, the top player may keep playing
   on its own lead (``play``) or start a new one (``lead``). A player who went
   out and was last to play hands the lead to the next player on its left.

Each seat's Hot Spot challenge is a rule on its own plays (``hotspots.allows``):
``legal_actions`` offers only plays that keep it and ``check`` refuses the rest
(``hot_spot_rule``). When all but one have gone out, seats score their Hot
Spot's points for the position they went out, the last scores 0 and deals
next. Scores move highest first and never tie. The game ends after a round
in which someone reaches 29 (or after four rounds with ``short_game``); the
highest score wins.

Readings of points the rulebook leaves open are in docs/ladder-29.md.

The package is laid out like the rulebook (docs/ladder-29.md, "Where each rule lives"): a
module per chapter holds each action's listing, check and effect side by side; ``schemas``
the actions, events, view and options; ``tables`` the shared constants. This file is the
``Ruleset`` class, which wires the chapters to the contract (each chapter's functions are
its methods) and builds the per-card verdict table once.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ladders.engine import Ruleset
from ladders.ladder29 import draft, passing, plays, scoring, setup, turns, views
from ladders.ladder29.draft import EACH_PLAY, kind_verdicts
from ladders.ladder29.draft import keeping as _keeping
from ladders.ladder29.hotspots import DEFAULT_HOT_SPOTS_FILE, HotSpots, load_hot_spots
from ladders.ladder29.schemas import INFO, VIEW_SCHEMA
from ladders.ladder29.scoring import EVALUATE_SCALE, standing_values
from ladders.ladder29.svg import render_board_svg
from ladders.ladder29.tables import HAND_SIZE, PASS_SIZE, SHORT_GAME_ROUNDS, TARGET

# What the bots, the tests and the services import from here (the names they knew).
__all__ = [
    "EACH_PLAY",
    "EVALUATE_SCALE",
    "HAND_SIZE",
    "INFO",
    "PASS_SIZE",
    "RULESET",
    "SHORT_GAME_ROUNDS",
    "TARGET",
    "VIEW_SCHEMA",
    "Ladder29",
    "_keeping",
    "kind_verdicts",
    "standing_values",
]


class Ladder29(Ruleset):
    info = INFO

    def __init__(self, hot_spots: HotSpots | None = None) -> None:
        self.hot_spots = hot_spots if hot_spots is not None else load_hot_spots()
        # Per Hot Spot card, per kind of play, following and leading: its verdict where the
        # rule reads only the kind, else EACH_PLAY (``kind_verdicts``). A static table built
        # once per ruleset from its cards, indexed by card id; never written after.
        self._verdicts = tuple(kind_verdicts(card) for card in self.hot_spots.cards)

    @classmethod
    def from_file(cls, path: str | Path = DEFAULT_HOT_SPOTS_FILE) -> Ladder29:
        return cls(load_hot_spots(path))

    def view_schema(self) -> dict[str, Any]:
        return VIEW_SCHEMA

    def render_svg(self, view: dict[str, Any]) -> str | None:
        return render_board_svg(view)

    # Set-up and the deal (setup.py)
    _setup = setup.setup
    _start_round = setup.start_round

    # A round's phases: who acts, listing and checking by phase, step (turns.py)
    to_act = turns.to_act
    legal_actions = turns.legal_actions
    normalize_action = turns.normalize_action
    check = turns.check
    copy_state = turns.copy_state
    step = turns.step

    # 1. Pass Firefighter Cards: the simultaneous pass (passing.py)
    _check_choose_pass = staticmethod(passing.check_choose_pass)
    _choose_pass = passing.choose_pass
    _resolve_passes = passing.resolve_passes

    # 2. Backdraft Hot Spot Cards and the challenges (draft.py)
    _take_hot_spot = draft.take_hot_spot
    _lead_lifted = draft.lead_lifted

    # 3. Play Firefighter Cards: leads, plays, passes (plays.py)
    _check_cards = plays.check_cards
    _pass = plays.pass_on_lead
    _play = plays.play
    _advance = plays.advance
    _lead_won = plays.lead_won

    # Round End and Game End (scoring.py)
    _end_round = scoring.end_round
    round_points = scoring.round_points
    game_ends_after_round = staticmethod(scoring.game_ends_after_round)
    _move_score_trackers = staticmethod(scoring.move_score_trackers)
    outcome = scoring.outcome
    evaluate = scoring.evaluate

    # What each seat sees (views.py)
    view = views.view
    components = views.components
    determinize = views.determinize


RULESET = Ladder29()
