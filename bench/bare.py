"""The bare baselines the turn pipeline is measured against (bench only).

``BareGameReadView`` is the bare read: the service's token auth and one row by
primary key (bench/read_endpoints.py's baseline).
``BareActionView`` is a plain DRF view doing only what any turn write must do:
token auth, lock the game row, look up the idempotency key, insert the action
row and bump the version. No rules engine, no seats, no state JSON.
``bare_hop`` is the bare Celery round trip: a task that locks the game row,
inserts an action and bumps the version.

Served only through ``bench.settings`` (ROOT_URLCONF = "bench.bare"), which
mounts the service's own URLs beside ``/bench/games/<id>/actions/``; the worker
loads the task with ``celery -A config worker -I bench.bare``.
"""

from __future__ import annotations

from typing import Any

from celery import shared_task
from django.db import transaction
from django.urls import include, path
from rest_framework import exceptions, permissions, status
from rest_framework.authentication import TokenAuthentication
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from games.models import Action, ActionReason, Game
from players.authentication import PlayerTokenAuthentication


class BareTokenAuthentication(TokenAuthentication):
    """DRF's token auth, fetching the user's player in the same query."""

    def authenticate_credentials(self, key: str) -> tuple[Any, Any]:
        token = self.get_model().objects.select_related("user__player").filter(key=key).first()
        if token is None or not token.user.is_active:
            raise exceptions.AuthenticationFailed("Invalid token.")
        return token.user, token


class BareActionView(APIView):
    authentication_classes = [BareTokenAuthentication]
    permission_classes = [permissions.IsAuthenticated]

    def post(self, request: Request, pk: int) -> Response:
        player_id = request.user.player.pk  # type: ignore[union-attr]
        key = request.headers.get("Idempotency-Key") or None
        expected = int(request.data["expected_version"])
        with transaction.atomic():
            game = Game.objects.select_for_update().only("id", "version").filter(pk=pk).first()
            if game is None:
                return Response({"code": "game_not_found"}, status=status.HTTP_404_NOT_FOUND)
            if key:
                earlier = Action.objects.filter(game_id=pk, player_id=player_id, idempotency_key=key).first()
                if earlier is not None:
                    return Response({"version": earlier.seq, "events": [], "replayed": True}, status=201)
            if expected != game.version:
                return Response({"code": "stale_version"}, status=status.HTTP_409_CONFLICT)
            game.version += 1
            Action.objects.create(
                game_id=pk,
                seq=game.version,
                seat=0,
                action=request.data["action"],
                reason=ActionReason.PLAYER,
                player_id=player_id,
                idempotency_key=key,
            )
            game.save(update_fields=["version"])
        return Response({"version": game.version, "events": [], "replayed": False}, status=status.HTTP_201_CREATED)


class BareGameReadView(APIView):
    """The bare read: the service's own token auth (every request pays it), one indexed
    row by primary key, a two-field JSON body."""

    authentication_classes = [PlayerTokenAuthentication]
    permission_classes = [permissions.IsAuthenticated]

    def get(self, request: Request, pk: int) -> Response:
        game = Game.objects.only("id", "version").filter(pk=pk).first()
        if game is None:
            return Response({"code": "game_not_found"}, status=status.HTTP_404_NOT_FOUND)
        return Response({"id": game.pk, "version": game.version})


@shared_task(ignore_result=True)
def bare_hop(game_id: int, version: int) -> None:
    """The bare Celery round trip's far end: lock, insert, bump the version."""
    with transaction.atomic():
        game = Game.objects.select_for_update().only("id", "version").get(pk=game_id)
        if game.version != version:
            return
        game.version += 1
        Action.objects.create(game_id=game_id, seq=game.version, seat=1, action={}, reason=ActionReason.AI)
        game.save(update_fields=["version"])


urlpatterns = [
    path("bench/games/<int:pk>/actions/", BareActionView.as_view()),
    path("bench/games/<int:pk>/", BareGameReadView.as_view()),
    path("", include("config.urls")),
]
