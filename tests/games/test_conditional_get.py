"""Polling cheaply: every GET answer carries an ETag (a hash of the body the
caller gets), and an If-None-Match that still matches is 304 with no body."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from rest_framework.test import APIClient

from games import services
from games.models import SeatType
from ladders.registry import get_ruleset
from players.models import Player

pytestmark = pytest.mark.django_db(transaction=True)

HUMAN = services.SeatSpec(SeatType.HUMAN)


def test_a_game_that_stands_still_is_not_sent_again(
    make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    ann, bob = make_player(handle="ann"), make_player(handle="bob")
    game = services.game_create(creator=ann, ruleset_id="ladder-29", seats=[HUMAN, HUMAN])
    services.game_join(game_id=game.pk, player=ann, seat_index=0)
    services.game_join(game_id=game.pk, player=bob, seat_index=1)
    ann_client, bob_client = client_for(ann), client_for(bob)
    url = f"/api/v1/games/{game.pk}/"
    first = ann_client.get(url)
    etag = first["ETag"]
    assert first.status_code == 200
    again = ann_client.get(url, HTTP_IF_NONE_MATCH=etag)
    assert again.status_code == 304
    assert again.content == b""
    assert again["ETag"] == etag
    # Each viewer's tag is their own view's (hands differ): bob's cached copy is not ann's.
    assert bob_client.get(url)["ETag"] != etag
    assert bob_client.get(url, HTTP_IF_NONE_MATCH=etag).status_code == 200
    # The game moves on: the old tag no longer matches, and the answer is whole.
    game.refresh_from_db()
    seat = game.to_act[0]
    rules = get_ruleset(game.ruleset)
    services.action_submit(
        game_id=game.pk,
        player=ann if seat == 0 else bob,
        action=rules.legal_actions(game.state, seat)[0],
        expected_version=game.version,
    )
    moved = ann_client.get(url, HTTP_IF_NONE_MATCH=etag)
    assert moved.status_code == 200
    assert moved.json()["version"] == game.version + 1
    assert moved["ETag"] != etag
    # The event log too: nothing new after the last entry is a 304.
    events = f"/api/v1/games/{game.pk}/events/"
    log = ann_client.get(events)
    assert ann_client.get(events, HTTP_IF_NONE_MATCH=log["ETag"]).status_code == 304


def test_no_etag_on_answers_that_must_not_be_kept(
    make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    """A new token (Cache-Control: no-store) gets no ETag, and a POST is never a 304."""
    ann = make_player(handle="ann")
    client = client_for(ann)
    rotated = client.post("/api/v1/players/me/token/", HTTP_IDEMPOTENCY_KEY="0b7e4c1a-5d2f-4e8b-9c3a-7f1e2d4c6b8a")
    assert rotated.status_code == 201
    assert not rotated.has_header("ETag")
    created = APIClient().post("/api/v1/players/", {"handle": "bob"}, format="json", HTTP_IF_NONE_MATCH="*")
    assert created.status_code == 201
