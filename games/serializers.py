"""Request and response shapes of the turn API (names unique across apps)."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from core.fields import StrictCharField, StrictIntegerField, StrictRegexField

# Moved to config (every app answers errors in this shape); re-exported for older imports.
from core.serializers import ErrorSerializer as ErrorSerializer
from games.fairness import CLIENT_SEED_MAX, CLIENT_SEED_PATTERN
from games.models import MAX_TURN_SECONDS, DeadlinePolicy, SeatType
from games.schema import action_schema, event_schema
from ladders.registry import all_rulesets
from players.serializers import HandleField

# Bounds on every number a client sends (DESIGN: nothing reaches the database
# out of its column's range). Seats and teams are few; a version is a 32-bit
# counter; a turn lasts at most 30 days.
MAX_SEAT = 63
MAX_VERSION = 2**31 - 1
MAX_SEATS = 16
SEED_MAX = 2**62 - 1
IDEMPOTENCY_KEY_MAX = 255

EVENT_COMMON = {
    "type": "object",
    "properties": {
        "version": {"type": "integer", "description": "The action (game version) that produced the event."},
        "index": {"type": "integer", "description": "Position among that action's events."},
        "seat": {"type": "integer", "description": "The seat whose action produced it."},
        "reason": {"type": "string", "enum": ["player", "ai", "deadline", "forfeit"]},
        "private": {"type": "boolean", "description": "Visible only to some seats (e.g. a drawn card)."},
        "created_at": {"type": "string", "format": "date-time"},
    },
}


@extend_schema_field(action_schema())
class ActionField(serializers.JSONField):
    def to_internal_value(self, data: Any) -> Any:
        if not isinstance(data, dict) or not isinstance(data.get("type"), str):
            raise serializers.ValidationError('An action is a JSON object with a string "type".', code="bad_action")
        return super().to_internal_value(data)


@extend_schema_field({"allOf": [EVENT_COMMON, event_schema()]})
class EventField(serializers.JSONField):
    pass


class ScenarioInfoSerializer(serializers.Serializer):
    id = serializers.CharField()
    name = serializers.CharField()
    teams = serializers.BooleanField()
    min_seats = serializers.IntegerField()
    max_seats = serializers.IntegerField()
    description = serializers.CharField()
    options = serializers.JSONField(
        help_text="JSON Schema of this scenario's options, with defaults; an option it does not list is refused."
    )


class RulesetInfoSerializer(serializers.Serializer):
    id = serializers.CharField()
    name = serializers.CharField()
    description = serializers.CharField()
    min_seats = serializers.IntegerField()
    max_seats = serializers.IntegerField()
    hidden_information = serializers.BooleanField()
    rules_version = serializers.IntegerField(
        help_text="Raised whenever a rules change makes stored logs replay differently (docs/rules-versions.md)."
    )
    scenarios = ScenarioInfoSerializer(many=True)
    options = serializers.JSONField(help_text="JSON Schema of the game options, with defaults.")
    bots = serializers.ListField(child=serializers.CharField(), help_text="Bots that can take an AI seat.")


class BotInfoSerializer(serializers.Serializer):
    name = serializers.CharField(help_text="What an AI seat names: a level (easy, normal, hard) or random.")
    ruleset = serializers.CharField(allow_null=True, help_text="The ruleset this bot plays; null: any ruleset.")
    level = serializers.ChoiceField(choices=["easy", "normal", "hard", "none"], help_text="none for random.")
    description = serializers.CharField(help_text="One line on how it plays.")
    think_seconds = serializers.FloatField(help_text="Upper bound on its thinking time per decision, in seconds.")


class RulesetComponentsSerializer(serializers.Serializer):
    ruleset = serializers.CharField()
    rules_version = serializers.IntegerField()
    components = serializers.DictField(
        child=serializers.ListField(child=serializers.DictField()),
        help_text="Each catalogue by name (cards, characters, fighters, ...): the printed components this "
        "server loaded, which views and events name by number or id. Empty for a ruleset whose views carry all.",
    )


def _ruleset_ids() -> list[str]:
    return [r.info.id for r in all_rulesets()]


def _scenario_ids() -> list[str]:
    return sorted({s.id for r in all_rulesets() for s in r.info.scenarios})


@extend_schema_field({"type": "string", "enum": _ruleset_ids(), "description": "A ruleset id (GET /api/v1/rulesets/)."})
class RulesetIdField(StrictCharField):
    """Checked by the service (400 unknown_ruleset); the schema lists the ids."""


@extend_schema_field(
    {
        "type": "string",
        "enum": _scenario_ids(),
        "description": "One of the ruleset's scenarios (GET /api/v1/rulesets/).",
    }
)
class ScenarioIdField(StrictCharField):
    """Checked by the service against the ruleset (400 unknown_scenario)."""


@extend_schema_field({"type": "string", "enum": ["", "easy", "normal", "hard", "random"]})
class BotNameField(StrictCharField):
    """Checked by the service against the ruleset's bots (400 unknown_bot)."""


