"""Request and response shapes for leagues and tournaments (names unique across apps)."""

from __future__ import annotations

from rest_framework import serializers

from core.fields import StrictBooleanField, StrictCharField, StrictFloatField, StrictIntegerField
from core.serializers import KnownFieldsRequestSerializer
from games.models import MAX_TURN_SECONDS, DeadlinePolicy
from players.models import Player
from tournaments.models import (
    Entrant,
    Format,
    GroupFormat,
    League,
    PlayoffFormat,
    Round,
    Season,
    Seeding,
    StayRule,
    Table,
    Tournament,
)

SCORING_FIELDS = ["placement_points", "frag_points", "trophy_points", "bye_points"]
TURN_CLOCK_FIELDS = ["turn_seconds", "deadline_policy"]

# Bounds on every number a client sends: points are finite and modest, sizes
# fit their columns (a table holds at most 8 seats).
MAX_POINTS = 1_000_000.0
MAX_TABLE = 8
MAX_MEMBERS = 100_000
MAX_ROUNDS = 64
MAX_PAIRINGS_PER_SEASON = 1000


def points_field(default: float) -> serializers.FloatField:
    return StrictFloatField(required=False, default=default, min_value=-MAX_POINTS, max_value=MAX_POINTS)


class ScoringRequestMixin(serializers.Serializer):
    placement_points = serializers.ListField(
        child=StrictFloatField(min_value=-MAX_POINTS, max_value=MAX_POINTS),
        required=False,
        max_length=MAX_TABLE,
        help_text="Points for 1st, 2nd, ...; default [3, 1].",
    )
    frag_points = points_field(0.0)
    trophy_points = points_field(0.0)


class TurnClockRequestMixin(serializers.Serializer):
    """The turn clock a league or tournament gives each of its games (as POST /games/ takes one)."""

    turn_seconds = StrictIntegerField(
        required=False,
        allow_null=True,
        default=None,
        min_value=1,
        max_value=MAX_TURN_SECONDS,
        help_text="Seconds a human seat has for each turn in its games, at most 30 days; omit or null for no deadline.",
    )
    deadline_policy = serializers.ChoiceField(
        choices=DeadlinePolicy.choices,
        default=DeadlinePolicy.RANDOM,
        help_text="A late turn: played by the random bot (random), or the seat is forfeited (forfeit).",
    )


class LeagueCreateRequestSerializer(ScoringRequestMixin, TurnClockRequestMixin):
    name = StrictCharField(max_length=80)
    ruleset = StrictCharField(max_length=40)
    scenario = StrictCharField(required=False, max_length=60, help_text="Defaults to the ruleset's first scenario.")
    options = serializers.DictField(required=False, default=dict)
    table_size = StrictIntegerField(min_value=2, max_value=MAX_TABLE, default=2)
    max_members = StrictIntegerField(min_value=2, max_value=MAX_MEMBERS, required=False, allow_null=True)
    bye_points = points_field(0.0)
    auto_pair = StrictBooleanField(
        default=False,
        help_text="Pair the members again as soon as a pairing's games are all over; the organiser makes each "
        "season's first pairing (POST /leagues/{id}/pair/).",
    )
    pairings_per_season = StrictIntegerField(
        required=False,
        allow_null=True,
        default=None,
        min_value=1,
        max_value=MAX_PAIRINGS_PER_SEASON,
        help_text="Pairings in a season (then 409 season_complete until the next season); omit for no limit.",
    )
    tiers = StrictIntegerField(
        default=1,
        min_value=1,
        max_value=20,
        help_text="Divisions: tiers (1 the top), each paired within itself; 1 for none. The members at the first"
        " pairing are dealt into them in join order; later members enter the lowest.",
    )
    promote = StrictIntegerField(
        default=1, min_value=0, max_value=1000, help_text="Divisions: how many of each tier go up at a season's end."
    )
    relegate = StrictIntegerField(
        default=1, min_value=0, max_value=1000, help_text="Divisions: how many of each tier go down at a season's end."
    )


class SeasonSerializer(serializers.ModelSerializer):
    class Meta:
        model = Season
        fields = ["id", "number", "is_current", "started_at", "ended_at"]


