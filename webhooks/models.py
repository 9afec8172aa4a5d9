"""Webhooks: where integrators want events, and the log of every delivery."""

from __future__ import annotations

from typing import Any

from django.db import models

from players.models import Player


class EventType(models.TextChoices):
    GAME_FINISHED = "game.finished", "A game finished"
    TOURNAMENT_ROUND_PAIRED = "tournament.round_paired", "A tournament round was paired"
    TOURNAMENT_FINISHED = "tournament.finished", "A tournament finished"
    TOURNAMENT_STAGE_STARTED = "tournament.stage_started", "A tournament's stage started (its groups, its playoff)"
    LEAGUE_SEASON_STARTED = "league.season_started", "A league's season started (with its tiers)"
    RANK_CHANGED = "rank.changed", "Ranks changed after a rated game"
    TURN_DUE = "turn.due", "A seat of the webhook's owner is due to act"
    GAME_INVITED = "game.invited", "A seat was reserved for the webhook's owner"


# Events about one player, sent only to that player's own webhooks
# (webhooks.services.event_emit_personal); the others go to every webhook that wants them.
PERSONAL_EVENTS = frozenset({EventType.TURN_DUE, EventType.GAME_INVITED})


class Webhook(models.Model):
    owner = models.ForeignKey(Player, on_delete=models.CASCADE, related_name="webhooks")
    url = models.CharField(max_length=2000)
    # The EventType values wanted, sorted.
    events = models.JSONField(default=list)
    description = models.CharField(max_length=200, blank=True)
    # Standard Webhooks secret (whsec_...): kept to sign, shown to its owner once.
    secret = models.CharField(max_length=100)
    active = models.BooleanField(default=True)
    # Failed attempts in a row (any delivery); a success resets it.
    failure_streak = models.PositiveIntegerField(default=0)
    disabled_at = models.DateTimeField(null=True, blank=True)
    disabled_reason = models.TextField(blank=True)
    # Wants a personal event (kept by save() from ``events``): the turn's seat query
    # asks "has this seat's player an active personal webhook?" without reading events.
    personal = models.BooleanField(default=False, editable=False)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["id"]
        indexes = [
            models.Index(
                fields=["owner"], condition=models.Q(personal=True, active=True), name="webhook_personal_owner"
            )
        ]

    def __str__(self) -> str:
        return f"webhook {self.pk} -> {self.url}"

    def save(self, *args: Any, **kwargs: Any) -> None:
        self.personal = any(event in PERSONAL_EVENTS for event in self.events)
        update_fields = kwargs.get("update_fields")
        if update_fields is not None and "events" in update_fields:
            kwargs["update_fields"] = {*update_fields, "personal"}
        super().save(*args, **kwargs)


class DeliveryStatus(models.TextChoices):
    PENDING = "pending"
    SUCCEEDED = "succeeded"
    FAILED = "failed"


class Delivery(models.Model):
    """One event for one webhook, tried until it succeeds or gives up."""

    webhook = models.ForeignKey(Webhook, on_delete=models.CASCADE, related_name="deliveries")
    # The webhook-id header: the same on every attempt, so a receiver can drop duplicates.
    message_id = models.CharField(max_length=40, unique=True)
    event_type = models.CharField(max_length=40, choices=EventType.choices)
    # The exact body of every attempt (the signature covers these bytes).
    body = models.TextField()
    status = models.CharField(max_length=10, choices=DeliveryStatus.choices, default=DeliveryStatus.PENDING)
    attempts = models.PositiveSmallIntegerField(default=0)
    # When the next attempt is due (while pending); while an attempt runs, the end of its lease.
    next_attempt_at = models.DateTimeField(null=True, blank=True)
    last_status_code = models.PositiveSmallIntegerField(null=True, blank=True)
    last_error = models.CharField(max_length=500, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-id"]
        verbose_name_plural = "deliveries"
        indexes = [models.Index(fields=["status", "next_attempt_at"], name="webhooks_delivery_due")]

    def __str__(self) -> str:
        return f"{self.message_id} ({self.event_type})"


class DeliveryAttempt(models.Model):
    delivery = models.ForeignKey(Delivery, on_delete=models.CASCADE, related_name="attempt_log")
    number = models.PositiveSmallIntegerField()
    at = models.DateTimeField()
    status_code = models.PositiveSmallIntegerField(null=True, blank=True)
    error = models.CharField(max_length=500, blank=True)
    duration_ms = models.PositiveIntegerField(default=0)

    class Meta:
        ordering = ["delivery_id", "number", "id"]

    def __str__(self) -> str:
        return f"attempt {self.number} of {self.delivery_id}: {self.status_code or self.error}"
