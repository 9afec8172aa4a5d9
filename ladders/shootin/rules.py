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
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from itertools import repeat
from typing import Any, ClassVar, Final, cast

from ladders.engine import (
    MAX_ROUND_CAP,
    Action,
    Event,
    GameConfig,
    IllegalAction,
    InvalidConfig,
    Outcome,
    Ruleset,
    RulesetInfo,
    Seat,
    State,
    action_schema,
    event_schema,
    fast_copy,
    load_schema,
    placements_from_keys,
    rng_below,
    rng_init,
    rng_shuffle,
    roll_die,
    teams_rng,
)
from ladders.shootin.board import DECKS, UNSEEN, Board, load_board
from ladders.shootin.cards import CARDS, CHARACTERS, EAGLE, EAGLE_CARD, Card, card
from ladders.shootin.flags import CandymanFlagCapture
from ladders.shootin.scenarios import PARTS as PARTS
from ladders.shootin.scenarios import SCENARIOS, ScenarioRules, listed_action, same_action
from ladders.shootin.team_scenarios import DirtyHalfDozen, GunsOfTobleronne, HeadHunter

# ``Event(...)`` without its Python-level ``__new__`` (one or more events on every step):
# ``_new_event(Event, (type, data, visible_to))`` builds the same tuple (docs/engine.md, point 6).
_new_event: Final = tuple.__new__
# One candy icon per cookie part, in the same order; the Peppermint Swirl is the head.
ICONS = ("peppermint_swirl", "gumdrop", "lollipop", "candy_cane", "jelly_bean", "licorice_twist")
MAX_WEAPONS_IN_PLAY = 3

_SEAT = {"type": "integer", "minimum": 0}
_SQUARE = {"type": "integer", "minimum": 1, "maximum": 100}
_CARD = {"type": "integer", "minimum": 0}
_DECK = {"enum": list(DECKS)}
_PART = {"enum": list(PARTS)}


def _action_schemas() -> dict[str, dict[str, Any]]:
    schemas = {
        "choose": action_schema(
            "Choose your Gingerbread character (L39), one not yet taken; it sets your Alternate Starting Hand.",
            character={"enum": [c["id"] for c in CHARACTERS]},
        ),
        "place": action_schema(
            "Put your cookie on a respawn point (1-6) at the start, or on a square the scenario offers.",
            point={"type": "integer", "optional": True},
            square={**_SQUARE, "optional": True},
        ),
        "respawn": action_schema("Re-enter play on a rolled respawn point; takes the whole turn."),
        "roll": action_schema("Roll two movement dice."),
        "stay": action_schema("Declare that you are not moving this turn."),
        "move": action_schema(
            "Move one unused die's full count along the path (direction +1 up the numbers, -1 down).",
            die={"enum": [0, 1]},
            direction={"enum": [1, -1]},
        ),
        "draw": action_schema("Draw from one deck of the two-colour star you landed on.", deck=_DECK),
        "play_weapon": action_schema(
            "Put a weapon card from your hand into play (at most 3; name one in play to discard at the limit).",
            card=_CARD,
            discard={**_CARD, "optional": True},
        ),
        "reload": action_schema("Play an ammo card onto one of your weapons in play.", card=_CARD, weapon=_CARD),
        "gear": action_schema(
            "Play a gear card on your turn as its effect says (docs: card effects): on you, or on "
            "another cookie (seat), a part, a die, a square to move to (to) or to fire into (square).",
            card=_CARD,
            part={**_PART, "optional": True},
            die={"enum": [0, 1], "optional": True},
            to={**_SQUARE, "optional": True},
            seat={**_SEAT, "optional": True},
            square={**_SQUARE, "optional": True},
        ),
        "attack": action_schema(
            "Attack a cookie with the Dessert Eagle (weapon -1) or a weapon in play, spending ammo.",
            weapon={"type": "integer", "minimum": -1},
            target=_SEAT,
            ammo={"type": "integer", "minimum": 1},
        ),
        "react": action_schema("Play an out-of-turn gear card against the attack on you.", card=_CARD),
        "no_reaction": action_schema("Let the attack on you be rolled."),
        "end_turn": action_schema("Declare you are done; play passes clockwise."),
        "activate": action_schema(
            "Choose which of your side's cookies takes the next turn (team scenarios).", seat=_SEAT
        ),
    }
    for name, schema in schemas.items():
        schema["properties"]["type"] = {"const": name}
    return schemas


def _seat(description: str) -> dict[str, Any]:
    return {"type": "integer", "minimum": 0, "maximum": 7, "description": description}


def _square(description: str) -> dict[str, Any]:
    return {**_SQUARE, "description": description}


def _card(description: str) -> dict[str, Any]:
    return {**_CARD, "description": description}


def _deck(description: str) -> dict[str, Any]:
    return {"type": "string", "enum": list(DECKS), "description": description}


def _part(description: str) -> dict[str, Any]:
    return {"type": "string", "enum": list(PARTS), "description": description}


# Every event is seen by every seat and spectator (``visible_to`` None) except ``card_drawn``.
_EVENT_SCHEMAS: dict[str, dict[str, Any]] = {
    "chose": event_schema(
        "A seat took its Gingerbread character (L39): at the table in turn order, or given at creation by the "
        "`characters` option (then among the set-up events). Seen by everyone.",
        seat=_seat("Who chose."),
        character={"type": "string", "description": "The character's id (the components endpoint's `characters`)."},
    ),
    "placed": event_schema(
        "A seat put its cookie on the board at the start (L79), in turn order. Scenarios with fixed start squares "
        "(Head Hunter, The Guns of Tobleronne, Candyman Flag Capture, the Dirty Half Dozen's squad) emit none for "
        "those seats. Seen by everyone.",
        optional=("point",),
        seat=_seat("Who placed."),
        point={
            "type": "integer",
            "minimum": 1,
            "maximum": 6,
            "description": "The respawn point chosen. Present when placed on a respawn point; absent when the "
            "scenario offered a square (The Dirty Half Dozen's sniper on 91-100, L366).",
        },
        square=_square("The square the cookie now stands on."),
    ),
    "turn": event_schema(
        "A seat's turn begins (its cookie respawns in it if crumbed). Seen by everyone.",
        seat=_seat("Whose turn."),
        round={"type": "integer", "minimum": 1, "description": "The round it belongs to."},
    ),
    "respawn_roll": event_schema(
        "A crumbed cookie rolled for its respawn point (L92, L216); an occupied point costs a die of damage and a "
        "re-roll (with every point taken the cookie shares the point). Seen by everyone.",
        seat=_seat("Who respawns."),
        roll={"type": "integer", "minimum": 1, "maximum": 6, "description": "The die: the respawn point's number."},
        square=_square("That respawn point's square."),
        occupied={"type": "boolean", "description": "Another cookie stands there: a die of damage follows."},
    ),
    "respawned": event_schema(
        "A crumbed cookie is back on the board with a fresh sheet (L92); its whole turn is spent. Seen by everyone.",
        seat=_seat("Who respawned."),
        square=_square("Where."),
    ),
    "rolled": event_schema(
        "The seat to act rolled its two movement dice (L98). Seen by everyone.",
        seat=_seat("Who rolled."),
        dice={
            "type": "array",
            "items": {"type": "integer", "minimum": 1, "maximum": 6},
            "minItems": 2,
            "maxItems": 2,
            "description": "The two dice, die 0 then die 1 (the `move` action's `die`).",
        },
    ),
    "stayed": event_schema(
        "The seat to act declared it is not moving this turn (L86). Seen by everyone.",
        seat=_seat("Who stayed."),
    ),
    "moved": event_schema(
        "A cookie moved: one die's full count along the path (L106), or one square by a gear card (L122). "
        "Seen by everyone.",
        seat=_seat("Who moved."),
        die={
            "type": "integer",
            "minimum": -1,
            "maximum": 1,
            "description": "The movement die used (0 or 1); -1 for a gear move.",
        },
        steps={
            "type": "integer",
            "description": "Squares moved along the path, negative down the numbers; 0 for a gear move.",
        },
        to=_square("The square reached (a ladder or slide then carries it on: a `ladder` or `slide` event)."),
    ),
    "ladder": event_schema(
        "The move's exact landing was a ladder's foot: the cookie climbed it (L112). Seen by everyone.",
        seat=_seat("Who climbed."),
        to=_square("The ladder's top, where the cookie now stands."),
    ),
    "slide": event_schema(
        "The move's exact landing was a slide's top: the cookie slid down (L112). Seen by everyone.",
        seat=_seat("Who slid."),
        to=_square("The slide's bottom, where the cookie now stands."),
    ),
    "star": event_schema(
        "A movement die landed the cookie exactly on a star (L124, L158): a one-colour star draws at once, a "
        "two-colour one asks `draw`. Not in The Dirty Half Dozen for the sniper, who draws none. Seen by everyone.",
        seat=_seat("Who landed."),
        square=_square("The star's square (after any ladder or slide)."),
        decks={
            "type": "array",
            "items": _deck("A deck colour."),
            "minItems": 1,
            "maxItems": 2,
            "description": "The star's deck colours.",
        },
    ),
    "drew": event_schema(
        "A seat drew a card (its back: the deck) from a star. Seen by everyone; the card itself is in "
        "`card_drawn`, seen by the drawer only.",
        seat=_seat("Who drew."),
        deck=_deck("The deck drawn from."),
    ),
    "card_drawn": event_schema(
        "The card a seat drew (hidden information, L132): only in that seat's events (`visible_to` is [seat]); "
        "everyone else sees `drew`.",
        seat=_seat("Who drew (the only seat shown this event)."),
        card=_card("The card drawn, now in that seat's hand."),
        deck=_deck("Its deck."),
    ),
    "reshuffled": event_schema(
        "A deck ran out as a card was drawn from it: its discards were shuffled in as the new deck (L130). "
        "Seen by everyone.",
        deck=_deck("The deck."),
        size={
            "type": "integer",
            "minimum": 0,
            "description": "Cards in the new deck; 0: no discards either, so no card is drawn.",
        },
    ),
    "weapon_played": event_schema(
        "A seat put a weapon from its hand into play, ammo track full (L138-140). Seen by everyone.",
        seat=_seat("Whose weapon."),
        card=_card("The weapon."),
    ),
    "weapon_discarded": event_schema(
        "A weapon in play went to the discards, with its loaded ammo card: the fourth weapon's limit (L138) or its "
        "cookie crumbed (L218). Seen by everyone.",
        seat=_seat("Whose weapon it was."),
        card=_card("The weapon."),
    ),
    "reloaded": event_schema(
        "A seat played an ammo card onto one of its weapons in play, refilling it (L146). Seen by everyone.",
        seat=_seat("Who reloaded."),
        card=_card("The ammo card."),
        weapon=_card("The weapon reloaded."),
    ),
    "gear_played": event_schema(
        "A seat played a gear card on its turn (L148; a reaction is a `reaction` event instead). Its effect's own "
        "events follow (`moved`, `rocket`, `mine_set`, `head_grafted`); armour and heals show in the view. Seen by "
        "everyone.",
        optional=("on",),
        seat=_seat("Who played it."),
        card=_card("The gear card."),
        on=_seat("The other cookie it was played on (L134). Present only when played on another cookie."),
    ),
    "self_reloaded": event_schema(
        "An empty weapon that reloads itself (the Ginger Snipe Rifle in The Dirty Half Dozen, L368) is full again "
        "as its holder's turn begins. Seen by everyone.",
        seat=_seat("Whose weapon."),
        weapon=_card("The weapon."),
    ),
    "head_grafted": event_schema(
        "A headless cookie grafted an opponent's head from its trophies with the Gingerbread Graft (L244). Seen by "
        "everyone.",
        seat=_seat("Who grafted it."),
        from_seat=_seat("Whose head it was."),
    ),
    "rocket": event_schema(
        "A Rockett Popp was fired into a square (L182): each cookie hit gets its own reaction window (`pending` "
        "react) in seat order, the attacker and dice in it. Seen by everyone.",
        seat=_seat("Who fired."),
        square=_square("The target square."),
        targets={
            "type": "array",
            "items": _seat("A cookie attacked."),
            "description": "The cookies attacked there, in seat order.",
        },
    ),
    "mine_set": event_schema(
        "A seat left a C4reo charge on its square (L18): the view's `counters`. Seen by everyone.",
        seat=_seat("Who set it."),
        card=_card("The C4reo card."),
        square=_square("Its square."),
    ),
    "mine": event_schema(
        "A cookie moved into another's C4reo charge: it goes off as an attack by its owner (the mover's reaction "
        "window follows). Seen by everyone.",
        seat=_seat("The charge's owner: the attacker."),
        target=_seat("The cookie that set it off."),
        card=_card("The C4reo card (now discarded)."),
        square=_square("Its square."),
    ),
    "attack": event_schema(
        "A seat declared an attack (L164-182), its ammo spent; the target's reaction window (`pending` react) "
        "follows, naming the same weapon. Seen by everyone.",
        seat=_seat("The attacker."),
        target=_seat("The cookie attacked."),
        weapon={
            "type": "integer",
            "minimum": -1,
            "description": "The weapon: -1 the Dessert Eagle (on every character card), else a weapon in play.",
        },
        ammo={"type": "integer", "minimum": 1, "description": "Ammo spent (dice per ammo, L140)."},
    ),
    "reaction": event_schema(
        "The attacked cookie played a reaction gear card (L134) against the attack: fewer dice, or none. Seen by "
        "everyone.",
        seat=_seat("Who reacted (the target)."),
        card=_card("The gear card played (discarded)."),
    ),
    "attack_roll": event_schema(
        "An attack's dice were rolled (after the target's answer): each icon hits its part (L200-212); `hit`, "
        "`miss`, `part_lost` and `crumbed` follow. Seen by everyone.",
        seat=_seat("The attacker."),
        target=_seat("The cookie attacked."),
        icons={
            "type": "array",
            "items": {"type": "string", "enum": list(ICONS), "description": "An icon (the view's `icons`)."},
            "description": "The icons rolled, one per die; empty when a reaction cancelled every die.",
        },
    ),
    "hit": event_schema(
        "One icon hit a part still on (L200-212): armour absorbs it first, else a box is lost (also a respawn "
        "onto an occupied point's damage die). Seen by everyone.",
        target=_seat("The cookie hit."),
        part=_part("The part hit."),
        armour={"type": "boolean", "description": "True: the armour on that part absorbed the hit."},
        left={"type": "integer", "minimum": 0, "description": "Boxes left on that part."},
    ),
    "miss": event_schema(
        "One icon rolled against a part already torn off: no effect (L212). Seen by everyone.",
        target=_seat("The cookie attacked."),
        icon={"type": "string", "enum": list(ICONS), "description": "The icon that missed."},
    ),
    "part_lost": event_schema(
        "A part's last box is gone: it is torn off, a trophy for the attacker (L200-212). Seen by everyone.",
        optional=("by",),
        target=_seat("Whose part."),
        part=_part("The part torn off."),
        by=_seat("Who tore it off (its trophy). Absent when nobody shot it (respawn damage, L216): no trophy."),
    ),
    "crumbed": event_schema(
        "Every part of a cookie is gone (L214): a frag for the attacker; its weapons, armour and C4reo charges are "
        "discarded, its hand kept (L218-220). Seen by everyone.",
        optional=("by",),
        seat=_seat("The cookie crumbed."),
        by=_seat("Who crumbed it (a frag). Absent for respawn damage (nobody's frag)."),
    ),
    "out": event_schema(
        "A crumbed cookie with no respawn left is out of the game (L214). Seen by everyone.",
        seat=_seat("Who is out."),
    ),
    "game_over": event_schema(
        "The game ended. Seen by everyone.",
        winners={
            "type": "array",
            "items": _seat("A winning seat."),
            "description": "The winning seats (a winning team's every member).",
        },
        reason={
            "type": "string",
            "enum": ["mission", "round_cap"],
            "description": "mission: the scenario's goal was met; round_cap: the house option's last round ended.",
        },
    ),
}


