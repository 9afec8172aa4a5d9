from __future__ import annotations

import json
from typing import Any

from django.contrib import admin
from django.db.models import QuerySet
from django.http import Http404, HttpRequest, HttpResponse
from django.template.response import TemplateResponse
from django.urls import URLPattern, path, reverse
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString, mark_safe

from games import summary
from games.models import Action, Game, GameStatus, Seat
from games.services import game_abort
from games.summary import scaled
from players.models import Player
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


class PlayerFilter(admin.SimpleListFilter):
    """Games a player has a seat in: the players who have seats, by handle."""

    title = "player"
    parameter_name = "player"

    def lookups(self, request: HttpRequest, model_admin: Any) -> list[tuple[str, str]]:
        seated = Player.objects.filter(seats__isnull=False).distinct().order_by("handle")
        return [(str(pk), handle) for pk, handle in seated.values_list("pk", "handle")[:PLAYER_FILTER_MAX]]

    def queryset(self, request: HttpRequest, queryset: QuerySet[Game]) -> QuerySet[Game]:
        value = self.value()
        if not value or not value.isdigit():
            return queryset
        return queryset.filter(seats__player_id=int(value)).distinct()


# The player filter lists this many handles (by name); search by handle finds the others.
PLAYER_FILTER_MAX = 50


