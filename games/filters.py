from __future__ import annotations

import functools
from typing import Any

import django_filters
from django.db import connection
from django.db.models import QuerySet
from django.db.models.expressions import RawSQL

from core.filters import FormOnceFilterSet, id_filter
from games.models import Game, GameStatus, Seat
from players.models import Player

EVENT_LOOKUPS = {
    "league": "league_game__season__league_id",
    "season": "league_game__season_id",
    "tournament": "table__round__tournament_id",
}


class GameFilter(FormOnceFilterSet):
    status = django_filters.ChoiceFilter(choices=GameStatus.choices)
    ruleset = django_filters.CharFilter()
    scenario = django_filters.CharFilter()
    player = django_filters.CharFilter(method="filter_player", label="Games with this handle seated")

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

    def filter_player(self, queryset: QuerySet[Game], name: str, value: str) -> QuerySet[Game]:
        # A semijoin on the player's seats, found by the handle's unique index: a join
        # on ``handle__iexact`` compared UPPER(handle) on every seat of every game that
        # passed the other filters, and DISTINCT then sorted whole game rows, state and
        # all (a client's list of its active games: docs/performance.md).
        # The semijoin's SQL is built once: composing it from two QuerySets on every
        # request (the client's poll of its own active games) cost more CPU than
        # PostgreSQL spent running it.
        return queryset.filter(pk__in=RawSQL(_games_of_handle_sql(connection.vendor), [value]))

    def filter_event(self, queryset: QuerySet[Game], name: str, value: Any) -> QuerySet[Game]:
        return queryset.filter(**{EVENT_LOOKUPS[name]: value})

    def filter_invited(self, queryset: QuerySet[Game], name: str, value: str) -> QuerySet[Game]:
        # Both conditions on the same seat (one subquery). Only a waiting game's
        # seat can still be taken (an aborted one's stays free, and is no invitation).
        seats = Seat.objects.filter(
            reserved_for__in=Player.objects.with_handle(value).values("pk"), player__isnull=True
        )
        return queryset.filter(status=GameStatus.WAITING, pk__in=seats.values("game_id"))


@functools.cache
def _games_of_handle_sql(vendor: str) -> str:
    """The ids of the games where the player with a handle (in any case, compared as
    ``Player.objects.with_handle`` compares, by the unique index on ``LOWER(handle)``)
    holds a seat; ``vendor`` keys the cache."""
    qn = connection.ops.quote_name
    seat, player = qn(Seat._meta.db_table), qn(Player._meta.db_table)
    return (
        f"SELECT {seat}.{qn(Seat._meta.get_field('game').column)} FROM {seat}"
        f" WHERE {seat}.{qn(Seat._meta.get_field('player').column)} IN"
        f" (SELECT {player}.{qn(Player._meta.pk.column)} FROM {player}"
        f" WHERE LOWER({player}.{qn(Player._meta.get_field('handle').column)}) = LOWER(%s))"
    )
