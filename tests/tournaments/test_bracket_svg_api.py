"""The bracket picture (GET /tournaments/{id}/bracket.svg) for every elimination
format, naming its entrants (long names whole), and a single elimination's
placements at GET /tournaments/{id}/bracket/ in the double elimination's shape.
Bots play every game as the start commits (eager Celery)."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from rest_framework.test import APIClient

from tournaments.models import Entrant, Table

pytestmark = pytest.mark.django_db(transaction=True)

TOURNAMENTS = "/api/v1/tournaments/"
LONG = "Grand Duchess Wilhelmina of the Candy Mountains and the Liquorice Marshes"


def _played(client: APIClient, bots: int, *, start: bool = True, **extra: Any) -> dict[str, Any]:
    body = {"name": "Cup", "ruleset": "shrinks-and-ladders", **extra}
    response = client.post(TOURNAMENTS, body, format="json")
    assert response.status_code == 201, response.json()
    cup = response.json()
    for _ in range(bots):
        entered = client.post(f"{TOURNAMENTS}{cup['id']}/entrants/", {"bot": "random"}, format="json")
        assert entered.status_code == 201, entered.json()
    Entrant.objects.filter(tournament_id=cup["id"], seed=0).update(name=LONG)
    if start:
        assert client.post(f"{TOURNAMENTS}{cup['id']}/start/").status_code == 200
    return client.get(f"{TOURNAMENTS}{cup['id']}/").json()  # type: ignore[no-any-return]


def _svg(cup: dict[str, Any]) -> str:
    response = APIClient().get(f"{TOURNAMENTS}{cup['id']}/bracket.svg")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("image/svg+xml")
    body = response.content.decode()
    assert body.startswith("<svg ")
    for entrant in cup["entrants"]:
        assert entrant["name"] in body  # every entrant named, the long name whole
    assert LONG in body
    assert "…" not in body
    return body


def test_single_elimination_placements_by_round(staff_client: APIClient, admin_client: Client) -> None:
    cup = _played(staff_client, 4, format="single_elimination")
    assert "3rd-4th" in _admin_shows_the_picture(admin_client, cup)
    assert cup["status"] == "finished"
    _svg(cup)
    bracket = staff_client.get(f"{TOURNAMENTS}{cup['id']}/bracket/").json()
    assert bracket["finished"]
    labels = [p["label"] for p in bracket["placements"]]
    assert labels == ["1st", "2nd", "3rd-4th", "3rd-4th"]
    assert bracket["placements"][0]["entrant"] == bracket["champion"]
    assert sorted(p["entrant"]["id"] for p in bracket["placements"]) == sorted(e["id"] for e in cup["entrants"])
    assert {p["out_in"] for p in bracket["placements"][2:]} == {"R1-1", "R1-2"}
    assert bracket["placements"][1]["out_in"] == "R2-1"
    matches = {m["id"]: m for m in bracket["matches"]}
    assert set(matches) == {"R1-1", "R1-2", "R2-1"}
    assert matches["R2-1"]["winner"] == bracket["champion"]
    assert all(m["bracket"] == "single" and m["status"] == "played" and m["game"] for m in matches.values())


def test_a_single_elimination_winner_who_withdrew_is_placed_and_says_so(staff_client: APIClient) -> None:
    cup = _played(staff_client, 4, format="single_elimination", auto_advance=False)
    winners = [
        min(t.result or [], key=lambda r: r["placement"])["entrant"]
        for t in Table.objects.filter(round__tournament_id=cup["id"]).order_by("index")
    ]
    withdrawn = staff_client.post(f"{TOURNAMENTS}{cup['id']}/withdraw/", {"entrant": winners[0]}, format="json")
    assert withdrawn.status_code == 200
    assert staff_client.post(f"{TOURNAMENTS}{cup['id']}/rounds/").json()["status"] == "finished"
    bracket = staff_client.get(f"{TOURNAMENTS}{cup['id']}/bracket/").json()
    assert bracket["champion"]["id"] == winners[1]
    gone = next(p for p in bracket["placements"] if p["entrant"]["id"] == winners[0])
    assert (gone["label"], gone["withdrawn"], gone["out_in"]) == ("2nd", True, "withdrawn after round 1")
    assert [p["label"] for p in bracket["placements"]] == ["1st", "2nd", "3rd-4th", "3rd-4th"]
    assert "(withdrawn)" in APIClient().get(f"{TOURNAMENTS}{cup['id']}/bracket.svg").content.decode()


def _admin_shows_the_picture(admin_client: Client, cup: dict[str, Any]) -> str:
    page = admin_client.get(f"/admin/tournaments/tournament/{cup['id']}/change/").content.decode()
    assert 'class="tournament-bracket"' in page
    assert "<h4>Placements</h4>" in page
    return page


def test_double_elimination_is_drawn_as_its_brackets(staff_client: APIClient, admin_client: Client) -> None:
    cup = _played(staff_client, 4, format="double_elimination")
    assert "losers&#x27; bracket" in _admin_shows_the_picture(admin_client, cup)
    assert cup["status"] == "finished"
    body = _svg(cup)
    for part in ("winners&#x27; bracket", "losers&#x27; bracket", "grand final", "Champion"):
        assert part in body
    champion = staff_client.get(f"{TOURNAMENTS}{cup['id']}/bracket/").json()["champion"]["name"]
    assert champion in body


def test_groups_into_a_playoff_draw_the_group_tables_then_the_playoff(
    staff_client: APIClient, admin_client: Client
) -> None:
    cup = _played(staff_client, 6, format="groups_playoff", group_count=2, group_advance=2)
    assert "Cup: playoff" in _admin_shows_the_picture(admin_client, cup)
    assert cup["status"] == "finished"
    body = _svg(cup)
    assert body.index("Group A") < body.index("Group B") < body.index("Cup: playoff")
    assert "placed by" in body
    bracket = staff_client.get(f"{TOURNAMENTS}{cup['id']}/bracket/").json()
    # The playoff's 4 by the round they went out in, then the groups' thirds.
    assert [p["label"] for p in bracket["placements"]] == ["1st", "2nd", "3rd-4th", "3rd-4th", "5th-6th", "5th-6th"]
    assert sorted(p["out_in"] for p in bracket["placements"][4:]) == ["group A", "group B"]


def test_groups_into_a_double_elimination_playoff(staff_client: APIClient) -> None:
    cup = _played(
        staff_client,
        6,
        format="groups_playoff",
        group_count=2,
        group_advance=2,
        playoff_format="double_elimination",
    )
    body = _svg(cup)
    assert "Group A" in body
    assert "losers&#x27; bracket" in body


def test_before_the_start_and_refusals(staff_client: APIClient) -> None:
    cup = _played(staff_client, 3, start=False, format="double_elimination")
    assert "to be decided" in _svg(cup)
    groups = _played(staff_client, 4, start=False, format="groups_playoff", group_count=2, group_advance=1)
    drawn = APIClient().get(f"{TOURNAMENTS}{groups['id']}/bracket.svg").content.decode()
    # No group drawn before the start: the playoff's 2 to come.
    assert "Cup: playoff" in drawn
    assert "to be decided" in drawn
    swiss = _played(staff_client, 2, start=False, format="swiss")
    refused = APIClient().get(f"{TOURNAMENTS}{swiss['id']}/bracket.svg")
    assert (refused.status_code, refused.json()["code"]) == (400, "no_bracket")
    refused = staff_client.get(f"{TOURNAMENTS}{swiss['id']}/bracket/")
    assert (refused.status_code, refused.json()["code"]) == (400, "no_bracket")


def test_groups_played_and_the_playoff_waiting(staff_client: APIClient) -> None:
    cup = _played(staff_client, 4, format="groups_playoff", group_count=2, group_advance=1, stage_auto_start=False)
    assert cup["status"] != "finished"
    body = _svg(cup)  # the groups' tables name everyone
    assert body.index("Group B") < body.index("Cup: playoff") < body.index("to be decided")