class SeatRequestSerializer(serializers.Serializer):
    type = serializers.ChoiceField(choices=SeatType.choices)
    bot = BotNameField(
        required=False,
        allow_blank=True,
        default="",
        max_length=40,
        help_text="For AI seats: easy, normal, hard or random (GET /api/v1/bots/).",
    )
    team = StrictIntegerField(required=False, allow_null=True, default=None, min_value=0, max_value=MAX_SEAT)
    reserved_for = HandleField(
        required=False,
        allow_null=True,
        default=None,
        help_text=(
            "For human seats: the handle of the one player who may take it (an invitation; they are told on "
            "their stream). A game whose free seats are all reserved stays out of the lobby."
        ),
    )


class GameCreateRequestSerializer(serializers.Serializer):
    ruleset = RulesetIdField(max_length=40)
    scenario = ScenarioIdField(required=False, max_length=60, help_text="Defaults to the ruleset's first scenario.")
    options = serializers.DictField(required=False, default=dict, help_text="See the ruleset's option schema.")
    seed = StrictIntegerField(
        required=False,
        allow_null=True,
        min_value=0,
        max_value=SEED_MAX,
        help_text=(
            "Omit (the default) for a provably fair game. Give one to replay a known deal: "
            "the game is then a practice game, unrated and marked so."
        ),
    )
    seats = serializers.ListField(child=SeatRequestSerializer(), min_length=1, max_length=MAX_SEATS)
    teams = serializers.ChoiceField(
        choices=["random"],
        required=False,
        allow_null=True,
        default=None,
        help_text=(
            'Team scenarios: "random" draws the teams (equal sides; in The Dirty Half Dozen, the sniper) '
            "instead of a team per seat."
        ),
    )
    turn_seconds = StrictIntegerField(
        required=False, allow_null=True, min_value=1, max_value=MAX_TURN_SECONDS, help_text="At most 30 days."
    )
    deadline_policy = serializers.ChoiceField(choices=DeadlinePolicy.choices, default=DeadlinePolicy.RANDOM)


class GameSeatSerializer(serializers.Serializer):
    index = serializers.IntegerField()
    type = serializers.ChoiceField(choices=SeatType.choices)
    player = serializers.CharField(allow_null=True)
    reserved_for = serializers.CharField(
        allow_null=True, help_text="The handle of the only player who may take this seat; null: anyone may."
    )
    bot = serializers.CharField(allow_null=True)
    team = serializers.IntegerField(allow_null=True)
    forfeited = serializers.BooleanField()
    deadline_at = serializers.DateTimeField(allow_null=True)


class GameSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    ruleset = serializers.CharField()
    scenario = serializers.CharField()
    options = serializers.JSONField()
    rules_version = serializers.IntegerField(
        allow_null=True,
        help_text="The ruleset's rules version when the game was created (null: before versions were recorded).",
    )
    status = serializers.ChoiceField(choices=["waiting", "active", "finished", "aborted"])
    version = serializers.IntegerField()
    to_act = serializers.ListField(child=serializers.IntegerField())
    your_seat = serializers.IntegerField(allow_null=True)
    seats = GameSeatSerializer(many=True)
    state = serializers.JSONField(
        help_text="The ruleset's view of the game for the caller's seat (a spectator's for anyone else). "
        "Its JSON Schema, every field described, is at GET /rulesets/{ruleset}/view-schema/."
    )
    outcome = serializers.JSONField(allow_null=True)
    turn_seconds = serializers.IntegerField(allow_null=True)
    deadline_policy = serializers.ChoiceField(choices=DeadlinePolicy.choices)
    practice = serializers.BooleanField(
        help_text="The creator chose the seed: unrated, kept out of ratings and tournaments. The creator can "
        "work out every hand and every roll of it in advance, other players' too: join one only to play with "
        "someone you trust."
    )
    seed_sha256 = serializers.CharField(
        help_text="sha256(seed_salt + server_seed): the server's commitment, published at creation."
    )
    seed = serializers.IntegerField(
        allow_null=True, help_text="The game's seed (server seed mixed with the client seeds); shown once it finishes."
    )
    final_state_hash = serializers.CharField(allow_null=True)
    rematch = serializers.IntegerField(
        allow_null=True, help_text="The game its players started after this one (POST .../rematch/), if any."
    )
    created_at = serializers.DateTimeField()
    started_at = serializers.DateTimeField(allow_null=True)
    finished_at = serializers.DateTimeField(allow_null=True)


