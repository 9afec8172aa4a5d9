from __future__ import annotations

from typing import Any

import django_filters
from django.db.models import QuerySet

from players import selectors
from players.models import PlayerRank

METRICS = [(m, m) for m in selectors.METRIC_ORDER]


class LeaderboardFilter(django_filters.FilterSet):
    """The scope (ruleset, league or season, else every game) and the metric
    pick the board; the other filters narrow it."""

    ruleset = django_filters.CharFilter(method="_scope_param", label="Ruleset id (e.g. shrinks-and-ladders)")
    league = django_filters.NumberFilter(method="_scope_param", label="League id")
    season = django_filters.NumberFilter(method="_scope_param", label="Season id")
    metric = django_filters.ChoiceFilter(choices=METRICS, method="_scope_param", label="Sort by (default rating)")
    handle = django_filters.CharFilter(field_name="player__handle", lookup_expr="icontains")
    title = django_filters.CharFilter(field_name="title", lookup_expr="iexact")
    min_games = django_filters.NumberFilter(field_name="games_played", lookup_expr="gte")
    around = django_filters.CharFilter(
        method="_scope_param",
        label="me (needs a token) or a handle: that player's position and the players just above and below",
    )
    neighbours = django_filters.NumberFilter(
        method="_scope_param", label="With around: rows shown above and below (1-50, default 5)"
    )

    class Meta:
        model = PlayerRank
        fields = ["ruleset", "league", "season", "metric", "handle", "title", "min_games", "around", "neighbours"]

    def _scope_param(self, queryset: QuerySet[PlayerRank], name: str, value: Any) -> QuerySet[PlayerRank]:
        return queryset  # applied together in filter_queryset

    def filter_queryset(self, queryset: QuerySet[PlayerRank]) -> QuerySet[PlayerRank]:
        data = self.form.cleaned_data
        league, season = data.get("league"), data.get("season")
        scope = selectors.leaderboard_scope(
            ruleset=data.get("ruleset") or None,
            league=None if league is None else int(league),
            season=None if season is None else int(season),
        )
        board = selectors.leaderboard(scope=scope, metric=data.get("metric") or "rating")
        return super().filter_queryset(board)
