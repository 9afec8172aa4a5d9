"""POST /api/v1/players/me/token/: a player replaces a leaked API key."""

from __future__ import annotations

import threading
from collections.abc import Callable
from datetime import timedelta
from typing import Any

import pytest
from django.db import connection
from django.utils import timezone
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from players.models import Player, TokenRotation
from tests.factories import token_for
from tests.streams.sse import SSE, StreamReader

URL = "/api/v1/players/me/token/"
ME = "/api/v1/players/me/"
RETRY_KEY = "3f6a1c7e-8b2d-4e59-9a0b-5c1d2e3f4a5b"

pytestmark = pytest.mark.django_db


def client_with(key: str) -> APIClient:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {key}")
    return client


def rotate(key: str, idempotency_key: str | None = None) -> Any:
    headers = {} if idempotency_key is None else {"Idempotency-Key": idempotency_key}
    return client_with(key).post(URL, headers=headers)


def test_rotation_gives_a_new_key_and_the_old_one_stops_working(make_player: Callable[..., Player]) -> None:
    ann = make_player()
    old = token_for(ann)
    response = rotate(old)
    assert response.status_code == 201, response.json()
    assert response["Cache-Control"] == "no-store"
    new = response.json()["token"]
    assert response.json() == {"token": new, "replayed": False}
    assert new != old
    assert len(new) == 40
    assert client_with(new).get(ME).json()["handle"] == ann.handle
    refused = client_with(old).get(ME)
    assert refused.status_code == 401
    assert refused.json()["code"] == "authentication_failed"
    # No key is kept beside the token table: the rotation row holds digests only.
    rotation = TokenRotation.objects.get(player=ann)
    assert old not in vars(rotation).values()
    assert new not in vars(rotation).values()


def test_a_retry_with_the_same_idempotency_key_gets_the_same_new_key(make_player: Callable[..., Player]) -> None:
    ann = make_player()
    old = token_for(ann)
    first = rotate(old, RETRY_KEY).json()["token"]
    # The answer was lost: the client sends the same request again, with the old key.
    again = rotate(old, RETRY_KEY)
    assert again.status_code == 201
    assert again.json() == {"token": first, "replayed": True}
    assert again["Idempotent-Replayed"] == "true"
    # Or it had the answer, and retried with the new key: still the same rotation.
    assert rotate(first, RETRY_KEY).json() == {"token": first, "replayed": True}
    assert Token.objects.get(user=ann.user).key == first


def test_the_old_key_without_the_retry_key_is_refused(make_player: Callable[..., Player]) -> None:
    ann = make_player()
    old = token_for(ann)
    new = rotate(old, RETRY_KEY).json()["token"]
    for idempotency_key in (None, "another-retry-key-0001"):
        response = rotate(old, idempotency_key)
        assert response.status_code == 401
        assert response.json()["code"] == "authentication_failed"
        assert response["WWW-Authenticate"] == "Token"
    assert Token.objects.get(user=ann.user).key == new


def test_a_retry_after_the_replay_window_is_refused(make_player: Callable[..., Player], settings: Any) -> None:
    ann = make_player()
    old = token_for(ann)
    rotate(old, RETRY_KEY)
    TokenRotation.objects.filter(player=ann).update(
        rotated_at=timezone.now() - timedelta(seconds=settings.LADDERS["TOKEN_ROTATION_REPLAY_SECONDS"] + 1)
    )
    assert rotate(old, RETRY_KEY).status_code == 401


def test_a_retry_never_returns_a_key_made_since(make_player: Callable[..., Player]) -> None:
    """After a second rotation (or an admin's new key) the first rotation's retry
    would hand out a key it did not make: refused."""
    ann = make_player()
    old = token_for(ann)
    first = rotate(old, RETRY_KEY).json()["token"]
    second = rotate(first, "the-second-rotation-key").json()["token"]
    assert rotate(old, RETRY_KEY).status_code == 401
    assert rotate(first, RETRY_KEY).status_code == 401  # the first new key is replaced too
    Token.objects.filter(user=ann.user).delete()
    admin_made = Token.objects.create(user=ann.user).key
    assert rotate(second, "the-second-rotation-key").status_code == 401
    assert Token.objects.get(user=ann.user).key == admin_made


def test_each_rotation_without_an_idempotency_key_makes_a_new_key(make_player: Callable[..., Player]) -> None:
    ann = make_player()
    keys = [token_for(ann)]
    for _ in range(3):
        keys.append(rotate(keys[-1]).json()["token"])
    assert len(set(keys)) == 4
    assert TokenRotation.objects.filter(player=ann).count() == 1  # the last rotation only


