"""GET /api/v1/leaderboards/ and a player's profile."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from rest_framework.test import APIClient

from players.models import Player
from ranks import services
from tests.ranks.factories import finished_game

pytestmark = pytest.mark.django_db


@pytest.fixture
def league_of_five(make_player: Callable[..., Player]) -> list[Player]:
    players = [make_player(handle=h) for h in ("ann", "bob", "cid", "dee", "eve")]
    ann, bob, cid, dee, eve = players
    finished_game([ann, bob, cid], [1, 2, 3], frags=[5, 1, 0])
    finished_game([ann, dee], [1, 2], frags=[2, 9], ruleset="shrinks-and-ladders")
    finished_game([eve, cid], [1, 2], frags=[0, 3])
    services.ranks_apply_pending()
    return players


def test_leaderboard_sorts_by_rating_by_default_with_positions(league_of_five: list[Player]) -> None:
    body = APIClient().get("/api/v1/leaderboards/").json()
    assert body["next"] is None
    assert body["previous"] is None
    rows = body["results"]
    assert [r["position"] for r in rows] == [1, 2, 3, 4, 5]
    assert rows[0]["handle"] == "ann"
    ratings = [r["rating"] for r in rows]
    assert ratings == sorted(ratings, reverse=True)


@pytest.mark.parametrize("metric", ["frags", "trophies", "wins", "rating"])
def test_leaderboard_by_each_metric(league_of_five: list[Player], metric: str) -> None:
    rows = APIClient().get("/api/v1/leaderboards/", {"metric": metric}).json()["results"]
    values = [r[metric] for r in rows]
    assert values == sorted(values, reverse=True)


def test_leaderboard_by_ruleset_and_paginated(league_of_five: list[Player]) -> None:
    body = APIClient().get("/api/v1/leaderboards/", {"ruleset": "shrinks-and-ladders", "metric": "frags"}).json()
    assert [r["handle"] for r in body["results"]] == ["dee", "ann"]
    first = APIClient().get("/api/v1/leaderboards/", {"page_size": 2}).json()
    assert [r["position"] for r in first["results"]] == [1, 2]
    second = APIClient().get(first["next"]).json()
    assert [r["position"] for r in second["results"]] == [3, 4]


def test_leaderboard_filters_narrow_the_board(league_of_five: list[Player]) -> None:
    rows = APIClient().get("/api/v1/leaderboards/", {"min_games": 2}).json()["results"]
    assert sorted(r["handle"] for r in rows) == ["ann", "cid"]
    rows = APIClient().get("/api/v1/leaderboards/", {"handle": "E"}).json()["results"]
    assert sorted(r["handle"] for r in rows) == ["dee", "eve"]


def test_leaderboard_refuses_two_scopes_and_an_unknown_metric(league_of_five: list[Player]) -> None:
    response = APIClient().get("/api/v1/leaderboards/", {"ruleset": "shrinks-and-ladders", "league": 1})
    assert response.status_code == 400
    assert response.json()["code"] == "ambiguous_scope"
    response = APIClient().get("/api/v1/leaderboards/", {"metric": "luck"})
    assert response.status_code == 400
    assert response.json()["code"] == "invalid_request"
    assert "metric" in response.json()["errors"]
    assert response.json()["detail"] == "The query string is not valid; see errors."  # a GET has no body


def test_profile_has_ranks_history_and_recent_games(league_of_five: list[Player]) -> None:
    body = APIClient().get("/api/v1/players/ANN/profile/").json()
    assert body["handle"] == "ann"
    assert {r["scope"] for r in body["ranks"]} == {"all", "ruleset:shootin-ladders", "ruleset:shrinks-and-ladders"}
    assert len(body["history"]) == 2
    assert body["history"][0]["at"] < body["history"][1]["at"]
    assert [g["placement"] for g in body["recent_games"]] == [1, 1]
    assert body["title"] == "Private"  # 7 frags
    scoped = APIClient().get("/api/v1/players/ann/profile/", {"scope": "ruleset:shrinks-and-ladders"}).json()
    assert len(scoped["history"]) == 1
    assert APIClient().get("/api/v1/players/nobody/profile/").json()["code"] == "player_not_found"


def test_the_filter_form_is_built_once_and_keeps_nothing_between_requests(league_of_five: list[Player]) -> None:
    """``LeaderboardFilter`` builds its form class once (core.filters.FormOnceFilterSet):
    a refused value, a good one and none, in turn, are each judged on their own."""
    from ranks.filters import LeaderboardFilter

    client = APIClient()
    assert client.get("/api/v1/leaderboards/", {"metric": "luck", "min_games": "x"}).status_code == 400
    by_frags = client.get("/api/v1/leaderboards/", {"metric": "frags", "min_games": 2}).json()["results"]
    assert [r["handle"] for r in by_frags] == ["ann", "cid"]  # the only two with two games
    assert len(client.get("/api/v1/leaderboards/").json()["results"]) == 5
    form_class = LeaderboardFilter().get_form_class()
    assert LeaderboardFilter(data={"metric": "wins"}).get_form_class() is form_class
    assert set(form_class.base_fields) == set(LeaderboardFilter.base_filters)
