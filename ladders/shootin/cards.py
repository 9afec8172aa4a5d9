"""The card decks as data (a reconstruction, see cards.json) and the character cards.

Every physical card gets a uid: its index in ``CARDS``. The state holds only
uids, so decks, hands and weapons in play are short lists of integers.

A card's rules are data in the vocabulary ``EFFECTS`` below (documented in
docs/shootin-ladders.md, "Card effects"). A card file is checked as it loads: an
unknown field, an effect the engine does not know, an effect on the wrong deck or
a parameter it does not take is refused with the card and the field
(``CardFileError``), so an owner can enter the printed cards without touching
Python, and a typo never loads as a card that does nothing. The loader turns each
card's effects into flat fields of ``Card`` once, so the rules read attributes,
not dicts, on their hot paths.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ladders.card_effects import CardFileError, EffectKind, check_fields, need, parse_effect

__all__ = ["CARDS", "CHARACTERS", "EAGLE", "EAGLE_CARD", "EFFECTS", "Card", "CardFileError", "card"]

_HERE = Path(__file__).parent
DEFAULT_CARDS_FILE = _HERE / "cards.json"
DEFAULT_CHARACTERS_FILE = _HERE / "characters.json"
# An owner of the printed game can enter the real cards in files of the same shape.
CARDS_FILE_ENV = "LADDERS_SHOOTIN_CARDS_FILE"
CHARACTERS_FILE_ENV = "LADDERS_SHOOTIN_CHARACTERS_FILE"
EAGLE = -1  # the Dessert Eagle on every character card: not a deck card
PART_NAMES = ("head", "torso", "left_arm", "right_arm", "left_leg", "right_leg")

_W, _G, _A = frozenset({"weapon"}), frozenset({"gear"}), frozenset({"ammo"})
# "scenarios": the effect applies only in these scenarios (the sniper's rifle rules, L368).
_ONLY_IN: dict[str, Any] = {"scenarios": "str_list"}
_ON: dict[str, Any] = {"on": ("self", "cookie"), "reach": int}

EFFECTS: dict[str, EffectKind] = {
    # Weapons' special rules (L138 "a description of special rules for the weapon").
    "melee": EffectKind(
        "Range 0: strikes a cookie on a square you pass through (L166); one extra attack on a cookie "
        "per turn; no point-blank die.",
        _W,
    ),
    "ignore_long_range": EffectKind("No long-range die lost (L182).", _W, optional=_ONLY_IN),
    "ignore_obstructions": EffectKind(
        "Line of sight may cross up to `count` floors or doors (the Ginger Snipe Rifle, L368).",
        _W,
        params={"count": int},
        optional=_ONLY_IN,
    ),
    "self_reload": EffectKind(
        "Out of ammo at the start of its holder's turn: the track is set to maximum (L368).",
        _W,
        optional=_ONLY_IN,
    ),
    # Ammo (L146).
    "reload": EffectKind(
        "Refills one weapon in play; `clips` > 1 refills it again by itself when it runs dry (Nibbs 2-Pak).",
        _A,
        params={"clips": int},
    ),
    "extra_dice": EffectKind("Special ammo: `per_ammo` more dice per ammo spent.", _A, params={"per_ammo": int}),
    "armour_piercing": EffectKind("Special ammo: hits ignore armour.", _A),
    # Gear (L148), played on your own turn unless it is a reaction.
    "armour": EffectKind(
        '`points` hits absorbed on `part` (a part name, or "choice" when played); `on`: "self" '
        '(default) or "cookie" (any standing cookie within `reach` squares and in sight, L134).',
        _G,
        params={"points": int, "part": (*PART_NAMES, "choice")},
        optional=_ON,
    ),
    "heal": EffectKind(
        "`amount` boxes back on a damaged part still on, up to a full part; `on`/`reach` as for armour.",
        _G,
        params={"amount": int},
        optional=_ON,
    ),
    "move": EffectKind(
        'A gear move one square `direction` "vertical" or "diagonal" (L122).',
        _G,
        params={"direction": ("vertical", "diagonal")},
    ),
    "die_change": EffectKind(
        "One unused movement die changed by `amount` (never below 1).", _G, params={"amount": int}
    ),
    "fewer_dice": EffectKind(
        "Reaction, played when you are attacked (another's turn, L134): the attack rolls `amount` fewer dice.",
        _G,
        params={"amount": int},
    ),
    "cancel_attack": EffectKind("Reaction, played when you are attacked: the attack rolls no dice.", _G),
    "graft_head": EffectKind(
        "With your head gone and an opponent's head among your trophies: graft it on, a head of `boxes` "
        "boxes (null: a full part). You have a head again (Head Hunter, L244).",
        _G,
        optional={"boxes": "int?"},
    ),
    "rocket": EffectKind(
        "A square-targeted attack (L182 'target square'): every other cookie on a square within `range` "
        "and in sight is attacked with `dice` dice (-1 beyond one level); uses the one attack on each. "
        "The card is a Rockett Popp counter (L18).",
        _G,
        params={"dice": int, "range": int},
    ),
    "mine": EffectKind(
        "Put on your square; the first other cookie to enter that square by moving sets it off: an attack "
        "of `dice` dice by you. The card is a C4reo counter (L18).",
        _G,
        params={"dice": int},
    ),
}
REACTIONS = frozenset({"fewer_dice", "cancel_attack"})
_WEAPON_FIELDS = ("id", "name", "copies", "text", "range", "dice", "ammo", "shots", "effects")
_OTHER_FIELDS = ("id", "name", "copies", "text", "effects")


@dataclass(frozen=True, slots=True)
class Card:
    uid: int
    id: str
    name: str
    deck: str  # weapon | gear | ammo
    text: str = ""
    effects: tuple[Mapping[str, Any], ...] = ()  # as written in the card file
    # weapons
    melee: bool = False
    range: int = 0
    dice: int = 0
    ammo: int | None = None  # track length; None is unlimited
    shots: int = 1  # most ammo spent in one attack
    no_long_range_penalty: bool = False
    ignore_obstructions: int = 0
    self_reload: bool = False
    # ammo
    reloads: int = 0  # extra automatic refills (Nibbs 2-Pak: clips 2)
    extra_dice: int = 0
    piercing: bool = False
    # gear: the one effect's kind and parameters
    effect: str | None = None
    part: str | None = None  # armour: a part name, or None for "choice"
    points: int = 0
    amount: int = 0
    on_others: bool = False  # may be played on another cookie (L134)
    reach: int = 0
    boxes: int | None = None
    # effect kind -> the scenarios it is limited to (absent: every scenario)
    only_in: Mapping[str, frozenset[str]] = field(default_factory=dict)

    @property
    def out_of_turn(self) -> bool:
        """A reaction: played on another's turn, when attacked (L134 'as outlined on the card')."""
        return self.effect in REACTIONS

    def applies(self, kind: str, scenario: str) -> bool:
        """Does this card's effect ``kind`` apply in ``scenario``?"""
        limited = self.only_in.get(kind)
        return limited is None or scenario in limited

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"uid": self.uid, "id": self.id, "name": self.name, "deck": self.deck}
        if self.text:
            data["text"] = self.text
        if self.deck == "weapon":
            data.update(melee=self.melee, range=self.range, dice=self.dice, ammo=self.ammo, shots=self.shots)
        data["effects"] = [dict(e) for e in self.effects]
        return data


