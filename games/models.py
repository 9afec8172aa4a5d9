"""Game sessions: the game row (a cache of its log's replay), seats, and the
append-only action log that is the source of truth."""

from __future__ import annotations

from django.db import models
from django.db.models import Q

from players.models import Player


class GameStatus(models.TextChoices):
    WAITING = "waiting", "Waiting for players"
    ACTIVE = "active", "Active"
    FINISHED = "finished", "Finished"
    ABORTED = "aborted", "Aborted"


class SeatType(models.TextChoices):
    HUMAN = "human", "Human"
    AI = "ai", "AI"


class DeadlinePolicy(models.TextChoices):
    RANDOM = "random", "Play the turn with the random bot"
    FORFEIT = "forfeit", "Forfeit the seat"


# The longest turn clock a game (or a league or tournament, for its games) may set: 30 days.
MAX_TURN_SECONDS = 30 * 24 * 3600


class ActionReason(models.TextChoices):
    PLAYER = "player", "Played by the seat's player"
    AI = "ai", "Played by the seat's bot"
    DEADLINE = "deadline", "Turn deadline passed: played by the random bot"
    FORFEIT = "forfeit", "Seat forfeited: played by the random bot"


class Game(models.Model):
    ruleset = models.CharField(max_length=40, db_index=True)
    scenario = models.CharField(max_length=60)
    options = models.JSONField(default=dict, blank=True)
    teams = models.JSONField(null=True, blank=True)
    # Hidden until the game finishes: whoever knows the seed knows every roll.
    # The engine's seed: mixed from the server seed, its salt and the seats'
    # client seeds when the game starts (games.fairness), or the creator's
    # chosen seed in a practice game.
    seed = models.BigIntegerField()
    # The server's secret seed and salt, committed to at creation by
    # seed_sha256 = sha256(salt + server_seed) and revealed when it finishes.
    server_seed = models.BigIntegerField(default=0)
    seed_salt = models.CharField(max_length=32, blank=True)
    seed_sha256 = models.CharField(max_length=64)
    practice = models.BooleanField(
        default=False, help_text="The creator chose the seed: unrated, kept out of ratings and tournaments."
    )
    # The ruleset's rules_version when the game was created: verification replays the
    # log with today's engine, which reproduces games of its own rules version only.
    # Null: created before rules versions were recorded.
    rules_version = models.PositiveIntegerField(
        null=True, blank=True, help_text="The ruleset's rules version the game was created under."
    )
    status = models.CharField(max_length=10, choices=GameStatus.choices, default=GameStatus.WAITING)
    version = models.PositiveIntegerField(default=0)
    state = models.JSONField()
    to_act = models.JSONField(default=list, blank=True)
    # While several seats are due at once (a simultaneous phase): per seat (a string
    # key), [the version since which its legal actions are unchanged, their digest].
    # A seat may act on any of those versions: the others' moves left its choice as it was.
    choices_since = models.JSONField(default=dict, blank=True, editable=False)
    outcome = models.JSONField(null=True, blank=True)
    final_state_hash = models.CharField(max_length=64, blank=True)
    created_by = models.ForeignKey(Player, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    turn_seconds = models.PositiveIntegerField(
        null=True, blank=True, help_text="Seconds a human seat has for each turn; empty for no deadline."
    )
    deadline_policy = models.CharField(max_length=10, choices=DeadlinePolicy.choices, default=DeadlinePolicy.RANDOM)
    # When a bot (or a forfeited seat) became due to act; the sweep re-enqueues
    # AI turns that stay due too long. Empty when no bot is due.
    ai_due_at = models.DateTimeField(null=True, blank=True)
    # The game its players asked for after this one (POST .../rematch/): the first
    # such call creates it, later ones join it.
    rematch = models.OneToOneField(
        "self", null=True, blank=True, on_delete=models.SET_NULL, related_name="rematch_of", editable=False
    )
    created_at = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-created_at"]
        indexes = [
            models.Index(fields=["status", "ai_due_at"], name="game_status_ai_due"),
            models.Index(fields=["status", "ruleset"], name="game_status_ruleset"),
        ]

    def __str__(self) -> str:
        return f"#{self.pk} {self.ruleset}/{self.scenario} ({self.status})"


class Seat(models.Model):
    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="seats")
    index = models.PositiveSmallIntegerField()
    type = models.CharField(max_length=5, choices=SeatType.choices)
    player = models.ForeignKey(Player, null=True, blank=True, on_delete=models.PROTECT, related_name="seats")
    # A human seat only this player may take (an invitation); empty: anyone may.
    reserved_for = models.ForeignKey(
        Player, null=True, blank=True, on_delete=models.SET_NULL, related_name="reserved_seats"
    )
    bot = models.CharField(max_length=40, blank=True)
    team = models.PositiveSmallIntegerField(null=True, blank=True)
    forfeited_at = models.DateTimeField(null=True, blank=True)
    # Why the seat was forfeited, as its log note says it (empty: resigned, before this was kept).
    forfeit_reason = models.CharField(max_length=40, blank=True)
    deadline_at = models.DateTimeField(null=True, blank=True, db_index=True)
    joined_at = models.DateTimeField(null=True, blank=True)
    # The player's own entropy, mixed into the game's seed when it starts.
    client_seed = models.CharField(max_length=64, blank=True)

    class Meta:
        ordering = ["game", "index"]
        constraints = [
            models.UniqueConstraint(fields=["game", "index"], name="seat_unique_index"),
            models.UniqueConstraint(
                fields=["game", "player"], condition=Q(player__isnull=False), name="seat_one_per_player"
            ),
        ]

    def __str__(self) -> str:
        who = self.player.handle if self.player else (self.bot or "open")
        return f"seat {self.index} ({who})"

    # Set by the turn's lock query (games.services._locked_game_with_seats): whether the
    # seat's player has an active personal webhook. Absent on seats read otherwise.
    personal_webhooks: bool

    @property
    def is_automated(self) -> bool:
        """Played by a bot: an AI seat, or a human seat that forfeited."""
        return self.type == SeatType.AI or self.forfeited_at is not None


class Action(models.Model):
    """One accepted action and the events it produced (the whole events,
    including private ones: the API filters them per viewer)."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="actions")
    seq = models.PositiveIntegerField(help_text="1-based; the game's version after this action.")
    seat = models.PositiveSmallIntegerField()
    action = models.JSONField()
    events = models.JSONField(default=list)
    reason = models.CharField(max_length=10, choices=ActionReason.choices, default=ActionReason.PLAYER)
    player = models.ForeignKey(Player, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    # NULL (not "") when absent, so the conditional unique constraint skips it.
    idempotency_key = models.CharField(max_length=255, null=True, blank=True)  # noqa: DJ001
    request_fingerprint = models.CharField(max_length=64, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["game", "seq"]
        constraints = [
            models.UniqueConstraint(fields=["game", "seq"], name="action_unique_seq"),
            models.UniqueConstraint(
                fields=["game", "player", "idempotency_key"],
                condition=Q(idempotency_key__isnull=False),
                name="action_unique_idempotency_key",
            ),
        ]

    def __str__(self) -> str:
        return f"game {self.game_id} #{self.seq} seat {self.seat} {self.action.get('type')}"
