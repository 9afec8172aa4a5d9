"""Pairings as pure functions: no Django, no database, tested on their own.

Entrants are plain integer ids. A round is a list of tables (each a list of
entrant ids in seat order) plus the entrants given a bye. ``met`` counts how
often two entrants have already shared a table, keyed by ``frozenset({a, b})``.

- Round robin: the circle method at 2-player tables (a bye when the count
  is odd); at multi-player tables, rounds of pods until every pair has met.
- Swiss (2 players a table): entrants in standing order; the pairing keeps
  neighbours in the standings together and has no repeat pairing whenever a
  repeat-free pairing exists (an exhaustive search with backtracking), and
  the least-repeats pairing when none does (branch and bound).
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


def pod_round_robin_schedule(
    entrants: Sequence[int], *, size: int, min_size: int = 3, max_size: int = 8, max_rounds: int | None = None
) -> list[RoundPairing]:
    """A round robin at multi-player tables: rounds of pods until every pair of
    entrants has shared a table at least once (a covering, not an exact
    design: some pairs meet more than once when the numbers force it).

    Each round uses ``table_sizes`` (byes only when unavoidable, going to
    whoever has had the fewest, then to whoever has the fewest opponents left
    to meet, then the later entrant). Tables are filled one at a time: the
    first seat goes to whoever has the most opponents left to meet, each
    further seat to whoever adds the least repeat penalty with the table
    (ties: most opponents left to meet, then entry order); then swaps
    between tables lower the round's penalty while they can. Deterministic, so
    the whole schedule is known from the entrants alone."""
    order = list(entrants)
    if len(order) < min_size:
        raise PairingError(f"a round robin at tables of {size} needs at least {min_size} entrants")
    position = {e: i for i, e in enumerate(order)}
    met: dict[frozenset[int], int] = {}
    byes_had = dict.fromkeys(order, 0)
    unmet = {e: len(order) - 1 for e in order}
    rounds: list[RoundPairing] = []
    limit = max_rounds if max_rounds is not None else len(order) * len(order)
    while any(unmet.values()):
        if len(rounds) >= limit:
            raise PairingError(f"no round robin schedule within {limit} rounds")
        sizes, bye_count = table_sizes(len(order), size, min_size=min_size, max_size=max_size)
        byes = sorted(order, key=lambda e: (byes_had[e], unmet[e], -position[e]))[:bye_count]
        free = sorted((e for e in order if e not in byes), key=lambda e: (-unmet[e], position[e]))
        tables = []
        for table_size in sizes:
            table = [free.pop(0)]
            while len(table) < table_size:
                best = min(
                    range(len(free)),
                    key=lambda i: (
                        -sum(not times_met(met, free[i], t) for t in table),
                        sum(repeat_penalty(times_met(met, free[i], t)) for t in table),
                        -unmet[free[i]],
                        position[free[i]],
                    ),
                )
                table.append(free.pop(best))
            tables.append(table)
        _improve_by_swaps(tables, met)
        for table in tables:
            for i, a in enumerate(table):
                for b in table[i + 1 :]:
                    key = frozenset((a, b))
                    if not met.get(key):
                        unmet[a] -= 1
                        unmet[b] -= 1
                    met[key] = met.get(key, 0) + 1
        for e in byes:
            byes_had[e] += 1
        rounds.append(RoundPairing(tables, byes))
    return rounds


def _table_cost(table: Sequence[int], met: Met) -> tuple[int, int]:
    """(-pairs meeting for the first time, repeat penalty): lower is better."""
    counts = [times_met(met, a, b) for i, a in enumerate(table) for b in table[i + 1 :]]
    return -counts.count(0), sum(repeat_penalty(c) for c in counts)


def _round_cost(tables: Sequence[Sequence[int]], met: Met) -> tuple[int, int]:
    costs = [_table_cost(t, met) for t in tables]
    return sum(c[0] for c in costs), sum(c[1] for c in costs)


def _improve_by_swaps(tables: list[list[int]], met: Met, passes: int = 20) -> None:
    """Swap two entrants at different tables while that covers more new pairs
    (or as many with less repeat penalty); first improvement, at most
    ``passes`` sweeps; in place."""
    for _ in range(passes):
        improved = False
        for t1, t2 in ((a, b) for a in range(len(tables)) for b in range(a + 1, len(tables))):
            for i in range(len(tables[t1])):
                for j in range(len(tables[t2])):
                    first, second = tables[t1], tables[t2]
                    before = _round_cost((first, second), met)
                    first[i], second[j] = second[j], first[i]
                    if _round_cost((first, second), met) < before:
                        improved = True
                    else:
                        first[i], second[j] = second[j], first[i]
        if not improved:
            return


def _bye_choice(ranked: Sequence[int], byes: int, had_bye: set[int]) -> list[int]:
    """The lowest-ranked entrants who have not had a bye yet (then anyone, lowest first)."""
    fresh = [e for e in reversed(ranked) if e not in had_bye]
    rest = [e for e in reversed(ranked) if e in had_bye]
    return (fresh + rest)[:byes]


def swiss_pairing(ranked: Sequence[int], met: Met, had_bye: set[int] | None = None) -> RoundPairing:
    """Pair 2-player tables from ``ranked`` (best first) with no repeat pairing
    when one exists; an odd entrant out gets a bye (a fresh one if possible).
    When every pairing repeats, the least-repeats one (and its bye)."""
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
    # Every candidate repeats someone: the least penalty over the bye candidates
    # (min keeps the first on a tie, i.e. the lowest-ranked bye).
    budget = max(1, SWISS_SEARCH_NODES // len(candidates))
    options = [
        RoundPairing(_pairs_least_repeats([e for e in ranked if e not in bye], met, budget), bye) for bye in candidates
    ]
    return min(options, key=lambda option: pairing_penalty(option, met))


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


def _pairs_greedy(ranked: list[int], met: Met) -> list[list[int]]:
    """Greedy in standing order: each top entrant takes the partner with the
    lowest (repeat penalty, rank distance)."""
    free = list(ranked)
    pairs = []
    while free:
        top = free.pop(0)
        best = min(range(len(free)), key=lambda i: (repeat_penalty(times_met(met, top, free[i])), i))
        pairs.append([top, free.pop(best)])
    return pairs


def _pairs_least_repeats(ranked: list[int], met: Met, budget: int = SWISS_SEARCH_NODES) -> list[list[int]]:
    """The pairing with the least total repeat penalty: branch and bound in
    standing order (each top entrant tries partners by penalty, then rank
    distance), starting from the greedy pairing as the bound. Exact within
    ``budget`` tentative pairs; beyond it, the best pairing found so far."""
    best = _pairs_greedy(ranked, met)
    best_cost = [sum(repeat_penalty(times_met(met, a, b)) for a, b in best)]
    left = [budget]
    paired: list[list[int]] = []
    free = list(ranked)

    def search(cost: int) -> None:
        if not free:
            if cost < best_cost[0]:
                best_cost[0] = cost
                best[:] = [list(p) for p in paired]
            return
        top = free.pop(0)
        steps = sorted((repeat_penalty(times_met(met, top, other)), i) for i, other in enumerate(free))
        for step, i in steps:
            if cost + step >= best_cost[0] or left[0] <= 0:
                break  # partners are tried cheapest first: no later one can do better
            left[0] -= 1
            other = free.pop(i)
            paired.append([top, other])
            search(cost + step)
            paired.pop()
            free.insert(i, other)
        free.insert(0, top)

    search(0)
    return best


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