def _effects(where: str, raw: Mapping[str, Any], deck: str) -> list[dict[str, Any]]:
    listed = need(where, raw, "effects", list, [])
    effects = [parse_effect(where, f"effects[{i}]", e, EFFECTS, deck) for i, e in enumerate(listed)]
    kinds = [e["kind"] for e in effects]
    for kind in kinds:
        if kinds.count(kind) > 1:
            raise CardFileError(f"{where}: field 'effects': effect {kind!r} is listed twice")
    return effects


def _only_in(effects: list[dict[str, Any]]) -> dict[str, frozenset[str]]:
    return {e["kind"]: frozenset(e["scenarios"]) for e in effects if "scenarios" in e}


def _weapon(uid: int, raw: Mapping[str, Any], where: str) -> Card:
    check_fields(where, raw, _WEAPON_FIELDS)
    effects = _effects(where, raw, "weapon")
    by_kind = {e["kind"]: e for e in effects}
    ammo = need(where, raw, "ammo", "int?")
    shots = need(where, raw, "shots", int, 1)
    dice, reach = need(where, raw, "dice", int), need(where, raw, "range", int)
    if dice < 1 or reach < 0 or shots < 1 or (ammo is not None and ammo < 1):
        raise CardFileError(f"{where}: fields 'dice' and 'shots' are at least 1, 'range' at least 0, 'ammo' >= 1")
    if ("melee" in by_kind) != (reach == 0):
        raise CardFileError(f"{where}: field 'range': a melee weapon has range 0 and only a melee weapon (L166)")
    return Card(
        uid=uid,
        id=need(where, raw, "id", str),
        name=need(where, raw, "name", str),
        deck="weapon",
        text=need(where, raw, "text", str, ""),
        effects=tuple(effects),
        melee="melee" in by_kind,
        range=reach,
        dice=dice,
        ammo=ammo,
        shots=shots,
        no_long_range_penalty="ignore_long_range" in by_kind,
        ignore_obstructions=by_kind.get("ignore_obstructions", {}).get("count", 0),
        self_reload="self_reload" in by_kind,
        only_in=_only_in(effects),
    )


