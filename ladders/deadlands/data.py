"""Frag Deadlands' constant data: the map, the four decks and the six record sheets.

All three are JSON files beside this module (the map and the cards are
reconstructions: the poster and the card texts are not in the rulebook text).
An owner of the printed game can enter the real ones in files of the same shape
and name them in ``LADDERS_DEADLANDS_BOARD_FILE``, ``LADDERS_DEADLANDS_CARDS_FILE``
and ``LADDERS_DEADLANDS_FIGHTERS_FILE``. A card whose effect is not in the
vocabulary below is refused at load, naming the card and the field.

Card effect vocabulary (docs/frag-deadlands.md):

- weapons: ``damage`` (dice), ``ammo`` (track length, ``null`` unlimited),
  ``extra`` (damage added after the division), ``malfunction``
  (``null`` | ``jam``: out of ammo until reloaded | ``backfire``: the shooter
  loses 1 Health | ``explode``: the card is discarded), ``kind``.
- ``armor`` (``bonus``, ``vest``, ``combines_with_vest``), ``health``,
  ``speed``, ``accuracy``, ``damage`` (``bonus``): gadgets kept in play;
  ``hex_access``: Hoyle's Book of Games.
- ``heal`` (``amount``), ``reload``, ``teleport``, ``draw`` (``count``),
  ``hex_attack`` (``dice``), ``boost`` (``stat``, ``mult``, ``add``: this
  turn), ``extra_attack`` (``count``), ``auto_hit``, ``charm`` (the next
  attack on you before your next turn misses), ``global`` (``stat``,
  ``add``: every fighter until your next turn): played and discarded.
- ``joker``: wild in poker hands, replaced by a draw from any deck in play.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

_HERE = Path(__file__).parent
BOARD_FILE_ENV = "LADDERS_DEADLANDS_BOARD_FILE"
CARDS_FILE_ENV = "LADDERS_DEADLANDS_CARDS_FILE"
FIGHTERS_FILE_ENV = "LADDERS_DEADLANDS_FIGHTERS_FILE"

DECKS = ("weapon", "gadget", "hex", "special")
SUITS = ("spades", "hearts", "diamonds", "clubs")
STATS = ("health", "speed", "accuracy")
DIRS = {"north": (0, -1), "east": (1, 0), "south": (0, 1), "west": (-1, 0)}
ONE_WAY_CELLS = {">": (1, 0), "<": (-1, 0), "^": (0, -1), "v": (0, 1)}
SOLID = "#w"  # cells nobody enters: walls and windows
SIGHT_BLOCKING_CELLS = "#D><^v"  # walls and door squares (a door square is closed or held by a fighter)
EDGE_KINDS = ("wall", "window", "door", "one_way")
SIGHT_BLOCKING_EDGES = ("wall", "door", "one_way")
MOVE_BLOCKING_EDGES = ("wall", "window")
CELL_CODES = set(".M#wD><^vaWGXTO123456")
# What each square code means, for clients drawing the map from a view (``board_view``).
CELL_LEGEND = {
    ".": "open ground",
    "M": "Main Street",
    "#": "wall",
    "w": "window (stops movement, not sight)",
    "D": "two-way door within a square",
    ">": "one-way door square (move east only)",
    "<": "one-way door square (move west only)",
    "^": "one-way door square (move north only)",
    "v": "one-way door square (move south only)",
    "a": "acid",
    "W": "weapon power-up",
    "G": "gadget power-up",
    **{str(face): f"respawn square {face} (the die face that puts a fighter there)" for face in range(1, 7)},
    "X": "gallows",
    "T": "tentacle",
    "O": "beast mouth",
}


class DataError(ValueError):
    """A data file that does not describe a playable map, card or fighter."""


# --------------------------------------------------------------------------
# The map


@dataclass(frozen=True, slots=True)
class Board:
    width: int
    height: int
    kinds: tuple[str, ...]
    edges: dict[tuple[int, int], str]  # (low cell, high cell) -> kind; one_way keyed (from, to)
    step: tuple[tuple[int, ...], ...]  # step[cell][dir index] -> cell or -1 (static rules)
    respawn: dict[int, int]  # die face -> cell
    gallows: tuple[int, ...]
    main_street: frozenset[int]
    acid: frozenset[int]
    powerup: dict[int, str]  # cell -> deck
    beast: dict[int, int]  # tentacle or mouth cell -> its mouth
    raw: dict[str, Any] = field(repr=False, compare=False)
    sight_blocked: frozenset[tuple[int, int]] = field(default=frozenset(), repr=False, compare=False)
    _los: dict[tuple[int, int], tuple[bool, tuple[int, ...]]] = field(default_factory=dict, repr=False, compare=False)
    _table: list[tuple[int, frozenset[int]] | None] = field(default_factory=list, repr=False, compare=False)

    def xy(self, cell: int) -> tuple[int, int]:
        return cell % self.width, cell // self.width

    def cell(self, x: int, y: int) -> int:
        return y * self.width + x

    def edge(self, a: int, b: int) -> str | None:
        kind = self.edges.get((min(a, b), max(a, b)))
        if kind is None and ((a, b) in self.edges or (b, a) in self.edges):
            return "one_way"
        return kind

    def sight(self, a: int, b: int) -> tuple[bool, tuple[int, ...]]:
        """Static line of sight from the centre of ``a`` to the centre of ``b``:
        (not blocked by walls, corners or door squares; every square the line
        enters, the target's last). Its length is the range (L828-L830: count the
        target's square, not your own). Fighters are checked by the caller."""
        key = (a, b)
        hit = self._los.get(key)
        if hit is None:
            hit = self._trace(a, b)
            self._los[key] = hit
        return hit

    def sight_table(self) -> list[tuple[int, frozenset[int]] | None]:
        """Every static line of sight, computed once per map: entry ``a * cells + b`` is
        (range, the squares between) when ``b`` is in sight of ``a`` before fighters are
        counted, else None (and None for ``a == b``). About 0.25 s of CPU for the 280
        squares of the shipped map, paid when the ruleset is built, so that no game
        pays for tracing a line during play."""
        if not self._table:
            cells = len(self.kinds)
            table: list[tuple[int, frozenset[int]] | None] = [None] * (cells * cells)
            nothing_between: frozenset[int] = frozenset()
            for a in range(cells):
                for b in range(cells):
                    if a != b:
                        ok, line = self._trace(a, b)
                        if ok:
                            between = frozenset(line[:-1]) if len(line) > 1 else nothing_between
                            table[a * cells + b] = (len(line), between)
            self._table.extend(table)
        return self._table

    def _trace(self, a: int, b: int) -> tuple[bool, tuple[int, ...]]:
        width = self.width
        kinds = self.kinds
        blocked = self.sight_blocked
        ax, ay = a % width, a // width
        bx, by = b % width, b // width
        dx, dy = abs(bx - ax), abs(by - ay)
        sx = 1 if bx > ax else -1
        sy = width if by > ay else -width
        here = a
        i = j = 1
        cells: list[int] = []
        ok = True
        big = 1 << 40
        while i <= dx or j <= dy:
            tv = (2 * i - 1) * dy if i <= dx else big
            th = (2 * j - 1) * dx if j <= dy else big
            if tv < th:
                nxt = here + sx
                if (here, nxt) in blocked:
                    ok = False
                i += 1
            elif th < tv:
                nxt = here + sy
                if (here, nxt) in blocked:
                    ok = False
                j += 1
            else:  # through a corner: a wall or corner on the diagonal blocks (L797)
                side1 = here + sx
                side2 = here + sy
                nxt = side1 + sy
                if (
                    kinds[side1] in SIGHT_BLOCKING_CELLS
                    or kinds[side2] in SIGHT_BLOCKING_CELLS
                    or (here, side1) in blocked
                    or (here, side2) in blocked
                    or (side1, nxt) in blocked
                    or (side2, nxt) in blocked
                ):
                    ok = False
                i += 1
                j += 1
            here = nxt
            cells.append(here)
            if here != b and kinds[here] in SIGHT_BLOCKING_CELLS:
                ok = False
            if not ok:
                return False, tuple(cells)
        return ok, tuple(cells)

    def to_dict(self) -> dict[str, Any]:
        return self.raw


def board_view(board: Board) -> dict[str, Any]:
    """The map as a client draws it (the view's ``board``; public: the map is on the table).

    ``rows[y][x]`` is the square code of (x, y), north at the top (``legend``); a cell
    number, as actions and events give squares (``hang``'s ``square``), is
    ``y * width + x``. ``edges`` lie between two orthogonal neighbours (``one_way``:
    passable from ``a`` to ``b`` only); each beast is its mouth and tentacles;
    ``respawn`` maps a die face to its square; ``main_street_gallows`` are the gallows
    squares that count as Main Street (for shootouts)."""
    width = board.width
    raw = board.raw
    return {
        "width": width,
        "height": board.height,
        "rows": ["".join(board.kinds[y * width : (y + 1) * width]) for y in range(board.height)],
        "legend": dict(CELL_LEGEND),
        "edges": [
            {"a": list(board.xy(a)), "b": list(board.xy(b)), "kind": kind} for (a, b), kind in board.edges.items()
        ],
        "beasts": [
            {
                "mouth": list(board.xy(mouth)),
                "tentacles": [list(board.xy(c)) for c, m in board.beast.items() if m == mouth and c != mouth],
            }
            for mouth in sorted(set(board.beast.values()))
        ],
        "respawn": {str(face): list(board.xy(c)) for face, c in sorted(board.respawn.items())},
        "gallows": [list(board.xy(c)) for c in board.gallows],
        "main_street_gallows": [
            list(board.xy(c)) for c in board.gallows if c in board.main_street and board.kinds[c] == "X"
        ],
        "reconstruction": bool(raw.get("reconstruction")),
    }


def _xy(raw: Any, where: str, width: int, height: int) -> tuple[int, int]:
    if (
        not isinstance(raw, list)
        or len(raw) != 2
        or not all(type(v) is int for v in raw)
        or not (0 <= raw[0] < width and 0 <= raw[1] < height)
    ):
        raise DataError(f"{where}: expected [x, y] on the map, got {raw!r}")
    return raw[0], raw[1]


def parse_board(raw: dict[str, Any]) -> Board:
    rows = raw.get("rows")
    if not isinstance(rows, list) or not rows or not all(isinstance(r, str) for r in rows):
        raise DataError("rows: expected a list of strings")
    width, height = len(rows[0]), len(rows)
    if any(len(r) != width for r in rows):
        raise DataError("rows: every row must have the same length")
    for y, row in enumerate(rows):
        for x, code in enumerate(row):
            if code not in CELL_CODES:
                raise DataError(f"rows[{y}][{x}]: unknown square code {code!r}")
    kinds = tuple("".join(rows))

    def cell(x: int, y: int) -> int:
        return y * width + x

    edges: dict[tuple[int, int], str] = {}
    for n, e in enumerate(raw.get("edges", [])):
        a = cell(*_xy(e.get("a"), f"edges[{n}].a", width, height))
        b = cell(*_xy(e.get("b"), f"edges[{n}].b", width, height))
        kind = e.get("kind")
        if kind not in EDGE_KINDS:
            raise DataError(f"edges[{n}].kind: unknown edge {kind!r}; known: {', '.join(EDGE_KINDS)}")
        ax, ay, bx, by = a % width, a // width, b % width, b // width
        if abs(ax - bx) + abs(ay - by) != 1:
            raise DataError(f"edges[{n}]: a and b must be orthogonal neighbours")
        edges[(a, b) if kind == "one_way" else (min(a, b), max(a, b))] = kind
    respawn: dict[int, int] = {}
    for c, code in enumerate(kinds):
        if code.isdigit():
            respawn[int(code)] = c
    if sorted(respawn) != [1, 2, 3, 4, 5, 6]:
        raise DataError("rows: the map needs respawn squares 1 to 6, one each")
    gallows = [c for c, code in enumerate(kinds) if code == "X"]
    if not gallows:
        raise DataError("rows: the map needs gallows squares (X)")
    beast: dict[int, int] = {}
    for n, b in enumerate(raw.get("beasts", [])):
        mouth = cell(*_xy(b.get("mouth"), f"beasts[{n}].mouth", width, height))
        if kinds[mouth] != "O":
            raise DataError(f"beasts[{n}].mouth: that square is not a mouth (O)")
        beast[mouth] = mouth
        for k, t in enumerate(b.get("tentacles", [])):
            tc = cell(*_xy(t, f"beasts[{n}].tentacles[{k}]", width, height))
            if kinds[tc] != "T":
                raise DataError(f"beasts[{n}].tentacles[{k}]: that square is not a tentacle (T)")
            beast[tc] = mouth
    loose = [c for c, code in enumerate(kinds) if code in "TO" and c not in beast]
    if loose:
        raise DataError(f"beasts: tentacle or mouth squares {loose} belong to no beast")
    main = {c for c, code in enumerate(kinds) if code == "M"}
    for n, g in enumerate(raw.get("main_street_gallows", [])):
        main.add(cell(*_xy(g, f"main_street_gallows[{n}]", width, height)))
    step: list[tuple[int, ...]] = []
    for c in range(width * height):
        x, y = c % width, c // width
        out = []
        for dx, dy in DIRS.values():
            nx, ny = x + dx, y + dy
            target = -1
            if 0 <= nx < width and 0 <= ny < height and kinds[c] not in SOLID:
                n = cell(nx, ny)
                kind = edges.get((min(c, n), max(c, n)))
                one_way_against = (n, c) in edges and edges[(n, c)] == "one_way"
                moving = (dx, dy)
                if (
                    kinds[n] not in SOLID
                    and kind not in MOVE_BLOCKING_EDGES
                    and not one_way_against
                    and ONE_WAY_CELLS.get(kinds[n], moving) == moving
                    and ONE_WAY_CELLS.get(kinds[c], moving) == moving
                ):
                    target = n
            out.append(target)
        step.append(tuple(out))
    return Board(
        width=width,
        height=height,
        kinds=kinds,
        edges=edges,
        step=tuple(step),
        respawn=respawn,
        gallows=tuple(gallows),
        main_street=frozenset(main),
        acid=frozenset(c for c, code in enumerate(kinds) if code == "a"),
        powerup={c: ("weapon" if code == "W" else "gadget") for c, code in enumerate(kinds) if code in "WG"},
        beast=beast,
        raw=raw,
        sight_blocked=frozenset(
            pair for (a, b), kind in edges.items() if kind in SIGHT_BLOCKING_EDGES for pair in ((a, b), (b, a))
        ),
    )


def _load_json(env: str, default: str) -> Any:
    path = os.environ.get(env) or str(_HERE / default)
    with open(path, encoding="utf-8") as handle:
        return json.load(handle)


@lru_cache(maxsize=1)
def load_board() -> Board:
    return parse_board(_load_json(BOARD_FILE_ENV, "board.json"))


# --------------------------------------------------------------------------
# The cards

EFFECTS: dict[str, dict[str, type | tuple[type, ...]]] = {
    # effect -> required parameters and their types
    "armor": {"bonus": int},
    "health": {"bonus": int},
    "speed": {"bonus": int},
    "accuracy": {"bonus": int},
    "damage": {"bonus": int},
    "hex_access": {},
    "heal": {"amount": int},
    "reload": {},
    "teleport": {},
    "draw": {"count": int},
    "hex_attack": {"dice": int},
    "boost": {"stat": str},
    "extra_attack": {"count": int},
    "auto_hit": {},
    "charm": {},
    "global": {"stat": str, "add": int},
    "joker": {},
}
IN_PLAY_EFFECTS = ("armor", "health", "speed", "accuracy", "damage", "hex_access")
DECK_EFFECTS = {
    "gadget": {"armor", "health", "speed", "accuracy", "damage", "hex_access", "heal", "reload", "teleport", "joker"},
    "hex": {"hex_attack", "heal", "boost", "auto_hit", "draw", "teleport", "joker"},
    "special": {"extra_attack", "boost", "auto_hit", "charm", "heal", "draw", "global", "teleport", "joker"},
}
MALFUNCTIONS = (None, "jam", "backfire", "explode")
LETTERS = {"armor": "A", "health": "H", "heal": "H", "speed": "M", "teleport": "M"}


@dataclass(frozen=True, slots=True)
class Card:
    uid: int
    id: str
    name: str
    deck: str
    suit: str  # spades | hearts | diamonds | clubs | joker
    value: int  # 2-14 (ace high); 0 for a joker
    effect: str = "weapon"
    letter: str | None = None
    # weapons
    damage: int = 0
    ammo: int | None = None
    extra: int = 0
    malfunction: str | None = None
    kind: str = ""
    # other effects
    bonus: int = 0
    amount: int = 0
    count: int = 0
    dice: int = 0
    stat: str = ""
    mult: int = 1
    add: int = 0
    vest: bool = False
    combines_with_vest: bool = False

    @property
    def joker(self) -> bool:
        return self.effect == "joker"

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "uid": self.uid,
            "id": self.id,
            "name": self.name,
            "deck": self.deck,
            "suit": self.suit,
            "value": self.value,
            "effect": self.effect,
        }
        if self.deck == "weapon" and not self.joker:
            data.update(
                damage=self.damage, ammo=self.ammo, extra=self.extra, malfunction=self.malfunction, kind=self.kind
            )
        else:
            if self.letter:
                data["letter"] = self.letter
            for name in ("bonus", "amount", "count", "dice", "stat", "add"):
                value = getattr(self, name)
                if value:
                    data[name] = value
            if self.mult != 1:
                data["mult"] = self.mult
        return data


