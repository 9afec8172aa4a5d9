"""Double elimination run from the API with bots (games played at once, eager
Celery): two entrants a table, pods of a free-for-all, teams; withdrawals
walk over; the bracket endpoint shows the matches and everyone's placement."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from rest_framework.test import APIClient

from players.models import Player

pytestmark = pytest.mark.django_db(transaction=True)

TOURNAMENTS = "/api/v1/tournaments/"


def _cup(client: APIClient, bots: int, **extra: Any) -> dict[str, Any]:
    body = {"name": "Double", "ruleset": "shrinks-and-ladders", "format": "double_elimination", **extra}
    response = client.post(TOURNAMENTS, body, format="json")
    assert response.status_code == 201, response.json()
    cup = response.json()
    for _ in range(bots):
        entered = client.post(f"{TOURNAMENTS}{cup['id']}/entrants/", {"bot": extra.pop("bot", "random")}, format="json")
        assert entered.status_code == 201, entered.json()
    return cup  # type: ignore[no-any-return]


def _check_finished(client: APIClient, cup_id: int, count: int, *, reset: bool = True) -> dict[str, Any]:
    body = client.get(f"{TOURNAMENTS}{cup_id}/").json()
    assert body["status"] == "finished"
    bracket = client.get(f"{TOURNAMENTS}{cup_id}/bracket/").json()
    assert bracket["finished"]
    placements = bracket["placements"]
    assert sorted(p["entrant"]["id"] for p in placements) == sorted(e["id"] for e in body["entrants"])
    assert len(placements) == count
    assert placements[0]["label"] == "1st"
    assert placements[0]["entrant"] == bracket["champion"]
    # Out at a second loss; without a reset the winners' champion may lose the grand final at its first.
    assert all(p["losses"] == 2 for p in placements[1 if reset else 2 :])
    # Every table is a bracket match with its game, every game played.
    tables = [t for r in body["rounds"] for t in r["tables"]]
    assert all(t["match"] and t["game"] and t["result"] for t in tables)
    by_match = {m["id"]: m for m in bracket["matches"]}
    for table in tables:
        assert by_match[table["match"]]["game"] is not None
    return bracket  # type: ignore[no-any-return]


def test_two_entrants_a_table_to_the_end(staff_client: APIClient) -> None:
    cup = _cup(staff_client, 6)
    assert cup["grand_final_reset"] is True
    assert staff_client.post(f"{TOURNAMENTS}{cup['id']}/start/").status_code == 200
    bracket = _check_finished(staff_client, cup["id"], 6)
    # 6 entrants: byes for seeds 1 and 2 in the winners' bracket, no game for them.
    statuses = {m["id"]: m["status"] for m in bracket["matches"]}
    assert statuses["W1-1"] == statuses["W1-3"] == "bye"
    played = [m for m in bracket["matches"] if m["status"] == "played"]
    reset = statuses["GF-reset"] == "played"
    assert len(played) == 2 * 6 - 2 + reset
    labels = [p["label"] for p in bracket["placements"]]
    assert labels[:4] == ["1st", "2nd", "3rd", "4th"]
    assert labels[4:] == ["5th-6th", "5th-6th"]


def test_pods_of_a_free_for_all(staff_client: APIClient) -> None:
    cup = _cup(staff_client, 5, ruleset="ladder-29", table_size=3, stay_rule="half", grand_final_reset=False)
    staff_client.post(f"{TOURNAMENTS}{cup['id']}/start/")
    body = staff_client.get(f"{TOURNAMENTS}{cup['id']}/").json()
    first = body["rounds"][0]["tables"]
    assert sorted(len(t["entrants"]) for t in first) == [2, 3]  # 5 at tables of 3: 3 and 2
    bracket = _check_finished(staff_client, cup["id"], 5, reset=False)
    assert [m["id"] for m in bracket["matches"]][-1] == "GF"  # no reset


def test_teams(staff_client: APIClient) -> None:
    cup = _cup(
        staff_client,
        3,
        ruleset="shootin-ladders",
        scenario="guns-of-tobleronne",
        options={"frags_to_win": 1},
        team_size=2,
        bot="normal",
    )
    staff_client.post(f"{TOURNAMENTS}{cup['id']}/start/")
    _check_finished(staff_client, cup["id"], 3)


def test_a_withdrawn_entrant_walks_over_and_is_placed(
    staff_client: APIClient, make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    ann = make_player(handle="ann")
    cup = _cup(staff_client, 0)
    assert client_for(ann).post(f"{TOURNAMENTS}{cup['id']}/entrants/", {}, format="json").status_code == 201
    for _ in range(3):
        staff_client.post(f"{TOURNAMENTS}{cup['id']}/entrants/", {"bot": "random"}, format="json")
    staff_client.post(f"{TOURNAMENTS}{cup['id']}/start/")
    body = staff_client.get(f"{TOURNAMENTS}{cup['id']}/").json()
    assert body["status"] == "running"  # ann's game waits on her
    ann_id = next(e["id"] for e in body["entrants"] if e["players"] == ["ann"])
    assert client_for(ann).post(f"{TOURNAMENTS}{cup['id']}/withdraw/", {}, format="json").status_code == 200
    bracket = _check_finished(staff_client, cup["id"], 4)
    mine = next(p for p in bracket["placements"] if p["entrant"]["id"] == ann_id)
    assert mine["withdrawn"]
    assert mine["label"] == "4th"
    walkovers = [m for m in bracket["matches"] if m["status"] == "walkover"]
    assert [m["loser"]["id"] for m in walkovers] == [ann_id]
    assert walkovers[0]["game"] is None  # nobody played it


def test_refusals(staff_client: APIClient) -> None:
    bad = staff_client.post(
        TOURNAMENTS, {"name": "X", "ruleset": "ladder-29", "format": "double_elimination", "stay_rule": "most"}
    )
    assert (bad.status_code, bad.json()["code"]) == (400, "invalid_request")
    swiss = staff_client.post(TOURNAMENTS, {"name": "S", "ruleset": "ladder-29", "format": "swiss"}).json()
    response = staff_client.get(f"{TOURNAMENTS}{swiss['id']}/bracket/")
    assert (response.status_code, response.json()["code"]) == (400, "no_bracket")
    late = staff_client.post(
        TOURNAMENTS, {"name": "L", "ruleset": "ladder-29", "format": "double_elimination", "late_entries": True}
    )
    assert (late.status_code, late.json()["code"]) == (400, "bad_late_entries")