@admin.register(Game)
class GameAdmin(admin.ModelAdmin):
    """Games for organisers: who won and how, read without JSON. The list's columns are
    few and short, so it fits a 1366 px screen beside its filters; a game's page opens
    with its summary and board, and its log is a replay and a link, never inline (a
    long game's thousand actions would take seconds to render)."""

    list_display = ["id", "ruleset", "scenario", "status", "winner", "deciding_score", "length", "players"]
    list_filter = ["status", "ruleset", PlayerFilter, "scenario", "rules_version"]
    search_fields = ["=id", "seats__player__handle"]
    date_hierarchy = "created_at"
    actions = ["abort_games"]
    list_per_page = 50
    # A game changes only through its action log: its set-up and state are read-only here.
    readonly_fields = [
        "result_summary",
        "board_picture",
        "log_links",
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
    fieldsets = [
        (None, {"fields": ["result_summary", "board_picture", "log_links"]}),
        (
            "Set-up",
            {
                "fields": [
                    "ruleset",
                    "scenario",
                    "options",
                    "teams",
                    "rules_version",
                    "status",
                    "created_by",
                    "practice",
                    "turn_seconds",
                    "deadline_policy",
                    "version",
                    "to_act",
                    "ai_due_at",
                    "rematch",
                    "created_at",
                    "started_at",
                    "finished_at",
                    "updated_at",
                ]
            },
        ),
        (
            "Fairness and raw outcome",
            {
                "classes": ["collapse"],
                "fields": ["seed_shown_when_finished", "seed_sha256", "final_state_hash", "outcome_pretty"],
            },
        ),
    ]
    inlines = [SeatInline]

    def get_queryset(self, request: HttpRequest) -> Any:
        return super().get_queryset(request).prefetch_related("seats__player")

    def get_urls(self) -> list[URLPattern]:
        replay = path("<int:game_id>/replay/", self.admin_site.admin_view(self.replay_view), name="games_game_replay")
        return [replay, *super().get_urls()]

    def replay_view(self, request: HttpRequest, game_id: int) -> HttpResponse:
        """Step through a game version by version: the board as it stood and that
        step's log entries, both as a spectator sees them."""
        game = Game.objects.filter(pk=game_id).prefetch_related("seats__player").first()
        if game is None or not self.has_view_permission(request, game):
            raise Http404(f"There is no game {game_id}.")
        raw = request.GET.get("v", "")
        version = int(raw) if raw.isdigit() else game.version
        step = summary.replay_step(game, version)
        context = {
            **self.admin_site.each_context(request),
            "opts": self.model._meta,
            "original": game,
            "title": f"Replay of game {game.pk}",
            "game": game,
            "step": step,
            "board": mark_safe(scaled(step.svg or "")),
            "result": summary.game_summary(game),
            "first": 0,
            "previous": max(0, step.version - 1),
            "next": min(step.last, step.version + 1),
            "actions_url": _actions_url(game.pk),
        }
        return TemplateResponse(request, "admin/games/game/replay.html", context)

    @admin.display(description="seats")
    def players(self, obj: Game) -> str:
        return ", ".join(summary.seat_names(obj))

    @admin.display(description="winner")
    def winner(self, obj: Game) -> str:
        if obj.status != GameStatus.FINISHED:
            return "-"
        return summary.game_summary(obj).winners

    @admin.display(description="deciding score")
    def deciding_score(self, obj: Game) -> str:
        if obj.status != GameStatus.FINISHED:
            return "-"
        return summary.game_summary(obj).deciding_score

    @admin.display(description="length", ordering="version")
    def length(self, obj: Game) -> str:
        return f"{obj.version} actions, {summary.duration_text(obj.started_at, obj.finished_at)}"

    @admin.display(description="result")
    def result_summary(self, obj: Game) -> SafeString:
        result = summary.game_summary(obj)
        show_team = any(line.team for line in result.seats)
        header = [
            "seat",
            "name",
            *(["team"] if show_team else []),
            "place",
            result.score_label,
            "frags",
            "trophies",
            "",
        ]
        rows = format_html_join(
            "",
            "<tr>{}</tr>",
            (
                (
                    format_html_join(
                        "",
                        "<td>{}</td>",
                        (
                            (cell,)
                            for cell in [
                                line.index,
                                line.name,
                                *([line.team or "-"] if show_team else []),
                                "-" if line.placement is None else line.placement,
                                line.score,
                                "-" if line.frags is None else line.frags,
                                "-" if line.trophies is None else line.trophies,
                                f"forfeited ({line.forfeited})" if line.forfeited else "",
                            ]
                        ),
                    ),
                )
                for line in result.seats
            ),
        )
        return format_html(
            '<div class="game-result"><p class="game-winner"><strong>Winner: {}</strong> &middot; {} &middot; '
            "ended: {} &middot; {} actions in {}</p>"
            '<table class="game-seats"><thead><tr>{}</tr></thead><tbody>{}</tbody></table></div>',
            result.winners,
            result.deciding_score,
            result.ended,
            result.actions,
            result.duration,
            format_html_join("", "<th>{}</th>", ((h,) for h in header)),
            rows,
        )

    @admin.display(description="board")
    def board_picture(self, obj: Game) -> SafeString:
        drawing = summary.board_picture(obj)
        if drawing is None:
            return format_html("<p>{}</p>", "This ruleset has no board drawing.")
        # Drawn by the engine from a spectator's view; every label in it is escaped.
        return format_html(
            '<div class="game-board" style="max-width:100%;overflow:auto">{}</div>', mark_safe(scaled(drawing))
        )

    @admin.display(description="log")
    def log_links(self, obj: Game) -> SafeString:
        replay = reverse("admin:games_game_replay", args=[obj.pk])
        return format_html(
            '<a class="button" href="{}?v=0">Replay from the start</a> '
            '<a class="button" href="{}">Replay: the last step</a> '
            '<a href="{}">All {} actions</a>',
            replay,
            replay,
            _actions_url(obj.pk),
            obj.version,
        )

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

    @admin.display(description="outcome (raw)")
    def outcome_pretty(self, obj: Game) -> str:
        if not obj.outcome:
            return "-"
        return format_html("<pre>{}</pre>", json.dumps(obj.outcome, indent=2))


def _actions_url(game_id: int) -> str:
    return f"{reverse('admin:games_action_changelist')}?game__id__exact={game_id}"


@admin.register(Action)
class ActionAdmin(admin.ModelAdmin):
    """A game's whole log, paged (a game's page links here, filtered to the game)."""

    list_display = ["game", "seq", "seat", "reason", "player", "event_types", "created_at"]
    list_filter = ["reason"]
    search_fields = ["=game__id"]
    raw_id_fields = ["game", "player"]
    list_select_related = ["game", "player"]
    list_per_page = 100
    ordering = ["game", "seq"]
    readonly_fields = [f.name for f in Action._meta.get_fields() if f.concrete]

    @admin.display(description="events")
    def event_types(self, obj: Action) -> str:
        return ", ".join(e["type"] for e in obj.events)

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False
