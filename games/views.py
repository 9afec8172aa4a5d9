"""The turn API: thin views over games.services (writes) and games.selectors (reads)."""

from __future__ import annotations

import re
from typing import Any

from django.db.models import QuerySet
from django.http import HttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiExample, OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import permissions, status, viewsets
from rest_framework.decorators import action
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.throttling import BaseThrottle
from rest_framework.views import APIView

from core.errors import NotFoundError, ServiceError
from core.ids import ID_REGEX
from core.serializers import ErrorSerializer
from core.throttles import ActionThrottle, GameCreateThrottle, InviteThrottle, VerifyThrottle
from games import selectors, services, summary
from games.filters import GameFilter
from games.models import Game
from games.serializers import (
    IDEMPOTENCY_KEY_MAX,
    MAX_VERSION,
    ActionSubmitRequestSerializer,
    ActionSubmittedSerializer,
    BotInfoSerializer,
    EventsPageSerializer,
    GameCreateRequestSerializer,
    GameSerializer,
    JoinRequestSerializer,
    LegalActionsSerializer,
    ReserveRequestSerializer,
    RulesetComponentsSerializer,
    RulesetInfoSerializer,
    VerificationSerializer,
)
from ladders.bots import all_bots, bot_names, bots_for
from ladders.engine import Ruleset
from ladders.registry import all_rulesets, get_ruleset
from players.models import Player
from players.services import player_for_user, player_required

ERRORS = {
    400: OpenApiResponse(ErrorSerializer, description="Bad input or an illegal action; `code` says which."),
    401: OpenApiResponse(ErrorSerializer, description="No or bad token."),
    403: OpenApiResponse(ErrorSerializer, description="Not your seat, or not seated."),
    404: OpenApiResponse(ErrorSerializer, description="No such game."),
    409: OpenApiResponse(ErrorSerializer, description="Stale expected_version, or the game is not active."),
}


# Request examples shown in Swagger UI and ReDoc (and sent by schemathesis'
# examples phase): real bodies, not the generator's "string" placeholders.
GAME_CREATE_EXAMPLES = [
    OpenApiExample(
        "Shrinks and Ladders against the normal bot",
        value={"ruleset": "shrinks-and-ladders", "seats": [{"type": "human"}, {"type": "ai", "bot": "normal"}]},
        request_only=True,
    ),
    OpenApiExample(
        "Ladder 29, two players and an easy bot, short game",
        value={
            "ruleset": "ladder-29",
            "options": {"short_game": True},
            "seats": [{"type": "human"}, {"type": "human"}, {"type": "ai", "bot": "easy"}],
        },
        request_only=True,
    ),
    OpenApiExample(
        "Shootin' Ladders, Trophy Room, an hour per turn",
        value={
            "ruleset": "shootin-ladders",
            "scenario": "trophy-room",
            "seats": [{"type": "human"}, {"type": "human"}, {"type": "ai", "bot": "hard"}],
            "turn_seconds": 3600,
            "deadline_policy": "random",
        },
        request_only=True,
    ),
    OpenApiExample(
        "A private game: the second seat held for bob",
        value={
            "ruleset": "run-for-your-life-candyman",
            "seats": [{"type": "human"}, {"type": "human", "reserved_for": "bob"}, {"type": "ai", "bot": "normal"}],
        },
        request_only=True,
    ),
]
JOIN_EXAMPLES = [
    OpenApiExample("Any free seat", value={}, request_only=True),
    OpenApiExample("Seat 0, with your own entropy", value={"seat": 0, "client_seed": "zoe-2026"}, request_only=True),
]
ACTION_EXAMPLES = [
    OpenApiExample(
        "Roll (Shrinks and Ladders), at version 0",
        value={"action": {"type": "roll"}, "expected_version": 0},
        request_only=True,
    ),
    OpenApiExample(
        "Move piece 0 after the roll",
        value={"action": {"type": "move", "piece": 0}, "expected_version": 1},
        request_only=True,
    ),
]

EVENTS_LIMIT_MAX = 500
IDEMPOTENCY_KEY_PATTERN = "^[!-~]+$"


def _idempotency_key(request: Request) -> str | None:
    """The Idempotency-Key header, or None; a present key is 1 to 255 visible
    ASCII characters (the column's width), else 400 before anything is written."""
    key = request.headers.get("Idempotency-Key")
    if key is None:
        return None
    if not 1 <= len(key) <= IDEMPOTENCY_KEY_MAX or not re.fullmatch("[!-~]+", key):
        raise ServiceError(
            "bad_idempotency_key",
            f"Idempotency-Key is 1 to {IDEMPOTENCY_KEY_MAX} visible ASCII characters (no spaces).",
        )
    return key


