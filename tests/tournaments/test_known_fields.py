"""Bodies where a field left out means "yourself" refuse a field they do not take:
a misspelt one (``player`` for ``players``) once entered, withdrew or removed the
organiser themselves, and answered success."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from rest_framework.test import APIClient

from players.models import Player
from tournaments.models import Entrant, League, LeagueMember

pytestmark = pytest.mark.django_db

SHRINKS = "shrinks-and-ladders"


def refused(response: Any, field: str) -> None:
    assert response.status_code == 400, response.json()
    body = response.json()
    assert body["code"] == "invalid_request"
    assert list(body["errors"]) == [field]
    assert "Unknown field" in body["errors"][field][0]


def test_an_entry_with_a_misspelt_field_enters_nobody(
    staff_client: APIClient, make_player: Callable[..., Player]
) -> None:
    make_player(handle="bob")
    cup = staff_client.post("/api/v1/tournaments/", {"name": "Cup", "ruleset": SHRINKS, "format": "swiss"}).json()
    url = f"/api/v1/tournaments/{cup['id']}/entrants/"
    refused(staff_client.post(url, {"player": "bob"}, format="json"), "player")
    assert not Entrant.objects.filter(tournament_id=cup["id"]).exists()
    assert staff_client.post(url, {"players": ["bob"]}, format="json").status_code == 201


def test_a_withdrawal_with_a_misspelt_field_withdraws_nobody(
    staff_client: APIClient, make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    cup = staff_client.post("/api/v1/tournaments/", {"name": "Cup", "ruleset": SHRINKS, "format": "swiss"}).json()
    entries = "/api/v1/tournaments/{}/entrants/".format(cup["id"])
    mine = staff_client.post(entries, {}, format="json").json()
    bob = client_for(make_player(handle="bob")).post(entries, {}, format="json").json()
    withdraw = f"/api/v1/tournaments/{cup['id']}/withdraw/"
    refused(staff_client.post(withdraw, {"entrant_id": bob["id"]}, format="json"), "entrant_id")
    assert Entrant.objects.filter(pk__in=[mine["id"], bob["id"]]).count() == 2
    assert staff_client.post(withdraw, {"entrant": bob["id"]}, format="json").status_code == 200
    assert list(Entrant.objects.filter(tournament_id=cup["id"]).values_list("pk", flat=True)) == [mine["id"]]


def test_leaving_a_league_with_a_misspelt_field_removes_nobody(
    staff_client: APIClient, make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    league = staff_client.post("/api/v1/leagues/", {"name": "L", "ruleset": SHRINKS}, format="json").json()
    url = f"/api/v1/leagues/{league['id']}"
    assert staff_client.post(f"{url}/join/").status_code == 200
    assert client_for(make_player(handle="bob")).post(f"{url}/join/").status_code == 200
    refused(staff_client.post(f"{url}/leave/", {"players": ["bob"]}, format="json"), "players")
    assert LeagueMember.objects.filter(league_id=league["id"], left_at__isnull=True).count() == 2
    assert staff_client.post(f"{url}/leave/", {"player": "bob"}, format="json").status_code == 200
    assert League.objects.get(pk=league["id"]).members.filter(left_at__isnull=True).count() == 1


def test_the_schema_says_these_bodies_take_no_other_field(api_client: APIClient) -> None:
    schemas = api_client.get("/api/schema/", HTTP_ACCEPT="application/json").json()["components"]["schemas"]
    for name in ("EntrantRequestRequest", "WithdrawRequestRequest", "LeagueLeaveRequestRequest"):
        assert schemas[name]["additionalProperties"] is False
    assert "additionalProperties" not in schemas["GameCreateRequestRequest"]
