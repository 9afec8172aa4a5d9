"""Frag Deadlands (rulebook: shared/rulebooks/frag-deadlands.txt).

Set-up is three decisions per seat: ``choose`` (a fighter nobody has taken and
a split of 7 points, 1-4 each; or given at creation in ``options.fighters``),
``poker`` (which decks the five set-up cards come from) and ``keep`` (one of
the five). The best poker hand (ties by die) takes the first turn.

A turn is a sequence of small actions so that ``legal_actions`` always lists
the next step: a Harrowed Gunslinger's ``respawn`` (his chosen grave), then
``roll`` or ``teleport``, then in any order ``move`` and ``jump`` (one square
or one jump at a time), ``attack``, ``hold``, ``play``, ``pickup`` and
``take_blood``, ``use_blood``, ``drop``, ``discard``, the cheatin' ``boost``
(Saloon Gal) and ``swap`` (Huckster), and ``end_turn``. Decisions taken out of
turn are ``pending``: a drawn joker's ``joker_draw``, the gallows square
(``hang``), a held attack's ``shoot_out`` / ``hold_fire`` and the passer's
``return_fire`` / ``no_return``.

Every reading of a point the rulebook leaves open is listed in
docs/frag-deadlands.md.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from itertools import combinations_with_replacement
from operator import itemgetter
from typing import Any, Final

from ladders.deadlands.data import (
    DECKS,
    DIRS,
    IN_PLAY_EFFECTS,
    STATS,
    Board,
    Card,
    Fighter,
    board_view,
    load_board,
    load_cards,
    load_fighters,
)
from ladders.deadlands.poker import CATEGORIES, hand_rank
from ladders.engine import (
    MAX_COUNT_OPTION,
    MAX_ROUND_CAP,
    Action,
    Event,
    GameConfig,
    IllegalAction,
    InvalidConfig,
    Outcome,
    Ruleset,
    RulesetInfo,
    Scenario,
    Seat,
    State,
    action_schema,
    check_param_types,
    described,
    event_schema,
    load_schema,
    param_types,
    placements_from_keys,
    rng_below,
    rng_init,
    rng_shuffle,
    roll_dice,
    roll_die,
)

# ``Event(...)`` without its Python-level ``__new__`` (every step builds one or more):
# ``_new_event(Event, (type, data, visible_to))`` builds the same tuple (docs/engine.md, point 6).
_new_event: Final = tuple.__new__
Occupancy = dict[int, list[int]]  # square -> seats on it (``occupied``)
STAT_POINTS = 7
# The Saloon Gal's "add one die to any die roll": the rolls a discard may be spent on, each
# waiting on her record for its next roll (defence and shootout rolls come on others' turns).
BOOST_ROLLS = ("movement", "hit", "damage", "defence", "powerup", "beast", "shootout")
DIR_NAMES = tuple(DIRS)
DIR_INDEX = {name: d for d, name in enumerate(DIR_NAMES)}
_ON_BOARD = frozenset(("alive", "hanged"))
_STAT_INDEX = {name: i for i, name in enumerate(STATS)}
# The act stage's action types, in the order ``legal_actions`` lists them.
_ACT_KINDS = (
    "move",
    "jump",
    "attack",
    "hold",
    "play",
    "pickup",
    "take_blood",
    "use_blood",
    "drop",
    "discard",
    "boost",
    "swap",
    "end_turn",
)
# Every choice of decks for the five set-up cards, in the order ``poker`` lists them
# (each deck's count, the decks in ``DECKS`` order), and the same as a set for ``check``.
_POKER_DECKS: Final = tuple(tuple(DECKS[i] for i in combo) for combo in combinations_with_replacement(range(4), 5))
_POKER_SET: Final = frozenset(_POKER_DECKS)
# A reader for a C-level scan (piles fresh for the seat ending its turn) that costs fewer
# instructions than its loop; over four fighters a loop costs fewer than ``map`` and its
# list (callgrind: see ``_shares_square``).
_FRESH: Final = itemgetter("fresh")
STARTING = -1  # the weapon on the record sheet
# A turn as it begins (``_begin_turn``), copied, never handed out: each copy is given its own
# ``checked`` and ``picked`` lists (these two are placeholders, shared by no state).
_NEW_TURN: Final[dict[str, Any]] = {
    "stage": "start",
    "move": 0,
    "dice_speed": 0,
    "attacks_used": 0,
    "extra": 0,
    "checked": [],
    "picked": [],
    "entry": -1,
}
_NO_SQUARES: Final[frozenset[int]] = frozenset()
# The action types a pending decision allows, by its kind (``_kinds_now``).
_PENDING_KINDS: Final[dict[str, tuple[str, ...]]] = {
    "joker": ("joker_draw",),
    "last_stand": ("cure", "use_blood", "fall"),
    "hang": ("hang", "no_hang"),
    "shootout": ("shoot_out", "hold_fire"),
    "return_fire": ("return_fire", "no_return"),
}
JOKER_SHOOTOUT_VALUE = 14  # a joker drawn for a shootout counts as an ace

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
        "use_blood": action_schema("Spend a blood counter to restore one point of Health."),
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
        "A seat kept one of its five set-up cards; the rest are discarded (L66). Public (the five were shown at"
        " the reveal).",
        seat=described(_SEAT, "The seat."),
        card=described(_CARD, "The card kept (uid), now in its hand."),
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
_PARAM_TYPES = param_types(ACTION_SCHEMAS)
# Per action type: (the keys it may carry, the keys it must carry), for ``check``.
_ACTION_KEYS = {
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
    rules_version=1,
    tournament_options=frozenset({"fighters"}),
)


def stat_splits() -> list[tuple[int, int, int]]:
    return [(h, s, STAT_POINTS - h - s) for h in range(1, 5) for s in range(1, 5) if 1 <= STAT_POINTS - h - s <= 4]


SPLITS = stat_splits()
_SPLIT_SET: Final = frozenset(SPLITS)


def _remove_one(rec: dict[str, Any], field: str, item: Any) -> None:
    """Remove one ``item`` from a fighter's card list by replacing the list (copies share it)."""
    items = list(rec[field])
    items.remove(item)
    rec[field] = items


def _shares_square(fighters: list[dict[str, Any]], rec: dict[str, Any]) -> bool:
    """Another record has ``rec``'s position (the fragged ones' -1 included): a loop, which
    costs fewer instructions over a handful of records than ``map`` with ``count`` (callgrind)."""
    pos = rec["pos"]
    for other in fighters:  # noqa: SIM110 - a generator for ``any`` costs more than the loop
        if other["pos"] == pos and other is not rec:
            return True
    return False


