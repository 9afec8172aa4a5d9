"""A player's games when their account goes: released or forfeited, and exported."""

from __future__ import annotations

import logging
from typing import Any

from django.db import models

from games.models import Action, GameStatus, Seat
from games.services.common import FORFEIT_ACCOUNT_ERASED
from games.services.creating import game_leave
from games.services.finishing import game_seats_forfeit
from players.models import Player

logger = logging.getLogger(__name__)


def player_games_release(*, player: Player) -> None:
    """An account being erased (``players.signals.player_erasing``): its seats in
    games not started are freed (as leaving does), its seats in active games
    forfeited (why ``account erased``), and the seats held for it opened to anyone."""
    waiting = Seat.objects.filter(player=player, game__status=GameStatus.WAITING)
    for game_id in waiting.values_list("game_id", flat=True):
        game_leave(game_id=game_id, player=player)
    active = Seat.objects.filter(player=player, game__status=GameStatus.ACTIVE, forfeited_at__isnull=True)
    for game_id, index in active.values_list("game_id", "index"):
        game_seats_forfeit(game_id=game_id, indices=[index], reason=FORFEIT_ACCOUNT_ERASED)
    Seat.objects.filter(reserved_for=player, player__isnull=True, game__status=GameStatus.WAITING).update(
        reserved_for=None
    )


def player_games_export(*, player: Player) -> list[dict[str, Any]]:
    """For a player's data export: one entry per seat they have had."""
    posted = dict(
        Action.objects.filter(player=player)
        .values("game_id")
        .annotate(n=models.Count("id"))
        .values_list("game_id", "n")
    )
    seats = Seat.objects.filter(player=player).select_related("game").order_by("game_id")
    out = []
    for seat in seats:
        game = seat.game
        placements = (game.outcome or {}).get("placements") or []
        out.append(
            {
                "game": game.pk,
                "ruleset": game.ruleset,
                "scenario": game.scenario,
                "status": game.status,
                "practice": game.practice,
                "seat": seat.index,
                "team": seat.team,
                "joined_at": seat.joined_at,
                "forfeited_at": seat.forfeited_at,
                "created_at": game.created_at,
                "finished_at": game.finished_at,
                "placement": placements[seat.index] if seat.index < len(placements) else None,
                "actions_posted": posted.get(game.pk, 0),
            }
        )
    return out
