"""Frag Deadlands: the constants and small helpers every chapter shares (stat splits,
directions, the act stage's action kinds, a new turn's record, a fighter's record)."""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import Any, Final

from ladders.deadlands.data import DECKS, DIRS, STATS

# ``Event(...)`` without its Python-level ``__new__`` (every step builds one or more):
# ``new_event(Event, (type, data, visible_to))`` builds the same tuple (docs/engine.md, point 6).
new_event: Final = tuple.__new__
Occupancy = dict[int, list[int]]  # square -> seats on it (``occupied``)
STAT_POINTS = 7
# The Saloon Gal's "add one die to any die roll": the rolls a discard may be spent on, each
# waiting on her record for its next roll (defence and shootout rolls come on others' turns).
BOOST_ROLLS = ("movement", "hit", "damage", "defence", "powerup", "beast", "shootout")
DIR_NAMES = tuple(DIRS)
DIR_INDEX = {name: d for d, name in enumerate(DIR_NAMES)}
ON_BOARD = frozenset(("alive", "hanged"))
STAT_INDEX = {name: i for i, name in enumerate(STATS)}
# The act stage's action types, in the order ``legal_actions`` lists them.
ACT_KINDS = (
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
POKER_DECKS: Final = tuple(tuple(DECKS[i] for i in combo) for combo in combinations_with_replacement(range(4), 5))
POKER_SET: Final = frozenset(POKER_DECKS)
STARTING = -1  # the weapon on the record sheet
# A turn as it begins (``_begin_turn``), copied, never handed out: each copy is given its own
# ``checked`` and ``picked`` lists (these two are placeholders, shared by no state).
NEW_TURN: Final[dict[str, Any]] = {
    "stage": "start",
    "move": 0,
    "dice_speed": 0,
    "attacks_used": 0,
    "extra": 0,
    "checked": [],
    "picked": [],
    "entry": -1,
}
NO_SQUARES: Final[frozenset[int]] = frozenset()
# The action types a pending decision allows, by its kind (``_kinds_now``).
PENDING_KINDS: Final[dict[str, tuple[str, ...]]] = {
    "joker": ("joker_draw",),
    "last_stand": ("cure", "use_blood", "fall"),
    "hang": ("hang", "no_hang"),
    "shootout": ("shoot_out", "hold_fire"),
    "return_fire": ("return_fire", "no_return"),
    "blood": ("use_blood", "no_blood"),
}
# The rules version that plays the rulebook's three readings as printed (docs/frag-deadlands.md,
# "Rules versions"): keeping a set-up card is a choice (L63-L66), a blood counter is spent at
# any time (L877-L879), and the weapons-in-play limit reads the current Health (L80-L81).
PRINTED = 2
JOKER_SHOOTOUT_VALUE = 14  # a joker drawn for a shootout counts as an ace


def stat_splits() -> list[tuple[int, int, int]]:
    return [(h, s, STAT_POINTS - h - s) for h in range(1, 5) for s in range(1, 5) if 1 <= STAT_POINTS - h - s <= 4]


SPLITS = stat_splits()
SPLIT_SET: Final = frozenset(SPLITS)


def remove_one(rec: dict[str, Any], field: str, item: Any) -> None:
    """Remove one ``item`` from a fighter's card list by replacing the list (copies share it)."""
    items = list(rec[field])
    items.remove(item)
    rec[field] = items


def shares_square(fighters: list[dict[str, Any]], rec: dict[str, Any]) -> bool:
    """Another record has ``rec``'s position (the fragged ones' -1 included): a loop, which
    costs fewer instructions over a handful of records than ``map`` with ``count`` (callgrind)."""
    pos = rec["pos"]
    for other in fighters:  # noqa: SIM110 - a generator for ``any`` costs more than the loop
        if other["pos"] == pos and other is not rec:
            return True
    return False


def fighter_record(fighter_id: str, stats: list[int]) -> dict[str, Any]:
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
