"""The streams served by a WSGI server, as ``manage.py runserver`` (the
embedded default, ``make demo``) serves them: a blocking iterator per stream.
Read here through Django's WSGI test client, in the test's thread."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from django.test import Client
from rest_framework.authtoken.models import Token

from games import services
from games.models import Game, GameStatus, SeatType
from games.services import SeatSpec
from ladders.registry import get_ruleset
from players.models import Player
from tests.factories import token_for
from tests.streams.sse import SSE, parse_frames

pytestmark = [pytest.mark.services, pytest.mark.django_db(transaction=True)]


class SyncStream:
    def __init__(self, path: str, player: Player, **headers: str) -> None:
        self.response = Client().get(path, HTTP_AUTHORIZATION=f"Token {token_for(player)}", headers=headers)
        assert self.response.status_code == 200
        assert self.response["Content-Type"].startswith("text/event-stream")
        self.chunks: Iterator[bytes] = iter(self.response.streaming_content)  # type: ignore[arg-type]
        self.parsed: list[SSE] = []
        self.buffer = ""

    def next(self) -> SSE | None:
        while not self.parsed:
            chunk = next(self.chunks, None)
            if chunk is None:
                return None
            self.parsed, self.buffer = parse_frames(self.buffer + chunk.decode())
        return self.parsed.pop(0)

    def close(self) -> None:
        self.response.close()


@pytest.fixture
def streams() -> Iterator[list[SyncStream]]:
    opened: list[SyncStream] = []
    yield opened
    for stream in opened:
        stream.close()


def test_game_stream_under_wsgi(make_player: Callable[..., Player], streams: list[SyncStream], settings: Any) -> None:
    settings.LADDERS = {**settings.LADDERS, "STREAM_HEARTBEAT_SECONDS": 0.1}
    ann = make_player()
    game = services.game_create(
        creator=ann, ruleset_id="shrinks-and-ladders", seats=[SeatSpec(SeatType.HUMAN), SeatSpec(SeatType.AI, "random")]
    )
    stream = SyncStream(f"/api/v1/games/{game.pk}/stream/", ann)
    streams.append(stream)
    assert stream.next() == SSE("retry", None, retry=2000)
    assert stream.next() == SSE(None, "heartbeat")
    services.game_join(game_id=game.pk, player=ann)
    rules = get_ruleset("shrinks-and-ladders")
    while True:
        game.refresh_from_db()
        if game.status != GameStatus.ACTIVE:
            break
        action = rules.legal_actions(game.state, 0)[0]
        services.action_submit(game_id=game.pk, player=ann, action=action, expected_version=game.version)
    got = []
    while (message := stream.next()) is not None:
        got.append(message)
    entries = [m for m in got if m.event == "action"]
    assert [m.id for m in entries] == [str(v) for v in range(1, game.version + 1)]
    end = {"version": game.version, "status": "finished", "outcome": game.outcome}
    assert got[-1] == SSE("end", end, str(game.version))


def test_player_stream_under_wsgi(make_player: Callable[..., Player], streams: list[SyncStream]) -> None:
    ann, bob = make_player(), make_player()
    stream = SyncStream("/api/v1/players/me/stream/", bob)
    streams.append(stream)
    assert stream.next() == SSE("retry", None, retry=2000)
    game = services.game_create(
        creator=ann, ruleset_id="ladder-29", seats=[SeatSpec(SeatType.HUMAN), SeatSpec(SeatType.HUMAN)]
    )
    services.game_join(game_id=game.pk, player=ann)
    services.game_join(game_id=game.pk, player=bob)
    started = Game.objects.get(pk=game.pk)
    assert stream.next() == SSE(
        "game_started", {"game": game.pk, "seat": 1, "ruleset": "ladder-29", "scenario": started.scenario}
    )
    actions = get_ruleset("ladder-29").legal_actions(started.state, 1)
    assert stream.next() == SSE(
        "your_turn",
        {"game": game.pk, "version": 0, "seat": 1, "ruleset": "ladder-29", "deadline_at": None, "actions": actions},
    )


def test_a_stream_under_wsgi_closes_once_its_token_is_replaced(
    make_player: Callable[..., Player], streams: list[SyncStream], settings: Any
) -> None:
    settings.LADDERS = {**settings.LADDERS, "STREAM_HEARTBEAT_SECONDS": 0.1, "STREAM_REAUTH_SECONDS": 0.1}
    ann = make_player()
    game = services.game_create(
        creator=ann, ruleset_id="shrinks-and-ladders", seats=[SeatSpec(SeatType.HUMAN), SeatSpec(SeatType.HUMAN)]
    )
    stream = SyncStream(f"/api/v1/games/{game.pk}/stream/", ann)
    streams.append(stream)
    assert stream.next() == SSE("retry", None, retry=2000)
    assert stream.next() == SSE(None, "heartbeat")
    Token.objects.filter(user=ann.user).delete()  # as POST /players/me/token/ does to the old key
    messages = []
    while (message := stream.next()) is not None:
        messages.append(message)
    assert messages[-1].event == "revoked"
    assert messages[-1].data["code"] == "authentication_failed"
    assert all(m.event is None for m in messages[:-1])  # heartbeats until the check came due
