"""GET /api/v1/games/{id}/stream/: the game's log as the caller's seat sees it,
over Server-Sent Events (served as under ASGI, through Django's async test
client; tests/streams/test_wsgi.py serves it as runserver does)."""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from django.test import Client
from rest_framework.utils.encoders import JSONEncoder

from core import bus
from games import selectors, services
from games.models import Game, GameStatus, SeatType
from games.services import SeatSpec
from ladders.registry import get_ruleset
from players.models import Player
from tests.factories import token_for
from tests.streams.sse import SSE, StreamReader

# transaction=True: the stream reads the database from other threads, and
# messages are published after the commit, as in production.
pytestmark = [pytest.mark.services, pytest.mark.django_db(transaction=True)]

LADDER29 = "ladder-29"


@pytest.fixture
def readers() -> Iterator[list[StreamReader]]:
    opened: list[StreamReader] = []
    yield opened
    for reader in opened:
        reader.close()


@pytest.fixture
def open_stream(readers: list[StreamReader]) -> Callable[..., StreamReader]:
    def open_(path: str, player: Player | None = None, **headers: str) -> StreamReader:
        reader = StreamReader(path, token_for(player) if player is not None else None, **headers)
        readers.append(reader)
        return reader

    return open_


def two_player_ladder29(ann: Player, bob: Player) -> Game:
    game = services.game_create(
        creator=ann, ruleset_id=LADDER29, seats=[SeatSpec(SeatType.HUMAN), SeatSpec(SeatType.HUMAN)]
    )
    services.game_join(game_id=game.pk, player=ann, seat_index=0)
    services.game_join(game_id=game.pk, player=bob, seat_index=1)
    return Game.objects.get(pk=game.pk)


def play(game_id: int, players: dict[int, Player], moves: int) -> None:
    """``moves`` actions: each time, the first legal action of the first seat to act."""
    rules = get_ruleset(LADDER29)
    for _ in range(moves):
        game = Game.objects.get(pk=game_id)
        if game.status != GameStatus.ACTIVE:
            return
        seat = game.to_act[0]
        action = rules.legal_actions(game.state, seat)[0]
        services.action_submit(game_id=game_id, player=players[seat], action=action, expected_version=game.version)


def entries(messages: list[SSE]) -> list[SSE]:
    return [m for m in messages if m.event == "action"]


def as_events_page(game: Game, viewer: Player | None) -> list[dict[str, Any]]:
    """What /events/ shows ``viewer``, rendered as the API renders it."""
    page = selectors.events_for(game, viewer, after=0, limit=10_000)
    return json.loads(json.dumps(page["events"], cls=JSONEncoder))  # type: ignore[no-any-return]


def stream_events(messages: list[SSE]) -> list[dict[str, Any]]:
    return [event for m in entries(messages) for event in m.data["events"]]


def test_each_seat_and_a_spectator_see_exactly_what_events_shows_them(
    make_player: Callable[..., Player], open_stream: Callable[..., StreamReader]
) -> None:
    ann, bob, carl = make_player(), make_player(), make_player()
    game = two_player_ladder29(ann, bob)
    path = f"/api/v1/games/{game.pk}/stream/"
    streams = {"ann": open_stream(path, ann), "bob": open_stream(path, bob), "carl": open_stream(path, carl)}
    for stream in streams.values():
        assert stream.status == 200
        assert stream.response_headers["Content-Type"].startswith("text/event-stream")
        assert stream.next() == SSE("retry", None, retry=2000)
    play(game.pk, {0: ann, 1: bob}, 12)
    game.refresh_from_db()
    assert game.version == 12
    got = {name: stream.until(lambda m: m.id == "12") for name, stream in streams.items()}
    for name, viewer in (("ann", ann), ("bob", bob), ("carl", carl)):
        # One entry per version, in order, each with its id.
        assert [m.id for m in entries(got[name])] == [str(v) for v in range(1, 13)]
        assert [m.data["version"] for m in entries(got[name])] == list(range(1, 13))
        assert stream_events(got[name]) == as_events_page(game, viewer)
    # The filter had something to filter: private events reach their seat only.
    assert any(e["private"] for e in stream_events(got["ann"]))
    assert not any(e["private"] for e in stream_events(got["carl"]))
    ann_private = {(e["version"], e["index"]) for e in stream_events(got["ann"]) if e["private"]}
    bob_private = {(e["version"], e["index"]) for e in stream_events(got["bob"]) if e["private"]}
    assert ann_private - bob_private
    assert bob_private - ann_private


