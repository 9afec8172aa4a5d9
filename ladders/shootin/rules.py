"""Shootin' Ladders: Frag Fest (rulebook: shared/rulebooks/shootin-ladders-frag-fest.txt).

A turn is a sequence of small actions so that ``legal_actions`` always lists
the next step: ``respawn`` (a crumbed cookie's whole turn), else ``roll`` or
``stay``, then in any order ``move`` (one die, in full, either direction),
``play_weapon``, ``reload``, ``gear``, ``attack``, ``draw`` (a two-colour
star) and finally ``end_turn``. An attack opens a reaction window: the target
answers ``react`` (an out-of-turn gear card) or ``no_reaction``; the window is
opened for every attack so that it reveals nothing about the target's hand.

Readings of points the rulebook leaves open (also in docs/shootin-ladders.md):
- Each die moves in one direction chosen for it; both dice may go either way.
  A move that would leave squares 1-100 is not legal ("must move full roll"),
  and a rolled die must be moved before ``end_turn`` ("Your Turn ends when you
  ... have moved your full amount").
- Melee (L166 "as you pass through the same square as the target"): range 0
  against a cookie on the attacker's own square, or on a square passed during
  the move just made with that melee weapon already in play when it was passed.
- Attacks per target per turn: one attack with any weapon, plus the ONE
  additional attack of a melee weapon (never two melee attacks on a cookie).
- Point blank (+1 die) and long range (-1 die) are applied once per attack; an
  attack must roll at least one die. The sniper rifle ignores long range.
- Stars, ladders and slides work only on an exact landing of a movement die,
  not after a gear move or a ladder ride. A one-colour star draws at once; a
  two-colour star waits for the player's ``draw`` choice.
- Respawn with every point occupied (7-8 players): after the damage die the
  cookie shares the point it rolled. Respawn damage gives no trophy.
- More than six players at the start: once every point is taken, any point.
- No length limit (the rulebook has none). The house option ``round_cap``, off
  by default, ends the game after that many rounds, seats placed by the
  scenario's key, the ending marked ``round_cap``.

The package is laid out like the rulebook (docs/shootin-ladders.md, "Where each rule lives"):
a module per chapter holds each action's listing, check and effect side by side; ``schemas``
the actions, events, options and view; ``tables`` the shared constants and per-card tables;
the scenarios their own modules (``scenarios``, ``team_scenarios``, ``teams``, ``flags``). This
file is the ``Ruleset`` class, which wires the chapters to the contract (each chapter's
functions are its methods, taking the ruleset as ``rules``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any, ClassVar, cast

from ladders.engine import Action, GameConfig, Ruleset, Seat, State, rng_below, teams_rng
from ladders.shootin import combat, ending, gear, movement, respawn, setup, turns, views, weapons
from ladders.shootin.board import Board, load_board
from ladders.shootin.cards import CARDS, CHARACTERS, EAGLE_CARD
from ladders.shootin.scenarios import PARTS as PARTS
from ladders.shootin.scenarios import ScenarioRules
from ladders.shootin.schemas import ALL_SCENARIOS, EVENT_SCHEMAS, INFO, VIEW_SCHEMA, build_info
from ladders.shootin.tables import ICONS, MAX_WEAPONS_IN_PLAY

# What the bots, the tests and the services import from here (the names they knew).
__all__ = [
    "EVENT_SCHEMAS",
    "ICONS",
    "INFO",
    "MAX_WEAPONS_IN_PLAY",
    "PARTS",
    "RULESET",
    "ShootinLadders",
    "ruleset_with",
]


class ShootinLadders(Ruleset):
    info = INFO
    scenarios: Mapping[str, ScenarioRules] = ALL_SCENARIOS

    def __init__(self, board: Board | None = None) -> None:
        self.board = board or load_board()
        self._squares = self.board.squares
        # ``apply`` skips the call when ``normalize_action`` is the engine's (it changes nothing).
        self._normalizes = type(self).normalize_action is not Ruleset.normalize_action
        # Each scenario sees this ruleset's board (a flag's scatter square, the sniper's sight).
        self.scenarios = {sid: rules.on_board(self.board) for sid, rules in type(self).scenarios.items()}

    def scenario(self, state: State) -> ScenarioRules:
        return self.scenarios[state["scenario"]]

    def validate_config(self, config: GameConfig) -> dict[str, Any]:
        """The engine's checks, then the scenario's own team shape (equal teams, one sniper)."""
        options = super().validate_config(config)
        self.scenarios[config.scenario].check_teams(config.teams, config.seats)
        return options

    def random_teams(self, scenario_id: str, seats: int, seed: int) -> tuple[int, ...] | None:
        self.info.scenario(scenario_id)  # unknown_scenario
        rng = teams_rng(seed)  # not the game's own stream: the teams are public, its deal is not
        return self.scenarios[scenario_id].random_teams(seats, lambda n: rng_below(rng, n))

    def team_sizes(self, scenario_id: str, seats: int) -> tuple[int, ...] | None:
        self.info.scenario(scenario_id)  # unknown_scenario
        return self.scenarios[scenario_id].team_sizes(seats)

    def view_schema(self) -> dict[str, Any]:
        """``view.schema.json``: the view of every scenario, for a seat and for a spectator."""
        return VIEW_SCHEMA

    def components(self) -> dict[str, Any]:
        # Events and views name a card by uid; the Dessert Eagle on every character card is -1.
        return {"cards": [EAGLE_CARD.to_dict(), *(c.to_dict() for c in CARDS)], "characters": list(CHARACTERS)}

    def render_svg(self, view: dict[str, Any]) -> str | None:
        from ladders.shootin.svg import render_board_svg

        return render_board_svg(view)

    # Set up, the scenario's starting hands and positions, choosing characters (setup.py)
    _setup = setup.setup
    _take_named = setup.take_named
    _give_character = setup.give_character
    _next_to_choose = setup.next_to_choose
    _choose_actions = setup.choose_actions
    _step_choose = setup.step_choose
    _after_choosing = setup.after_choosing
    _next_to_place = setup.next_to_place
    _free_points = setup.free_points
    _place = setup.place
    _step_place = setup.step_place
    _begin_play = setup.begin_play

    # The turn sequence, the active phase and the contract's reading and writing (turns.py)
    to_act = turns.to_act
    legal_actions = turns.legal_actions
    _active_actions = turns.active_actions
    check = turns.check
    _refusal = turns.refusal
    _allowed = turns.allowed
    _check_end_turn = turns.check_end_turn
    apply = turns.apply
    _apply_checked = turns.apply_checked
    copy_state = turns.copy_state
    _deep_copy = staticmethod(turns.deep_copy)
    step = turns.step
    _next_turn = turns.next_turn
    _start_turn = turns.start_turn
    _end_turn = turns.end_turn
    _step_roll = turns.step_roll
    _step_stay = turns.step_stay
    _step_end_turn = turns.step_end_turn
    _step_activate = turns.step_activate

    # Respawn (respawn.py)
    _respawn = respawn.respawn
    _step_respawn = respawn.step_respawn

    # Movement, ladders and slides, stars (movement.py)
    _check_move = movement.check_move
    _step_move = movement.step_move
    _draw = movement.draw
    _step_draw = movement.step_draw

    # Weapon and ammo cards (weapons.py)
    _usable_hand = weapons.usable_hand
    _first_copy = staticmethod(weapons.first_copy)
    _check_play_weapon = weapons.check_play_weapon
    _play_weapon = weapons.play_weapon
    _step_play_weapon = weapons.step_play_weapon
    _discard_weapon = weapons.discard_weapon
    _check_reload = weapons.check_reload
    _reload = weapons.reload
    _step_reload = weapons.step_reload
    _self_reload = staticmethod(weapons.self_reload)

    # Gear cards (gear.py)
    _gear_actions = gear.gear_actions
    _gear_targets = gear.gear_targets
    _rocket_squares = gear.rocket_squares
    _rocket_targets = gear.rocket_targets
    _check_gear = gear.check_gear
    _gear = gear.gear
    _trip_mine = gear.trip_mine

    # Combat: attacks, reactions, damage, crumbing (combat.py)
    attack_dice = combat.attack_dice
    _armed = combat.armed
    _sees_through = staticmethod(combat.sees_through)
    _melee_ready = staticmethod(combat.melee_ready)
    _check_attack = combat.check_attack
    _attack_pending = staticmethod(combat.attack_pending)
    _declare_attack = combat.declare_attack
    _react_actions = combat.react_actions
    _step_react = combat.step_react
    _resolve_attack = combat.resolve_attack
    _damage = combat.damage
    _discard_armour = staticmethod(combat.discard_armour)
    _crumb = combat.crumb

    # Winning the game (ending.py)
    _leaders = ending.leaders
    _finish = ending.finish
    tallies = ending.tallies
    outcome = ending.outcome

    # What each seat sees (views.py)
    view = views.view
    _visible_cards = staticmethod(views.visible_cards)
    determinize = views.determinize
    evaluate = views.evaluate

    # Each active-phase action's own check (its chapter's), as ``check`` and ``allowed`` call it.
    _ACTIVE_CHECKS: ClassVar[dict[str, Callable[[ShootinLadders, State, Seat, Action], bool]]] = {
        "move": movement.check_move,
        "end_turn": turns.check_end_turn,
        "play_weapon": weapons.check_play_weapon,
        "reload": weapons.check_reload,
        "gear": gear.check_gear,
        "attack": combat.check_attack,
        # Never legal in the active phase (no pending decision): refused.
        "roll": lambda self, state, seat, action: False,
        "stay": lambda self, state, seat, action: False,
        "respawn": lambda self, state, seat, action: False,
        "place": lambda self, state, seat, action: False,
        "choose": lambda self, state, seat, action: False,
        "draw": lambda self, state, seat, action: False,
        "react": lambda self, state, seat, action: False,
        "no_reaction": lambda self, state, seat, action: False,
        "activate": lambda self, state, seat, action: False,
    }


def ruleset_with(extra: Iterable[ScenarioRules], board: Board | None = None) -> ShootinLadders:
    """The ruleset with more scenarios plugged in (the team scenarios of a later issue, or a
    test's): a subclass whose metadata and scenario table include them; rules.py is unchanged."""
    table = {**ALL_SCENARIOS, **{rules.info.id: rules for rules in extra}}
    cls = type("ShootinLaddersWith", (ShootinLadders,), {"info": build_info(table), "scenarios": table})
    return cast(ShootinLadders, cls(board))


RULESET = ShootinLadders()
