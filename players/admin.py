from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.db.models import QuerySet
from django.http import HttpRequest
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

from players.models import Player, PlayerRank, RankUpdate, RatingHistory
from players.ranks import SCOPE_ALL

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
        f'<text x="2" y="{y(high) + 4:.1f}" font-size="10">{high:.1f}</text>'
        f'<text x="2" y="{y(low) + 4:.1f}" font-size="10">{low:.1f}</text>'
        f'<polyline fill="none" stroke="#2a6fb0" stroke-width="2" points="{points}"/>'
        f'<text x="{CHART_WIDTH - CHART_PAD - 60}" y="{CHART_HEIGHT - 8}" font-size="10">{len(ratings)} games</text>'
        "</svg>"
    )


class PlayerRankInline(admin.TabularInline):
    model = PlayerRank
    extra = 0
    can_delete = False
    fields = readonly_fields = ("scope", "rating", "mu", "sigma", "frags", "trophies", "wins", "games_played", "title")

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


@admin.register(Player)
class PlayerAdmin(admin.ModelAdmin):
    list_display = ["handle", "user", "created_at"]
    search_fields = ["handle", "user__username"]
    readonly_fields = ["created_at", "rating_chart"]
    inlines = [PlayerRankInline]

    @admin.display(description="rating over time (all games)")
    def rating_chart(self, obj: Player) -> SafeString:
        history = RatingHistory.objects.filter(player=obj, scope=SCOPE_ALL).order_by("at", "id")
        ratings = list(history.values_list("rating", flat=True))
        # The SVG holds numbers and an escaped title only, so it is safe to mark as HTML.
        return mark_safe(rating_chart_svg(ratings, escape(f"{obj.handle}: rating (mu - 3 sigma)")))


class ScopeFilter(admin.SimpleListFilter):
    """Pick one leaderboard: every game, a ruleset, a league or a season."""

    title = "leaderboard"
    parameter_name = "scope"

    def lookups(self, request: HttpRequest, model_admin: Any) -> list[tuple[str, str]]:
        scopes = PlayerRank.objects.order_by("scope").values_list("scope", flat=True).distinct()
        return [(s, s) for s in scopes]

    def queryset(self, request: HttpRequest, queryset: QuerySet[PlayerRank]) -> QuerySet[PlayerRank]:
        return queryset.filter(scope=self.value() or SCOPE_ALL)


@admin.register(PlayerRank)
class LeaderboardAdmin(admin.ModelAdmin):
    """Leaderboards: one scope at a time (default: every game), sortable by any column."""

    list_display = ["player", "scope", "rating", "frags", "trophies", "wins", "games_played", "title", "mu", "sigma"]
    list_filter = [ScopeFilter, "title"]
    search_fields = ["player__handle"]
    ordering = ["-rating"]
    list_select_related = ["player"]
    list_per_page = 50

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
