"""Frag Deadlands: what the rules exchange with the world, described (docs/api.md):
the action schemas, the event schemas, the view schema (view.schema.json), the options
and the ruleset's metadata (``INFO``)."""

from __future__ import annotations

from typing import Any, Final

from ladders.deadlands.data import DECKS
from ladders.deadlands.poker import CATEGORIES
from ladders.deadlands.tables import BOOST_ROLLS, DIR_NAMES, PRINTED, STARTING
from ladders.engine import (
    MAX_COUNT_OPTION,
    MAX_ROUND_CAP,
    RulesetInfo,
    Scenario,
    action_schema,
    described,
    event_schema,
    load_schema,
    param_types,
)

_SEAT = {"type": "integer", "minimum": 0}
_CARD = {"type": "integer", "minimum": 0}
_STAT = {"type": "integer", "minimum": 1, "maximum": 9}


def _action_schemas() -> dict[str, dict[str, Any]]:
    schemas = {
        "choose": action_schema(
            "Pick a fighter nobody has taken and divide 7 points between Health, Speed and Accuracy (1-4 each).",
            fighter={"type": "string"},
            health=_STAT,
            speed=_STAT,
            accuracy=_STAT,
        ),
        "poker": action_schema(
            "Draw the five set-up cards: name the deck of each (any combination).",
            decks={"type": "array", "items": {"enum": list(DECKS)}, "minItems": 5, "maxItems": 5},
        ),
        "keep": action_schema("Keep one of your five set-up cards; the rest are discarded.", card=_CARD),
        "keep_none": action_schema(
            "Keep none of your five set-up cards: discard all five (L65-L66: each player *may* keep one;"
            " rules version 2)."
        ),
        "respawn": action_schema(
            "Harrowed Gunslinger: return from the grave (respawn square 1-6) you choose.", square=_STAT
        ),
        "roll": action_schema("Roll your Speed in dice for movement."),
        "teleport": action_schema(
            "Instead of rolling for movement, play a teleport card and appear on respawn square 1-6.",
            card=_CARD,
            square={"type": "integer", "minimum": 1, "maximum": 6},
        ),
        "move": action_schema("Move one square orthogonally (1 movement).", dir={"enum": list(DIR_NAMES)}),
        "jump": action_schema(
            "Jump in a straight line up to your Speed in squares (2 movement a square).",
            dir={"enum": list(DIR_NAMES)},
            distance={"type": "integer", "minimum": 2},
        ),
        "attack": action_schema(
            "Attack a fighter in line of sight with your starting weapon (-1), a weapon in play, or a weapon"
            " or hex-attack card played from your hand now.",
            target=_SEAT,
            weapon={"type": "integer", "minimum": -1},
            cheat={"type": "boolean", "optional": True},
        ),
        "hold": action_schema("Hold one attack for a shootout on another's turn."),
        "play": action_schema(
            "Play a card from your hand (a weapon or gadget into play, or a hex or special; a reload names"
            " the weapon in play).",
            card=_CARD,
            weapon={**_CARD, "optional": True},
        ),
        "pickup": action_schema(
            "Take one card from a leftovers pile in your square.", pile={"type": "integer"}, card=_CARD
        ),
        "take_blood": action_schema("Take the blood counter in your square onto your record sheet."),
        "use_blood": action_schema(
            "Spend a blood counter to restore one point of lost Health: on your turn, brought to 0 Health, or"
            " (rules version 2) in a pending blood window, before a hit's damage is rolled (L877-L879)."
        ),
        "drop": action_schema("Drop a weapon or gadget you have in play in your square (a link counter).", card=_CARD),
        "discard": action_schema("Discard a card from your hand.", card=_CARD),
        "boost": action_schema(
            "Saloon Gal: discard a card to add one die to your next roll of that kind (movement before"
            " rolling it; to-hit, damage, defence, power-up, beast or shootout roll during your turn).",
            card=_CARD,
            roll={"enum": list(BOOST_ROLLS)},
        ),
        "swap": action_schema(
            "Huckster: discard two cards and take the top card of the hexes discard pile.",
            cards={"type": "array", "items": _CARD, "minItems": 2, "maxItems": 2},
        ),
        "end_turn": action_schema("Finish your turn (at most your hand limit in hand)."),
        "joker_draw": action_schema(
            "You drew a joker: draw a card from the deck you name instead.", deck={"enum": list(DECKS)}
        ),
        "hang": action_schema("Hang the fragged fighter on the gallows square you choose.", square={"type": "integer"}),
        "no_hang": action_schema("Do not hang the Indian Brave."),
        "shoot_out": action_schema(
            "Use your held attack on the fighter passing in front of you: a shootout.",
            weapon={"type": "integer", "minimum": -1},
            cheat={"type": "boolean", "optional": True},
        ),
        "hold_fire": action_schema("Let the fighter pass; keep the held attack."),
        "return_fire": action_schema(
            "Fire back in the shootout with this weapon.",
            weapon={"type": "integer", "minimum": -1},
            cheat={"type": "boolean", "optional": True},
        ),
        "no_return": action_schema("Do not fire back in the shootout."),
        "cure": action_schema("Brought to 0 Health: play a healing card from your hand at once.", card=_CARD),
        "fall": action_schema("Brought to 0 Health: do not cure it; you are fragged."),
        "no_blood": action_schema("Keep your blood counters: the hit's damage is rolled against your Health as it is."),
    }
    for name, schema in schemas.items():
        schema["properties"]["type"] = {"const": name}
    return schemas


