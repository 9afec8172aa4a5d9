from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.db.models import F, QuerySet, Window
from django.db.models.functions import RowNumber
from django.http import HttpRequest
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

from ladders.engine import InvalidConfig
from ladders.registry import get_ruleset
from players.admin import PlayerAdmin
from players.models import Player
from ranks.models import PlayerRank, RankUpdate, RatingHistory
from ranks.rating import SCOPE_ALL
from ranks.selectors import METRIC_ORDER

CHART_WIDTH, CHART_HEIGHT, CHART_PAD = 640, 200, 30


def rating_chart_svg(ratings: list[float], title: str) -> str:
    """An inline SVG line chart of ratings, game by game (no scripts, no CDN)."""
    if not ratings:
        return "<p>No rated games yet.</p>"
    low, high = min(ratings), max(ratings)
    span = (high - low) or 1.0
    step = (CHART_WIDTH - 2 * CHART_PAD) / max(1, len(ratings) - 1)

    def y(value: float) -> float:
        return CHART_HEIGHT - CHART_PAD - (value - low) / span * (CHART_HEIGHT - 2 * CHART_PAD)

    points = " ".join(f"{CHART_PAD + i * step:.1f},{y(r):.1f}" for i, r in enumerate(ratings))
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{CHART_WIDTH}" height="{CHART_HEIGHT}" '
        f'role="img" aria-label="{title}" style="background:#fff;border:1px solid #ccc">'
        f'<text x="{CHART_PAD}" y="18" font-size="12">{title}</text>'
        f'<text x="2" y="{y(high) + 4:.1f}" font-size="10">{high:.2f}</text>'
        f'<text x="2" y="{y(low) + 4:.1f}" font-size="10">{low:.2f}</text>'
        f'<polyline fill="none" stroke="#2a6fb0" stroke-width="2" points="{points}"/>'
        f'<text x="{CHART_WIDTH - CHART_PAD - 60}" y="{CHART_HEIGHT - 8}" font-size="10">{len(ratings)} games</text>'
        "</svg>"
    )


TREND_GAMES = 10
TREND_WIDTH, TREND_HEIGHT = 90, 22


def trend_svg(ratings: list[float]) -> str:
    """A sparkline of the last ratings (oldest first) and the change over them, to two
    places: "+1.25" up, "-0.40" down. The first rating is the one before the window."""
    if len(ratings) < 2:
        return "-"
    low, high = min(ratings), max(ratings)
    span = (high - low) or 1.0
    step = (TREND_WIDTH - 4) / (len(ratings) - 1)
    points = " ".join(
        f"{2 + i * step:.1f},{TREND_HEIGHT - 3 - (r - low) / span * (TREND_HEIGHT - 6):.1f}"
        for i, r in enumerate(ratings)
    )
    change = ratings[-1] - ratings[0]
    colour = "#2a7b2a" if change > 0 else ("#b03030" if change < 0 else "#666")
    return (
        f'<span class="rank-trend" style="white-space:nowrap">'
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{TREND_WIDTH}" height="{TREND_HEIGHT}" '
        f'role="img" aria-label="rating over the last {len(ratings) - 1} games" style="vertical-align:middle">'
        f'<polyline fill="none" stroke="{colour}" stroke-width="1.5" points="{points}"/></svg> '
        f'<span style="color:{colour}">{change:+.2f}</span></span>'
    )


class PlayerRankInline(admin.TabularInline):
    model = PlayerRank
    extra = 0
    can_delete = False
    fields = readonly_fields = ("scope", "rating_2dp", "mu_sigma", "frags", "trophies", "wins", "games_played", "title")

    @admin.display(description="rating", ordering="rating")
    def rating_2dp(self, obj: PlayerRank) -> str:
        return f"{obj.rating:.2f}"

    @admin.display(description="mu ± sigma")
    def mu_sigma(self, obj: PlayerRank) -> str:
        return f"{obj.mu:.2f} ± {obj.sigma:.2f}"

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


# The player admin of players/, with the ranks: players/ knows nothing of ranks,
# so this app swaps in its extension (as one extends django.contrib.auth's UserAdmin).
admin.site.unregister(Player)


@admin.register(Player)
class PlayerWithRanksAdmin(PlayerAdmin):
    readonly_fields = [*PlayerAdmin.readonly_fields, "rating_chart"]
    inlines = [PlayerRankInline]

    @admin.display(description="rating over time (all games)")
    def rating_chart(self, obj: Player) -> SafeString:
        history = RatingHistory.objects.filter(player=obj, scope=SCOPE_ALL).order_by("at", "id")
        ratings = list(history.values_list("rating", flat=True))
        # The SVG holds numbers and an escaped title only, so it is safe to mark as HTML.
        return mark_safe(rating_chart_svg(ratings, escape(f"{obj.handle}: rating (mu - 3 sigma)")))