def _ammo(uid: int, raw: Mapping[str, Any], where: str) -> Card:
    check_fields(where, raw, _OTHER_FIELDS)
    effects = _effects(where, raw, "ammo")
    by_kind = {e["kind"]: e for e in effects}
    if "reload" not in by_kind or by_kind["reload"]["clips"] < 1:
        raise CardFileError(f"{where}: field 'effects': an ammo card needs a 'reload' effect with clips >= 1 (L146)")
    return Card(
        uid=uid,
        id=need(where, raw, "id", str),
        name=need(where, raw, "name", str),
        deck="ammo",
        text=need(where, raw, "text", str, ""),
        effects=tuple(effects),
        reloads=by_kind["reload"]["clips"] - 1,
        extra_dice=by_kind.get("extra_dice", {}).get("per_ammo", 0),
        piercing="armour_piercing" in by_kind,
    )


def _gear(uid: int, raw: Mapping[str, Any], where: str) -> Card:
    check_fields(where, raw, _OTHER_FIELDS)
    effects = _effects(where, raw, "gear")
    if len(effects) != 1:
        raise CardFileError(f"{where}: field 'effects': a gear card has exactly one effect, got {len(effects)}")
    effect = effects[0]
    kind = effect["kind"]
    on_others = effect.get("on", "self") == "cookie"
    if "reach" in effect and not on_others:
        raise CardFileError(f'{where}: field \'effects[0].reach\' goes with "on": "cookie"')
    part = effect.get("part")
    return Card(
        uid=uid,
        id=need(where, raw, "id", str),
        name=need(where, raw, "name", str),
        deck="gear",
        text=need(where, raw, "text", str, ""),
        effects=tuple(effects),
        effect=kind,
        part=None if part == "choice" else part,
        points=effect.get("points", 0),
        amount=effect.get("amount", 0),
        dice=effect.get("dice", 0),
        range=effect.get("range", 0),
        on_others=on_others,
        reach=effect.get("reach", 0),
        boxes=effect.get("boxes"),
    )


_DECK_SECTIONS = (("weapons", _weapon), ("gear", _gear), ("ammo", _ammo))


def parse_cards(raw: Mapping[str, Any]) -> tuple[Card, tuple[Card, ...]]:
    """The Dessert Eagle and the deck cards (uids in file order: weapons, gear, ammo)."""
    check_fields("cards file", raw, ("reconstruction", "note", "eagle", "weapons", "gear", "ammo"))
    cards: list[Card] = []
    for section, build in _DECK_SECTIONS:
        entries = raw.get(section)
        if not isinstance(entries, list):
            raise CardFileError(f"cards file: field {section!r} must be a list of cards")
        for n, entry in enumerate(entries):
            where = f"{section}[{n}] {entry.get('id', '?')!r}" if isinstance(entry, dict) else f"{section}[{n}]"
            copies = need(where, entry, "copies", int) if isinstance(entry, dict) else None
            if copies is None or copies < 1:
                raise CardFileError(f"{where}: field 'copies' must be a positive integer")
            first = build(len(cards), entry, where)
            cards.append(first)
            for _ in range(copies - 1):
                cards.append(build(len(cards), entry, where))
    eagle_raw = raw.get("eagle")
    if not isinstance(eagle_raw, dict):
        raise CardFileError("cards file: field 'eagle' must be the Dessert Eagle's card")
    eagle = _weapon(EAGLE, {**eagle_raw, "copies": 1}, "eagle")
    return eagle, tuple(cards)


def load_cards(path: str | Path | None = None) -> tuple[Card, tuple[Card, ...]]:
    """From ``path``, else $LADDERS_SHOOTIN_CARDS_FILE, else the reconstruction."""
    with open(path or os.environ.get(CARDS_FILE_ENV) or DEFAULT_CARDS_FILE, encoding="utf-8") as handle:
        return parse_cards(json.load(handle))


def parse_characters(raw: Mapping[str, Any], cards: tuple[Card, ...]) -> tuple[dict[str, Any], ...]:
    """The character cards, each alternate hand naming cards of the deck (checked)."""
    check_fields("characters file", raw, ("reconstruction", "note", "characters"))
    known = {c.id for c in cards}
    characters = raw.get("characters")
    if not isinstance(characters, list) or not characters:
        raise CardFileError("characters file: field 'characters' must be a non-empty list")
    for n, entry in enumerate(characters):
        where = f"characters[{n}]"
        check_fields(where, entry, ("id", "name", "alternate_hand"))
        need(where, entry, "id", str)
        need(where, entry, "name", str)
        for card_id in need(where, entry, "alternate_hand", "str_list"):
            if card_id not in known:
                raise CardFileError(f"{where}: field 'alternate_hand': no card {card_id!r} in the decks")
    return tuple(dict(c) for c in characters)


def load_characters(path: str | Path | None = None) -> tuple[dict[str, Any], ...]:
    """From ``path``, else $LADDERS_SHOOTIN_CHARACTERS_FILE, else the reconstruction."""
    with open(path or os.environ.get(CHARACTERS_FILE_ENV) or DEFAULT_CHARACTERS_FILE, encoding="utf-8") as handle:
        return parse_characters(json.load(handle), CARDS)


EAGLE_CARD, CARDS = load_cards()
CHARACTERS = load_characters()


def card(uid: int) -> Card:
    return EAGLE_CARD if uid == EAGLE else CARDS[uid]
