"""A group stage into a playoff, run from the API with bots (eager Celery):
snake-seeded groups each playing a round robin, the top of each group seeded
by group placement into the playoff, which starts by itself or by hand."""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import Any

import pytest
from rest_framework.test import APIClient

from games.models import Game
from players.models import Player
from ranks.models import PlayerRank
from tournaments.models import Tournament
from tournaments.standings import meetings

pytestmark = pytest.mark.django_db(transaction=True)

TOURNAMENTS = "/api/v1/tournaments/"


def _cup(client: APIClient, bots: int, **extra: Any) -> dict[str, Any]:
    body = {"name": "Groups", "ruleset": "shrinks-and-ladders", "format": "groups_playoff", **extra}
    response = client.post(TOURNAMENTS, body, format="json")
    assert response.status_code == 201, response.json()
    for _ in range(bots):
        entered = client.post(f"{TOURNAMENTS}{response.json()['id']}/entrants/", {"bot": "random"}, format="json")
        assert entered.status_code == 201
    return response.json()  # type: ignore[no-any-return]


def _check_groups(body: dict[str, Any], groups: dict[str, Any], size: int) -> None:
    group_of = {e["id"]: e["group"] for e in body["entrants"]}
    group_tables = [t["entrants"] for r in body["rounds"] if r["stage"] == "groups" for t in r["tables"]]
    met = meetings(group_tables)
    for table in group_tables:
        assert len({group_of[e] for e in table}) == 1  # paired within a group
    for group in groups["groups"]:
        ids = [row["entrant"]["id"] for row in group["rows"]]
        assert len(ids) == size
        assert all(met.get(frozenset(p)) == 1 for p in combinations(ids, 2))  # each pair once
        assert [row["rank"] for row in group["rows"]] == list(range(1, size + 1))
        assert [row["through"] for row in group["rows"]] == [True] * groups["advance"] + [False] * (
            size - groups["advance"]
        )


def test_groups_into_a_single_elimination(staff_client: APIClient) -> None:
    cup = _cup(staff_client, 8, group_count=2, group_advance=2)
    staff_client.post(f"{TOURNAMENTS}{cup['id']}/start/")
    body = staff_client.get(f"{TOURNAMENTS}{cup['id']}/").json()
    assert body["status"] == "finished"
    # Snake seeding: seeds 1, 4, 5, 8 in A; 2, 3, 6, 7 in B.
    assert [e["group"] for e in sorted(body["entrants"], key=lambda e: e["seed"])] == [0, 1, 1, 0, 0, 1, 1, 0]
    groups = staff_client.get(f"{TOURNAMENTS}{cup['id']}/groups/").json()
    assert groups["stage"] == "playoff"
    _check_groups(body, groups, 4)
    stages = [r["stage"] for r in body["rounds"]]
    assert stages == ["groups"] * 3 + ["playoff"] * 2  # a round robin of 4 in 3 rounds; 4 through, 2 rounds
    # Seeded by group placement: A1, B1, then the runners-up, so A1 meets B2 first.
    winners = [g["rows"][0]["entrant"]["id"] for g in groups["groups"]]
    runners = [g["rows"][1]["entrant"]["id"] for g in groups["groups"]]
    assert [s["id"] for s in groups["playoff_seeds"]][:2] == winners
    semis = [set(t["entrants"]) for t in body["rounds"][3]["tables"]]
    assert {winners[0], runners[1]} in semis
    assert {winners[1], runners[0]} in semis