def _invitee(seat: dict[str, Any], index: int) -> Player | None:
    """The player a requested seat is reserved for (None: no reservation)."""
    handle = seat.get("reserved_for")
    if handle is None:
        return None
    player = Player.objects.with_handle(handle).filter(deleted_at__isnull=True).first()
    if player is None:
        raise ServiceError("unknown_player", f"Seat {index}: there is no player {handle!r} to reserve it for.")
    return player


def _int_param(request: Request, name: str, default: int, low: int, high: int) -> int:
    raw = request.query_params.get(name)
    if raw is None:
        return default
    if not (raw.isascii() and raw.isdigit() and len(raw) <= 10 and low <= int(raw) <= high):
        raise ServiceError("bad_query", f"{name} is an integer from {low} to {high}.")
    return int(raw)


def _player(request: Request) -> Player | None:
    return player_for_user(request.user)


class RulesetListView(APIView):
    permission_classes = [permissions.AllowAny]

    @extend_schema(responses={200: RulesetInfoSerializer(many=True)}, summary="List rulesets", tags=["rulesets"])
    def get(self, request: Request) -> Response:
        data = []
        for rules in all_rulesets():
            info = rules.info
            data.append(
                {
                    "id": info.id,
                    "name": info.name,
                    "description": info.description,
                    "min_seats": info.min_seats,
                    "max_seats": info.max_seats,
                    "hidden_information": info.hidden_information,
                    "rules_version": info.rules_version,
                    "scenarios": [
                        {
                            "id": s.id,
                            "name": s.name,
                            "teams": s.teams,
                            "min_seats": s.min_seats or info.min_seats,
                            "max_seats": s.max_seats or info.max_seats,
                            "description": s.description,
                            "options": rules.options_schema(s.id),
                        }
                        for s in info.scenarios
                    ],
                    "options": info.options_schema,
                    "bots": bot_names(info.id),
                }
            )
        return Response(RulesetInfoSerializer(data, many=True).data)


RULESET_ID_PARAMETER = OpenApiParameter(
    "ruleset_id",
    {"type": "string", "enum": [r.info.id for r in all_rulesets()]},
    OpenApiParameter.PATH,
    description="A ruleset id from GET /rulesets/.",
)


class RulesetComponentsView(APIView):
    permission_classes = [permissions.AllowAny]

    @extend_schema(
        parameters=[RULESET_ID_PARAMETER],
        responses={
            200: RulesetComponentsSerializer,
            404: OpenApiResponse(ErrorSerializer, description="ruleset_not_found"),
        },
        summary="A ruleset's printed components: the cards and characters its views and events name by number",
        tags=["rulesets"],
    )
    def get(self, request: Request, ruleset_id: str) -> Response:
        rules = _ruleset_or_404(ruleset_id)
        data = {"ruleset": rules.info.id, "rules_version": rules.info.rules_version, "components": rules.components()}
        response = Response(RulesetComponentsSerializer(data).data)
        # The same for every game and caller until the server loads other component files.
        response["Cache-Control"] = "public, max-age=300"
        return response


class RulesetViewSchemaView(APIView):
    permission_classes = [permissions.AllowAny]

    @extend_schema(
        parameters=[RULESET_ID_PARAMETER],
        responses={
            200: OpenApiResponse(
                OpenApiTypes.OBJECT,
                description="A JSON Schema (draft 2020-12) of the `state` a game of this ruleset shows: every field "
                "described, and which ones only the caller's own seat is shown.",
            ),
            404: OpenApiResponse(ErrorSerializer, description="ruleset_not_found"),
        },
        summary="The JSON Schema of a ruleset's game view (a game's `state` field)",
        tags=["rulesets"],
    )
    def get(self, request: Request, ruleset_id: str) -> Response:
        rules = _ruleset_or_404(ruleset_id)
        response = Response(rules.view_schema())
        # The same for every game and caller until the server's code changes.
        response["Cache-Control"] = "public, max-age=300"
        return response


