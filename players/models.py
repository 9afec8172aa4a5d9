from __future__ import annotations

import re

from django.conf import settings
from django.core.validators import RegexValidator
from django.db import models
from django.db.models.functions import Lower

# The handle's shape, as the schema publishes it (ECMA and Python alike; code
# that checks a handle uses handle_is_valid, whose fullmatch refuses the
# trailing newline that Python's "$" lets through).
HANDLE_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9_.-]{1,31}$"
HANDLE_VALIDATOR = RegexValidator(
    r"^[A-Za-z0-9][A-Za-z0-9_.-]{1,31}$",
    "A handle is 2-32 letters, digits, '_', '.' or '-', starting with a letter or digit.",
    code="bad_handle",
)


def handle_is_valid(handle: str) -> bool:
    return re.fullmatch(HANDLE_PATTERN[1:-1], handle) is not None


class Player(models.Model):
    """A person (or a client acting for one) who plays games; one per user."""

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="player")
    handle = models.CharField(max_length=32, validators=[HANDLE_VALIDATOR])
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(Lower("handle"), name="player_handle_unique_ci")]
        ordering = ["handle"]

    def __str__(self) -> str:
        return self.handle


class PlayerRank(models.Model):
    """A player's rating and tallies in one scope (``all``, ``ruleset:<id>``,
    ``league:<id>``, ``season:<id>``); written only by players.services."""

    player = models.ForeignKey(Player, on_delete=models.CASCADE, related_name="ranks")
    scope = models.CharField(max_length=80)
    mu = models.FloatField()
    sigma = models.FloatField()
    rating = models.FloatField(help_text="mu - 3 sigma: the conservative skill estimate leaderboards sort by.")
    frags = models.PositiveIntegerField(default=0)
    trophies = models.PositiveIntegerField(default=0)
    wins = models.PositiveIntegerField(default=0)
    games_played = models.PositiveIntegerField(default=0)
    rated_games = models.PositiveIntegerField(default=0)
    title = models.CharField(max_length=40)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["scope", "-rating"]
        constraints = [models.UniqueConstraint(fields=["player", "scope"], name="player_rank_unique_scope")]
        indexes = [
            models.Index(fields=["scope", "-rating"], name="rank_scope_rating"),
            models.Index(fields=["scope", "-frags"], name="rank_scope_frags"),
            models.Index(fields=["scope", "-trophies"], name="rank_scope_trophies"),
            models.Index(fields=["scope", "-wins"], name="rank_scope_wins"),
        ]

    def __str__(self) -> str:
        return f"{self.player_id} {self.scope} {self.rating:.2f}"


class RatingHistory(models.Model):
    """A player's rating in a scope right after one game (for charts and profiles)."""

    player = models.ForeignKey(Player, on_delete=models.CASCADE, related_name="rating_history")
    scope = models.CharField(max_length=80)
    game = models.ForeignKey("games.Game", on_delete=models.CASCADE, related_name="+")
    mu = models.FloatField()
    sigma = models.FloatField()
    rating = models.FloatField()
    at = models.DateTimeField()

    class Meta:
        ordering = ["player", "scope", "at", "id"]
        indexes = [models.Index(fields=["player", "scope", "at"], name="history_player_scope_at")]

    def __str__(self) -> str:
        return f"{self.player_id} {self.scope} game {self.game_id}: {self.rating:.2f}"


class RankUpdate(models.Model):
    """The ledger of games applied to the ranks: one row per game makes the
    update idempotent, and the row ids are the order the recompute replays."""

    game = models.OneToOneField("games.Game", on_delete=models.CASCADE, related_name="rank_update")
    applied_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["id"]

    def __str__(self) -> str:
        return f"game {self.game_id} applied"
