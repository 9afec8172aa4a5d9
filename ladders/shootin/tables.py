"""Shootin' Ladders: Frag Fest: the constants, per-card tables and small helpers every chapter
shares (the candy icons, the weapons-in-play limit, the actions listed as copies, a new
player's record, the copies ``apply`` makes)."""

from __future__ import annotations

from typing import Any, Final

from ladders.engine import State, fast_copy
from ladders.shootin.board import UNSEEN
from ladders.shootin.cards import CARDS, EAGLE_CARD
from ladders.shootin.scenarios import PARTS, ScenarioRules

# ``Event(...)`` without its Python-level ``__new__`` (one or more events on every step):
# ``new_event(Event, (type, data, visible_to))`` builds the same tuple (docs/engine.md, point 6).
new_event: Final = tuple.__new__
# One candy icon per cookie part, in the same order; the Peppermint Swirl is the head.
ICONS = ("peppermint_swirl", "gumdrop", "lollipop", "candy_cane", "jelly_bean", "licorice_twist")
MAX_WEAPONS_IN_PLAY = 3


def new_player(seat: int, boxes: int, respawns: int | None) -> dict[str, Any]:
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
OUT_OF_TURN: Final = tuple(c.out_of_turn for c in CARDS)
MELEE: Final = tuple(c.melee for c in CARDS)
RANGE: Final = tuple(c.range for c in CARDS)
SEES: Final = tuple(c.ignore_obstructions for c in CARDS)
EAGLE_RANGE: Final = EAGLE_CARD.range
# A weapon that is not melee, sees through no obstruction and reaches no farther than the Eagle
# (most): the attack listing's reach, melee and sight-through are as without it.
ORDINARY: Final = tuple(not c.melee and not c.ignore_obstructions and c.range <= EAGLE_RANGE for c in CARDS)
if max(RANGE) >= UNSEEN:  # the attack listing reads ``Board.shot_rows`` so (UNSEEN: out of reach)
    raise ValueError("a card's range reaches UNSEEN, the board's mark for a square out of sight")
# The moves of two rolled dice, built once: ``legal_actions`` lists copies (under CPython 3.11
# copying a small dict costs about half of building it from a literal).
MOVE_0_UP: Final = {"type": "move", "die": 0, "direction": 1}
MOVE_0_DOWN: Final = {"type": "move", "die": 0, "direction": -1}
MOVE_1_UP: Final = {"type": "move", "die": 1, "direction": 1}
MOVE_1_DOWN: Final = {"type": "move", "die": 1, "direction": -1}
ROLL: Final = {"type": "roll"}
STAY: Final = {"type": "stay"}
END_TURN: Final = {"type": "end_turn"}


def is_int(value: Any) -> bool:
    return type(value) is int


CARD_DICTS = tuple(c.to_dict() for c in CARDS)  # flat dicts of scalars: a shallow copy is a copy


def copy_field(key: str, value: Any) -> Any:
    """A copy of one player-record field for a view (the known shapes without a generic walk)."""
    if key in ("parts", "armour", "hand"):
        return value[:]
    if key in ("trophies", "armour_cards"):
        return [entry[:] for entry in value]
    if type(value) in (int, str, bool) or value is None:
        return value
    return fast_copy(value)


def discard_cards(state: State, deck: str, cards: list[int]) -> None:
    """Put ``cards`` on ``deck``'s discard pile (a new table and pile: the old ones may be shared)."""
    discards = state["discards"] = state["discards"].copy()
    discards[deck] = discards[deck] + cards


def without(cards: list[int], uid: int) -> list[int]:
    """``cards`` less the first ``uid``, as a new list (``step`` never changes a shared list)."""
    index = cards.index(uid)
    return cards[:index] + cards[index + 1 :]


def copy_with_players(state: State, players: list[dict[str, Any]], scenario: ScenarioRules) -> State:
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


# A seat's attacks this turn at its start: (normal, extra melee), as a new list per seat.
NO_ATTACKS: Final = (0, 0)
# The engine's only actions that damage a cookie: an attack's resolution, a respawn onto a taken point.
DAMAGING = frozenset({"react", "no_reaction", "respawn"})
# Steps that change no player record except, as a turn begins, the one ``_start_turn``
# replaces (rolling, staying, ending a turn, a team's choice of who goes first or next);
# ``apply`` copies them without the player records. ``test_apply_never_changes_any_state_it_was_given``
# holds it: a step here that wrote into a record would change ``apply``'s input.
TURN_ONLY_STEPS = frozenset({"roll", "stay", "end_turn", "activate", "go_first"})
