from __future__ import annotations

import django_filters
from django.db.models import QuerySet

from games.models import Game, GameStatus


class GameFilter(django_filters.FilterSet):
    status = django_filters.ChoiceFilter(choices=GameStatus.choices)
    ruleset = django_filters.CharFilter()
    scenario = django_filters.CharFilter()
    player = django_filters.CharFilter(
        field_name="seats__player__handle", lookup_expr="iexact", distinct=True, label="Games with this handle seated"
    )

    invited = django_filters.CharFilter(
        method="filter_invited",
        label="Games waiting for players with a free seat reserved for this handle (invitations)",
    )

    class Meta:
        model = Game
        fields = ["status", "ruleset", "scenario", "player", "invited"]

    def filter_invited(self, queryset: QuerySet[Game], name: str, value: str) -> QuerySet[Game]:
        # One filter() call: both conditions hold for the same seat. Only a waiting game's
        # seat can still be taken (an aborted one's stays free, and is no invitation).
        return queryset.filter(
            status=GameStatus.WAITING, seats__reserved_for__handle__iexact=value, seats__player__isnull=True
        ).distinct()
