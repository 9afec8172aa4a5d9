"""Leaderboards and player profiles (the URLs they had under players/)."""

from __future__ import annotations

import re
from typing import Any

from django.db.models import QuerySet
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import generics, permissions
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from core.errors import ServiceError
from players.selectors import player_by_handle
from players.services import player_for_user
from ranks import selectors
from ranks.filters import LeaderboardFilter
from ranks.models import PlayerRank
from ranks.pagination import LeaderboardPagination
from ranks.rating import SCOPE_ALL
from ranks.serializers import LeaderboardEntrySerializer, PlayerProfileSerializer

# A rank scope: every game, or one ruleset, league or season.
SCOPE_REGEX = r"(all|ruleset:[a-z0-9][a-z0-9-]{0,39}|(league|season):[0-9]{1,18})"


class LeaderboardView(generics.ListAPIView):
    """Players ranked in one scope by one metric, paged by cursor (ranks.pagination)."""

    pagination_class = LeaderboardPagination
    permission_classes = [permissions.AllowAny]
    serializer_class = LeaderboardEntrySerializer
    filterset_class = LeaderboardFilter
    queryset = PlayerRank.objects.none()

    def get_queryset(self) -> QuerySet[PlayerRank]:
        return PlayerRank.objects.all()

    @extend_schema(
        parameters=[
            OpenApiParameter(
                "ruleset",
                {"type": "string", "pattern": "^[a-z0-9][a-z0-9-]{0,39}$"},
                description="Ruleset id (e.g. shrinks-and-ladders).",
            ),
            OpenApiParameter(
                "league", {"type": "integer", "minimum": 0, "maximum": 10**18 - 1}, description="League id."
            ),
            OpenApiParameter(
                "season", {"type": "integer", "minimum": 0, "maximum": 10**18 - 1}, description="Season id."
            ),
            OpenApiParameter(
                "min_games",
                {"type": "integer", "minimum": 0, "maximum": 2**31 - 1},
                description="Only players with at least this many games in the scope.",
            ),
        ],
        summary="Leaderboard by ruleset, league or season, and metric",
        description=(
            "Order: by `rating` (mu - 3 sigma), highest first, then player id, lowest first; by `frags`, "
            "`trophies` or `wins`: that count, highest first, then rating, then player id. Paged by cursor: "
            "follow `next` and `previous` (a `page` number is refused, 400 `bad_page`); each row's `position` "
            "is its place on the board the filters leave, 1 for the first row. With `around` the page is that "
            "player's row and its `neighbours`, and its links page on from there."
        ),
        tags=["leaderboards"],
    )
    def get(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        queryset = self.filter_queryset(self.get_queryset())
        if request.query_params.get("around"):
            return self._around(request, queryset)
        return self._page(queryset)

    def _page(self, queryset: QuerySet[PlayerRank]) -> Response:
        # The rows are already LeaderboardEntrySerializer's shape (selectors.leaderboard_rows):
        # no model instances or serializer fields on a path read on every request.
        return self.get_paginated_response(self.paginate_queryset(queryset))

    def _around(self, request: Request, queryset: QuerySet[PlayerRank]) -> Response:
        """?around=me|<handle>: the player's row and neighbours, as a page (links go on from it)."""
        around = request.query_params["around"]
        if around == "me":
            player = player_for_user(request.user)
            if player is None:
                raise ServiceError("not_authenticated", "around=me needs a player's token; or name a handle.", 401)
        else:
            player = player_by_handle(around)
        try:
            neighbours = int(request.query_params.get("neighbours", 5))
        except ValueError:
            neighbours = 0
        if not 1 <= neighbours <= 50:
            raise ServiceError("bad_query", "neighbours is a whole number from 1 to 50.")
        paginator = self.paginator
        assert isinstance(paginator, LeaderboardPagination)
        return paginator.get_paginated_response(paginator.paginate_around(queryset, request, player, neighbours))


class PlayerProfileView(APIView):
    permission_classes = [permissions.AllowAny]

    @extend_schema(
        parameters=[
            OpenApiParameter(
                "scope",
                {"type": "string", "pattern": f"^{SCOPE_REGEX}$"},
                description="History scope: all (default), ruleset:<id>, league:<id> or season:<id>.",
            ),
        ],
        responses={200: PlayerProfileSerializer, 404: OpenApiResponse(description="No such player.")},
        summary="A player's ranks, rating history and recent games",
        tags=["leaderboards"],
    )
    def get(self, request: Request, handle: str) -> Response:
        player = player_by_handle(handle)
        scope = request.query_params.get("scope", SCOPE_ALL)
        if not re.fullmatch(SCOPE_REGEX, scope):
            raise ServiceError("bad_scope", "scope is all, ruleset:<id>, league:<id> or season:<id>.")
        return Response(PlayerProfileSerializer(selectors.player_profile(player, history_scope=scope)).data)
