"""Leagues (ladders with seasons) and tournaments (rounds of tables).

Standings are not stored: they are computed on read from the finished games
by tournaments.standings, so a finished game feeds them with no extra write.
"""

from __future__ import annotations

import secrets

from django.db import models

from games.models import DeadlinePolicy, Game
from players.models import Player


class Format(models.TextChoices):
    ROUND_ROBIN = "round_robin", "Round robin"
    SWISS = "swiss", "Swiss"
    SINGLE_ELIMINATION = "single_elimination", "Single elimination"
    DOUBLE_ELIMINATION = "double_elimination", "Double elimination"
    GROUPS_PLAYOFF = "groups_playoff", "Group stage into a playoff"


class GroupFormat(models.TextChoices):
    ROUND_ROBIN = "round_robin", "Round robin"
    SWISS = "swiss", "Swiss"


class PlayoffFormat(models.TextChoices):
    SINGLE_ELIMINATION = "single_elimination", "Single elimination"
    DOUBLE_ELIMINATION = "double_elimination", "Double elimination"


class Seeding(models.TextChoices):
    ENTRY = "entry", "Entry order"
    RATING = "rating", "Rating (the players' rank in the ruleset; bots and the unrated after, in entry order)"


class Stage(models.TextChoices):
    NONE = "", "No stages"
    GROUPS = "groups", "Group stage"
    PLAYOFF = "playoff", "Playoff"


class StayRule(models.TextChoices):
    """Double elimination at tables of more than 2: who of a table stays in its bracket."""

    HALF = "half", "The better half (rounded down, at least one)"
    WINNER = "winner", "The table's winner only"


class TournamentStatus(models.TextChoices):
    OPEN = "open", "Taking entries"
    RUNNING = "running", "Running"
    FINISHED = "finished", "Finished"


class LeagueStatus(models.TextChoices):
    OPEN = "open", "Open"
    CLOSED = "closed", "Closed"


class RoundStatus(models.TextChoices):
    RUNNING = "running", "Running"
    COMPLETE = "complete", "Complete"


def new_lot_seed() -> int:
    """A fresh event seed (63 bits): drawn once, when the tournament is created."""
    return secrets.randbits(63)


class TurnClock(models.Model):
    """The turn clock given to every game a league or tournament creates (as a
    game's own turn_seconds and deadline_policy)."""

    turn_seconds = models.PositiveIntegerField(
        null=True,
        blank=True,
        help_text="Seconds a human seat has for each turn in this event's games (1 to 30 days); empty for no deadline.",
    )
    deadline_policy = models.CharField(
        max_length=10,
        choices=DeadlinePolicy.choices,
        default=DeadlinePolicy.RANDOM,
        help_text="What happens to a late turn: the random bot plays it, or the seat is forfeited.",
    )

    class Meta:
        abstract = True


class Scoring(models.Model):
    """The organiser's points: by placement, per frag, per trophy, for a bye."""

    placement_points = models.JSONField(
        default=list, blank=True, help_text="Points for 1st, 2nd, ... place; empty: 3 for a win, 1 for 2nd."
    )
    frag_points = models.FloatField(default=0.0)
    trophy_points = models.FloatField(default=0.0)
    bye_points = models.FloatField(default=3.0)

    class Meta:
        abstract = True


class League(Scoring, TurnClock):
    """A ladder: one ruleset and scenario, members, seasons; games come from its pairings."""

    name = models.CharField(max_length=80)
    owner = models.ForeignKey(Player, on_delete=models.PROTECT, related_name="leagues_owned")
    ruleset = models.CharField(max_length=40)
    scenario = models.CharField(max_length=60)
    options = models.JSONField(default=dict, blank=True)
    table_size = models.PositiveSmallIntegerField(default=2, help_text="Players at each game.")
    max_members = models.PositiveIntegerField(null=True, blank=True, help_text="Empty for no limit.")
    auto_pair = models.BooleanField(
        default=False,
        help_text="Pair the members again as soon as a pairing's games are all over"
        " (the organiser makes each season's first pairing).",
    )
    pairings_per_season = models.PositiveSmallIntegerField(
        null=True, blank=True, help_text="Pairings a season has; empty for no limit. Then start the next season."
    )
    tiers = models.PositiveSmallIntegerField(
        default=1, help_text="Divisions (tier 1 the top), each paired within itself; 1 for none."
    )
    promote = models.PositiveSmallIntegerField(
        default=1, help_text="Divisions: how many of each tier but the top go up at a season's end."
    )
    relegate = models.PositiveSmallIntegerField(
        default=1, help_text="Divisions: how many of each tier but the lowest go down at a season's end."
    )
    status = models.CharField(max_length=10, choices=LeagueStatus.choices, default=LeagueStatus.OPEN)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return self.name


