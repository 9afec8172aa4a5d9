"""Receivers of other apps' signals, connected by MatchmakingConfig.ready."""

from __future__ import annotations

from typing import Any

from django.dispatch import receiver

from matchmaking import services
from players.models import Player
from players.signals import player_erasing


@receiver(player_erasing, dispatch_uid="matchmaking.cancel_erased_players_tickets")
def cancel_erased_players_tickets(sender: type[Player], player: Player, **kwargs: Any) -> None:
    """Cancel the searching tickets of an account being erased."""
    services.player_tickets_cancel(player=player)
