"""Pairings as pure functions: no Django, no database, tested on their own.

Entrants are plain integer ids. A round is a list of tables (each a list of
entrant ids in seat order) plus the entrants given a bye. ``met`` counts how
often two entrants have already shared a table, keyed by ``frozenset({a, b})``.

- Round robin: the circle method; a bye when the count is odd.
- Swiss (2 players a table): entrants in standing order; the pairing keeps
  neighbours in the standings together and has no repeat pairing whenever a
  repeat-free pairing exists (an exhaustive search with backtracking, then
  the least-repeats pairing when none exists).
- Pods (3 to 8 a table): tables of the chosen size, or one more or one less
  when the numbers don't divide; filled in standing order, each seat going to
  the nearest-ranked entrant with the lowest repeat penalty, which grows with
  each further meeting (1 for the first repeat, 2 more for the second, ...).
- Single elimination: a seeded bracket (1 meets the lowest seed); byes go to
  the top seeds so that the second round is a power of two.

Byes are given only when no table layout seats everyone.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

Met = Mapping[frozenset[int], int]

# Search effort for a repeat-free Swiss pairing before settling for the
# least-repeats one (each node is one tentative pair); plenty for the field
# sizes a tournament has, and a bound on pathological cases.
SWISS_SEARCH_NODES = 200_000


class PairingError(ValueError):
    """The entrants cannot be seated as asked (e.g. too few for one table)."""


@dataclass(frozen=True, slots=True)
class RoundPairing:
    tables: list[list[int]]
    byes: list[int] = field(default_factory=list)

    def seated(self) -> list[int]:
        return [e for table in self.tables for e in table]


def times_met(met: Met, a: int, b: int) -> int:
    return met.get(frozenset((a, b)), 0)


def repeat_penalty(count: int) -> int:
    """Penalty of seating two entrants together who have met ``count`` times:
    it grows with each repeat (0, 1, 3, 6, ...)."""
    return count * (count + 1) // 2


def table_sizes(count: int, size: int, *, min_size: int, max_size: int) -> tuple[list[int], int]:
    """Table sizes seating as many of ``count`` entrants as possible at tables
    of ``size``, or ``size`` +- 1 when the numbers don't divide, never outside
    ``min_size``..``max_size``; a field smaller than one table sits at one
    table. Returns (sizes, byes), byes only when unavoidable."""
    if not min_size <= size <= max_size:
        raise PairingError(f"table size {size} is outside {min_size}..{max_size}")
    if min_size <= count < size:
        return [count], 0  # a field smaller than one table plays at one table
    for byes in range(count + 1):
        seated = count - byes
        if seated == 0:
            break
        # Fewer, larger tables first (size and size-1), then size and size+1.
        tables = math.ceil(seated / size)
        low, extra = divmod(seated, tables)
        if low >= max(min_size, size - 1):
            return [low + 1] * extra + [low] * (tables - extra), byes
        tables = seated // size
        if tables:
            low, extra = divmod(seated, tables)
            if low + (1 if extra else 0) <= min(max_size, size + 1):
                return [low + 1] * extra + [low] * (tables - extra), byes
    raise PairingError(f"{count} entrants cannot fill a table of {min_size} or more")


def round_robin_schedule(entrants: Sequence[int]) -> list[RoundPairing]:
    """Every pair meets once: n-1 rounds (n rounds with a bye each when n is odd)."""
    players: list[int | None] = list(entrants)
    if len(players) < 2:
        raise PairingError("a round robin needs at least 2 entrants")
    if len(players) % 2:
        players.append(None)
    n = len(players)
    rounds = []
    order = players[:]
    for r in range(n - 1):
        tables: list[list[int]] = []
        byes: list[int] = []
        for i in range(n // 2):
            a, b = order[i], order[n - 1 - i]
            if a is None or b is None:
                byes.append(a if b is None else b)  # type: ignore[arg-type]
                continue
            # Alternate who sits first so nobody always opens.
            tables.append([a, b] if (r + i) % 2 == 0 else [b, a])
        rounds.append(RoundPairing(tables, byes))
        order = [order[0], order[-1], *order[1:-1]]
    return rounds


def _bye_choice(ranked: Sequence[int], byes: int, had_bye: set[int]) -> list[int]:
    """The lowest-ranked entrants who have not had a bye yet (then anyone, lowest first)."""
    fresh = [e for e in reversed(ranked) if e not in had_bye]
    rest = [e for e in reversed(ranked) if e in had_bye]
    return (fresh + rest)[:byes]


def swiss_pairing(ranked: Sequence[int], met: Met, had_bye: set[int] | None = None) -> RoundPairing:
    """Pair 2-player tables from ``ranked`` (best first) with no repeat pairing
    when one exists; an odd entrant out gets a bye (a fresh one if possible)."""
    had_bye = had_bye or set()
    if len(ranked) < 2:
        raise PairingError("a Swiss round needs at least 2 entrants")
    if len(ranked) % 2 == 0:
        candidates: list[list[int]] = [[]]
    else:
        # Try bye candidates from the bottom up until the rest pairs without repeats.
        fresh = [e for e in reversed(ranked) if e not in had_bye] or list(reversed(ranked))
        candidates = [[e] for e in fresh]
    for bye in candidates:
        rest = [e for e in ranked if e not in bye]
        pairs = _pairs_without_repeats(rest, met)
        if pairs is not None:
            return RoundPairing(pairs, bye)
    bye = candidates[0]
    rest = [e for e in ranked if e not in bye]
    return RoundPairing(_pairs_least_repeats(rest, met), bye)


def _pairs_without_repeats(ranked: list[int], met: Met) -> list[list[int]] | None:
    """Backtracking: the top unpaired entrant takes the nearest-ranked unpaired
    entrant they have not met; None when no repeat-free pairing exists (or the
    search budget runs out)."""
    budget = [SWISS_SEARCH_NODES]
    paired: list[list[int]] = []
    free = list(ranked)

    def search() -> bool:
        if not free:
            return True
        top = free.pop(0)
        for i, other in enumerate(free):
            if times_met(met, top, other):
                continue
            budget[0] -= 1
            if budget[0] < 0:
                break
            free.pop(i)
            paired.append([top, other])
            if search():
                return True
            paired.pop()
            free.insert(i, other)
        free.insert(0, top)
        return False

    return paired if search() else None


def _pairs_least_repeats(ranked: list[int], met: Met) -> list[list[int]]:
    """Greedy in standing order: each top entrant takes the partner with the
    lowest (repeat penalty, rank distance)."""
    free = list(ranked)
    pairs = []
    while free:
        top = free.pop(0)
        best = min(range(len(free)), key=lambda i: (repeat_penalty(times_met(met, top, free[i])), i))
        pairs.append([top, free.pop(best)])
    return pairs


def pod_pairing(
    ranked: Sequence[int],
    met: Met,
    *,
    size: int,
    min_size: int = 3,
    max_size: int = 8,
    had_bye: set[int] | None = None,
    window: int = 4,
) -> RoundPairing:
    """Multi-player tables grouped by standing with a growing repeat penalty.

    Tables are filled from the top of the standings: a table's first seat is the
    best unseated entrant; each further seat goes to whichever of the next
    ``window`` unseated entrants adds the least repeat penalty with those already
    at the table (ties to the better ranked)."""
    sizes, bye_count = table_sizes(len(ranked), size, min_size=min_size, max_size=max_size)
    byes = _bye_choice(ranked, bye_count, had_bye or set())
    free = [e for e in ranked if e not in byes]
    tables = []
    for table_size in sizes:
        table = [free.pop(0)]
        while len(table) < table_size:
            reach = free[:window]
            best = min(
                range(len(reach)),
                key=lambda i: (sum(repeat_penalty(times_met(met, reach[i], t)) for t in table), i),
            )
            table.append(free.pop(best))
        tables.append(table)
    return RoundPairing(tables, byes)


def pairing_penalty(pairing: RoundPairing, met: Met) -> int:
    """Total repeat penalty of a round (0 when nobody meets anyone again)."""
    return sum(
        repeat_penalty(times_met(met, a, b))
        for table in pairing.tables
        for i, a in enumerate(table)
        for b in table[i + 1 :]
    )


def bracket_order(count: int) -> list[int]:
    """Seed numbers (1-based) in bracket order for a power-of-two ``count``:
    1 meets ``count``, 2 meets ``count - 1``, and 1 and 2 meet only in the final."""
    order = [1]
    while len(order) < count:
        n = len(order) * 2
        order = [s for seed in order for s in (seed, n + 1 - seed)]
    return order


def elimination_first_round(seeded: Sequence[int]) -> RoundPairing:
    """Single elimination, 2 a table: byes to the top seeds up to the next power of two."""
    if len(seeded) < 2:
        raise PairingError("an elimination needs at least 2 entrants")
    slots = 1 << (len(seeded) - 1).bit_length()
    order = bracket_order(slots)
    tables, byes = [], []
    for i in range(0, slots, 2):
        a, b = order[i], order[i + 1]
        if b > len(seeded):
            byes.append(seeded[a - 1])
        else:
            tables.append([seeded[a - 1], seeded[b - 1]])
    return RoundPairing(tables, byes)


def elimination_next_round(
    advancing: Sequence[int], *, size: int = 2, min_size: int = 2, max_size: int = 2
) -> RoundPairing:
    """The next elimination round from the entrants still in, in bracket order
    (2-player: neighbours meet; pods: consecutive entrants share a table)."""
    if len(advancing) < 2:
        raise PairingError("the elimination is over: one entrant is left")
    if size == 2:
        tables = [list(advancing[i : i + 2]) for i in range(0, len(advancing) - 1, 2)]
        byes = [advancing[-1]] if len(advancing) % 2 else []
        return RoundPairing(tables, byes)
    sizes, bye_count = table_sizes(len(advancing), size, min_size=min_size, max_size=max_size)
    free = list(advancing[: len(advancing) - bye_count])
    tables = []
    for table_size in sizes:
        tables.append(free[:table_size])
        free = free[table_size:]
    return RoundPairing(tables, list(advancing[len(advancing) - bye_count :]))