# Options every scenario takes (the rulebook's house rules and table choices).
COMMON_OPTIONS: dict[str, dict[str, Any]] = {
    "round_cap": {
        "type": ["integer", "null"],
        "minimum": 0,
        "maximum": MAX_ROUND_CAP,
        "default": None,
        "description": "House option, not in the rulebook (which has no length limit): end after this many"
        " rounds, seats placed by the scenario's key, the ending marked 'round_cap'. Null or 0 (the default):"
        " no cap.",
    },
    "damage_boxes": {
        "type": "integer",
        "minimum": 1,
        "maximum": 12,
        "description": "Boxes per cookie part instead of the scenario's (3 Standard, 6 Endurance; L198).",
    },
    "alternate_hands": {
        "type": "boolean",
        "default": False,
        "description": "All players opt in to their character's Alternate Starting Hand (L154).",
    },
    "characters": {
        "type": "array",
        "items": {"enum": [*(c["id"] for c in CHARACTERS), None]},
        "description": "Per seat, a character given at creation, or null (the default for every seat) to choose"
        " it at the table (L39 'Have each player choose their favorite Gingerbread character').",
    },
}


def scenario_options(rules: ScenarioRules) -> dict[str, Any]:
    """A scenario's options schema: the common options and its own (``ScenarioRules.options_schema``)."""
    common = {name: spec for name, spec in COMMON_OPTIONS.items() if name not in rules.unused_common_options}
    return {"type": "object", "additionalProperties": False, "properties": {**common, **rules.options_schema}}


def build_info(scenarios: Mapping[str, ScenarioRules]) -> RulesetInfo:
    """The ruleset's metadata with each scenario's own actions, events and options merged in.

    Each scenario carries its own options schema (``Scenario.options_schema``), so an option
    a scenario does not use is refused at set-up; the ruleset-level schema lists every option
    of every scenario (without the defaults that differ between scenarios)."""
    options: dict[str, Any] = dict(COMMON_OPTIONS)
    actions = _action_schemas()
    events = dict(_EVENT_SCHEMAS)
    infos = []
    for rules in scenarios.values():
        for name, spec in rules.options_schema.items():
            if name in options and options[name] != spec:
                spec = {k: v for k, v in spec.items() if k != "default"}
                spec["description"] = "Depends on the scenario: see its own options."
            options[name] = spec
        actions.update(rules.action_schemas)
        events.update(rules.event_schemas)
        infos.append(replace(rules.info, options_schema=scenario_options(rules)))
    return RulesetInfo(
        id="shootin-ladders",
        name="Shootin' Ladders: Frag Fest",
        min_seats=2,
        max_seats=8,
        scenarios=tuple(infos),
        options_schema={"type": "object", "additionalProperties": False, "properties": options},
        action_schemas=actions,
        event_schemas=events,
        hidden_information=True,
        description="Gingerbread first-person shooter on a 100-square ladders board: candy dice, cards, line of sight.",
        rules_version=2,
    )


# The JSON Schema of ``view`` (every scenario's, every viewer's), read and checked once at import.
VIEW_SCHEMA: Final = load_schema("ladders.shootin", "view.schema.json")

# The seven scenarios: the three free-for-all (scenarios.py) and the four team scenarios.
ALL_SCENARIOS: dict[str, ScenarioRules] = {
    **SCENARIOS,
    **{rules.info.id: rules for rules in (HeadHunter(), GunsOfTobleronne(), CandymanFlagCapture(), DirtyHalfDozen())},
}
INFO = build_info(ALL_SCENARIOS)


def _new_player(seat: int, boxes: int, respawns: int | None) -> dict[str, Any]:
    return {
        "character": None,  # a character id, chosen (L39)
        "pos": None,
        "status": "alive",  # alive | crumbed (respawns next turn) | out
        "boxes": boxes,  # a full part, for heals (a respawn may bring a different count)
        "parts": [boxes] * len(PARTS),
        "armour": [0] * len(PARTS),
        "armour_cards": [],  # [uid, part index]
        "weapons": [],  # {"card", "ammo", "extra_dice", "piercing", "reloads", "ammo_cards"}
        "hand": [],
        "respawns": respawns,
        "frags": 0,
        "trophies": [],  # [part, from seat]
        "grafted": 0,  # opponents' heads grafted on (graft_head gear, L244)
        "out_order": None,
    }


# Per card uid, what the hot paths ask of it (``Card.out_of_turn`` is a property: a call).
_OUT_OF_TURN: Final = tuple(c.out_of_turn for c in CARDS)
_MELEE: Final = tuple(c.melee for c in CARDS)
_RANGE: Final = tuple(c.range for c in CARDS)
_SEES: Final = tuple(c.ignore_obstructions for c in CARDS)
_EAGLE_RANGE: Final = EAGLE_CARD.range
# A weapon that is not melee, sees through no obstruction and reaches no farther than the Eagle
# (most): the attack listing's reach, melee and sight-through are as without it.
_ORDINARY: Final = tuple(not c.melee and not c.ignore_obstructions and c.range <= _EAGLE_RANGE for c in CARDS)
if max(_RANGE) >= UNSEEN:  # the attack listing reads ``Board.shot_rows`` so (UNSEEN: out of reach)
    raise ValueError("a card's range reaches UNSEEN, the board's mark for a square out of sight")
# The moves of two rolled dice, built once: ``legal_actions`` lists copies (under CPython 3.11
# copying a small dict costs about half of building it from a literal).
_MOVE_0_UP: Final = {"type": "move", "die": 0, "direction": 1}
_MOVE_0_DOWN: Final = {"type": "move", "die": 0, "direction": -1}
_MOVE_1_UP: Final = {"type": "move", "die": 1, "direction": 1}
_MOVE_1_DOWN: Final = {"type": "move", "die": 1, "direction": -1}
_ROLL: Final = {"type": "roll"}
_STAY: Final = {"type": "stay"}
_END_TURN: Final = {"type": "end_turn"}


def _is_int(value: Any) -> bool:
    return type(value) is int


_same = same_action
_listed = listed_action


_CARD_DICTS = tuple(c.to_dict() for c in CARDS)  # flat dicts of scalars: a shallow copy is a copy


def _copy_field(key: str, value: Any) -> Any:
    """A copy of one player-record field for a view (the known shapes without a generic walk)."""
    if key in ("parts", "armour", "hand"):
        return value[:]
    if key in ("trophies", "armour_cards"):
        return [entry[:] for entry in value]
    if type(value) in (int, str, bool) or value is None:
        return value
    return fast_copy(value)


def _discard(state: State, deck: str, cards: list[int]) -> None:
    """Put ``cards`` on ``deck``'s discard pile (a new table and pile: the old ones may be shared)."""
    discards = state["discards"] = state["discards"].copy()
    discards[deck] = discards[deck] + cards


def _without(cards: list[int], uid: int) -> list[int]:
    """``cards`` less the first ``uid``, as a new list (``step`` never changes a shared list)."""
    index = cards.index(uid)
    return cards[:index] + cards[index + 1 :]


