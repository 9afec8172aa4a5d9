"""Admin for organisers: leagues and tournaments with their standings, and
actions that go through tournaments.services (the same checks as the API)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django import forms
from django.contrib import admin, messages
from django.core.exceptions import PermissionDenied, ValidationError
from django.db.models import QuerySet
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.urls import URLPattern, path, reverse
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString, mark_safe

from core.errors import ServiceError
from games.summary import scaled
from ladders.engine import InvalidConfig
from ladders.registry import all_rulesets
from players.models import Player
from players.services import player_for_user
from tournaments import pictures, selectors, services
from tournaments.admin_structure import league_tiers_html, tournament_structure_html
from tournaments.models import (
    Entrant,
    League,
    LeagueGame,
    LeagueMember,
    LeagueStatus,
    Round,
    Season,
    Table,
    Tournament,
    TournamentStatus,
)
from tournaments.standings import StandingRow

TIE_BREAKS = (
    "Ranked by points; ties broken by Buchholz (the points of every opponent met), then opponents "
    "beaten, then wins, then frags, then trophies, then the seed (entry order)."
)


def _number(value: float) -> str:
    """Points as people write them: 3, 1.5, 0.25 (two places at most)."""
    return str(int(value)) if float(value).is_integer() else f"{value:.2f}".rstrip("0")


# Double elimination's and stages' settings (read-only once started, as the format).
FORMAT_SETTINGS = [
    "grand_final_reset",
    "stay_rule",
    "seeding",
    "group_count",
    "group_format",
    "group_advance",
    "playoff_format",
    "stage_auto_start",
]
DIVISION_SETTINGS = ["tiers", "promote", "relegate"]


def _optional(form: forms.ModelForm, names: list[str]) -> None:
    """These settings may be left out of a post (forms made before they existed): the model's default then."""
    for name in names:
        if name in form.fields:
            form.fields[name].required = False


def _defaults(form: forms.ModelForm, data: dict[str, Any], names: list[str]) -> None:
    model = form._meta.model
    for name in names:
        if name in form.fields and data.get(name) in (None, ""):
            data[name] = model._meta.get_field(name).get_default()


