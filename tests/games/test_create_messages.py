"""A refused POST /games/ says how to fix the call (docs/api.md: every error is
``{code, detail}``, and the detail says what to send instead)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from rest_framework.test import APIClient

from games.models import Game
from players.models import Player

pytestmark = pytest.mark.django_db


def test_an_ai_seat_without_a_bot_is_told_to_name_one(
    make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    client = client_for(make_player())
    body = {"ruleset": "shrinks-and-ladders", "seats": [{"type": "human"}, {"type": "ai"}]}
    response = client.post("/api/v1/games/", body, format="json")
    assert (response.status_code, response.json()["code"]) == (400, "unknown_bot")
    assert response.json()["detail"] == (
        "Seat 1 is an AI seat: name its bot, one of ['easy', 'normal', 'hard', 'random']."
    )
    assert not Game.objects.exists()
