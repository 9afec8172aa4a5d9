"""Issue #13, abuse: registrations per address and actions per token are
rate-limited (DRF throttles on the default cache); a refusal is 429
{code, detail} with Retry-After, and writes nothing."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from types import SimpleNamespace
from typing import Any

import pytest
from django.core.cache import cache
from rest_framework.test import APIClient

from core import throttles
from games.models import Action, Game, GameStatus, Seat
from matchmaking.models import Ticket
from players.models import Player

pytestmark = pytest.mark.django_db


# The counters on a real Redis (this machine's, a database of the tests' own), as in
# production, and in the local memory cache, as in the embedded default.
TEST_REDIS_URL = os.environ.get("LADDERS_TEST_REDIS_URL", "redis://127.0.0.1:6379/12")
REDIS_CACHE = {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": TEST_REDIS_URL}


def rate_setter(settings: Any, on_redis: bool) -> Iterator[Callable[..., None]]:
    """Counters from zero (on Redis or in memory), and a setter of the rates."""
    if on_redis:
        settings.CACHES = {"default": REDIS_CACHE}
    cache.clear()

    def set_rates(**rates: str) -> None:
        settings.LADDERS = {**settings.LADDERS, "THROTTLE_RATES": rates}

    yield set_rates
    cache.clear()


@pytest.fixture(params=["locmem", "redis"])
def rates(settings: Any, request: pytest.FixtureRequest) -> Iterator[Callable[..., None]]:
    yield from rate_setter(settings, on_redis=request.param == "redis")


def test_registrations_per_address_are_limited(rates: Callable[..., None]) -> None:
    rates(register="3/hour")
    here, there = APIClient(REMOTE_ADDR="10.0.0.1"), APIClient(REMOTE_ADDR="10.0.0.2")
    for n in range(3):
        assert here.post("/api/v1/players/", {"handle": f"here{n}"}).status_code == 201
    refused = here.post("/api/v1/players/", {"handle": "here3"})
    assert refused.status_code == 429
    body = refused.json()
    assert body["code"] == "throttled"
    assert isinstance(body["detail"], str)
    assert 0 < int(refused["Retry-After"]) <= 3600
    assert not Player.objects.filter(handle="here3").exists()
    # Another address has its own allowance.
    assert there.post("/api/v1/players/", {"handle": "there0"}).status_code == 201


def test_a_forwarded_for_header_does_not_make_a_new_address(rates: Callable[..., None]) -> None:
    """Without NUM_PROXIES (the default) the address is the connection's: a client
    that writes a new X-Forwarded-For on each request is still one client (DRF
    read the whole header as the address when NUM_PROXIES was None)."""
    rates(register="2/hour", token="2/hour")
    client = APIClient(REMOTE_ADDR="10.0.0.1")
    for n in range(2):
        created = client.post("/api/v1/players/", {"handle": f"fwd{n}"}, HTTP_X_FORWARDED_FOR=f"203.0.113.{n}")
        assert created.status_code == 201
    refused = client.post("/api/v1/players/", {"handle": "fwd2"}, HTTP_X_FORWARDED_FOR="203.0.113.99")
    assert (refused.status_code, refused.json()["code"]) == (429, "throttled")
    assert not Player.objects.filter(handle="fwd2").exists()
    # Token rotations are counted per address the same way.
    key = created.json()["token"]
    for n in range(2):
        rotated = client.post(
            "/api/v1/players/me/token/", HTTP_AUTHORIZATION=f"Token {key}", HTTP_X_FORWARDED_FOR=str(n)
        )
        assert rotated.status_code == 201
        key = rotated.json()["token"]
    refused = client.post("/api/v1/players/me/token/", HTTP_AUTHORIZATION=f"Token {key}", HTTP_X_FORWARDED_FOR="9")
    assert (refused.status_code, refused.json()["code"]) == (429, "throttled")


def test_behind_a_proxy_the_address_it_appended_counts(rates: Callable[..., None], settings: Any) -> None:
    """With NUM_PROXIES=1 the last X-Forwarded-For entry (the proxy's) is the client;
    entries the client wrote before it change nothing."""
    settings.REST_FRAMEWORK = {**settings.REST_FRAMEWORK, "NUM_PROXIES": 1}
    rates(register="2/hour")
    proxy = APIClient(REMOTE_ADDR="10.0.0.1")
    for n in range(2):
        forwarded = f"198.51.100.{n}, 203.0.113.7"
        assert proxy.post("/api/v1/players/", {"handle": f"px{n}"}, HTTP_X_FORWARDED_FOR=forwarded).status_code == 201
    refused = proxy.post("/api/v1/players/", {"handle": "px2"}, HTTP_X_FORWARDED_FOR="198.51.100.9, 203.0.113.7")
    assert refused.status_code == 429
    # Another client behind the same proxy has its own allowance.
    other = proxy.post("/api/v1/players/", {"handle": "px3"}, HTTP_X_FORWARDED_FOR="203.0.113.8")
    assert other.status_code == 201


def test_actions_per_token_are_limited(
    rates: Callable[..., None], make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    rates(actions="2/minute")
    ann, bob = make_player(handle="ann"), make_player(handle="bob")
    clients = {0: client_for(ann), 1: client_for(bob)}
    game = clients[0].post("/api/v1/games/", {"ruleset": "shrinks-and-ladders", "seats": [{"type": "human"}] * 2})
    game_id = game.json()["id"]
    clients[0].post(f"/api/v1/games/{game_id}/join/", {"seat": 0})
    clients[1].post(f"/api/v1/games/{game_id}/join/", {"seat": 1})
    sent = {0: 0, 1: 0}
    refused = None
    for _ in range(10):
        state = clients[0].get(f"/api/v1/games/{game_id}/").json()
        seat = state["to_act"][0]
        legal = clients[seat].get(f"/api/v1/games/{game_id}/legal-actions/").json()
        before = Action.objects.count()
        response = clients[seat].post(
            f"/api/v1/games/{game_id}/actions/", {"action": legal["actions"][0], "expected_version": legal["version"]}
        )
        if response.status_code == 429:
            refused = response
            assert Action.objects.count() == before
            assert sent[seat] == 2  # the third action of this token in the minute
            break
        assert response.status_code == 201, response.json()
        sent[seat] += 1
    assert refused is not None
    assert refused.json()["code"] == "throttled"
    assert int(refused["Retry-After"]) > 0
    # Reads are not limited by the action throttle.
    assert clients[seat].get(f"/api/v1/games/{game_id}/").status_code == 200


def test_a_rate_of_off_turns_a_limit_off(rates: Callable[..., None]) -> None:
    rates(register=None)
    client = APIClient()
    for n in range(30):
        assert client.post("/api/v1/players/", {"handle": f"p{n}"}).status_code == 201


def test_rates_come_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    from config.settings import env_rate

    monkeypatch.setenv("LADDERS_THROTTLE_REGISTER", "5/minute")
    assert env_rate("LADDERS_THROTTLE_REGISTER", "20/hour") == "5/minute"
    monkeypatch.setenv("LADDERS_THROTTLE_REGISTER", "off")
    assert env_rate("LADDERS_THROTTLE_REGISTER", "20/hour") is None
    monkeypatch.delenv("LADDERS_THROTTLE_REGISTER")
    assert env_rate("LADDERS_THROTTLE_REGISTER", "20/hour") == "20/hour"


def test_games_created_per_player_are_limited(
    rates: Callable[..., None], make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    """Each game may seat bots whose turns take worker CPU: creating them is limited per player."""
    rates(games="2/hour")
    ann, bob = client_for(make_player(handle="ann")), client_for(make_player(handle="bob"))
    body = {"ruleset": "shrinks-and-ladders", "seats": [{"type": "ai", "bot": "random"}] * 2}
    for _ in range(2):
        assert ann.post("/api/v1/games/", body, format="json").status_code == 201
    refused = ann.post("/api/v1/games/", body, format="json")
    assert (refused.status_code, refused.json()["code"]) == (429, "throttled")
    assert 0 < int(refused["Retry-After"]) <= 3600
    assert Game.objects.count() == 2
    # Another player has their own allowance, and reading games is not counted.
    assert bob.post("/api/v1/games/", body, format="json").status_code == 201
    assert ann.get("/api/v1/games/").status_code == 200


def test_quick_play_tickets_count_against_the_games_limit(
    rates: Callable[..., None], make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    """A lone ticket with bots_after 0 is a game with bots at once: without a limit,
    tickets were the way around the per-player limit on games created."""
    rates(games="2/hour")
    ann = client_for(make_player(handle="ann"))
    body = {"ruleset": "shrinks-and-ladders", "seats": [{"type": "ai", "bot": "random"}] * 2}
    assert ann.post("/api/v1/games/", body, format="json").status_code == 201
    ticket = {"ruleset": "ladder-29", "min_seats": 3, "max_seats": 3, "bots_after": 0, "bot": "random"}
    assert ann.post("/api/v1/matchmaking/tickets/", ticket, format="json").status_code == 201
    before = (Game.objects.count(), Ticket.objects.count())
    refused = ann.post(
        "/api/v1/matchmaking/tickets/", {**ticket, "ruleset": "run-for-your-life-candyman"}, format="json"
    )
    assert (refused.status_code, refused.json()["code"]) == (429, "throttled")
    assert 0 < int(refused["Retry-After"]) <= 3600
    assert (Game.objects.count(), Ticket.objects.count()) == before
    # Reading and cancelling tickets are not counted.
    assert ann.get("/api/v1/matchmaking/tickets/").status_code == 200


def test_rematches_count_against_the_games_limit(
    rates: Callable[..., None], make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    """Each finished game's rematch is a new game with its bots: unlimited, a player's
    finished games were each a chain of bot games outside the limit."""
    rates(games="1/hour")
    ann = make_player(handle="ann")
    client = client_for(ann)
    body = {"ruleset": "shrinks-and-ladders", "seats": [{"type": "human"}, {"type": "ai", "bot": "random"}]}
    game_id = client.post("/api/v1/games/", body, format="json").json()["id"]
    Game.objects.filter(pk=game_id).update(status=GameStatus.FINISHED)
    Seat.objects.filter(game_id=game_id, index=0).update(player=ann)
    refused = client.post(f"/api/v1/games/{game_id}/rematch/")
    assert (refused.status_code, refused.json()["code"]) == (429, "throttled")
    assert Game.objects.count() == 1


def test_seat_reservations_per_player_are_limited(
    rates: Callable[..., None], make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    """Each reservation may tell its invitee ``invited`` (stream and webhooks): switching a
    seat back and forth between two handles would flood them."""
    rates(invites="2/hour")
    make_player(handle="bob")
    client = client_for(make_player(handle="ann"))
    body = {"ruleset": "shrinks-and-ladders", "seats": [{"type": "human"}, {"type": "human"}]}
    game_id = client.post("/api/v1/games/", body, format="json").json()["id"]
    url = f"/api/v1/games/{game_id}/reserve/"
    for handle in ("bob", None):
        assert client.post(url, {"seat": 1, "reserved_for": handle}, format="json").status_code == 200
    refused = client.post(url, {"seat": 1, "reserved_for": "bob"}, format="json")
    assert (refused.status_code, refused.json()["code"]) == (429, "throttled")
    assert Seat.objects.get(game_id=game_id, index=1).reserved_for is None  # nothing changed


def test_verifications_are_limited_per_caller(
    rates: Callable[..., None], make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    """A verification replays the whole game on the web process: counted per player, or per
    address for anonymous callers."""
    rates(verify="1/hour")
    ann = make_player(handle="ann")
    client = client_for(ann)
    body = {"ruleset": "shrinks-and-ladders", "seats": [{"type": "human"}, {"type": "ai", "bot": "random"}]}
    game_id = client.post("/api/v1/games/", body, format="json").json()["id"]
    url = f"/api/v1/games/{game_id}/verify/"
    assert client.get(url).status_code == 409  # not finished: counted all the same
    refused = client.get(url)
    assert (refused.status_code, refused.json()["code"]) == (429, "throttled")
    anonymous = APIClient()
    assert anonymous.get(url).status_code == 409
    assert anonymous.get(url).status_code == 429


def actions_of(player_pk: int) -> Any:
    """A request as the action throttle sees it: only its user's primary key counts."""
    return SimpleNamespace(user=SimpleNamespace(is_authenticated=True, pk=player_pk))


@pytest.fixture
def redis_rates(settings: Any) -> Iterator[Callable[..., None]]:
    yield from rate_setter(settings, on_redis=True)


def test_on_redis_racing_requests_are_each_counted(redis_rates: Callable[..., None]) -> None:
    """Requests of one token arriving at once in several web processes: each is counted,
    so no more than the limit get through (DRF's throttle reads the history and writes
    it back: two requests between the two both pass on one count)."""
    redis_rates(actions="10/minute")
    start = threading.Barrier(8)

    def attempt(_: int) -> list[bool]:
        start.wait(timeout=10)
        return [throttles.ActionThrottle().allow_request(actions_of(7), None) for _ in range(5)]  # type: ignore[arg-type]

    with ThreadPoolExecutor(8) as pool:
        allowed = [ok for batch in pool.map(attempt, range(8)) for ok in batch]
    assert allowed.count(True) == 10
    # another token has its own allowance
    assert throttles.ActionThrottle().allow_request(actions_of(8), None)  # type: ignore[arg-type]


def test_on_redis_a_counted_request_is_one_round_trip(
    redis_rates: Callable[..., None], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Checking and counting a request is one command to Redis (a Lua script); only a
    refusal asks again, for its Retry-After."""
    import redis

    redis_rates(actions="3/minute")
    throttle = throttles.ActionThrottle()
    assert throttle.allow_request(actions_of(7), None)  # type: ignore[arg-type]  # loads the script
    commands: list[str] = []
    send = redis.Redis.execute_command

    def counted(self: redis.Redis, *args: Any, **options: Any) -> Any:
        commands.append(str(args[0]))
        return send(self, *args, **options)

    monkeypatch.setattr(redis.Redis, "execute_command", counted)
    assert throttles.ActionThrottle().allow_request(actions_of(7), None)  # type: ignore[arg-type]
    assert commands == ["EVALSHA"]
    assert throttles.ActionThrottle().allow_request(actions_of(7), None)  # type: ignore[arg-type]
    commands.clear()
    refused = throttles.ActionThrottle()
    assert not refused.allow_request(actions_of(7), None)  # type: ignore[arg-type]
    assert len(commands) == 2
    wait = refused.wait()
    assert wait is not None
    assert 55 < wait <= 60  # the first of the three leaves the window a minute after it came


def test_on_redis_the_window_moves(redis_rates: Callable[..., None], monkeypatch: pytest.MonkeyPatch) -> None:
    """A moving window, as DRF's: a request is allowed again once the oldest in the last
    period leaves it, not when a fixed window turns over. The clock the requests are
    stamped with is the test's (limits stamps them in Python), so nothing waits."""
    import limits.storage.redis

    clock = SimpleNamespace(now=1_000_000.0)
    monkeypatch.setattr(limits.storage.redis, "time", SimpleNamespace(time=lambda: clock.now))
    redis_rates(actions="2/minute")
    request = actions_of(9)

    def allowed_at(seconds: float) -> bool:
        clock.now = 1_000_000.0 + seconds
        return throttles.ActionThrottle().allow_request(request, None)  # type: ignore[arg-type]

    assert [allowed_at(0), allowed_at(30), allowed_at(40), allowed_at(59)] == [True, True, False, False]
    assert allowed_at(61)  # the request at 0 has left the last minute
    assert not allowed_at(62)  # the one at 30 and the one at 61 are still in it
    assert allowed_at(91)
