from __future__ import annotations

from typing import Any

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from core.fields import StrictCharField
from players.models import HANDLE_PATTERN, Player


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


class TokenRotatedSerializer(serializers.Serializer):
    token = serializers.CharField(help_text="The new key: send as `Authorization: Token <token>`. Shown once.")
    replayed = serializers.BooleanField(help_text="True when this repeats an earlier rotation's Idempotency-Key.")


class PlayerSerializer(serializers.ModelSerializer):
    class Meta:
        model = Player
        fields = ["id", "handle", "created_at"]


class PlayerExportSerializer(serializers.Serializer):
    """A player's data export: the account, then a section per kind of record."""

    exported_at = serializers.DateTimeField()
    player = serializers.DictField(help_text="id, handle, created_at.")
    games = serializers.ListField(
        child=serializers.DictField(),
        help_text="One per seat the player has had: game, ruleset, scenario, status, practice, seat, team, "
        "joined_at, forfeited_at, created_at, finished_at, placement, actions_posted.",
    )
    tournament_entries = serializers.ListField(child=serializers.DictField())
    league_memberships = serializers.ListField(child=serializers.DictField())
    events_organised = serializers.ListField(
        child=serializers.DictField(), help_text="The leagues and tournaments the player owns."
    )
    ranks = serializers.ListField(child=serializers.DictField(), help_text="One per scope.")
    tickets = serializers.ListField(child=serializers.DictField(), help_text="Quick-play tickets.")
    webhooks = serializers.ListField(child=serializers.DictField(), help_text="Without their secrets.")
