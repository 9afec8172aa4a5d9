"""The card decks as data (a reconstruction, see cards.json) and the character cards.

Every physical card gets a uid: its index in ``CARDS``. The state holds only
uids, so decks, hands and weapons in play are short lists of integers.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

_HERE = Path(__file__).parent
DEFAULT_CARDS_FILE = _HERE / "cards.json"
DEFAULT_CHARACTERS_FILE = _HERE / "characters.json"
# An owner of the printed game can enter the real cards in files of the same shape.
CARDS_FILE_ENV = "LADDERS_SHOOTIN_CARDS_FILE"
CHARACTERS_FILE_ENV = "LADDERS_SHOOTIN_CHARACTERS_FILE"
EAGLE = -1  # the Dessert Eagle on every character card: not a deck card


@dataclass(frozen=True, slots=True)
class Card:
    uid: int
    id: str
    name: str
    deck: str  # weapon | gear | ammo
    # weapons
    melee: bool = False
    range: int = 0
    dice: int = 0
    ammo: int | None = None  # track length; None is unlimited
    shots: int = 1  # most ammo spent in one attack
    no_long_range_penalty: bool = False
    # ammo
    special: str | None = None  # extra_die | armour_piercing
    reloads: int = 0  # extra automatic refills (Nibbs 2-Pak)
    # gear
    effect: str | None = None
    part: str | None = None
    points: int = 0
    amount: int = 0
    out_of_turn: bool = False

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"uid": self.uid, "id": self.id, "name": self.name, "deck": self.deck}
        if self.deck == "weapon":
            data.update(melee=self.melee, range=self.range, dice=self.dice, ammo=self.ammo, shots=self.shots)
        elif self.deck == "ammo":
            data.update(special=self.special, reloads=self.reloads)
        else:
            data.update(effect=self.effect, part=self.part, points=self.points, amount=self.amount)
            data["out_of_turn"] = self.out_of_turn
        return data


def _weapon(uid: int, raw: dict[str, Any]) -> Card:
    return Card(
        uid=uid,
        id=raw["id"],
        name=raw["name"],
        deck="weapon",
        melee=bool(raw["melee"]),
        range=int(raw["range"]),
        dice=int(raw["dice"]),
        ammo=raw["ammo"],
        shots=int(raw.get("shots", 1)),
        no_long_range_penalty=bool(raw.get("no_long_range_penalty", False)),
    )


def load_cards(path: str | Path | None = None) -> tuple[Card, tuple[Card, ...]]:
    """The Dessert Eagle and the 90 deck cards, uids 0..89 in file order.

    From ``path``, else $LADDERS_SHOOTIN_CARDS_FILE, else the reconstruction.
    """
    with open(path or os.environ.get(CARDS_FILE_ENV) or DEFAULT_CARDS_FILE, encoding="utf-8") as handle:
        raw = json.load(handle)
    cards: list[Card] = []
    for entry in raw["weapons"]:
        for _ in range(entry["copies"]):
            cards.append(_weapon(len(cards), entry))
    for entry in raw["gear"]:
        for _ in range(entry["copies"]):
            cards.append(
                Card(
                    uid=len(cards),
                    id=entry["id"],
                    name=entry["name"],
                    deck="gear",
                    effect=entry["effect"],
                    part=entry.get("part"),
                    points=int(entry.get("points", 0)),
                    amount=int(entry.get("amount", 0)),
                    out_of_turn=bool(entry.get("out_of_turn", False)),
                )
            )
    for entry in raw["ammo"]:
        for _ in range(entry["copies"]):
            cards.append(
                Card(
                    uid=len(cards),
                    id=entry["id"],
                    name=entry["name"],
                    deck="ammo",
                    special=entry["special"],
                    reloads=int(entry["reloads"]),
                )
            )
    return _weapon(EAGLE, raw["eagle"]), tuple(cards)


def load_characters(path: str | Path | None = None) -> tuple[dict[str, Any], ...]:
    """From ``path``, else $LADDERS_SHOOTIN_CHARACTERS_FILE, else the reconstruction."""
    with open(path or os.environ.get(CHARACTERS_FILE_ENV) or DEFAULT_CHARACTERS_FILE, encoding="utf-8") as handle:
        return tuple(json.load(handle)["characters"])


EAGLE_CARD, CARDS = load_cards()
CHARACTERS = load_characters()


def card(uid: int) -> Card:
    return EAGLE_CARD if uid == EAGLE else CARDS[uid]
