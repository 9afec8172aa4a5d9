"""Receivers of other apps' signals, connected by GamesConfig.ready."""

from __future__ import annotations

from typing import Any

from django.dispatch import receiver

from games import services
from players.models import Player
from players.signals import player_data_requested, player_erasing


@receiver(player_erasing, dispatch_uid="games.release_erased_player")
def release_erased_player(sender: type[Player], player: Player, **kwargs: Any) -> None:
    """Free, forfeit or open the seats of an account being erased."""
    services.player_games_release(player=player)


@receiver(player_data_requested, dispatch_uid="games.export_player")
def export_player(sender: type[Player], player: Player, **kwargs: Any) -> dict[str, Any]:
    """The player's seats: each game's settings, their place in it and how many actions they posted."""
    return {"games": services.player_games_export(player=player)}
