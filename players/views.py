from __future__ import annotations

import re
from typing import Any

from django.db.models import QuerySet
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import generics, permissions, status
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from config.errors import ServiceError
from config.pagination import StrictPageNumberPagination
from config.throttles import RegistrationThrottle
from games.serializers import ErrorSerializer
from players import selectors
from players.filters import LeaderboardFilter
from players.models import PlayerRank
from players.ranks import SCOPE_ALL
from players.serializers import (
    LeaderboardEntrySerializer,
    PlayerProfileSerializer,
    PlayerRegisteredSerializer,
    PlayerRegisterRequestSerializer,
    PlayerSerializer,
)
from players.services import player_for_user, player_register

# A rank scope: every game, or one ruleset, league or season.
ID_SCHEMA = {"type": "integer", "minimum": 0, "maximum": 10**18 - 1}
SCOPE_REGEX = r"(all|ruleset:[a-z0-9][a-z0-9-]{0,39}|(league|season):[0-9]{1,18})"


class PlayerRegisterView(APIView):
    permission_classes = [permissions.AllowAny]
    authentication_classes: list[type] = []
    throttle_classes = [RegistrationThrottle]

    @extend_schema(
        request=PlayerRegisterRequestSerializer,
        responses={
            201: PlayerRegisteredSerializer,
            409: OpenApiResponse(ErrorSerializer, description="The handle is taken (in any case)."),
        },
        summary="Register a player and get its API token",
        tags=["players"],
    )
    def post(self, request: Request) -> Response:
        body = PlayerRegisterRequestSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        player, token = player_register(handle=body.validated_data["handle"])
        return Response(
            PlayerRegisteredSerializer({"id": player.pk, "handle": player.handle, "token": token}).data,
            status=status.HTTP_201_CREATED,
        )


class PlayerMeView(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(responses={200: PlayerSerializer}, summary="The calling player", tags=["players"])
    def get(self, request: Request) -> Response:
        player = player_for_user(request.user)
        if player is None:
            raise ServiceError("not_a_player", "This user has no player.", 403)
        return Response(PlayerSerializer(player).data)


class LeaderboardPagination(StrictPageNumberPagination):
    page_size = 50
    page_size_query_param = "page_size"
    max_page_size = 200


class LeaderboardView(generics.ListAPIView):
    """Players ranked in one scope by one metric, paginated."""

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
        tags=["leaderboards"],
    )
    def get(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        queryset = self.filter_queryset(self.get_queryset())
        if request.query_params.get("around"):
            return self._around(request, queryset)
        page = self.paginate_queryset(queryset) or []
        assert self.paginator is not None
        offset = (self.paginator.page.number - 1) * self.paginator.page.paginator.per_page  # type: ignore[attr-defined]
        for i, row in enumerate(page):
            row.position = offset + i + 1  # type: ignore[attr-defined]
        return self.get_paginated_response(self.get_serializer(page, many=True).data)

    def _around(self, request: Request, queryset: QuerySet[PlayerRank]) -> Response:
        """?around=me|<handle>: one page, the player's position and neighbours."""
        around = request.query_params["around"]
        if around == "me":
            player = player_for_user(request.user)
            if player is None:
                raise ServiceError("not_authenticated", "around=me needs a player's token; or name a handle.", 401)
        else:
            player = selectors.player_by_handle(around)
        try:
            neighbours = int(request.query_params.get("neighbours", 5))
        except ValueError:
            neighbours = 0
        if not 1 <= neighbours <= 50:
            raise ServiceError("bad_query", "neighbours is a whole number from 1 to 50.")
        metric = request.query_params.get("metric") or "rating"
        rows, _ = selectors.leaderboard_around(queryset, player, metric=metric, neighbours=neighbours)
        data = self.get_serializer(rows, many=True).data
        return Response({"count": queryset.count(), "next": None, "previous": None, "results": data})


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
        player = selectors.player_by_handle(handle)
        scope = request.query_params.get("scope", SCOPE_ALL)
        if not re.fullmatch(SCOPE_REGEX, scope):
            raise ServiceError("bad_scope", "scope is all, ruleset:<id>, league:<id> or season:<id>.")
        return Response(PlayerProfileSerializer(selectors.player_profile(player, history_scope=scope)).data)
