from __future__ import annotations

import json
from typing import Any

from django.contrib import admin
from django.http import HttpRequest
from django.utils.html import format_html

from games.models import Action, Game, GameStatus, Seat
from games.services import game_abort
from players.services import player_for_user


class SeatInline(admin.TabularInline):
    """Seats are set by the game's creation and joins; the admin reads them."""

    model = Seat
    extra = 0
    can_delete = False
    fields = readonly_fields = (
        "index",
        "type",
        "player",
        "reserved_for",
        "bot",
        "team",
        "deadline_at",
        "forfeited_at",
        "joined_at",
    )

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


class ActionInline(admin.TabularInline):
    """The log is append-only: shown, never edited."""

    model = Action
    extra = 0
    can_delete = False
    fields = ["seq", "seat", "action", "reason", "player", "event_types", "created_at"]
    readonly_fields = ["seq", "seat", "action", "reason", "player", "event_types", "created_at"]
    ordering = ["-seq"]
    show_change_link = False

    @admin.display(description="events")
    def event_types(self, obj: Action) -> str:
        return ", ".join(e["type"] for e in obj.events)

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


@admin.register(Game)
class GameAdmin(admin.ModelAdmin):
    list_display = ["id", "ruleset", "scenario", "status", "version", "players", "created_at", "finished_at"]
    list_filter = ["status", "ruleset", "scenario", "rules_version", "created_at"]
    search_fields = ["=id", "seats__player__handle"]
    date_hierarchy = "created_at"
    actions = ["abort_games"]
    # A game changes only through its action log: its set-up and state are read-only here.
    readonly_fields = [
        "ruleset",
        "scenario",
        "options",
        "teams",
        "rules_version",
        "status",
        "created_by",
        "seed_shown_when_finished",
        "turn_seconds",
        "deadline_policy",
        "ai_due_at",
        "version",
        "seed_sha256",
        "practice",
        "final_state_hash",
        "rematch",
        "to_act",
        "outcome_pretty",
        "created_at",
        "started_at",
        "finished_at",
        "updated_at",
    ]
    # The seed and the server's seed and salt foretell every roll: never on a form.
    exclude = ["state", "outcome", "seed", "server_seed", "seed_salt"]
    inlines = [SeatInline, ActionInline]

    def get_queryset(self, request: HttpRequest) -> Any:
        return super().get_queryset(request).prefetch_related("seats__player")

    @admin.display(description="seats")
    def players(self, obj: Game) -> str:
        return ", ".join(s.player.handle if s.player else (s.bot or "open") for s in obj.seats.all())

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False  # games are created through the API (or a league), which validates them

    @admin.display(description="seed")
    def seed_shown_when_finished(self, obj: Game) -> str:
        # Even staff screens don't show a live game's seed: it foretells every roll.
        return str(obj.seed) if obj.status == GameStatus.FINISHED else "hidden until the game finishes"

    # Actions write, so each needs the model's change permission: Django offers an action
    # declaring none to every staff user who may only view the list.
    @admin.action(permissions=["change"], description="Abort the selected unfinished games")
    def abort_games(self, request: HttpRequest, queryset: Any) -> None:
        aborted = 0
        for game in queryset.exclude(status__in=[GameStatus.FINISHED, GameStatus.ABORTED]):
            owner = game.created_by or player_for_user(request.user)
            if owner is not None:
                game_abort(game_id=game.pk, by=owner, is_staff=True)
                aborted += 1
        self.message_user(request, f"Aborted {aborted} game(s).")

    @admin.display(description="outcome")
    def outcome_pretty(self, obj: Game) -> str:
        if not obj.outcome:
            return "-"
        return format_html("<pre>{}</pre>", json.dumps(obj.outcome, indent=2))


@admin.register(Action)
class ActionAdmin(admin.ModelAdmin):
    list_display = ["game", "seq", "seat", "reason", "player", "created_at"]
    list_filter = ["reason"]
    search_fields = ["=game__id"]
    raw_id_fields = ["game", "player"]
    readonly_fields = [f.name for f in Action._meta.get_fields() if f.concrete]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False
