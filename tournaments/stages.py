"""Group stages as pure functions: no Django, no database, tested on their own.

- ``snake_groups``: entrants in seeding order dealt into N groups by snake
  seeding (A B C C B A A B C ...), so each group gets one of the best, one of
  the next best, ... and the sums of seeds are as even as can be.
- ``group_standings``: a group's table, its tie-breaks named and applied in
  order: points; head to head among the tied (how many of the entrants level
  on points each beat at the tables they shared); Buchholz; frags; trophies;
  then a lot drawn from the event's seed (shown, so anyone can check it).
- ``playoff_seeds``: the top K of each group, seeded by group placement
  (every group's winner first, in group order; then the runners-up; ...), so
  that a group winner meets another group's runner-up first.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from tournaments.pairing import bracket_order
from tournaments.standings import Scoring, TableResult

TIE_BREAKS = ("points", "head_to_head", "buchholz", "frags", "trophies", "lot")


def group_name(index: int) -> str:
    """A, B, ..., Z, then AA, AB, ..."""
    name = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        name = chr(ord("A") + rest) + name
    return name


def snake_groups(ordered: Sequence[int], groups: int) -> list[list[int]]:
    """Deal ``ordered`` (best first) into ``groups`` groups, snake-wise."""
    if groups < 1:
        raise ValueError("at least one group")
    dealt: list[list[int]] = [[] for _ in range(groups)]
    for i, entrant in enumerate(ordered):
        lap, place = divmod(i, groups)
        dealt[place if lap % 2 == 0 else groups - 1 - place].append(entrant)
    return dealt


def lot(seed: int, entrant: int) -> int:
    """The entrant's drawn lot (higher ranks higher): a hash of the event's seed
    and the entrant, so it is fixed once the event is created and can be checked."""
    digest = hashlib.sha256(f"{seed}:{entrant}".encode()).digest()
    return int.from_bytes(digest[:4], "big")


@dataclass(slots=True)
class GroupRow:
    entrant: int
    points: float = 0.0
    head_to_head: int = 0
    buchholz: float = 0.0
    frags: int = 0
    trophies: int = 0
    lot: int = 0
    played: int = 0
    byes: int = 0
    opponents: list[int] = field(default_factory=list)
    rank: int = 0
    decided_by: str = ""  # the tie-break that put it below the row above ("" for the first row)

    def key(self) -> tuple[float, int, float, int, int, int]:
        return (-self.points, -self.head_to_head, -self.buchholz, -self.frags, -self.trophies, -self.lot)


def group_standings(
    entrants: Sequence[int],
    tables: Iterable[TableResult],
    byes: Iterable[int],
    scoring: Scoring,
    lot_seed: int,
) -> list[GroupRow]:
    """A group's rows best first (``rank`` 1, 2, ...: the lot makes the order total)."""
    rows = {e: GroupRow(entrant=e, lot=lot(lot_seed, e)) for e in entrants}
    tables = [t for t in tables if all(s.entrant in rows for s in t.seats)]
    for table in tables:
        for seat in table.seats:
            row = rows[seat.entrant]
            row.played += 1
            row.points += scoring.placement(seat.placement) + scoring.frag_points * seat.frags
            row.points += scoring.trophy_points * seat.trophies
            row.frags += seat.frags
            row.trophies += seat.trophies
            row.opponents.extend(o.entrant for o in table.seats if o.entrant != seat.entrant)
    for entrant in byes:
        if entrant in rows:
            rows[entrant].byes += 1
            rows[entrant].points += scoring.bye_points
    for row in rows.values():
        row.buchholz = sum(rows[o].points for o in row.opponents)
    level: dict[float, set[int]] = {}
    for row in rows.values():
        level.setdefault(row.points, set()).add(row.entrant)
    for table in tables:
        for seat in table.seats:
            tied = level[rows[seat.entrant].points]
            rows[seat.entrant].head_to_head += sum(
                1
                for o in table.seats
                if o.entrant in tied and o.entrant != seat.entrant and o.placement > seat.placement
            )
    ordered = sorted(rows.values(), key=GroupRow.key)
    for i, row in enumerate(ordered):
        row.rank = i + 1
        if i:
            above = ordered[i - 1].key()
            row.decided_by = next(name for name, a, b in zip(TIE_BREAKS, above, row.key(), strict=True) if a != b)
    return ordered


def _orders(line: list[int]) -> list[list[int]]:
    half = len(line) // 2
    swapped = line[half:] + line[:half]
    return [line, line[::-1], swapped, swapped[::-1]]


def _first_meeting(seeds: Sequence[int], group_of: dict[int, int]) -> tuple[int, int]:
    """The earliest bracket round in which two of one group can meet (higher is
    better), and how many pairs can meet then (fewer is better), at 2 a table."""
    slots = 1 << max(0, len(seeds) - 1).bit_length()
    position = {seed: i for i, seed in enumerate(bracket_order(slots))}
    rounds = [
        (position[i + 1] ^ position[j + 1]).bit_length()
        for i, a in enumerate(seeds)
        for j in range(i + 1, len(seeds))
        if group_of[a] == group_of[seeds[j]]
    ]
    earliest = min(rounds, default=99)
    return earliest, -rounds.count(earliest)


def playoff_seeds(groups: Sequence[Sequence[int]], advance: int) -> list[int]:
    """The playoff's seeding by group placement: the group winners in group
    order, then the runners-up, then the thirds, ... (``groups``: each group's
    entrants in rank order; a group short of ``advance`` sends those it has).
    Within the runners-up (and each later place) the order is the one of four
    (group order, reversed, halves swapped, both) that keeps two of one group
    apart in the bracket the longest, so they meet as late as can be."""
    group_of = {e: g for g, group in enumerate(groups) for e in group}
    lines = [[group[place] for group in groups if place < len(group)] for place in range(advance)]
    seeds: list[int] = list(lines[0]) if lines else []
    for line in lines[1:]:
        placed = seeds
        seeds = placed + max(_orders(line), key=lambda order: _first_meeting(placed + order, group_of))
    return seeds