class JoinRequestSerializer(serializers.Serializer):
    seat = StrictIntegerField(required=False, allow_null=True, min_value=0, max_value=MAX_SEAT)
    client_seed = StrictRegexField(
        CLIENT_SEED_PATTERN,
        # Omitted means none; no default="" here, or the schema would offer a
        # default its own pattern refuses (generated clients send defaults).
        required=False,
        max_length=CLIENT_SEED_MAX,
        help_text="Your own entropy (1-64 visible ASCII characters), mixed into the game's seed when it starts.",
    )


class ReserveRequestSerializer(serializers.Serializer):
    seat = StrictIntegerField(min_value=0, max_value=MAX_SEAT)
    reserved_for = HandleField(
        allow_null=True, help_text="The handle of the one player who may take the seat; null opens it to anyone."
    )


class LegalActionsSerializer(serializers.Serializer):
    version = serializers.IntegerField()
    seat = serializers.IntegerField()
    actions = serializers.ListField(child=ActionField())


class ActionSubmitRequestSerializer(serializers.Serializer):
    action = ActionField()
    expected_version = StrictIntegerField(
        min_value=0,
        max_value=MAX_VERSION,
        help_text="The game's version you chose at (from the game or legal-actions); another is 409 stale_version, "
        "except in a simultaneous phase while only other seats have acted and your legal actions are unchanged.",
    )
    seat = StrictIntegerField(
        required=False, allow_null=True, min_value=0, max_value=MAX_SEAT, help_text="Optional: must be your own seat."
    )


class ActionSubmittedSerializer(serializers.Serializer):
    version = serializers.IntegerField(help_text="The game's version after this action.")
    events = serializers.ListField(child=EventField())
    replayed = serializers.BooleanField(help_text="True when this repeats an earlier Idempotency-Key.")
    your_turn = LegalActionsSerializer(
        allow_null=True,
        help_text="Your seat's turn as the game stands now, when it is still yours to act (a turn of several "
        "steps): the version to post at and your legal actions, as legal-actions answers them. Null when it is "
        "not your seat's turn: your_turn on your stream, or turn.due, says when it is again.",
    )


class EventsPageSerializer(serializers.Serializer):
    version = serializers.IntegerField()
    after = serializers.IntegerField()
    next_after = serializers.IntegerField(help_text="Pass as ?after= to fetch the next page.")
    more = serializers.BooleanField()
    events = serializers.ListField(child=EventField())


class LoggedActionSerializer(serializers.Serializer):
    seat = serializers.IntegerField()
    action = ActionField()


class ReplayErrorSerializer(serializers.Serializer):
    code = serializers.CharField(help_text="The engine's machine-readable reason, e.g. an illegal action's code.")
    detail = serializers.CharField(help_text="The engine's message.")


VERDICTS = {
    "verified": "the seed matches the commitment and the log replays to the final state",
    "seed_mismatch": "the revealed seeds do not give the committed seed",
    "rules_changed": (
        "the game was created under another rules version (or before versions were recorded) and today's "
        "engine does not reproduce it: replay it with an engine of its rules_version"
    ),
    "log_mismatch": "the log does not replay to the final state under the same rules version",
}


class VerificationSerializer(serializers.Serializer):
    ruleset = serializers.CharField()
    config = serializers.JSONField()
    rules_version = serializers.IntegerField(
        allow_null=True,
        help_text="The ruleset's rules version the game was created under; null: before versions were recorded.",
    )
    current_rules_version = serializers.IntegerField(
        help_text="The rules version of the engine that replayed the log for this answer."
    )
    practice = serializers.BooleanField(help_text="The creator chose the seed (unrated).")
    server_seed = serializers.IntegerField(help_text="The server's secret seed, revealed.")
    seed_salt = serializers.CharField(allow_blank=True, help_text="Its salt, revealed.")
    seed_sha256 = serializers.CharField(
        help_text="The commitment published at creation: sha256(seed_salt + server_seed)."
    )
    client_seeds = serializers.ListField(
        child=serializers.CharField(allow_blank=True), help_text="Per seat; '' for none."
    )
    seed = serializers.IntegerField(help_text="The game's seed: games.fairness.mixed_seed of the three above.")
    seed_matches_commitment = serializers.BooleanField(
        help_text="The commitment holds and the seed is the mix of the revealed seeds (or the practice seed)."
    )
    actions = LoggedActionSerializer(many=True)
    final_state_hash = serializers.CharField()
    replayed_state_hash = serializers.CharField(
        allow_null=True, help_text="The hash today's engine replays the log to; null if it refused the log."
    )
    replay_error = ReplayErrorSerializer(
        allow_null=True, help_text="Why today's engine refused the log (a logged action it no longer allows)."
    )
    verified = serializers.BooleanField(help_text="The seed matches and the log replays to the final state.")
    verdict = serializers.ChoiceField(
        choices=list(VERDICTS),
        help_text="; ".join(f"{name}: {meaning}" for name, meaning in VERDICTS.items()) + ".",
    )
