"""Receivers of other apps' signals, connected by TournamentsConfig.ready."""

from __future__ import annotations

from typing import Any

from django.dispatch import receiver

from players.models import Player
from players.signals import player_erasing
from tournaments import services


@receiver(player_erasing, dispatch_uid="tournaments.withdraw_erased_player")
def withdraw_erased_player(sender: type[Player], player: Player, **kwargs: Any) -> None:
    """Withdraw the entries and leave the leagues of an account being erased."""
    services.player_events_leave(player=player)