def _copy_with_players(state: State, players: list[dict[str, Any]], scenario: ScenarioRules) -> State:
    """The top dict and the RNG copied, ``players`` in place of the records, and
    ``scenario_state`` copied as deep as its scenario's (``scenario``'s) hooks need.

    A function, not a static method of the ruleset: CPython 3.11 does not specialise looking
    a static method up through ``self``, and ``apply`` copies on every action."""
    copy = state.copy()
    copy["rng"] = state["rng"].copy()  # (``.copy()``: cheaper than a slice in 3.11)
    copy["players"] = players
    scenario_state = state["scenario_state"]
    if not scenario_state:
        copy["scenario_state"] = {}
    elif scenario.scenario_state_flat:
        copy["scenario_state"] = scenario_state.copy()
    else:
        copy["scenario_state"] = fast_copy(scenario_state)
    return copy


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

    # -- set-up ------------------------------------------------------------

    def _setup(self, config: GameConfig, seed: int) -> State:
        scenario = self.scenarios[config.scenario]
        if config.teams is not None and not scenario.info.teams:
            raise InvalidConfig("teams_not_allowed", "This scenario is free-for-all.")
        state: State = {
            "rng": rng_init(seed),
            "scenario": config.scenario,
            "options": dict(config.options),
            "seats": config.seats,
            "teams": None if config.teams is None else list(config.teams),
            "players": [],
            "decks": {deck: [] for deck in DECKS},
            "discards": {deck: [] for deck in DECKS},
            "phase": "place",
            "current": 0,
            "first": 0,
            "round": 1,
            "turn": None,
            "pending": None,
            "winners": None,
            "end_reason": None,
            "fallen": 0,
            "scenario_state": {},  # a scenario's own bookkeeping (e.g. who has been deployed)
            "counters": [],  # C4reo charges on the board: {"card", "square", "owner"}
        }
        respawns = scenario.respawn_allowance(state["options"])
        for seat in range(config.seats):
            player = _new_player(seat, 0, respawns)
            state["players"].append(player)
        for seat in range(config.seats):
            boxes = scenario.boxes_for(state, seat, respawn=False)
            state["players"][seat]["boxes"] = boxes
            state["players"][seat]["parts"] = [boxes] * len(PARTS)
        aside = list(scenario.set_aside(state))
        for c in CARDS:
            if c.id in aside:
                aside.remove(c.id)  # out of the game (one copy per id named)
                continue
            state["decks"][c.deck].append(c.uid)
        alternate = bool(state["options"].get("alternate_hands"))
        # Named cards are chosen, not dealt: take those copies before the shuffle. (An
        # Alternate Starting Hand is taken when its character is chosen, L39, L154.)
        for seat, player in enumerate(state["players"]):
            for card_id in scenario.starting_cards(state, seat):
                self._take_named(state, player, card_id)
        for deck in DECKS:
            rng_shuffle(state, state["decks"][deck])
        if not alternate:
            # The Alternate Starting Hand replaces the scenario's dealt hand (L154).
            for seat, player in enumerate(state["players"]):
                for deck, count in scenario.deal_counts(state, seat).items():
                    for _ in range(count):
                        player["hand"].append(state["decks"][deck].pop())
        # "The highest rolling player ... will take their Turn first": a roll-off, ties re-roll.
        contenders = list(range(config.seats))
        while len(contenders) > 1:
            rolls = [roll_die(state, 6) for _ in contenders]
            best = max(rolls)
            contenders = [s for s, r in zip(contenders, rolls, strict=True) if r == best]
        state["first"] = state["current"] = contenders[0]
        given = list(state["options"].get("characters") or [])
        if len(given) > config.seats:
            raise InvalidConfig(
                "bad_characters", f"options.characters names {len(given)} seats; there are {config.seats}."
            )
        taken = [c for c in given if c is not None]
        if len(set(taken)) != len(taken):
            raise InvalidConfig("bad_characters", "Each character is one token: name a character once (L16, L39).")
        for seat, character in enumerate(given):
            if character is not None:
                self._give_character(state, seat, character, [])
        state["phase"] = "choose"
        chooser = self._next_to_choose(state, state["first"], include=True)
        if chooser is None:
            self._after_choosing(state, [], at_setup=True)
        else:
            state["current"] = chooser
        return state

    def _take_named(self, state: State, player: dict[str, Any], card_id: str) -> None:
        """Move one copy of ``card_id`` from its deck into ``player``'s hand (none left: nothing)."""
        for deck in DECKS:
            pile = state["decks"][deck]
            found = next((u for u in pile if CARDS[u].id == card_id), None)
            if found is not None:
                state["decks"] = {**state["decks"], deck: _without(pile, found)}
                player["hand"] = [*player["hand"], found]
                return

    def _give_character(self, state: State, seat: Seat, character: str, events: list[Event]) -> None:
        """``seat`` plays ``character``; with Alternate Starting Hands it takes that character's hand (L154)."""
        player = state["players"][seat]
        player["character"] = character
        if state["options"].get("alternate_hands"):
            hand = next(c for c in CHARACTERS if c["id"] == character)["alternate_hand"]
            for card_id in hand:
                self._take_named(state, player, card_id)
        events.append(_new_event(Event, ("chose", {"seat": seat, "character": character}, None)))

    def _next_to_choose(self, state: State, seat: Seat, *, include: bool = False) -> Seat | None:
        """The next seat, clockwise from ``seat`` and not past the first player, still without a character."""
        seats, first = int(state["seats"]), int(state["first"])
        offset = (seat - first) % seats
        for step in range(offset if include else offset + 1, seats):
            candidate = (first + step) % seats
            if state["players"][candidate]["character"] is None:
                return candidate
        return None

    def _choose_actions(self, state: State) -> list[Action]:
        taken = {p["character"] for p in state["players"]}
        return [{"type": "choose", "character": c["id"]} for c in CHARACTERS if c["id"] not in taken]

    def _step_choose(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        self._give_character(state, seat, action["character"], events)
        chooser = self._next_to_choose(state, seat)
        if chooser is None:
            self._after_choosing(state, events)
        else:
            state["current"] = chooser

    def _after_choosing(self, state: State, events: list[Event], *, at_setup: bool = False) -> None:
        """Every cookie has its character: the scenario's starting positions (L79 or its own)."""
        scenario = self.scenarios[state["scenario"]]
        state["phase"] = "place"
        state["current"] = state["first"]
        fixed = scenario.start_squares(state)
        if fixed is not None:
            for seat, square in enumerate(fixed):
                state["players"][seat]["pos"] = square
            unplaced = self._next_to_place(state, state["first"], include=True)
            if unplaced is None:
                if at_setup:
                    # Play begins in set-up (every start square fixed): its events (the first
                    # turn, a team roll) wait in the state and lead the first action's events.
                    opening: list[Event] = []
                    self._begin_play(state, opening)
                    if opening:
                        state["opening"] = [e.to_dict() for e in opening]
                else:
                    self._begin_play(state, events)
            else:
                state["current"] = unplaced

    def _next_to_place(self, state: State, seat: Seat, *, include: bool = False) -> Seat | None:
        """The next seat, clockwise from ``seat`` and not past the first player, still to place."""
        seats, first = int(state["seats"]), int(state["first"])
        offset = (seat - first) % seats
        for step in range(offset if include else offset + 1, seats):
            candidate = (first + step) % seats
            if state["players"][candidate]["pos"] is None:
                return candidate
        return None

    def _begin_play(self, state: State, events: list[Event]) -> None:
        state["phase"] = "play"
        self._next_turn(state, self.scenarios[state["scenario"]].first_turn(state, events), events)

    def _next_turn(self, state: State, candidates: list[int], events: list[Event]) -> None:
        """Start the next turn: one candidate starts it, several make an ``activate`` choice
        for the first of them (a team picking its member, L232), none means the scenario
        opened a decision of its own (a team choosing to go first) that starts it later."""
        if len(candidates) == 1:
            self._start_turn(state, candidates[0], events)
        elif candidates:
            state["current"] = candidates[0]
            self.scenarios[state["scenario"]].open_pending(
                state, {"kind": "activate", "seat": candidates[0], "seats": list(candidates)}
            )

    # -- reading -----------------------------------------------------------

    def to_act(self, state: State) -> list[Seat]:
        if state["winners"] is not None:
            return []
        pending = state["pending"]
        if pending is not None:
            return [pending["seat"]]
        return [state["current"]]

    def legal_actions(self, state: State, seat: Seat) -> list[Action]:
        if state["winners"] is not None:
            return []
        pending = state["pending"]
        if pending is None and state["phase"] == "play":
            # Most calls: the turn's own steps (the active phase, a roll or stay, a respawn).
            if seat != state["current"]:
                return []
            phase = state["turn"]["phase"]
            if phase == "start":
                return [_ROLL.copy(), _STAY.copy()]
            if phase == "respawn":
                return [{"type": "respawn"}]
            return self._active_actions(state, seat)
        if pending is not None:
            if seat != pending["seat"]:
                return []
            kind = pending["kind"]
            if kind == "react":
                return self._react_actions(state, seat)
            if kind == "activate":
                # A side's choice of who acts (team play: every turn), listed by a loop: under
                # CPython 3.11 a comprehension makes a function object and a frame per call.
                choices: list[Action] = []
                for s in pending["seats"]:
                    choices.append({"type": "activate", "seat": s})
                return choices
            if kind == "draw":
                return [{"type": "draw", "deck": deck} for deck in pending["decks"]]
            return self.scenarios[state["scenario"]].pending_actions(state, seat, pending)
        if seat != state["current"]:
            return []
        if state["phase"] == "choose":
            return self._choose_actions(state)
        if state["phase"] == "place":
            return self.scenarios[state["scenario"]].place_actions(state, seat, self._free_points(state))
        phase = state["turn"]["phase"]
        if phase == "respawn":
            return [{"type": "respawn"}]
        if phase == "start":
            return [{"type": "roll"}, {"type": "stay"}]
        return self._active_actions(state, seat)

    def _usable_hand(self, state: State, seat: Seat) -> list[int]:
        """The hand cards ``seat`` may play (the scenario may forbid some)."""
        hand: list[int] = state["players"][seat]["hand"]
        scenario = self.scenarios[state["scenario"]]
        if scenario.plain_may_use_card:
            return hand
        return [u for u in hand if scenario.may_use_card(state, seat, u)]

    def _react_actions(self, state: State, seat: Seat) -> list[Action]:
        reacts: list[Action] = [{"type": "no_reaction"}]
        # A cookie that respawned this round takes no action, a reaction included, until its
        # next turn (L92); the window still opens, as for any attack.
        if state["players"][seat].get("respawned"):
            return reacts
        seen: set[str] = set()
        for uid in self._usable_hand(state, seat):
            c = CARDS[uid]
            if _OUT_OF_TURN[uid] and c.id not in seen:
                seen.add(c.id)
                reacts.append({"type": "react", "card": uid})
        return reacts

    def _free_points(self, state: State) -> list[int]:
        occupied = {p["pos"] for p in state["players"] if p["pos"] is not None}
        free = [n for n, sq in sorted(self.board.respawn_points.items()) if sq not in occupied]
        return free or sorted(self.board.respawn_points)

    def _active_actions(self, state: State, seat: Seat) -> list[Action]:
        player = state["players"][seat]
        pos = player["pos"]
        actions: list[Action] = []
        rolling = False  # a die still to move
        turn = state["turn"]
        dice = turn["dice"]
        squares = self._squares
        if len(dice) != 2:  # none after a stay (a test may set any number)
            for index, value in enumerate(dice):
                if value is not None:
                    rolling = True
                    if pos + value <= squares:
                        actions.append({"type": "move", "die": index, "direction": 1})
                    if pos - value >= 1:
                        actions.append({"type": "move", "die": index, "direction": -1})
        else:  # two after a roll, written out
            first, second = dice
            if first is not None:
                rolling = True
                if pos + first <= squares:
                    actions.append(_MOVE_0_UP.copy())
                if pos - first >= 1:
                    actions.append(_MOVE_0_DOWN.copy())
            if second is not None:
                rolling = True
                if pos + second <= squares:
                    actions.append(_MOVE_1_UP.copy())
                if pos - second >= 1:
                    actions.append(_MOVE_1_DOWN.copy())
        scenario = self.scenarios[state["scenario"]]
        hand = player["hand"]
        if hand:
            if not scenario.plain_may_use_card:
                hand = [u for u in hand if scenario.may_use_card(state, seat, u)]
            # One action per card name (copies are interchangeable): made at the first ammo or
            # gear card (a hand of weapons alone needs none).
            seen: set[str] | None = None
            in_play = player["weapons"]
            for uid in hand:
                c = CARDS[uid]
                deck = c.deck
                if deck == "weapon":
                    if len(in_play) < MAX_WEAPONS_IN_PLAY:
                        actions.append({"type": "play_weapon", "card": uid})
                    else:
                        for w in in_play:
                            actions.append({"type": "play_weapon", "card": uid, "discard": w["card"]})
                elif deck == "ammo":
                    if seen is None:
                        seen = {c.id}
                    elif c.id in seen:
                        continue
                    else:
                        seen.add(c.id)
                    for w in in_play:
                        if w["ammo"] is not None:
                            actions.append({"type": "reload", "card": uid, "weapon": w["card"]})
                elif not _OUT_OF_TURN[uid]:
                    if seen is None:
                        seen = {c.id}
                    elif c.id in seen:
                        continue
                    else:
                        seen.add(c.id)
                    # ``_gear_actions``, without its call and list for the commonest gear in
                    # hand: a Rockett Popp (its squares), a head graft with the head still on.
                    effect = c.effect
                    if effect == "rocket":
                        for square in self._rocket_squares(state, state["turn"]["seat"], player, c):
                            actions.append({"type": "gear", "card": uid, "square": square})
                    elif effect != "graft_head" or player["parts"][0] == 0:
                        actions.extend(self._gear_actions(state, player, uid))
        # Every legal attack: per target, per weapon, per ammo count with at least one die to
        # roll. (Inline: this listing is most of the active phase's, and a call is not free.)
        # Nothing reaches past the longest range of the Eagle and the weapons in play, and
        # the squares passed matter only with a melee weapon that can strike.
        longest = _EAGLE_RANGE
        melee = False
        seeing = 0  # the most obstructions a weapon in play may shoot through (the sniper's, L368)
        for w in player["weapons"]:
            uid = w["card"]
            if _ORDINARY[uid]:
                continue  # reaches no farther than the Eagle: changes none of the three
            if _RANGE[uid] > longest:
                longest = _RANGE[uid]
            elif _MELEE[uid]:  # a melee weapon's range is 0: never the longest
                ammo_left = w["ammo"]
                if ammo_left is None or ammo_left != 0:  # (``!= 0`` on an int alone: specialised)
                    melee = True
            if _SEES[uid] > seeing and CARDS[uid].applies("ignore_obstructions", state["scenario"]):
                seeing = _SEES[uid]
        used = turn["attacks"]
        if melee:
            # Melee reaches the attacker's own square, and the squares entered by the move just
            # made if a melee weapon was in play as they were passed (``melee_then``).
            melee_then = turn.get("melee_then", ())
            melee_squares = (pos, *turn["passed"]) if melee_then else (pos,)
        else:
            melee_then = melee_squares = ()
        board = self.board
        distance = board.distance_rows[pos]
        # Unless a weapon sees through obstructions, a target out of the board's sight is out
        # of every weapon's reach (a melee strike aside): one test for both (most targets).
        reachable = board.shot_rows[pos] if not seeing and scenario.plain_line_of_sight else distance
        far = b""
        sight: bytes | None = None  # fetched once a target is within reach
        armed: list[tuple[Card, int, int]] | None = None
        plain_may_attack = scenario.plain_may_attack
        for target, other in enumerate(state["players"]):
            if target == seat or other["status"] != "alive":
                continue
            there = other["pos"]
            if melee:
                normal_used, extra_used = used[target]
                if not extra_used and there in melee_squares:
                    melee_ok = True
                elif normal_used or reachable[there] > longest:
                    continue
                else:
                    melee_ok = False
            elif used[target][0] or reachable[there] > longest:
                continue  # attacked already, or out of every weapon's reach or sight
            else:
                normal_used = 0
                melee_ok = False
            # Friends: in team play a third of the table.
            if not plain_may_attack and not scenario.may_attack(state, seat, target):
                continue
            if normal_used:
                reach = -1
            else:
                reach = distance[there]
                if reach > longest:
                    reach = -1
            if sight is None:
                far, sight = board.far_rows[pos], board.sight_rows[pos]
            # Blocked sight: only a weapon that sees through that many obstructions may fire.
            through = 0
            if reach >= 0 and not (
                sight[there] if scenario.plain_line_of_sight else scenario.line_of_sight(board, state, seat, pos, there)
            ):
                through = board.obstructions(pos, there) if seeing else 99
                if through > seeing:
                    if not melee_ok:
                        continue
                    reach = -1
            if armed is None:
                armed = self._armed(player)
            blank = 1 if there == pos else 0
            long_range = far[there]
            for c, per, most in armed:
                if c.melee:
                    if not melee_ok or (there != pos and c.uid not in melee_then):
                        continue
                    bonus = 0
                elif reach < 0 or reach > c.range or (through and through > self._sees_through(state, c)):
                    continue
                else:
                    bonus = blank - (long_range and not c.no_long_range_penalty)
                for ammo in range(1, most + 1):
                    if per * ammo + bonus > 0:
                        actions.append({"type": "attack", "weapon": c.uid, "target": target, "ammo": ammo})
        if not scenario.plain_active_actions:
            actions.extend(scenario.active_actions(state, seat))
        if not rolling:
            # "Your Turn ends when you ... have moved your full amount": both dice first.
            actions.append(_END_TURN.copy())
        return actions

    def _gear_actions(self, state: State, player: dict[str, Any], uid: int) -> list[Action]:
        """The ways to play gear card ``uid`` now, from its effect (cards.EFFECTS)."""
        c = CARDS[uid]
        effect = c.effect
        if effect == "armour" or effect == "heal":
            actions: list[Action] = []
            for target, other in self._gear_targets(state, player, c):
                parts = other["parts"]
                if effect == "armour":
                    chosen = range(len(PARTS)) if c.part is None else (PARTS.index(c.part),)
                    fits = [i for i in chosen if parts[i] > 0]
                else:
                    full = other["boxes"]
                    fits = [i for i in range(len(PARTS)) if 0 < parts[i] < full]
                for i in fits:
                    action: Action = {"type": "gear", "card": uid}
                    if c.part is None or effect == "heal":
                        action["part"] = PARTS[i]
                    if target is not None:
                        action["seat"] = target
                    actions.append(action)
            return actions
        if effect == "die_change":
            return [
                {"type": "gear", "card": uid, "die": i} for i, v in enumerate(state["turn"]["dice"]) if v is not None
            ]
        if effect == "move":
            if state["turn"].get("stayed"):
                return []  # "declare that you are not moving this Turn" (L86): no gear move either
            pos = player["pos"]
            vertical = c.effects[0]["direction"] == "vertical"
            squares = self.board.vertical_neighbours(pos) if vertical else self.board.diagonal_neighbours(pos)
            return [{"type": "gear", "card": uid, "to": s} for s in squares]
        if effect == "graft_head":
            if player["parts"][0] != 0:
                return []
            heads = 0
            for part, _ in player["trophies"]:
                if part == "head":
                    heads += 1
            if heads > player.get("grafted", 0):
                return [{"type": "gear", "card": uid}]
            return []
        if effect == "rocket":
            seat = state["turn"]["seat"]
            squares = self._rocket_squares(state, seat, player, c)
            return [{"type": "gear", "card": uid, "square": s} for s in squares] if squares else []
        if effect == "mine":
            return [{"type": "gear", "card": uid}]
        return []

    def _gear_targets(self, state: State, player: dict[str, Any], c: Card) -> list[tuple[Seat | None, dict[str, Any]]]:
        """Whom a gear card may be played on: yourself (None), and with ``on: cookie`` any other
        standing cookie within its reach and in sight (L134 'on yourself or on another player')."""
        targets: list[tuple[Seat | None, dict[str, Any]]] = [(None, player)]
        if c.on_others:
            pos = player["pos"]
            distance, sight = self.board.distance_rows[pos], self.board.sight_rows[pos]
            for seat, other in enumerate(state["players"]):
                there = other["pos"]
                if other is player or other["status"] != "alive" or there is None:
                    continue
                if distance[there] <= c.reach and sight[there]:
                    targets.append((seat, other))
        return targets

    def _rocket_squares(self, state: State, seat: Seat, player: dict[str, Any], c: Card) -> list[int]:
        """Target squares for a square-targeted attack (L182): in range and sight, not your own,
        with a cookie there that may still be attacked this turn, and at least one die to roll.
        (The targets of ``_rocket_targets``, the geometry asked first: most are out of range.)"""
        pos = player["pos"]
        board = self.board
        scenario = self.scenarios[state["scenario"]]
        used = state["turn"]["attacks"]
        plain_sight = scenario.plain_line_of_sight
        # With the board's own sight, one test for out of range or out of sight (as the
        # attack listing); a scenario's own sight is asked after the range.
        reachable = board.shot_rows[pos] if plain_sight else board.distance_rows[pos]
        far = board.far_rows[pos]
        reach, dice = c.range, c.dice
        squares: set[int] | None = None  # made for the first target found (most listings find none)
        for target, other in enumerate(state["players"]):
            if target == seat or other["status"] != "alive" or used[target][0]:
                continue
            there = other["pos"]
            if there == pos or reachable[there] > reach or dice - far[there] < 1:
                continue
            if squares is not None and there in squares:
                continue  # a square already found
            if not scenario.plain_may_attack and not scenario.may_attack(state, seat, target):
                continue
            if plain_sight or scenario.line_of_sight(board, state, seat, pos, there):
                if squares is None:
                    squares = {there}
                else:
                    squares.add(there)
        if squares is None:
            return []
        return sorted(squares)

    def _rocket_targets(self, state: State, seat: Seat, square: int | None) -> list[Seat]:
        """Other standing cookies (on ``square``, if given) that ``seat`` may attack now."""
        scenario = self.scenarios[state["scenario"]]
        used = state["turn"]["attacks"]
        return [
            t
            for t, other in enumerate(state["players"])
            if t != seat
            and other["status"] == "alive"
            and (square is None or other["pos"] == square)
            and not used[t][0]
            and (scenario.plain_may_attack or scenario.may_attack(state, seat, t))
        ]

    def attack_dice(
        self, state: State, seat: Seat, weapon_uid: int, target: Seat, ammo: int, from_square: int | None = None
    ) -> int:
        """Dice rolled for an attack (before any reaction): D per ammo, special ammo,
        point blank +1 (not melee), long range -1 (more than one level away).
        ``from_square`` asks "what if the attacker stood there" (for bots)."""
        c = card(weapon_uid)
        dice = c.dice * ammo
        if weapon_uid != EAGLE:
            loaded = next(w for w in state["players"][seat]["weapons"] if w["card"] == weapon_uid)
            dice += loaded["extra_dice"] * ammo
        a = state["players"][seat]["pos"] if from_square is None else from_square
        b = state["players"][target]["pos"]
        if not c.melee:
            if a == b:
                dice += 1
            if self.board.level_gap(a, b) > 1 and not c.no_long_range_penalty:
                dice -= 1
        return dice

    def _armed(self, player: dict[str, Any]) -> list[tuple[Card, int, int]]:
        """(card, dice per ammo, most ammo in one attack) for the Eagle and each weapon that can fire."""
        armed = [(EAGLE_CARD, EAGLE_CARD.dice, 1)]
        for w in player["weapons"]:
            left = w["ammo"]
            if left is None or left > 0:
                c = CARDS[w["card"]]
                per = c.dice + w["extra_dice"]
                shots = c.shots
                armed.append((c, per, 1 if left is None else shots if shots <= left else left))  # min(), uncalled
        return armed

    @staticmethod
    def _sees_through(state: State, c: Card) -> int:
        """How many obstructions weapon ``c`` may shoot through in this scenario."""
        return c.ignore_obstructions if c.applies("ignore_obstructions", state["scenario"]) else 0

    # -- checking one action ---------------------------------------------------

    def check(self, state: State, seat: Seat, action: Action) -> None:
        """Validate this one action without listing every legal one (docs/engine.md, point 3).

        Accepts exactly what ``legal_actions`` lists (``test_check_agrees_with_legal_actions``):
        the same keys, ``int`` parameters that are ints (not bools), and the rule that allows
        it. A refusal lists the legal choices of that type, as the engine's default does, so
        its message says how to fix the call (built only then, from ``legal_actions``).
        """
        if state["winners"] is not None:
            raise IllegalAction("game_over", "The game is over; no more actions are accepted.")
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise IllegalAction("malformed_action", 'An action is a JSON object with a string "type".')
        pending = state["pending"]
        if seat != (state["current"] if pending is None else pending["seat"]):
            raise IllegalAction("not_your_turn", f"Seat {seat} may not act now; waiting on {self.to_act(state)}.")
        kind = action["type"]
        if kind not in self.info.action_schemas:
            known = ", ".join(sorted(self.info.action_schemas))
            raise IllegalAction("unknown_action_type", f"Unknown action type {kind!r}; known: {known}.")
        if pending is None and state["phase"] == "play" and state["turn"]["phase"] == "active":
            # The active phase, most actions: straight to that type's own check.
            check = self._ACTIVE_CHECKS.get(kind)
            allowed = (
                _listed(action, self.scenarios[state["scenario"]].active_actions(state, seat))
                if check is None
                else check(self, state, seat, action)
            )
        else:
            allowed = self._allowed(state, seat, action)
        if not allowed:
            raise self._refusal(state, seat, action)

    def _refusal(self, state: State, seat: Seat, action: Action) -> IllegalAction:
        legal = self.legal_actions(state, seat)
        same_type = [a for a in legal if a["type"] == action["type"]]
        if same_type:
            return IllegalAction(
                "illegal_action", f"That {action['type']!r} is not legal now; legal choices are: {same_type}."
            )
        types = sorted({a["type"] for a in legal})
        return IllegalAction(
            "wrong_action_type", f"A {action['type']!r} is not possible now; possible action types: {types}."
        )

    def _allowed(self, state: State, seat: Seat, action: Action) -> bool:
        """Is ``action`` (its type known, ``seat`` to act) one that ``legal_actions`` lists?"""
        kind = action["type"]
        size = len(action)
        pending = state["pending"]
        if pending is not None:
            pending_kind = pending["kind"]
            if pending_kind == "react":
                if kind == "no_reaction":
                    return size == 1
                if kind != "react" or size != 2:
                    return False
                uid = action.get("card")
                if type(uid) is not int or state["players"][seat].get("respawned"):
                    return False
                hand = self._usable_hand(state, seat)
                return uid in hand and CARDS[uid].out_of_turn and self._first_copy(hand, uid)
            if pending_kind == "activate":
                return (
                    kind == "activate"
                    and size == 2
                    and _is_int(action.get("seat"))
                    and action["seat"] in pending["seats"]
                )
            if pending_kind == "draw":
                return (
                    kind == "draw"
                    and size == 2
                    and type(action.get("deck")) is str
                    and action["deck"] in pending["decks"]
                )
            return self.scenarios[state["scenario"]].pending_allows(state, seat, pending, action)
        if state["phase"] == "choose":
            return _listed(action, self._choose_actions(state))
        if state["phase"] == "place":
            return _listed(
                action, self.scenarios[state["scenario"]].place_actions(state, seat, self._free_points(state))
            )
        phase = state["turn"]["phase"]
        if phase == "respawn":
            return kind == "respawn" and size == 1
        if phase == "start":
            return kind in ("roll", "stay") and size == 1
        check = self._ACTIVE_CHECKS.get(kind)
        if check is None:
            # A scenario's own active-phase action (or a type never legal in this phase).
            return _listed(action, self.scenarios[state["scenario"]].active_actions(state, seat))
        return check(self, state, seat, action)

    @staticmethod
    def _first_copy(hand: list[int], uid: int) -> bool:
        """Is ``uid`` the first card of its name in ``hand``? (Copies are one choice, listed once.)"""
        name = CARDS[uid].id
        for u in hand:
            if CARDS[u].id == name:
                return u == uid
        return False

    def _check_move(self, state: State, seat: Seat, action: Action) -> bool:
        if len(action) != 3:
            return False
        die, direction = action.get("die"), action.get("direction")
        if type(die) is not int or type(direction) is not int or direction not in (1, -1):
            return False
        dice = state["turn"]["dice"]
        if not 0 <= die < len(dice) or dice[die] is None:
            return False
        end: int = state["players"][seat]["pos"] + direction * dice[die]
        return 1 <= end <= self._squares

    def _check_end_turn(self, state: State, seat: Seat, action: Action) -> bool:
        dice = state["turn"]["dice"]
        return len(action) == 1 and dice.count(None) == len(dice)

    def _check_play_weapon(self, state: State, seat: Seat, action: Action) -> bool:
        uid = action.get("card")
        if type(uid) is not int or uid not in self._usable_hand(state, seat) or CARDS[uid].deck != "weapon":
            return False
        in_play = state["players"][seat]["weapons"]
        if len(in_play) < MAX_WEAPONS_IN_PLAY:
            return len(action) == 2
        discard = action.get("discard")
        return len(action) == 3 and type(discard) is int and any(w["card"] == discard for w in in_play)

    def _check_reload(self, state: State, seat: Seat, action: Action) -> bool:
        uid, weapon = action.get("card"), action.get("weapon")
        if len(action) != 3 or type(uid) is not int or type(weapon) is not int:
            return False
        hand = self._usable_hand(state, seat)
        if uid not in hand or CARDS[uid].deck != "ammo" or not self._first_copy(hand, uid):
            return False
        return any(w["card"] == weapon and w["ammo"] is not None for w in state["players"][seat]["weapons"])

    def _check_gear(self, state: State, seat: Seat, action: Action) -> bool:
        uid = action.get("card")
        if type(uid) is not int:
            return False
        hand = self._usable_hand(state, seat)
        if uid not in hand:
            return False
        c = CARDS[uid]
        if c.deck != "gear" or c.out_of_turn or not self._first_copy(hand, uid):
            return False
        return _listed(action, self._gear_actions(state, state["players"][seat], uid))

    def _check_attack(self, state: State, seat: Seat, action: Action) -> bool:
        uid, target, ammo = action.get("weapon"), action.get("target"), action.get("ammo")
        if len(action) != 4 or type(uid) is not int or type(target) is not int or type(ammo) is not int:
            return False
        players = state["players"]
        if target == seat or not 0 <= target < len(players) or players[target]["status"] != "alive":
            return False
        normal_used, extra_used = state["turn"]["attacks"][target]
        if normal_used and extra_used:
            return False
        scenario = self.scenarios[state["scenario"]]
        if not scenario.plain_may_attack and not scenario.may_attack(state, seat, target):
            return False
        for c, per, most in self._armed(players[seat]):
            if c.uid != uid:
                continue
            if not 1 <= ammo <= most:
                return False
            pos, there = players[seat]["pos"], players[target]["pos"]
            if c.melee:
                turn = state["turn"]
                if extra_used or per * ammo <= 0:
                    return False
                return there == pos or (there in turn["passed"] and uid in turn.get("melee_then", ()))
            board = self.board
            if normal_used or board.distance_rows[pos][there] > c.range:
                return False
            if not scenario.line_of_sight(board, state, seat, pos, there):
                seeing = self._sees_through(state, c)
                if not seeing or board.obstructions(pos, there) > seeing:
                    return False
            bonus = (1 if there == pos else 0) - (board.far_rows[pos][there] and not c.no_long_range_penalty)
            return per * ammo + bonus > 0
        return False

    _ACTIVE_CHECKS: ClassVar[dict[str, Callable[[ShootinLadders, State, Seat, Action], bool]]] = {
        "move": _check_move,
        "end_turn": _check_end_turn,
        "play_weapon": _check_play_weapon,
        "reload": _check_reload,
        "gear": _check_gear,
        "attack": _check_attack,
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

    def view(self, state: State, seat: Seat | None) -> dict[str, Any]:
        players = []
        for s, p in enumerate(state["players"]):
            shown = {k: _copy_field(k, v) for k, v in p.items() if k != "hand"}
            counts = dict.fromkeys(DECKS, 0)
            for u in p["hand"]:
                counts[CARDS[u].deck] += 1
            shown["hand_counts"] = counts
            if s == seat:
                shown["hand"] = list(p["hand"])
            players.append(shown)
        return {
            "board": self.board.to_dict(),
            "scenario": state["scenario"],
            "options": dict(state["options"]),
            "seats": state["seats"],
            "teams": state["teams"],
            "parts": list(PARTS),
            "icons": list(ICONS),
            "players": players,
            "deck_sizes": {deck: len(cards) for deck, cards in state["decks"].items()},
            "discards": {deck: list(cards) for deck, cards in state["discards"].items()},
            "phase": state["phase"],
            "current": state["current"],
            "round": state["round"],
            "turn": fast_copy(state["turn"]),
            "pending": fast_copy(state["pending"]),
            "winners": fast_copy(state["winners"]),
            "end_reason": state["end_reason"],
            "scenario_state": self.scenarios[state["scenario"]].public_state(state),
            "counters": [dict(c) for c in state.get("counters", ())],
            # What each card this viewer can see is: its own hand, everything in play, the discards.
            "cards": {str(u): dict(_CARD_DICTS[u]) for u in self._visible_cards(state, seat)},
        }

    @staticmethod
    def _visible_cards(state: State, seat: Seat | None) -> set[int]:
        visible: set[int] = set(state["players"][seat]["hand"]) if seat is not None else set()
        for p in state["players"]:
            for w in p["weapons"]:
                visible.add(w["card"])
                visible.update(w["ammo_cards"])
            visible.update(a[0] for a in p["armour_cards"])
        for pile in state["discards"].values():
            visible.update(pile)
        visible.update(c["card"] for c in state.get("counters", ()))  # set face up (``mine_set`` names it)
        return visible

    def tallies(self, state: State) -> tuple[list[int], list[int]]:
        players = state["players"]
        return [int(p["frags"]) for p in players], [len(p["trophies"]) for p in players]

    def outcome(self, state: State) -> Outcome | None:
        winners = state["winners"]
        if winners is None:
            return None
        scenario = self.scenarios[state["scenario"]]
        seats = range(state["seats"])
        keys = [scenario.placement_key(state, s) for s in seats]
        players = state["players"]
        return Outcome(
            placements=placements_from_keys(keys),
            winners=list(winners),
            score=[scenario.score(state, s) for s in seats],
            frags=[p["frags"] for p in players],
            trophies=[len(p["trophies"]) for p in players],
            teams=None if state["teams"] is None else list(state["teams"]),
            details={
                "trophies": [[{"part": part, "from_seat": by} for part, by in p["trophies"]] for p in players],
                "end_reason": state["end_reason"],
                "rounds": min(state["round"], state["options"].get("round_cap") or state["round"]),
                **scenario.outcome_details(state),
            },
        )

    def view_schema(self) -> dict[str, Any]:
        """``view.schema.json``: the view of every scenario, for a seat and for a spectator."""
        return VIEW_SCHEMA

    def components(self) -> dict[str, Any]:
        # Events and views name a card by uid; the Dessert Eagle on every character card is -1.
        return {"cards": [EAGLE_CARD.to_dict(), *(c.to_dict() for c in CARDS)], "characters": list(CHARACTERS)}

    def render_svg(self, view: dict[str, Any]) -> str | None:
        from ladders.shootin.svg import render_board_svg

        return render_board_svg(view)

    def evaluate(self, state: State) -> list[float] | None:
        """Trophies, frags and health relative to the table, squashed into [0, 1]."""
        players = state["players"]
        values = []
        for p in players:
            health = sum(p["parts"]) / (len(PARTS) * p["boxes"])
            values.append(3.0 * len(p["trophies"]) + p["frags"] + health - (2.0 if p["status"] == "out" else 0.0))
        mean = sum(values) / len(values)
        return [0.5 + 0.5 * math.tanh((v - mean) / 3.0) for v in values]

    def apply(self, state: State, seat: Seat, action: Action) -> tuple[State, list[Event]]:
        """As the engine's ``apply`` (check, copy, step), with a lighter copy for the steps
        that change no player record but the one whose turn begins (``_TURN_ONLY_STEPS``):
        those share the records, and ``_start_turn`` copies the one it changes; a move
        copies the mover's record only.

        The actions that make up most of a game (a die's move, the end of a turn, roll or
        stay, letting an attack be rolled, a team's ``activate`` or ``go_first``) take a
        short way: the test ``check`` makes for them, inline. Whatever fails it goes the
        long way, where ``check`` says why."""
        if self._normalizes:
            action = self.normalize_action(state, seat, action)
        scenario = self.scenarios[state["scenario"]]
        # Guard clauses, each leaving for the long way, keep every jump here short: CPython
        # 3.11 specialises a comparison only when its jump follows it directly (no
        # ``EXTENDED_ARG`` for a jump over a long block), and these run on every action.
        if type(action) is not dict or state["winners"] is not None or scenario.hooks_mutate_in_place:
            return self._apply_checked(state, seat, action, scenario)
        kind = action.get("type")
        pending = state["pending"]
        if pending is not None:
            if seat != pending["seat"]:
                return self._apply_checked(state, seat, action, scenario)
            if kind == "no_reaction":
                if len(action) != 1 or pending["kind"] != "react":
                    return self._apply_checked(state, seat, action, scenario)
                players = list(map(dict.copy, state["players"]))  # damage may come to anyone
            elif kind == "activate":
                # ``_allowed``'s test, inline: one of the side's cookies offered (team play, a
                # sixth of a team game's actions). It starts a turn: ``_TURN_ONLY_STEPS``.
                chosen = action.get("seat")
                if (
                    len(action) != 2
                    or pending["kind"] != "activate"
                    or type(chosen) is not int
                    or chosen not in pending["seats"]
                ):
                    return self._apply_checked(state, seat, action, scenario)
                players = state["players"].copy()
            elif kind == "go_first":
                # A team's choice at the round's start: the scenario's own test, as ``_allowed``
                # asks it for this decision; it starts no turn or one (``_TURN_ONLY_STEPS``).
                if pending["kind"] != "go_first" or not scenario.pending_allows(state, seat, pending, action):
                    return self._apply_checked(state, seat, action, scenario)
                players = state["players"].copy()
            else:
                return self._apply_checked(state, seat, action, scenario)
        else:
            if seat != state["current"] or state["phase"] != "play":
                return self._apply_checked(state, seat, action, scenario)
            turn = state["turn"]
            phase = turn["phase"]
            if phase == "start":
                if (kind != "roll" and kind != "stay") or len(action) != 1:
                    return self._apply_checked(state, seat, action, scenario)
                players = state["players"].copy()
            elif phase != "active":
                return self._apply_checked(state, seat, action, scenario)
            elif kind == "end_turn":
                dice = turn["dice"]
                if len(action) != 1 or dice.count(None) != len(dice):
                    return self._apply_checked(state, seat, action, scenario)
                players = state["players"].copy()
            elif kind != "move":
                return self._apply_checked(state, seat, action, scenario)
            else:
                # ``_check_move``, inline: a die's full count along the board, +1 or -1.
                die, direction = action.get("die"), action.get("direction")
                dice = turn["dice"]
                if not (
                    len(action) == 3
                    and type(die) is int
                    and type(direction) is int
                    and (direction == 1 or direction == -1)
                    and 0 <= die < len(dice)
                    and dice[die] is not None
                    and 1 <= state["players"][seat]["pos"] + direction * dice[die] <= self._squares
                ):
                    return self._apply_checked(state, seat, action, scenario)
                players = state["players"].copy()
                players[seat] = players[seat].copy()
        # ``_copy_with_players``, inline (every action of a game comes this way: a call saved).
        new_state = state.copy()
        new_state["rng"] = state["rng"].copy()
        new_state["players"] = players
        scenario_state = state["scenario_state"]
        if not scenario_state:
            new_state["scenario_state"] = {}
        elif scenario.scenario_state_flat:
            new_state["scenario_state"] = scenario_state.copy()
        else:
            new_state["scenario_state"] = fast_copy(scenario_state)
        return new_state, self.step(new_state, seat, action, scenario)

    def _apply_checked(
        self, state: State, seat: Seat, action: Action, scenario: ScenarioRules
    ) -> tuple[State, list[Event]]:
        """``apply``'s long way: ``check`` (which says why an action is refused), then the copy
        that step needs."""
        self.check(state, seat, action)
        kind = action["type"]
        if scenario.hooks_mutate_in_place:
            new_state = self.copy_state(state)
        elif kind in _TURN_ONLY_STEPS:
            new_state = _copy_with_players(state, state["players"].copy(), scenario)
        elif kind == "move":
            # A die's move changes the mover's record only (its square, a card drawn on a
            # star). A C4reo counter it trips opens the mover's reaction window (``pending``):
            # the damage, to the mover, comes with its answer, which copies every record.
            new_state = _copy_with_players(state, state["players"].copy(), scenario)
            players = new_state["players"]
            players[seat] = players[seat].copy()
        elif kind == "attack":
            # Declaring an attack changes the attacker's record only (a weapon's ammo); the
            # target's reaction window is ``pending``, and damage comes with its answer.
            players = state["players"].copy()
            players[seat] = players[seat].copy()
            new_state = _copy_with_players(state, players, scenario)
        else:
            new_state = self.copy_state(state)
        return new_state, self.step(new_state, seat, action, scenario)

    def copy_state(self, state: State) -> State:
        """A copy that ``step`` may change: the containers ``step`` writes into are new.

        ``step`` sets keys of the state and of player records, and *replaces* everything
        below them that it changes (a hand, a part's boxes, a weapon's dict, the turn, the
        deck and discard tables, ``pending``), never changing one in place. So the copy
        is the top dict, the player records (shallow) and the RNG (advanced in place by
        ``ladders.engine``), and it shares the rest with ``state``; ``scenario_state`` is
        copied for the scenario hooks. A scenario whose hooks change nested containers in place
        (``hooks_mutate_in_place``, the default for scenarios plugged in later) gets the
        deep copy instead. ``test_apply_never_changes_any_state_it_was_given`` holds both.
        """
        scenario = self.scenarios[state["scenario"]]
        if scenario.hooks_mutate_in_place:
            return self._deep_copy(state)
        return _copy_with_players(state, list(map(dict.copy, state["players"])), scenario)

    @staticmethod
    def _deep_copy(state: State) -> State:
        """Every container a hook might change in place is new (trophy and armour entries and
        a weapon's ammo cards are never changed in place, by the engine or by a hook's contract)."""
        copy = state.copy()
        copy["rng"] = state["rng"][:]
        copy["decks"] = {deck: cards[:] for deck, cards in state["decks"].items()}
        copy["discards"] = {deck: cards[:] for deck, cards in state["discards"].items()}
        players = []
        for p in state["players"]:
            q = p.copy()
            q["parts"] = p["parts"][:]
            q["armour"] = p["armour"][:]
            q["armour_cards"] = p["armour_cards"][:]
            q["weapons"] = [w.copy() for w in p["weapons"]]
            q["hand"] = p["hand"][:]
            q["trophies"] = p["trophies"][:]
            players.append(q)
        copy["players"] = players
        turn = state["turn"]
        if turn is not None:
            copy["turn"] = dict(
                turn, dice=turn["dice"][:], passed=turn["passed"][:], attacks=[a[:] for a in turn["attacks"]]
            )
        if state["pending"] is not None:
            copy["pending"] = dict(state["pending"])
        if "later" in state:
            copy["later"] = list(state["later"])
        if "counters" in state:
            copy["counters"] = list(state["counters"])
        copy["scenario_state"] = fast_copy(state["scenario_state"])
        return copy

    # -- hidden information --------------------------------------------------

    def determinize(self, state: State, seat: Seat, rng_seed: int) -> State:
        """Re-deal what ``seat`` cannot see: deck order and other hands, per deck
        (card backs show each hand's deck colours, so those counts are kept)."""
        copy = self.copy_state(state)
        copy["rng"] = rng_init(rng_seed)
        copy["decks"] = dict(copy["decks"])  # shared with ``state`` by copy_state: a new table
        for deck in DECKS:
            pool = list(copy["decks"][deck])
            for s, p in enumerate(copy["players"]):
                if s != seat:
                    pool.extend(u for u in p["hand"] if CARDS[u].deck == deck)
            pool.sort()  # the sample must not depend on where the unseen cards lay
            rng_shuffle(copy, pool)
            for s, p in enumerate(copy["players"]):
                if s == seat:
                    continue
                kept = [u for u in p["hand"] if CARDS[u].deck != deck]
                count = len(p["hand"]) - len(kept)
                p["hand"] = kept + [pool.pop() for _ in range(count)]
            copy["decks"][deck] = pool
        return copy

    # -- writing -----------------------------------------------------------

    def step(self, state: State, seat: Seat, action: Action, scenario: ScenarioRules | None = None) -> list[Event]:
        """The engine's ``step``; ``scenario``, if given, is ``state``'s (``apply`` has looked it up)."""
        events: list[Event] = [Event.from_dict(e) for e in state.pop("opening")] if "opening" in state else []
        kind = action["type"]
        if scenario is None:
            scenario = self.scenarios[state["scenario"]]
        # The commonest steps called by name: CPython 3.11 specialises a call site that always
        # calls one function, not the table's call of many (nor its ``get``).
        damaging = False
        if kind == "move":
            self._step_move(state, seat, action, events)
        elif kind == "end_turn":
            self._end_turn(state, events)
        elif kind == "roll":
            self._step_roll(state, seat, action, events)
        elif kind == "stay":
            self._step_stay(state, seat, action, events)
        else:
            damaging = kind in _DAMAGING
            handler = _STEPS.get(kind)
            if handler is None:
                candidates = scenario.apply_action(state, seat, action, events)
                if candidates is not None:
                    self._next_turn(state, candidates, events)  # the decision starts a turn
            else:
                handler(self, state, seat, action, events)
        if state["winners"] is not None:
            return events
        if state["pending"] is None and "later" in state:
            later = state["later"]
            if later:
                state["pending"] = later[0]
                state["later"] = later[1:]
        # Any step may meet a mission goal (an attack, a flag carried home, a turn begun);
        # a scenario whose goal only damage can meet is asked after damage only, and one whose
        # hooks mark its goal in ``scenario_state["won"]`` once so marked.
        if (
            (damaging or not scenario.ends_only_by_damage)
            and state["phase"] == "play"
            and (not scenario.ends_only_when_won or state["scenario_state"].get("won") is not None)
        ):
            winners = scenario.check_end(state)
            if winners is not None:
                self._finish(state, winners, "mission", events)
        return events

    # One handler per action type: (ruleset, state, seat, action, events).
    def _step_place(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        self._place(state, seat, action, events)

    def _step_respawn(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        self._respawn(state, seat, events)
        self._end_turn(state, events)

    def _step_roll(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        dice = [rng_below(state, 6) + 1, rng_below(state, 6) + 1]  # roll_die(state, 6), without its call
        turn = state["turn"] = state["turn"].copy()  # a new turn dict: the input's is shared
        turn["dice"] = dice
        turn["phase"] = "active"
        events.append(_new_event(Event, ("rolled", {"seat": seat, "dice": dice}, None)))

    def _step_stay(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        turn = state["turn"] = state["turn"].copy()
        turn["phase"] = "active"
        turn["stayed"] = True
        events.append(_new_event(Event, ("stayed", {"seat": seat}, None)))

    def _step_draw(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        state["pending"] = None
        self._draw(state, seat, action["deck"], events)

    def _step_play_weapon(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        self._play_weapon(state, seat, action["card"], action.get("discard"), events)

    def _step_reload(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        self._reload(state, seat, action["card"], action["weapon"], events)

    def _step_react(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        self._resolve_attack(state, seat, action.get("card"), events)

    def _step_end_turn(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        self._end_turn(state, events)

    def _step_activate(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        state["pending"] = None
        self._start_turn(state, action["seat"], events)

    def _start_turn(self, state: State, seat: Seat, events: list[Event]) -> None:
        state["phase"] = "play"
        state["current"] = seat
        player = state["players"][seat]
        if "respawned" in player:
            # Its following turn: it may act again. A new record: ``apply`` shares the records
            # with its input on the steps that start a turn (``_TURN_ONLY_STEPS``).
            player = state["players"][seat] = player.copy()
            del player["respawned"]
        phase = "respawn" if player["status"] == "crumbed" else "start"
        # A new [normal, extra melee] pair per seat. Written out for the usual seat counts:
        # under CPython 3.11 a list display costs about a third of ``list(map(list, ...))``.
        seats = state["seats"]
        if seats == 4:
            attacks = [[0, 0], [0, 0], [0, 0], [0, 0]]
        elif seats == 2:
            attacks = [[0, 0], [0, 0]]
        elif seats == 3:
            attacks = [[0, 0], [0, 0], [0, 0]]
        elif seats == 6:
            attacks = [[0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0]]
        elif seats == 5:
            attacks = [[0, 0], [0, 0], [0, 0], [0, 0], [0, 0]]
        else:
            attacks = list(map(list, repeat(_NO_ATTACKS, seats)))
        state["turn"] = {
            "seat": seat,
            "phase": phase,
            "dice": [],
            "passed": [],  # squares entered by the move just made (L166)
            "melee_then": [],  # the melee weapons in play as they were passed
            "attacks": attacks,
        }
        events.append(_new_event(Event, ("turn", {"seat": seat, "round": state["round"]}, None)))
        for w in player["weapons"]:
            if w["ammo"] == 0:  # only an empty weapon may reload itself
                self._self_reload(state, seat, events)
                break
        scenario = self.scenarios[state["scenario"]]
        if not scenario.plain_on_turn_start:
            scenario.on_turn_start(state, seat, events)

    @staticmethod
    def _self_reload(state: State, seat: Seat, events: list[Event]) -> None:
        """'When out of ammo, he may automatically reload the weapon, on his following Turn' (L368):
        a weapon with ``self_reload`` found empty as its holder's turn begins is full again."""
        player = state["players"][seat]
        weapons = player["weapons"]
        for w in weapons:
            c = CARDS[w["card"]]
            if w["ammo"] == 0 and c.self_reload and c.applies("self_reload", state["scenario"]):
                full = dict(w, ammo=c.ammo)
                weapons = [full if x is w else x for x in weapons]
                events.append(_new_event(Event, ("self_reloaded", {"seat": seat, "weapon": w["card"]}, None)))
        if weapons is not player["weapons"]:
            # A new record (see ``_start_turn``): the old one may be shared with ``apply``'s input.
            state["players"][seat] = {**player, "weapons": weapons}

    def _end_turn(self, state: State, events: list[Event]) -> None:
        """Ask the scenario who may go next; more than one candidate is a choice for its side."""
        new_round, candidates = self.scenarios[state["scenario"]].advance(state, state["current"], events)
        if new_round:
            state["round"] += 1
            cap = state["options"].get("round_cap")
            if cap and state["round"] > cap:
                self._finish(state, self._leaders(state), "round_cap", events)
                return
        if len(candidates) == 1:  # ``_next_turn``'s common case, without the call
            self._start_turn(state, candidates[0], events)
        else:
            self._next_turn(state, candidates, events)

    def _leaders(self, state: State) -> list[int]:
        scenario = self.scenarios[state["scenario"]]
        keys = [scenario.placement_key(state, s) for s in range(state["seats"])]
        best = max(keys)
        return [s for s in range(state["seats"]) if keys[s] == best]

    def _finish(self, state: State, winners: list[int], reason: str, events: list[Event]) -> None:
        state["winners"] = winners
        state["end_reason"] = reason
        state["pending"] = None
        events.append(_new_event(Event, ("game_over", {"winners": winners, "reason": reason}, None)))

    def _place(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        point = action.get("point")
        square = self.board.respawn_points[point] if point is not None else int(action["square"])
        state["players"][seat]["pos"] = square
        placed: dict[str, Any] = {"seat": seat, "square": square}
        if point is not None:
            placed["point"] = point
        events.append(_new_event(Event, ("placed", placed, None)))
        following = self._next_to_place(state, seat)
        if following is None:
            self._begin_play(state, events)
        else:
            state["current"] = following

    def _respawn(self, state: State, seat: Seat, events: list[Event]) -> None:
        """'Roll a die and Respawn ... If someone is already there, take 1 die of damage and roll again.'"""
        player = state["players"][seat]
        boxes = self.scenarios[state["scenario"]].boxes_for(state, seat, respawn=True)
        player["boxes"] = boxes
        player["parts"] = [boxes] * len(PARTS)
        player["status"] = "alive"
        # "Respawn takes your entire Turn. No other actions may be taken until your following Turn."
        player["respawned"] = True
        if player["respawns"] is not None:
            player["respawns"] -= 1
        points = self.board.respawn_points
        occupied = {p["pos"] for s, p in enumerate(state["players"]) if s != seat and p["pos"] is not None}
        while True:
            roll = roll_die(state, 6)
            square = points[roll]
            taken = square in occupied
            events.append(
                _new_event(
                    Event, ("respawn_roll", {"seat": seat, "roll": roll, "square": square, "occupied": taken}, None)
                )
            )
            if not taken:
                break
            self._damage(state, None, seat, [rng_below(state, len(ICONS))], piercing=False, events=events)
            if player["status"] != "alive":
                return  # crumbed by respawn damage (only with very few boxes): try again next turn
            if all(sq in occupied for sq in points.values()):
                break  # nowhere free: share the rolled point (a reading for 7-8 players)
        player["pos"] = square
        events.append(_new_event(Event, ("respawned", {"seat": seat, "square": square}, None)))

    def _step_move(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        die, direction = action["die"], action["direction"]
        turn = state["turn"] = state["turn"].copy()  # this step's own, changed below
        player = state["players"][seat]
        dice = turn["dice"].copy()
        steps = dice[die]
        dice[die] = None
        turn["dice"] = dice
        start = player["pos"]
        landed = end = start + direction * steps
        entered = list(range(start + direction, end + direction, direction))
        # Only this move's squares count for melee, with the melee weapons in play now (L166).
        melee_then = []
        for w in player["weapons"]:  # ``_melee_ready``, inline (every move asks)
            uid = w["card"]
            if _MELEE[uid] and w["ammo"] != 0:
                melee_then.append(uid)
        turn["melee_then"] = melee_then
        events.append(
            _new_event(Event, ("moved", {"seat": seat, "die": die, "steps": steps * direction, "to": end}, None))
        )
        board = self.board
        # Exact landing: ladders and slides carry you at once; stars let you draw.
        ride = board.rides[end]
        if ride is not None:
            ridden: int = ride[1]
            events.append(_new_event(Event, (ride[0], {"seat": seat, "to": ridden}, None)))
            end = ridden
            passed = [*entered, end]  # the squares entered, the ride's end included
        else:
            passed = entered
        turn["passed"] = passed  # never changed in place: shared by the hooks below
        player["pos"] = end
        scenario = self.scenarios[state["scenario"]]
        if not scenario.plain_on_move:
            scenario.on_move(state, seat, passed, landed, events)
        colours = board.star_decks[landed]
        if colours and scenario.may_draw(state, seat):
            events.append(_new_event(Event, ("star", {"seat": seat, "square": end, "decks": list(colours)}, None)))
            if len(colours) == 1:
                self._draw(state, seat, colours[0], events)
            else:
                scenario.open_pending(state, {"kind": "draw", "seat": seat, "decks": list(colours)})
        if state.get("counters"):
            self._trip_mine(state, seat, passed, events)

    def _draw(self, state: State, seat: Seat, deck: str, events: list[Event]) -> None:
        pile = state["decks"][deck]
        if not pile:
            # "When a deck runs out of cards, reshuffle the discards."
            pile = state["discards"][deck][:]
            discards = state["discards"] = state["discards"].copy()
            discards[deck] = []
            rng_shuffle(state, pile)
            events.append(_new_event(Event, ("reshuffled", {"deck": deck, "size": len(pile)}, None)))
            if not pile:
                return  # every card of this deck is in hands or in play
        uid = pile[-1]
        decks = state["decks"] = state["decks"].copy()  # a new table and pile: the old may be shared
        decks[deck] = pile[:-1]
        player = state["players"][seat]
        player["hand"] = [*player["hand"], uid]
        events.append(_new_event(Event, ("drew", {"seat": seat, "deck": deck}, None)))
        events.append(_new_event(Event, ("card_drawn", {"seat": seat, "card": uid, "deck": deck}, (seat,))))

    def _discard_weapon(self, state: State, seat: Seat, weapon: dict[str, Any], events: list[Event]) -> None:
        _discard(state, "weapon", [weapon["card"]])
        if weapon["ammo_cards"]:
            _discard(state, "ammo", weapon["ammo_cards"])
        events.append(_new_event(Event, ("weapon_discarded", {"seat": seat, "card": weapon["card"]}, None)))

    def _play_weapon(self, state: State, seat: Seat, uid: int, discard: int | None, events: list[Event]) -> None:
        player = state["players"][seat]
        player["hand"] = _without(player["hand"], uid)
        weapons = player["weapons"]
        if discard is not None:
            # "must immediately discard extra weapons if he exceeds that limit"
            old = next(w for w in weapons if w["card"] == discard)
            weapons = [w for w in weapons if w is not old]
            self._discard_weapon(state, seat, old, events)
        c = CARDS[uid]
        # "place a Candy Corn Marker on the highest number shown on the Ammo track"
        player["weapons"] = [
            *weapons,
            {"card": uid, "ammo": c.ammo, "extra_dice": 0, "piercing": False, "reloads": 0, "ammo_cards": []},
        ]
        events.append(_new_event(Event, ("weapon_played", {"seat": seat, "card": uid}, None)))

    def _reload(self, state: State, seat: Seat, uid: int, weapon_uid: int, events: list[Event]) -> None:
        player = state["players"][seat]
        player["hand"] = _without(player["hand"], uid)
        weapon = next(w for w in player["weapons"] if w["card"] == weapon_uid)
        # Reloading early loses the ammo left and any special ammo it had.
        if weapon["ammo_cards"]:
            _discard(state, "ammo", weapon["ammo_cards"])
        c = CARDS[uid]
        loaded = dict(
            weapon,
            ammo=CARDS[weapon_uid].ammo,
            extra_dice=c.extra_dice,
            piercing=c.piercing,
            reloads=c.reloads,
            ammo_cards=[uid],
        )
        player["weapons"] = [loaded if w is weapon else w for w in player["weapons"]]
        events.append(_new_event(Event, ("reloaded", {"seat": seat, "card": uid, "weapon": weapon_uid}, None)))

    def _gear(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        """Play a gear card: its one effect (cards.EFFECTS), on ``action["seat"]`` if named (L134)."""
        player = state["players"][seat]
        uid = action["card"]
        c = CARDS[uid]
        player["hand"] = _without(player["hand"], uid)
        on = action.get("seat", seat)
        played: dict[str, Any] = {"seat": seat, "card": uid}
        if on != seat:
            played["on"] = on
        events.append(_new_event(Event, ("gear_played", played, None)))
        effect = c.effect
        target = state["players"][on]
        if effect == "armour":
            part = PARTS.index(c.part or action["part"])
            armour = target["armour"][:]
            armour[part] += c.points
            target["armour"] = armour
            target["armour_cards"] = [*target["armour_cards"], [uid, part]]
            return
        if effect == "mine":
            # The card stays on the board as a C4reo counter until it goes off (L18).
            state["counters"] = [*state.get("counters", ()), {"card": uid, "square": player["pos"], "owner": seat}]
            events.append(_new_event(Event, ("mine_set", {"seat": seat, "card": uid, "square": player["pos"]}, None)))
            return
        _discard(state, "gear", [uid])
        if effect == "heal":
            part = PARTS.index(action["part"])
            parts = target["parts"][:]
            parts[part] = min(target["boxes"], parts[part] + c.amount)
            target["parts"] = parts
        elif effect == "die_change":
            dice = state["turn"]["dice"][:]
            dice[action["die"]] = max(1, dice[action["die"]] + c.amount)
            state["turn"] = {**state["turn"], "dice": dice}
        elif effect == "move":
            player["pos"] = action["to"]
            state["turn"] = {**state["turn"], "passed": [action["to"]], "melee_then": self._melee_ready(player)}
            events.append(_new_event(Event, ("moved", {"seat": seat, "die": -1, "steps": 0, "to": action["to"]}, None)))
            self.scenarios[state["scenario"]].on_move(state, seat, [action["to"]], None, events)
            self._trip_mine(state, seat, [action["to"]], events)
        elif effect == "graft_head":
            heads = [by for part, by in player["trophies"] if part == "head"]
            grafted = player.get("grafted", 0)
            parts = player["parts"][:]
            parts[0] = c.boxes or player["boxes"]
            player["parts"] = parts
            player["grafted"] = grafted + 1
            events.append(_new_event(Event, ("head_grafted", {"seat": seat, "from_seat": heads[grafted]}, None)))
        elif effect == "rocket":
            square = action["square"]
            targets = self._rocket_targets(state, seat, square)
            dice = c.dice - self.board.far_rows[player["pos"]][square]
            events.append(_new_event(Event, ("rocket", {"seat": seat, "square": square, "targets": targets}, None)))
            turn = state["turn"] = state["turn"].copy()
            attacks = turn["attacks"].copy()
            scenario = self.scenarios[state["scenario"]]
            for t in targets:
                attacks[t] = [1, attacks[t][1]]  # the one attack on each cookie hit (L164)
                scenario.open_pending(state, self._attack_pending(seat, t, uid, dice, False))
            turn["attacks"] = attacks

    @staticmethod
    def _melee_ready(player: dict[str, Any]) -> list[int]:
        """The melee weapons ``player`` has in play that can strike."""
        ready = []
        for w in player["weapons"]:
            uid = w["card"]
            if _MELEE[uid] and w["ammo"] != 0:
                ready.append(uid)
        return ready

    @staticmethod
    def _attack_pending(attacker: Seat, target: Seat, weapon: int, dice: int, piercing: bool) -> dict[str, Any]:
        """The target's reaction window for an attack about to be rolled; ``weapon`` is the card
        that attacks (-1 the Dessert Eagle, as the ``attack`` event; a Rockett Popp's or a C4reo
        counter's card uid)."""
        return {
            "kind": "react",
            "seat": target,
            "attacker": attacker,
            "weapon": weapon,
            "dice": dice,
            "piercing": piercing,
        }

    def _trip_mine(self, state: State, seat: Seat, entered: list[int], events: list[Event]) -> None:
        """The first other cookie's C4reo counter on a square ``seat`` just entered goes off."""
        counters = state.get("counters")
        if not counters:
            return
        scenario = self.scenarios[state["scenario"]]
        for square in entered:
            for counter in counters:
                owner = counter["owner"]
                if counter["square"] != square or owner == seat:
                    continue
                if not scenario.plain_may_attack and not scenario.may_attack(state, owner, seat):
                    continue
                state["counters"] = [c for c in counters if c is not counter]
                _discard(state, "gear", [counter["card"]])
                events.append(
                    _new_event(
                        Event,
                        ("mine", {"seat": owner, "target": seat, "card": counter["card"], "square": square}, None),
                    )
                )
                mine = counter["card"]
                scenario.open_pending(state, self._attack_pending(owner, seat, mine, CARDS[mine].dice, False))
                return

    def _declare_attack(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        uid, target, ammo = action["weapon"], action["target"], action["ammo"]
        player = state["players"][seat]
        c = card(uid)
        turn = state["turn"] = state["turn"].copy()  # this step's own, changed below
        attacks = turn["attacks"].copy()
        normal_used, extra_used = attacks[target]
        if c.melee:
            # A melee attack is the ONE additional attack (L166), so melee-then-shoot and
            # shoot-then-melee are both legal (L102 "in any order"), melee twice is not.
            attacks[target] = [normal_used, 1]
        else:
            attacks[target] = [1, extra_used]
        turn["attacks"] = attacks
        dice = self.attack_dice(state, seat, uid, target, ammo)
        piercing = False
        if uid != EAGLE:
            weapon = next(w for w in player["weapons"] if w["card"] == uid)
            piercing = weapon["piercing"]
            if weapon["ammo"] is not None:
                fired = dict(weapon, ammo=weapon["ammo"] - ammo)
                if fired["ammo"] == 0:
                    if fired["reloads"] > 0:
                        fired["reloads"] -= 1
                        fired["ammo"] = c.ammo
                    else:
                        # "Discard when the ammo is exhausted."
                        if fired["ammo_cards"]:
                            _discard(state, "ammo", fired["ammo_cards"])
                        fired.update(extra_dice=0, piercing=False, ammo_cards=[])
                player["weapons"] = [fired if w is weapon else w for w in player["weapons"]]
        events.append(
            _new_event(Event, ("attack", {"seat": seat, "target": target, "weapon": uid, "ammo": ammo}, None))
        )
        state["pending"] = self._attack_pending(seat, target, uid, dice, piercing)

    def _resolve_attack(self, state: State, seat: Seat, react_card: int | None, events: list[Event]) -> None:
        pending = state["pending"]
        state["pending"] = None
        dice = pending["dice"]
        attacker = pending["attacker"]
        if react_card is not None:
            c = CARDS[react_card]
            player = state["players"][seat]
            player["hand"] = _without(player["hand"], react_card)
            _discard(state, "gear", [react_card])
            events.append(_new_event(Event, ("reaction", {"seat": seat, "card": react_card}, None)))
            dice = 0 if c.effect == "cancel_attack" else max(0, dice - c.amount)
        icons = [rng_below(state, len(ICONS)) for _ in range(dice)]
        events.append(
            _new_event(
                Event, ("attack_roll", {"seat": attacker, "target": seat, "icons": [ICONS[i] for i in icons]}, None)
            )
        )
        self._damage(state, attacker, seat, icons, piercing=pending["piercing"], events=events)
        if (
            seat == state["current"]
            and state["players"][seat]["status"] != "alive"
            and state["turn"]["phase"] == "active"
            and state["winners"] is None
        ):
            # Crumbed on its own turn (a C4reo charge it walked into): its turn is over.
            self._end_turn(state, events)

    def _damage(
        self,
        state: State,
        attacker: Seat | None,
        target: Seat,
        icons: list[int],
        *,
        piercing: bool,
        events: list[Event],
    ) -> None:
        """Hits matched by icon: armour first, then boxes; a destroyed part is a trophy."""
        victim = state["players"][target]
        if not icons:
            return
        # This step's own copies, changed in place below (the input's lists are shared).
        parts = victim["parts"] = victim["parts"].copy()
        armour = victim["armour"] = victim["armour"].copy()
        for icon in icons:
            if parts[icon] == 0:
                events.append(_new_event(Event, ("miss", {"target": target, "icon": ICONS[icon]}, None)))
                continue
            if armour[icon] > 0 and not piercing:
                armour[icon] -= 1
                events.append(
                    _new_event(
                        Event,
                        ("hit", {"target": target, "part": PARTS[icon], "armour": True, "left": parts[icon]}, None),
                    )
                )
                if armour[icon] == 0:
                    self._discard_armour(state, victim, icon)
                continue
            parts[icon] -= 1
            events.append(
                _new_event(
                    Event, ("hit", {"target": target, "part": PARTS[icon], "armour": False, "left": parts[icon]}, None)
                )
            )
            if parts[icon] == 0:
                if armour[icon] > 0:
                    # Armour-piercing hits tore off a part still wearing armour: it goes with the part.
                    armour[icon] = 0
                    self._discard_armour(state, victim, icon)
                lost: dict[str, Any] = {"target": target, "part": PARTS[icon]}
                if attacker is not None:
                    lost["by"] = attacker
                events.append(_new_event(Event, ("part_lost", lost, None)))
                if attacker is not None:
                    winner = state["players"][attacker]
                    winner["trophies"] = [*winner["trophies"], [PARTS[icon], target]]
                self.scenarios[state["scenario"]].on_part_lost(state, target, icon, attacker, events)
                if not any(parts):
                    self._crumb(state, attacker, target, events)
                    return

    @staticmethod
    def _discard_armour(state: State, victim: dict[str, Any], part: int) -> None:
        spent = [a[0] for a in victim["armour_cards"] if a[1] == part]
        victim["armour_cards"] = [a for a in victim["armour_cards"] if a[1] != part]
        _discard(state, "gear", spent)

    def _crumb(self, state: State, attacker: Seat | None, target: Seat, events: list[Event]) -> None:
        """All parts gone: a frag for the attacker (none for respawn damage)."""
        victim = state["players"][target]
        if attacker is not None:
            state["players"][attacker]["frags"] += 1
        events.append(
            _new_event(
                Event, ("crumbed", {"seat": target} if attacker is None else {"seat": target, "by": attacker}, None)
            )
        )
        # "A Respawned cookie loses all the items they have 'in play'"; the hand is kept.
        for weapon in victim["weapons"]:
            self._discard_weapon(state, target, weapon, events)
        victim["weapons"] = []
        _discard(state, "gear", [a[0] for a in victim["armour_cards"]])
        victim["armour_cards"] = []
        victim["armour"] = [0] * len(PARTS)
        # Its C4reo charges on the board are items it has in play too: lost with the rest (L218).
        counters = state.get("counters")
        if counters:
            kept = [c for c in counters if c["owner"] != target]
            if len(kept) != len(counters):
                _discard(state, "gear", [c["card"] for c in counters if c["owner"] == target])
                state["counters"] = kept
        victim["pos"] = None
        if victim["respawns"] is None or victim["respawns"] > 0:
            victim["status"] = "crumbed"
        else:
            victim["status"] = "out"
            state["fallen"] += 1
            victim["out_order"] = state["fallen"]
            events.append(_new_event(Event, ("out", {"seat": target}, None)))


# A seat's attacks this turn at its start: (normal, extra melee), as a new list per seat.
_NO_ATTACKS: Final = (0, 0)
# The engine's only actions that damage a cookie: an attack's resolution, a respawn onto a taken point.
_DAMAGING = frozenset({"react", "no_reaction", "respawn"})
# Steps that change no player record except, as a turn begins, the one ``_start_turn``
# replaces (rolling, staying, ending a turn, a team's choice of who goes first or next);
# ``apply`` copies them without the player records. ``test_apply_never_changes_any_state_it_was_given``
# holds it: a step here that wrote into a record would change ``apply``'s input.
_TURN_ONLY_STEPS = frozenset({"roll", "stay", "end_turn", "activate", "go_first"})

_STEPS: dict[str, Callable[[ShootinLadders, State, Seat, Action, list[Event]], None]] = {
    "choose": ShootinLadders._step_choose,
    "place": ShootinLadders._step_place,
    "respawn": ShootinLadders._step_respawn,
    "roll": ShootinLadders._step_roll,
    "stay": ShootinLadders._step_stay,
    "move": ShootinLadders._step_move,
    "draw": ShootinLadders._step_draw,
    "play_weapon": ShootinLadders._step_play_weapon,
    "reload": ShootinLadders._step_reload,
    "gear": ShootinLadders._gear,
    "attack": ShootinLadders._declare_attack,
    "react": ShootinLadders._step_react,
    "no_reaction": ShootinLadders._step_react,
    "end_turn": ShootinLadders._step_end_turn,
    "activate": ShootinLadders._step_activate,
}


def ruleset_with(extra: Iterable[ScenarioRules], board: Board | None = None) -> ShootinLadders:
    """The ruleset with more scenarios plugged in (the team scenarios of a later issue, or a
    test's): a subclass whose metadata and scenario table include them; rules.py is unchanged."""
    table = {**ALL_SCENARIOS, **{rules.info.id: rules for rules in extra}}
    cls = type("ShootinLaddersWith", (ShootinLadders,), {"info": build_info(table), "scenarios": table})
    return cast(ShootinLadders, cls(board))


RULESET = ShootinLadders()