# The shape of a view (``view_schema``), loaded and checked against its metaschema once, at import.
VIEW_SCHEMA: Final[dict[str, Any]] = load_schema("ladders.deadlands", "view.schema.json")


def _or_null(schema: dict[str, Any]) -> dict[str, Any]:
    """An event field's schema with each ``"type": [T, "null"]`` spelled as ``anyOf`` a T and
    null: the OpenAPI document (3.0) carries the event schemas and has no type lists."""
    out: dict[str, Any] = {}
    for key, value in schema.items():
        if key == "properties":
            value = {name: _or_null(sub) for name, sub in value.items()}
        elif key == "oneOf":
            value = [_or_null(sub) for sub in value]
        out[key] = value
    kind = out.get("type")
    if isinstance(kind, list):
        (plain,) = [t for t in kind if t != "null"]
        branch = {k: v for k, v in out.items() if k not in ("type", "description", "enum")}
        if "enum" in out:
            branch["enum"] = [v for v in out["enum"] if v is not None]
        out = {"description": out["description"], "anyOf": [{"type": plain, **branch}, {"enum": [None]}]}
    return out


# A card shown whole (``played``, ``pickup``), as the view shows it: the view schema's own shapes.
_WHOLE_CARD = _or_null(
    {
        "description": "The card shown whole, as the view shows cards: a weapon card or any other card"
        " (GET /api/v1/rulesets/frag-deadlands/components/ lists them).",
        "oneOf": [VIEW_SCHEMA["$defs"]["weapon_card"], VIEW_SCHEMA["$defs"]["other_card"]],
    }
)


def _int(description: str, minimum: int | None = None, maximum: int | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"type": "integer", "description": description}
    if minimum is not None:
        out["minimum"] = minimum
    if maximum is not None:
        out["maximum"] = maximum
    return out


def _dice(description: str) -> dict[str, Any]:
    return {"type": "array", "description": description, "items": {"type": "integer", "minimum": 1, "maximum": 6}}


