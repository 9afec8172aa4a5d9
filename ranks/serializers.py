"""Leaderboard rows and player profiles."""

from __future__ import annotations

from rest_framework import serializers

from ranks.models import PlayerRank, RatingHistory


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