class Season(models.Model):
    league = models.ForeignKey(League, on_delete=models.CASCADE, related_name="seasons")
    number = models.PositiveIntegerField()
    is_current = models.BooleanField(default=True)
    # Members given a bye, one list per pairing (byes rotate to whoever has had none).
    byes = models.JSONField(default=list, blank=True)
    started_at = models.DateTimeField(auto_now_add=True)
    ended_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["league", "number"]
        constraints = [
            models.UniqueConstraint(fields=["league", "number"], name="season_unique_number"),
            models.UniqueConstraint(
                fields=["league"], condition=models.Q(is_current=True), name="season_one_current_per_league"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.league} season {self.number}"


class LeagueMember(models.Model):
    league = models.ForeignKey(League, on_delete=models.CASCADE, related_name="members")
    player = models.ForeignKey(Player, on_delete=models.CASCADE, related_name="league_memberships")
    joined_at = models.DateTimeField(auto_now_add=True)
    # Left the league (or removed by its organiser): no longer paired; the
    # season's finished games stand. Joining again clears it.
    left_at = models.DateTimeField(null=True, blank=True)
    # Divisions: the member's tier now (1 the top); null until the league's tiers are drawn.
    tier = models.PositiveSmallIntegerField(null=True, blank=True)

    class Meta:
        ordering = ["league", "joined_at", "id"]
        constraints = [models.UniqueConstraint(fields=["league", "player"], name="league_member_unique")]

    def __str__(self) -> str:
        return f"{self.player} in {self.league}"


class TierMove(models.TextChoices):
    ENTERED = "entered", "Entered"
    PROMOTED = "promoted", "Promoted"
    RELEGATED = "relegated", "Relegated"
    STAYED = "stayed", "Stayed"


class TierHistory(models.Model):
    """A member's tier in a season of a league with divisions, and how it got there."""

    member = models.ForeignKey(LeagueMember, on_delete=models.CASCADE, related_name="tier_history")
    season = models.ForeignKey(Season, on_delete=models.CASCADE, related_name="tier_history")
    tier = models.PositiveSmallIntegerField()
    move = models.CharField(max_length=10, choices=TierMove.choices)

    class Meta:
        ordering = ["season", "tier", "member"]
        constraints = [models.UniqueConstraint(fields=["member", "season"], name="tier_history_unique")]

    def __str__(self) -> str:
        return f"{self.member} in tier {self.tier} of {self.season}"


class LeagueGame(models.Model):
    season = models.ForeignKey(Season, on_delete=models.CASCADE, related_name="games")
    game = models.OneToOneField(Game, on_delete=models.CASCADE, related_name="league_game")
    pairing = models.PositiveIntegerField(help_text="Which pairing of the season made this game (1-based).")

    class Meta:
        ordering = ["season", "pairing", "id"]

    def __str__(self) -> str:
        return f"{self.season} pairing {self.pairing}: game {self.game_id}"


class Tournament(Scoring, TurnClock):
    name = models.CharField(max_length=80)
    owner = models.ForeignKey(Player, on_delete=models.PROTECT, related_name="tournaments_owned")
    ruleset = models.CharField(max_length=40)
    scenario = models.CharField(max_length=60)
    options = models.JSONField(default=dict, blank=True)
    format = models.CharField(max_length=20, choices=Format.choices)
    grand_final_reset = models.BooleanField(
        default=True,
        help_text="Double elimination: when the losers' bracket's finalist wins the grand final, play it again.",
    )
    stay_rule = models.CharField(
        max_length=10,
        choices=StayRule.choices,
        default=StayRule.HALF,
        help_text="Double elimination at tables of more than 2: who of a table stays in its bracket"
        " (the rest drop to the losers' bracket, or from it are out).",
    )
    table_size = models.PositiveSmallIntegerField(default=2, help_text="Entrants at each table (teams in team play).")
    team_size = models.PositiveSmallIntegerField(default=1, help_text="Players per entrant; more than 1 for teams.")
    rounds_planned = models.PositiveSmallIntegerField(null=True, blank=True, help_text="Swiss: rounds to play.")
    auto_advance = models.BooleanField(default=True, help_text="Start the next round when a round completes.")
    late_entries = models.BooleanField(
        default=False,
        help_text="Swiss: take entries while running; a late entrant is paired from the next round,"
        " with no points for the rounds it missed.",
    )
    seeding = models.CharField(
        max_length=10,
        choices=Seeding.choices,
        default=Seeding.ENTRY,
        help_text="How the seeds are set at the start: entry order, or the players' ratings in the ruleset.",
    )
    group_count = models.PositiveSmallIntegerField(default=2, help_text="Group stage: how many groups.")
    group_format = models.CharField(
        max_length=20,
        choices=GroupFormat.choices,
        default=GroupFormat.ROUND_ROBIN,
        help_text="Group stage: the format.",
    )
    group_advance = models.PositiveSmallIntegerField(
        default=2, help_text="Group stage: how many of each group go through to the playoff."
    )
    playoff_format = models.CharField(
        max_length=20,
        choices=PlayoffFormat.choices,
        default=PlayoffFormat.SINGLE_ELIMINATION,
        help_text="Group stage: the playoff's format.",
    )
    stage_auto_start = models.BooleanField(
        default=True,
        help_text="Group stage: start the playoff when the last group game ends (else the organiser starts it).",
    )
    lot_seed = models.BigIntegerField(
        default=new_lot_seed, help_text="The event's seed: the drawn lots, the last tie-break in a group."
    )
    playoff_seeds = models.JSONField(
        default=list, blank=True, help_text="Group stage: the playoff's entrants in seed order, set as it starts."
    )
    status = models.CharField(max_length=10, choices=TournamentStatus.choices, default=TournamentStatus.OPEN)
    created_at = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return self.name


class Entrant(models.Model):
    """A tournament entry: players (one, or a team), or a bot."""

    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="entrants")
    name = models.CharField(max_length=80)
    players = models.ManyToManyField(Player, blank=True, related_name="tournament_entries")
    bot = models.CharField(max_length=40, blank=True, help_text="A bot name for an AI entrant; blank for players.")
    seed = models.PositiveIntegerField(help_text="Entry order: the last tie-break and the bracket seed.")
    # Frag Deadlands: stats won in earlier rounds, e.g. [{"round": 1, "stat": "speed"}].
    stat_raises = models.JSONField(default=list, blank=True)
    # Withdrawn from a running tournament: forfeits its unfinished game and is
    # paired no more; its results stand and it keeps its place in the standings.
    withdrawn_at = models.DateTimeField(null=True, blank=True)
    group = models.PositiveSmallIntegerField(
        null=True, blank=True, help_text="Group stage: the group drawn at the start (0 = A)."
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["tournament", "seed"]
        constraints = [models.UniqueConstraint(fields=["tournament", "seed"], name="entrant_unique_seed")]

    def __str__(self) -> str:
        return self.name


class Round(models.Model):
    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="rounds")
    number = models.PositiveSmallIntegerField()
    stage = models.CharField(max_length=10, choices=Stage.choices, default=Stage.NONE, blank=True)
    status = models.CharField(max_length=10, choices=RoundStatus.choices, default=RoundStatus.RUNNING)
    byes = models.JSONField(default=list, blank=True, help_text="Entrant ids given a bye this round.")
    started_at = models.DateTimeField(auto_now_add=True)
    completed_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["tournament", "number"]
        constraints = [models.UniqueConstraint(fields=["tournament", "number"], name="round_unique_number")]

    def __str__(self) -> str:
        return f"{self.tournament} round {self.number}"


class Table(models.Model):
    round = models.ForeignKey(Round, on_delete=models.CASCADE, related_name="tables")
    index = models.PositiveSmallIntegerField()
    entrants = models.JSONField(help_text="Entrant ids in seat order (each takes team_size seats).")
    match = models.CharField(
        max_length=20, blank=True, default="", help_text="Double elimination: the bracket match (W1-1, L2-1, GF, ...)."
    )
    game = models.OneToOneField(Game, null=True, blank=True, on_delete=models.SET_NULL, related_name="table")
    # Per entrant, in table order: {"entrant", "placement", "frags", "trophies"}; set when the game finishes.
    result = models.JSONField(null=True, blank=True)

    class Meta:
        ordering = ["round", "index"]
        constraints = [models.UniqueConstraint(fields=["round", "index"], name="table_unique_index")]

    def __str__(self) -> str:
        return f"{self.round} table {self.index}"
