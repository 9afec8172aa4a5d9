"""GET /api/v1/leaderboards/?around=me|<handle>: a position and its neighbours."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from django.db import connection
from rest_framework.test import APIClient

from players.models import Player
from ranks.models import PlayerRank

pytestmark = pytest.mark.django_db
URL = "/api/v1/leaderboards/"


@pytest.fixture
def board(make_player: Callable[..., Player]) -> list[Player]:
    """20 players in ruleset:ladder-29, with ties in rating (broken by player id) and in frags."""
    players = [make_player(handle=f"p{i:02d}") for i in range(20)]
    for i, player in enumerate(players):
        PlayerRank.objects.create(
            player=player,
            scope="ruleset:ladder-29",
            mu=30,
            sigma=1,
            rating=float(i // 3),  # triples share a rating
            games_played=i % 2,
            frags=20 - i,
            title="Recruit",
        )
    return players


@pytest.mark.parametrize("metric", ["rating", "frags"])
@pytest.mark.parametrize("who", [0, 1, 7, 18, 19])
def test_around_a_handle_is_the_slice_of_the_full_board(board: list[Player], metric: str, who: int) -> None:
    query = {"ruleset": "ladder-29", "metric": metric, "page_size": 200}
    full = APIClient().get(URL, query).json()["results"]
    handle = f"p{who:02d}"
    position = next(r["position"] for r in full if r["handle"] == handle)
    around = APIClient().get(URL, {**query, "around": handle, "neighbours": 3}).json()
    assert around["results"] == full[max(0, position - 4) : position + 3]
    # Its links page on from there, with the positions carried on.
    assert (around["previous"] is None) == (position <= 4)
    assert (around["next"] is None) == (position >= 17)
    if around["next"]:
        rest = APIClient().get(around["next"]).json()["results"]
        assert rest == full[position + 3 : position + 3 + 200]
    if around["previous"]:
        ahead = APIClient().get(around["previous"]).json()["results"]
        assert ahead == full[max(0, position - 4 - 200) : position - 4]


def test_around_me_needs_a_token(board: list[Player], client_for: Callable[[Player], APIClient]) -> None:
    me = client_for(board[10]).get(URL, {"ruleset": "ladder-29", "around": "me", "neighbours": 1}).json()
    assert len(me["results"]) == 3
    assert me["results"][1]["handle"] == "p10"
    anonymous = APIClient().get(URL, {"ruleset": "ladder-29", "around": "me"})
    assert anonymous.status_code == 401
    assert anonymous.json()["code"] == "not_authenticated"


@pytest.mark.parametrize(
    ("query", "status", "code"),
    [
        ({"around": "nobody"}, 404, "player_not_found"),
        ({"around": "p01", "ruleset": "shrinks-and-ladders"}, 404, "not_on_leaderboard"),
        ({"around": "p01", "ruleset": "ladder-29", "neighbours": 0}, 400, "invalid_request"),
        ({"around": "p01", "ruleset": "ladder-29", "neighbours": "x"}, 400, None),
    ],
)
def test_around_errors(board: list[Player], query: dict[str, object], status: int, code: str | None) -> None:
    response = APIClient().get(URL, query)
    assert response.status_code == status
    assert "detail" in response.json()
    if code:
        assert response.json()["code"] == code


def test_around_reads_in_four_statements_on_postgresql(board: list[Player], django_assert_num_queries: Any) -> None:
    """The handle, the player's row, the count ahead of it (one index range) and both
    sides' neighbours (one UNION ALL); SQLite, which takes no LIMIT inside a UNION's
    parts, reads the two sides apart."""
    expected = 4 if connection.features.supports_slicing_ordering_in_compound else 5
    with django_assert_num_queries(expected):
        response = APIClient().get(URL, {"ruleset": "ladder-29", "metric": "frags", "around": "p07", "neighbours": 2})
    assert [r["handle"] for r in response.json()["results"]] == ["p05", "p06", "p07", "p08", "p09"]