_DECK: Final = {"type": "string", "enum": list(DECKS)}
_HAND: Final = {"type": "string", "enum": list(CATEGORIES)}
_CELL: Final = {"type": "integer", "minimum": 0}
_WEAPON: Final = {"type": "integer", "minimum": STARTING}
_PUBLIC = "Public: every seat and spectators see it."
_EVENT_SCHEMAS: dict[str, dict[str, Any]] = {
    "chosen": event_schema(
        f"A seat chose its fighter and stats at the table (the choose phase; not emitted for a fighter given at"
        f" creation in options.fighters). {_PUBLIC}",
        seat=described(_SEAT, "The seat that chose."),
        fighter=described({"type": "string"}, "The fighter's id (the record sheet, L320-L716)."),
        stats={
            "type": "array",
            "description": "[health, speed, accuracy]: a 7-point split, 1-4 each, or the stats given at creation"
            " (1-9 each).",
            "items": _STAT,
            "minItems": 3,
            "maxItems": 3,
        },
    ),
    "dealt": event_schema(
        "The set-up cards were dealt to a seat (L59-L61), once the last seat has chosen at the table: one event"
        " a seat (none when options.fighters gave every fighter: the deal is then part of the first state)."
        " Public: it names the decks, not the cards (each card goes to its seat alone as card_drawn).",
        seat=described(_SEAT, "The seat dealt to."),
        decks={
            "type": "array",
            "description": "The decks dealt from, a card each: weapon, gadget, special, and hex for the Huckster.",
            "items": _DECK,
            "minItems": 3,
            "maxItems": 4,
        },
    ),
    "poker_drawn": event_schema(
        "A seat drew its five set-up cards (poker, L63-L66). Only to that seat (visible_to): the others see"
        " poker_progress, and every hand at the reveal (poker_shown).",
        seat=described(_SEAT, "The seat that drew."),
        cards={
            "type": "array",
            "description": "The cards drawn, by uid (five, unless every pile of a deck ran out).",
            "items": _CARD,
            "maxItems": 5,
        },
        hand=described(_HAND, "The poker hand's category (jokers wild, L118-L143)."),
    ),
    "poker_progress": event_schema(
        f"A seat drew its five set-up cards: which decks, not which cards (poker_drawn goes to it alone). {_PUBLIC}",
        seat=described(_SEAT, "The seat that drew."),
        decks={
            "type": "array",
            "description": "The deck of each of the five cards, as the poker action named them.",
            "items": _DECK,
            "minItems": 5,
            "maxItems": 5,
        },
    ),
    "poker_shown": event_schema(
        f"The reveal, once every seat has drawn its five (L63-L66): one event a seat, in seat order. {_PUBLIC}",
        seat=described(_SEAT, "The seat whose hand this is."),
        cards={"type": "array", "description": "Its five cards, by uid.", "items": _CARD, "maxItems": 5},
        hand=described(_HAND, "The poker hand's category."),
    ),
    "poker_result": event_schema(
        f"The best poker hand goes first (L64; ties by a die roll, L65), after the reveal. {_PUBLIC}",
        seat=described(_SEAT, "The seat that goes first."),
        hand=described(_HAND, "Its hand's category."),
    ),
    "kept": event_schema(
        "A seat kept one of its five set-up cards, or none (rules version 2: keep_none); the rest are discarded"
        " (L65-L66). Public (the five were shown at the reveal).",
        seat=described(_SEAT, "The seat."),
        card=_or_null(
            {
                "type": ["integer", "null"],
                "minimum": 0,
                "description": "The card kept (uid), now in its hand; null: none kept, all five discarded.",
            }
        ),
    ),
    "turn": event_schema(
        f"A turn begins (after set-up, and after each end of turn). {_PUBLIC}",
        seat=described(_SEAT, "Whose turn it is."),
        round=_int("The round (from 1; a new one begins with the first player's turn).", 1),
    ),
    "respawned": event_schema(
        "A fighter entered the board (L169-L172): by a respawn roll (face), a Harrowed Gunslinger's chosen grave"
        f" (face), or a hanged fighter's return on his gallows square (gallows, L10-L12). {_PUBLIC}",
        optional=("face", "gallows"),
        seat=described(_SEAT, "The fighter's seat."),
        square=described(_CELL, "The cell entered (y * width + x)."),
        face=_int(
            "The respawn square's die face (rolled, or chosen by the Harrowed); absent for a gallows return.", 1, 6
        ),
        gallows={
            "type": "boolean",
            "const": True,
            "description": "Present (true) only when a hanged fighter re-enters play on his gallows square.",
        },
    ),
    "bumped": event_schema(
        "A fighter was moved off a square another entered (a respawn or teleport), or off a shared square at the"
        f" end of his turn, to a rolled respawn square (L169-L172). {_PUBLIC}",
        seat=described(_SEAT, "The fighter bumped."),
        square=described(_CELL, "The cell he was bumped to."),
        face=_int("The die face rolled (its respawn square).", 1, 6),
    ),
    "rolled": event_schema(
        "Movement rolled: Speed dice at the start of a turn (plus the Saloon Gal's bought dice), or the extra dice"
        f" of a Speed raised later in the turn. {_PUBLIC}",
        seat=described(_SEAT, "The mover."),
        dice=_dice("The dice rolled."),
        move=_int("Movement left after this roll.", 0),
    ),
    "teleported": event_schema(
        f"A teleport card played instead of the movement roll (L152-L154). {_PUBLIC}",
        seat=described(_SEAT, "The fighter."),
        card=described(_CARD, "The teleport card (uid), discarded."),
        square=described(_CELL, "The respawn square's cell he appeared on."),
    ),
    "moved": event_schema(
        f"A fighter moved one square. {_PUBLIC}",
        seat=described(_SEAT, "The mover."),
        square=described(_CELL, "The cell entered."),
    ),
    "jumped": event_schema(
        f"A fighter jumped in a straight line. {_PUBLIC}",
        seat=described(_SEAT, "The jumper."),
        square=described(_CELL, "The cell landed on."),
        distance=_int("Squares jumped (2 movement a square).", 2),
    ),
    "acid": event_schema(
        f"A fighter stepped into acid; a damage event (2 attack dice) follows. {_PUBLIC}",
        seat=described(_SEAT, "The fighter."),
        square=described(_CELL, "The acid cell."),
    ),
    "beast": event_schema(
        "A fighter entered a tentacle or mouth square: the beast's Accuracy check (grabbed on a total of 5 or"
        f" less; a damage event of 3 dice follows and he is dragged into the mouth, L188-L230). {_PUBLIC}",
        seat=described(_SEAT, "The fighter."),
        square=described(_CELL, "The cell entered."),
        dice=_dice("His Accuracy dice (plus the Saloon Gal's bought beast dice)."),
        grabbed={"type": "boolean", "description": "The beast grabbed him."},
    ),
    "powerup": event_schema(
        "A power-up check: entering a weapon or gadget power-up square (once a square a turn), or a starting"
        " gadget's draw at the start of a turn (Hoyle's Book of Games, the Gizmo Satchel). A drew event follows on"
        f" success. {_PUBLIC}",
        seat=described(_SEAT, "The fighter."),
        deck=described(_DECK, "The deck drawn from on success."),
        roll=_int("The roll (a d6; a power-up square adds the Saloon Gal's bought dice to it).", 1),
        need=_int("The roll needed, or more (the record sheet's power-up number, or the gadget's).", 1, 6),
    ),
    "drew": event_schema(
        "A card drawn into a hand in play (a power-up, a frag's Special, a draw card, a joker's replacement, the"
        " Harrowed's free weapon). Public: it names the deck; the card goes to the drawer alone (card_drawn), a"
        " joker to everyone (joker).",
        seat=described(_SEAT, "The drawer."),
        deck=described(_DECK, "The deck drawn from."),
    ),
    "card_drawn": event_schema(
        "The card a seat drew (dealt at set-up, or drawn in play). Only to that seat (visible_to).",
        seat=described(_SEAT, "The drawer."),
        card=described(_CARD, "The card (uid), now in the hand."),
        deck=described(_DECK, "Its deck."),
    ),
    "joker": event_schema(
        "A joker drawn in play (a draw, or the top hex discard of a Huckster's swap) is discarded at once; its"
        f" drawer names a deck to draw from instead (a pending joker decision, L108-L111). {_PUBLIC}",
        seat=described(_SEAT, "The drawer."),
        deck=described(_DECK, "The joker's deck."),
        card=described(_CARD, "The joker (uid), discarded."),
    ),
    "reshuffled": event_schema(
        f"A draw pile ran out: its discard pile was shuffled into it (L70-L71). {_PUBLIC}",
        deck=described(_DECK, "The deck."),
        size=_int("The new draw pile's size.", 1),
    ),
    "played": event_schema(
        f"A card played from the hand (into play, or used and discarded), or a healing card played to cure. {_PUBLIC}",
        seat=described(_SEAT, "The player."),
        card=_WHOLE_CARD,
    ),
    "discarded": event_schema(
        f"A card discarded from the hand. {_PUBLIC}",
        seat=described(_SEAT, "The fighter."),
        card=described(_CARD, "The card (uid), now on its discard pile."),
    ),
    "attack": event_schema(
        f"An attack declared, on the attacker's turn or in a shootout (L809-L830); to_hit follows. {_PUBLIC}",
        seat=described(_SEAT, "The attacker."),
        target=described(_SEAT, "The fighter attacked."),
        weapon=described(_WEAPON, "-1: the starting weapon; else the weapon or hex card's uid."),
        range=_int("Squares to the target, counting its square but not the attacker's (L828-L830).", 1),
    ),
    "to_hit": event_schema(
        "The to-hit of the attack just declared: a roll of Accuracy dice needing the range (dice and need), or no"
        f" roll when the target's charm or the attacker's automatic hit decides (L103-L106). {_PUBLIC}",
        optional=("dice", "need", "charm", "auto"),
        seat=described(_SEAT, "The attacker."),
        hit={"type": "boolean", "description": "The attack hits (a damage event follows)."},
        dice=_dice("The to-hit dice (1s rerolled when cheating); present when rolled."),
        need=_int("The total needed (the range); present when rolled.", 1),
        charm={"type": "boolean", "const": True, "description": "Present (true) when the target's charm made it miss."},
        auto={"type": "boolean", "const": True, "description": "Present (true) for an automatic hit."},
    ),
    "damage": event_schema(
        "The damage division (L767-L776): attack dice total divided by defence dice total (the victim's Health in"
        f" dice), rounded down, plus the weapon's extra; from an attack, acid or a beast. {_PUBLIC}",
        seat=described(_SEAT, "Who takes the damage."),
        attack=_dice("The damage dice (weapon, damage bonus and bought dice; 2 for acid, 3 for a beast)."),
        defence=_dice("The defence dice (Health, at least 1, plus the Saloon Gal's bought defence dice)."),
        damage=_int("Health lost (armour absorbs its bonus first, L777-L779).", 0),
    ),
    "malfunction": event_schema(
        f"A 1 among a weapon card's damage dice (L89), after the damage. {_PUBLIC}",
        seat=described(_SEAT, "The shooter."),
        weapon=described(_CARD, "The weapon card (uid; starting weapons never malfunction)."),
        kind={
            "type": "string",
            "enum": ["jam", "backfire", "explode"],
            "description": "jam: empty until reloaded; backfire: the shooter loses 1 Health; explode: discarded.",
        },
    ),
    "armor_lost": event_schema(
        f"An armour card absorbed its whole bonus and is discarded (L777-L779). {_PUBLIC}",
        seat=described(_SEAT, "The wearer."),
        card=described(_CARD, "The armour card (uid)."),
    ),
    "fragged": event_schema(
        "A fighter was fragged (L843-L858): he leaves a blood counter and his weapons as a leftovers pile; his"
        f" gadgets are discarded. {_PUBLIC}",
        seat=described(_SEAT, "The fighter fragged."),
        by=_or_null(
            {
                "type": ["integer", "null"],
                "minimum": 0,
                "description": "The attacker; null: no attacker (acid, a beast, a backfire: nobody scores, L909-L910).",
            }
        ),
        square=described(_CELL, "The cell he was fragged on."),
    ),
    "frag": event_schema(
        f"A frag scored (L901); the scorer draws a Special unless he has just won. {_PUBLIC}",
        seat=described(_SEAT, "Who scores."),
        victim=described(_SEAT, "The fighter fragged."),
        frags=_int("The scorer's frags now.", 1),
    ),
    "hanged": event_schema(
        f"A fragged fighter hanged on the gallows square his attacker chose (L1-L12). {_PUBLIC}",
        seat=described(_SEAT, "The fighter hanged."),
        by=described(_SEAT, "The attacker who hanged him."),
        square=described(_CELL, "The gallows cell."),
    ),
    "held": event_schema(
        f"An attack held for a shootout on another's turn (L243-L246). {_PUBLIC}",
        seat=described(_SEAT, "The fighter holding it."),
    ),
    "shootout": event_schema(
        "A holder opened a shootout on a fighter passing in front of him (L247-L253): the mover may return fire"
        f" (a pending return_fire), except the Saloon Gal, who may not (L654-L655). {_PUBLIC}",
        optional=("return_fire",),
        seat=described(_SEAT, "The holder."),
        mover=described(_SEAT, "The fighter passing."),
        return_fire={
            "type": "boolean",
            "const": False,
            "description": "Present (false) only when the mover may not fire back: the holder fires at once.",
        },
    ),
    "shootout_roll": event_schema(
        "Who fires first in a shootout: each side's Speed dice plus a randomly drawn card's value (a joker counts"
        f" 14); the higher fires first, the holder on a tie (L251-L253). One event a side. {_PUBLIC}",
        seat=described(_SEAT, "The side rolling."),
        dice=_dice("Its Speed dice (plus the Saloon Gal's bought shootout dice)."),
        card=_or_null(
            {
                "type": ["integer", "null"],
                "minimum": 0,
                "description": "The card drawn (uid), discarded; null when every pile of its deck was empty.",
            }
        ),
        total=_int("Dice plus the card's value.", 0),
    ),
    "pickup": event_schema(
        f"A card taken from a leftovers pile into the hand (L883-L890). {_PUBLIC}",
        seat=described(_SEAT, "The fighter."),
        pile=_int("The pile's id.", 1),
        card=_WHOLE_CARD,
    ),
    "blood": event_schema(
        f"A blood counter taken onto the record sheet (L877-L879). {_PUBLIC}",
        seat=described(_SEAT, "The fighter."),
        square=described(_CELL, "The cell it lay on."),
    ),
    "healed": event_schema(
        f"Health restored: a healing card, or a blood counter spent (blood). {_PUBLIC}",
        optional=("blood",),
        seat=described(_SEAT, "The fighter."),
        health=described({"type": "integer"}, "His Health now."),
        blood={"type": "boolean", "const": True, "description": "Present (true) when a blood counter was spent."},
    ),
    "dropped": event_schema(
        f"A weapon or gadget in play left in the fighter's square as a link counter (a leftovers pile). {_PUBLIC}",
        seat=described(_SEAT, "The fighter."),
        card=described(_CARD, "The card (uid)."),
        square=described(_CELL, "The cell."),
    ),
    "swapped": event_schema(
        "The Huckster's cheat: two cards discarded for the top card of the hexes discard pile (a joker there is"
        f" discarded again and a joker event follows). {_PUBLIC}",
        seat=described(_SEAT, "The Huckster."),
        discarded={
            "type": "array",
            "description": "The two cards discarded (uids).",
            "items": _CARD,
            "minItems": 2,
            "maxItems": 2,
        },
        hex=described(_CARD, "The hex taken (uid)."),
    ),
    "boosted": event_schema(
        f"The Saloon Gal's cheat: a card discarded to add a die to her next roll of a kind (L658-L659). {_PUBLIC}",
        seat=described(_SEAT, "The Saloon Gal."),
        card=described(_CARD, "The card discarded (uid)."),
        roll={"type": "string", "enum": list(BOOST_ROLLS), "description": "The kind of roll the die is for."},
    ),
    "game_over": event_schema(
        f"The game ended: a frag reached frags_to_win (L901-L902), or the round cap passed. {_PUBLIC}",
        winners={
            "type": "array",
            "description": "The winning seats (at the round cap: every seat with the most frags).",
            "items": _SEAT,
            "minItems": 1,
        },
        reason={"type": "string", "enum": ["frags", "round_cap"], "description": "Why it ended."},
    ),
    "cured": event_schema(
        "A fighter at 0 Health (a last stand) healed above 0 with a card or a blood counter and stays in play"
        f" (L805-L806). {_PUBLIC}",
        seat=described(_SEAT, "The fighter."),
        health=_int("His Health now.", 1),
    ),
}
EVENT_TYPES = list(_EVENT_SCHEMAS)
ACTION_SCHEMAS = _action_schemas()
# Each parameter's JSON type, so 1.0 or true for an integer is refused (engine.check_param_types).
PARAM_TYPES = param_types(ACTION_SCHEMAS)
# Per action type: (the keys it may carry, the keys it must carry), for ``check``.
ACTION_KEYS = {
    kind: (frozenset(schema["properties"]), tuple(schema["required"])) for kind, schema in ACTION_SCHEMAS.items()
}
OPTIONS_SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "properties": {
        "frags_to_win": {
            "type": "integer",
            "minimum": 1,
            "maximum": MAX_COUNT_OPTION,
            "default": 3,
            "description": "Frags that win (L907: 'for a longer game, play to more frags').",
        },
        "round_cap": {
            "type": ["integer", "null"],
            "minimum": 0,
            "maximum": MAX_ROUND_CAP,
            "default": None,
            "description": "House option, not in the rulebook (which has no length limit): end after this many"
            " rounds and place seats by frags, the ending marked 'round_cap'. Null or 0 (the default): no cap.",
        },
        "fighters": {
            "type": "array",
            "description": "Per seat, a fighter given at creation (a tournament carries a grown fighter),"
            " its stats alone (the fighter is then chosen at the table), or null to choose both at the table."
            " Set by tournaments; a client's game takes it only as a practice game (with a seed).",
            "items": {
                "anyOf": [
                    {"type": "null"},
                    {
                        "type": "object",
                        "additionalProperties": False,
                        "required": ["health", "speed", "accuracy"],
                        "properties": {
                            "fighter": {"type": "string"},
                            "health": _STAT,
                            "speed": _STAT,
                            "accuracy": _STAT,
                        },
                    },
                ]
            },
        },
    },
}
INFO = RulesetInfo(
    id="frag-deadlands",
    name="Frag Deadlands",
    min_seats=2,
    max_seats=6,
    scenarios=(
        Scenario(
            "standard",
            "Standard",
            description="Every fighter for himself; three frags win (L901-L902).",
        ),
    ),
    options_schema=OPTIONS_SCHEMA,
    action_schemas=ACTION_SCHEMAS,
    event_schemas=_EVENT_SCHEMAS,
    hidden_information=True,
    description="Weird West shooter on a town-and-desert map: six fighters, four decks, shootouts, gallows.",
    # 2: the rulebook's three readings as printed (docs/frag-deadlands.md, "Rules versions"); a
    # game dealt under 1 keeps playing it exactly (``FragDeadlands.as_printed``).
    rules_version=PRINTED,
    earlier_rules_versions=(1,),
    tournament_options=frozenset({"fighters"}),
)
