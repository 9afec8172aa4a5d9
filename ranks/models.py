"""Rank tables: a player's standing per scope, its history, and the ledger of
applied games. Written only by ranks.services.

The tables keep the names they had when these models lived in ``players``
(``players_playerrank`` ...): the move to this app changed Django's state
only, so no row was copied (see ranks/migrations/0001_initial.py)."""

from __future__ import annotations

from django.db import models

from games.models import Game
from players.models import Player


class PlayerRank(models.Model):
    """A player's rating and tallies in one scope (``all``, ``ruleset:<id>``,
    ``league:<id>``, ``season:<id>``); written only by ranks.services."""

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
        db_table = "players_playerrank"
        ordering = ["scope", "-rating", "player"]
        constraints = [models.UniqueConstraint(fields=["player", "scope"], name="player_rank_unique_scope")]
        # One per leaderboard order (ranks.selectors.METRIC_ORDER), ending in the
        # player id: a page from any depth is a range of its index.
        indexes = [
            models.Index(fields=["scope", "-rating", "player"], name="rank_board_rating"),
            models.Index(fields=["scope", "-frags", "-rating", "player"], name="rank_board_frags"),
            models.Index(fields=["scope", "-trophies", "-rating", "player"], name="rank_board_trophies"),
            models.Index(fields=["scope", "-wins", "-rating", "player"], name="rank_board_wins"),
        ]

    def __str__(self) -> str:
        # Shown as the admin page's title: the player by handle, the rating to two places.
        return f"{self.player.handle} in {self.scope}: rating {self.rating:.2f}"


class RatingHistory(models.Model):
    """A player's rating in a scope right after one game (for charts and profiles)."""

    # Derived rows, written only by the rank paths from the game and seats they read
    # in the same transaction: no database foreign keys (Django's on_delete still
    # cascades), because checking them took each row a key-share lock on its game
    # and player row at commit, over a third of the full recompute
    # (docs/ranks.md). No index of the player alone: history_player_scope_at leads with it.
    player = models.ForeignKey(
        Player, on_delete=models.CASCADE, related_name="rating_history", db_constraint=False, db_index=False
    )
    scope = models.CharField(max_length=80)
    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="+", db_constraint=False)
    mu = models.FloatField()
    sigma = models.FloatField()
    rating = models.FloatField()
    at = models.DateTimeField()

    class Meta:
        db_table = "players_ratinghistory"
        ordering = ["player", "scope", "at", "id"]
        indexes = [models.Index(fields=["player", "scope", "at"], name="history_player_scope_at")]

    def __str__(self) -> str:
        return f"{self.player_id} {self.scope} game {self.game_id}: {self.rating:.2f}"


class RankUpdate(models.Model):
    """The ledger of games applied to the ranks: one row per game makes the
    update idempotent, and the row ids are the order the recompute replays."""

    game = models.OneToOneField(Game, on_delete=models.CASCADE, related_name="rank_update")
    applied_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        db_table = "players_rankupdate"
        ordering = ["id"]

    def __str__(self) -> str:
        return f"game {self.game_id} applied"
