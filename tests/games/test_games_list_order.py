"""GET /games/ lists the newest game first in one total order: games made in one
matchmaking pass share their ``created_at`` (on PostgreSQL the pass COPYs them
with one timestamp, core.bulk), so the id breaks the tie, else pages of the
list could repeat a game and skip another."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from django.utils import timezone
from rest_framework.test import APIClient

from games import services
from games.models import Game, SeatType
from games.services import SeatedGameSpec, SeatSpec
from players.models import Player

pytestmark = pytest.mark.django_db


def test_games_made_at_one_moment_are_listed_newest_id_first(
    make_player: Callable[..., Player], api_client: APIClient
) -> None:
    players = [make_player() for _ in range(8)]
    specs = [
        SeatedGameSpec(
            "shrinks-and-ladders",
            "standard",
            {},
            [SeatSpec(SeatType.HUMAN, player=players[2 * i]), SeatSpec(SeatType.HUMAN, player=players[2 * i + 1])],
        )
        for i in range(4)
    ]
    game_ids = services.games_create_seated(specs=specs)
    # As the PostgreSQL path writes them (SQLite's bulk_create stamps each row).
    Game.objects.filter(pk__in=game_ids).update(created_at=timezone.now())
    listed = [g["id"] for g in api_client.get("/api/v1/games/").json()["results"]]
    assert listed == sorted(game_ids, reverse=True)