def _fighter_record(fighter_id: str, stats: list[int]) -> dict[str, Any]:
    return {
        "id": fighter_id,
        "stats": stats,
        "status": "waiting",  # waiting | alive | fragged | hanged
        "pos": -1,
        "health": 0,
        "hand": [],
        "weapons": [],  # [uid, ammo] (ammo -1: unlimited)
        "gadgets": [],  # uids in play (not armour)
        "armor": [],  # [uid, health bonus left]
        "blood": 0,
        "frags": 0,
        "held": False,
        "charm": 0,  # play order of a charm in force, 0 if none
        "auto_hit": 0,
        "boosts": [],  # [stat, mult, add] until the end of this turn
        "dice": {},  # the Saloon Gal's extra dice waiting for their roll: {roll: count}
    }


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
        # square and the jump reach, and ``_free_moves`` keeps it per square, per reach (a list
        # indexed by square: no (square, reach) tuple built and hashed per listing).
        self._near: list[frozenset[int]] = [
            frozenset(
                [nxt for nxt, _ in exits]
                + [first for first, _ in lines]
                + [cell for _, rest in lines for cell, _, _ in rest]
            )
            for exits, lines in zip(self._exits, self._jump_lines, strict=True)
        ]
        self._free_moves: list[dict[int, tuple[Action, ...]]] = [{} for _ in self._exits]
        # The last piles list read, with its piles' squares (is there a pile under the mover?)
        # and the seats whose piles on it are fresh (does an end of turn refresh any?): the
        # engine never changes a piles list or a pile in place (``_new_pile``, ``_do_pickup``
        # and an end of turn each put a new list in), and a game's states share the list from
        # one change to the next, so a list met again, by identity, has the same piles. Holding
        # the list keeps its id from being reused; one tuple, swapped whole, so that threads
        # sharing the ruleset each read a consistent one. (``_pile_index``)
        self._piles_seen: tuple[list[dict[str, Any]] | None, frozenset[int], frozenset[int]] = (
            None,
            _NO_SQUARES,
            _NO_SQUARES,
        )
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

    # -- small readers -----------------------------------------------------

    def sheet(self, state: State, seat: Seat) -> Fighter:
        return self.fighter_by_id[state["f"][seat]["id"]]

    def stat(self, state: State, seat: Seat, stat: str) -> int:
        """A stat as modified by cards: every multiplier first, then every addition (L865-L868)."""
        rec = state["f"][seat]
        value = rec["stats"][_STAT_INDEX[stat]]
        boosts, gadgets, shared = rec["boosts"], rec["gadgets"], state["globals"]
        if not boosts and not gadgets and not shared:
            # the usual case: nothing in play modifies a stat (an integer, checked when chosen or
            # given; a comparison, since ``max`` parses its keyword arguments on every call)
            usual: int = value if value > 1 else 1
            return usual
        add = 0
        for boost in rec["boosts"]:
            if boost[0] == stat:
                value *= boost[1]
                add += boost[2]
        for uid in rec["gadgets"]:
            card = self.cards[uid]
            if card.effect == stat:
                add += card.bonus
        for _owner, gstat, gadd in state["globals"]:
            if gstat == stat:
                add += gadd
        total: int = value + add
        return total if total > 1 else 1

    def health_stat(self, state: State, seat: Seat) -> int:
        """Health as a stat (full health, weapon limit): base plus Health gadgets in play."""
        rec = state["f"][seat]
        bonus: int = sum(self.cards[u].bonus for u in rec["gadgets"] if self.cards[u].effect == "health")
        health: int = rec["stats"][0] + bonus
        return health

    def health_cap(self, state: State, seat: Seat) -> int:
        return self.health_stat(state, seat) + sum(int(left) for _, left in state["f"][seat]["armor"])

    def weapon_limit(self, state: State, seat: Seat) -> int:
        return self.health_stat(state, seat) + self.sheet(state, seat).weapon_limit_bonus

    def hand_limit(self, state: State, seat: Seat) -> int:
        return self.sheet(state, seat).hand_limit

    def hex_ok(self, state: State, seat: Seat) -> bool:
        sheet = self.sheet(state, seat)
        if sheet.no_hexes:
            return False
        return sheet.hexes or any(self.cards[u].effect == "hex_access" for u in state["f"][seat]["gadgets"])

    def attacks_left(self, state: State, seat: Seat) -> int:
        turn = state["turn"]
        allowed = (self.stat(state, seat, "accuracy") + 1) // 2 + turn["extra"]
        left: int = allowed - turn["attacks_used"]
        return left

    @staticmethod
    def _occupied_squares(state: State) -> set[int]:
        """``occupied``'s squares alone: no list per square (what a line of sight reads)."""
        out: set[int] = set()
        for rec in state["f"]:
            pos = rec["pos"]
            if pos >= 0 and rec["status"] in _ON_BOARD:
                out.add(pos)
        return out

    def occupied(self, state: State) -> dict[int, list[Seat]]:
        """Squares holding a fighter on the board (the hanged included)."""
        out: dict[int, list[Seat]] = {}
        for seat, rec in enumerate(state["f"]):
            pos = rec["pos"]
            if pos >= 0 and rec["status"] in _ON_BOARD:
                here = out.get(pos)
                if here is None:
                    out[pos] = [seat]
                else:
                    here.append(seat)
        return out

    def line_of_sight(self, state: State, a: int, b: int, occupied: Iterable[int] | None = None) -> int:
        """The range from square ``a`` to square ``b`` if ``b`` is in sight, else 0 (L792-L800).
        ``occupied``: the occupied squares (``occupied``'s map or a set of its keys)."""
        hit = self._sight[a * self._cell_count + b]
        if hit is None:
            return 0
        occ = self._occupied_squares(state) if occupied is None else occupied
        # a fighter on a square the line enters (the target's excepted) blocks it; ``occ`` has
        # at most one entry per fighter, so it is the shorter side to walk
        return hit[0] if hit[1].isdisjoint(occ) else 0

    # -- set-up ------------------------------------------------------------

    def _setup(self, config: GameConfig, seed: int) -> State:
        options = dict(config.options)
        given = options.get("fighters")
        if given is not None and len(given) != config.seats:
            raise InvalidConfig("bad_options", f"options.fighters gives {len(given)} entries for {config.seats} seats.")
        state: State = {
            "rng": rng_init(seed),
            "seats": config.seats,
            "options": options,
            "phase": "choose",
            "f": [_fighter_record("", [0, 0, 0]) for _ in range(config.seats)],
            "decks": {d: [c.uid for c in self.cards if c.deck == d] for d in DECKS},
            "discards": {d: [] for d in DECKS},
            "poker": [[] for _ in range(config.seats)],
            "done": [False] * config.seats,
            "current": 0,
            "first": 0,
            "round": 1,
            "turn": None,
            "pending": [],
            "piles": [],
            "blood": [],
            "next_pile": 1,
            "seq": 0,
            "globals": [],
            "winners": None,
            "end_reason": None,
        }
        for deck in DECKS:
            rng_shuffle(state, state["decks"][deck])
        taken: set[str] = set()
        for seat, entry in enumerate(given or []):
            if entry is None:
                continue
            if entry["health"] + entry["speed"] + entry["accuracy"] < STAT_POINTS:
                raise InvalidConfig("bad_options", f"options.fighters[{seat}]: stats must total at least 7.")
            stats = [entry["health"], entry["speed"], entry["accuracy"]]
            fighter = entry.get("fighter")
            if fighter is None:
                state["f"][seat]["stats"] = stats  # the fighter is chosen at the table, with these stats
                continue
            if fighter not in self.fighter_by_id:
                raise InvalidConfig("bad_options", f"options.fighters[{seat}]: unknown fighter {fighter!r}.")
            if fighter in taken:
                raise InvalidConfig("bad_options", f"options.fighters[{seat}]: {fighter!r} is taken twice.")
            taken.add(fighter)
            state["f"][seat] = _fighter_record(fighter, stats)
        events: list[Event] = []
        self._after_choose(state, events)
        return state

    def _next_unchosen(self, state: State) -> Seat | None:
        for seat, rec in enumerate(state["f"]):
            if not rec["id"]:
                return seat
        return None

    def _after_choose(self, state: State, events: list[Event]) -> None:
        nxt = self._next_unchosen(state)
        if nxt is not None:
            state["current"] = nxt
            return
        # Deal one Weapon, Gadget and Special each; the Huckster also a Hex (L59-L61).
        for seat in range(state["seats"]):
            decks = ["weapon", "gadget", "special"]
            if self.sheet(state, seat).hexes:
                decks.append("hex")
            for deck in decks:
                uid = self._take(state, deck, events, allow_joker=False)
                if uid is not None:
                    state["f"][seat]["hand"] = [*state["f"][seat]["hand"], uid]
                    events.append(_new_event(Event, ("card_drawn", {"seat": seat, "card": uid, "deck": deck}, (seat,))))
            events.append(_new_event(Event, ("dealt", {"seat": seat, "decks": decks}, None)))
        state["phase"] = "poker"
        state["done"] = [False] * state["seats"]

    def _take(self, state: State, deck: str, events: list[Event], *, allow_joker: bool = True) -> int | None:
        """The top card of ``deck``, reshuffling its discards when it is empty (L70-L71).
        With ``allow_joker`` False a joker met is put at the bottom and the next card taken."""
        if not state["decks"][deck] and not state["discards"][deck]:
            return None
        pile = self._mutable(state, "decks", deck)
        for _ in range(2 + len(pile) + len(state["discards"][deck])):
            if not pile:
                if not state["discards"][deck]:
                    return None
                pile.extend(state["discards"][deck])
                state["discards"] = {**state["discards"], deck: []}
                rng_shuffle(state, pile)
                events.append(_new_event(Event, ("reshuffled", {"deck": deck, "size": len(pile)}, None)))
            uid: int = pile.pop()
            if allow_joker or not self.cards[uid].joker:
                return uid
            pile.insert(0, uid)
        return None

    def draw(self, state: State, seat: Seat, deck: str, events: list[Event]) -> int | None:
        """Draw into the hand. A joker is discarded at once and its drawer draws from any deck (L108-L111)."""
        uid = self._take(state, deck, events)
        if uid is None:
            return None
        events.append(_new_event(Event, ("drew", {"seat": seat, "deck": deck}, None)))
        if self.cards[uid].joker:
            self._mutable(state, "discards", deck).append(uid)
            events.append(_new_event(Event, ("joker", {"seat": seat, "deck": deck, "card": uid}, None)))
            if any(state["decks"][d] or state["discards"][d] for d in DECKS):
                state["pending"] = [*state["pending"], {"kind": "joker", "seat": seat}]
            return None
        state["f"][seat]["hand"] = [*state["f"][seat]["hand"], uid]
        events.append(_new_event(Event, ("card_drawn", {"seat": seat, "card": uid, "deck": deck}, (seat,))))
        return uid

    def _discard(self, state: State, uid: int) -> None:
        self._mutable(state, "discards", self.cards[uid].deck).append(uid)

    @staticmethod
    def _mutable(state: State, key: str, deck: str) -> list[int]:
        """A draw or discard pile that ``step`` may change: ``copy_state`` shares the
        piles with the state it copied, so a pile is replaced before it is written."""
        pile = list(state[key][deck])
        state[key] = {**state[key], deck: pile}
        return pile

    # -- reading -----------------------------------------------------------

    def to_act(self, state: State) -> list[Seat]:
        if state["winners"] is not None:
            return []
        if state["pending"]:
            return [state["pending"][0]["seat"]]
        phase = state["phase"]
        if phase in ("poker", "keep"):
            return [s for s in range(state["seats"]) if not state["done"][s]]
        return [state["current"]]

    def tallies(self, state: State) -> tuple[list[int], list[int]]:
        return [int(r["frags"]) for r in state["f"]], [0] * state["seats"]

    def outcome(self, state: State) -> Outcome | None:
        if state["winners"] is None:
            return None
        frags = [int(r["frags"]) for r in state["f"]]
        placements = placements_from_keys(frags)
        return Outcome(
            placements=placements,
            winners=list(state["winners"]),
            score=[float(f) for f in frags],
            frags=frags,
            trophies=[0] * state["seats"],
            details={
                "reason": state["end_reason"],
                "fighters": [
                    {"fighter": r["id"], "stats": dict(zip(STATS, r["stats"], strict=True))} for r in state["f"]
                ],
            },
        )

    def legal_actions(self, state: State, seat: Seat) -> list[Action]:
        if state["phase"] == "play" and not state["pending"] and state["winners"] is None:
            # most of a game: ``to_act`` and ``_kinds_now`` read directly
            if seat != state["current"]:
                return []
            stage = state["turn"]["stage"]
            if stage != "start" and stage != "grave" and stage != "done":
                return self._act_actions(state, seat)
            if stage == "start":
                # teleport and boost each play a card from the hand: the roll alone without a
                # teleport card or the extra die (nine in ten start stages with a hand)
                rec = state["f"][seat]
                if not rec["hand"]:
                    return [{"type": "roll"}]
                if self.fighter_by_id[rec["id"]].cheat != "extra_die":
                    cards = self.cards
                    for uid in rec["hand"]:
                        if cards[uid].effect == "teleport":
                            break
                    else:
                        return [{"type": "roll"}]
        if seat not in self.to_act(state):
            return []
        out: list[Action] = []
        generators = self._generators
        kinds = self._kinds_now(state, seat)
        if kinds is _ACT_KINDS:
            return self._act_actions(state, seat)
        for kind in kinds:
            out.extend(generators[kind](state, seat, None))  # the one that reads the occupancy builds it
        return out

    def _act_actions(self, state: State, seat: Seat) -> list[Action]:
        """The act stage's list, in ``_ACT_KINDS`` order, as the generators list it (a test
        holds the two together): each generator is called only when the cheap condition
        that makes it list anything holds, since most of them list nothing, and the moves,
        jumps and targets, which read the occupancy, are listed inline from one pass over
        the fighters instead of ``occupied``'s map. The cards in hand are sorted once and the
        plays, weapons and discards listed inline with ``stat``'s, the weapon limit's, hex
        access's and the health cap's usual cases read directly (no gadget, no armour).
        (Measured with callgrind: ``map``, ``isdisjoint`` over a line or copies of prebuilt
        actions cost more instructions than these short loops.)"""
        fighters = state["f"]
        rec = fighters[seat]
        sheet = self.fighter_by_id[rec["id"]]
        turn = state["turn"]
        alive = rec["status"] == "alive"
        pos = rec["pos"]
        # ``occupied``'s squares, the hanged fighters' among them (nobody passes those; rarely
        # any, so their set is made only when one is met) and whether this fighter stands
        # alone (he attacks only then)
        occ: set[int] = set()
        hanged: frozenset[int] = _NO_SQUARES
        alone = alive and pos >= 0
        if pos >= 0:  # the mover's own square, outside the loop (not in its own sight)
            if alive:
                occ.add(pos)
            elif rec["status"] == "hanged":
                occ.add(pos)
                hanged = frozenset((pos,))
        # and the other fighters in static sight of this square, with the squares between,
        # for ``_targets`` (the sight table's entry for the pair: walls, corners, doors; its
        # range is at least 1); the table's row for this square, so that no index above 256
        # is computed (each such int is an allocation)
        seen: list[tuple[Seat, frozenset[int]]] = []
        sight = self._sight_rows[pos]
        t = -1
        for other in fighters:
            t += 1
            if t == seat:
                continue
            cell = other["pos"]
            if cell >= 0:
                status = other["status"]
                if status == "alive":
                    occ.add(cell)
                    hit = sight[cell]
                    if hit is not None:
                        seen.append((t, hit[1]))
                elif status == "hanged":
                    occ.add(cell)
                    hanged = hanged | {cell}
                else:
                    continue
                if cell == pos:
                    alone = False
        out: list[Action] = []
        move = turn["move"]
        gadgets = rec["gadgets"]
        plain = not rec["boosts"] and not gadgets and not state["globals"]  # ``stat`` is the printed value
        if alive and move >= 1 and self._near[pos].isdisjoint(occ):
            # nobody within reach: the square's every move, and its jumps up to the reach
            reach = 0
            if move >= 4:
                speed = rec["stats"][1] if plain else self.stat(state, seat, "speed")
                if speed < 1:
                    speed = 1
                reach = speed if speed < move // 2 else move // 2
            by_reach = self._free_moves[pos]
            free = by_reach.get(reach)
            if free is None:
                free = by_reach[reach] = self._list_free_moves(pos, reach)
            out += map(dict.copy, free)  # a C-level loop: about a quarter less than append in Python
        elif alive and move >= 1:
            # ``_gen_move``: through, never into, an occupied square; never through a gallows
            last_step = move < 2
            for nxt, step in self._exits[pos]:
                if nxt in occ and (last_step or nxt in hanged):
                    continue
                out.append(step.copy())
            if move >= 4:
                speed = rec["stats"][1] if plain else self.stat(state, seat, "speed")
                if speed < 1:
                    speed = 1
                reach = speed if speed < move // 2 else move // 2
                if reach >= 2:
                    # ``_gen_jump``, over the directions with a line of two squares or more
                    for first, rest in self._jump_lines[pos]:
                        if first in hanged:
                            continue
                        for cell, cost, jump in rest[: reach - 1]:
                            if cell in occ:
                                if cell in hanged:
                                    break
                                if move - cost < 1:
                                    continue
                            out.append(jump.copy())
        # ``_must_leave``: sharing a square with a move or jump out listed, no ending the turn (L183)
        stuck_ok = alone or not alive or pos < 0 or not out
        hand = rec["hand"]
        ordered = sorted(hand) if len(hand) > 1 else hand
        cards = self.cards
        # room under the weapon limit (``weapon_limit``) and hex access (``hex_ok``), for the
        # attack and play listings below; the methods are called only when gadgets change them
        room = hexes = False
        if hand:
            room = len(rec["weapons"]) < (
                rec["stats"][0] + sheet.weapon_limit_bonus if not gadgets else self.weapon_limit(state, seat)
            )
            hexes = not sheet.no_hexes and (sheet.hexes or (bool(gadgets) and self.hex_ok(state, seat)))
        # ``attacks_left``, with ``stat``'s usual case inline (stats are integers, checked when
        # chosen or given: no ``int`` or ``max`` calls, about 300 instructions each)
        accuracy = rec["stats"][2] if plain else self.stat(state, seat, "accuracy")
        if accuracy < 1:
            accuracy = 1
        if (accuracy + 1) // 2 + turn["extra"] - turn["attacks_used"] > 0:
            # ``_gen_attack`` without its second ``attacks_left``: ``_targets`` inline (the
            # weapon list is only built when someone is in sight)
            if alone and seen:
                targets: list[Seat] = []
                for t, between in seen:
                    if between.isdisjoint(occ):  # no fighter on a square the line enters
                        targets.append(t)
                if targets:
                    # ``_weapon_choices``, inline
                    kinds: list[tuple[int, str]] = []
                    if sheet.starting_weapon is not None:
                        kinds.append((STARTING, str(sheet.starting_weapon.get("kind", ""))))
                    for uid, ammo in rec["weapons"]:
                        if ammo != 0:
                            kinds.append((uid, cards[uid].kind))
                    for uid in ordered:
                        card = cards[uid]
                        if card.deck == "weapon" and not card.joker:
                            if room:
                                kinds.append((uid, card.kind))
                        elif hexes and card.deck == "hex" and card.effect == "hex_attack":
                            kinds.append((uid, "hex"))
                    rerolls = sheet.cheat_kinds if sheet.cheat == "reroll_ones" else ()
                    for t in targets:
                        for w, kind in kinds:
                            out.append({"type": "attack", "target": t, "weapon": w})
                            if kind in rerolls:
                                out.append({"type": "attack", "target": t, "weapon": w, "cheat": True})
            if not rec["held"] and not sheet.no_shootout:
                out.append({"type": "hold"})
        if hand:
            # ``_gen_play``, inline; the health cap (``health_cap``) is asked only for a healing card
            hurt: bool | None = None
            for uid in ordered:
                card = cards[uid]
                if card.joker:
                    continue
                if card.deck == "weapon":
                    if room:
                        out.append({"type": "play", "card": uid})
                    continue
                if card.deck == "hex" and not hexes:
                    continue
                effect = card.effect
                if effect == "teleport" or effect == "hex_attack":
                    continue  # played by ``teleport`` / ``attack``
                if effect == "heal":
                    if hurt is None:
                        hurt = rec["health"] < (
                            rec["stats"][0] if not gadgets and not rec["armor"] else self.health_cap(state, seat)
                        )
                    if not hurt:
                        continue
                elif effect == "armor":
                    if not self._armor_fits(state, seat, card):
                        continue
                elif effect == "hex_access":
                    if sheet.no_hexes:
                        continue
                elif effect == "reload":
                    for w, ammo in rec["weapons"]:
                        full = cards[w].ammo
                        if full is not None and ammo < full:
                            out.append({"type": "play", "card": uid, "weapon": w})
                    continue
                out.append({"type": "play", "card": uid})
        here = alive and turn["entry"] == pos
        if here:
            # most steps have no pile on this square: ``_gen_pickup`` only when one is
            piles = state["piles"]
            if piles:
                index = self._piles_seen
                if index[0] is not piles:
                    index = self._pile_index(piles)
                if pos in index[1]:
                    out += self._gen_pickup(state, seat)
            if pos in state["blood"]:
                out.append({"type": "take_blood"})
        if rec["blood"] > 0:
            out += self._gen_use_blood(state, seat)
        if alive and (rec["weapons"] or gadgets or rec["armor"]):
            out += self._gen_drop(state, seat)
        if hand:  # discards, boosts and swaps each name cards from the hand
            for uid in ordered:
                out.append({"type": "discard", "card": uid})
            if sheet.cheat == "extra_die":
                out += self._gen_boost(state, seat)
            elif sheet.cheat == "hex_swap" and state["discards"]["hex"]:
                # ``_gen_swap``: every pair of cards, in order
                for i, first in enumerate(ordered):
                    for second in ordered[i + 1 :]:
                        out.append({"type": "swap", "cards": [first, second]})
        if len(hand) <= sheet.hand_limit and stuck_ok:
            out.append({"type": "end_turn"})
        return out

    def _pile_index(
        self, piles: list[dict[str, Any]]
    ) -> tuple[list[dict[str, Any]] | None, frozenset[int], frozenset[int]]:
        """``_piles_seen`` for a piles list not read last: (the list, its piles' squares, the
        seats whose piles are fresh), kept as the last read."""
        index = self._piles_seen = (piles, frozenset([p["cell"] for p in piles]), frozenset(map(_FRESH, piles)))
        return index

    def _list_free_moves(self, pos: int, reach: int) -> tuple[Action, ...]:
        """The act stage's moves and jumps from ``pos`` with no fighter in reach, in
        ``_gen_move``'s then ``_gen_jump``'s order."""
        listed = [step for _, step in self._exits[pos]]
        if reach >= 2:
            for _, rest in self._jump_lines[pos]:
                listed.extend(jump for _, _, jump in rest[: reach - 1])
        return tuple(listed)

    def _kinds_now(self, state: State, seat: Seat) -> tuple[str, ...]:
        if state["pending"]:
            return _PENDING_KINDS[state["pending"][0]["kind"]]
        phase = state["phase"]
        if phase in ("choose", "poker", "keep"):
            return (phase,)
        stage = state["turn"]["stage"]
        if stage == "grave":
            return ("respawn",)
        if stage == "start":
            return ("roll", "teleport", "boost")
        if stage == "done":
            return ("discard", "end_turn")
        return _ACT_KINDS

    # -- generators: one per action type ----------------------------------

    def _gen(self, state: State, seat: Seat, kind: str, occ: Occupancy | None = None) -> list[Action]:
        generator: Callable[[State, Seat, Occupancy | None], list[Action]] = self._generators[kind]
        return generator(state, seat, occ)

    def _gen_choose(self, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
        taken = {r["id"] for r in state["f"]}
        given = state["f"][seat]["stats"]
        if given[0]:  # stats given at creation (a tournament's grown fighter): only the fighter is chosen
            return [
                {"type": "choose", "fighter": f.id, "health": given[0], "speed": given[1], "accuracy": given[2]}
                for f in self.fighters
                if f.id not in taken
            ]
        out: list[Action] = []
        for f in self.fighters:
            if f.id not in taken:
                out += map(dict.copy, self._choices[f.id])  # copies of the fighter's prebuilt choices
        return out

    def _choose_ok(self, state: State, seat: Seat, action: Action) -> bool:
        """Whether ``_gen_choose`` lists this ``choose`` (its keys and types already checked),
        without building its list of up to 72 actions (a refusal builds it for its message)."""
        fighter = action["fighter"]
        if fighter not in self.fighter_by_id or any(r["id"] == fighter for r in state["f"]):
            return False
        split = (action["health"], action["speed"], action["accuracy"])
        given = state["f"][seat]["stats"]
        if given[0]:
            return split == (given[0], given[1], given[2])
        return split in _SPLIT_SET

    def _gen_poker(self, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
        return [{"type": "poker", "decks": list(decks)} for decks in _POKER_DECKS]

    def _gen_keep(self, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
        cards = state["poker"][seat]
        plain = [u for u in cards if not self.cards[u].joker]
        return [{"type": "keep", "card": u} for u in sorted(plain or cards)]

    def _gen_joker_draw(self, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
        return [{"type": "joker_draw", "deck": d} for d in DECKS if state["decks"][d] or state["discards"][d]]

    def _free_gallows(self, state: State, occ: Occupancy | None = None) -> list[int]:
        occ = self.occupied(state) if occ is None else occ
        return [c for c in self.board.gallows if c not in occ]

    def _gen_hang(self, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
        return [{"type": "hang", "square": c} for c in self._free_gallows(state, occ)]

    def _gen_no_hang(self, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
        return [{"type": "no_hang"}] if state["pending"][0].get("optional") else []

    def _weapon_choices(self, state: State, seat: Seat, *, shootout: bool = False) -> list[tuple[int, bool]]:
        """(weapon, cheat) pairs this fighter may attack with now (L809-L827)."""
        rec = state["f"][seat]
        sheet = self.sheet(state, seat)
        out: list[tuple[int, str]] = []
        if sheet.starting_weapon is not None:
            out.append((STARTING, str(sheet.starting_weapon.get("kind", ""))))
        for uid, ammo in rec["weapons"]:
            if ammo != 0:
                out.append((uid, self.cards[uid].kind))
        # the weapon limit and hex access are asked only for a hand card they decide
        room: bool | None = None
        hexes: bool | None = None
        cards = self.cards
        for uid in sorted(rec["hand"]):
            card = cards[uid]
            if card.deck == "weapon" and not card.joker:
                if room is None:
                    room = len(rec["weapons"]) < self.weapon_limit(state, seat)
                if room:
                    out.append((uid, card.kind))
            elif card.deck == "hex" and card.effect == "hex_attack" and not shootout:
                if hexes is None:
                    hexes = bool(self.hex_ok(state, seat))
                if hexes:
                    out.append((uid, "hex"))
        pairs: list[tuple[int, bool]] = []
        for uid, kind in out:
            pairs.append((uid, False))
            if sheet.cheat == "reroll_ones" and kind in sheet.cheat_kinds:
                pairs.append((uid, True))
        return pairs

    @staticmethod
    def _with_cheat(action: Action, cheat: bool) -> Action:
        if cheat:
            action["cheat"] = True
        return action

    @staticmethod
    def _alone(state: State, seat: Seat) -> bool:
        """No other fighter on this fighter's square (one may attack only then, L183-L184)."""
        pos = state["f"][seat]["pos"]
        return not any(s != seat and r["pos"] == pos and r["status"] in _ON_BOARD for s, r in enumerate(state["f"]))

    def _can_attack_from_here(self, state: State, seat: Seat, occ: dict[int, list[Seat]]) -> bool:
        rec = state["f"][seat]
        return rec["status"] == "alive" and len(occ.get(rec["pos"], ())) == 1

    def _targets(self, state: State, seat: Seat, occ: dict[int, list[Seat]]) -> list[Seat]:
        # ``line_of_sight`` for each fighter, inline: the static sight table's entry for the
        # pair, then no fighter on a square the line enters
        fighters = state["f"]
        sight = self._sight
        row = fighters[seat]["pos"] * self._cell_count
        out: list[Seat] = []
        for t, rec in enumerate(fighters):
            if t != seat and rec["status"] == "alive":
                hit = sight[row + rec["pos"]]
                if hit is not None and hit[0] and hit[1].isdisjoint(occ):
                    out.append(t)
        return out

    def _gen_attack(self, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
        if self.attacks_left(state, seat) <= 0:
            return []
        occ = self.occupied(state) if occ is None else occ
        if not self._can_attack_from_here(state, seat, occ):
            return []
        targets = self._targets(state, seat, occ)
        if not targets:
            return []
        choices = self._weapon_choices(state, seat)
        return [
            self._with_cheat({"type": "attack", "target": t, "weapon": w}, cheat)
            for t in targets
            for w, cheat in choices
        ]

    def _gen_hold(self, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
        rec = state["f"][seat]
        if rec["held"] or self.sheet(state, seat).no_shootout or self.attacks_left(state, seat) <= 0:
            return []
        return [{"type": "hold"}]

    def _gen_shoot_out(self, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
        return [
            self._with_cheat({"type": "shoot_out", "weapon": w}, c)
            for w, c in self._weapon_choices(state, seat, shootout=True)
        ]

    def _gen_hold_fire(self, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
        return [{"type": "hold_fire"}]

    def _gen_return_fire(self, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
        if not self._alone(state, seat):
            return []  # passing through an occupied square: no attack from it (L183-L184)
        return [
            self._with_cheat({"type": "return_fire", "weapon": w}, c)
            for w, c in self._weapon_choices(state, seat, shootout=True)
        ]

    def _gen_no_return(self, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
        return [{"type": "no_return"}]

    def _gen_respawn(self, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
        return [{"type": "respawn", "square": n} for n in sorted(self.board.respawn)]

    def _gen_roll(self, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
        return [{"type": "roll"}]

    def _teleport_cards(self, state: State, seat: Seat) -> list[int]:
        hexes = self.hex_ok(state, seat)
        return [
            u
            for u in sorted(state["f"][seat]["hand"])
            if self.cards[u].effect == "teleport" and (self.cards[u].deck != "hex" or hexes)
        ]

    def _gen_teleport(self, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
        return [
            {"type": "teleport", "card": u, "square": n}
            for u in self._teleport_cards(state, seat)
            for n in sorted(self.board.respawn)
        ]

    def _gen_boost(self, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
        if self.sheet(state, seat).cheat != "extra_die":
            return []
        rolls = ["movement"] if state["turn"]["stage"] == "start" else list(BOOST_ROLLS[1:])
        return [{"type": "boost", "card": u, "roll": r} for u in sorted(state["f"][seat]["hand"]) for r in rolls]

    def _gen_swap(self, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
        if self.sheet(state, seat).cheat != "hex_swap" or not state["discards"]["hex"]:
            return []
        hand = sorted(state["f"][seat]["hand"])
        return [{"type": "swap", "cards": [a, b]} for i, a in enumerate(hand) for b in hand[i + 1 :]]

    def _step_target(self, state: State, seat: Seat, cell: int, d: int, occ: dict[int, list[Seat]]) -> int:
        nxt = self.board.step[cell][d]
        if nxt < 0:
            return -1
        for other in occ.get(nxt, ()):
            if state["f"][other]["status"] == "hanged":
                return -1  # nobody passes through a hanged fighter's gallows (L8)
        return nxt

    def _gen_move(self, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
        turn = state["turn"]
        rec = state["f"][seat]
        if turn["move"] < 1 or rec["status"] != "alive":
            return []
        occ = self.occupied(state) if occ is None else occ
        out: list[Action] = []
        fighters = state["f"]
        last_step = turn["move"] < 2
        for d, nxt in enumerate(self.board.step[rec["pos"]]):
            if nxt < 0:
                continue
            here = occ.get(nxt)
            if here is not None:
                if last_step:
                    continue  # may pass through, never stop in, an occupied square (L182-L184)
                if any(fighters[o]["status"] == "hanged" for o in here):
                    continue  # nobody passes through a hanged fighter's gallows (L8)
            out.append({"type": "move", "dir": DIR_NAMES[d]})
        return out

    def _static_line(self, cell: int, d: int) -> tuple[int, ...]:
        out: list[int] = []
        while True:
            cell = self.board.step[cell][d]
            if cell < 0 or cell in out:
                return tuple(out)
            out.append(cell)

    def _gen_jump(
        self, state: State, seat: Seat, occ: Occupancy | None = None, only: int | None = None
    ) -> list[Action]:
        turn = state["turn"]
        rec = state["f"][seat]
        if rec["status"] != "alive":
            return []
        reach = min(self.stat(state, seat, "speed"), turn["move"] // 2)
        if reach < 2:
            return []
        occ = self.occupied(state) if occ is None else occ
        out: list[Action] = []
        fighters = state["f"]
        move = turn["move"]
        lines = self._lines[rec["pos"]]
        for d, name in enumerate(DIR_NAMES):
            if only is not None and d != only:
                continue
            for distance, cell in enumerate(lines[d][:reach], 1):
                here = occ.get(cell)
                if here is not None:
                    if any(fighters[o]["status"] == "hanged" for o in here):
                        break  # nobody passes through a hanged fighter's gallows (L8)
                    if move - 2 * distance < 1:
                        continue
                if distance >= 2:
                    out.append({"type": "jump", "dir": name, "distance": distance})
        return out

    def _gen_play(self, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
        rec = state["f"][seat]
        out: list[Action] = []
        # hex access, the weapon limit and the health cap are asked only for a card they decide
        hexes: bool | None = None
        room: bool | None = None
        hurt: bool | None = None
        cards = self.cards
        for uid in sorted(rec["hand"]):
            card = cards[uid]
            if card.joker:
                continue
            if card.deck == "weapon":
                if room is None:
                    room = len(rec["weapons"]) < self.weapon_limit(state, seat)
                if room:
                    out.append({"type": "play", "card": uid})
                continue
            if card.deck == "hex":
                if hexes is None:
                    hexes = bool(self.hex_ok(state, seat))
                if not hexes:
                    continue
            effect = card.effect
            if effect in ("teleport", "hex_attack"):
                continue  # played by ``teleport`` / ``attack``
            if effect == "heal":
                if hurt is None:
                    hurt = rec["health"] < self.health_cap(state, seat)
                if not hurt:
                    continue
            if effect == "armor" and not self._armor_fits(state, seat, card):
                continue
            if effect == "hex_access" and self.sheet(state, seat).no_hexes:
                continue
            if effect == "reload":
                for w, ammo in rec["weapons"]:
                    full = self.cards[w].ammo
                    if full is not None and ammo < full:
                        out.append({"type": "play", "card": uid, "weapon": w})
                continue
            out.append({"type": "play", "card": uid})
        return out

    def _armor_fits(self, state: State, seat: Seat, card: Card) -> bool:
        """One suit of armour; the Armored Duster or the Leggings may go with the Vest (L779-L781)."""
        worn = [self.cards[u] for u, _ in state["f"][seat]["armor"]]
        if not worn:
            return True
        if len(worn) >= 2:
            return False
        other = worn[0]
        return (card.vest and other.combines_with_vest) or (other.vest and card.combines_with_vest)

    def _here_piles(self, state: State, seat: Seat) -> list[dict[str, Any]]:
        turn = state["turn"]
        rec = state["f"][seat]
        if turn["entry"] != rec["pos"] or rec["status"] != "alive":
            return []
        return [
            p
            for p in state["piles"]
            if p["cell"] == rec["pos"] and p["id"] not in turn["picked"] and p["fresh"] != seat
        ]

    def _gen_pickup(self, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
        return [
            {"type": "pickup", "pile": p["id"], "card": u}
            for p in self._here_piles(state, seat)
            for u in sorted(p["cards"])
        ]

    def _gen_take_blood(self, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
        rec = state["f"][seat]
        if state["turn"]["entry"] == rec["pos"] and rec["status"] == "alive" and rec["pos"] in state["blood"]:
            return [{"type": "take_blood"}]
        return []

    def _gen_use_blood(self, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
        rec = state["f"][seat]
        if rec["blood"] > 0 and rec["status"] == "alive" and rec["health"] < self.health_cap(state, seat):
            return [{"type": "use_blood"}]
        return []

    def _gen_drop(self, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
        rec = state["f"][seat]
        if rec["status"] != "alive":
            return []
        # loops rather than comprehensions: each of those is a call (the act stage asks often)
        cards = list(rec["gadgets"])
        for uid, _ in rec["weapons"]:
            cards.append(uid)
        health = rec["health"]
        for uid, left in rec["armor"]:
            if health - left >= 1:
                cards.append(uid)
        cards.sort()
        out: list[Action] = []
        for uid in cards:
            out.append({"type": "drop", "card": uid})
        return out

    def _gen_discard(self, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
        return [{"type": "discard", "card": u} for u in sorted(state["f"][seat]["hand"])]

    def _gen_end_turn(self, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
        if len(state["f"][seat]["hand"]) > self.hand_limit(state, seat):
            return []  # five or fewer cards when your turn ends (L73-L75); the Operative four
        if self._must_leave(state, seat):
            return []  # no ending the turn in an occupied square while one can still leave it (L183)
        return [{"type": "end_turn"}]

    def _must_leave(self, state: State, seat: Seat) -> bool:
        """On a square another fighter shares, with movement left and a move or jump out listed:
        "you cannot end your turn in an occupied square" (L182-L183). One who cannot leave it (a
        beast's mouth, no movement left) ends there and is bumped like a respawn."""
        rec = state["f"][seat]
        if rec["status"] != "alive" or state["turn"]["move"] < 1:
            return False
        if not _shares_square(state["f"], rec) or self._alone(state, seat):
            return False
        return bool(self._gen_move(state, seat) or self._gen_jump(state, seat))

    # -- check and normalise -----------------------------------------------

    def apply(self, state: State, seat: Seat, action: Action) -> tuple[State, list[Event]]:
        """``Ruleset.apply`` with a short way for the actions that make up most of a game
        (move, end_turn, roll, jump, hold, discard, play, hold_fire: over nine in ten of random
        play's): the test ``check`` makes for that type, inline, then the copy and the step
        (for a quiet move or jump and a plain end of turn, one pass that builds the new state:
        ``_quiet_move``, ``_quiet_jump``, ``_plain_end_turn``). Anything that fails it goes the
        long way, where ``check`` says why; ``normalize_action`` leaves these types as they are."""
        if (
            type(action) is dict
            and state["winners"] is None
            and not state["pending"]
            and state["phase"] == "play"
            and seat == state["current"]
        ):
            kind = action.get("type")
            stage = state["turn"]["stage"]
            acting = stage != "start" and stage != "grave" and stage != "done"
            size = len(action)
            legal = False
            if size == 1:
                if kind == "roll":
                    if stage == "start" and not state["f"][seat]["dice"]:
                        return self._plain_roll(state, seat)
                    legal = stage == "start"
                elif kind == "end_turn":
                    rec = state["f"][seat]  # ``_gen_end_turn``'s hand limit, its sheet read directly
                    if (acting or stage == "done") and len(rec["hand"]) <= self.fighter_by_id[rec["id"]].hand_limit:
                        done = self._plain_end_turn(state, seat, rec)
                        if done is not None:
                            return done
                        legal = not self._must_leave(state, seat)
                elif kind == "hold":
                    legal = acting and bool(self._gen_hold(state, seat))
            elif kind == "move":
                if acting and size == 2 and "dir" in action:
                    done = self._quiet_move(state, seat, action)
                    if done is not None:
                        return done
                    legal = self._move_ok(state, seat, action)
            elif kind == "discard":
                # ``_gen_discard`` (the act and done stages list every card in hand)
                card = action.get("card")
                legal = (
                    (acting or stage == "done") and size == 2 and type(card) is int and card in state["f"][seat]["hand"]
                )
            elif kind == "play":
                # ``_gen_play``'s test for the one card named; a reload, which names its weapon
                # too, goes the long way
                card = action.get("card")
                legal = (
                    acting
                    and size == 2
                    and type(card) is int
                    and card in state["f"][seat]["hand"]
                    and self._play_ok(state, seat, card)
                )
            elif kind == "attack":
                if (
                    acting
                    and (size == 3 or (size == 4 and action.get("cheat") is True))
                    and "target" in action
                    and "weapon" in action
                    and self._attack_ok(state, seat, action)
                ):
                    # ``check``'s own test; the step writes the attacker's and the target's
                    # records only (a frag credits the attacker, a backfire wounds him)
                    new_state = self._copy_for(state, seat, kind)
                    target = action["target"]
                    new_state["f"][target] = state["f"][target].copy()
                    events: list[Event] = []
                    self._do_attack(new_state, seat, action, events)
                    return new_state, events
            elif kind == "jump" and acting and size == 3 and "dir" in action and "distance" in action:
                done = self._quiet_jump(state, seat, action)
                if done is not None:
                    return done
                legal = self._jump_ok(state, seat, action)
            if legal:
                new_state = self._copy_for(state, seat, action["type"])
                events = []
                self._steps[action["type"]](new_state, seat, action, events)  # ``step``, inline
                return new_state, events
        pending = state["pending"]
        if (
            pending
            and type(action) is dict
            and len(action) == 1
            and action.get("type") == "hold_fire"
            and state["winners"] is None
            and pending[0]["kind"] == "shootout"
            and seat == pending[0]["seat"]
        ):
            # A shootout's holder lets the mover pass: ``check`` lists just this action for him
            # (``_gen_hold_fire``), and its step writes only the pending list, which it
            # replaces, so the new state shares everything else (records, RNG list, turn).
            new_state = state.copy()
            events = []
            self._do_hold_fire(new_state, seat, action, events)
            return new_state, events
        return super().apply(state, seat, action)

    def _plain_end_turn(self, state: State, seat: Seat, rec: dict[str, Any]) -> tuple[State, list[Event]] | None:
        """``apply`` of a legal end of turn (the stage and hand limit tested) in the usual case,
        in one pass: the mover alone on his square (so he need not leave it and is not bumped),
        the next seat alive (no respawn), no card in force for everyone (``globals``), no round
        cap reached; over nine in ten of random play's. ``_copy_for``, ``_do_end_turn``,
        ``_begin_turn`` and ``_start_draws`` as one: the new state shares each record the step
        leaves as it was (the mover's without a boost or a sure hit, the next seat's without a
        held attack, a charm or a boost and with nothing to draw for), the records list when
        it shares both, and the RNG list when nothing is drawn for. ``None`` for any other end
        of turn, which goes the usual way (``tests/ladders/test_deadlands.py`` holds the two
        ways together)."""
        fighters = state["f"]
        pos = rec["pos"]
        for other in fighters:  # ``_shares_square``, inline
            if other["pos"] == pos and other is not rec:
                return None
        nxt = (seat + 1) % state["seats"]
        nrec = fighters[nxt]
        if nrec["status"] != "alive" or state["globals"]:
            return None
        round_ = state["round"]
        if nxt == state["first"]:
            round_ += 1
            cap = state["options"].get("round_cap")
            if cap and round_ > cap:
                return None
        new = state.copy()
        records = None
        if rec["boosts"] or rec["auto_hit"]:
            records = fighters.copy()
            mover = rec.copy()
            mover["boosts"] = []
            mover["auto_hit"] = 0
            records[seat] = mover
        draws = self.fighter_by_id[nrec["id"]].starting_gadget is not None or nrec["gadgets"]
        if draws or nrec["held"] or nrec["charm"] or nrec["boosts"]:
            if records is None:
                records = fighters.copy()
            nrec = nrec.copy()
            nrec["held"] = False
            nrec["charm"] = 0
            nrec["boosts"] = []
            records[nxt] = nrec
        if records is not None:
            new["f"] = records
        piles = state["piles"]
        index = self._piles_seen
        if index[0] is not piles:
            index = self._pile_index(piles)
        if seat in index[2]:
            new["piles"] = [{**p, "fresh": -1} if p["fresh"] == seat else p for p in piles]
        new["round"] = round_
        new["current"] = nxt
        turn = new["turn"] = _NEW_TURN.copy()  # ``_begin_turn``'s
        turn["checked"] = []
        turn["picked"] = []
        events = [_new_event(Event, ("turn", {"seat": nxt, "round": round_}, None))]
        if draws:
            new["rng"] = state["rng"].copy()
            self._start_draws(new, nxt, events)
        return new, events

    def _plain_roll(self, state: State, seat: Seat) -> tuple[State, list[Event]]:
        """``apply`` of a legal roll (the start stage) by a fighter without the Saloon Gal's
        extra dice waiting: ``_copy_for`` and ``_do_roll`` as one. The roll writes no record,
        so the new state shares them all, and the records list."""
        rec = state["f"][seat]
        if rec["boosts"] or rec["gadgets"] or state["globals"]:
            speed = self.stat(state, seat, "speed")
        else:
            speed = rec["stats"][1]  # ``stat``'s usual case
            if speed < 1:
                speed = 1
        new = state.copy()
        new["rng"] = state["rng"].copy()
        rolls = roll_dice(new, speed, 6)
        turn = new["turn"] = state["turn"].copy()  # its lists are shared: step replaces them
        turn["dice_speed"] = speed
        turn["stage"] = "act"
        move = turn["move"] = turn["move"] + sum(rolls)
        return new, [_new_event(Event, ("rolled", {"seat": seat, "dice": rolls, "move": move}, None))]

    def _quiet_move(self, state: State, seat: Seat, action: Action) -> tuple[State, list[Event]] | None:
        """``apply`` of a legal move onto a quiet square (no acid, no beast, no power-up left to
        roll for: over nine in ten of random play's moves) in one pass: ``_move_ok``, the copy and
        ``_do_move``. ``None`` for any other move, legal or not, which goes the usual way
        (``tests/ladders/test_deadlands.py`` holds the two ways together)."""
        name = action["dir"]
        d = DIR_INDEX.get(name) if type(name) is str else None
        if d is None:
            return None
        turn = state["turn"]
        move = turn["move"]
        rec = state["f"][seat]
        if move < 1 or rec["status"] != "alive":
            return None
        nxt = self._step_table[rec["pos"]][d]
        if nxt < 0 or (nxt in self._dice_cells and (nxt not in self._powerup_only or nxt not in turn["checked"])):
            return None
        event = _new_event(Event, ("moved", {"seat": seat, "square": nxt}, None))
        return self._quiet_enter(state, seat, turn, move - 1, (nxt,), event)

    def _quiet_jump(self, state: State, seat: Seat, action: Action) -> tuple[State, list[Event]] | None:
        """``_quiet_move`` for a jump (``_jump_ok``, the copy and ``_do_jump``): only the
        landing square is entered, so only its effects count."""
        name, distance = action["dir"], action["distance"]
        d = DIR_INDEX.get(name) if type(name) is str else None
        if d is None or type(distance) is not int or distance < 2:
            return None
        turn = state["turn"]
        move = turn["move"]
        rec = state["f"][seat]
        if rec["status"] != "alive" or distance > move // 2:
            return None
        if rec["boosts"] or rec["gadgets"] or state["globals"]:
            speed = self.stat(state, seat, "speed")
        else:
            speed = rec["stats"][1]  # ``stat``'s usual case
            if speed < 1:
                speed = 1
        line = self._lines[rec["pos"]][d]
        if distance > speed or distance > len(line):
            return None
        landing = line[distance - 1]
        if landing in self._dice_cells and (landing not in self._powerup_only or landing not in turn["checked"]):
            return None
        event = _new_event(Event, ("jumped", {"seat": seat, "square": landing, "distance": distance}, None))
        return self._quiet_enter(state, seat, turn, move - 2 * distance, line[:distance], event)

    def _quiet_enter(
        self, state: State, seat: Seat, turn: dict[str, Any], left: int, way: tuple[int, ...], event: Event
    ) -> tuple[State, list[Event]] | None:
        """The rest of a quiet move or jump along ``way`` (its last square the one entered),
        ``left`` movement after it: refused (``None``) through a gallows or into an occupied
        square without movement left (L8, L182-L184); else the new state, which shares the RNG
        list (no die is rolled) and every record but the mover's, and its events. The held
        attacks in line with the square entered are found by ``_holders``, called only when
        another fighter holds one in its row or column."""
        fighters = state["f"]
        rec = fighters[seat]
        cell = way[-1]
        width = self._width
        column, row = cell % width, cell // width
        stop = left < 1
        aligned = False
        for other in fighters:
            at = other["pos"]
            if at in way:
                status = other["status"]
                if status == "hanged" or (stop and at == cell and status == "alive"):
                    return None
            if other["held"] and other is not rec and (at % width == column or at // width == row):
                aligned = True
        new = state.copy()
        records = fighters.copy()
        mover = rec.copy()
        mover["pos"] = cell
        records[seat] = mover
        new["f"] = records
        entered = turn.copy()
        entered["move"] = left
        entered["entry"] = cell
        new["turn"] = entered
        if aligned and mover["health"] > 0:  # ``_enter``'s ``_queue_shootouts``
            holders = self._holders(new, seat)
            if holders:
                new["pending"] = [*state["pending"], {"kind": "shootout", "seat": holders[0], "mover": seat}]
        return new, [event]

    def normalize_action(self, state: State, seat: Seat, action: Action) -> Action:
        if not isinstance(action, dict):
            return action
        kind = action.get("type")
        if kind in ("attack", "shoot_out", "return_fire") and action.get("cheat") is False:
            return {k: v for k, v in action.items() if k != "cheat"}
        if kind == "swap" and isinstance(action.get("cards"), list) and all(type(c) is int for c in action["cards"]):
            return {**action, "cards": sorted(action["cards"])}
        if kind == "poker" and isinstance(action.get("decks"), list) and all(d in DECKS for d in action["decks"]):
            return {**action, "decks": sorted(action["decks"], key=DECKS.index)}
        return action

    def check(self, state: State, seat: Seat, action: Action) -> None:
        """Validate one action: its shape, then the rule for its type only (one
        generator, not the whole legal list)."""
        if state["winners"] is not None:
            raise IllegalAction("game_over", "The game is over; no more actions are accepted.")
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise IllegalAction("malformed_action", 'An action is a JSON object with a string "type".')
        to_act = self.to_act(state)
        if seat not in to_act:
            raise IllegalAction("not_your_turn", f"Seat {seat} may not act now; waiting on {to_act}.")
        kind = action["type"]
        schema = ACTION_SCHEMAS.get(kind)
        if schema is None:
            known = ", ".join(sorted(ACTION_SCHEMAS))
            raise IllegalAction("unknown_action_type", f"Unknown action type {kind!r}; known: {known}.")
        allowed, required = _ACTION_KEYS[kind]
        if not allowed.issuperset(action):
            extra = set(action) - allowed
            raise IllegalAction("malformed_action", f"{kind!r} takes no {sorted(extra)}; it takes {sorted(allowed)}.")
        missing = [k for k in required if k not in action]
        if missing:
            raise IllegalAction("malformed_action", f"{kind!r} needs {missing}.")
        check_param_types(_PARAM_TYPES, action)
        kinds = self._kinds_now(state, seat)
        if kind not in kinds:
            raise IllegalAction("wrong_action_type", f"A {kind!r} is not possible now; possible action types: {kinds}.")
        direct = self._direct_checks.get(kind)
        if direct is not None:
            if not direct(state, seat, action):
                raise IllegalAction("illegal_action", f"That {kind!r} is not legal now; see legal-actions.")
            return
        if (kind == "poker" and self._poker_ok(action)) or (kind == "choose" and self._choose_ok(state, seat, action)):
            return  # listed, without building the list (a refusal builds it for its message)
        legal = self._gen(state, seat, kind)
        if action not in legal:
            raise IllegalAction("illegal_action", f"That {kind!r} is not legal now; legal choices are: {legal[:40]}.")

    # One action checked from its own parameters, as its generator would list it (the most
    # frequent kinds, whose generators read the whole board: docs/engine.md, "check").

    def _move_ok(self, state: State, seat: Seat, action: Action) -> bool:
        name = action["dir"]
        if type(name) is not str or name not in DIR_INDEX:
            return False
        turn = state["turn"]
        rec = state["f"][seat]
        if turn["move"] < 1 or rec["status"] != "alive":
            return False
        nxt = self.board.step[rec["pos"]][DIR_INDEX[name]]
        if nxt < 0:
            return False
        last_step = turn["move"] < 2
        for other in state["f"]:  # the one square entered, read directly (no occupancy map)
            # no passing the gallows (L8); never stopping in an occupied square (L182-L184)
            if other["pos"] == nxt and other["status"] in _ON_BOARD and (other["status"] == "hanged" or last_step):
                return False
        return True

    def _jump_ok(self, state: State, seat: Seat, action: Action) -> bool:
        name, distance = action["dir"], action["distance"]
        if type(name) is not str or name not in DIR_INDEX or type(distance) is not int or distance < 2:
            return False
        rec = state["f"][seat]
        move = state["turn"]["move"]
        if rec["status"] != "alive" or distance > move // 2 or distance > self.stat(state, seat, "speed"):
            return False
        line = self._lines[rec["pos"]][DIR_INDEX[name]]
        if distance > len(line):
            return False
        # ``_gen_jump`` for this one line, its squares read directly (no occupancy map): no
        # gallows on the way (L8); an occupied landing square only with movement left
        way = line[:distance]
        landing = line[distance - 1]
        for other in state["f"]:
            cell = other["pos"]
            if cell >= 0 and cell in way:
                status = other["status"]
                if status == "hanged" or (status == "alive" and cell == landing and move - 2 * distance < 1):
                    return False
        return True

    def _play_ok(self, state: State, seat: Seat, uid: int) -> bool:
        """Whether ``_gen_play`` lists ``{"type": "play", "card": uid}`` for this card in hand:
        its test for that one card (a reload is listed with its weapon, so not in this spelling)."""
        card = self.cards[uid]
        effect = card.effect
        if effect == "joker":
            return False
        rec = state["f"][seat]
        if card.deck == "weapon":
            return len(rec["weapons"]) < self.weapon_limit(state, seat)
        if card.deck == "hex" and not self.hex_ok(state, seat):
            return False
        if effect == "heal":
            hurt: bool = rec["health"] < self.health_cap(state, seat)
            return hurt
        if effect == "armor":
            return self._armor_fits(state, seat, card)
        if effect == "hex_access":
            return not self.sheet(state, seat).no_hexes
        return effect != "teleport" and effect != "hex_attack" and effect != "reload"

    @staticmethod
    def _poker_ok(action: Action) -> bool:
        decks = action["decks"]
        # ``_gen_poker``'s table as a set (each entry a string: anything else is no deck)
        return type(decks) is list and all(type(d) is str for d in decks) and tuple(decks) in _POKER_SET

    def _attack_ok(self, state: State, seat: Seat, action: Action) -> bool:
        target, weapon = action["target"], action["weapon"]
        if type(target) is not int or type(weapon) is not int:
            return False
        if "cheat" in action and action["cheat"] is not True:
            return False  # the listed spelling has no ``cheat`` or ``cheat: true`` (normalize_action drops false)
        cheat = "cheat" in action
        if not 0 <= target < state["seats"] or target == seat or self.attacks_left(state, seat) <= 0:
            return False
        fighters = state["f"]
        rec = fighters[seat]
        pos = rec["pos"]
        if rec["status"] != "alive" or pos < 0:
            return False
        # ``_can_attack_from_here`` (alone on the square) and the occupied squares, in one
        # pass: a set, not ``occupied``'s map of lists
        occ: set[int] = set()
        t = -1
        for other in fighters:
            t += 1
            cell = other["pos"]
            if cell >= 0 and other["status"] in _ON_BOARD:
                if cell == pos and t != seat:
                    return False
                occ.add(cell)
        victim = fighters[target]
        if victim["status"] != "alive" or not self.line_of_sight(state, pos, victim["pos"], occ):
            return False
        return (weapon, cheat) in self._weapon_choices(state, seat)

    # -- writing -----------------------------------------------------------

    def copy_state(self, state: State) -> State:
        new = dict(state)
        new["rng"] = list(state["rng"])
        # a fighter's card lists (and their entries) are shared by copies: step replaces them, never writes them
        new["f"] = list(map(dict.copy, state["f"]))  # no comprehension frame
        turn = state["turn"]
        if turn is not None:
            new["turn"] = turn.copy()  # its lists are shared: step replaces them, never writes them
        return new

    def _copy_for(self, state: State, seat: Seat, kind: str) -> State:
        """``copy_state`` for one of ``apply``'s short-way steps, copying only the fighter
        records that step may write and sharing the others with ``state`` (copying and then
        freeing the records was about a tenth of an action). Move, jump, roll and hold write
        the mover's record alone (a hazard or a beast wounds and may frag only the mover, with
        nobody credited; shootouts are queued, not fought). An end of turn writes the mover's
        and the next seat's; it also bumps whoever shares a square with a fighter it places,
        so a turn ended on a shared square or passing to a fragged fighter (who respawns)
        copies every record. A roll writes the mover's record only to spend the Saloon Gal's
        extra dice, so without them it shares every record; a hold rolls no die, so it shares
        the RNG list; a discard writes only the mover's record and the discard piles (which are
        replaced), so it shares the RNG list and the turn. ``tests/ladders/test_deadlands.py``
        holds ``apply``'s input unchanged over random play."""
        fighters = state["f"]
        if kind == "end_turn":
            nxt = (seat + 1) % len(fighters)
            if fighters[nxt]["status"] == "fragged" or _shares_square(fighters, fighters[seat]):
                return self.copy_state(state)
        new = state.copy()
        if kind != "hold" and kind != "discard":  # a hold or a discard rolls no die
            new["rng"] = state["rng"].copy()
        if kind != "roll" or fighters[seat]["dice"]:  # a roll writes the record only to spend extra dice
            records = fighters.copy()
            records[seat] = fighters[seat].copy()
            if kind == "end_turn":
                records[nxt] = fighters[nxt].copy()
            new["f"] = records
        # an end of turn replaces the turn (``_begin_turn``), a discard does not touch it
        if kind != "end_turn" and kind != "discard":
            new["turn"] = state["turn"].copy()  # its lists are shared: step replaces them, never writes them
        return new

    def step(self, state: State, seat: Seat, action: Action) -> list[Event]:
        events: list[Event] = []
        self._steps[action["type"]](state, seat, action, events)
        return events

    # set-up actions

    def _do_choose(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        stats = [action["health"], action["speed"], action["accuracy"]]
        state["f"][seat] = _fighter_record(action["fighter"], stats)
        events.append(_new_event(Event, ("chosen", {"seat": seat, "fighter": action["fighter"], "stats": stats}, None)))
        self._after_choose(state, events)

    def _do_poker(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        cards: list[int] = []
        for deck in action["decks"]:
            uid = self._take(state, deck, events)
            if uid is not None:
                cards.append(uid)
        # poker and done are shared by copies: replaced, never written
        state["poker"] = [cards if s == seat else p for s, p in enumerate(state["poker"])]
        state["done"] = [True if s == seat else d for s, d in enumerate(state["done"])]
        rank = hand_rank([self.cards[u] for u in cards])
        # The five cards are the drawer's own until every seat has drawn (the house rule on
        # hidden information): the others see which decks it drew from, the hands at the reveal.
        events.append(
            _new_event(Event, ("poker_drawn", {"seat": seat, "cards": cards, "hand": CATEGORIES[rank[0]]}, (seat,)))
        )
        events.append(_new_event(Event, ("poker_progress", {"seat": seat, "decks": list(action["decks"])}, None)))
        if all(state["done"]):
            keys = {s: hand_rank([self.cards[u] for u in state["poker"][s]]) for s in range(state["seats"])}
            for s in range(state["seats"]):
                shown = {"seat": s, "cards": list(state["poker"][s]), "hand": CATEGORIES[keys[s][0]]}
                events.append(_new_event(Event, ("poker_shown", shown, None)))
            best = max(keys.values())
            contenders = [s for s in range(state["seats"]) if keys[s] == best]
            while len(contenders) > 1:  # ties: roll a die (L64-L65)
                rolls = roll_dice(state, len(contenders), 6)
                contenders = [s for s, r in zip(contenders, rolls, strict=True) if r == max(rolls)]
            state["first"] = state["current"] = contenders[0]
            events.append(
                _new_event(Event, ("poker_result", {"seat": contenders[0], "hand": CATEGORIES[best[0]]}, None))
            )
            state["phase"] = "keep"
            state["done"] = [not state["poker"][s] for s in range(state["seats"])]
            if all(state["done"]):
                self._start_play(state, events)

    def _do_keep(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        for uid in state["poker"][seat]:
            if uid == action["card"]:
                state["f"][seat]["hand"] = [*state["f"][seat]["hand"], uid]
            else:
                self._discard(state, uid)
        events.append(_new_event(Event, ("kept", {"seat": seat, "card": action["card"]}, None)))
        state["poker"] = [[] if s == seat else p for s, p in enumerate(state["poker"])]
        state["done"] = [True if s == seat else d for s, d in enumerate(state["done"])]
        if all(state["done"]):
            self._start_play(state, events)

    def _start_play(self, state: State, events: list[Event]) -> None:
        state["phase"] = "play"
        state["poker"] = [[] for _ in range(state["seats"])]
        for seat in range(state["seats"]):
            state["f"][seat]["status"] = "fragged"  # everyone enters by a respawn roll on his first turn
        self._begin_turn(state, state["first"], events)

    # turn structure

    def _begin_turn(self, state: State, seat: Seat, events: list[Event]) -> None:
        rec = state["f"][seat]
        state["current"] = seat
        turn = state["turn"] = _NEW_TURN.copy()  # a small dict's copy costs about half its literal
        turn["checked"] = []  # a turn's own lists (copies share them; steps replace them)
        turn["picked"] = []
        events.append(_new_event(Event, ("turn", {"seat": seat, "round": state["round"]}, None)))
        # Held attacks, charms and everything-until-your-next-turn cards end now.
        rec["held"] = False
        rec["charm"] = 0
        rec["boosts"] = []
        if state["globals"] and any(g[0] == seat for g in state["globals"]):
            state["globals"] = [g for g in state["globals"] if g[0] != seat]
        if rec["status"] == "hanged":
            rec["status"] = "alive"
            rec["health"] = self.health_stat(state, seat)
            events.append(_new_event(Event, ("respawned", {"seat": seat, "square": rec["pos"], "gallows": True}, None)))
            self._after_respawn(state, seat, events)
        elif rec["status"] == "fragged":
            if self.sheet(state, seat).cheat == "choose_grave":
                state["turn"]["stage"] = "grave"
                return
            face = roll_die(state, 6)
            self._respawn(state, seat, self.board.respawn[face], events, face)
        self._start_draws(state, seat, events)

    def _respawn(self, state: State, seat: Seat, cell: int, events: list[Event], face: int) -> None:
        rec = state["f"][seat]
        rec["status"] = "alive"
        rec["health"] = self.health_stat(state, seat)
        events.append(_new_event(Event, ("respawned", {"seat": seat, "square": cell, "face": face}, None)))
        self._place(state, seat, cell, events)
        self._after_respawn(state, seat, events)

    def _after_respawn(self, state: State, seat: Seat, events: list[Event]) -> None:
        state["turn"]["entry"] = state["f"][seat]["pos"]
        if self.sheet(state, seat).cheat == "choose_grave":
            self.draw(state, seat, "weapon", events)  # "Draw one free weapon on respawn."

    def _place(self, state: State, seat: Seat, cell: int, events: list[Event]) -> None:
        """Put a fighter on a square; its occupant is bumped to a rolled respawn square,
        which may bump another, and so on (L169-L172)."""
        mover, target = seat, cell
        for _ in range(60):
            state["f"][mover]["pos"] = target
            others = [
                s
                for s, r in enumerate(state["f"])
                if s != mover and r["pos"] == target and r["status"] in ("alive", "hanged")
            ]
            if not others:
                return
            mover = others[0]
            face = roll_die(state, 6)
            target = self.board.respawn[face]
            events.append(_new_event(Event, ("bumped", {"seat": mover, "square": target, "face": face}, None)))

    def _start_draws(self, state: State, seat: Seat, events: list[Event]) -> None:
        """Starting gadgets that draw at the beginning of each turn (Hoyle's Book of
        Games: a hex on 5-6; the Mad Scientist's Gizmo Satchel: a gadget on 3-6)."""
        rec = state["f"][seat]
        sheet = self.fighter_by_id[rec["id"]]
        if sheet.starting_gadget is None and not rec["gadgets"]:
            return  # most turns: nothing to draw for
        draws: list[tuple[str, int]] = []
        if sheet.starting_gadget is not None:
            draws.append((sheet.starting_gadget["draw_deck"], sheet.starting_gadget["draw_min"]))
        if rec["gadgets"] and not sheet.no_hexes and not sheet.hexes:
            draws += [("hex", 5) for u in rec["gadgets"] if self.cards[u].effect == "hex_access"]
        for deck, need in draws:
            roll = roll_die(state, 6)
            events.append(
                _new_event(Event, ("powerup", {"seat": seat, "deck": deck, "roll": roll, "need": need}, None))
            )
            if roll >= need:
                self.draw(state, seat, deck, events)

    def _do_respawn(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        state["turn"]["stage"] = "start"
        self._respawn(state, seat, self.board.respawn[action["square"]], events, action["square"])
        self._start_draws(state, seat, events)

    def _roll_movement(self, state: State, seat: Seat, dice: int, events: list[Event]) -> None:
        rolls = roll_dice(state, dice, 6)
        state["turn"]["move"] += sum(rolls)
        events.append(_new_event(Event, ("rolled", {"seat": seat, "dice": rolls, "move": state["turn"]["move"]}, None)))

    def _do_roll(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        turn = state["turn"]
        rec = state["f"][seat]
        if rec["boosts"] or rec["gadgets"] or state["globals"]:
            speed = self.stat(state, seat, "speed")
        else:
            speed = rec["stats"][1]  # ``stat``'s usual case
            if speed < 1:
                speed = 1
        turn["dice_speed"] = speed
        turn["stage"] = "act"
        # ``_roll_movement``, inline; ``_extra_dice`` only when the Saloon Gal has some waiting
        rolls = roll_dice(state, speed + self._extra_dice(state, seat, "movement") if rec["dice"] else speed, 6)
        turn["move"] += sum(rolls)
        events.append(_new_event(Event, ("rolled", {"seat": seat, "dice": rolls, "move": turn["move"]}, None)))

    def _do_teleport(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        rec = state["f"][seat]
        _remove_one(rec, "hand", action["card"])
        self._discard(state, action["card"])
        turn = state["turn"]
        turn["stage"] = "act"
        turn["dice_speed"] = self.stat(state, seat, "speed")
        cell = self.board.respawn[action["square"]]
        events.append(_new_event(Event, ("teleported", {"seat": seat, "card": action["card"], "square": cell}, None)))
        self._place(state, seat, cell, events)
        turn["entry"] = cell

    def _do_boost(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        rec = state["f"][seat]
        _remove_one(rec, "hand", action["card"])
        self._discard(state, action["card"])
        dice = rec["dice"]
        rec["dice"] = {**dice, action["roll"]: dice.get(action["roll"], 0) + 1}
        events.append(
            _new_event(Event, ("boosted", {"seat": seat, "card": action["card"], "roll": action["roll"]}, None))
        )

    def _do_swap(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        rec = state["f"][seat]
        top = self._mutable(state, "discards", "hex").pop()  # the top card before this swap's own discards
        for uid in action["cards"]:
            _remove_one(rec, "hand", uid)
            self._discard(state, uid)
        events.append(
            _new_event(Event, ("swapped", {"seat": seat, "discarded": list(action["cards"]), "hex": top}, None))
        )
        if self.cards[top].joker:
            # a joker drawn in play, off a discard pile too, is discarded at once and its drawer
            # draws one card from any deck instead (L108-L111)
            self._discard(state, top)
            events.append(_new_event(Event, ("joker", {"seat": seat, "deck": "hex", "card": top}, None)))
            if any(state["decks"][d] or state["discards"][d] for d in DECKS):
                state["pending"] = [*state["pending"], {"kind": "joker", "seat": seat}]
            return
        rec["hand"] = [*rec["hand"], top]

    def _do_move(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        rec = state["f"][seat]
        nxt = self.board.step[rec["pos"]][DIR_INDEX[action["dir"]]]
        state["turn"]["move"] -= 1
        events.append(_new_event(Event, ("moved", {"seat": seat, "square": nxt}, None)))
        self._enter(state, seat, nxt, events)
        self._turn_over_if_fragged(state, seat)

    def _do_jump(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        rec = state["f"][seat]
        d = DIR_INDEX[action["dir"]]
        cell = rec["pos"]
        for _ in range(action["distance"]):
            cell = self.board.step[cell][d]
        state["turn"]["move"] -= 2 * action["distance"]
        events.append(
            _new_event(Event, ("jumped", {"seat": seat, "square": cell, "distance": action["distance"]}, None))
        )
        self._enter(state, seat, cell, events)
        self._turn_over_if_fragged(state, seat)

    def _enter(self, state: State, seat: Seat, cell: int, events: list[Event]) -> None:
        """Entering a square: acid, tentacles, power-ups, then shootouts (L188-L230)."""
        rec = state["f"][seat]
        turn = state["turn"]
        rec["pos"] = cell
        turn["entry"] = cell
        board = self.board
        if cell in board.acid:
            events.append(_new_event(Event, ("acid", {"seat": seat, "square": cell}, None)))
            self._hazard(state, seat, 2, events)
        # the square's own tests first (most squares are plain), ``_standing`` after
        if cell in board.beast and self._standing(state, seat):
            check = self.stat(state, seat, "accuracy") + self._extra_dice(state, seat, "beast")
            dice = roll_dice(state, check, 6)
            grabbed = sum(dice) <= 5
            events.append(
                _new_event(Event, ("beast", {"seat": seat, "square": cell, "dice": dice, "grabbed": grabbed}, None))
            )
            if grabbed:
                self._hazard(state, seat, 3, events)
                turn["move"] = 0
                if rec["status"] == "alive":  # a last stand too: cured, he is in the mouth (L229-L230)
                    rec["pos"] = board.beast[cell]
                    turn["entry"] = rec["pos"]
        if rec["pos"] in board.powerup and rec["pos"] not in turn["checked"] and self._standing(state, seat):
            turn["checked"] = [*turn["checked"], rec["pos"]]
            deck = board.powerup[rec["pos"]]
            need = self.sheet(state, seat).powerup_min
            roll = sum(roll_dice(state, 1 + self._extra_dice(state, seat, "powerup"), 6))
            events.append(
                _new_event(Event, ("powerup", {"seat": seat, "deck": deck, "roll": roll, "need": need}, None))
            )
            if roll >= need:
                self.draw(state, seat, deck, events)
        if rec["status"] == "alive" and rec["health"] > 0:  # ``_standing``, inline
            self._queue_shootouts(state, seat, events)

    def _hazard(self, state: State, seat: Seat, dice: int, events: list[Event]) -> None:
        attack = roll_dice(state, dice, 6)
        # the Saloon Gal's bought defence dice count here too ("any die roll", L658-L659)
        guard = self._extra_dice(state, seat, "defence") if state["f"][seat]["dice"] else 0
        defence = roll_dice(state, max(1, state["f"][seat]["health"]) + guard, 6)
        damage = sum(attack) // sum(defence)
        events.append(
            _new_event(Event, ("damage", {"seat": seat, "attack": attack, "defence": defence, "damage": damage}, None))
        )
        self._wound(state, seat, damage, None, events)

    def _do_end_turn(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        rec = state["f"][seat]
        # the cheap test first: most turns end alone on a square
        if rec["status"] == "alive" and _shares_square(state["f"], rec):
            shared = [
                s
                for s, r in enumerate(state["f"])
                if s != seat and r["pos"] == rec["pos"] and r["status"] in ("alive", "hanged")
            ]
            if shared:  # forced into an occupied square (a beast's mouth): bumped like a respawn
                face = roll_die(state, 6)
                events.append(
                    _new_event(
                        Event, ("bumped", {"seat": seat, "square": self.board.respawn[face], "face": face}, None)
                    )
                )
                self._place(state, seat, self.board.respawn[face], events)
        rec["boosts"] = []
        rec["auto_hit"] = 0
        piles = state["piles"]
        index = self._piles_seen  # most turns drop nothing, on the piles list last read
        if index[0] is not piles:
            index = self._pile_index(piles)
        if seat in index[2]:
            state["piles"] = [{**p, "fresh": -1} if p["fresh"] == seat else p for p in piles]
        nxt = (seat + 1) % state["seats"]
        if nxt == state["first"]:
            state["round"] += 1
            cap = state["options"].get("round_cap")
            if cap and state["round"] > cap:
                frags = [r["frags"] for r in state["f"]]
                best = max(frags)
                self._finish(state, [s for s in range(state["seats"]) if frags[s] == best], "round_cap", events)
                return
        self._begin_turn(state, nxt, events)

    def _finish(self, state: State, winners: list[Seat], reason: str, events: list[Event]) -> None:
        state["winners"] = winners
        state["end_reason"] = reason
        state["phase"] = "over"
        state["pending"] = []
        events.append(_new_event(Event, ("game_over", {"winners": winners, "reason": reason}, None)))

    # cards

    def _do_discard(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        _remove_one(state["f"][seat], "hand", action["card"])
        self._discard(state, action["card"])
        events.append(_new_event(Event, ("discarded", {"seat": seat, "card": action["card"]}, None)))

    def _heal(self, state: State, seat: Seat, amount: int, events: list[Event]) -> None:
        rec = state["f"][seat]
        if self.sheet(state, seat).cheat == "heal_bonus":
            amount += 1  # the Indian Brave: healing cards heal +1
        rec["health"] = min(self.health_cap(state, seat), rec["health"] + amount)
        events.append(_new_event(Event, ("healed", {"seat": seat, "health": rec["health"]}, None)))

    def _after_speed_change(self, state: State, seat: Seat, events: list[Event]) -> None:
        """Speed raised after the movement roll: roll the extra dice now."""
        turn = state["turn"]
        speed = self.stat(state, seat, "speed")
        if turn["stage"] == "act" and speed > turn["dice_speed"]:
            extra = speed - turn["dice_speed"]
            turn["dice_speed"] = speed
            self._roll_movement(state, seat, extra, events)

    def _do_play(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        rec = state["f"][seat]
        uid = action["card"]
        card = self.cards[uid]
        _remove_one(rec, "hand", uid)
        state["seq"] += 1
        events.append(_new_event(Event, ("played", {"seat": seat, "card": card.to_dict()}, None)))
        effect = card.effect
        if card.deck == "weapon":
            rec["weapons"] = [*rec["weapons"], [uid, card.ammo if card.ammo is not None else -1]]
            return
        if effect == "armor":
            rec["armor"] = [*rec["armor"], [uid, card.bonus]]
            rec["health"] += card.bonus
            return
        if effect in IN_PLAY_EFFECTS:
            rec["gadgets"] = [*rec["gadgets"], uid]
            if effect == "health":
                rec["health"] += card.bonus
            if effect == "speed":
                self._after_speed_change(state, seat, events)
            return
        self._discard(state, uid)
        if effect == "heal":
            self._heal(state, seat, card.amount, events)
        elif effect == "reload":
            rec["weapons"] = [
                [w, self.cards[w].ammo] if w == action["weapon"] else [w, ammo] for w, ammo in rec["weapons"]
            ]
        elif effect == "draw":
            for _ in range(card.count):
                self.draw(state, seat, card.deck, events)
        elif effect == "boost":
            rec["boosts"] = [*rec["boosts"], [card.stat, card.mult, card.add]]
            if card.stat == "speed":
                self._after_speed_change(state, seat, events)
        elif effect == "extra_attack":
            state["turn"]["extra"] += card.count
        elif effect == "auto_hit":
            rec["auto_hit"] = state["seq"]
        elif effect == "charm":
            rec["charm"] = state["seq"]
        elif effect == "global":
            state["globals"] = [*state["globals"], [seat, card.stat, card.add]]
            if card.stat == "speed":
                self._after_speed_change(state, seat, events)

    def _do_drop(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        rec = state["f"][seat]
        uid = action["card"]
        rec["weapons"] = [w for w in rec["weapons"] if w[0] != uid]
        if uid in rec["gadgets"]:
            _remove_one(rec, "gadgets", uid)
            card = self.cards[uid]
            if card.effect == "health":
                rec["health"] = max(1, rec["health"] - card.bonus)
        for armor in rec["armor"]:
            if armor[0] == uid:
                rec["health"] -= armor[1]
        rec["armor"] = [a for a in rec["armor"] if a[0] != uid]
        self._new_pile(state, rec["pos"], [uid], seat)
        events.append(_new_event(Event, ("dropped", {"seat": seat, "card": uid, "square": rec["pos"]}, None)))

    def _new_pile(self, state: State, cell: int, cards: list[int], fresh: Seat) -> None:
        state["piles"] = [*state["piles"], {"id": state["next_pile"], "cell": cell, "cards": cards, "fresh": fresh}]
        state["next_pile"] += 1

    def _do_pickup(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        turn = state["turn"]
        piles = []
        for pile in state["piles"]:
            if pile["id"] == action["pile"]:  # piles are shared by copies: replaced, never written
                left = [u for u in pile["cards"] if u != action["card"]]
                if not left:
                    continue
                pile = {**pile, "cards": left}
            piles.append(pile)
        state["piles"] = piles
        state["f"][seat]["hand"] = [*state["f"][seat]["hand"], action["card"]]
        turn["picked"] = [*turn["picked"], action["pile"]]
        turn["entry"] = -1  # one counter per entry (L875-L876)
        events.append(
            _new_event(
                Event,
                ("pickup", {"seat": seat, "pile": action["pile"], "card": self.cards[action["card"]].to_dict()}, None),
            )
        )

    def _do_take_blood(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        rec = state["f"][seat]
        blood = list(state["blood"])  # shared by copies: replaced, never written
        blood.remove(rec["pos"])
        state["blood"] = blood
        rec["blood"] += 1
        state["turn"]["entry"] = -1
        events.append(_new_event(Event, ("blood", {"seat": seat, "square": rec["pos"]}, None)))

    def _do_use_blood(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        rec = state["f"][seat]
        rec["blood"] -= 1
        rec["health"] += 1
        events.append(_new_event(Event, ("healed", {"seat": seat, "health": rec["health"], "blood": True}, None)))
        if state["pending"] and state["pending"][0]["kind"] == "last_stand":
            self._after_stand(state, seat, events)

    def _do_joker_draw(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        state["pending"] = state["pending"][1:]
        self.draw(state, seat, action["deck"], events)

    # attacks

    def _do_hold(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        state["turn"]["attacks_used"] += 1
        state["f"][seat]["held"] = True
        events.append(_new_event(Event, ("held", {"seat": seat}, None)))

    def _do_attack(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        state["turn"]["attacks_used"] += 1
        self._attack(state, seat, action["target"], action["weapon"], bool(action.get("cheat")), events)
        self._turn_over_if_fragged(state, seat)

    def _turn_over_if_fragged(self, state: State, seat: Seat) -> None:
        if state["winners"] is None and state["f"][seat]["status"] != "alive" and state["current"] == seat:
            state["turn"]["stage"] = "done"
            state["turn"]["move"] = 0

    @staticmethod
    def _extra_dice(state: State, seat: Seat, roll: str) -> int:
        """The Saloon Gal's extra dice bought for this kind of roll, spent now."""
        rec = state["f"][seat]
        extra: int = rec["dice"].get(roll, 0)
        if extra:
            rec["dice"] = {k: v for k, v in rec["dice"].items() if k != roll}
        return extra

    def _roll(self, state: State, dice: int, cheat: bool) -> list[int]:
        rolls = roll_dice(state, dice, 6)
        if cheat:  # the Agency Operative rerolls every 1
            rolls = [roll_die(state, 6) if r == 1 else r for r in rolls]
        return rolls

    def _arm(self, state: State, seat: Seat, weapon: int) -> tuple[int, int, str | None, int]:
        """Ready the declared weapon (L809-L827): play it from the hand if need be and
        spend one ammo. Returns (damage dice, extra damage, malfunction, hex card or -1)."""
        rec = state["f"][seat]
        if weapon == STARTING:
            start = self.sheet(state, seat).starting_weapon or {}
            return int(start["damage"]), 0, None, -1  # starting weapons never malfunction
        card = self.cards[weapon]
        if weapon in rec["hand"]:
            _remove_one(rec, "hand", weapon)
            if card.deck == "hex":
                self._discard(state, weapon)
                return card.dice, 0, None, weapon
            rec["weapons"] = [*rec["weapons"], [weapon, card.ammo if card.ammo is not None else -1]]
        rec["weapons"] = [[w, ammo - 1] if w == weapon and ammo > 0 else [w, ammo] for w, ammo in rec["weapons"]]
        return card.damage, card.extra, card.malfunction, -1

    def _attack(
        self,
        state: State,
        seat: Seat,
        target: Seat,
        weapon: int,
        cheat: bool,
        events: list[Event],
        main_street: bool = False,
    ) -> None:
        rec = state["f"][seat]
        victim = state["f"][target]
        distance = self.line_of_sight(state, rec["pos"], victim["pos"])
        dice, extra, malfunction, _hex = self._arm(state, seat, weapon)
        events.append(
            _new_event(Event, ("attack", {"seat": seat, "target": target, "weapon": weapon, "range": distance}, None))
        )
        state["seq"] += 1
        hit: bool
        if victim["charm"] and (not rec["auto_hit"] or victim["charm"] > rec["auto_hit"]):
            hit = False  # the last card played controls (L103-L106)
            victim["charm"] = 0
            rec["auto_hit"] = 0
            events.append(_new_event(Event, ("to_hit", {"seat": seat, "charm": True, "hit": False}, None)))
        elif rec["auto_hit"]:
            hit = True
            rec["auto_hit"] = 0
            victim["charm"] = 0
            events.append(_new_event(Event, ("to_hit", {"seat": seat, "auto": True, "hit": True}, None)))
        else:
            hit_dice = self._extra_dice(state, seat, "hit")
            rolls = self._roll(state, self.stat(state, seat, "accuracy") + hit_dice, cheat)
            hit = sum(rolls) >= distance
            events.append(
                _new_event(Event, ("to_hit", {"seat": seat, "dice": rolls, "need": distance, "hit": hit}, None))
            )
        if not hit:
            return
        bonus = sum(self.cards[u].bonus for u in rec["gadgets"] if self.cards[u].effect == "damage")
        attack = self._roll(state, dice + bonus + self._extra_dice(state, seat, "damage"), cheat)
        guard = self._extra_dice(state, target, "defence")
        defence = roll_dice(state, max(1, victim["health"]) + guard, 6)
        damage = sum(attack) // sum(defence) + extra
        events.append(
            _new_event(
                Event, ("damage", {"seat": target, "attack": attack, "defence": defence, "damage": damage}, None)
            )
        )
        # a Main Street shootout's frag earns the fighter left standing a bonus Special (L254-L256)
        self._wound(state, target, damage, seat, events, seat if main_street else None)
        if malfunction is not None and 1 in attack:
            events.append(
                _new_event(Event, ("malfunction", {"seat": seat, "weapon": weapon, "kind": malfunction}, None))
            )
            if malfunction == "jam":
                rec["weapons"] = [[w, 0] if w == weapon else [w, ammo] for w, ammo in rec["weapons"]]
            elif malfunction == "explode":
                if any(w[0] == weapon for w in rec["weapons"]):
                    rec["weapons"] = [w for w in rec["weapons"] if w[0] != weapon]
                    self._discard(state, weapon)
            elif malfunction == "backfire" and self._standing(state, seat):
                self._wound(state, seat, 1, None, events, target if main_street else None)

    def _wound(
        self, state: State, seat: Seat, damage: int, by: Seat | None, events: list[Event], bonus: Seat | None = None
    ) -> None:
        """Health damage; armour is discarded once it has taken its bonus (L777-L779); at 0 the fighter is fragged.
        ``bonus``: the other fighter of a Main Street shootout, who draws a bonus Special on this frag."""
        if damage <= 0:
            return
        rec = state["f"][seat]
        before = rec["health"]
        rec["health"] -= damage
        left = damage
        kept = []
        for uid, absorbs in rec["armor"]:  # not ``bonus``: that name is the shootout's survivor
            take = min(absorbs, left)
            left -= take
            if absorbs - take <= 0:
                self._discard(state, uid)
                events.append(_new_event(Event, ("armor_lost", {"seat": seat, "card": uid}, None)))
            else:
                kept.append([uid, absorbs - take])
        rec["armor"] = kept
        if rec["health"] <= 0 and before > 0:
            if rec["hand"] or rec["blood"]:
                # "If he can't cure it instantly with cards" (L805-L806, L784): the victim may heal first.
                # The window opens for any hand, so it says nothing about which cards it holds.
                stand = {"kind": "last_stand", "seat": seat, "by": by, "damage": damage, "before": before}
                state["pending"] = [{**stand, "bonus": bonus}, *state["pending"]]
                return
            self._frag(state, seat, by, damage, before, events, bonus)

    def _standing(self, state: State, seat: Seat) -> bool:
        """On the board and above 0 Health (not waiting on a last stand)."""
        rec = state["f"][seat]
        return bool(rec["status"] == "alive" and rec["health"] > 0)

    def _gen_cure(self, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
        hexes = self.hex_ok(state, seat)
        return [
            {"type": "cure", "card": u}
            for u in sorted(state["f"][seat]["hand"])
            if self.cards[u].effect == "heal" and (self.cards[u].deck != "hex" or hexes)
        ]

    def _gen_fall(self, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
        return [{"type": "fall"}]

    def _after_stand(self, state: State, seat: Seat, events: list[Event]) -> None:
        if state["f"][seat]["health"] > 0:
            state["pending"] = state["pending"][1:]
            events.append(_new_event(Event, ("cured", {"seat": seat, "health": state["f"][seat]["health"]}, None)))

    def _do_cure(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        uid = action["card"]
        _remove_one(state["f"][seat], "hand", uid)
        self._discard(state, uid)
        events.append(_new_event(Event, ("played", {"seat": seat, "card": self.cards[uid].to_dict()}, None)))
        self._heal(state, seat, self.cards[uid].amount, events)
        self._after_stand(state, seat, events)

    def _do_fall(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        stand = state["pending"][0]
        state["pending"] = state["pending"][1:]
        self._frag(state, seat, stand["by"], stand["damage"], stand["before"], events, stand["bonus"])
        self._turn_over_if_fragged(state, seat)

    def _frag(
        self,
        state: State,
        seat: Seat,
        by: Seat | None,
        damage: int,
        before: int,
        events: list[Event],
        bonus: Seat | None,
    ) -> None:
        """You got fragged (L843-L858): blood counter, dropped weapons, gadgets discarded. In a Main
        Street shootout ``bonus``, the other fighter, draws a bonus Special if still standing (L254-L256)."""
        rec = state["f"][seat]
        cell = rec["pos"]
        state["blood"] = [*state["blood"], cell]
        weapons = [u for u, _ in rec["weapons"]]
        if weapons:
            self._new_pile(state, cell, weapons, -1)
        for uid in rec["gadgets"] + [u for u, _ in rec["armor"]]:
            self._discard(state, uid)
        rec.update(status="fragged", pos=-1, health=0, weapons=[], gadgets=[], armor=[], held=False, boosts=[])
        events.append(_new_event(Event, ("fragged", {"seat": seat, "by": by, "square": cell}, None)))
        if by is not None and by != seat:  # never a frag against yourself (L909-L910)
            killer = state["f"][by]
            killer["frags"] += 1
            events.append(_new_event(Event, ("frag", {"seat": by, "victim": seat, "frags": killer["frags"]}, None)))
            if killer["frags"] >= state["options"]["frags_to_win"]:
                self._finish(state, [by], "frags", events)
                return
            self.draw(state, by, "special", events)
        if bonus is not None and self._standing(state, bonus):
            # "one of the fighters is fragged": the survivor's bonus, whoever fragged him (a backfire too)
            self.draw(state, bonus, "special", events)
        if by is None or by == seat:
            return
        brave = self.sheet(state, seat).always_hangable
        if (damage >= 2 * before or brave) and self._free_gallows(state):
            state["pending"] = [
                *state["pending"],
                {"kind": "hang", "seat": by, "victim": seat, "optional": brave and damage < 2 * before},
            ]

    def _do_hang(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        entry = state["pending"][0]
        state["pending"] = state["pending"][1:]
        victim = state["f"][entry["victim"]]
        victim["status"] = "hanged"
        victim["pos"] = action["square"]
        events.append(
            _new_event(Event, ("hanged", {"seat": entry["victim"], "by": seat, "square": action["square"]}, None))
        )

    def _do_no_hang(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        state["pending"] = state["pending"][1:]

    # shootouts

    def _queue_shootouts(self, state: State, mover: Seat, events: list[Event]) -> None:
        """A held attack fires on a fighter passing directly in front: same row or
        column, in sight (L246-L249). The Saloon Gal, who may not use the shootout rules
        (L654-L655), is still shot out by a holder: she only never holds or fires."""
        holders = self._holders(state, mover)
        if holders:
            state["pending"] = [*state["pending"], {"kind": "shootout", "seat": holders[0], "mover": mover}]

    def _holders(self, state: State, mover: Seat, after: Seat | None = None) -> list[Seat]:
        fighters = state["f"]
        seats = state["seats"]
        cell = fighters[mover]["pos"]
        width = self.board.width
        mx, my = cell % width, cell // width  # ``Board.xy``, inline
        # ``line_of_sight`` inline: the static sight table's entry, then the occupied squares
        # (built only for a holder in line with a clear static line) against the squares between
        occ: set[int] | None = None
        sight = self._sight
        cells = self._cell_count
        start = mover if after is None else after
        out = []
        for k in range(1, seats):
            h = (start + k) % seats
            if h == mover:
                break
            rec = fighters[h]
            if not rec["held"] or rec["status"] != "alive":
                continue
            held_at = rec["pos"]
            if held_at % width == mx or held_at // width == my:
                hit = sight[held_at * cells + cell]
                if hit is None or not hit[0]:
                    continue
                if occ is None:
                    occ = set()
                    for other in fighters:
                        if other["pos"] >= 0 and other["status"] in _ON_BOARD:
                            occ.add(other["pos"])
                if hit[1].isdisjoint(occ):
                    out.append(h)
        return out

    def _do_shoot_out(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        entry = state["pending"][0]
        state["f"][seat]["held"] = False
        mover = entry["mover"]
        cheat = bool(action.get("cheat"))
        if self.sheet(state, mover).no_shootout:
            # The Saloon Gal may not use the shootout rules (L654-L655): she never fires back, so
            # nobody rolls for who fires first (L251-L253) and the holder fires at once.
            state["pending"] = state["pending"][1:]
            events.append(_new_event(Event, ("shootout", {"seat": seat, "mover": mover, "return_fire": False}, None)))
            self._fire(state, seat, mover, [(seat, action["weapon"], cheat)], events)
            return
        state["pending"] = [
            {"kind": "return_fire", "seat": mover, "holder": seat, "weapon": action["weapon"], "cheat": cheat},
            *state["pending"][1:],
        ]
        events.append(_new_event(Event, ("shootout", {"seat": seat, "mover": mover}, None)))

    def _do_hold_fire(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        mover = state["pending"][0]["mover"]
        rest = state["pending"][1:]
        nxt = self._holders(state, mover, after=seat)
        state["pending"] = ([{"kind": "shootout", "seat": nxt[0], "mover": mover}] if nxt else []) + rest

    def _do_return_fire(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        self._shootout(state, seat, action["weapon"], bool(action.get("cheat")), events)

    def _do_no_return(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        self._shootout(state, seat, None, False, events)

    def _shootout(self, state: State, mover: Seat, weapon: int | None, cheat: bool, events: list[Event]) -> None:
        """Both roll Speed plus a randomly drawn card's value; the higher attacks first (L251-L253)."""
        entry = state["pending"][0]
        state["pending"] = state["pending"][1:]
        holder = entry["holder"]
        totals = []
        for s in (holder, mover):
            dice = roll_dice(state, self.stat(state, s, "speed") + self._extra_dice(state, s, "shootout"), 6)
            deck = DECKS[rng_below(state, len(DECKS))]
            uid = self._take(state, deck, events)
            value = 0
            if uid is not None:
                self._discard(state, uid)
                value = JOKER_SHOOTOUT_VALUE if self.cards[uid].joker else self.cards[uid].value
            totals.append(sum(dice) + value)
            events.append(
                _new_event(Event, ("shootout_roll", {"seat": s, "dice": dice, "card": uid, "total": totals[-1]}, None))
            )
        order: list[tuple[Seat, int | None, bool]] = [(holder, entry["weapon"], entry["cheat"]), (mover, weapon, cheat)]
        if totals[1] > totals[0]:  # ties: the holder, whose attack was ready, fires first
            order.reverse()
        self._fire(state, holder, mover, order, events)

    def _fire(
        self, state: State, holder: Seat, mover: Seat, order: list[tuple[Seat, int | None, bool]], events: list[Event]
    ) -> None:
        """A shootout's shots in ``order`` (shooter, weapon or None, cheat), then the next holder in line."""
        cells = {state["f"][holder]["pos"], state["f"][mover]["pos"]}
        main = any(c in self.board.main_street for c in cells)
        for shooter, gun, ch in order:
            other = mover if shooter == holder else holder
            if state["winners"] is not None or gun is None:
                continue
            if not self._standing(state, shooter) or not self._standing(state, other):
                continue
            if not self._alone(state, shooter):
                continue  # nobody attacks from an occupied square (L183-L184)
            if not self.line_of_sight(state, state["f"][shooter]["pos"], state["f"][other]["pos"]):
                continue
            if not self._still_armed(state, shooter, gun):
                continue
            self._attack(state, shooter, other, gun, ch, events, main_street=main)
        if state["winners"] is None and self._standing(state, mover):
            nxt = self._holders(state, mover, after=holder)
            if nxt:
                state["pending"] = [{"kind": "shootout", "seat": nxt[0], "mover": mover}, *state["pending"]]
        self._turn_over_if_fragged(state, mover)

    def _still_armed(self, state: State, seat: Seat, weapon: int) -> bool:
        return any(w == weapon for w, _ in self._weapon_choices(state, seat, shootout=True))

    # -- views ---------------------------------------------------------------

    def view(self, state: State, seat: Seat | None) -> dict[str, Any]:
        fighters = []
        for s, rec in enumerate(state["f"]):
            sheet = self.fighter_by_id.get(rec["id"])
            entry: dict[str, Any] = {
                "seat": s,
                "fighter": sheet.to_dict() if sheet else None,
                "stats": dict(zip(STATS, rec["stats"], strict=True)),
                "status": rec["status"],
                "square": None if rec["pos"] < 0 else list(self.board.xy(rec["pos"])),
                "cell": rec["pos"],
                "health": rec["health"],
                "weapons": [{"card": self.cards[u].to_dict(), "ammo": None if a < 0 else a} for u, a in rec["weapons"]],
                "gadgets": [self.cards[u].to_dict() for u in rec["gadgets"]],
                "armor": [{"card": self.cards[u].to_dict(), "left": left} for u, left in rec["armor"]],
                "blood": rec["blood"],
                "frags": rec["frags"],
                "held": rec["held"],
                "charm": bool(rec["charm"]),
                "auto_hit": bool(rec["auto_hit"]),
                "boosts": [list(b) for b in rec["boosts"]],
                "extra_dice": dict(rec["dice"]),
                "hand_size": len(rec["hand"]),
                "hand_decks": {d: sum(1 for u in rec["hand"] if self.cards[u].deck == d) for d in DECKS},
            }
            if sheet is not None and state["phase"] == "play":
                entry["effective"] = {
                    "speed": self.stat(state, s, "speed"),
                    "accuracy": self.stat(state, s, "accuracy"),
                    "health_cap": self.health_cap(state, s),
                    "weapon_limit": self.weapon_limit(state, s),
                    "hand_limit": sheet.hand_limit,
                }
            if seat == s:
                entry["hand"] = [self.cards[u].to_dict() for u in sorted(rec["hand"])]
            fighters.append(entry)
        turn = state["turn"]
        hidden_poker = state["phase"] == "poker"
        return {
            "phase": state["phase"],
            "seats": state["seats"],
            "you": seat,
            "current": state["current"],
            "first": state["first"],
            "round": state["round"],
            "options": state["options"],
            "fighters": fighters,
            # Another seat's five set-up cards: null until every seat has drawn (the reveal).
            "poker": [
                None if hidden_poker and s != seat else [self.cards[u].to_dict() for u in p]
                for s, p in enumerate(state["poker"])
            ],
            "decks": {d: len(state["decks"][d]) for d in DECKS},
            "discards": {d: [self.cards[u].to_dict() for u in state["discards"][d][-5:]] for d in DECKS},
            "discard_sizes": {d: len(state["discards"][d]) for d in DECKS},
            "turn": None if turn is None else {k: (list(v) if isinstance(v, list) else v) for k, v in turn.items()},
            "pending": [self._pending_view(state, p, seat) for p in state["pending"]],
            "piles": [
                {
                    "id": p["id"],
                    "square": list(self.board.xy(p["cell"])),
                    "cell": p["cell"],
                    "cards": [self.cards[u].to_dict() for u in p["cards"]],
                }
                for p in state["piles"]
            ],
            "blood": [list(self.board.xy(c)) for c in state["blood"]],
            "globals": [list(g) for g in state["globals"]],
            "winners": state["winners"],
            "end_reason": state["end_reason"],
            "board": board_view(self.board),
            "attack_options": self._attack_preview(state, seat),
        }

    @staticmethod
    def _pending_view(state: State, entry: dict[str, Any], viewer: Seat | None) -> dict[str, Any]:
        """A pending decision as ``viewer`` may see it: a shootout's weapon that is still a
        card in the holder's hand (played only when he fires) shows to the holder alone, as
        ``attack_options`` shows hand weapons to their owner alone; if the mover frags him
        first, the card stays in his hand unseen."""
        shown = dict(entry)
        if (
            entry["kind"] == "return_fire"
            and viewer != entry["holder"]
            and entry["weapon"] in state["f"][entry["holder"]]["hand"]
        ):
            shown["weapon"] = None
        return shown

    def _attack_preview(self, state: State, viewer: Seat | None) -> list[dict[str, Any]] | None:
        """What each listed ``attack`` of the fighter in the act stage would roll to hit,
        in legal-actions order, so a client can show it before the choice: ``range`` (the
        squares to the target, L828-L830, by ``line_of_sight``, as ``_attack`` counts it),
        ``need`` (that number or more, L829), ``dice`` (Accuracy, after cards, plus the
        Saloon Gal's bought to-hit dice, as ``_attack`` rolls them; cheatin' rerolls 1s,
        L354, and changes neither), or ``charm`` (the target's charm makes it miss) or
        ``auto`` (an automatic hit), the last card played controlling (L103-L106): no roll.
        Public: squares, stats, cards in play and bought dice are on the table; a weapon
        still in the hand is the acting seat's secret, so another viewer (and a spectator)
        sees only the attacks with weapons on the table. None when there is none."""
        if state["phase"] != "play" or state["winners"] is not None or state["pending"]:
            return None
        turn = state["turn"]
        if turn is None or turn["stage"] != "act":
            return None
        seat: Seat = state["current"]
        rec = state["f"][seat]
        hand = rec["hand"] if viewer != seat else ()
        attacks = [
            a
            for a in self.legal_actions(state, seat)
            if a["type"] == "attack" and (a["weapon"] == STARTING or a["weapon"] not in hand)
        ]
        if not attacks:
            return None
        # ``_attack``'s reads before the roll, without its spending (``_extra_dice``)
        dice = self.stat(state, seat, "accuracy") + rec["dice"].get("hit", 0)
        out: list[dict[str, Any]] = []
        for action in attacks:
            victim = state["f"][action["target"]]
            distance = self.line_of_sight(state, rec["pos"], victim["pos"])
            charm = bool(victim["charm"] and (not rec["auto_hit"] or victim["charm"] > rec["auto_hit"]))
            auto = not charm and bool(rec["auto_hit"])
            rolled = not charm and not auto
            out.append(
                {
                    "action": dict(action),
                    "target": action["target"],
                    "weapon": action["weapon"],
                    "cheat": bool(action.get("cheat")),
                    "range": distance,
                    "need": distance if rolled else None,
                    "dice": dice if rolled else None,
                    "charm": charm,
                    "auto": auto,
                }
            )
        return out

    def determinize(self, state: State, seat: Seat, rng_seed: int) -> State:
        """Re-deal what ``seat`` cannot see: other hands (deck by deck: the backs
        show the deck), other seats' poker cards before the reveal (deck by deck too)
        and the order of each draw pile."""
        copy = self.copy_state(state)
        copy["rng"] = rng_init(rng_seed)
        # copy_state shares the deck table, the hands and the poker hands (step replaces
        # them, never writes into them); this writes into them, so it takes its own first.
        copy["decks"] = dict(copy["decks"])
        for s, rec in enumerate(copy["f"]):
            if s != seat:
                rec["hand"] = list(rec["hand"])
        held = [rec["hand"] for s, rec in enumerate(copy["f"]) if s != seat]
        # A shootout declared with a card from another holder's hand (``_pending_view``
        # hides it): the sample deals that slot like the rest and fires whatever it deals.
        declared = [
            (i, copy["f"][p["holder"]]["hand"].index(p["weapon"]))
            for i, p in enumerate(copy["pending"])
            if p["kind"] == "return_fire" and p["holder"] != seat and p["weapon"] in copy["f"][p["holder"]]["hand"]
        ]
        if copy["phase"] == "poker":
            copy["poker"] = [list(p) for p in copy["poker"]]
            held += [p for s, p in enumerate(copy["poker"]) if s != seat]
        for deck in DECKS:
            pool = list(copy["decks"][deck])
            slots: list[tuple[list[int], int]] = []
            for cards in held:
                for i, u in enumerate(cards):
                    if self.cards[u].deck == deck:
                        pool.append(u)
                        slots.append((cards, i))
            pool.sort()  # the sample must not depend on where the unseen cards lay
            rng_shuffle(copy, pool)
            for cards, i in slots:
                cards[i] = pool.pop()
            copy["decks"][deck] = pool
        if declared:
            copy["pending"] = pending = [dict(p) for p in copy["pending"]]
            for i, slot in declared:
                hand = copy["f"][pending[i]["holder"]]["hand"]
                if self.cards[hand[slot]].joker:
                    # a joker is never fired: the first weapon left in the pile is dealt instead
                    pile = copy["decks"]["weapon"]
                    spare = next((j for j, u in enumerate(pile) if not self.cards[u].joker), None)
                    if spare is not None:
                        pile = copy["decks"]["weapon"] = list(pile)
                        hand[slot], pile[spare] = pile[spare], hand[slot]
                pending[i]["weapon"] = hand[slot]
        return copy

    def view_schema(self) -> dict[str, Any]:
        """``view.schema.json``, loaded and checked once at import (``VIEW_SCHEMA``)."""
        return VIEW_SCHEMA

    def components(self) -> dict[str, Any]:
        # Events and views name a card by its uid and a fighter by its id.
        return {"cards": [c.to_dict() for c in self.cards], "fighters": [f.to_dict() for f in self.fighters]}

    def render_svg(self, view: dict[str, Any]) -> str | None:
        from ladders.deadlands.svg import render

        return render(self.board, view)


RULESET = FragDeadlands()