def _need(raw: dict[str, Any], name: str, kind: type | tuple[type, ...], where: str) -> Any:
    value = raw.get(name)
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
        raise DataError(f"{where} field {name!r}: expected {getattr(kind, '__name__', kind)}, got {value!r}")
    return value


def parse_card(uid: int, raw: dict[str, Any]) -> Card:
    where = f"card {raw.get('id', uid)!r}"
    card_id = _need(raw, "id", str, where)
    deck = raw.get("deck")
    if deck not in DECKS:
        raise DataError(f"{where} field 'deck': unknown deck {deck!r}")
    suit = raw.get("suit")
    value = raw.get("value")
    effect = raw.get("effect", "weapon" if deck == "weapon" else None)
    if effect == "joker":
        return Card(uid, card_id, str(raw.get("name", "Joker")), deck, "joker", 0, effect="joker")
    if suit not in SUITS:
        raise DataError(f"{where} field 'suit': unknown suit {suit!r}")
    if type(value) is not int or not 2 <= value <= 14:
        raise DataError(f"{where} field 'value': expected 2-14, got {value!r}")
    name = _need(raw, "name", str, where)
    if deck == "weapon":
        if effect != "weapon":
            raise DataError(f"{where} field 'effect': a weapon card has no effect {effect!r}")
        damage = _need(raw, "damage", int, where)
        ammo = raw.get("ammo")
        if ammo is not None and (type(ammo) is not int or ammo < 1):
            raise DataError(f"{where} field 'ammo': expected a positive integer or null, got {ammo!r}")
        malfunction = raw.get("malfunction")
        if malfunction not in MALFUNCTIONS:
            raise DataError(f"{where} field 'malfunction': unknown malfunction {malfunction!r}")
        return Card(
            uid, card_id, name, deck, suit, value, damage=damage, ammo=ammo, extra=int(raw.get("extra", 0)),
            malfunction=malfunction, kind=str(raw.get("kind", "")),
        )  # fmt: skip
    if effect not in EFFECTS or effect not in DECK_EFFECTS[deck]:
        raise DataError(f"{where} field 'effect': unknown effect {effect!r} for the {deck} deck")
    for param, kind in EFFECTS[effect].items():
        _need(raw, param, kind, where)
    stat = raw.get("stat", "")
    if effect in ("boost", "global") and stat not in ("speed", "accuracy"):
        raise DataError(f"{where} field 'stat': expected speed or accuracy, got {stat!r}")
    letter = raw.get("letter")
    if deck == "gadget" and letter not in ("A", "H", "W", "M"):
        raise DataError(f"{where} field 'letter': a gadget is marked A, H, W or M, got {letter!r}")
    return Card(
        uid, card_id, name, deck, suit, value, effect=effect, letter=letter,
        bonus=int(raw.get("bonus", 0)), amount=int(raw.get("amount", 0)), count=int(raw.get("count", 0)),
        dice=int(raw.get("dice", 0)), stat=stat, mult=int(raw.get("mult", 1)), add=int(raw.get("add", 0)),
        vest=bool(raw.get("vest", False)), combines_with_vest=bool(raw.get("combines_with_vest", False)),
    )  # fmt: skip


