"""Late entries (Swiss only): a running tournament with late_entries takes
entries, each paired from the next round with no points for the rounds it
missed; every other tournament refuses them once started."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from rest_framework.test import APIClient

from players.models import Player
from tournaments.models import Tournament

pytestmark = pytest.mark.django_db(transaction=True)

SHRINKS = "shrinks-and-ladders"
TOURNAMENTS = "/api/v1/tournaments/"


def cup(staff_client: APIClient, **extra: Any) -> dict[str, Any]:
    body = {"name": "Cup", "ruleset": SHRINKS, "format": "swiss", "auto_advance": False, **extra}
    response = staff_client.post(TOURNAMENTS, body, format="json")
    assert response.status_code == 201, response.json()
    for _ in range(4):
        assert (
            staff_client.post(f"{TOURNAMENTS}{response.json()['id']}/entrants/", {"bot": "random"}).status_code == 201
        )
    return response.json()  # type: ignore[no-any-return]


def test_a_late_entrant_is_paired_from_the_next_round(
    staff_client: APIClient, make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    swiss = cup(staff_client, late_entries=True, rounds_planned=3)
    assert swiss["late_entries"] is True
    url = f"{TOURNAMENTS}{swiss['id']}"
    assert staff_client.post(f"{url}/start/").status_code == 200  # round 1: bots only, over at once
    late = client_for(make_player(handle="ann")).post(f"{url}/entrants/", {}, format="json")
    assert late.status_code == 201, late.json()
    assert late.json()["seed"] == 4
    rows = {r["name"]: r for r in staff_client.get(f"{url}/standings/").json()["rows"]}
    assert (rows["ann"]["played"], rows["ann"]["points"], rows["ann"]["byes"]) == (0, 0.0, 0)
    second = staff_client.post(f"{url}/rounds/")
    assert second.status_code == 201, second.json()
    seated = [e for t in second.json()["tables"] for e in t["entrants"]] + second.json()["byes"]
    assert late.json()["id"] in seated
    assert len(seated) == 5
    assert Tournament.objects.get(pk=swiss["id"]).rounds_planned == 3  # planned at the start, as before


def test_started_tournaments_without_late_entries_refuse_them(
    staff_client: APIClient, make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    swiss = cup(staff_client)
    url = f"{TOURNAMENTS}{swiss['id']}"
    assert staff_client.post(f"{url}/start/").status_code == 200
    refused = client_for(make_player(handle="ann")).post(f"{url}/entrants/", {}, format="json")
    assert (refused.status_code, refused.json()["code"]) == (409, "entries_closed")
    late = cup(staff_client, late_entries=True)
    assert staff_client.post(f"{TOURNAMENTS}{late['id']}/close/").status_code == 200
    finished = staff_client.post(f"{TOURNAMENTS}{late['id']}/entrants/", {"bot": "random"})
    assert (finished.status_code, finished.json()["code"]) == (409, "entries_closed")


@pytest.mark.parametrize("fmt", ["round_robin", "single_elimination"])
def test_only_swiss_takes_late_entries(staff_client: APIClient, fmt: str) -> None:
    before = Tournament.objects.count()
    body = {"name": "Cup", "ruleset": SHRINKS, "format": fmt, "late_entries": True}
    response = staff_client.post(TOURNAMENTS, body, format="json")
    assert (response.status_code, response.json()["code"]) == (400, "bad_late_entries")
    assert Tournament.objects.count() == before
