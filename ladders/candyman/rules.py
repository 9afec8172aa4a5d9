"""Run For Your Life, Candyman! (rulebook: shared/rulebooks/run-for-your-life-candyman.txt).

A turn is a short sequence of actions so that ``legal_actions`` always lists
the next step: the Twins' four attacks (automatic) if you start in the Danger
Zone, attacks on cookies sharing your space (``attack``/``treat``/``equip``),
``draw`` a movement card, ``move`` (direction per icon, order of two
different icons), then attacks on every cookie you passed or landed on,
``summon`` on a Candy Cage Match burst, and ``end_turn``.

Everything that interrupts a turn is a *decision* on a stack (``state["stack"]``)
owned by one seat, which ``to_act`` names and the API lists to that seat alone:
a DEFENSE window for the target of each attack, the PLAY AT ANY TIME windows
(``treats.py``: after each step of a turn, for each other holder of such a card; once a
turn, after the move, under rules version 1), the choice of a part for 2 damage, a summons,
each draw of a Candy Cage Match and an escape. Every decision has a plain
"no" (``no_defense``, ``pass``, ``no_summon``) or a forced choice, so a seat
whose deadline passes is played by the random bot like any other turn: the
game never waits on anything but the seat ``to_act`` names. Automatic work
(the Twins, the order of the windows, the match's next drawer) sits on the same
stack and is run by ``_advance`` after every action.

A DEFENSE window opens by what is public, never by what a hand holds: for a cookie
holding at least one Special Treat (the count of cards in a hand is on the table) or
with an unused DEFENSE equipped, so that it reveals nothing (so did the PLAY AT ANY TIME
windows of rules version 1). A PLAY AT ANY TIME window of version 2 opens for holders of
such a card only, and only they see it; docs/candyman.md says what that tells the table.

Readings of what the sheet leaves open are in docs/candyman.md.

The package is laid out like the rulesheet (docs/candyman.md, "Where each rule lives"):
a module per chapter holds each action's listing, check and effect side by side;
``schemas`` the actions, events, view and options; ``tables`` the shared constants and
per-card tables. This file is the ``Ruleset`` class, which wires the chapters to the
contract (each chapter's functions are its methods) and builds the static tables from the
board and cards once.
"""

from __future__ import annotations

from typing import Any

from ladders.candyman import cage, combat, ending, movement, setup, treats, turns, views
from ladders.candyman.data import BOARD, DASH, TREATS, Board
from ladders.candyman.schemas import EVENT_SCHEMAS, INFO, VIEW_SCHEMA
from ladders.candyman.tables import DECISION_TYPES
from ladders.engine import Action, Ruleset

# What the bots, the tests and the services import from here (the names they knew).
__all__ = ["EVENT_SCHEMAS", "RULESET", "Candyman"]
_DECISION_TYPES = DECISION_TYPES  # the action types each decision on the stack allows


class Candyman(Ruleset):
    info = INFO

    def __init__(self, board: Board | None = None) -> None:
        self.board = board or BOARD
        for card in DASH:
            if card.kind == "character" and card.character not in self.board.characters:
                raise ValueError(f"character card {card.character!r} has no space on the board")
        self._board_dict = self.board.to_dict()
        # The move actions from each space by each Dash N Bash card, built once per board:
        # ``_moves`` reads ``_move_table[space][card]``; never handed out (``_move_actions``
        # lists copies), never written.
        self._move_table: tuple[tuple[list[Action], ...], ...] = tuple(
            tuple(self._list_moves(pos, card) for card in DASH) for pos in range(self.board.size)
        )

    def view_schema(self) -> dict[str, Any]:
        return VIEW_SCHEMA

    def components(self) -> dict[str, Any]:
        # Events and views name both decks' cards by uid (their place in each list).
        return {"dash_n_bash": [c.to_dict() for c in DASH], "special_treats": [t.to_dict() for t in TREATS]}

    def render_svg(self, view: dict[str, Any]) -> str | None:
        from ladders.candyman.svg import render_board_svg

        return render_board_svg(view)

    # Set up and starting the game (setup.py)
    _setup = setup.setup

    # A turn and the decisions that interrupt it (turns.py)
    to_act = turns.to_act
    legal_actions = turns.legal_actions
    _actions = turns.actions
    _decision_actions = turns.decision_actions
    normalize_action = turns.normalize_action
    check = turns.check
    apply = turns.apply
    copy_state = turns.copy_state
    step = turns.step
    _decide = turns.decide
    _start_turn = turns.start_turn
    _next_turn = turns.next_turn
    _advance = turns.advance
    _moot = turns.moot

    # Movement (movement.py)
    _draw_dash = movement.draw_dash
    _draw_movement = movement.draw_movement
    _move_options = movement.move_options
    _list_moves = movement.list_moves
    _moves = movement.moves
    _move_actions = movement.move_actions
    _move = movement.move
    _landed_on = staticmethod(movement.landed_on)
    _meet = movement.meet

    # Combat (combat.py)
    _normal_targets = combat.normal_targets
    _ranged_targets = combat.ranged_targets
    _target_ok = combat.target_ok
    _declare = combat.declare
    _strike = combat.strike
    _strike_cards = combat.strike_cards
    _card_damage = combat.card_damage
    _choose_part = combat.choose_part
    _damage = combat.damage
    _crumb = combat.crumb

    # Special Treat cards and their keywords (treats.py)
    _draw_treat = treats.draw_treat
    _treat_actions = treats.treat_actions
    _equip_actions = treats.equip_actions
    _equip_listing = staticmethod(treats.equip_listing)
    _direct_ok = treats.direct_ok
    _play_treat = treats.play_treat
    _equip = treats.equip
    _open_interrupts = treats.open_interrupts
    _open_step_windows = treats.open_step_windows
    _next_window = treats.next_window
    _decline = treats.decline
    _decision_shown_to = treats.decision_shown_to

    # The Candy Cage Match (cage.py)
    _may_summon_from_burst = cage.may_summon_from_burst
    _summonable = cage.summonable
    _summon = cage.summon
    _leave_cage = staticmethod(cage.leave_cage)
    _cage_draw = cage.cage_draw
    _escape_options = cage.escape_options
    _escape = cage.escape

    # Winning the game (ending.py)
    _sweet_toof_bites = ending.sweet_toof_bites
    _sweet_toof = ending.sweet_toof
    _gauntlet = ending.gauntlet
    _finish = ending.finish
    _finish_by_trophies = ending.finish_by_trophies
    _finish_by_position = ending.finish_by_position
    outcome = ending.outcome
    tallies = ending.tallies

    # What each seat sees (views.py)
    view = views.view
    _move_preview = views.move_preview
    determinize = views.determinize
    evaluate = views.evaluate


RULESET = Candyman()
