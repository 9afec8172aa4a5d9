from __future__ import annotations

import re
from typing import Any

import django_filters
from django.db.models import QuerySet

from core.errors import ServiceError
from core.filters import FormOnceFilterSet, IntegerFilter
from ranks import selectors
from ranks.models import PlayerRank

RULESET_ID = "[a-z0-9][a-z0-9-]{0,39}"
METRICS = [(m, m) for m in selectors.METRIC_ORDER]


class LeaderboardFilter(FormOnceFilterSet):
    """The scope (ruleset, league or season, else every game) and the metric
    pick the board; the other filters narrow it."""

    ruleset = django_filters.CharFilter(method="_scope_param", label="Ruleset id (e.g. shrinks-and-ladders)")
    league = IntegerFilter(method="_scope_param", label="League id", min_value=0, max_value=10**18 - 1)
    season = IntegerFilter(method="_scope_param", label="Season id", min_value=0, max_value=10**18 - 1)
    metric = django_filters.ChoiceFilter(choices=METRICS, method="_scope_param", label="Sort by (default rating)")
    handle = django_filters.CharFilter(field_name="player__handle", lookup_expr="icontains")
    title = django_filters.CharFilter(field_name="title", lookup_expr="iexact")
    min_games = IntegerFilter(field_name="games_played", lookup_expr="gte", min_value=0, max_value=2**31 - 1)
    around = django_filters.CharFilter(
        method="_scope_param",
        max_length=40,
        label="me (needs a token) or a handle: that player's position and the players just above and below",
    )
    neighbours = IntegerFilter(
        method="_scope_param",
        min_value=1,
        max_value=50,
        label="With around: rows shown above and below (1-50, default 5)",
    )

    class Meta:
        model = PlayerRank
        fields = ["ruleset", "league", "season", "metric", "handle", "title", "min_games", "around", "neighbours"]

    def _scope_param(self, queryset: QuerySet[PlayerRank], name: str, value: Any) -> QuerySet[PlayerRank]:
        return queryset  # applied together in filter_queryset

    def filter_queryset(self, queryset: QuerySet[PlayerRank]) -> QuerySet[PlayerRank]:
        data = self.form.cleaned_data
        league, season = data.get("league"), data.get("season")
        if data.get("ruleset") and not re.fullmatch(RULESET_ID, data["ruleset"]):
            raise ServiceError("bad_query", "ruleset is a ruleset id: lower-case letters, digits and '-'.")
        scope = selectors.leaderboard_scope(
            ruleset=data.get("ruleset") or None,
            league=None if league is None else int(league),
            season=None if season is None else int(season),
        )
        board = selectors.leaderboard(scope=scope, metric=data.get("metric") or "rating")
        return super().filter_queryset(board)
