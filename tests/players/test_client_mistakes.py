"""Two mistakes a client developer makes early, answered with what to do instead."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from django.contrib.auth import get_user_model
from rest_framework.test import APIClient

from players.models import Player
from players.services import player_register, player_required
from tests.factories import token_for

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    "path", ["/api/v1/players/me/", "/api/v1/games/", "/api/v1/webhooks/", "/api/v1/players/me/token/"]
)
def test_a_bearer_header_is_told_the_scheme_is_token(make_player: Callable[..., Player], path: str) -> None:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {token_for(make_player())}")
    response = client.post(path, {}, format="json") if path.endswith("token/") else client.get(path)
    assert response.status_code == 401
    assert response.json()["code"] == "authentication_failed"
    assert "Authorization: Token <key>" in response.json()["detail"]


def test_another_scheme_is_still_ignored_on_public_reads() -> None:
    """A proxy's Basic header is not ours to refuse: a public list still answers."""
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION="Basic dXNlcjpwYXNz")
    assert client.get("/api/v1/rulesets/").status_code == 200


@pytest.mark.parametrize("handle", ["me", "ME", "Me"])
def test_me_is_no_ones_handle(api_client: APIClient, handle: str) -> None:
    """``?around=me`` means the caller: a player called "me" could never be found by it."""
    response = api_client.post("/api/v1/players/", {"handle": handle}, format="json")
    assert (response.status_code, response.json()["code"]) == (409, "handle_taken")
    assert "caller" in response.json()["detail"]
    assert not Player.objects.exists()


@pytest.mark.parametrize("username", ["me", "deleted-5"])
def test_a_staff_user_named_as_no_player_may_be_gets_another_handle(username: str) -> None:
    player_register(handle="someone")
    user = get_user_model().objects.create_user(username=username, password="x", is_staff=True)
    handle = player_required(user).handle
    assert handle.lower() != username
    assert not handle.lower().startswith("deleted-")
    assert handle != "me"
