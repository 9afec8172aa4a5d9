"""Issue #45: a lost database or a lost broker/cache is 503 ``unavailable``
with a Retry-After (not 500 ``server_error``), in the API and outside it,
and the request writes nothing. The outages are simulated where the service
meets them: every SQL statement (or one of a request's writes) raising as a
dropped PostgreSQL connection does, and a Redis URL on a closed port."""

from __future__ import annotations

import socket
from collections.abc import Callable
from typing import Any

import kombu.exceptions
import pytest
import redis.exceptions
from django.db import InterfaceError, OperationalError, connection
from django.test import Client
from rest_framework.test import APIClient

from core import errors
from games import services
from games.models import Action, Game, SeatType
from games.services import SeatSpec
from ladders.engine import canonical_json
from players.models import Player
from tests.factories import token_for

pytestmark = pytest.mark.django_db

LOST = "server closed the connection unexpectedly"
NEW_GAME = {"ruleset": "shrinks-and-ladders", "seats": [{"type": "human"}, {"type": "ai", "ai": "random"}]}


def raising(exc_type: type[Exception], when: Callable[[str], bool] = lambda sql: True) -> Callable[..., Any]:
    """A connection.execute_wrapper: a statement ``when`` picks raises as a lost connection would."""

    def wrapper(execute: Callable[..., Any], sql: str, params: Any, many: bool, context: Any) -> Any:
        if when(sql):
            raise exc_type(LOST)
        return execute(sql, params, many, context)

    return wrapper


def unavailable(response: Any) -> None:
    assert response.status_code == 503, response.content
    assert response.json()["code"] == "unavailable"
    assert int(response["Retry-After"]) == errors.UNAVAILABLE_RETRY_AFTER_SECONDS


@pytest.mark.parametrize("exc_type", [OperationalError, InterfaceError])
def test_a_lost_database_is_503_unavailable_for_reads_and_writes(
    make_player: Callable[..., Player],
    client_for: Callable[[Player], APIClient],
    exc_type: type[Exception],
    caplog: pytest.LogCaptureFixture,
) -> None:
    ann = client_for(make_player(handle="ann"))
    before = Game.objects.count()
    with connection.execute_wrapper(raising(exc_type)), caplog.at_level("WARNING", logger="core.errors"):
        unavailable(ann.get("/api/v1/games/"))
        # Logged with its cause, so an outage (or a deadlock: an OperationalError too) shows in the logs.
        logged = [r for r in caplog.records if r.name == "core.errors"]
        assert [r.getMessage() for r in logged] == [f"503 unavailable: GET /api/v1/games/: {LOST}"]
        assert logged[0].exc_info is not None
        unavailable(ann.get("/api/v1/players/me/"))
        unavailable(ann.post("/api/v1/games/", NEW_GAME, format="json"))
        unavailable(APIClient().post("/api/v1/players/", {"handle": "newcomer"}, format="json"))
    assert Game.objects.count() == before
    assert not Player.objects.filter(handle="newcomer").exists()
    assert ann.get("/api/v1/games/").status_code == 200  # back once the database is