class LeagueSerializer(serializers.ModelSerializer):
    owner = serializers.CharField(source="owner.handle")
    members = serializers.SerializerMethodField()
    seasons = SeasonSerializer(many=True)

    class Meta:
        model = League
        fields = [
            "id",
            "name",
            "owner",
            "ruleset",
            "scenario",
            "options",
            "table_size",
            "max_members",
            "auto_pair",
            "pairings_per_season",
            "tiers",
            "promote",
            "relegate",
            *TURN_CLOCK_FIELDS,
            "status",
            *SCORING_FIELDS,
            "members",
            "seasons",
            "created_at",
        ]

    def get_members(self, obj: League) -> list[str]:
        """Handles of the members now (who left is in the standings while their games count)."""
        return [m.player.handle for m in obj.members.all() if m.left_at is None]


class LeagueLeaveRequestSerializer(KnownFieldsRequestSerializer):
    player = StrictCharField(
        required=False, max_length=32, help_text="Organisers: the member to remove (a handle); omit to leave yourself."
    )


class StandingRowSerializer(serializers.Serializer):
    rank = serializers.IntegerField(help_text="Shared by entrants level on every tie-break but the seed.")
    entrant = serializers.IntegerField(help_text="Player id (leagues) or entrant id (tournaments).")
    name = serializers.CharField()
    points = serializers.FloatField()
    buchholz = serializers.FloatField(help_text="Sum of the points of every opponent met.")
    beaten = serializers.IntegerField(help_text="Opponents who finished below, over every table.")
    wins = serializers.IntegerField()
    played = serializers.IntegerField()
    byes = serializers.IntegerField()
    frags = serializers.IntegerField()
    trophies = serializers.IntegerField()
    fighter = serializers.DictField(
        allow_null=True,
        required=False,
        help_text="Frag Deadlands: the entrant's grown fighter as it enters its next game"
        " (fighter, health, speed, accuracy); null elsewhere or before its first game.",
    )
    withdrawn = serializers.BooleanField(
        help_text="The entrant withdrew from the tournament (or the player left the league): paired no more,"
        " its results stand."
    )


class StandingsSerializer(serializers.Serializer):
    scope = serializers.CharField(help_text="season:<id> or tournament:<id>.")
    rows = StandingRowSerializer(many=True)


class TournamentCreateRequestSerializer(ScoringRequestMixin, TurnClockRequestMixin):
    name = StrictCharField(max_length=80)
    ruleset = StrictCharField(max_length=40)
    scenario = StrictCharField(required=False, max_length=60)
    options = serializers.DictField(required=False, default=dict)
    format = serializers.ChoiceField(choices=Format.choices)
    table_size = StrictIntegerField(
        default=2, min_value=2, max_value=MAX_TABLE, help_text="Entrants a table: 2, or pods of 3 to 8."
    )
    team_size = StrictIntegerField(
        default=1, min_value=1, max_value=MAX_TABLE, help_text="Players per entrant (team scenarios)."
    )
    rounds_planned = StrictIntegerField(
        required=False, allow_null=True, min_value=1, max_value=MAX_ROUNDS, help_text="Swiss: default log2(n)."
    )
    auto_advance = StrictBooleanField(default=True)
    late_entries = StrictBooleanField(
        default=False,
        help_text="Swiss only: take entries while the tournament runs; each late entrant is paired from the next "
        "round, with no points for the rounds it missed.",
    )
    bye_points = points_field(3.0)
    grand_final_reset = StrictBooleanField(
        default=True,
        help_text="Double elimination: when the losers' bracket's finalist wins the grand final, it is played again.",
    )
    stay_rule = serializers.ChoiceField(
        choices=StayRule.choices,
        default=StayRule.HALF,
        help_text="Double elimination at tables of more than 2: who of a table stays in its bracket"
        " (half: the better half, rounded down, at least one; winner: the winner only); the rest drop"
        " to the losers' bracket, or from it are out.",
    )
    seeding = serializers.ChoiceField(
        choices=Seeding.choices,
        default=Seeding.ENTRY,
        help_text="Seeds at the start: entry order, or the players' ratings in the ruleset (bots and the unrated"
        " after the rated, in entry order).",
    )
    group_count = StrictIntegerField(default=2, min_value=1, max_value=64, help_text="groups_playoff: groups.")
    group_format = serializers.ChoiceField(
        choices=GroupFormat.choices, default=GroupFormat.ROUND_ROBIN, help_text="groups_playoff: each group's format."
    )
    group_advance = StrictIntegerField(
        default=2, min_value=1, max_value=64, help_text="groups_playoff: how many of each group go through."
    )
    playoff_format = serializers.ChoiceField(
        choices=PlayoffFormat.choices,
        default=PlayoffFormat.SINGLE_ELIMINATION,
        help_text="groups_playoff: the playoff's format.",
    )
    stage_auto_start = StrictBooleanField(
        default=True,
        help_text="groups_playoff: start the playoff when the last group game ends; false: the organiser starts it"
        " (POST /tournaments/{id}/rounds/).",
    )