def test_a_stream_opened_before_the_start_shows_the_seat_its_caller_holds_at_the_start(
    make_player: Callable[..., Player], open_stream: Callable[..., StreamReader]
) -> None:
    """The house rule (DESIGN.md, "Events carry visibility"): a seat's private events
    reach its owner only. A stream opened on a game that has not started kept the seat
    its caller held then: a player who opened it, left the seat and let another take
    it read the new holder's pass choices and dealt hands. Seats change hands only
    before the start; the stream reads its caller's seat once the game has started.
    (And a player who opened it before taking a seat sees that seat's events.)"""
    ann, bob, carl = make_player(), make_player(), make_player()
    game = services.game_create(
        creator=ann, ruleset_id=LADDER29, seats=[SeatSpec(SeatType.HUMAN), SeatSpec(SeatType.HUMAN)]
    )
    services.game_join(game_id=game.pk, player=ann, seat_index=0)
    path = f"/api/v1/games/{game.pk}/stream/"
    streams = {"ann": open_stream(path, ann), "carl": open_stream(path, carl)}
    for stream in streams.values():
        assert stream.next() == SSE("retry", None, retry=2000)  # subscribed, the seats as they are now
    services.game_leave(game_id=game.pk, player=ann)
    services.game_join(game_id=game.pk, player=carl, seat_index=0)
    services.game_join(game_id=game.pk, player=bob, seat_index=1)
    play(game.pk, {0: carl, 1: bob}, 4)
    game.refresh_from_db()
    got = {name: stream.until(lambda m: m.id == "4") for name, stream in streams.items()}
    assert not any(e["private"] for e in stream_events(got["ann"]))
    assert stream_events(got["ann"]) == as_events_page(game, ann)
    assert any(e["private"] for e in stream_events(got["carl"]))
    assert stream_events(got["carl"]) == as_events_page(game, carl)


def test_resume_with_last_event_id_loses_and_repeats_nothing(
    make_player: Callable[..., Player], open_stream: Callable[..., StreamReader]
) -> None:
    ann, bob = make_player(), make_player()
    game = two_player_ladder29(ann, bob)
    path = f"/api/v1/games/{game.pk}/stream/"
    first = open_stream(path, ann)
    play(game.pk, {0: ann, 1: bob}, 5)
    before = entries(first.until(lambda m: m.id == "5"))
    first.close()
    # Moves made while the client is away.
    play(game.pk, {0: ann, 1: bob}, 4)
    second = open_stream(path, ann, **{"Last-Event-ID": "5"})
    play(game.pk, {0: ann, 1: bob}, 3)
    after = entries(second.until(lambda m: m.id == "12"))
    assert [m.id for m in before] == ["1", "2", "3", "4", "5"]
    assert [m.id for m in after] == [str(v) for v in range(6, 13)]
    game.refresh_from_db()
    assert stream_events(before + after) == as_events_page(game, ann)


def test_final_event_then_close_and_204_on_reconnect(
    make_player: Callable[..., Player], open_stream: Callable[..., StreamReader]
) -> None:
    ann = make_player()
    # One human against a bot: the bots' turns play in-process on commit.
    game = services.game_create(
        creator=ann,
        ruleset_id="shrinks-and-ladders",
        seats=[SeatSpec(SeatType.HUMAN), SeatSpec(SeatType.AI, "random")],
    )
    path = f"/api/v1/games/{game.pk}/stream/"
    stream = open_stream(path, ann)
    services.game_join(game_id=game.pk, player=ann)
    rules = get_ruleset("shrinks-and-ladders")
    for _ in range(5000):
        game.refresh_from_db()
        if game.status != GameStatus.ACTIVE:
            break
        action = rules.legal_actions(game.state, 0)[0]
        services.action_submit(game_id=game.pk, player=ann, action=action, expected_version=game.version)
    assert game.status == GameStatus.FINISHED
    messages = stream.until(lambda m: m.event == "end", timeout=30)
    end = messages[-1]
    assert end.id == str(game.version)
    assert end.data == {"version": game.version, "status": "finished", "outcome": game.outcome}
    assert [m.data["version"] for m in entries(messages)] == list(range(1, game.version + 1))
    assert stream.next() is None  # closed after the end event
    # The whole log again without Last-Event-ID; 204 with the last one.
    again = open_stream(path, ann)
    replay = again.until(lambda m: m.event == "end")
    assert [m.data for m in entries(replay)] == [m.data for m in entries(messages)]
    assert again.next() is None
    done = open_stream(path, ann, **{"Last-Event-ID": str(game.version)})
    assert done.status == 204


