from __future__ import annotations

from drf_spectacular.utils import OpenApiExample, OpenApiResponse, extend_schema
from rest_framework import permissions, status
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from config.errors import ServiceError
from config.serializers import ErrorSerializer
from config.throttles import RegistrationThrottle
from players.serializers import PlayerRegisteredSerializer, PlayerRegisterRequestSerializer, PlayerSerializer
from players.services import player_for_user, player_register


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
        player = player_for_user(request.user)
        if player is None:
            raise ServiceError("not_a_player", "This user has no player.", 403)
        return Response(PlayerSerializer(player).data)
