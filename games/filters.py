from __future__ import annotations

import django_filters

from games.models import Game, GameStatus


class GameFilter(django_filters.FilterSet):
    status = django_filters.ChoiceFilter(choices=GameStatus.choices)
    ruleset = django_filters.CharFilter()
    scenario = django_filters.CharFilter()
    player = django_filters.CharFilter(
        field_name="seats__player__handle", lookup_expr="iexact", distinct=True, label="Games with this handle seated"
    )

    class Meta:
        model = Game
        fields = ["status", "ruleset", "scenario", "player"]
