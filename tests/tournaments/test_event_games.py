"""GET /games/?league=, ?season=, ?tournament=: an organiser lists an event's games
(a league's JSON names no games; a tournament's do, round by round)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from rest_framework.test import APIClient

from players.models import Player
from tournaments.models import LeagueGame, Table

pytestmark = pytest.mark.django_db

SHRINKS = "shrinks-and-ladders"


def ids(client: APIClient, **query: object) -> set[int]:
    response = client.get("/api/v1/games/", query)
    assert response.status_code == 200, response.json()
    return {g["id"] for g in response.json()["results"]}


def test_an_events_games_are_listed_by_its_id(
    staff_client: APIClient, make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    league = staff_client.post("/api/v1/leagues/", {"name": "L", "ruleset": SHRINKS}, format="json").json()
    for handle in ("ann", "bob", "cid", "dee"):
        assert client_for(make_player(handle=handle)).post(f"/api/v1/leagues/{league['id']}/join/").status_code == 200
    assert staff_client.post(f"/api/v1/leagues/{league['id']}/pair/").status_code == 201
    league_games = set(LeagueGame.objects.filter(season__league_id=league["id"]).values_list("game_id", flat=True))
    assert len(league_games) == 2
    season = LeagueGame.objects.filter(season__league_id=league["id"]).first()
    assert season is not None

    cup = staff_client.post(
        "/api/v1/tournaments/", {"name": "Cup", "ruleset": SHRINKS, "format": "swiss"}, format="json"
    ).json()
    for _ in range(4):
        staff_client.post(f"/api/v1/tournaments/{cup['id']}/entrants/", {"bot": "random"}, format="json")
    assert staff_client.post(f"/api/v1/tournaments/{cup['id']}/start/").status_code == 200
    cup_games = set(Table.objects.filter(round__tournament_id=cup["id"]).values_list("game_id", flat=True))
    assert len(cup_games) == 2
    outside = client_for(make_player(handle="eve")).post(
        "/api/v1/games/", {"ruleset": SHRINKS, "seats": [{"type": "human"}] * 2}, format="json"
    )
    assert outside.status_code == 201

    anyone = APIClient()
    assert ids(anyone, league=league["id"]) == league_games
    assert ids(anyone, season=season.season_id) == league_games
    assert ids(anyone, tournament=cup["id"]) == cup_games
    assert ids(anyone, league=league["id"] + 1000) == set()
    assert ids(anyone, tournament=cup["id"], ruleset=SHRINKS) == cup_games  # with the other filters
    for name in ("league", "season", "tournament"):
        for bad in ("x", "0", "1.5", "10000000000000000000"):
            refused = anyone.get("/api/v1/games/", {name: bad})
            assert (refused.status_code, refused.json()["code"]) == (400, "invalid_request"), (name, bad)
