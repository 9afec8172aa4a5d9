"""Reads for players: leaderboards and profiles."""

from __future__ import annotations

from typing import Any

from django.db.models import QuerySet

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
