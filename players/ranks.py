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
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from openskill.models import PlackettLuce

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
        default = model().rating()
        return cls(mu=default.mu, sigma=default.sigma)

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


def trophy_count(raw: Any) -> int:
    """Outcome trophies are a count per seat, or a list of trophies ({"part", "from_seat"})."""
    if isinstance(raw, list):
        return len(raw)
    return int(raw or 0)


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


def apply_game(states: dict[tuple[int, str], RankState], result: GameResult) -> list[tuple[int, str]]:
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
        rated = model().rate(
            [[model().rating(mu=states[p, scope].mu, sigma=states[p, scope].sigma) for p in team] for team in teams],
            ranks=[float(r) for r in ranks],
        )
        for team, new in zip(teams, rated, strict=True):
            for player, rating in zip(team, new, strict=True):
                state = states[player, scope]
                state.mu = float(rating.mu)
                state.sigma = float(rating.sigma)
                state.rated_games += 1
    return changed


def replay(results: Iterable[GameResult]) -> dict[tuple[int, str], RankState]:
    """Every state from nothing, applying ``results`` in order (the recompute)."""
    states: dict[tuple[int, str], RankState] = {}
    for result in results:
        apply_game(states, result)
    return states