def _ruleset_or_404(ruleset_id: str) -> Ruleset:
    rules = next((r for r in all_rulesets() if r.info.id == ruleset_id), None)
    if rules is None:
        known = ", ".join(r.info.id for r in all_rulesets())
        raise NotFoundError("ruleset_not_found", f"There is no ruleset {ruleset_id!r}; one of: {known}.")
    return rules


class BotListView(APIView):
    permission_classes = [permissions.AllowAny]

    @extend_schema(
        parameters=[
            OpenApiParameter(
                "ruleset",
                {"type": "string", "enum": [r.info.id for r in all_rulesets()]},
                description="Only the bots an AI seat of this ruleset may name (its levels and random).",
            )
        ],
        responses={200: BotInfoSerializer(many=True)},
        summary="List bots: each ruleset's levels (easy, normal, hard) and random",
        tags=["rulesets"],
    )
    def get(self, request: Request) -> Response:
        ruleset_id = request.query_params.get("ruleset")
        # An unknown ruleset is 400 unknown_ruleset (get_ruleset raises InvalidConfig).
        specs = bots_for(get_ruleset(ruleset_id).info.id) if ruleset_id is not None else all_bots()
        data = [
            {
                "name": s.name,
                "ruleset": s.ruleset,
                "level": s.level,
                "description": s.description,
                "think_seconds": s.think_seconds,
            }
            for s in specs
        ]
        return Response(BotInfoSerializer(data, many=True).data)


