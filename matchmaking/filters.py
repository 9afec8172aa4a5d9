from __future__ import annotations

from datetime import timedelta
from typing import Any

import django_filters
from django.db.models import QuerySet
from django.utils import timezone

from games.models import Game
from matchmaking.models import Ticket, TicketStatus


class TicketFilter(django_filters.FilterSet):
    status = django_filters.ChoiceFilter(choices=TicketStatus.choices)
    ruleset = django_filters.CharFilter()

    class Meta:
        model = Ticket
        fields = ["status", "ruleset"]


class LobbyFilter(django_filters.FilterSet):
    ruleset = django_filters.CharFilter()
    scenario = django_filters.CharFilter()
    seats = django_filters.NumberFilter(field_name="seat_count", label="Tables of exactly this many seats")
    min_free_seats = django_filters.NumberFilter(
        field_name="free_seats", lookup_expr="gte", label="At least this many free seats"
    )
    max_age = django_filters.NumberFilter(method="_max_age", label="Created at most this many seconds ago")

    class Meta:
        model = Game
        fields = ["ruleset", "scenario", "seats", "min_free_seats", "max_age"]

    def _max_age(self, queryset: QuerySet[Game], name: str, value: Any) -> QuerySet[Game]:
        return queryset.filter(created_at__gte=timezone.now() - timedelta(seconds=float(value)))
