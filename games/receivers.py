"""Receivers of other apps' signals, connected by GamesConfig.ready."""

from __future__ import annotations

from typing import Any

from django.dispatch import receiver

from games import services
from players.models import Player
from players.signals import player_erasing


@receiver(player_erasing, dispatch_uid="games.release_erased_player")
def release_erased_player(sender: type[Player], player: Player, **kwargs: Any) -> None:
    """Free, forfeit or open the seats of an account being erased."""
    services.player_games_release(player=player)
