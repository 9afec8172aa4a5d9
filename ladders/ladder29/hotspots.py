"""Hot Spot cards as data (a reconstruction: see hotspots.json's notes) and their challenges.

A challenge is checked by the engine on its holder's own passes and plays;
``Progress`` keeps its status ("open", "met", "failed") and a counter.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

DEFAULT_HOT_SPOTS_FILE: Final = Path(__file__).with_name("hotspots.json")

OPEN: Final = "open"
MET: Final = "met"
FAILED: Final = "failed"

# Avoid-challenges fail at the first breach and are met at round end; achieve-challenges the other way round.
AVOID_KINDS: Final = frozenset({"never_pass", "max_passes", "never_play", "never_lead"})
ACHIEVE_KINDS: Final = frozenset({"win_leads", "win_lead_with", "go_out_with", "play"})
COMBOS: Final = frozenset({"single", "pair", "triple", "four", "run", "flashover"})


@dataclass(frozen=True, slots=True)
class HotSpot:
    id: int
    name: str
    points: tuple[int, ...]  # by finishing position, 1st first
    bonus: int
    kind: str
    text: str
    combo: str = ""
    n: int = 0  # win_leads: leads to win; max_passes: passes allowed; play: how many plays
    min_length: int = 0  # play: shortest play that counts (runs of 5+, say)

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": self.name,
            "points": list(self.points),
            "bonus": self.bonus,
            "challenge": self.text,
        }


@dataclass(frozen=True, slots=True)
class HotSpots:
    cards: tuple[HotSpot, ...]
    start_player: int

    def __getitem__(self, card_id: int) -> HotSpot:
        return self.cards[card_id]


def parse_hot_spots(raw: dict[str, Any]) -> HotSpots:
    cards: list[HotSpot] = []
    for index, entry in enumerate(raw["cards"]):
        challenge = entry["challenge"]
        kind = challenge["kind"]
        if entry["id"] != index:
            raise ValueError(f"hot spot ids must be 0..n-1 in order; got {entry['id']} at {index}")
        if kind not in AVOID_KINDS | ACHIEVE_KINDS:
            raise ValueError(f"hot spot {index}: unknown challenge kind {kind!r}")
        combo = challenge.get("combo", "")
        if kind in {"never_play", "never_lead", "win_lead_with", "go_out_with", "play"} and combo not in COMBOS:
            raise ValueError(f"hot spot {index}: challenge {kind!r} needs a combo from {sorted(COMBOS)}")
        points = tuple(int(p) for p in entry["points"])
        if len(points) != 4 or any(p < 0 for p in points):
            raise ValueError(f"hot spot {index}: points are four non-negative numbers (1st to 4th)")
        cards.append(
            HotSpot(
                id=index,
                name=str(entry["name"]),
                points=points,
                bonus=int(entry["bonus"]),
                kind=kind,
                text=str(challenge["text"]),
                combo=combo,
                n=int(challenge.get("n", challenge.get("count", 0))),
                min_length=int(challenge.get("min_length", 0)),
            )
        )
    start = int(raw["start_player"])
    if len(cards) < 11 or not 0 <= start < len(cards):
        # Five players need the start card plus five revealed, and the discard must refill the deck.
        raise ValueError("need a start player card and at least 10 others")
    return HotSpots(tuple(cards), start)


def load_hot_spots(path: Path = DEFAULT_HOT_SPOTS_FILE) -> HotSpots:
    return parse_hot_spots(json.loads(path.read_text()))


def matches(combo: str, kind: str, flashover: bool) -> bool:
    return combo == kind or (combo == "flashover" and flashover)


def on_pass(card: HotSpot, progress: dict[str, Any]) -> bool:
    """Update ``progress`` for a pass by the holder; True if the status changed."""
    if progress["status"] != OPEN:
        return False
    if card.kind == "never_pass":
        progress["status"] = FAILED
        return True
    if card.kind == "max_passes":
        progress["count"] += 1
        if progress["count"] > card.n:
            progress["status"] = FAILED
            return True
    return False


def on_play(card: HotSpot, progress: dict[str, Any], kind: str, length: int, lead: bool, went_out: bool) -> bool:
    """Update ``progress`` for a play by the holder; True if the status changed."""
    if progress["status"] != OPEN:
        return False
    flashover = kind == "four" and not lead
    check = card.kind
    if check == "never_play":
        if matches(card.combo, kind, flashover):
            progress["status"] = FAILED
    elif check == "never_lead":
        if lead and card.combo == kind:
            progress["status"] = FAILED
    elif check == "play":
        if matches(card.combo, kind, flashover) and length >= card.min_length:
            progress["count"] += 1
            if progress["count"] >= card.n:
                progress["status"] = MET
    elif check == "go_out_with" and went_out:
        progress["status"] = MET if matches(card.combo, kind, flashover) else FAILED
    return bool(progress["status"] != OPEN)


def on_lead_won(card: HotSpot, progress: dict[str, Any], kind: str) -> bool:
    """Update ``progress`` when the holder wins a lead whose top play is ``kind``."""
    if progress["status"] != OPEN:
        return False
    if card.kind == "win_leads":
        progress["count"] += 1
        if progress["count"] >= card.n:
            progress["status"] = MET
    elif card.kind == "win_lead_with" and card.combo == kind:
        progress["status"] = MET
    return bool(progress["status"] != OPEN)


def at_round_end(card: HotSpot, progress: dict[str, Any]) -> bool:
    """Decide a still-open challenge; True if the status changed."""
    if progress["status"] != OPEN:
        return False
    progress["status"] = MET if card.kind in AVOID_KINDS else FAILED
    return True
