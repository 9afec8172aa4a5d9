"""Receivers of other apps' signals, connected by MatchmakingConfig.ready."""

from __future__ import annotations

from typing import Any

from django.dispatch import receiver

from matchmaking import services
from matchmaking.models import Ticket
from players.models import Player
from players.signals import player_data_requested, player_erasing


@receiver(player_erasing, dispatch_uid="matchmaking.cancel_erased_players_tickets")
def cancel_erased_players_tickets(sender: type[Player], player: Player, **kwargs: Any) -> None:
    """Cancel the searching tickets of an account being erased."""
    services.player_tickets_cancel(player=player)


@receiver(player_data_requested, dispatch_uid="matchmaking.export_player")
def export_player(sender: type[Player], player: Player, **kwargs: Any) -> dict[str, Any]:
    """The player's quick-play tickets."""
    return {
        "tickets": list(
            Ticket.objects.filter(player=player)
            .order_by("id")
            .values(
                "id", "ruleset", "scenario", "min_seats", "max_seats", "status", "game_id", "created_at", "closed_at"
            )
        )
    }
