"""A handle names its player in any case, in the leagues' and tournaments' bodies
as everywhere else (registration, profiles, `reserved_for`, the filters)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from rest_framework.test import APIClient

from players.models import Player
from tournaments.models import LeagueMember

pytestmark = pytest.mark.django_db

SHRINKS = "shrinks-and-ladders"


@pytest.fixture
def people(make_player: Callable[..., Player]) -> dict[str, Player]:
    return {handle: make_player(handle=handle) for handle in ("Ann", "bob")}


def test_a_team_entered_by_handles_in_another_case(staff_client: APIClient, people: dict[str, Player]) -> None:
    cup = staff_client.post(
        "/api/v1/tournaments/",
        {"name": "Cup", "ruleset": "shootin-ladders", "scenario": "head-hunter", "format": "swiss", "team_size": 2},
        format="json",
    ).json()
    response = staff_client.post(
        f"/api/v1/tournaments/{cup['id']}/entrants/", {"players": ["ann", "BOB"], "name": "Crumbs"}, format="json"
    )
    assert response.status_code == 201, response.json()
    assert sorted(response.json()["players"]) == ["Ann", "bob"]


def test_a_handle_twice_in_two_cases_is_one_player(staff_client: APIClient, people: dict[str, Player]) -> None:
    cup = staff_client.post("/api/v1/tournaments/", {"name": "Cup", "ruleset": SHRINKS, "format": "swiss"}).json()
    response = staff_client.post(
        f"/api/v1/tournaments/{cup['id']}/entrants/", {"players": ["Ann", "ann"]}, format="json"
    )
    assert response.status_code == 201, response.json()
    assert response.json()["players"] == ["Ann"]


def test_an_unknown_handle_is_still_404_and_names_it(staff_client: APIClient, people: dict[str, Player]) -> None:
    cup = staff_client.post("/api/v1/tournaments/", {"name": "Cup", "ruleset": SHRINKS, "format": "swiss"}).json()
    response = staff_client.post(
        f"/api/v1/tournaments/{cup['id']}/entrants/", {"players": ["ANN", "nobody"]}, format="json"
    )
    assert (response.status_code, response.json()["code"]) == (404, "player_not_found")
    assert "nobody" in response.json()["detail"]
    assert "ANN" not in response.json()["detail"]


def test_an_organiser_removes_a_member_named_in_another_case(
    staff_client: APIClient, people: dict[str, Player], client_for: Callable[[Player], APIClient]
) -> None:
    league = staff_client.post("/api/v1/leagues/", {"name": "Ladder", "ruleset": SHRINKS}, format="json").json()
    assert client_for(people["bob"]).post(f"/api/v1/leagues/{league['id']}/join/").status_code == 200
    response = staff_client.post(f"/api/v1/leagues/{league['id']}/leave/", {"player": "BOB"}, format="json")
    assert response.status_code == 200, response.json()
    assert LeagueMember.objects.get(player=people["bob"]).left_at is not None
