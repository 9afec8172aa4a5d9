"""Admin for organisers: leagues and tournaments with their standings, and
actions that go through tournaments.services (the same checks as the API)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString

from config.errors import ServiceError
from players.models import Player
from players.services import player_for_user
from tournaments import selectors, services
from tournaments.models import Entrant, League, LeagueMember, Round, Season, Table, Tournament
from tournaments.standings import StandingRow


def standings_html(rows: list[StandingRow], names: dict[int, str]) -> SafeString:
    if not rows:
        return format_html("<p>{}</p>", "No entrants yet.")
    header = format_html(
        "<tr>{}</tr>",
        format_html_join(
            "",
            "<th>{}</th>",
            (
                (h,)
                for h in ("#", "name", "points", "buchholz", "beaten", "wins", "played", "byes", "frags", "trophies")
            ),
        ),
    )
    body = format_html_join(
        "",
        "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td>"
        "<td>{}</td><td>{}</td></tr>",
        (
            (
                r.rank,
                names.get(r.entrant, r.entrant),
                r.points,
                r.buchholz,
                r.beaten,
                r.wins,
                r.played,
                r.byes,
                r.frags,
                r.trophies,
            )
            for r in rows
        ),
    )
    return format_html("<table>{}{}</table>", header, body)


def _run_for_each(
    model_admin: admin.ModelAdmin, request: HttpRequest, queryset: QuerySet[Any], service: Callable[..., Any]
) -> None:
    """Call a service per selected row as the requesting user; refusals become messages."""
    player = player_for_user(request.user)
    if player is None:
        model_admin.message_user(request, "Your user has no player.", messages.ERROR)
        return
    who = services.Organiser(player=player, is_staff=bool(request.user.is_staff))
    for obj in queryset:
        try:
            service(obj.pk, who)
        except ServiceError as exc:
            model_admin.message_user(request, f"{obj}: {exc.detail} ({exc.code})", messages.ERROR)
        else:
            model_admin.message_user(request, f"{obj}: done.")


class LeagueMemberInline(admin.TabularInline):
    model = LeagueMember
    extra = 0
    raw_id_fields = ["player"]
    readonly_fields = ["joined_at"]


class SeasonInline(admin.TabularInline):
    model = Season
    extra = 0
    can_delete = False
    fields = readonly_fields = ("number", "is_current", "started_at", "ended_at")

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


@admin.register(League)
class LeagueAdmin(admin.ModelAdmin):
    list_display = ["name", "ruleset", "scenario", "owner", "status", "table_size", "member_count", "created_at"]
    list_filter = ["status", "ruleset"]
    search_fields = ["name", "owner__handle"]
    raw_id_fields = ["owner"]
    readonly_fields = ["current_standings"]
    inlines = [LeagueMemberInline, SeasonInline]
    actions = ["pair_members", "start_next_season", "close_leagues"]

    @admin.display(description="members")
    def member_count(self, obj: League) -> int:
        return obj.members.count()

    @admin.display(description="standings (current season)")
    def current_standings(self, obj: League) -> SafeString:
        season = obj.seasons.order_by("-number").first()
        if season is None:
            return format_html("<p>{}</p>", "No season.")
        names = dict(Player.objects.filter(league_memberships__league=obj).values_list("id", "handle"))
        return standings_html(selectors.season_standings(season), names)

    @admin.action(description="Pair members: create the season's next games")
    def pair_members(self, request: HttpRequest, queryset: QuerySet[League]) -> None:
        _run_for_each(self, request, queryset, lambda pk, who: services.league_pair(league_id=pk, by=who))

    @admin.action(description="Start the next season")
    def start_next_season(self, request: HttpRequest, queryset: QuerySet[League]) -> None:
        _run_for_each(self, request, queryset, lambda pk, who: services.season_start(league_id=pk, by=who))

    @admin.action(description="Close the selected leagues")
    def close_leagues(self, request: HttpRequest, queryset: QuerySet[League]) -> None:
        _run_for_each(self, request, queryset, lambda pk, who: services.league_close(league_id=pk, by=who))


class EntrantInline(admin.TabularInline):
    model = Entrant
    extra = 0
    fields = ["seed", "name", "players", "bot", "stat_raises"]
    readonly_fields = ["stat_raises"]
    filter_horizontal = ["players"]


class TableInline(admin.TabularInline):
    model = Table
    extra = 0
    can_delete = False
    fields = readonly_fields = ("index", "entrants", "game", "result")

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


@admin.register(Round)
class RoundAdmin(admin.ModelAdmin):
    list_display = ["tournament", "number", "status", "byes", "started_at", "completed_at"]
    list_filter = ["status"]
    inlines = [TableInline]
    readonly_fields = ["tournament", "number", "status", "byes", "completed_at"]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False  # rounds are generated by the tournament


@admin.register(Tournament)
class TournamentAdmin(admin.ModelAdmin):
    list_display = ["name", "ruleset", "format", "table_size", "team_size", "owner", "status", "rounds_played"]
    list_filter = ["status", "format", "ruleset"]
    search_fields = ["name", "owner__handle"]
    raw_id_fields = ["owner"]
    readonly_fields = ["status", "started_at", "finished_at", "current_standings"]
    inlines = [EntrantInline]
    actions = ["start_tournaments", "next_round", "close_tournaments"]

    @admin.display(description="rounds")
    def rounds_played(self, obj: Tournament) -> int:
        return obj.rounds.count()

    @admin.display(description="standings")
    def current_standings(self, obj: Tournament) -> SafeString:
        names = {e.pk: e.name for e in obj.entrants.all()}
        return standings_html(selectors.tournament_standings(obj), names)

    @admin.action(description="Start (round 1)")
    def start_tournaments(self, request: HttpRequest, queryset: QuerySet[Tournament]) -> None:
        _run_for_each(self, request, queryset, lambda pk, who: services.tournament_start(tournament_id=pk, by=who))

    @admin.action(description="Start the next round")
    def next_round(self, request: HttpRequest, queryset: QuerySet[Tournament]) -> None:
        _run_for_each(self, request, queryset, lambda pk, who: services.tournament_next_round(tournament_id=pk, by=who))

    @admin.action(description="Close (finish now)")
    def close_tournaments(self, request: HttpRequest, queryset: QuerySet[Tournament]) -> None:
        _run_for_each(self, request, queryset, lambda pk, who: services.tournament_close(tournament_id=pk, by=who))
