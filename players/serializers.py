from __future__ import annotations

from rest_framework import serializers

from players.models import Player


class PlayerRegisterRequestSerializer(serializers.Serializer):
    handle = serializers.CharField(max_length=32, help_text="2-32 letters, digits, '_', '.' or '-'.")


class PlayerRegisteredSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    handle = serializers.CharField()
    token = serializers.CharField(help_text="Send as `Authorization: Token <token>`. Shown once.")


class PlayerSerializer(serializers.ModelSerializer):
    class Meta:
        model = Player
        fields = ["id", "handle", "created_at"]
