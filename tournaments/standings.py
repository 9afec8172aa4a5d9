"""Standings and tie-breaks as pure functions: no Django, no database.

A tournament (or a league season) is a list of finished tables. Each table
result lists its entrants with their placement, frags and trophies. Points
come from the organiser's scoring: points by placement (1st, 2nd, ...), per
frag, per trophy, and for a bye.

Order of the standings (each tie-break only separates entrants still level):

1. points;
2. Buchholz: the sum of the points of every opponent met at a table (byes
   add nothing), so a score made against strong opposition ranks higher;
3. opponents beaten: how many opponents finished below the entrant, summed
   over its tables (Sonneborn-Berger's idea without weighting);
4. wins (tables where the entrant placed 1st, shared firsts included);
5. frags, then trophies;
6. the entrant's seed (entry order), so the order is always total and stable.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Scoring:
    """Points per placement (index 0 is first place; places beyond the list score 0)."""

    placement_points: tuple[float, ...] = (3.0, 1.0)
    frag_points: float = 0.0
    trophy_points: float = 0.0
    bye_points: float = 3.0

    def placement(self, place: int) -> float:
        return self.placement_points[place - 1] if 1 <= place <= len(self.placement_points) else 0.0


@dataclass(frozen=True, slots=True)
class SeatResult:
    entrant: int
    placement: int
    frags: int = 0
    trophies: int = 0


@dataclass(frozen=True, slots=True)
class TableResult:
    seats: tuple[SeatResult, ...]


@dataclass(slots=True)
class StandingRow:
    entrant: int
    seed: int
    points: float = 0.0
    buchholz: float = 0.0
    beaten: int = 0
    wins: int = 0
    played: int = 0
    byes: int = 0
    frags: int = 0
    trophies: int = 0
    opponents: list[int] = field(default_factory=list)
    rank: int = 0

    def sort_key(self) -> tuple[float, float, int, int, int, int, int]:
        return (-self.points, -self.buchholz, -self.beaten, -self.wins, -self.frags, -self.trophies, self.seed)

    def tie_key(self) -> tuple[float, float, int, int, int, int]:
        return self.sort_key()[:-1]


def compute_standings(
    entrants: Sequence[int],
    tables: Iterable[TableResult],
    byes: Iterable[int],
    scoring: Scoring,
) -> list[StandingRow]:
    """Rows in standing order. ``entrants`` in seed order; ``rank`` is shared
    by entrants level on every tie-break but the seed."""
    rows = {e: StandingRow(entrant=e, seed=i) for i, e in enumerate(entrants)}
    for table in tables:
        for seat in table.seats:
            row = rows[seat.entrant]
            row.played += 1
            row.points += scoring.placement(seat.placement) + scoring.frag_points * seat.frags
            row.points += scoring.trophy_points * seat.trophies
            row.frags += seat.frags
            row.trophies += seat.trophies
            row.wins += seat.placement == 1
            for other in table.seats:
                if other.entrant != seat.entrant:
                    row.opponents.append(other.entrant)
                    row.beaten += other.placement > seat.placement
    for entrant in byes:
        rows[entrant].byes += 1
        rows[entrant].points += scoring.bye_points
    for row in rows.values():
        row.buchholz = sum(rows[o].points for o in row.opponents)
    ordered = sorted(rows.values(), key=StandingRow.sort_key)
    for i, row in enumerate(ordered):
        row.rank = ordered[i - 1].rank if i and row.tie_key() == ordered[i - 1].tie_key() else i + 1
    return ordered


def meetings(tables: Iterable[Sequence[int]]) -> dict[frozenset[int], int]:
    """How often each pair of entrants shared a table (the pairing functions' ``met``)."""
    met: dict[frozenset[int], int] = {}
    for table in tables:
        for i, a in enumerate(table):
            for b in table[i + 1 :]:
                key = frozenset((a, b))
                met[key] = met.get(key, 0) + 1
    return met
