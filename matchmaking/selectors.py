"""Reads for quick play: a player's tickets, and the lobby of open games."""

from __future__ import annotations

from typing import Any

from django.db.models import Count, Q, QuerySet
from django.utils import timezone

from core.errors import NotFoundError
from games.models import Game, GameStatus, SeatType
from games.rows import seats_of_games
from matchmaking.models import Ticket
from players.models import Player
from ranks.models import PlayerRank
from ranks.rating import RankState


def ticket_list(*, player: Player, status: str | None = None) -> QuerySet[Ticket]:
    tickets = Ticket.objects.filter(player=player).select_related("player").order_by("-created_at", "-id")
    return tickets.filter(status=status) if status else tickets


def ticket_get(*, ticket_id: int, player: Player) -> Ticket:
    """A player sees only their own tickets (another's is 404, not 403: ids are not secrets, but plans are)."""
    ticket = Ticket.objects.filter(pk=ticket_id, player=player).select_related("player").first()
    if ticket is None:
        raise NotFoundError("ticket_not_found", f"You have no ticket {ticket_id}.")
    return ticket


def ticket_payload(ticket: Ticket) -> dict[str, Any]:
    return {
        "id": ticket.pk,
        "player": ticket.player.handle,
        "ruleset": ticket.ruleset,
        "scenario": ticket.scenario,
        "options": ticket.options,
        "min_seats": ticket.min_seats,
        "max_seats": ticket.max_seats,
        "bots_after": ticket.bots_after,
        "bot": ticket.bot,
        "rating": ticket.rating,
        "status": ticket.status,
        "game": ticket.game_id,
        "created_at": ticket.created_at,
        "expires_at": ticket.expires_at,
        "closed_at": ticket.closed_at,
        "waited_seconds": round(ticket.waited_seconds, 3),
    }


def lobby_games() -> QuerySet[Game]:
    """Games waiting for players with at least one free human seat that anyone may
    take (not reserved for a player), newest first."""
    free = Count(
        "seats",
        filter=Q(seats__type=SeatType.HUMAN, seats__player__isnull=True, seats__reserved_for__isnull=True),
    )
    return (
        Game.objects.filter(status=GameStatus.WAITING)
        .annotate(free_seats=free, seat_count=Count("seats"))
        .filter(free_seats__gt=0)
        .order_by("-created_at", "-id")
    )


def lobby_payload(games: list[Game]) -> list[dict[str, Any]]:
    """One row per game: the seats, and the mean openskill ordinal of the seated
    players in the game's ruleset scope (a player with no rated game counts as
    the default rating's ordinal). The page's seats are read in one statement."""
    seats_of = seats_of_games([game.pk for game in games])
    wanted: set[tuple[int, str]] = set()
    for game in games:
        wanted.update((s.player_id, f"ruleset:{game.ruleset}") for s in seats_of.get(game.pk, []) if s.player_id)
    ratings: dict[tuple[int, str], float] = {}
    if wanted:
        rows = PlayerRank.objects.filter(
            player_id__in={p for p, _ in wanted}, scope__in={scope for _, scope in wanted}
        ).values_list("player_id", "scope", "rating")
        ratings = {(p, scope): r for p, scope, r in rows}
    default = RankState.fresh().rating
    now = timezone.now()
    out = []
    for game in games:
        seats = seats_of.get(game.pk, [])
        seated = [s for s in seats if s.player_id is not None]
        empty = [s for s in seats if s.type == SeatType.HUMAN and s.player_id is None]
        values = [ratings.get((s.player_id, f"ruleset:{game.ruleset}"), default) for s in seated if s.player_id]
        out.append(
            {
                "id": game.pk,
                "ruleset": game.ruleset,
                "scenario": game.scenario,
                "options": game.options,
                "practice": game.practice,
                "seats": len(seats),
                "free_seats": sum(1 for s in empty if s.reserved_for_id is None),
                "reserved_seats": sum(1 for s in empty if s.reserved_for_id is not None),
                "bots": sum(1 for s in seats if s.type == SeatType.AI),
                "players": [s.player.handle for s in seated if s.player is not None],
                "average_rating": sum(values) / len(values) if values else None,
                "created_at": game.created_at,
                "age_seconds": round((now - game.created_at).total_seconds(), 1),
            }
        )
    return out
