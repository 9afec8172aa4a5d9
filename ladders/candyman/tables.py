"""Run For Your Life, Candyman!: the constants, per-card tables and small helpers every
chapter shares (who attacks for the Twins and Sweet Toof, the boxes per part, which treats
play when, the decision kinds, a new player's record)."""

from __future__ import annotations

import functools
from typing import Any, Final

from ladders.candyman.data import DASH, LIMBS, PARTS, TREATS
from ladders.engine import Seat, State

RULESET_ID = "run-for-your-life-candyman"
TWINS = -1  # the "attacker" of the Twins' attacks (no trophies, no frags)
SWEET_TOOF = -2  # who tears off a runaway leader's head
TWINS_ATTACKS = 4
CHARACTER_DAMAGE = 2  # a Character or Candy Cage Match card drawn to attack (L115)
BOXES = {False: 4, True: 6}  # basic game / extended 'classic' game (L31, L157)
MAX_SEATS = 6  # six Gingerbread tokens (L15)
# ``Event(...)`` without its Python-level ``__new__`` (every step builds one or more):
# ``new_event(Event, (type, data, visible_to))`` builds the same tuple (docs/engine.md, point 6).
new_event: Final = tuple.__new__


def new_player(boxes: int) -> dict[str, Any]:
    return {
        "pos": 0,
        "parts": [boxes] * len(PARTS),
        "alive": True,
        "hand": [],
        "equipped": [],  # [treat uid, part index]
        "trophies": [],  # [part index, from seat]
        "frags": 0,
        "out": None,  # order of crumbling (1 first)
    }


def pass_window(player: dict[str, Any], used: list[int]) -> bool:
    """Whether a cookie gets a reaction window: by what the table sees, never by its hand's content."""
    if player["hand"]:
        return True
    return any(TREATS[u].defense and u not in used for u, _ in player["equipped"])


# Per treat uid: its card id if it may be played from a hand as an attack on your own
# turn (an EQUIP card is equipped first) / out of turn (PLAY AT ANY TIME), else None.
PLAYABLE_OWN = tuple(t.id if t.attack and t.equip is None else None for t in TREATS)
PLAYABLE_ANY_TIME = tuple(t.id if t.attack and t.equip is None and t.any_time else None for t in TREATS)
_EQUIPPABLE = tuple(t.id if t.equip is not None else None for t in TREATS)
# Per Dash N Bash uid: the candy icons the card shows.
ICON_SETS = tuple(frozenset(card.icons) for card in DASH)
# Per treat uid: the parts (indices) an EQUIP card may be worn on.
EQUIP_PARTS = tuple(LIMBS[t.equip] if t.equip is not None else () for t in TREATS)
TARGETED = frozenset(("attack", "cage_draw"))
DIRECT = frozenset(("treat", "equip", "defend", "part"))
# Per treat uid: its card's id (two copies of a card are one choice) and whether it is RANGED.
_CARD_IDS = tuple(t.id for t in TREATS)
_RANGED = tuple(t.ranged is not None for t in TREATS)
HandCards = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...]]


def hand_cards(hand: list[int]) -> HandCards:
    """The first copy of each distinct card in ``hand`` that may be played on your own turn,
    out of turn, equipped (the listed ones), and the own-turn ones that are RANGED (all a
    turn that met nobody may aim)."""
    return _hand_cards(tuple(hand))


# Bounded: a game's hands are few, but a bot's searches meet many.
@functools.lru_cache(maxsize=4096)
def _hand_cards(hand: tuple[int, ...]) -> HandCards:
    own: list[int] = []
    any_time: list[int] = []
    equippable: list[int] = []
    ranged: list[int] = []
    seen: set[str] = set()
    for uid in hand:
        card_id = _CARD_IDS[uid]
        if card_id in seen:
            continue
        seen.add(card_id)
        if PLAYABLE_OWN[uid] is not None:
            own.append(uid)
            if _RANGED[uid]:
                ranged.append(uid)
        if PLAYABLE_ANY_TIME[uid] is not None:
            any_time.append(uid)
        if _EQUIPPABLE[uid] is not None:
            equippable.append(uid)
    return tuple(own), tuple(any_time), tuple(equippable), tuple(ranged)


def first_copy(hand: list[int], uid: int) -> bool:
    """Whether ``uid`` is in the hand and is the first copy there of its card (the one listed)."""
    card_id = TREATS[uid].id
    for u in hand:
        if TREATS[u].id == card_id:
            return u == uid
    return False


# The clockwise order of the PLAY AT ANY TIME windows a seat's turn opens, per (seat,
# seats): one list each, shared by every state that holds it and never written
# (``_advance`` copies it before it takes one off).
INTERRUPT_ORDER: dict[tuple[int, int], list[int]] = {
    (seat, seats): [(seat + k) % seats for k in range(1, seats)]
    for seats in range(1, MAX_SEATS + 1)
    for seat in range(seats)
}
DECISION_TYPES = {
    "defend": ("defend", "no_defense"),
    "interrupt": ("treat", "pass"),
    "part": ("part",),
    "summon": ("summon", "no_summon"),
    "cage_draw": ("cage_draw",),
    "escape": ("escape",),
}


def own_record(state: State, seat: Seat) -> dict[str, Any]:
    """The seat's player record, made the state's own before ``step`` writes into it:
    ``copy_state`` shares the records (copy on write). Take it again after any call
    that may write the same record, never write through an older reference."""
    players = state["players"]
    record: dict[str, Any] = dict(players[seat])
    players[seat] = record
    return record


def without(items: list[int], item: int) -> list[int]:
    out = list(items)
    out.remove(item)
    return out


def has_bool(value: Any) -> bool:
    if isinstance(value, list):
        return any(has_bool(v) for v in value)
    return type(value) is bool