class EntrantSerializer(serializers.ModelSerializer):
    players: serializers.SlugRelatedField[Player] = serializers.SlugRelatedField(
        slug_field="handle", many=True, read_only=True
    )

    class Meta:
        model = Entrant
        fields = ["id", "name", "seed", "players", "bot", "stat_raises", "withdrawn_at", "group"]


class EntrantRequestSerializer(KnownFieldsRequestSerializer):
    players = serializers.ListField(
        child=StrictCharField(max_length=32),
        required=False,
        max_length=MAX_TABLE,
        help_text="Handles; omit to enter yourself.",
    )
    bot = StrictCharField(
        required=False, default="", allow_blank=True, max_length=40, help_text="Organisers: enter a bot instead."
    )
    name = StrictCharField(required=False, default="", max_length=80)


class WithdrawRequestSerializer(KnownFieldsRequestSerializer):
    entrant = StrictIntegerField(
        required=False,
        min_value=1,
        max_value=10**18 - 1,
        help_text="The entrant's id (organisers: any; players: their own); omit to withdraw your own entry.",
    )


class StatRaiseRequestSerializer(serializers.Serializer):
    stat = serializers.ChoiceField(choices=["health", "speed", "accuracy"])


class TableSerializer(serializers.ModelSerializer):
    class Meta:
        model = Table
        fields = ["index", "match", "entrants", "game", "result"]


class RoundSerializer(serializers.ModelSerializer):
    tables = TableSerializer(many=True)

    class Meta:
        model = Round
        fields = ["number", "stage", "status", "byes", "tables", "started_at", "completed_at"]


class TournamentSerializer(serializers.ModelSerializer):
    owner = serializers.CharField(source="owner.handle")
    lot_seed = serializers.CharField(read_only=True, help_text="The event's seed (a string: 63 bits): the drawn lots.")
    entrants = EntrantSerializer(many=True)
    rounds = RoundSerializer(many=True)

    class Meta:
        model = Tournament
        fields = [
            "id",
            "name",
            "owner",
            "ruleset",
            "scenario",
            "options",
            "format",
            "table_size",
            "team_size",
            "rounds_planned",
            "auto_advance",
            "late_entries",
            "grand_final_reset",
            "stay_rule",
            "seeding",
            "group_count",
            "group_format",
            "group_advance",
            "playoff_format",
            "stage_auto_start",
            "lot_seed",
            "playoff_seeds",
            *TURN_CLOCK_FIELDS,
            "status",
            *SCORING_FIELDS,
            "entrants",
            "rounds",
            "created_at",
            "started_at",
            "finished_at",
        ]


class BracketEntrantSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()


class BracketMatchSerializer(serializers.Serializer):
    id = serializers.CharField(
        help_text="W<round>-<n> (winners'), L<round>-<n> (losers'), GF, GF-reset; single elimination: "
        "R<round>-<n> (a table), R<round>-bye-<n> (a bye)."
    )
    bracket = serializers.ChoiceField(choices=["winners", "losers", "final", "single"])
    round = serializers.IntegerField(help_text="The round within its bracket (pods: the tournament round).")
    # "from" is a Python keyword: the field is declared below.
    entrants = serializers.ListField(
        child=BracketEntrantSerializer(allow_null=True), help_text="Two slots; null: not known yet (or nobody)."
    )
    status = serializers.ChoiceField(
        choices=["pending", "ready", "played", "bye", "walkover", "empty"],
        help_text="pending: an entrant not known yet; ready: to be played (or being played); bye: nobody to meet,"
        " through with no loss; walkover: a withdrawn entrant lost it unplayed; empty: nobody came, or a reset"
        " not needed.",
    )
    winner = BracketEntrantSerializer(allow_null=True)
    loser = BracketEntrantSerializer(allow_null=True)
    game = serializers.IntegerField(allow_null=True, help_text="The table's game, once it is paired.")


