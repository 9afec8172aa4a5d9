"""Receivers of other apps' signals, connected by WebhooksConfig.ready."""

from __future__ import annotations

from typing import Any

from django.dispatch import receiver

from players.models import Player
from players.signals import player_data_requested, player_erasing
from webhooks import services
from webhooks.models import Webhook


@receiver(player_erasing, dispatch_uid="webhooks.delete_erased_players_webhooks")
def delete_erased_players_webhooks(sender: type[Player], player: Player, **kwargs: Any) -> None:
    """Delete the webhooks of an account being erased: nothing is sent for it again."""
    services.player_webhooks_delete(player=player)


@receiver(player_data_requested, dispatch_uid="webhooks.export_player")
def export_player(sender: type[Player], player: Player, **kwargs: Any) -> dict[str, Any]:
    """The player's webhooks, without their secrets."""
    return {
        "webhooks": list(
            Webhook.objects.filter(owner=player)
            .order_by("id")
            .values("id", "url", "events", "description", "active", "disabled_at", "created_at")
        )
    }
