"""Reads for webhooks."""

from __future__ import annotations

from django.db.models import QuerySet

from players.models import Player
from webhooks.models import Delivery, Webhook


def webhooks_of(player: Player) -> QuerySet[Webhook]:
    return Webhook.objects.filter(owner=player).select_related("owner").order_by("id")


def deliveries_of(webhook: Webhook) -> QuerySet[Delivery]:
    return Delivery.objects.filter(webhook=webhook).order_by("-id")