@pytest.mark.parametrize(
    ("authorization", "status", "code"),
    [
        (None, 401, "not_authenticated"),
        ("Bearer abc", 401, "authentication_failed"),  # told to use Token
        ("Token", 401, "authentication_failed"),
        ("Token a b", 401, "authentication_failed"),
        ("Token 0000000000000000000000000000000000000000", 401, "authentication_failed"),
    ],
)
def test_bad_credentials_are_the_apis_401s(
    make_player: Callable[..., Player], authorization: str | None, status: int, code: str
) -> None:
    ann = make_player()
    key = token_for(ann)
    client = APIClient()
    if authorization is not None:
        client.credentials(HTTP_AUTHORIZATION=authorization)
    response = client.post(URL)
    assert (response.status_code, response.json()["code"]) == (status, code)
    assert response["WWW-Authenticate"] == "Token"
    assert Token.objects.get(user=ann.user).key == key


@pytest.mark.parametrize("idempotency_key", ["short", "x" * 256, "has a space in it here", "é" * 20])
def test_a_bad_idempotency_key_changes_nothing(make_player: Callable[..., Player], idempotency_key: str) -> None:
    ann = make_player()
    key = token_for(ann)
    client = client_with(key)
    response = client.post(URL, headers={"Idempotency-Key": idempotency_key})
    assert response.status_code == 400
    assert response.json()["code"] == "bad_idempotency_key"
    assert Token.objects.get(user=ann.user).key == key
    assert not TokenRotation.objects.exists()


def test_an_inactive_users_key_is_refused(make_player: Callable[..., Player]) -> None:
    ann = make_player()
    key = token_for(ann)
    ann.user.is_active = False
    ann.user.save()
    response = rotate(key)
    assert response.status_code == 401
    assert Token.objects.get(user=ann.user).key == key


def test_rotations_are_rate_limited_per_address(make_player: Callable[..., Player], settings: Any) -> None:
    settings.LADDERS = {**settings.LADDERS, "THROTTLE_RATES": {"token": "2/hour"}}
    ann = make_player()
    key = token_for(ann)
    for _ in range(2):
        key = rotate(key).json()["token"]
    response = rotate(key)
    assert response.status_code == 429
    assert response.json()["code"] == "throttled"
    assert Token.objects.get(user=ann.user).key == key


@pytest.mark.django_db(transaction=True)
def test_an_open_stream_closes_once_its_token_is_replaced(make_player: Callable[..., Player], settings: Any) -> None:
    settings.LADDERS = {**settings.LADDERS, "STREAM_HEARTBEAT_SECONDS": 0.1, "STREAM_REAUTH_SECONDS": 0.1}
    ann = make_player()
    old = token_for(ann)
    stream = StreamReader("/api/v1/players/me/stream/", old)
    try:
        assert stream.status == 200
        assert stream.next() == SSE("retry", None, retry=2000)
        assert stream.next(skip_heartbeats=False) == SSE(None, "heartbeat")  # still live
        new = rotate(old).json()["token"]
        revoked = stream.next()
        assert revoked is not None
        assert revoked.event == "revoked"
        assert revoked.data["code"] == "authentication_failed"
        assert stream.next() is None  # closed
        # A stream on the new key stays open.
        fresh = StreamReader("/api/v1/players/me/stream/", new)
        try:
            assert fresh.next() == SSE("retry", None, retry=2000)
            assert fresh.next(skip_heartbeats=False) == SSE(None, "heartbeat")
            assert fresh.next(skip_heartbeats=False) == SSE(None, "heartbeat")
        finally:
            fresh.close()
    finally:
        stream.close()


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("same_key", [False, True], ids=["two-rotations", "one-rotation-retried"])
def test_two_rotations_of_one_key_at_once_make_one_new_key(make_player: Callable[..., Player], same_key: bool) -> None:
    """The token row's lock: the second waits, then finds its key gone, and is the
    first's replay (the same Idempotency-Key) or a 401."""
    ann = make_player()
    old = token_for(ann)
    barrier = threading.Barrier(2)
    answers: list[tuple[int, dict[str, Any]]] = []

    def post(idempotency_key: str) -> None:
        client = client_with(old)
        barrier.wait()
        response = client.post(URL, headers={"Idempotency-Key": idempotency_key})
        answers.append((response.status_code, response.json()))
        connection.close()

    keys = [RETRY_KEY, RETRY_KEY] if same_key else [RETRY_KEY, "another-retry-key-0001"]
    threads = [threading.Thread(target=post, args=(key,)) for key in keys]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    live = Token.objects.get(user=ann.user).key
    if same_key:
        assert sorted((status, body["replayed"]) for status, body in answers) == [(201, False), (201, True)]
        assert {body["token"] for _, body in answers} == {live}
    else:
        assert sorted(status for status, _ in answers) == [201, 401]
        assert next(body["token"] for status, body in answers if status == 201) == live
