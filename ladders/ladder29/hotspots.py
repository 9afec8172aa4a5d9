"""Hot Spot cards as data (a reconstruction: see hotspots.json's notes) and their challenges.

A challenge is a rule on its holder's own plays for the round ("a challenge that
applies only to them", L59): ``allows`` says whether a play keeps it, and the
engine only offers (and only accepts) plays that do. The one escape: when the
holder must lead and the rule forbids every lead its hand can make, the rule is
lifted for that lead, so a round can always finish (docs/ladder-29.md).
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from ladders.ladder29.cards import FIREFIGHTER_CARDS, FOUR, KINDS, RUN, SINGLE, SUIT_NAMES, VALUE, Combo

DEFAULT_HOT_SPOTS_FILE: Final = Path(__file__).with_name("hotspots.json")
# An owner of the printed game can enter the real Hot Spot cards in a file of the same shape.
HOT_SPOTS_FILE_ENV: Final = "LADDERS_LADDER29_HOT_SPOTS_FILE"

FLASHOVER: Final = "flashover"  # a four-of-a-kind played on a lead (not led)
ANY: Final = "any"
COMBOS: Final = frozenset({*KINDS, FLASHOVER})

# kind -> the challenge fields it needs (besides "kind" and "text").
CHALLENGE_FIELDS: Final[dict[str, tuple[str, ...]]] = {
    "none": (),  # the Start Player card: its "challenge" is leading first
    "no_play": ("combo",),  # never play this combo
    "no_lead": ("combo",),  # never lead this combo (following with it is fine)
    "no_suit_in": ("suit", "combo"),  # no card of this suit in this combo ("any": in any play)
    "run_colours": ("mode",),  # the firefighter cards of a run: "different" or "same" colours
    "max_cards": ("n",),  # never play more than n cards at once
    "min_single": ("n",),  # a single must be worth n or more (Dalmatian and Rookies are 0)
    "no_cards": ("cards",),  # never play these card ids
    "go_out_with": ("combos",),  # the play that empties the hand must be one of these
}
RUN_COLOUR_MODES: Final = frozenset({"different", "same"})


@dataclass(frozen=True, slots=True)
class HotSpot:
    id: int
    name: str
    points: tuple[int, ...]  # by finishing position, 1st first
    kind: str
    text: str
    combo: str = ""
    suit: int = -1
    mode: str = ""
    n: int = 0
    cards: frozenset[int] = frozenset()
    combos: frozenset[str] = frozenset()

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name, "points": list(self.points), "challenge": self.text}


@dataclass(frozen=True, slots=True)
class HotSpots:
    cards: tuple[HotSpot, ...]
    start_player: int

    def __getitem__(self, card_id: int) -> HotSpot:
        return self.cards[card_id]


def _combo(index: int, value: Any, extra: frozenset[str] = frozenset()) -> str:
    if value not in COMBOS | extra:
        raise ValueError(f"hot spot {index}: combo {value!r} is not one of {sorted(COMBOS | extra)}")
    return str(value)


def parse_hot_spots(raw: dict[str, Any]) -> HotSpots:
    """Check the file's shape and build the cards; raises ValueError naming the bad card."""
    cards: list[HotSpot] = []
    for index, entry in enumerate(raw["cards"]):
        if entry["id"] != index:
            raise ValueError(f"hot spot ids must be 0..n-1 in order; got {entry['id']} at {index}")
        challenge = entry["challenge"]
        kind = challenge["kind"]
        if kind not in CHALLENGE_FIELDS:
            raise ValueError(f"hot spot {index}: unknown challenge kind {kind!r}")
        missing = [f for f in CHALLENGE_FIELDS[kind] if f not in challenge]
        if missing:
            raise ValueError(f"hot spot {index}: challenge {kind!r} needs {missing}")
        points = tuple(int(p) for p in entry["points"])
        if len(points) != 4 or any(p < 0 for p in points):
            raise ValueError(f"hot spot {index}: points are four non-negative numbers (1st to 4th)")
        fields: dict[str, Any] = {}
        if "combo" in CHALLENGE_FIELDS[kind]:
            extra = frozenset({ANY}) if kind == "no_suit_in" else frozenset()
            fields["combo"] = _combo(index, challenge["combo"], extra)
        if kind == "no_suit_in":
            if challenge["suit"] not in SUIT_NAMES:
                raise ValueError(f"hot spot {index}: suit is one of {list(SUIT_NAMES)}")
            fields["suit"] = SUIT_NAMES.index(challenge["suit"])
        if kind == "run_colours":
            if challenge["mode"] not in RUN_COLOUR_MODES:
                raise ValueError(f"hot spot {index}: mode is one of {sorted(RUN_COLOUR_MODES)}")
            fields["mode"] = str(challenge["mode"])
        if kind in {"max_cards", "min_single"}:
            fields["n"] = int(challenge["n"])
        if kind == "no_cards":
            fields["cards"] = frozenset(int(c) for c in challenge["cards"])
        if kind == "go_out_with":
            fields["combos"] = frozenset(_combo(index, c) for c in challenge["combos"])
        cards.append(
            HotSpot(id=index, name=str(entry["name"]), points=points, kind=kind, text=str(challenge["text"]), **fields)
        )
    start = int(raw["start_player"])
    if len(cards) < 11 or not 0 <= start < len(cards):
        # Five players need the start card plus five revealed, and the discard must refill the deck.
        raise ValueError("need a start player card and at least 10 others")
    return HotSpots(tuple(cards), start)


def load_hot_spots(path: str | Path | None = None) -> HotSpots:
    """From ``path``, else $LADDERS_LADDER29_HOT_SPOTS_FILE, else the reconstruction."""
    chosen = Path(path or os.environ.get(HOT_SPOTS_FILE_ENV) or DEFAULT_HOT_SPOTS_FILE)
    return parse_hot_spots(json.loads(chosen.read_text(encoding="utf-8")))


def allows(card: HotSpot, cards: list[int], combo: Combo, lead: bool, hand_size: int) -> bool:
    """Does this play keep the holder's challenge? ``lead``: it starts a new lead;
    ``hand_size``: cards in hand before the play (so the play goes out if equal)."""
    kind = card.kind
    if kind == "none":
        return True
    played = FLASHOVER if combo.kind == FOUR and not lead else combo.kind
    if kind == "no_play":
        # "Never play fours" covers flashovers too; "never play a flashover" leaves leading fours.
        return card.combo != played and card.combo != combo.kind
    if kind == "no_lead":
        return not (lead and card.combo == combo.kind)
    if kind == "no_suit_in":
        if card.combo not in (ANY, combo.kind, played):
            return True
        return all(c >= FIREFIGHTER_CARDS or c % 4 != card.suit for c in cards)
    if kind == "run_colours":
        if combo.kind != RUN:
            return True
        suits = [c % 4 for c in cards if c < FIREFIGHTER_CARDS]  # the specials have no colour
        if card.mode == "different":
            return len(set(suits)) == len(suits)
        return len(set(suits)) <= 1
    if kind == "max_cards":
        return len(cards) <= card.n
    if kind == "min_single":
        return combo.kind != SINGLE or VALUE[cards[0]] >= card.n
    if kind == "no_cards":
        return not card.cards.intersection(cards)
    # go_out_with
    return len(cards) < hand_size or played in card.combos or combo.kind in card.combos
