"""What a third-party client needs to draw a game and explain each decision to a
human, read over HTTP only (the game view, legal-actions and the events)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from rest_framework.test import APIClient

from ladders.deadlands.data import load_board
from players.models import Player
from tests.games.api_play import two_human_game

pytestmark = pytest.mark.django_db(transaction=True)


def test_frag_deadlands_view_carries_the_map(
    make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    """The view's board is the map (squares, edges, beasts, respawn squares, gallows)
    for a seat and for a spectator alike: enough to draw it without board.svg."""
    ann = client_for(make_player(handle="ann"))
    game_id = two_human_game(
        ann,
        client_for(make_player(handle="bob")),
        {"ruleset": "frag-deadlands", "scenario": "standard", "seats": [{"type": "human"}, {"type": "human"}]},
    )
    spectator = client_for(make_player(handle="cy"))
    board = load_board()
    for client in (ann, spectator):
        shown = client.get(f"/api/v1/games/{game_id}/").json()["state"]["board"]
        assert "".join(shown["rows"]) == "".join(board.kinds)
        assert {e["kind"] for e in shown["edges"]} <= {"wall", "window", "door", "one_way"}
        assert sorted(shown["respawn"]) == ["1", "2", "3", "4", "5", "6"]
        assert len(shown["gallows"]) == len(board.gallows)
        assert shown["beasts"]
        assert all(b["tentacles"] for b in shown["beasts"])