def parse_cards(raw: dict[str, Any]) -> tuple[Card, ...]:
    entries = raw.get("cards")
    if not isinstance(entries, list) or not entries:
        raise DataError("cards: expected a list of cards")
    cards = tuple(parse_card(uid, entry) for uid, entry in enumerate(entries))
    ids = [c.id for c in cards]
    if len(set(ids)) != len(ids):
        raise DataError("cards: card ids must be unique")
    for deck in DECKS:
        if not any(c.deck == deck and not c.joker for c in cards):
            raise DataError(f"cards: the {deck} deck is empty")
    return cards


@lru_cache(maxsize=1)
def load_cards() -> tuple[Card, ...]:
    return parse_cards(_load_json(CARDS_FILE_ENV, "cards.json"))


# --------------------------------------------------------------------------
# The record sheets

CHEATS = ("reroll_ones", "powerup", "hex_swap", "choose_grave", "extra_die", "heal_bonus")


@dataclass(frozen=True, slots=True)
class Fighter:
    id: str
    name: str
    drawback: str
    cheatin: str
    cheat: str
    hand_limit: int
    weapon_limit_bonus: int
    powerup_min: int
    cheat_kinds: tuple[str, ...] = ()
    hexes: bool = False  # may always play hexes (the Huckster)
    no_hexes: bool = False  # never (the Harrowed)
    no_shootout: bool = False
    always_hangable: bool = False
    starting_weapon: dict[str, Any] | None = None
    starting_gadget: dict[str, Any] | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": self.name,
            "drawback": self.drawback,
            "cheatin": self.cheatin,
            "hand_limit": self.hand_limit,
            "starting_weapon": self.starting_weapon,
            "starting_gadget": self.starting_gadget,
        }