def test_a_database_lost_in_the_middle_of_an_action_writes_nothing(
    make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    players = [make_player() for _ in range(2)]
    game = services.game_create(
        creator=players[0], ruleset_id="ladder-29", seats=[SeatSpec(SeatType.HUMAN)] * 2, seed=5
    )
    for index, player in enumerate(players):
        services.game_join(game_id=game.pk, player=player, seat_index=index)
    game.refresh_from_db()
    ann = client_for(players[0])
    legal = ann.get(f"/api/v1/games/{game.pk}/legal-actions/").json()
    body = {"action": legal["actions"][0], "expected_version": legal["version"]}
    before = (game.version, canonical_json(game.state), Action.objects.count())
    statements: list[str] = []

    def log(execute: Callable[..., Any], sql: str, params: Any, many: bool, context: Any) -> Any:
        statements.append(sql)
        return execute(sql, params, many, context)

    # The action's last write (the game row) fails: the action's row written before it must not stay.
    with (
        connection.execute_wrapper(log),
        connection.execute_wrapper(raising(OperationalError, lambda sql: sql.startswith('UPDATE "games_game"'))),
    ):
        unavailable(ann.post(f"/api/v1/games/{game.pk}/actions/", body, format="json", HTTP_IDEMPOTENCY_KEY="k-1"))
    assert any(sql.startswith('INSERT INTO "games_action"') for sql in statements)  # written before the failure
    game.refresh_from_db()
    assert (game.version, canonical_json(game.state), Action.objects.count()) == before
    # The same request once the database is back: applied once.
    retried = ann.post(f"/api/v1/games/{game.pk}/actions/", body, format="json", HTTP_IDEMPOTENCY_KEY="k-1")
    assert retried.status_code == 201, retried.json()
    assert Action.objects.filter(game=game).count() == 1


def test_a_lost_database_outside_the_api_is_503_too(make_player: Callable[..., Player]) -> None:
    """The admin (a Django view, not DRF): the session read fails; handler500 answers."""
    staff = make_player(handle="staffer")
    staff.user.is_staff = True
    staff.user.is_superuser = True
    staff.user.save()
    browser = Client(raise_request_exception=False)
    browser.force_login(staff.user)
    assert browser.get("/admin/").status_code == 200
    with connection.execute_wrapper(raising(OperationalError)):
        unavailable(browser.get("/admin/"))


def closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture
def lost_redis_cache(settings: Any) -> None:
    """The throttles' counters in a Redis where nothing listens."""
    settings.CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": f"redis://127.0.0.1:{closed_port()}/0",
            "OPTIONS": {"socket_connect_timeout": 1, "socket_timeout": 1},
        }
    }
    settings.LADDERS = {**settings.LADDERS, "THROTTLE_RATES": {"register": "20/hour", "games": "120/hour"}}


def test_a_lost_redis_is_503_unavailable_and_writes_nothing(
    lost_redis_cache: None, make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    refused = APIClient().post("/api/v1/players/", {"handle": "newcomer"}, format="json")  # throttled per address
    unavailable(refused)
    assert not Player.objects.filter(handle="newcomer").exists()
    ann = client_for(make_player(handle="ann"))
    before = Game.objects.count()
    unavailable(ann.post("/api/v1/games/", NEW_GAME, format="json"))
    assert Game.objects.count() == before


@pytest.mark.parametrize(
    "exc",
    [
        kombu.exceptions.OperationalError("Error 111 connecting to redis:6379. Connection refused."),
        redis.exceptions.ConnectionError("Connection refused"),
        redis.exceptions.TimeoutError("Timeout reading from socket"),
        OperationalError(LOST),
        InterfaceError("connection already closed"),
    ],
)
def test_the_exception_handler_maps_each_outage_to_503(exc: Exception) -> None:
    response = errors.api_exception_handler(exc, {})
    assert response is not None
    assert (response.status_code, response.data["code"]) == (503, "unavailable")
    assert response["Retry-After"] == str(errors.UNAVAILABLE_RETRY_AFTER_SECONDS)


def test_a_lost_broker_during_a_request_is_503(
    make_player: Callable[..., Player], client_for: Callable[[Player], APIClient], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A broker lost where a view meets it (Celery raises kombu's OperationalError)."""

    def lost(*args: Any, **kwargs: Any) -> Any:
        raise kombu.exceptions.OperationalError("Error 111 connecting to redis:6379. Connection refused.")

    monkeypatch.setattr(services, "game_create", lost)
    player = make_player(handle="ann")
    unavailable(client_for(player).post("/api/v1/games/", NEW_GAME, format="json"))
    # Any other exception is still a bug: 500 server_error.
    monkeypatch.setattr(services, "game_create", lambda *a, **k: 1 / 0)
    bug = APIClient(raise_request_exception=False)
    bug.credentials(HTTP_AUTHORIZATION=f"Token {token_for(player)}")
    response = bug.post("/api/v1/games/", NEW_GAME, format="json")
    assert (response.status_code, response.json()["code"]) == (500, "server_error")