class GameViewSet(viewsets.GenericViewSet):
    # Ids are digits (at most 18, within a 64-bit key); any other path is a JSON 404.
    lookup_value_regex = ID_REGEX
    permission_classes = [permissions.IsAuthenticatedOrReadOnly]
    filterset_class = GameFilter
    serializer_class = GameSerializer

    def get_queryset(self) -> QuerySet[Game]:
        return selectors.game_list()

    def get_throttles(self) -> list[BaseThrottle]:
        # A rematch is a new game too, its bots included: counted with those created.
        if self.action in ("create", "rematch"):
            return [GameCreateThrottle()]
        if self.action == "reserve":
            return [InviteThrottle()]
        if self.action == "verify":
            return [VerifyThrottle()]
        return super().get_throttles()

    def _payload(self, game: Game, request: Request) -> dict[str, Any]:
        return selectors.game_payload(game, _player(request))

    @extend_schema(responses={200: GameSerializer(many=True)}, summary="List games", tags=["games"])
    def list(self, request: Request) -> Response:
        page = self.paginate_queryset(self.filter_queryset(self.get_queryset()))
        return self.get_paginated_response(selectors.list_payloads(page or [], _player(request)))

    @extend_schema(
        request=GameCreateRequestSerializer,
        examples=GAME_CREATE_EXAMPLES,
        responses={201: GameSerializer, **ERRORS},
        summary="Create a game",
        tags=["games"],
    )
    def create(self, request: Request) -> Response:
        body = GameCreateRequestSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        data = body.validated_data
        game = services.game_create(
            creator=player_required(request.user),
            ruleset_id=data["ruleset"],
            scenario=data.get("scenario"),
            seats=[
                services.SeatSpec(s["type"], s.get("bot", ""), s.get("team"), reserved_for=_invitee(s, i))
                for i, s in enumerate(data["seats"])
            ],
            options=data.get("options") or {},
            seed=data.get("seed"),
            turn_seconds=data.get("turn_seconds"),
            deadline_policy=data["deadline_policy"],
            random_teams=data.get("teams") == "random",
        )
        return Response(self._payload(selectors.game_get(game_id=game.pk), request), status=status.HTTP_201_CREATED)

    @extend_schema(responses={200: GameSerializer, 404: ERRORS[404]}, summary="Get a game", tags=["games"])
    def retrieve(self, request: Request, pk: str) -> Response:
        return Response(self._payload(selectors.game_get(game_id=int(pk)), request))

    @extend_schema(
        request=JoinRequestSerializer,
        examples=JOIN_EXAMPLES,
        responses={200: GameSerializer, **ERRORS},
        summary="Join a game",
        tags=["games"],
    )
    @action(detail=True, methods=["post"])
    def join(self, request: Request, pk: str) -> Response:
        body = JoinRequestSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        services.game_join(
            game_id=int(pk),
            player=player_required(request.user),
            seat_index=body.validated_data.get("seat"),
            client_seed=body.validated_data.get("client_seed", ""),
        )
        return Response(self._payload(selectors.game_get(game_id=int(pk)), request))

    @extend_schema(
        request=None,
        responses={200: GameSerializer, **ERRORS},
        summary="Abort a game",
        description=(
            "Its creator or staff end a game that has not finished: it is `aborted`, with no outcome and no "
            "rating. A creator who plays in a rated game that has started resigns instead (409 `game_started`): "
            "aborting a game one is losing would dodge its rating. 403 `not_game_owner`, 409 `game_over`."
        ),
        tags=["games"],
    )
    @action(detail=True, methods=["post"])
    def abort(self, request: Request, pk: str) -> Response:
        services.game_abort(game_id=int(pk), by=player_required(request.user), is_staff=request.user.is_staff)
        return Response(self._payload(selectors.game_get(game_id=int(pk)), request))

    @extend_schema(
        request=None,
        responses={200: GameSerializer, **ERRORS},
        summary="Leave your seat before the game starts",
        description=(
            "Give up your seat in a game that has not started: it is free again for anyone to join, and your "
            "client seed leaves with you. Once the game has started, resign instead."
        ),
        tags=["games"],
    )
    @action(detail=True, methods=["post"])
    def leave(self, request: Request, pk: str) -> Response:
        services.game_leave(game_id=int(pk), player=player_required(request.user))
        return Response(self._payload(selectors.game_get(game_id=int(pk)), request))

    @extend_schema(
        request=ReserveRequestSerializer,
        examples=[
            OpenApiExample("Hold seat 1 for bob", value={"seat": 1, "reserved_for": "bob"}, request_only=True),
            OpenApiExample("Open seat 1 to anyone", value={"seat": 1, "reserved_for": None}, request_only=True),
        ],
        responses={200: GameSerializer, **ERRORS},
        summary="Hold a free seat for a player, or open it",
        description=(
            "For the creator of a game that has not started: a free human seat is held for the named player "
            "(they are told on their stream: `invited`), handed to another, or opened to anyone (`null`). "
            "403 `not_game_owner`; 409 `game_not_open`, `seat_taken`, `seat_not_human`, `player_seated_twice`; "
            "400 `unknown_player`."
        ),
        tags=["games"],
    )
    @action(detail=True, methods=["post"])
    def reserve(self, request: Request, pk: str) -> Response:
        body = ReserveRequestSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        data = body.validated_data
        invitee = _invitee(data, data["seat"])
        services.game_reserve(
            game_id=int(pk), by=player_required(request.user), seat_index=data["seat"], player=invitee
        )
        return Response(self._payload(selectors.game_get(game_id=int(pk)), request))

    @extend_schema(
        request=None,
        responses={201: GameSerializer, 200: GameSerializer, **ERRORS},
        summary="Play a finished game again with the same players",
        description=(
            "For a player who had a seat in a finished game (not a practice game): the same ruleset, scenario, "
            "options, teams, turn clock and bots, a fresh provably fair seed, you seated in your seat, and every "
            "other human seat reserved for the player who held it (they are told on their stream: `invited`; "
            "an erased account's seat is open to anyone). "
            "The first call creates it (201); a later call by any of the players returns it (200) and seats the "
            "caller in the seat held for them while it is still waiting. The finished game links to it "
            "(`rematch`); once that game is aborted, the next call makes a new one. 403 `not_seated`, "
            "409 `game_not_finished` / `practice_game`."
        ),
        tags=["games"],
    )
    @action(detail=True, methods=["post"])
    def rematch(self, request: Request, pk: str) -> Response:
        game, created = services.game_rematch(game_id=int(pk), player=player_required(request.user))
        payload = self._payload(selectors.game_get(game_id=game.pk), request)
        return Response(payload, status=status.HTTP_201_CREATED if created else status.HTTP_200_OK)

    @extend_schema(
        request=None,
        responses={200: GameSerializer, **ERRORS},
        summary="Resign your seat",
        description=(
            "Give up your seat in an active game: it is forfeited now, the random bot plays its turns from here "
            "on, and it places below every seat that played on (as a seat forfeited at its turn deadline). The "
            "log notes it at the bot's first action for the seat (`seat_forfeited`, why `resigned`)."
        ),
        tags=["games"],
    )
    @action(detail=True, methods=["post"])
    def resign(self, request: Request, pk: str) -> Response:
        services.game_resign(game_id=int(pk), player=player_required(request.user))
        return Response(self._payload(selectors.game_get(game_id=int(pk)), request))

    @extend_schema(responses={200: LegalActionsSerializer, **ERRORS}, summary="Your legal actions now", tags=["games"])
    @action(detail=True, methods=["get"], url_path="legal-actions", permission_classes=[permissions.IsAuthenticated])
    def legal_actions(self, request: Request, pk: str) -> Response:
        return Response(selectors.legal_actions(game_id=int(pk), viewer=player_required(request.user)))

    @extend_schema(
        request=ActionSubmitRequestSerializer,
        examples=ACTION_EXAMPLES,
        responses={
            201: ActionSubmittedSerializer,
            **ERRORS,
            422: OpenApiResponse(ErrorSerializer, description="Idempotency-Key reused with a different body."),
        },
        parameters=[
            OpenApiParameter(
                "Idempotency-Key",
                {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": IDEMPOTENCY_KEY_MAX,
                    "pattern": IDEMPOTENCY_KEY_PATTERN,
                },
                OpenApiParameter.HEADER,
                description=(
                    "Repeat a request with the same key to get the first response back, not a second move. "
                    f"1 to {IDEMPOTENCY_KEY_MAX} visible ASCII characters (400 bad_idempotency_key otherwise)."
                ),
            )
        ],
        summary="Play an action",
        tags=["games"],
    )
    @action(
        detail=True,
        methods=["post"],
        permission_classes=[permissions.IsAuthenticated],
        throttle_classes=[ActionThrottle],
    )
    def actions(self, request: Request, pk: str) -> Response:
        idempotency_key = _idempotency_key(request)
        body = ActionSubmitRequestSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        data = body.validated_data
        result = services.action_submit(
            game_id=int(pk),
            player=player_required(request.user),
            action=data["action"],
            expected_version=data["expected_version"],
            idempotency_key=idempotency_key,
            seat=data.get("seat"),
        )
        events = selectors.action_events_for(result.action, result.seat)
        payload = {
            "version": result.action.seq,
            "events": events,
            "replayed": result.replayed,
            "your_turn": result.your_turn,
        }
        response = Response(payload, status=status.HTTP_201_CREATED)
        if result.replayed:
            response["Idempotent-Replayed"] = "true"
        return response

    @extend_schema(
        parameters=[
            OpenApiParameter(
                "after",
                {"type": "integer", "minimum": 0, "maximum": MAX_VERSION},
                description="Only events of actions after this version.",
            ),
            OpenApiParameter(
                "limit",
                {"type": "integer", "minimum": 1, "maximum": EVENTS_LIMIT_MAX},
                description=f"At most this many actions' events (1 to {EVENTS_LIMIT_MAX}).",
            ),
        ],
        responses={200: EventsPageSerializer, 404: ERRORS[404]},
        summary="The event log as you may see it",
        tags=["games"],
    )
    @action(detail=True, methods=["get"])
    def events(self, request: Request, pk: str) -> Response:
        after = _int_param(request, "after", 0, 0, MAX_VERSION)
        limit = _int_param(request, "limit", selectors.EVENTS_PAGE_ACTIONS, 1, EVENTS_LIMIT_MAX)
        game = selectors.game_get(game_id=int(pk))
        return Response(selectors.events_for(game, _player(request), after=after, limit=limit))

    @extend_schema(
        responses={200: VerificationSerializer, 404: ERRORS[404], 409: ERRORS[409]},
        summary="Verify a finished game's dice: replay its log from the revealed seed",
        tags=["games"],
    )
    @action(detail=True, methods=["get"])
    def verify(self, request: Request, pk: str) -> Response:
        return Response(selectors.game_verification(selectors.game_get(game_id=int(pk))))

    @extend_schema(
        responses={(200, "image/svg+xml"): OpenApiTypes.STR, 404: ERRORS[404]},
        summary="The board as an SVG picture, showing what the caller may see",
        operation_id="games_board_svg",
        tags=["games"],
    )
    def board_svg(self, request: Request, pk: str) -> HttpResponse:
        game = selectors.game_get(game_id=int(pk))
        rules = get_ruleset(game.ruleset)
        seat = selectors.seat_of(game, _player(request))
        # As the caller may see it, its seats named by handle (team colours in team play).
        drawing = summary.board_picture(game, viewer_seat=None if seat is None else seat.index)
        if drawing is None:
            raise NotFoundError("no_board_drawing", f"{rules.info.name} has no board drawing yet.")
        response = HttpResponse(drawing, content_type="image/svg+xml; charset=utf-8")
        response["Cache-Control"] = "no-store"
        return response
