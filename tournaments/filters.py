from __future__ import annotations

import django_filters
from django.db.models import QuerySet

from tournaments.models import Format, League, LeagueStatus, Tournament, TournamentStatus


class LeagueFilter(django_filters.FilterSet):
    ruleset = django_filters.CharFilter()
    status = django_filters.ChoiceFilter(choices=LeagueStatus.choices)
    owner = django_filters.CharFilter(field_name="owner__handle", lookup_expr="iexact")
    member = django_filters.CharFilter(
        method="filter_member", help_text="Leagues this player (a handle) is a member of now."
    )

    class Meta:
        model = League
        fields = ["ruleset", "status", "owner", "member"]

    def filter_member(self, queryset: QuerySet[League], name: str, value: str) -> QuerySet[League]:
        # One filter() call: the handle and "not left" hold for the same membership row.
        return queryset.filter(members__player__handle__iexact=value, members__left_at__isnull=True).distinct()


class TournamentFilter(django_filters.FilterSet):
    ruleset = django_filters.CharFilter()
    format = django_filters.ChoiceFilter(choices=Format.choices)
    status = django_filters.ChoiceFilter(choices=TournamentStatus.choices)
    owner = django_filters.CharFilter(field_name="owner__handle", lookup_expr="iexact")

    class Meta:
        model = Tournament
        fields = ["ruleset", "format", "status", "owner"]
