"""Receivers of other apps' signals, connected by WebhooksConfig.ready."""

from __future__ import annotations

from typing import Any

from django.dispatch import receiver

from players.models import Player
from players.signals import player_erasing
from webhooks import services


@receiver(player_erasing, dispatch_uid="webhooks.delete_erased_players_webhooks")
def delete_erased_players_webhooks(sender: type[Player], player: Player, **kwargs: Any) -> None:
    """Delete the webhooks of an account being erased: nothing is sent for it again."""
    services.player_webhooks_delete(player=player)
