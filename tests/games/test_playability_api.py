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


def test_candyman_move_options_match_the_listed_moves(
    make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    """After the draw, the view's ``move_options`` (the same for every seat) say where
    each move legal-actions lists would land, in the same order."""
    clients = [client_for(make_player(handle="ann")), client_for(make_player(handle="bob"))]
    game_id = two_human_game(
        *clients,
        {"ruleset": "run-for-your-life-candyman", "scenario": "standard", "seats": [{"type": "human"}] * 2},
    )
    game = clients[0].get(f"/api/v1/games/{game_id}/").json()
    assert game["state"]["move_options"] is None
    mover = clients[game["to_act"][0]]
    legal = mover.get(f"/api/v1/games/{game_id}/legal-actions/").json()
    draw = {"type": "draw"}
    assert draw in legal["actions"]
    posted = mover.post(
        f"/api/v1/games/{game_id}/actions/", {"action": draw, "expected_version": legal["version"]}, format="json"
    )
    assert posted.status_code == 201, posted.json()
    legal = mover.get(f"/api/v1/games/{game_id}/legal-actions/").json()
    options = [client.get(f"/api/v1/games/{game_id}/").json()["state"]["move_options"] for client in clients]
    assert options[0] == options[1]
    assert [o["action"] for o in options[0]] == legal["actions"]
    first = options[0][0]
    posted = mover.post(
        f"/api/v1/games/{game_id}/actions/",
        {"action": first["action"], "expected_version": legal["version"]},
        format="json",
    )
    assert posted.status_code == 201, posted.json()
    moved = next(e for e in posted.json()["events"] if e["type"] == "moved")
    assert moved["data"]["to"] == first["legs"][-1]
    assert moved["data"]["passed"] == first["passes"]
