"""Two submissions of the same turn at once: exactly one wins (PostgreSQL row locks)."""

from __future__ import annotations

import threading
from collections.abc import Callable

import pytest
from django.db import connection
from rest_framework.test import APIClient

from games import services
from games.models import Action, Game, SeatType
from games.services import SeatSpec
from players.models import Player

pytestmark = [pytest.mark.postgres, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("same_key", [False, True], ids=["two-requests", "one-request-retried"])
def test_concurrent_submissions_of_one_turn(
    make_player: Callable[..., Player], client_for: Callable[[Player], APIClient], same_key: bool
) -> None:
    ann, bob = make_player(), make_player()
    game = services.game_create(
        creator=ann, ruleset_id="shrinks-and-ladders", seats=[SeatSpec(SeatType.HUMAN)] * 2, seed=1
    )
    services.game_join(game_id=game.pk, player=ann, seat_index=0)
    services.game_join(game_id=game.pk, player=bob, seat_index=1)
    game.refresh_from_db()
    mover = ann if game.to_act == [0] else bob
    barrier = threading.Barrier(2)
    statuses: list[int] = []

    def submit(key: str) -> None:
        client = client_for(mover)
        barrier.wait()
        response = client.post(
            f"/api/v1/games/{game.pk}/actions/",
            {"action": {"type": "roll"}, "expected_version": 0},
            format="json",
            HTTP_IDEMPOTENCY_KEY=key,
        )
        statuses.append(response.status_code)
        connection.close()

    keys = ["same", "same"] if same_key else ["a", "b"]
    threads = [threading.Thread(target=submit, args=(key,)) for key in keys]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    # A retried request gets the first response back; two different requests: one 201, one 409.
    assert sorted(statuses) == ([201, 201] if same_key else [201, 409])
    assert Game.objects.get(pk=game.pk).version == 1
    assert Action.objects.filter(game=game).count() == 1
