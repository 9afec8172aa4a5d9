from __future__ import annotations

from typing import Any

import django_filters
from django.db.models import QuerySet

from core.filters import id_filter
from games.models import Game, GameStatus

EVENT_LOOKUPS = {
    "league": "league_game__season__league_id",
    "season": "league_game__season_id",
    "tournament": "table__round__tournament_id",
}


class GameFilter(django_filters.FilterSet):
    status = django_filters.ChoiceFilter(choices=GameStatus.choices)
    ruleset = django_filters.CharFilter()
    scenario = django_filters.CharFilter()
    player = django_filters.CharFilter(
        field_name="seats__player__handle", lookup_expr="iexact", distinct=True, label="Games with this handle seated"
    )

    # An event's games, by its id: a league's pairings in every season, a season's,
    # a tournament's tables in every round (lookups over the tournaments app's relations).
    league = id_filter("Games of this league", method="filter_event")
    season = id_filter("Games of this league season", method="filter_event")
    tournament = id_filter("Games of this tournament", method="filter_event")

    invited = django_filters.CharFilter(
        method="filter_invited",
        label="Games waiting for players with a free seat reserved for this handle (invitations)",
    )

    class Meta:
        model = Game
        fields = ["status", "ruleset", "scenario", "player", "league", "season", "tournament", "invited"]

    def filter_event(self, queryset: QuerySet[Game], name: str, value: Any) -> QuerySet[Game]:
        return queryset.filter(**{EVENT_LOOKUPS[name]: value})

    def filter_invited(self, queryset: QuerySet[Game], name: str, value: str) -> QuerySet[Game]:
        # One filter() call: both conditions hold for the same seat. Only a waiting game's
        # seat can still be taken (an aborted one's stays free, and is no invitation).
        return queryset.filter(
            status=GameStatus.WAITING, seats__reserved_for__handle__iexact=value, seats__player__isnull=True
        ).distinct()
