"""Rank arithmetic as pure functions (no Django): one finished game's effect on
each human player's skill rating, frags, trophies, wins, games played and
rank title, in every scope the game counts in.

Scopes: ``all`` (every game), ``ruleset:<id>``, and whatever else the game
belongs to (``league:<id>``, ``season:<id>``). Each scope keeps its own
rating, so a league's table is rated on that league's games alone.

Both the incremental update (one game, when it finishes) and the full
recompute call :func:`apply_game` on the same inputs in the same order, so the
recompute equals the sum of the incremental updates exactly.

Rating (openskill's Plackett-Luce model):

- A free-for-all seats each human as a one-member team; a team game groups
  the humans by team. No ``weights`` are passed.
- A seat's rank key is its placement, then its score: seats sharing a
  placement are separated by score (a higher score ranks higher), so both
  feed the update; openskill takes ranks or scores, not both, so they are
  folded into one ranking here. A team's key is its best member's.
- AI seats are not players: they are left out of the rating, and the humans'
  ranks are re-derived among themselves, so their order relative to each
  other is kept exactly (a bot that beat everyone changes nobody's rating
  relative to the others). A game with fewer than two human teams changes no
  rating, but still counts for frags, trophies, wins and games played.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from openskill.models import PlackettLuce

from ladders.engine import trophy_count

SCOPE_ALL = "all"
TITLES_FILE = Path(__file__).with_name("rank_titles.json")


@cache
def model() -> PlackettLuce:
    return PlackettLuce()


@dataclass(frozen=True, slots=True)
class Title:
    title: str
    frags: int
    trophies: int


@cache
def rank_titles(path: Path = TITLES_FILE) -> tuple[Title, ...]:
    raw = json.loads(path.read_text())
    titles = tuple(Title(t["title"], int(t["frags"]), int(t["trophies"])) for t in raw["titles"])
    if not titles or titles[0].frags or titles[0].trophies:
        raise ValueError(f"{path}: the first title must need no frags and no trophies")
    return titles


def rank_title(frags: int, trophies: int, titles: Sequence[Title] | None = None) -> str:
    """The highest title whose frag and trophy thresholds are both met."""
    held = titles[0] if titles else rank_titles()[0]
    for title in titles or rank_titles():
        if frags >= title.frags and trophies >= title.trophies:
            held = title
    return held.title


@dataclass(slots=True)
class RankState:
    """One player's standing in one scope."""

    mu: float
    sigma: float
    frags: int = 0
    trophies: int = 0
    wins: int = 0
    games: int = 0
    rated_games: int = 0

    @classmethod
    def fresh(cls) -> RankState:
        return cls(mu=DEFAULT_MU, sigma=DEFAULT_SIGMA)

    @property
    def rating(self) -> float:
        """The conservative skill estimate that leaderboards sort by (mu - 3 sigma)."""
        return self.mu - 3 * self.sigma

    @property
    def title(self) -> str:
        return rank_title(self.frags, self.trophies)


@dataclass(frozen=True, slots=True)
class SeatResult:
    player: int | None  # None for an AI seat (or a seat never taken)
    placement: int
    score: float
    frags: int
    trophies: int
    team: int | None


@dataclass(frozen=True, slots=True)
class GameResult:
    game: int
    scopes: tuple[str, ...]
    seats: tuple[SeatResult, ...]


def game_result(
    game_id: int,
    scopes: Sequence[str],
    outcome: Mapping[str, Any],
    seat_players: Sequence[int | None],
    seat_teams: Sequence[int | None] | None = None,
) -> GameResult:
    """Build a result from a stored ``Outcome.to_dict()`` and who sat where."""
    placements = outcome["placements"]
    count = len(placements)
    score = outcome.get("score") or [0.0] * count
    frags = outcome.get("frags") or [0] * count
    trophies = outcome.get("trophies") or [0] * count
    teams = outcome.get("teams") or (list(seat_teams) if seat_teams and None not in seat_teams else None)
    seats = tuple(
        SeatResult(
            player=seat_players[s] if s < len(seat_players) else None,
            placement=int(placements[s]),
            score=float(score[s] if s < len(score) else 0.0),
            frags=int(frags[s] if s < len(frags) else 0),
            trophies=trophy_count(trophies[s] if s < len(trophies) else 0),
            team=None if teams is None else int(teams[s]),
        )
        for s in range(count)
    )
    return GameResult(game=game_id, scopes=tuple(scopes), seats=seats)


def competition_ranks(keys: Sequence[tuple[float, ...]]) -> list[int]:
    """1-based ranks, lower key is better, equal keys share a rank ("1224")."""
    order = sorted(range(len(keys)), key=lambda i: keys[i])
    ranks = [0] * len(keys)
    for position, i in enumerate(order):
        same = position and keys[i] == keys[order[position - 1]]
        ranks[i] = ranks[order[position - 1]] if same else position + 1
    return ranks


def rating_teams(result: GameResult) -> tuple[list[list[int]], list[int]]:
    """The human players grouped as openskill teams, and each team's rank."""
    groups: dict[Any, list[SeatResult]] = {}
    for index, seat in enumerate(result.seats):
        if seat.player is None:
            continue
        key = ("team", seat.team) if seat.team is not None else ("seat", index)
        groups.setdefault(key, []).append(seat)
    teams = list(groups.values())
    keys = [min((s.placement, -s.score) for s in team) for team in teams]
    return [[s.player for s in team if s.player is not None] for team in teams], competition_ranks(keys)


