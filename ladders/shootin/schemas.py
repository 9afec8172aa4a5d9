"""Shootin' Ladders: Frag Fest described: the actions, the events, the options every scenario
takes, the ruleset's metadata (``INFO``, with each scenario's own actions, events and options)
and the view's JSON Schema."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any, Final

from ladders.engine import MAX_ROUND_CAP, RulesetInfo, action_schema, event_schema, load_schema
from ladders.shootin.board import DECKS
from ladders.shootin.cards import CHARACTERS
from ladders.shootin.flags import CandymanFlagCapture
from ladders.shootin.scenarios import PARTS, SCENARIOS, ScenarioRules
from ladders.shootin.tables import ICONS
from ladders.shootin.team_scenarios import DirtyHalfDozen, GunsOfTobleronne, HeadHunter

_SEAT = {"type": "integer", "minimum": 0}
_SQUARE = {"type": "integer", "minimum": 1, "maximum": 100}
_CARD = {"type": "integer", "minimum": 0}
_DECK = {"enum": list(DECKS)}
_PART = {"enum": list(PARTS)}


def action_schemas() -> dict[str, dict[str, Any]]:
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
EVENT_SCHEMAS: dict[str, dict[str, Any]] = {
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
    actions = action_schemas()
    events = dict(EVENT_SCHEMAS)
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