def test_the_organiser_starts_a_double_elimination_playoff(staff_client: APIClient) -> None:
    cup = _cup(
        staff_client, 6, group_count=2, group_advance=2, playoff_format="double_elimination", stage_auto_start=False
    )
    staff_client.post(f"{TOURNAMENTS}{cup['id']}/start/")
    body = staff_client.get(f"{TOURNAMENTS}{cup['id']}/").json()
    assert body["status"] == "running"
    assert [r["stage"] for r in body["rounds"]] == ["groups"] * 3  # groups of 3: 3 rounds, a bye each
    assert staff_client.get(f"{TOURNAMENTS}{cup['id']}/groups/").json()["stage"] == "groups"
    response = staff_client.post(f"{TOURNAMENTS}{cup['id']}/rounds/")
    assert response.status_code == 201
    body = staff_client.get(f"{TOURNAMENTS}{cup['id']}/").json()
    assert body["status"] == "finished"
    assert len(body["playoff_seeds"]) == 4
    bracket = staff_client.get(f"{TOURNAMENTS}{cup['id']}/bracket/").json()
    placements = bracket["placements"]
    # Everyone placed once: the playoff's four, then the two out in the groups (5th-6th).
    assert sorted(p["entrant"]["id"] for p in placements) == sorted(e["id"] for e in body["entrants"])
    assert [p["label"] for p in placements][-2:] == ["5th-6th", "5th-6th"]
    assert all(p["out_in"].startswith("group ") for p in placements[-2:])
    groups = staff_client.get(f"{TOURNAMENTS}{cup['id']}/groups/").json()
    _check_groups(body, groups, 3)
    assert Tournament.objects.get(pk=cup["id"]).playoff_seeds == [s["id"] for s in groups["playoff_seeds"]]


def test_refusals(staff_client: APIClient) -> None:
    bad = staff_client.post(
        TOURNAMENTS,
        {"name": "X", "ruleset": "ladder-29", "format": "groups_playoff", "group_count": 1, "group_advance": 1},
        format="json",
    )
    assert (bad.status_code, bad.json()["code"]) == (400, "bad_groups")
    cup = _cup(staff_client, 3, group_count=2)
    response = staff_client.post(f"{TOURNAMENTS}{cup['id']}/start/")
    assert (response.status_code, response.json()["code"]) == (400, "too_few_entrants")
    swiss = staff_client.post(TOURNAMENTS, {"name": "S", "ruleset": "ladder-29", "format": "swiss"}).json()
    response = staff_client.get(f"{TOURNAMENTS}{swiss['id']}/groups/")
    assert (response.status_code, response.json()["code"]) == (400, "not_in_stages")


