"""Receivers of other apps' signals, connected by TournamentsConfig.ready."""

from __future__ import annotations

from typing import Any

from django.dispatch import receiver

from players.models import Player
from players.signals import player_data_requested, player_erasing
from tournaments import services


@receiver(player_erasing, dispatch_uid="tournaments.withdraw_erased_player")
def withdraw_erased_player(sender: type[Player], player: Player, **kwargs: Any) -> None:
    """Withdraw the entries and leave the leagues of an account being erased, and
    rename the entries named after its handle."""
    services.player_events_leave(player=player, erased_handle=kwargs.get("erased_handle"))


@receiver(player_data_requested, dispatch_uid="tournaments.export_player")
def export_player(sender: type[Player], player: Player, **kwargs: Any) -> dict[str, Any]:
    """The player's tournament entries and league memberships, and the events they organise."""
    return services.player_events_export(player=player)
