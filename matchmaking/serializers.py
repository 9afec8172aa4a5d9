"""Request and response shapes of quick play and the lobby (names unique across apps)."""

from __future__ import annotations

from rest_framework import serializers

from core.fields import StrictIntegerField
from core.serializers import ErrorSerializer
from matchmaking.models import TicketStatus


class TicketCreateRequestSerializer(serializers.Serializer):
    ruleset = serializers.CharField(help_text="A ruleset id (GET /api/v1/rulesets/).")
    scenario = serializers.CharField(required=False, help_text="Defaults to the ruleset's first scenario.")
    min_seats = StrictIntegerField(
        required=False, min_value=1, help_text="Smallest table you accept; defaults to the scenario's minimum."
    )
    max_seats = StrictIntegerField(
        required=False, min_value=1, help_text="Largest table you accept; defaults to the scenario's maximum."
    )
    options = serializers.DictField(
        required=False, default=dict, help_text="Game options (the ruleset's schema); only equal options match."
    )
    bots_after = StrictIntegerField(
        required=False,
        allow_null=True,
        min_value=0,
        help_text="After this many seconds unmatched, bots fill the empty seats; omit for humans only.",
    )
    bot = serializers.CharField(
        required=False, default="normal", help_text="The bots' level: easy, normal, hard or random."
    )


class TicketSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    player = serializers.CharField(help_text="Your handle.")
    ruleset = serializers.CharField()
    scenario = serializers.CharField()
    options = serializers.JSONField(help_text="The full options, defaults filled in.")
    min_seats = serializers.IntegerField()
    max_seats = serializers.IntegerField()
    bots_after = serializers.IntegerField(allow_null=True)
    bot = serializers.CharField()
    rating = serializers.FloatField(help_text="Your openskill ordinal in the ruleset's scope when the ticket opened.")
    status = serializers.ChoiceField(choices=TicketStatus.choices)
    game = serializers.IntegerField(allow_null=True, help_text="The game you are seated in, once matched.")
    created_at = serializers.DateTimeField()
    expires_at = serializers.DateTimeField()
    closed_at = serializers.DateTimeField(allow_null=True)
    waited_seconds = serializers.FloatField(help_text="Until matched, cancelled or expired; so far while searching.")


# The error body (core.serializers.ErrorSerializer), plus the ticket in the way.
class TicketConflictSerializer(ErrorSerializer):
    code = serializers.CharField(help_text="ticket_open or ticket_closed.")
    ticket = TicketSerializer(help_text="The ticket already open (or the one that is closed).")


class LobbyGameSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    ruleset = serializers.CharField()
    scenario = serializers.CharField()
    options = serializers.JSONField()
    practice = serializers.BooleanField(
        help_text="A practice game: unrated, and its creator chose the seed, so knows every deal and roll."
    )
    seats = serializers.IntegerField(help_text="Seats at the table.")
    free_seats = serializers.IntegerField(help_text="Human seats nobody has taken, open to anyone.")
    reserved_seats = serializers.IntegerField(help_text="Human seats nobody has taken yet, held for invited players.")
    bots = serializers.IntegerField()
    players = serializers.ListField(child=serializers.CharField(), help_text="Handles already seated.")
    average_rating = serializers.FloatField(
        allow_null=True, help_text="Mean openskill ordinal of the seated players in the ruleset's scope."
    )
    created_at = serializers.DateTimeField()
    age_seconds = serializers.FloatField()
