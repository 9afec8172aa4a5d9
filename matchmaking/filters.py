from __future__ import annotations

from datetime import timedelta
from typing import Any

import django_filters
from django.db.models import QuerySet
from django.utils import timezone
from drf_spectacular.utils import extend_schema_field

from core.filters import FormOnceFilterSet, IntegerFilter
from games.models import Game
from games.serializers import MAX_SEATS
from matchmaking.models import Ticket, TicketStatus

MAX_AGE_SECONDS = 2**31 - 1


class TicketFilter(FormOnceFilterSet):
    status = django_filters.ChoiceFilter(choices=TicketStatus.choices)
    ruleset = django_filters.CharFilter()

    class Meta:
        model = Ticket
        fields = ["status", "ruleset"]


# The lobby's seat counts are annotations, whose type drf-spectacular cannot read.
@extend_schema_field(
    {"type": "integer", "minimum": 1, "maximum": MAX_SEATS, "description": "Tables of exactly this many seats"}
)
class SeatCountFilter(IntegerFilter):
    pass


@extend_schema_field(
    {"type": "integer", "minimum": 0, "maximum": MAX_SEATS, "description": "At least this many free seats"}
)
class FreeSeatsFilter(IntegerFilter):
    pass


class LobbyFilter(FormOnceFilterSet):
    ruleset = django_filters.CharFilter()
    scenario = django_filters.CharFilter()
    # Whole numbers within a game's seat bounds (2.5 seats is a 400, not an empty page).
    seats = SeatCountFilter(
        field_name="seat_count", min_value=1, max_value=MAX_SEATS, label="Tables of exactly this many seats"
    )
    min_free_seats = FreeSeatsFilter(
        field_name="free_seats",
        lookup_expr="gte",
        min_value=0,
        max_value=MAX_SEATS,
        label="At least this many free seats",
    )
    # Bounded, as every number a client sends (docs/api.md): past timedelta's range it was a 500.
    max_age = django_filters.NumberFilter(
        method="_max_age", min_value=0, max_value=MAX_AGE_SECONDS, label="Created at most this many seconds ago"
    )

    class Meta:
        model = Game
        fields = ["ruleset", "scenario", "seats", "min_free_seats", "max_age"]

    @extend_schema_field(
        {
            "type": "number",
            "minimum": 0,
            "maximum": MAX_AGE_SECONDS,
            "description": "Created at most this many seconds ago",
        }
    )
    def _max_age(self, queryset: QuerySet[Game], name: str, value: Any) -> QuerySet[Game]:
        return queryset.filter(created_at__gte=timezone.now() - timedelta(seconds=float(value)))
