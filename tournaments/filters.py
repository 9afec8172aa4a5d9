from __future__ import annotations

import django_filters

from tournaments.models import Format, League, LeagueStatus, Tournament, TournamentStatus


class LeagueFilter(django_filters.FilterSet):
    ruleset = django_filters.CharFilter()
    status = django_filters.ChoiceFilter(choices=LeagueStatus.choices)
    owner = django_filters.CharFilter(field_name="owner__handle", lookup_expr="iexact")
    member = django_filters.CharFilter(field_name="members__player__handle", lookup_expr="iexact", distinct=True)

    class Meta:
        model = League
        fields = ["ruleset", "status", "owner", "member"]


class TournamentFilter(django_filters.FilterSet):
    ruleset = django_filters.CharFilter()
    format = django_filters.ChoiceFilter(choices=Format.choices)
    status = django_filters.ChoiceFilter(choices=TournamentStatus.choices)
    owner = django_filters.CharFilter(field_name="owner__handle", lookup_expr="iexact")

    class Meta:
        model = Tournament
        fields = ["ruleset", "format", "status", "owner"]