# openskill's PlackettLuce() defaults, which every rating here uses.
DEFAULT_MU = 25.0
DEFAULT_SIGMA = 25.0 / 3.0
BETA = 25.0 / 6.0
KAPPA = 0.0001
TAU = 25.0 / 300.0

Rating = tuple[float, float]  # (mu, sigma)
RateFunction = Callable[[list[list[Rating]], list[int]], list[list[Rating]]]


def plackett_luce(teams: list[list[Rating]], ranks: list[int]) -> list[list[Rating]]:
    """New (mu, sigma) of every player: what ``PlackettLuce().rate(teams,
    ranks=ranks)`` of openskill 6.2 returns, to the last bit, in a tenth of
    its time (no objects, no deep copies, no argument checks). The same
    operations in the same order (Weng and Lin 2011, algorithm 4, with
    openskill's tau, gamma and kappa); tests/ranks/test_ranks.py holds it
    equal to openskill with ``==`` over random games.

    openskill averages the mu change of tied teams, but on its own result
    objects, so that step changes nothing; it is left out here too."""
    tau_squared = TAU * TAU
    # openskill adds tau to every sigma first, then sorts the teams by rank (stably).
    order = sorted(range(len(teams)), key=ranks.__getitem__)
    sorted_ranks = [ranks[i] for i in order]
    players = [[(mu, math.sqrt(sigma * sigma + tau_squared)) for mu, sigma in teams[i]] for i in order]
    team_mu: list[float] = []
    team_sigma_squared: list[float] = []
    for team in players:
        mu_summed = 0.0
        sigma_squared_summed = 0.0
        # openskill sums a team's members in descending ordinal order.
        members = team if len(team) == 1 else sorted(team, key=lambda p: p[0] - 3.0 * p[1], reverse=True)
        for mu, sigma in members:
            mu_summed += mu
            sigma_squared_summed += sigma**2
        team_mu.append(mu_summed)
        team_sigma_squared.append(sigma_squared_summed)
    beta_squared = BETA**2
    collective = 0.0
    for sigma_squared in team_sigma_squared:
        collective += sigma_squared + beta_squared
    c = math.sqrt(collective)
    count = len(players)
    exps = [math.exp(mu / c) for mu in team_mu]
    sum_q = [0.0] * count
    for q in range(count):
        total: float | None = None
        for i in range(count):
            if sorted_ranks[i] >= sorted_ranks[q]:
                total = exps[i] if total is None else total + exps[i]
        sum_q[q] = total or 0.0
    a = [sorted_ranks.count(rank) for rank in sorted_ranks]
    new_sorted: list[list[Rating]] = []
    for i in range(count):
        omega = 0.0
        delta = 0.0
        rank_i = sorted_ranks[i]
        for q in range(count):
            if sorted_ranks[q] <= rank_i:
                t = exps[i] / sum_q[q]
                delta += t * (1 - t) / a[q]
                if q == i:
                    omega += (1 - t) / a[q]
                else:
                    omega -= t / a[q]
        sigma_squared_i = team_sigma_squared[i]
        omega *= sigma_squared_i / c
        delta *= sigma_squared_i / c**2
        delta *= math.sqrt(sigma_squared_i) / c
        new_team = []
        for mu, sigma in players[i]:
            share = sigma**2 / sigma_squared_i
            new_team.append((mu + share * omega, sigma * math.sqrt(max(1 - share * delta, KAPPA))))
        new_sorted.append(new_team)
    result: list[list[Rating]] = [[] for _ in teams]
    for position, i in enumerate(order):
        result[i] = new_sorted[position]
    return result


def rate_with_openskill(teams: list[list[Rating]], ranks: list[int]) -> list[list[Rating]]:
    """The same through openskill itself (the reference, and the bench's baseline)."""
    rated = model().rate(
        [[model().rating(mu=mu, sigma=sigma) for mu, sigma in team] for team in teams],
        ranks=[float(r) for r in ranks],
    )
    return [[(float(r.mu), float(r.sigma)) for r in team] for team in rated]


def apply_game(
    states: dict[tuple[int, str], RankState], result: GameResult, rate: RateFunction = plackett_luce
) -> list[tuple[int, str]]:
    """Apply one finished game to ``states`` (keyed by (player, scope)), in
    place, creating fresh states as needed; returns the keys it changed."""
    humans = [s for s in result.seats if s.player is not None]
    if not humans:
        return []
    teams, ranks = rating_teams(result)
    changed: list[tuple[int, str]] = []
    for scope in result.scopes:
        for seat in humans:
            assert seat.player is not None
            key = (seat.player, scope)
            state = states.get(key)
            if state is None:
                state = states[key] = RankState.fresh()
            state.frags += seat.frags
            state.trophies += seat.trophies
            state.wins += seat.placement == 1
            state.games += 1
            changed.append(key)
        if len(teams) < 2:
            continue
        rated = rate([[(states[p, scope].mu, states[p, scope].sigma) for p in team] for team in teams], ranks)
        for team, new in zip(teams, rated, strict=True):
            for player, (mu, sigma) in zip(team, new, strict=True):
                state = states[player, scope]
                state.mu = mu
                state.sigma = sigma
                state.rated_games += 1
    return changed


def replay(results: Iterable[GameResult], rate: RateFunction = plackett_luce) -> dict[tuple[int, str], RankState]:
    """Every state from nothing, applying ``results`` in order (the recompute)."""
    states: dict[tuple[int, str], RankState] = {}
    for result in results:
        apply_game(states, result, rate)
    return states