def test_a_withdrawn_group_entrant_goes_no_further(
    staff_client: APIClient, make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    ann = make_player(handle="ann")
    cup = _cup(staff_client, 0, group_count=2, group_advance=2, turn_seconds=3600)
    assert client_for(ann).post(f"{TOURNAMENTS}{cup['id']}/entrants/", {}, format="json").status_code == 201
    for _ in range(7):  # groups of 4: no byes
        staff_client.post(f"{TOURNAMENTS}{cup['id']}/entrants/", {"bot": "random"}, format="json")
    staff_client.post(f"{TOURNAMENTS}{cup['id']}/start/")
    body = staff_client.get(f"{TOURNAMENTS}{cup['id']}/").json()
    mine = next(t for t in body["rounds"][0]["tables"] if any(e == body["entrants"][0]["id"] for e in t["entrants"]))
    assert Game.objects.get(pk=mine["game"]).turn_seconds == 3600  # the event's turn clock
    assert client_for(ann).post(f"{TOURNAMENTS}{cup['id']}/withdraw/", {}, format="json").status_code == 200
    body = staff_client.get(f"{TOURNAMENTS}{cup['id']}/").json()
    assert body["status"] == "finished"
    ann_id = body["entrants"][0]["id"]
    assert ann_id not in body["playoff_seeds"]
    later = [t["entrants"] for r in body["rounds"][1:] for t in r["tables"]]
    assert all(ann_id not in table for table in later)  # paired no more: her group's tables became byes
    groups = staff_client.get(f"{TOURNAMENTS}{cup['id']}/groups/").json()
    row = next(r for g in groups["groups"] for r in g["rows"] if r["entrant"]["id"] == ann_id)
    assert row["withdrawn"]
    assert not row["through"]
    placed = next(
        p
        for p in staff_client.get(f"{TOURNAMENTS}{cup['id']}/bracket/").json()["placements"]
        if p["entrant"]["id"] == ann_id
    )
    assert placed["withdrawn"]
    assert placed["out_in"].startswith("group ")


def test_swiss_groups(staff_client: APIClient) -> None:
    cup = _cup(staff_client, 8, group_count=2, group_format="swiss", rounds_planned=2, group_advance=1)
    staff_client.post(f"{TOURNAMENTS}{cup['id']}/start/")
    body = staff_client.get(f"{TOURNAMENTS}{cup['id']}/").json()
    assert body["status"] == "finished"
    group_of = {e["id"]: e["group"] for e in body["entrants"]}
    group_rounds = [r for r in body["rounds"] if r["stage"] == "groups"]
    assert len(group_rounds) == 2
    tables = [t["entrants"] for r in group_rounds for t in r["tables"]]
    assert all(len({group_of[e] for e in table}) == 1 for table in tables)  # within a group
    assert set(meetings(tables).values()) == {1}  # no repeat in 2 Swiss rounds of 4
    assert len(body["playoff_seeds"]) == 2  # the two group winners: a final
    assert [r["stage"] for r in body["rounds"]][-1] == "playoff"


def test_seeding_by_rating(staff_client: APIClient, make_player: Callable[..., Player]) -> None:
    cup = _cup(staff_client, 0, group_count=2, seeding="rating")
    players = [make_player(handle=h) for h in ("ann", "bob", "cat")]
    for player, rating in zip(players, (None, 10.0, 20.0), strict=True):
        staff_client.post(f"{TOURNAMENTS}{cup['id']}/entrants/", {"players": [player.handle]}, format="json")
        if rating is not None:
            PlayerRank.objects.create(
                player=player,
                scope="ruleset:shrinks-and-ladders",
                mu=rating,
                sigma=1.0,
                rating=rating,
                rated_games=1,
                title="",
            )
    staff_client.post(f"{TOURNAMENTS}{cup['id']}/entrants/", {"bot": "random"}, format="json")
    staff_client.post(f"{TOURNAMENTS}{cup['id']}/start/")
    body = staff_client.get(f"{TOURNAMENTS}{cup['id']}/").json()
    by_seed = [e["name"] for e in sorted(body["entrants"], key=lambda e: e["seed"])]
    assert by_seed == ["cat", "bob", "ann", "random #4"]  # rated best first, then the unrated in entry order
    assert [e["group"] for e in sorted(body["entrants"], key=lambda e: e["seed"])] == [0, 1, 1, 0]


def test_swiss_groups_at_pod_tables(staff_client: APIClient) -> None:
    """Swiss groups of 6 at tables of 3: each round seats every group in two pods
    of its own; the second round repeats as few pairs as can be (two tables of 3
    from two tables of 3 must sit two old table-mates together: one pair a table)."""
    cup = _cup(staff_client, 12, table_size=3, group_count=2, group_format="swiss", rounds_planned=2, group_advance=1)
    staff_client.post(f"{TOURNAMENTS}{cup['id']}/start/")
    body = staff_client.get(f"{TOURNAMENTS}{cup['id']}/").json()
    assert body["status"] == "finished"
    group_of = {e["id"]: e["group"] for e in body["entrants"]}
    group_rounds = [r for r in body["rounds"] if r["stage"] == "groups"]
    assert len(group_rounds) == 2
    for round_ in group_rounds:
        tables = [t["entrants"] for t in round_["tables"]]
        assert sorted(len(t) for t in tables) == [3, 3, 3, 3]
        assert all(len({group_of[e] for e in table}) == 1 for table in tables)  # within a group
        assert not round_["byes"]
    met = meetings([t["entrants"] for r in group_rounds for t in r["tables"]])
    assert sum(count - 1 for count in met.values()) == 4  # one repeated pair a table in round 2
    assert len(body["playoff_seeds"]) == 2  # each group's winner: a final
    bracket = staff_client.get(f"{TOURNAMENTS}{cup['id']}/bracket/").json()
    assert sorted(p["entrant"]["id"] for p in bracket["placements"]) == sorted(group_of)
