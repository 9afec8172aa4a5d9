"""The matcher's arithmetic as pure functions (no Django): which open tickets
of one pool (same ruleset, scenario and options) make a game, how many seats
it has, how many bots fill it, and how a team scenario splits it.

The rules (docs/matchmaking.md):

- Tickets are taken oldest first; each still-unmatched ticket is the
  *anchor* of a group. Its rating window is ``base + per_second * waited``,
  so it widens with the wait and nobody waits forever.
- The anchor takes the unmatched tickets closest to it in rating, within
  its window, while the group's seat range (the intersection of every
  member's ``min_seats..max_seats``) still admits one more seat. Anchors
  go oldest first, so the anchor has waited longest and its window is the
  widest of any member's: a pair is compatible when it is within the longer
  waiter's window.
- A group of humans alone makes a game when its size lies in its seat
  range and, for a team scenario, the scenario is played in teams at that
  size (``team_sizes``: two equal teams, so an even size; or one against
  the rest, as in The Dirty Half Dozen).
- Otherwise, when the anchor asked for bots (``bots_after``) and has waited
  that long, the members that accept bots make a game of the smallest size
  in their seat range, and bots of the anchor's level take the empty seats.
- Never two tickets of one player in a group.
- A team game's seats are split into teams of the sizes the scenario takes,
  balanced by rating: the split whose teams' mean ratings are closest (equal
  teams: the closest rating sums); bots count at the humans' mean rating.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import combinations

WINDOW_BASE = 2.0
WINDOW_PER_SECOND = 0.25


@dataclass(frozen=True, slots=True)
class OpenTicket:
    id: int
    player_id: int
    rating: float
    min_seats: int
    max_seats: int
    created: float  # seconds (any epoch, the same as ``now``)
    bots_after: float | None = None
    bot: str = "normal"


@dataclass(slots=True)
class Planned:
    """One game to create: the tickets seated (anchor first) and the bots added."""

    tickets: list[OpenTicket]
    seats: int
    bot: str = ""
    bots: int = 0
    teams: list[int] | None = field(default=None)  # team per seat: humans in ticket order, then bots

    @property
    def ratings(self) -> list[float]:
        return [t.rating for t in self.tickets]


def window(waited: float, base: float = WINDOW_BASE, per_second: float = WINDOW_PER_SECOND) -> float:
    """How far (in openskill ordinal points) a ticket that waited ``waited`` seconds reaches."""
    return base + per_second * max(0.0, waited)


# Seats per team at a table size, or None where the scenario is not played in teams at it.
TeamSizes = Callable[[int], Sequence[int] | None]


def equal_teams(seats: int) -> tuple[int, int] | None:
    """Two teams of equal size (the default team shape)."""
    return (seats // 2, seats // 2) if seats >= 2 and seats % 2 == 0 else None


def _fits(lo: int, hi: int, team_sizes: TeamSizes | None) -> int | None:
    """The smallest table size in lo..hi (one the team scenario is played at), or None."""
    for size in range(lo, hi + 1):
        if team_sizes is None or team_sizes(size) is not None:
            return size
    return None


def plan_pool(
    tickets: Sequence[OpenTicket],
    now: float,
    *,
    teams: bool = False,
    team_sizes: TeamSizes | None = None,
    base: float = WINDOW_BASE,
    per_second: float = WINDOW_PER_SECOND,
) -> list[Planned]:
    """The games one pass makes from one pool's open tickets (see the module docstring).
    A team scenario passes ``team_sizes`` (``teams=True``: two equal teams)."""
    if teams and team_sizes is None:
        team_sizes = equal_teams

    def playable(size: int) -> bool:
        return team_sizes is None or team_sizes(size) is not None

    order = sorted(tickets, key=lambda t: (t.created, t.id))
    by_rating = sorted(tickets, key=lambda t: (t.rating, t.created, t.id))
    ratings = [t.rating for t in by_rating]
    position = {t.id: i for i, t in enumerate(by_rating)}
    used: set[int] = set()
    planned: list[Planned] = []
    for anchor in order:
        if anchor.id in used:
            continue
        reach = window(now - anchor.created, base, per_second)
        group = [anchor]
        players = {anchor.player_id}
        lo, hi = anchor.min_seats, anchor.max_seats
        # Walk outward from the anchor in rating order, nearest first, within the window.
        left = position[anchor.id] - 1
        right = position[anchor.id] + 1
        left_end = bisect.bisect_left(ratings, anchor.rating - reach)
        right_end = bisect.bisect_right(ratings, anchor.rating + reach)
        while len(group) < hi:
            while left >= left_end and by_rating[left].id in used:
                left -= 1
            while right < right_end and by_rating[right].id in used:
                right += 1
            has_left, has_right = left >= left_end, right < right_end
            if not has_left and not has_right:
                break
            if has_right and (
                not has_left or by_rating[right].rating - anchor.rating < anchor.rating - by_rating[left].rating
            ):
                candidate = by_rating[right]
                right += 1
            else:
                candidate = by_rating[left]
                left -= 1
            if candidate.player_id in players:
                continue
            new_lo, new_hi = max(lo, candidate.min_seats), min(hi, candidate.max_seats)
            if len(group) + 1 > new_hi or _fits(max(new_lo, len(group) + 1), new_hi, team_sizes) is None:
                continue
            group.append(candidate)
            players.add(candidate.player_id)
            lo, hi = new_lo, new_hi
        while len(group) > 1 and not playable(len(group)):
            group.pop()  # the farthest in rating: the teams need another size (an even one)
            lo = max(t.min_seats for t in group)
            hi = min(t.max_seats for t in group)
        if lo <= len(group) <= hi and playable(len(group)):
            planned.append(_finish(Planned(group, len(group)), team_sizes))
        elif anchor.bots_after is not None and now - anchor.created >= anchor.bots_after:
            takers = [t for t in group if t.bots_after is not None]
            lo = max(t.min_seats for t in takers)
            hi = min(t.max_seats for t in takers)
            size = _fits(max(lo, len(takers)), hi, team_sizes)
            if size is None:  # cannot happen for the anchor alone: its range was validated
                continue
            group = takers
            planned.append(
                _finish(Planned(group, size, bot=anchor.bot, bots=size - len(group)), team_sizes),
            )
        else:
            continue
        used.update(t.id for t in group)
    return planned


def _finish(plan: Planned, team_sizes: TeamSizes | None) -> Planned:
    if team_sizes is not None:
        humans = plan.ratings
        mean = sum(humans) / len(humans)
        sizes = team_sizes(plan.seats)
        assert sizes is not None  # the plan's size was chosen playable
        plan.teams = balanced_teams([*humans, *([mean] * plan.bots)], sizes)
    return plan


def balanced_teams(ratings: Sequence[float], sizes: Sequence[int] | None = None) -> list[int]:
    """Split the seats into two teams of ``sizes`` (team 0's first; by default two equal
    teams) whose mean ratings are as close as possible (for equal teams: the rating sums);
    returns each seat's team (0 or 1). With equal teams seat 0 is always on team 0; ties
    keep the first split found (deterministic). One against the rest (sizes ``(n - 1, 1)``):
    the lone seat is the one rated closest to the others' mean."""
    n = len(ratings)
    if sizes is None:
        if n < 2 or n % 2:
            raise ValueError("two teams of equal size need an even number of seats, at least 2")
        sizes = (n // 2, n // 2)
    if len(sizes) != 2 or min(sizes) < 1 or sum(sizes) != n:
        raise ValueError(f"two teams of sizes {tuple(sizes)} do not seat {n}")
    small = 0 if sizes[0] <= sizes[1] else 1
    k = sizes[small]
    total = sum(ratings)
    # With equal teams seat 0 stays on team 0 (the mirror split is the same split).
    pool = range(1, n) if sizes[0] == sizes[1] else range(n)
    fixed = (0,) if sizes[0] == sizes[1] else ()
    best: tuple[float, tuple[int, ...]] | None = None
    for rest in combinations(pool, k - len(fixed)):
        members = (*fixed, *rest)
        inside = sum(ratings[i] for i in members)
        gap = abs(inside / k - (total - inside) / (n - k))
        if best is None or gap < best[0] - 1e-12:
            best = (gap, members)
    assert best is not None
    chosen = set(best[1])
    return [small if i in chosen else 1 - small for i in range(n)]