def scope_label(scope: str) -> str:
    """A leaderboard's name as an organiser knows it: "Frag Deadlands", not "ruleset:frag-deadlands"."""
    if scope == SCOPE_ALL:
        return "every game"
    kind, _, key = scope.partition(":")
    if kind == "ruleset":
        try:
            return get_ruleset(key).info.name
        except InvalidConfig:
            return scope
    return f"{kind} {key}" if key else scope


class ScopeFilter(admin.SimpleListFilter):
    """Pick one leaderboard: every game, a ruleset (one page each), a league or a season."""

    title = "leaderboard"
    parameter_name = "scope"

    def lookups(self, request: HttpRequest, model_admin: Any) -> list[tuple[str, str]]:
        scopes = PlayerRank.objects.order_by("scope").values_list("scope", flat=True).distinct()
        # Rulesets first (one leaderboard page each), then every game, leagues and seasons.
        ordered = sorted(scopes, key=lambda s: (not s.startswith("ruleset:"), s != SCOPE_ALL, s))
        return [(s, scope_label(s)) for s in ordered]

    def queryset(self, request: HttpRequest, queryset: QuerySet[PlayerRank]) -> QuerySet[PlayerRank]:
        return queryset.filter(scope=self.value() or SCOPE_ALL)


@admin.register(PlayerRank)
class LeaderboardAdmin(admin.ModelAdmin):
    """Leaderboards: one scope at a time (default: every game), sortable by any
    column. Numbers are rounded to two places and the columns kept few, so the
    table fits beside the filters."""

    list_display = [
        "position",
        "player",
        "rating_2dp",
        "mu_2dp",
        "sigma_2dp",
        "games_played",
        "frags",
        "trophies",
        "wins",
        "trend",
        "title",
        "leaderboard",
    ]
    # The detail page (read-only) shows the same rounded numbers as the list.
    fields = readonly_fields = [  # type: ignore[assignment]
        "player",
        "leaderboard",
        "rating_2dp",
        "mu_2dp",
        "sigma_2dp",
        "games_played",
        "rated_games",
        "frags",
        "trophies",
        "wins",
        "title",
        "trend",
        "updated_at",
    ]
    list_display_links = ["player"]
    list_filter = [ScopeFilter, "title"]
    search_fields = ["player__handle"]
    # The API's order (the player's id, not "player", which is the player's handle
    # by Player's Meta.ordering), so the place column counts down the page.
    ordering = ["-rating", "player_id"]
    list_select_related = ["player"]
    list_per_page = 50

    def get_queryset(self, request: HttpRequest) -> QuerySet[PlayerRank]:
        # The place by rating within the scope (ties as the API orders them), in
        # the rows the filters and search leave, as the API's position is.
        order = [F(field).desc() if descending else F(field).asc() for field, descending in METRIC_ORDER["rating"]]
        return (
            super()
            .get_queryset(request)
            .annotate(position=Window(RowNumber(), partition_by=[F("scope")], order_by=order))
        )

    @admin.display(description="leaderboard", ordering="scope")
    def leaderboard(self, obj: PlayerRank) -> str:
        return scope_label(obj.scope)

    @admin.display(description=f"trend (last {TREND_GAMES} games)")
    def trend(self, obj: PlayerRank) -> SafeString:
        recent = RatingHistory.objects.filter(player_id=obj.player_id, scope=obj.scope).order_by("-at", "-id")
        ratings = list(recent.values_list("rating", flat=True)[: TREND_GAMES + 1])[::-1]
        return mark_safe(trend_svg(ratings))

    @admin.display(description="place (by rating)", ordering="position")
    def position(self, obj: PlayerRank) -> int:
        return int(obj.position)  # type: ignore[attr-defined]

    @admin.display(description="rating", ordering="rating")
    def rating_2dp(self, obj: PlayerRank) -> str:
        return f"{obj.rating:.2f}"

    @admin.display(description="mu", ordering="mu")
    def mu_2dp(self, obj: PlayerRank) -> str:
        return f"{obj.mu:.2f}"

    @admin.display(description="sigma", ordering="sigma")
    def sigma_2dp(self, obj: PlayerRank) -> str:
        return f"{obj.sigma:.2f}"

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False  # ranks are written by the rank task and the recompute only

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


@admin.register(RankUpdate)
class RankUpdateAdmin(admin.ModelAdmin):
    list_display = ["id", "game", "applied_at"]
    search_fields = ["=game__id"]
    raw_id_fields = ["game"]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False
