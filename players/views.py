from __future__ import annotations

import re

from drf_spectacular.utils import OpenApiExample, OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import exceptions, permissions, status
from rest_framework.authentication import get_authorization_header
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from core.errors import ServiceError
from core.serializers import ErrorSerializer
from core.throttles import ExportThrottle, RegistrationThrottle, TokenRotationThrottle
from players.authentication import BEARER_REFUSED, PlayerTokenAuthentication
from players.serializers import (
    PlayerExportSerializer,
    PlayerRegisteredSerializer,
    PlayerRegisterRequestSerializer,
    PlayerSerializer,
    TokenRotatedSerializer,
)
from players.services import player_erase, player_export, player_register, player_required, player_token_rotate


class PlayerRegisterView(APIView):
    permission_classes = [permissions.AllowAny]
    authentication_classes: list[type] = []
    throttle_classes = [RegistrationThrottle]

    @extend_schema(
        request=PlayerRegisterRequestSerializer,
        examples=[OpenApiExample("Register zoe", value={"handle": "zoe"}, request_only=True)],
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
        player = player_required(request.user)
        return Response(PlayerSerializer(player).data)

    @extend_schema(
        parameters=[
            OpenApiParameter(
                "confirm",
                {"type": "string", "maxLength": 32},
                required=True,
                description="Your handle, repeated (any case): erasing cannot be undone.",
            )
        ],
        request=None,
        responses={
            204: OpenApiResponse(description="Erased: the token no longer works."),
            400: OpenApiResponse(ErrorSerializer, description="`confirm_handle`: confirm is not your handle."),
            409: OpenApiResponse(ErrorSerializer, description="`staff_account`: staff are removed in the admin."),
        },
        summary="Erase your account: leave every game and event, free your handle, revoke your token",
        tags=["players"],
    )
    def delete(self, request: Request) -> Response:
        player = player_required(request.user)
        player_erase(player=player, confirm=request.query_params.get("confirm", ""))
        return Response(status=status.HTTP_204_NO_CONTENT)


# A rotation's Idempotency-Key, with the key it replaced, fetches the new key
# again for a while: long enough to be unguessable (a UUID is 36 characters).
ROTATION_KEY_MIN, ROTATION_KEY_MAX = 16, 255
ROTATION_KEY_PATTERN = f"^[!-~]{{{ROTATION_KEY_MIN},{ROTATION_KEY_MAX}}}$"


def _presented_key(request: Request) -> str:
    """The key of ``Authorization: Token <key>``, parsed as DRF's token authentication
    parses it (the same 401s), but not looked up: a replaced key may be a retry."""
    parts = get_authorization_header(request).split()
    if parts and parts[0].lower() == b"bearer":
        raise exceptions.AuthenticationFailed(BEARER_REFUSED)
    if not parts or parts[0].lower() != b"token":
        raise exceptions.NotAuthenticated()
    if len(parts) != 2:
        raise exceptions.AuthenticationFailed("Invalid token header: Token and the key, one space between.")
    try:
        return parts[1].decode()
    except UnicodeError:
        raise exceptions.AuthenticationFailed("Invalid token header: the key has characters a key never has.") from None


class PlayerTokenView(APIView):
    """``POST /players/me/token/``: a new API key for the caller; the old one stops working."""

    # It authenticates by itself: a retry sent with the key it replaced is answered, not refused.
    authentication_classes: list[type] = []
    permission_classes = [permissions.AllowAny]
    throttle_classes = [TokenRotationThrottle]

    def get_authenticate_header(self, request: Request) -> str:
        # 401 with the API's challenge, not DRF's 403 for a view without authenticators.
        return PlayerTokenAuthentication().authenticate_header(request) or "Token"

    @extend_schema(
        request=None,
        auth=[{"tokenAuth": []}],  # type: ignore[list-item]  # security requirements, as get_auth returns
        parameters=[
            OpenApiParameter(
                "Idempotency-Key",
                {"type": "string", "pattern": ROTATION_KEY_PATTERN},
                OpenApiParameter.HEADER,
                description=(
                    "Strongly advised: a random value (a UUID). A retry with the same key, sent with the "
                    "replaced token or the new one, within ten minutes, gets the same new token back "
                    f"(`replayed`), so a lost answer does not lock you out. {ROTATION_KEY_MIN} to "
                    f"{ROTATION_KEY_MAX} visible ASCII characters (400 bad_idempotency_key otherwise)."
                ),
            )
        ],
        responses={
            201: TokenRotatedSerializer,
            400: OpenApiResponse(ErrorSerializer, description="A bad Idempotency-Key (`bad_idempotency_key`)."),
            401: OpenApiResponse(ErrorSerializer, description="No token, or one that is not live (nor a retry)."),
            403: OpenApiResponse(ErrorSerializer, description="The token is not a player's (`not_a_player`)."),
        },
        summary="Replace your API token",
        description=(
            "Makes a new token for the calling player and revokes the one sent, at once: every later "
            "request with the old token is 401, and event streams opened with it close within "
            "`LADDERS_STREAM_REAUTH_SECONDS`. Send an `Idempotency-Key` so that a retry is safe."
        ),
        tags=["players"],
    )
    def post(self, request: Request) -> Response:
        key = _presented_key(request)
        idempotency_key = request.headers.get("Idempotency-Key")
        if idempotency_key is not None and not re.fullmatch(ROTATION_KEY_PATTERN[1:-1], idempotency_key):
            raise ServiceError(
                "bad_idempotency_key",
                f"Idempotency-Key is {ROTATION_KEY_MIN} to {ROTATION_KEY_MAX} visible ASCII characters (no spaces): "
                "a random value such as a UUID.",
            )
        rotated = player_token_rotate(key=key, idempotency_key=idempotency_key)
        response = Response(
            TokenRotatedSerializer({"token": rotated.token, "replayed": rotated.replayed}).data,
            status=status.HTTP_201_CREATED,
        )
        response["Cache-Control"] = "no-store"
        if rotated.replayed:
            response["Idempotent-Replayed"] = "true"
        return response


class PlayerExportView(APIView):
    """The caller's data, for them to keep or take elsewhere (docs/api.md, "Your data")."""

    permission_classes = [permissions.IsAuthenticated]
    throttle_classes = [ExportThrottle]

    @extend_schema(
        responses={
            200: PlayerExportSerializer,
            429: OpenApiResponse(ErrorSerializer, description="`throttled`: exports per player (10 an hour)."),
        },
        summary="Everything the service holds about you, as one JSON document",
        tags=["players"],
    )
    def get(self, request: Request) -> Response:
        player = player_required(request.user)
        response = Response(PlayerExportSerializer(player_export(player=player)).data)
        response["Content-Disposition"] = f'attachment; filename="ladders-{player.handle}.json"'
        response["Cache-Control"] = "no-store"
        return response
