"""Frag Deadlands (rulebook: shared/rulebooks/frag-deadlands.txt).

Set-up is three decisions per seat: ``choose`` (a fighter nobody has taken and
a split of 7 points, 1-4 each; or given at creation in ``options.fighters``),
``poker`` (which decks the five set-up cards come from) and ``keep`` (one of
the five; or, as printed since rules version 2, ``keep_none``). The best poker hand (ties
by die) takes the first turn.

A turn is a sequence of small actions so that ``legal_actions`` always lists
the next step: a Harrowed Gunslinger's ``respawn`` (his chosen grave), then
``roll`` or ``teleport``, then in any order ``move`` and ``jump`` (one square
or one jump at a time), ``attack``, ``hold``, ``play``, ``pickup`` and
``take_blood``, ``use_blood``, ``drop``, ``discard``, the cheatin' ``boost``
(Saloon Gal) and ``swap`` (Huckster), and ``end_turn``. Decisions taken out of
turn are ``pending``: a drawn joker's ``joker_draw``, the gallows square
(``hang``), a held attack's ``shoot_out`` / ``hold_fire`` and the passer's
``return_fire`` / ``no_return``, the last stand's ``cure`` / ``use_blood`` / ``fall`` and,
since rules version 2, the blood window's ``use_blood`` / ``no_blood`` before a hit's damage.

Every reading of a point the rulebook leaves open is listed in
docs/frag-deadlands.md.

The package is laid out like the rulebook (docs/frag-deadlands.md, "Where each rule
lives"): a module per chapter holds each action's listing, check and effect side by side;
``schemas`` the actions, events, view and options; ``tables`` the shared constants. This
file is the ``Ruleset`` class, which wires the chapters to the contract (each chapter's
functions are its methods) and builds the static tables from the board and cards once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ladders.deadlands import attacks, cards, gallows, movement, record_sheet, setup, shootouts, turns, views
from ladders.deadlands.data import Board, Card, Fighter, load_board, load_cards, load_fighters
from ladders.deadlands.schemas import ACTION_SCHEMAS, EVENT_TYPES, INFO, VIEW_SCHEMA
from ladders.deadlands.tables import ACT_KINDS, DIR_NAMES, PRINTED, SPLITS, STARTING
from ladders.engine import Action, Ruleset, Seat, State, roll_dice, roll_die

# What the bots, the tests and the services import from here (the names they knew).
__all__ = ["DIR_NAMES", "EVENT_TYPES", "RULESET", "SPLITS", "STARTING", "FragDeadlands", "roll_dice", "roll_die"]
_ACT_KINDS = ACT_KINDS  # the act stage's action kinds, as ``_kinds_now`` returns them (the same tuple)


class FragDeadlands(Ruleset):
    info = INFO

    def __init__(
        self,
        board: Board | None = None,
        cards: tuple[Card, ...] | None = None,
        fighters: tuple[Fighter, ...] | None = None,
    ) -> None:
        self.board = board or load_board()
        self.cards = cards or load_cards()
        self.fighters = fighters or load_fighters()
        self.fighter_by_id = {f.id: f for f in self.fighters}
        self._generators = {kind: getattr(self, f"_gen_{kind}") for kind in ACTION_SCHEMAS}
        # Per map, once: the squares a straight line of steps reaches from each square in
        # each direction (walls, windows and one-way doors as the static step table says).
        self._lines: list[tuple[tuple[int, ...], ...]] = [
            tuple(self._static_line(cell, d) for d in range(len(DIR_NAMES))) for cell in range(len(self.board.step))
        ]
        self._steps = {kind: getattr(self, f"_do_{kind}") for kind in ACTION_SCHEMAS}
        # The act stage's move and jump tables, per square: (square, its move) for each open
        # direction; and for each line of two squares or more (its first square, then each
        # further square with its jump's movement cost and its jump). ``legal_actions`` lists
        # copies of these actions (a small dict's copy costs about half of a literal's build
        # and free, callgrind), so a caller may keep or change what it is given.
        self._exits: list[tuple[tuple[int, Action], ...]] = [
            tuple((nxt, {"type": "move", "dir": DIR_NAMES[d]}) for d, nxt in enumerate(row) if nxt >= 0)
            for row in self.board.step
        ]
        self._jump_lines: list[tuple[tuple[int, tuple[tuple[int, int, Action], ...]], ...]] = [
            tuple(
                (
                    line[0],
                    tuple(
                        (cell, 2 * distance, {"type": "jump", "dir": DIR_NAMES[d], "distance": distance})
                        for distance, cell in enumerate(line[1:], 2)
                    ),
                )
                for d, line in enumerate(lines)
                if len(line) >= 2
            )
            for lines in self._lines
        ]
        # Every square a move or a jump from each square could enter: when no fighter stands
        # on any of them (most of random play's act stages), the list depends only on the
        # square and the jump reach: ``_free_moves[square][reach]``, built here for every reach
        # up to the square's longest jump line (a longer reach lists the same as that).
        self._near: list[frozenset[int]] = [
            frozenset(
                [nxt for nxt, _ in exits]
                + [first for first, _ in lines]
                + [cell for _, rest in lines for cell, _, _ in rest]
            )
            for exits, lines in zip(self._exits, self._jump_lines, strict=True)
        ]
        self._free_moves: list[tuple[tuple[Action, ...], ...]] = [
            tuple(
                self._list_free_moves(pos, reach)
                for reach in range(2 + max((len(rest) for _, rest in lines), default=0))
            )
            for pos, lines in enumerate(self._jump_lines)
        ]
        # Static line of sight per ordered pair of squares, once per map (``Board.sight_table``).
        self._cell_count = len(self.board.step)
        self._sight = self.board.sight_table()
        # the same entries, one tuple per square of sight from it (``_sight_rows[a][b]``)
        self._sight_rows: list[tuple[tuple[int, frozenset[int]] | None, ...]] = [
            tuple(self._sight[a * self._cell_count : (a + 1) * self._cell_count]) for a in range(self._cell_count)
        ]
        # For ``apply``'s quiet moves and jumps: the squares whose entry may roll a die (acid,
        # beast, power-up), and the power-ups among them, rolled for once a turn.
        self._step_table = self.board.step
        self._width = self.board.width
        self._dice_cells = self.board.acid | frozenset(self.board.beast) | frozenset(self.board.powerup)
        self._powerup_only = frozenset(self.board.powerup) - self.board.acid - frozenset(self.board.beast)
        # Each fighter's ``choose`` actions, one per split, in ``SPLITS`` order (``_gen_choose``
        # lists copies of them).
        self._choices: dict[str, tuple[Action, ...]] = {
            f.id: tuple(
                {"type": "choose", "fighter": f.id, "health": health, "speed": speed, "accuracy": accuracy}
                for health, speed, accuracy in SPLITS
            )
            for f in self.fighters
        }
        self._direct_checks: dict[str, Callable[[State, Seat, Action], bool]] = {
            "move": self._move_ok,
            "jump": self._jump_ok,
            "attack": self._attack_ok,
        }

    def view_schema(self) -> dict[str, Any]:
        """``view.schema.json``, loaded and checked once at import (``VIEW_SCHEMA``)."""
        return VIEW_SCHEMA

    def components(self) -> dict[str, Any]:
        # Events and views name a card by its uid and a fighter by its id.
        return {"cards": [c.to_dict() for c in self.cards], "fighters": [f.to_dict() for f in self.fighters]}

    def render_svg(self, view: dict[str, Any]) -> str | None:
        from ladders.deadlands.svg import render

        return render(self.board, view)

    # Every die the chapters roll comes through these two, which read this module's
    # ``roll_die`` and ``roll_dice``: a rules test scripts the dice by replacing them here.
    def _die(self, state: State, sides: int) -> int:
        return roll_die(state, sides)

    def _dice(self, state: State, count: int, sides: int) -> list[int]:
        return roll_dice(state, count, sides)

    def as_printed(self, state: State) -> bool:
        """Whether ``state`` plays the rulebook's readings as printed (rules version 2; a game
        dealt under version 1 keeps version 1's readings): each chapter branches on it where its
        rule changed (setup.py: keeping a set-up card; cards.py and attacks.py: the blood window;
        record_sheet.py: the weapons-in-play limit)."""
        return "rules_version" in state and self.played_rules_version(state) >= PRINTED

    # The record sheet (record_sheet.py)
    sheet = record_sheet.sheet
    stat = record_sheet.stat
    health_stat = record_sheet.health_stat
    health_cap = record_sheet.health_cap
    weapon_limit = record_sheet.weapon_limit
    hand_limit = record_sheet.hand_limit
    hex_ok = record_sheet.hex_ok
    attacks_left = record_sheet.attacks_left
    _occupied_squares = staticmethod(record_sheet.occupied_squares)
    occupied = record_sheet.occupied
    line_of_sight = record_sheet.line_of_sight

    # Set-up and poker (setup.py)
    _setup = setup.setup
    _next_unchosen = setup.next_unchosen
    _gen_choose = setup.gen_choose
    _choose_ok = setup.choose_ok
    _do_choose = setup.do_choose
    _after_choose = setup.after_choose
    _gen_poker = setup.gen_poker
    _poker_ok = staticmethod(setup.poker_ok)
    _do_poker = setup.do_poker
    _gen_keep = setup.gen_keep
    _do_keep = setup.do_keep
    _keep_kinds = setup.keep_kinds
    _gen_keep_none = setup.gen_keep_none
    _do_keep_none = setup.do_keep_none
    _start_play = setup.start_play

    # Turn flow and winning (turns.py)
    to_act = turns.to_act
    _kinds_now = turns.kinds_now
    legal_actions = turns.legal_actions
    _gen = turns.gen
    _act_actions = turns.act_actions
    normalize_action = turns.normalize_action
    check = turns.check
    apply = turns.apply
    copy_state = turns.copy_state
    _copy_for = turns.copy_for
    step = turns.step
    _begin_turn = turns.begin_turn
    _gen_end_turn = turns.gen_end_turn
    _must_leave = turns.must_leave
    _plain_end_turn = turns.plain_end_turn
    _do_end_turn = turns.do_end_turn
    _finish = turns.finish
    outcome = turns.outcome
    tallies = turns.tallies

    # Movement, jumps and map features (movement.py)
    _gen_roll = movement.gen_roll
    _plain_roll = movement.plain_roll
    _do_roll = movement.do_roll
    _roll_movement = movement.roll_movement
    _teleport_cards = movement.teleport_cards
    _gen_teleport = movement.gen_teleport
    _do_teleport = movement.do_teleport
    _step_target = movement.step_target
    _gen_move = movement.gen_move
    _move_ok = movement.move_ok
    _quiet_move = movement.quiet_move
    _do_move = movement.do_move
    _static_line = movement.static_line
    _list_free_moves = movement.list_free_moves
    _gen_jump = movement.gen_jump
    _jump_ok = movement.jump_ok
    _quiet_jump = movement.quiet_jump
    _do_jump = movement.do_jump
    _quiet_enter = movement.quiet_enter
    _enter = movement.enter
    _hazard = movement.hazard

    # The cards and cheatin' (cards.py)
    _take = cards.take
    draw = cards.draw
    _discard = cards.discard
    _mutable = staticmethod(cards.mutable)
    _start_draws = cards.start_draws
    _gen_joker_draw = cards.gen_joker_draw
    _do_joker_draw = cards.do_joker_draw
    _gen_play = cards.gen_play
    _armor_fits = cards.armor_fits
    _play_ok = cards.play_ok
    _do_play = cards.do_play
    _heal = cards.heal
    _after_speed_change = cards.after_speed_change
    _gen_discard = cards.gen_discard
    _do_discard = cards.do_discard
    _gen_drop = cards.gen_drop
    _do_drop = cards.do_drop
    _new_pile = cards.new_pile
    _here_piles = cards.here_piles
    _gen_pickup = cards.gen_pickup
    _do_pickup = cards.do_pickup
    _gen_take_blood = cards.gen_take_blood
    _do_take_blood = cards.do_take_blood
    _gen_use_blood = cards.gen_use_blood
    _do_use_blood = cards.do_use_blood
    _blood_helps = cards.blood_helps
    _gen_no_blood = cards.gen_no_blood
    _do_no_blood = cards.do_no_blood
    _gen_boost = cards.gen_boost
    _do_boost = cards.do_boost
    _gen_swap = cards.gen_swap
    _do_swap = cards.do_swap

    # Attacking (attacks.py)
    _weapon_choices = attacks.weapon_choices
    _with_cheat = staticmethod(attacks.with_cheat)
    _alone = staticmethod(attacks.alone)
    _can_attack_from_here = attacks.can_attack_from_here
    _targets = attacks.targets
    _gen_attack = attacks.gen_attack
    _attack_ok = attacks.attack_ok
    _do_attack = attacks.do_attack
    _extra_dice = staticmethod(attacks.extra_dice)
    _roll = attacks.roll
    _arm = attacks.arm
    _attack = attacks.attack
    _strike = attacks.strike
    _resume_strike = attacks.resume_strike
    _wound = attacks.wound
    _still_armed = attacks.still_armed
    _turn_over_if_fragged = attacks.turn_over_if_fragged
    _standing = attacks.standing
    _gen_cure = attacks.gen_cure
    _do_cure = attacks.do_cure
    _gen_fall = attacks.gen_fall
    _do_fall = attacks.do_fall
    _after_stand = attacks.after_stand

    # Shootouts and held fire (shootouts.py)
    _gen_hold = shootouts.gen_hold
    _do_hold = shootouts.do_hold
    _queue_shootouts = shootouts.queue_shootouts
    _holders = shootouts.holders
    _gen_shoot_out = shootouts.gen_shoot_out
    _do_shoot_out = shootouts.do_shoot_out
    _gen_hold_fire = shootouts.gen_hold_fire
    _do_hold_fire = shootouts.do_hold_fire
    _gen_return_fire = shootouts.gen_return_fire
    _do_return_fire = shootouts.do_return_fire
    _gen_no_return = shootouts.gen_no_return
    _do_no_return = shootouts.do_no_return
    _shootout = shootouts.shootout
    _fire = shootouts.fire

    # Frags, the gallows and respawns (gallows.py)
    _frag = gallows.frag
    _free_gallows = gallows.free_gallows
    _gen_hang = gallows.gen_hang
    _do_hang = gallows.do_hang
    _gen_no_hang = gallows.gen_no_hang
    _do_no_hang = gallows.do_no_hang
    _gen_respawn = gallows.gen_respawn
    _do_respawn = gallows.do_respawn
    _respawn = gallows.respawn
    _after_respawn = gallows.after_respawn
    _place = gallows.place

    # What each seat sees (views.py)
    view = views.view
    _pending_view = staticmethod(views.pending_view)
    _attack_preview = views.attack_preview
    determinize = views.determinize


RULESET = FragDeadlands()