def standings_html(rows: list[StandingRow], names: dict[int, str], withdrawn: set[int] | None = None) -> SafeString:
    if not rows:
        return format_html("<p>{}</p>", "No entrants yet.")
    header = format_html(
        "<tr>{}</tr>",
        format_html_join(
            "",
            "<th>{}</th>",
            (
                (h,)
                for h in (
                    "#",
                    "name",
                    "points",
                    "tie-break 1: Buchholz",
                    "2: beaten",
                    "3: wins",
                    "played",
                    "byes",
                    "4: frags",
                    "5: trophies",
                )
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
                f"{names.get(r.entrant, r.entrant)}{' (withdrawn)' if r.entrant in (withdrawn or ()) else ''}",
                _number(r.points),
                _number(r.buchholz),
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
    return format_html('<p class="tie-breaks">{}</p><table class="standings">{}{}</table>', TIE_BREAKS, header, body)


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


def _pair(pk: int, who: services.Organiser) -> Any:
    return services.league_pair(league_id=pk, by=who)


GAME_SETTINGS = ["ruleset", "scenario", "options", "table_size", "turn_seconds", "deadline_policy"]
SCORING = ["placement_points", "frag_points", "trophy_points", "bye_points"]


def _settings_error(exc: ServiceError | InvalidConfig) -> ValidationError:
    detail = exc.detail if isinstance(exc, ServiceError) else exc.message
    return ValidationError(f"{detail} ({exc.code})", code=exc.code)


def ruleset_choices() -> list[tuple[str, str]]:
    return [(r.info.id, r.info.name) for r in all_rulesets()]


def scenario_choices() -> list[tuple[str, Any]]:
    """Every ruleset's scenarios, grouped by ruleset; blank: the ruleset's first."""
    return [
        ("", "the ruleset's default scenario"),
        *((r.info.name, [(s.id, s.name) for s in r.info.scenarios]) for r in all_rulesets()),
    ]


class GameChoicesMixin(forms.ModelForm):
    """Ruleset and scenario picked from lists (the scenario is checked against the
    ruleset by the settings check), not typed."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if "ruleset" in self.fields:
            self.fields["ruleset"] = forms.ChoiceField(choices=ruleset_choices(), label="Ruleset")
        if "scenario" in self.fields:
            self.fields["scenario"] = forms.ChoiceField(choices=scenario_choices(), required=False, label="Scenario")


class LeagueAdminForm(GameChoicesMixin, forms.ModelForm):
    """The same settings checks as the API (tournaments.services.league_settings_check)."""

    class Meta:
        model = League
        fields = [
            "name",
            "owner",
            "status",
            *GAME_SETTINGS,
            "max_members",
            "auto_pair",
            "pairings_per_season",
            *DIVISION_SETTINGS,
            *SCORING,
        ]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        _optional(self, DIVISION_SETTINGS)
        if self.instance.pk is None and "bye_points" not in (kwargs.get("initial") or {}):
            # The model's default is a tournament's; a new league's byes score as POST /leagues/ makes them.
            self.initial["bye_points"] = services.LEAGUE_BYE_POINTS

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        if self.errors or "ruleset" not in data:
            return data  # field errors first; read-only settings are not in the form
        _defaults(self, data, DIVISION_SETTINGS)
        try:
            data["scenario"], data["options"] = services.league_settings_check(
                ruleset=data["ruleset"],
                scenario=data.get("scenario") or None,
                options=data.get("options") or {},
                table_size=data["table_size"],
                max_members=data.get("max_members"),
                turn_seconds=data.get("turn_seconds"),
                deadline_policy=data["deadline_policy"],
                pairings_per_season=data.get("pairings_per_season"),
                tiers=data.get("tiers", 1),
                promote=data.get("promote", 1),
                relegate=data.get("relegate", 1),
            )
            if "placement_points" in data:  # none given is the default, stored as such (as the API)
                data["placement_points"] = services.placement_points_clean(data["placement_points"])
        except (ServiceError, InvalidConfig) as exc:
            raise _settings_error(exc) from None
        return data


class TournamentAdminForm(GameChoicesMixin, forms.ModelForm):
    """The same settings checks as the API (tournaments.services.tournament_settings_check)."""

    class Meta:
        model = Tournament
        fields = [
            "name",
            "owner",
            "format",
            *GAME_SETTINGS,
            "team_size",
            "rounds_planned",
            "auto_advance",
            "late_entries",
            *FORMAT_SETTINGS,
            *SCORING,
        ]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        _optional(self, FORMAT_SETTINGS)

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        if self.errors or "ruleset" not in data:
            return data
        _defaults(self, data, FORMAT_SETTINGS)
        try:
            data["scenario"], data["options"] = services.tournament_settings_check(
                ruleset=data["ruleset"],
                format=data["format"],
                scenario=data.get("scenario") or None,
                options=data.get("options") or {},
                table_size=data["table_size"],
                team_size=data["team_size"],
                rounds_planned=data.get("rounds_planned"),
                turn_seconds=data.get("turn_seconds"),
                deadline_policy=data["deadline_policy"],
                late_entries=bool(data.get("late_entries")),
                stay_rule=data.get("stay_rule", "half"),
                group_count=data.get("group_count", 2),
                group_advance=data.get("group_advance", 2),
            )
            if "placement_points" in data:  # none given is the default, stored as such (as the API)
                data["placement_points"] = services.placement_points_clean(data["placement_points"])
        except (ServiceError, InvalidConfig) as exc:
            raise _settings_error(exc) from None
        return data


class LeagueMemberInline(admin.TabularInline):
    model = LeagueMember
    extra = 0
    raw_id_fields = ["player"]
    readonly_fields = ["joined_at", "left_at"]

    def get_max_num(self, request: HttpRequest, obj: League | None = None, **kwargs: Any) -> int | None:
        if obj is None or not obj.max_members:
            return None
        # A full league takes no more; who left keeps a row here but not a place.
        return obj.max_members + obj.members.filter(left_at__isnull=False).count()

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        # As league_join: a closed league takes no new members.
        return obj is None or obj.status != LeagueStatus.CLOSED


class SeasonInline(admin.TabularInline):
    model = Season
    extra = 0
    can_delete = False
    fields = readonly_fields = ("number", "is_current", "started_at", "ended_at")

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


@admin.register(League)
class LeagueAdmin(admin.ModelAdmin):
    form = LeagueAdminForm
    list_display = ["name", "ruleset", "scenario", "owner", "status", "table_size", "member_count", "created_at"]
    list_filter = ["status", "ruleset"]
    search_fields = ["name", "owner__handle"]
    autocomplete_fields = ["owner"]  # picked by handle
    readonly_fields = ["current_standings", "tiers_now"]
    change_form_template = "admin/tournaments/league/change_form.html"

    def get_urls(self) -> list[URLPattern]:
        pair = path("<int:league_id>/pair/", self.admin_site.admin_view(self.pair_view), name="tournaments_league_pair")
        return [pair, *super().get_urls()]

    def pair_view(self, request: HttpRequest, league_id: int) -> HttpResponse:
        """The page's "Pair now" button: league_pair as the requesting user, as the list action."""
        league = League.objects.filter(pk=league_id).first()
        if league is None or not self.has_change_permission(request, league):
            raise PermissionDenied
        if request.method == "POST":
            _run_for_each(self, request, League.objects.filter(pk=league_id), _pair)
        return HttpResponseRedirect(reverse("admin:tournaments_league_change", args=[league_id]))

    def get_fields(self, request: HttpRequest, obj: League | None = None) -> Any:
        fields = list(super().get_fields(request, obj))
        if obj is None:
            return [f for f in fields if f != "current_standings"]
        return ["current_standings", *(f for f in fields if f != "current_standings")]

    inlines = [LeagueMemberInline, SeasonInline]
    actions = ["pair_members", "start_next_season", "close_leagues"]

    def get_readonly_fields(self, request: HttpRequest, obj: League | None = None) -> list[str]:
        fields = list(super().get_readonly_fields(request, obj))
        if obj is not None and LeagueGame.objects.filter(season__league=obj).exists():
            fields += [*GAME_SETTINGS, "tiers"]  # its games are played with these
        return fields

    @admin.display(description="divisions (latest season)")
    def tiers_now(self, obj: League) -> SafeString:
        return league_tiers_html(obj)

    def save_related(self, request: HttpRequest, form: Any, formsets: Any, change: bool) -> None:
        super().save_related(request, form, formsets, change)
        # After the inlines: a season added on the form is the first one.
        services.league_first_season_ensure(league=form.instance)

    @admin.display(description="members")
    def member_count(self, obj: League) -> int:
        return obj.members.filter(left_at__isnull=True).count()

    @admin.display(description="standings (current season)")
    def current_standings(self, obj: League) -> SafeString:
        season = obj.seasons.order_by("-number").first()
        if season is None:
            return format_html("<p>{}</p>", "No season.")
        names = dict(Player.objects.filter(league_memberships__league=obj).values_list("id", "handle"))
        return standings_html(selectors.season_standings(season), names, selectors.league_members_left(obj.pk))

    # Actions write, so each needs the model's change permission: Django offers an action
    # declaring none to every staff user who may only view the list.
    @admin.action(permissions=["change"], description="Pair members: create the season's next games")
    def pair_members(self, request: HttpRequest, queryset: QuerySet[League]) -> None:
        _run_for_each(self, request, queryset, _pair)

    @admin.action(permissions=["change"], description="Start the next season")
    def start_next_season(self, request: HttpRequest, queryset: QuerySet[League]) -> None:
        _run_for_each(self, request, queryset, lambda pk, who: services.season_start(league_id=pk, by=who))

    @admin.action(permissions=["change"], description="Close the selected leagues")
    def close_leagues(self, request: HttpRequest, queryset: QuerySet[League]) -> None:
        _run_for_each(self, request, queryset, lambda pk, who: services.league_close(league_id=pk, by=who))


class EntrantInlineFormSet(forms.BaseInlineFormSet):
    """The entries the API would take (``services.entrant_check``): a known bot, or
    ``team_size`` players, none of them in another entry."""

    def clean(self) -> None:
        super().clean()
        tournament = self.instance
        if tournament.status != TournamentStatus.OPEN or not tournament.ruleset:
            return
        seen: set[int] = set()
        for form in self.forms:
            data = getattr(form, "cleaned_data", None)
            if not data or data.get("DELETE") or form in self.deleted_forms:
                continue
            players = list(data.get("players") or [])
            try:
                services.entrant_check(tournament=tournament, players=players, bot=data.get("bot") or "")
            except ServiceError as exc:
                form.add_error(None, _settings_error(exc))
                continue
            twice = sorted(p.handle for p in players if p.pk in seen)
            if twice:
                form.add_error(None, ValidationError(f"Already entered: {', '.join(twice)}. (already_entered)"))
            seen.update(p.pk for p in players)


class EntrantInline(admin.TabularInline):
    """One compact row per entrant: its players as handles (edited as raw ids
    while entries are open, not a two-box selector per row: a bot seat has no
    players), read-only once the tournament has started."""

    model = Entrant
    formset = EntrantInlineFormSet
    extra = 0
    fields = ["seed", "name", "bot", "players", "handles", "stat_raises"]
    readonly_fields = ["handles", "stat_raises", "withdrawn_at"]
    raw_id_fields = ["players"]

    def get_queryset(self, request: HttpRequest) -> QuerySet[Entrant]:
        return super().get_queryset(request).prefetch_related("players")

    def get_fields(self, request: HttpRequest, obj: Any = None) -> Any:
        if obj is not None and obj.status != TournamentStatus.OPEN:
            return ["seed", "name", "bot", "handles", "stat_raises", "withdrawn_at"]
        return self.fields

    @admin.display(description="players")
    def handles(self, obj: Entrant) -> str:
        return ", ".join(p.handle for p in obj.players.all()) or "-"

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return obj is None or obj.status == TournamentStatus.OPEN  # entries close at the start

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return obj is None or obj.status == TournamentStatus.OPEN

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return obj is None or obj.status == TournamentStatus.OPEN


def _table_html(table: Table, names: dict[int, str]) -> SafeString:
    """One table: who sat at it, its game (a link), and its result by name."""
    who = " vs ".join(names.get(e, str(e)) for e in table.entrants)
    if table.game_id is None:
        return format_html("Table {}: {} (no game)", table.index + 1, who)
    game = format_html(
        '<a href="{}">game {}</a>', reverse("admin:games_game_change", args=[table.game_id]), table.game_id
    )
    if not table.result:
        return format_html("Table {}: {}, {} (playing)", table.index + 1, who, game)
    placed = sorted(table.result, key=lambda r: r["placement"])
    result = ", ".join(
        f"{names.get(r['entrant'], r['entrant'])} {selectors.ordinal(r['placement'])}"
        f" ({r['frags']} frags, {r['trophies']} trophies)"
        for r in placed
    )
    return format_html("Table {}: {}, {}: {}", table.index + 1, who, game, result)


class TableInline(admin.TabularInline):
    model = Table
    extra = 0
    can_delete = False
    fields = readonly_fields = ("index", "who", "game", "result_text")

    @admin.display(description="entrants")
    def who(self, obj: Table) -> str:
        names = dict(Entrant.objects.filter(pk__in=obj.entrants).values_list("id", "name"))
        return " vs ".join(names.get(e, str(e)) for e in obj.entrants)

    @admin.display(description="result")
    def result_text(self, obj: Table) -> SafeString:
        names = dict(Entrant.objects.filter(pk__in=obj.entrants).values_list("id", "name"))
        return _table_html(obj, names)

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
    form = TournamentAdminForm
    list_display = ["name", "ruleset", "format", "table_size", "team_size", "owner", "status", "rounds_played"]
    list_filter = ["status", "format", "ruleset"]
    search_fields = ["name", "owner__handle"]
    autocomplete_fields = ["owner"]  # picked by handle
    readonly_fields = [
        "status",
        "started_at",
        "finished_at",
        "current_standings",
        "structure",
        "pictures",
        "rounds_and_games",
    ]
    inlines = [EntrantInline]
    actions = ["start_tournaments", "next_round", "close_tournaments"]
    # Where the event stands first, then its rounds, then its settings.
    FRONT = ["status", "current_standings", "pictures", "structure", "rounds_and_games"]

    def get_fields(self, request: HttpRequest, obj: Tournament | None = None) -> Any:
        fields = list(super().get_fields(request, obj))
        if obj is None:
            return [f for f in fields if f not in self.FRONT[1:]]
        return [*self.FRONT, *(f for f in fields if f not in self.FRONT)]

    def get_readonly_fields(self, request: HttpRequest, obj: Tournament | None = None) -> list[str]:
        fields = list(super().get_readonly_fields(request, obj))
        if obj is not None and obj.status != TournamentStatus.OPEN:
            fields += [*GAME_SETTINGS, "format", "team_size", *FORMAT_SETTINGS]  # its rounds are paired with these
        return fields

    @admin.display(description="groups, bracket and placements")
    def structure(self, obj: Tournament) -> SafeString:
        return tournament_structure_html(obj)

    def has_change_permission(self, request: HttpRequest, obj: Tournament | None = None) -> bool:
        # A finished tournament is a record: shown, never edited.
        if obj is not None and obj.status == TournamentStatus.FINISHED:
            return False
        return super().has_change_permission(request, obj)

    def save_related(self, request: HttpRequest, form: Any, formsets: Any, change: bool) -> None:
        super().save_related(request, form, formsets, change)
        # After the inlines: an entry deleted or a seed edited leaves seeds 0, 1, 2, ... again.
        services.entrant_seeds_compact(tournament=form.instance)

    @admin.display(description="rounds")
    def rounds_played(self, obj: Tournament) -> int:
        return obj.rounds.count()

    @admin.display(description="picture")
    def pictures(self, obj: Tournament) -> SafeString:
        """An elimination's bracket(s), after a group stage's tables; a Swiss's or round robin's points by round."""
        drawing = selectors.tournament_picture(obj)
        if drawing is not None:
            link = reverse("tournament-bracket-svg", args=[obj.pk])
            return format_html(
                '<div class="tournament-bracket" style="max-width:100%;overflow:auto">{}</div>'
                '<p><a href="{}">bracket.svg (API)</a></p>',
                mark_safe(scaled(drawing)),
                link,
            )
        series = selectors.tournament_points_by_round(obj)
        if not any(s.points for s in series):
            return format_html("<p>{}</p>", "No round played yet.")
        drawing = pictures.points_chart_svg(f"{obj.name}: points after each round", series)
        return format_html(
            '<div class="tournament-points" style="max-width:100%;overflow:auto">{}</div>',
            mark_safe(scaled(drawing)),
        )

    @admin.display(description="rounds and games")
    def rounds_and_games(self, obj: Tournament) -> SafeString:
        names = dict(obj.entrants.values_list("id", "name"))
        rounds = list(obj.rounds.order_by("number").prefetch_related("tables"))
        if not rounds:
            return format_html("<p>{}</p>", "Not started.")
        return format_html_join(
            "",
            '<div class="tournament-round"><h3><a href="{}">Round {}</a> ({}){}</h3><ul>{}</ul></div>',
            (
                (
                    reverse("admin:tournaments_round_change", args=[r.pk]),
                    r.number,
                    r.get_status_display(),
                    f"; bye: {', '.join(names.get(e, str(e)) for e in r.byes)}" if r.byes else "",
                    format_html_join("", "<li>{}</li>", ((_table_html(t, names),) for t in r.tables.all())),
                )
                for r in rounds
            ),
        )

    @admin.display(description="standings")
    def current_standings(self, obj: Tournament) -> SafeString:
        names = {e.pk: e.name for e in obj.entrants.all()}
        withdrawn = {e.pk for e in obj.entrants.all() if e.withdrawn_at is not None}
        return standings_html(selectors.tournament_standings(obj), names, withdrawn)

    @admin.action(permissions=["change"], description="Start (round 1)")
    def start_tournaments(self, request: HttpRequest, queryset: QuerySet[Tournament]) -> None:
        _run_for_each(self, request, queryset, lambda pk, who: services.tournament_start(tournament_id=pk, by=who))

    @admin.action(permissions=["change"], description="Start the next round")
    def next_round(self, request: HttpRequest, queryset: QuerySet[Tournament]) -> None:
        _run_for_each(self, request, queryset, lambda pk, who: services.tournament_next_round(tournament_id=pk, by=who))

    @admin.action(permissions=["change"], description="Close (finish now)")
    def close_tournaments(self, request: HttpRequest, queryset: QuerySet[Tournament]) -> None:
        _run_for_each(self, request, queryset, lambda pk, who: services.tournament_close(tournament_id=pk, by=who))


def _run_as_organiser(
    model_admin: admin.ModelAdmin, request: HttpRequest, queryset: QuerySet[Any], service: Callable[..., Any]
) -> None:
    """As _run_for_each, for rows that are not the league or tournament itself."""
    _run_for_each(model_admin, request, queryset, lambda pk, who: service(queryset.model.objects.get(pk=pk), who))


@admin.register(Entrant)
class EntrantAdmin(admin.ModelAdmin):
    """Entrants across tournaments, to withdraw one (the tournament page lists them too)."""

    list_display = ["name", "tournament", "seed", "bot", "withdrawn_at"]
    list_filter = ["tournament__status"]
    search_fields = ["name", "tournament__name", "players__handle"]
    fields = readonly_fields = ("tournament", "name", "seed", "bot", "stat_raises", "withdrawn_at", "created_at")
    actions = ["withdraw"]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False  # entries are made on the tournament, or through the API

    @admin.action(
        permissions=["change"], description="Withdraw (removed before the start; later, forfeits and is paired no more)"
    )
    def withdraw(self, request: HttpRequest, queryset: QuerySet[Entrant]) -> None:
        _run_as_organiser(
            self,
            request,
            queryset,
            lambda entrant, who: services.tournament_withdraw(
                tournament_id=entrant.tournament_id, by=who, entrant_id=entrant.pk
            ),
        )


@admin.register(LeagueMember)
class LeagueMemberAdmin(admin.ModelAdmin):
    """League memberships, to remove a member as league_leave does (their games stand)."""

    list_display = ["player", "league", "joined_at", "left_at"]
    list_filter = ["league__status"]
    search_fields = ["player__handle", "league__name"]
    fields = readonly_fields = ("league", "player", "joined_at", "left_at")
    actions = ["remove"]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False  # members join through the API or the league's page

    @admin.action(
        permissions=["change"], description="Remove from the league (unfinished games forfeited, results stand)"
    )
    def remove(self, request: HttpRequest, queryset: QuerySet[LeagueMember]) -> None:
        _run_as_organiser(
            self,
            request,
            queryset,
            lambda member, who: services.league_leave(league_id=member.league_id, by=who, player=member.player),
        )
