"""Quick play: a player's ticket to be matched into a game, and the record of
each match (the game it made and how long its players waited)."""

from __future__ import annotations

from django.db import models
from django.db.models import Q
from django.utils import timezone

from games.models import Game
from players.models import Player


class TicketStatus(models.TextChoices):
    SEARCHING = "searching", "Searching for a game"
    MATCHED = "matched", "Matched: seated in a game"
    CANCELLED = "cancelled", "Cancelled by the player"
    EXPIRED = "expired", "Expired unmatched"


class Ticket(models.Model):
    """Written only by matchmaking.services; the matcher locks searching rows
    with SELECT ... FOR UPDATE SKIP LOCKED."""

    player = models.ForeignKey(Player, on_delete=models.CASCADE, related_name="tickets")
    ruleset = models.CharField(max_length=40)
    scenario = models.CharField(max_length=60)
    options = models.JSONField(default=dict, blank=True, help_text="The full options, defaults filled in.")
    # ruleset|scenario|hash of the options: the tickets that may share a game.
    pool = models.CharField(max_length=160)
    min_seats = models.PositiveSmallIntegerField()
    max_seats = models.PositiveSmallIntegerField()
    bots_after = models.PositiveIntegerField(
        null=True, blank=True, help_text="Seconds after which bots fill the empty seats; empty: humans only."
    )
    bot = models.CharField(max_length=40, default="normal", help_text="The bots' level when they fill seats.")
    rating = models.FloatField(
        help_text="The player's openskill ordinal in the ruleset's scope when the ticket opened."
    )
    status = models.CharField(max_length=10, choices=TicketStatus.choices, default=TicketStatus.SEARCHING)
    game = models.ForeignKey(Game, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    created_at = models.DateTimeField()
    expires_at = models.DateTimeField()
    closed_at = models.DateTimeField(null=True, blank=True, help_text="When it was matched, cancelled or expired.")

    class Meta:
        ordering = ["-created_at", "-id"]
        constraints = [
            models.UniqueConstraint(
                fields=["player", "ruleset"],
                condition=Q(status="searching"),
                name="ticket_one_open_per_ruleset",
            ),
            models.CheckConstraint(condition=Q(min_seats__lte=models.F("max_seats")), name="ticket_seat_range"),
        ]
        indexes = [
            models.Index(fields=["pool", "created_at"], condition=Q(status="searching"), name="ticket_open_pool"),
            models.Index(fields=["player", "-created_at"], name="ticket_player_recent"),
        ]

    def __str__(self) -> str:
        return f"ticket {self.pk} {self.ruleset} ({self.status})"

    @property
    def waited_seconds(self) -> float:
        """Seconds from opening to being closed (or to now while searching)."""
        end = self.closed_at or timezone.now()
        return max(0.0, (end - self.created_at).total_seconds())


class Match(models.Model):
    """One game the matcher made."""

    game = models.OneToOneField(Game, on_delete=models.CASCADE, related_name="match")
    ruleset = models.CharField(max_length=40)
    scenario = models.CharField(max_length=60)
    humans = models.PositiveSmallIntegerField()
    bots = models.PositiveSmallIntegerField(default=0)
    rating_spread = models.FloatField(help_text="Highest minus lowest rating of the matched players.")
    longest_wait_seconds = models.FloatField()
    mean_wait_seconds = models.FloatField()
    created_at = models.DateTimeField()

    class Meta:
        ordering = ["-created_at", "-id"]
        verbose_name_plural = "matches"

    def __str__(self) -> str:
        return f"match {self.pk}: game {self.game_id} ({self.humans} + {self.bots} bots)"