def parse_fighters(raw: dict[str, Any]) -> tuple[Fighter, ...]:
    out = []
    for n, f in enumerate(raw.get("fighters", [])):
        where = f"fighter {f.get('id', n)!r}"
        cheat = f.get("cheat")
        if cheat not in CHEATS:
            raise DataError(f"{where} field 'cheat': unknown cheatin' ability {cheat!r}")
        weapon = f.get("starting_weapon")
        if weapon is not None and (type(weapon.get("damage")) is not int or not isinstance(weapon.get("name"), str)):
            raise DataError(f"{where} field 'starting_weapon': needs a name and integer damage")
        gadget = f.get("starting_gadget")
        if gadget is not None and (gadget.get("draw_deck") not in DECKS or type(gadget.get("draw_min")) is not int):
            raise DataError(f"{where} field 'starting_gadget': needs draw_deck and draw_min")
        out.append(
            Fighter(
                id=_need(f, "id", str, where),
                name=_need(f, "name", str, where),
                drawback=_need(f, "drawback", str, where),
                cheatin=_need(f, "cheatin", str, where),
                cheat=cheat,
                hand_limit=_need(f, "hand_limit", int, where),
                weapon_limit_bonus=_need(f, "weapon_limit_bonus", int, where),
                powerup_min=_need(f, "powerup_min", int, where),
                cheat_kinds=tuple(f.get("cheat_kinds", ())),
                hexes=bool(f.get("hexes")),
                no_hexes=bool(f.get("no_hexes")),
                no_shootout=bool(f.get("no_shootout")),
                always_hangable=bool(f.get("always_hangable")),
                starting_weapon=weapon,
                starting_gadget=gadget,
            )
        )
    if len(out) < 2:
        raise DataError("fighters: need at least two record sheets")
    return tuple(out)


@lru_cache(maxsize=1)
def load_fighters() -> tuple[Fighter, ...]:
    return parse_fighters(_load_json(FIGHTERS_FILE_ENV, "fighters.json"))
