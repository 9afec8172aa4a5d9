"""Receivers of other apps' signals, connected by RanksConfig.ready."""

from __future__ import annotations

from typing import Any

from django.dispatch import receiver

from players.models import Player
from players.signals import player_data_requested
from ranks.models import PlayerRank


@receiver(player_data_requested, dispatch_uid="ranks.export_player")
def export_player(sender: type[Player], player: Player, **kwargs: Any) -> dict[str, Any]:
    """The player's ranks, one per scope (the rating history is on their profile)."""
    fields = ("scope", "rating", "mu", "sigma", "title", "games_played", "rated_games", "wins", "frags", "trophies")
    return {"ranks": list(PlayerRank.objects.filter(player=player).order_by("scope").values(*fields))}
