from __future__ import annotations

from typing import Any

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from config.fields import StrictCharField
from players.models import HANDLE_PATTERN, Player, PlayerRank, RatingHistory


@extend_schema_field({"type": "string", "minLength": 2, "maxLength": 32, "pattern": HANDLE_PATTERN})
class HandleField(StrictCharField):
    """A handle as sent: not trimmed, so "ab\n" is refused (400 bad_handle,
    checked by players.services.player_register), not registered as "ab"."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(trim_whitespace=False, **kwargs)


class PlayerRegisterRequestSerializer(serializers.Serializer):
    handle = HandleField(help_text="2-32 letters, digits, '_', '.' or '-', starting with a letter or digit.")


class PlayerRegisteredSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    handle = serializers.CharField()
    token = serializers.CharField(help_text="Send as `Authorization: Token <token>`. Shown once.")


class PlayerSerializer(serializers.ModelSerializer):
    class Meta:
        model = Player
        fields = ["id", "handle", "created_at"]


class LeaderboardEntrySerializer(serializers.ModelSerializer):
    position = serializers.IntegerField(help_text="1-based place in this (filtered) leaderboard.")
    player = serializers.IntegerField(source="player_id")
    handle = serializers.CharField(source="player.handle")

    class Meta:
        model = PlayerRank
        fields = [
            "position",
            "player",
            "handle",
            "scope",
            "rating",
            "mu",
            "sigma",
            "frags",
            "trophies",
            "wins",
            "games_played",
            "rated_games",
            "title",
        ]


class PlayerRankSerializer(serializers.ModelSerializer):
    class Meta:
        model = PlayerRank
        fields = ["scope", "rating", "mu", "sigma", "frags", "trophies", "wins", "games_played", "rated_games", "title"]


class RatingPointSerializer(serializers.ModelSerializer):
    class Meta:
        model = RatingHistory
        fields = ["game", "at", "rating", "mu", "sigma"]


class RecentGameSerializer(serializers.Serializer):
    game = serializers.IntegerField()
    ruleset = serializers.CharField()
    scenario = serializers.CharField()
    seat = serializers.IntegerField()
    placement = serializers.IntegerField(allow_null=True)
    finished_at = serializers.DateTimeField(allow_null=True)


class PlayerProfileSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    handle = serializers.CharField()
    title = serializers.CharField(help_text="Rank title from frags and trophies over every game.")
    ranks = PlayerRankSerializer(many=True, help_text="One entry per scope the player has games in.")
    history_scope = serializers.CharField()
    history = RatingPointSerializer(many=True, help_text="Rating after each game in history_scope, oldest first.")
    recent_games = RecentGameSerializer(many=True)
