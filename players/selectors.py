"""Reads for players: leaderboards and profiles."""

from __future__ import annotations

from typing import Any

from django.db.models import Q, QuerySet

from config.errors import NotFoundError, ServiceError
from games.models import GameStatus, Seat
from players.models import Player, PlayerRank, RatingHistory
from players.ranks import SCOPE_ALL, rank_title

# Leaderboard metric -> ordering (ties: more games first, then handle).
METRIC_ORDER = {
    "rating": ["-rating", "-games_played", "player__handle"],
    "frags": ["-frags", "-rating", "player__handle"],
    "trophies": ["-trophies", "-rating", "player__handle"],
    "wins": ["-wins", "-rating", "player__handle"],
}


def leaderboard_scope(*, ruleset: str | None, league: int | None, season: int | None) -> str:
    """The one scope a leaderboard reads; no filter means every game."""
    given = [
        s
        for s in (
            f"ruleset:{ruleset}" if ruleset else None,
            f"league:{league}" if league is not None else None,
            f"season:{season}" if season is not None else None,
        )
        if s
    ]
    if len(given) > 1:
        raise ServiceError("ambiguous_scope", "Filter by at most one of ruleset, league or season.")
    return given[0] if given else SCOPE_ALL


def leaderboard(*, scope: str, metric: str) -> QuerySet[PlayerRank]:
    if metric not in METRIC_ORDER:
        raise ServiceError("bad_metric", f"metric is one of {sorted(METRIC_ORDER)}.")
    return PlayerRank.objects.filter(scope=scope).select_related("player").order_by(*METRIC_ORDER[metric])


def leaderboard_around(
    board: QuerySet[PlayerRank], player: Player, *, metric: str, neighbours: int
) -> tuple[list[PlayerRank], int]:
    """The player's row in ``board`` (a leaderboard queryset, ordered as
    METRIC_ORDER[metric] says) with up to ``neighbours`` rows above and below;
    returns the rows (each with ``position`` set) and the player's position.
    The position counts the rows strictly ahead in that order."""
    row = board.filter(player=player).first()
    if row is None:
        raise NotFoundError("not_on_leaderboard", f"{player.handle} has no place on this leaderboard (no games in it).")
    ahead: Q | None = None
    equal: dict[str, Any] = {}
    for key in METRIC_ORDER[metric]:
        name = key.lstrip("-")
        value = player.handle if name == "player__handle" else getattr(row, name)
        step = Q(**equal, **{f"{name}__{'gt' if key.startswith('-') else 'lt'}": value})
        ahead = step if ahead is None else ahead | step
        equal[name] = value
    assert ahead is not None
    position = board.filter(ahead).count() + 1
    start = max(0, position - 1 - neighbours)
    rows = list(board[start : position + neighbours])
    for i, entry in enumerate(rows):
        entry.position = start + i + 1  # type: ignore[attr-defined]
    return rows, position


def player_by_handle(handle: str) -> Player:
    player = Player.objects.filter(handle__iexact=handle).first()
    if player is None:
        raise NotFoundError("player_not_found", f"There is no player {handle!r}.")
    return player


def player_profile(player: Player, *, history_scope: str = SCOPE_ALL, history_limit: int = 200) -> dict[str, Any]:
    """Ranks in every scope, the rating history in one scope (oldest first), and recent finished games."""
    ranks = list(PlayerRank.objects.filter(player=player).order_by("scope"))
    overall = next((r for r in ranks if r.scope == SCOPE_ALL), None)
    history = list(
        RatingHistory.objects.filter(player=player, scope=history_scope).order_by("-at", "-id")[:history_limit]
    )
    seats = (
        Seat.objects.filter(player=player, game__status=GameStatus.FINISHED)
        .select_related("game")
        .order_by("-game__finished_at")[:20]
    )
    recent = []
    for seat in seats:
        outcome = seat.game.outcome or {}
        placements = outcome.get("placements") or []
        recent.append(
            {
                "game": seat.game_id,
                "ruleset": seat.game.ruleset,
                "scenario": seat.game.scenario,
                "seat": seat.index,
                "placement": placements[seat.index] if seat.index < len(placements) else None,
                "finished_at": seat.game.finished_at,
            }
        )
    return {
        "id": player.pk,
        "handle": player.handle,
        "title": overall.title if overall else rank_title(0, 0),
        "ranks": ranks,
        "history_scope": history_scope,
        "history": list(reversed(history)),
        "recent_games": recent,
    }
