"""Run For Your Life, Candyman!: the board and both decks as data, loaded once.

Both are reconstructions (``board.json``, ``cards.json``: the rules sheet gives
neither the printed path nor the card list); an owner of the printed game can
enter the real ones in files of the same shape named by
``$LADDERS_CANDYMAN_BOARD_FILE`` and ``$LADDERS_CANDYMAN_CARDS_FILE``. A card
file is checked as it loads: an unknown field or an effect outside the small
vocabulary below is refused, naming the card and the field.

The state names spaces by index along the path and cards by uid (their index
in ``DASH`` or ``TREATS``); everything here is constant.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

_HERE = Path(__file__).parent
DEFAULT_BOARD_FILE = _HERE / "board.json"
DEFAULT_CARDS_FILE = _HERE / "cards.json"
BOARD_FILE_ENV = "LADDERS_CANDYMAN_BOARD_FILE"
CARDS_FILE_ENV = "LADDERS_CANDYMAN_CARDS_FILE"

ICONS = ("gumball", "ju_ju", "candy_corn", "chocolate", "hard_candy", "peppermint_swirl")
PARTS = ("head", "body", "left_arm", "right_arm", "left_leg", "right_leg")
# One candy-coded area of the status sheet per cookie part. The sheet names two:
# the Peppermint Swirl is the "head shot" (L153) and a hard candy hits an arm
# (L111); the rest of the colour code is a reconstruction (docs/candyman.md).
ICON_PART = {
    "peppermint_swirl": 0,
    "gumball": 1,
    "chocolate": 2,
    "hard_candy": 3,
    "candy_corn": 4,
    "ju_ju": 5,
}
LIMBS = {"arm": (2, 3), "leg": (4, 5)}


class CardFileError(ValueError):
    """A card or board file that does not fit the documented shape."""


# --------------------------------------------------------------------------
# The board


@dataclass(frozen=True, slots=True)
class Board:
    icons: tuple[str | None, ...]  # per space: its candy icon (None for START, characters, the border)
    characters: dict[str, int]  # character id -> its space
    character_at: dict[int, str]
    bursts: tuple[int, ...]  # the Candy Cage Match spaces, in path order
    pink_gumball: int
    bridges: dict[int, int]  # entrance -> exit
    gauntlet_start: int  # the Peppermint Swirl before the Danger Zone
    zone: tuple[int, int]  # first and last space of the Danger Zone
    names: dict[int, str]
    # next_match[direction][space][icon]: the first space from ``space`` (exclusive)
    # showing ``icon``; forward, the border ends any count that finds none.
    forward: tuple[dict[str, int], ...]
    backward: tuple[dict[str, int], ...]
    # The file says so (the shipped path does; an owner's printed board need not).
    reconstruction: bool = False

    @property
    def size(self) -> int:
        return len(self.icons)

    @property
    def border(self) -> int:
        return len(self.icons) - 1

    def in_zone(self, space: int) -> bool:
        return self.zone[0] <= space <= self.zone[1]

    def step(self, space: int, icon: str, direction: int) -> int | None:
        table = self.forward if direction == 1 else self.backward
        return table[space].get(icon)

    def nearest_burst(self, space: int) -> int:
        """The burst nearest along the path; a tie goes forward."""
        return min(self.bursts, key=lambda b: (abs(b - space), b < space))

    def to_dict(self) -> dict[str, Any]:
        return {
            "icons": list(self.icons),
            "characters": dict(self.characters),
            "bursts": list(self.bursts),
            "pink_gumball": self.pink_gumball,
            "bridges": {str(k): v for k, v in self.bridges.items()},
            "gauntlet_start": self.gauntlet_start,
            "danger_zone": list(self.zone),
            "border": self.border,
            "names": {str(k): v for k, v in self.names.items()},
            "reconstruction": self.reconstruction,
        }


def _board_from(raw: dict[str, Any]) -> Board:
    spaces = raw["spaces"]
    if len(spaces) < 12 or spaces[0].get("kind") != "start" or spaces[-1].get("kind") != "border":
        raise CardFileError("board: the path runs from a 'start' space to a 'border' space")
    icons: list[str | None] = []
    characters: dict[str, int] = {}
    bursts: list[int] = []
    names: dict[int, str] = {}
    for n, space in enumerate(spaces):
        kind = space.get("kind")
        if kind == "candy":
            if space.get("icon") not in ICONS:
                raise CardFileError(f"board space {n}: field 'icon' must be one of {ICONS}")
            icons.append(space["icon"])
            if space.get("burst"):
                bursts.append(n)
        elif kind == "character":
            characters[str(space["character"])] = n
            icons.append(None)
        elif kind in ("start", "border"):
            icons.append(None)
        else:
            raise CardFileError(f"board space {n}: unknown field value kind={kind!r}")
        if "name" in space:
            names[n] = str(space["name"])
    if len(bursts) != 3:
        raise CardFileError("board: there are three Candy Cage Match (burst) spaces")
    size = len(icons)
    forward: list[dict[str, int]] = []
    backward: list[dict[str, int]] = []
    for n in range(size):
        ahead: dict[str, int] = {}
        for m in range(n + 1, size):
            icon = icons[m]
            if icon is not None and icon not in ahead:
                ahead[icon] = m
        for icon in ICONS:
            ahead.setdefault(icon, size - 1)  # the border: a count that runs out crosses it
        behind: dict[str, int] = {}
        for m in range(n - 1, -1, -1):
            icon = icons[m]
            if icon is not None and icon not in behind:
                behind[icon] = m
        forward.append(ahead)
        backward.append(behind)
    zone = (int(raw["danger_zone"][0]), int(raw["danger_zone"][1]))
    pink = int(raw["pink_gumball"])
    if pink not in bursts:
        raise CardFileError("board: field 'pink_gumball' must be a burst space")
    return Board(
        icons=tuple(icons),
        characters=characters,
        character_at={v: k for k, v in characters.items()},
        bursts=tuple(bursts),
        pink_gumball=pink,
        bridges={int(a): int(b) for a, b in raw["bridges"]},
        gauntlet_start=int(raw["gauntlet_start"]),
        zone=zone,
        names=names,
        forward=tuple(forward),
        backward=tuple(backward),
        reconstruction=bool(raw.get("reconstruction")),
    )


def load_board(path: str | Path | None = None) -> Board:
    """From ``path``, else $LADDERS_CANDYMAN_BOARD_FILE, else the reconstruction."""
    with open(path or os.environ.get(BOARD_FILE_ENV) or DEFAULT_BOARD_FILE, encoding="utf-8") as handle:
        return _board_from(json.load(handle))


# --------------------------------------------------------------------------
# The cards


@dataclass(frozen=True, slots=True)
class Dash:
    """A Dash N Bash card: one or two candy icons, a character, or a Candy Cage Match."""

    uid: int
    kind: str  # icons | character | cage
    icons: tuple[str, ...] = ()
    character: str | None = None

    @property
    def label(self) -> str:
        if self.kind == "icons":
            return "+".join(self.icons)
        if self.kind == "character":
            return f"character:{self.character}"
        return "candy_cage_match"

    def to_dict(self) -> dict[str, Any]:
        return {"uid": self.uid, "kind": self.kind, "icons": list(self.icons), "character": self.character}


@dataclass(frozen=True, slots=True)
class Treat:
    """A Special Treat card: its keywords and one effect from the vocabulary."""

    uid: int
    id: str
    name: str
    text: str
    effect: str  # damage | draw | push | cancel | discard_equipped
    part: str | None = None  # damage: a part name or "choice"
    amount: int = 0  # damage: boxes; draw: cards; push: spaces (negative is back)
    equip: str | None = None  # arm | leg
    ranged: int | None = None
    defense: bool = False
    any_time: bool = False

    @property
    def attack(self) -> bool:
        return self.effect != "cancel"

    def to_dict(self) -> dict[str, Any]:
        return {
            "uid": self.uid,
            "id": self.id,
            "name": self.name,
            "text": self.text,
            "effect": self.effect,
            "part": self.part,
            "amount": self.amount,
            "equip": self.equip,
            "ranged": self.ranged,
            "defense": self.defense,
            "any_time": self.any_time,
        }


# The effect vocabulary: each kind and the fields it takes.
EFFECTS: dict[str, tuple[str, ...]] = {
    "damage": ("part", "amount"),
    "draw": ("cards",),
    "push": ("spaces",),
    "cancel": (),
    "discard_equipped": (),
}
TREAT_FIELDS = ("id", "name", "copies", "text", "effect", "equip", "ranged", "defense", "any_time")


def _treat(uid: int, raw: dict[str, Any]) -> Treat:
    name = raw.get("id", f"#{uid}")
    for key in raw:
        if key not in TREAT_FIELDS:
            raise CardFileError(f"special treat {name!r}: unknown field {key!r}")
    effect = raw.get("effect")
    if not isinstance(effect, dict) or effect.get("kind") not in EFFECTS:
        kind = effect.get("kind") if isinstance(effect, dict) else effect
        raise CardFileError(
            f"special treat {name!r}: field 'effect': unknown effect {kind!r}; known: {sorted(EFFECTS)}"
        )
    kind = effect["kind"]
    for key in effect:
        if key != "kind" and key not in EFFECTS[kind]:
            raise CardFileError(f"special treat {name!r}: field 'effect.{key}' is not taken by effect {kind!r}")
    part = None
    amount = 0
    if kind == "damage":
        part = effect.get("part")
        if part != "choice" and part not in PARTS:
            raise CardFileError(f"special treat {name!r}: field 'effect.part' must be 'choice' or one of {PARTS}")
        amount = int(effect["amount"])
    elif kind == "draw":
        amount = int(effect["cards"])
    elif kind == "push":
        amount = int(effect["spaces"])
    equip = raw.get("equip")
    if equip is not None and equip not in LIMBS:
        raise CardFileError(f"special treat {name!r}: field 'equip' must be one of {sorted(LIMBS)}")
    ranged = raw.get("ranged")
    if ranged is not None and (type(ranged) is not int or ranged < 1):
        raise CardFileError(f"special treat {name!r}: field 'ranged' must be a positive integer")
    defense = bool(raw.get("defense", False))
    if defense != (kind == "cancel"):
        raise CardFileError(f"special treat {name!r}: field 'defense' goes with effect 'cancel' and only with it")
    return Treat(
        uid=uid,
        id=str(raw["id"]),
        name=str(raw["name"]),
        text=str(raw.get("text", "")),
        effect=kind,
        part=part,
        amount=amount,
        equip=equip,
        ranged=ranged,
        defense=defense,
        any_time=bool(raw.get("any_time", False)),
    )


def load_cards(path: str | Path | None = None) -> tuple[tuple[Dash, ...], tuple[Treat, ...]]:
    """Both decks: the Dash N Bash cards, then the Special Treats, uids in file order.

    From ``path``, else $LADDERS_CANDYMAN_CARDS_FILE, else the reconstruction.
    """
    with open(path or os.environ.get(CARDS_FILE_ENV) or DEFAULT_CARDS_FILE, encoding="utf-8") as handle:
        raw = json.load(handle)
    spec = raw["dash_n_bash"]
    dash: list[Dash] = []
    for icon in ICONS:
        dash += [Dash(0, "icons", (icon,)) for _ in range(int(spec["single_copies"]))]
    for icon in ICONS:
        dash += [Dash(0, "icons", (icon, icon)) for _ in range(int(spec["double_identical_copies"]))]
    for i, first in enumerate(ICONS):
        for second in ICONS[i + 1 :]:
            dash += [Dash(0, "icons", (first, second)) for _ in range(int(spec["double_different_copies"]))]
    for character in spec["characters"]:
        dash += [Dash(0, "character", (), str(character["id"])) for _ in range(int(character["copies"]))]
    dash += [Dash(0, "cage") for _ in range(int(spec["cage_match_copies"]))]
    dash = [Dash(uid, d.kind, d.icons, d.character) for uid, d in enumerate(dash)]
    treats: list[Treat] = []
    for entry in raw["special_treats"]:
        copies = entry.get("copies", 1)
        if type(copies) is not int or copies < 1:
            raise CardFileError(f"special treat {entry.get('id')!r}: field 'copies' must be a positive integer")
        for _ in range(copies):
            treats.append(_treat(len(treats), entry))
    return tuple(dash), tuple(treats)


BOARD = load_board()
DASH, TREATS = load_cards()