BracketMatchSerializer._declared_fields["from"] = serializers.ListField(
    child=serializers.CharField(), help_text="Where each slot's entrant comes from: seed 3, winner of W1-2, ..."
)


class PlacementSerializer(serializers.Serializer):
    entrant = BracketEntrantSerializer()
    place = serializers.IntegerField()
    place_to = serializers.IntegerField(help_text="The last place of a shared range (5th-6th: 5 and 6).")
    label = serializers.CharField(help_text="1st, 2nd, 3rd, 4th, 5th-6th, ...")  # type: ignore[assignment]
    losses = serializers.IntegerField()
    out_in = serializers.CharField(
        allow_null=True,
        help_text='The match that knocked it out (a group, or "withdrawn after round N"); null: not out.',
    )
    withdrawn = serializers.BooleanField()


class BracketSerializer(serializers.Serializer):
    finished = serializers.BooleanField()
    champion = BracketEntrantSerializer(allow_null=True)
    matches = BracketMatchSerializer(many=True)
    placements = PlacementSerializer(
        many=True, help_text="Everyone once, best first; final when the tournament is finished."
    )


class GroupRowSerializer(serializers.Serializer):
    rank = serializers.IntegerField()
    entrant = BracketEntrantSerializer()
    points = serializers.FloatField()
    head_to_head = serializers.IntegerField(help_text="Entrants level on points it beat at the tables they shared.")
    buchholz = serializers.FloatField()
    frags = serializers.IntegerField()
    trophies = serializers.IntegerField()
    lot = serializers.IntegerField(help_text="The drawn lot (from the event's seed): the last tie-break, higher first.")
    decided_by = serializers.CharField(
        help_text="The tie-break that put it below the row above: points, head_to_head, buchholz, frags, trophies, lot."
    )
    played = serializers.IntegerField()
    byes = serializers.IntegerField()
    withdrawn = serializers.BooleanField()
    through = serializers.BooleanField(help_text="Went through to the playoff.")


class GroupSerializer(serializers.Serializer):
    name = serializers.CharField()
    rows = GroupRowSerializer(many=True)


class GroupsSerializer(serializers.Serializer):
    stage = serializers.ChoiceField(choices=["", "groups", "playoff"], help_text='The stage now ("": not started).')
    lot_seed = serializers.CharField()
    tie_breaks = serializers.ListField(child=serializers.CharField(), help_text="Applied in this order.")
    advance = serializers.IntegerField()
    groups = GroupSerializer(many=True)
    playoff_seeds = BracketEntrantSerializer(many=True, help_text="The playoff's entrants in seed order, once drawn.")


class TierMemberSerializer(serializers.Serializer):
    rank = serializers.IntegerField(help_text="Within the tier, by the season's standings.")
    player = serializers.CharField()
    points = serializers.FloatField()
    played = serializers.IntegerField()
    move = serializers.ChoiceField(
        choices=["entered", "promoted", "relegated", "stayed", ""], help_text="How the member came to this tier."
    )
    withdrawn = serializers.BooleanField(help_text="Left the league.")


class TierSerializer(serializers.Serializer):
    tier = serializers.IntegerField()
    name = serializers.CharField()
    members = TierMemberSerializer(many=True)


class TierSeasonSerializer(serializers.Serializer):
    season = serializers.IntegerField()
    tier = serializers.IntegerField()
    move = serializers.CharField()


class TierHistorySerializer(serializers.Serializer):
    player = serializers.CharField()
    seasons = TierSeasonSerializer(many=True)


class SeasonRefSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    number = serializers.IntegerField()


class TiersSerializer(serializers.Serializer):
    season = SeasonRefSerializer()
    promote = serializers.IntegerField()
    relegate = serializers.IntegerField()
    tiers = TierSerializer(many=True, help_text="Empty for a league without divisions (or before its first pairing).")
    history = TierHistorySerializer(many=True, help_text="Each member's tier in every season.")
