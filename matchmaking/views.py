"""Quick play and the lobby: thin views over matchmaking.services and selectors."""

from __future__ import annotations

from django.db.models import QuerySet
from drf_spectacular.utils import OpenApiExample, OpenApiResponse, extend_schema
from rest_framework import permissions, status, viewsets
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.throttling import BaseThrottle

from core.ids import ID_REGEX
from core.serializers import ErrorSerializer
from core.throttles import GameCreateThrottle
from games.models import Game
from matchmaking import selectors, services
from matchmaking.filters import LobbyFilter, TicketFilter
from matchmaking.models import Ticket
from matchmaking.serializers import (
    LobbyGameSerializer,
    TicketConflictSerializer,
    TicketCreateRequestSerializer,
    TicketSerializer,
)
from players.services import player_required

ERRORS = {
    400: OpenApiResponse(ErrorSerializer, description="Bad input; `code` says which. Nothing was written."),
    401: OpenApiResponse(ErrorSerializer, description="No or bad token."),
    404: OpenApiResponse(ErrorSerializer, description="You have no such ticket."),
}


def _conflict(exc: services.TicketOpenError | services.TicketClosedError) -> Response:
    body = {"code": exc.code, "detail": exc.detail, "ticket": selectors.ticket_payload(exc.ticket)}
    return Response(body, status=status.HTTP_409_CONFLICT)


class TicketViewSet(viewsets.GenericViewSet):
    """Your quick-play tickets."""

    permission_classes = [permissions.IsAuthenticated]
    serializer_class = TicketSerializer
    filterset_class = TicketFilter
    queryset = Ticket.objects.none()
    lookup_value_regex = ID_REGEX  # anything but digits is the JSON 404 of every other route

    def get_queryset(self) -> QuerySet[Ticket]:
        return selectors.ticket_list(player=player_required(self.request.user))

    def get_throttles(self) -> list[BaseThrottle]:
        # A ticket with bots_after is a game with bots at once: it counts against the
        # same per-player limit as POST /games/, or it would be the way around it.
        if self.action == "create":
            return [GameCreateThrottle()]
        return super().get_throttles()

    @extend_schema(
        request=TicketCreateRequestSerializer,
        examples=[
            OpenApiExample(
                "Ladder 29 for two, a bot after a minute alone",
                value={"ruleset": "ladder-29", "max_seats": 2, "bots_after": 60, "bot": "easy"},
                request_only=True,
            ),
            OpenApiExample(
                "Shrinks and Ladders, 2 to 4 players",
                value={"ruleset": "shrinks-and-ladders", "max_seats": 4},
                request_only=True,
            ),
        ],
        responses={
            201: TicketSerializer,
            **ERRORS,
            409: OpenApiResponse(TicketConflictSerializer, description="You already have a ticket in this ruleset."),
            429: OpenApiResponse(
                ErrorSerializer, description="`throttled`: games and tickets asked for per player (120 an hour)."
            ),
        },
        summary="Quick play: ask to be matched into a game",
        tags=["matchmaking"],
    )
    def create(self, request: Request) -> Response:
        body = TicketCreateRequestSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        data = body.validated_data
        try:
            ticket = services.ticket_create(
                player=player_required(request.user),
                ruleset_id=data["ruleset"],
                scenario=data.get("scenario"),
                min_seats=data.get("min_seats"),
                max_seats=data.get("max_seats"),
                options=data.get("options") or {},
                bots_after=data.get("bots_after"),
                bot=data["bot"],
            )
        except services.TicketOpenError as exc:
            return _conflict(exc)
        return Response(TicketSerializer(selectors.ticket_payload(ticket)).data, status=status.HTTP_201_CREATED)

    @extend_schema(
        responses={200: TicketSerializer(many=True), 401: ERRORS[401]},
        summary="Your tickets, newest first",
        tags=["matchmaking"],
    )
    def list(self, request: Request) -> Response:
        page = self.paginate_queryset(self.filter_queryset(self.get_queryset())) or []
        return self.get_paginated_response([selectors.ticket_payload(t) for t in page])

    @extend_schema(
        responses={200: TicketSerializer, 401: ERRORS[401], 404: ERRORS[404]},
        summary="One of your tickets: searching, matched (with its game), cancelled or expired",
        tags=["matchmaking"],
    )
    def retrieve(self, request: Request, pk: str) -> Response:
        ticket = selectors.ticket_get(ticket_id=int(pk), player=player_required(request.user))
        return Response(TicketSerializer(selectors.ticket_payload(ticket)).data)

    @extend_schema(
        responses={
            200: TicketSerializer,
            401: ERRORS[401],
            404: ERRORS[404],
            409: OpenApiResponse(TicketConflictSerializer, description="Already matched or expired."),
        },
        summary="Cancel a searching ticket (repeating a cancel is harmless)",
        tags=["matchmaking"],
    )
    def destroy(self, request: Request, pk: str) -> Response:
        try:
            ticket = services.ticket_cancel(ticket_id=int(pk), player=player_required(request.user))
        except services.TicketClosedError as exc:
            return _conflict(exc)
        return Response(TicketSerializer(selectors.ticket_payload(ticket)).data)


class LobbyViewSet(viewsets.GenericViewSet):
    """Games waiting for players."""

    permission_classes = [permissions.AllowAny]
    serializer_class = LobbyGameSerializer
    filterset_class = LobbyFilter
    queryset = Game.objects.none()

    def get_queryset(self) -> QuerySet[Game]:
        return selectors.lobby_games()

    @extend_schema(
        responses={200: LobbyGameSerializer(many=True), 400: ERRORS[400]},
        summary="The lobby: open games with free seats, newest first",
        tags=["matchmaking"],
    )
    def list(self, request: Request) -> Response:
        page = self.paginate_queryset(self.filter_queryset(self.get_queryset())) or []
        return self.get_paginated_response(selectors.lobby_payload(list(page)))