def test_abort_ends_the_stream(make_player: Callable[..., Player], open_stream: Callable[..., StreamReader]) -> None:
    ann, bob = make_player(), make_player()
    game = services.game_create(
        creator=ann, ruleset_id=LADDER29, seats=[SeatSpec(SeatType.HUMAN), SeatSpec(SeatType.HUMAN)]
    )
    stream = open_stream(f"/api/v1/games/{game.pk}/stream/", bob)
    services.game_abort(game_id=game.pk, by=ann)
    end = stream.until(lambda m: m.event == "end")[-1]
    assert (end.id, end.data) == ("0", {"version": 0, "status": "aborted", "outcome": None})
    assert stream.next() is None
    # Reconnecting with that id 0 is done: 204, or an EventSource would reconnect for ever.
    done = open_stream(f"/api/v1/games/{game.pk}/stream/", bob, **{"Last-Event-ID": "0"})
    assert done.status == 204


def test_heartbeat_comment_and_a_lost_message_recovered_from_the_log(
    make_player: Callable[..., Player],
    open_stream: Callable[..., StreamReader],
    settings: Any,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    settings.LADDERS = {**settings.LADDERS, "STREAM_HEARTBEAT_SECONDS": 0.2}
    ann, bob = make_player(), make_player()
    game = two_player_ladder29(ann, bob)
    stream = open_stream(f"/api/v1/games/{game.pk}/stream/", ann)
    assert stream.next().retry == 2000  # type: ignore[union-attr]
    started = time.monotonic()
    beat = stream.next(skip_heartbeats=False)
    assert beat == SSE(None, "heartbeat")
    assert time.monotonic() - started < 5
    # A message that never arrives (Redis lost it): the next heartbeat reads the log.
    monkeypatch.setattr(bus, "publish_encoded", lambda encoded: None)
    play(game.pk, {0: ann, 1: bob}, 1)
    assert [m.id for m in entries(stream.until(lambda m: m.id == "1"))] == ["1"]


@pytest.mark.parametrize(
    ("headers", "status", "code"),
    [
        ({}, 401, "not_authenticated"),
        ({"Authorization": "Token not-a-real-token"}, 401, "authentication_failed"),
        ({"Last-Event-ID": "x1"}, 400, "bad_last_event_id"),
        ({"Last-Event-ID": "99"}, 400, "bad_last_event_id"),
    ],
)
def test_refusals_are_json_with_a_code(
    make_player: Callable[..., Player],
    open_stream: Callable[..., StreamReader],
    headers: dict[str, str],
    status: int,
    code: str,
) -> None:
    ann = make_player()
    game = services.game_create(
        creator=ann, ruleset_id=LADDER29, seats=[SeatSpec(SeatType.HUMAN), SeatSpec(SeatType.HUMAN)]
    )
    token = None if "Authorization" in headers or "Last-Event-ID" not in headers else token_for(ann)
    reader = StreamReader(f"/api/v1/games/{game.pk}/stream/", token, **headers)
    assert reader.status == status
    body = json.loads(reader.body)
    assert body["code"] == code
    assert body["detail"]
    if status == 401:
        assert reader.response_headers["WWW-Authenticate"].startswith("Token")


def test_unknown_game_is_404_and_a_post_405(make_player: Callable[..., Player]) -> None:
    ann = make_player()
    reader = StreamReader("/api/v1/games/999999/stream/", token_for(ann))
    assert (reader.status, json.loads(reader.body)["code"]) == (404, "game_not_found")
    # CSRF checks on, as a real server makes them: a POST is a 405, not a 403 csrf_failed.
    client = Client(enforce_csrf_checks=True)
    for path in ("/api/v1/games/1/stream/", "/api/v1/players/me/stream/"):
        response = client.post(path, HTTP_AUTHORIZATION=f"Token {token_for(ann)}")
        assert (response.status_code, response.json()["code"]) == (405, "method_not_allowed")
