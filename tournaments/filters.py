from __future__ import annotations

from typing import Any

import django_filters
from django.db.models import QuerySet

from core.filters import FormOnceFilterSet
from players.models import Player
from tournaments.models import Format, League, LeagueMember, LeagueStatus, Tournament, TournamentStatus


def filter_owner(queryset: QuerySet[Any], name: str, value: str) -> QuerySet[Any]:
    """Owned by the player with this handle, in any case, found by the handle's unique index."""
    return queryset.filter(owner__in=Player.objects.with_handle(value).values("pk"))


class LeagueFilter(FormOnceFilterSet):
    ruleset = django_filters.CharFilter()
    status = django_filters.ChoiceFilter(choices=LeagueStatus.choices)
    owner = django_filters.CharFilter(method=filter_owner, label="Owned by this handle")
    member = django_filters.CharFilter(
        method="filter_member", help_text="Leagues this player (a handle) is a member of now."
    )

    class Meta:
        model = League
        fields = ["ruleset", "status", "owner", "member"]

    def filter_member(self, queryset: QuerySet[League], name: str, value: str) -> QuerySet[League]:
        # The handle and "not left" hold for the same membership row; the player found
        # by the handle's unique index (``handle__iexact`` compares UPPER, unindexed).
        members = LeagueMember.objects.filter(
            player__in=Player.objects.with_handle(value).values("pk"), left_at__isnull=True
        )
        return queryset.filter(pk__in=members.values("league_id"))


class TournamentFilter(FormOnceFilterSet):
    ruleset = django_filters.CharFilter()
    format = django_filters.ChoiceFilter(choices=Format.choices)
    status = django_filters.ChoiceFilter(choices=TournamentStatus.choices)
    owner = django_filters.CharFilter(method=filter_owner, label="Owned by this handle")

    class Meta:
        model = Tournament
        fields = ["ruleset", "format", "status", "owner"]
