"""Each new format run to the end by a real Celery worker on Redis and
PostgreSQL, every game's finish moving the event on, for one ruleset of each
kind: a two-seat game (Shrinks and Ladders at 2), a multi-seat free-for-all
(Ladder 29 at tables of 3; a league's at 4) and teams (Shootin' Ladders, The
Guns of Tobleronne, 2 a team). Each test runs the same event twice side by
side: made, entered and started from the API, and from the admin (the add
form with its entrant or member rows, then the admin's actions), and checks
both to the end: the API's structure and the admin's page.

Leagues seat single players (a team scenario is ``league_team_scenario``), so
the divisions run two-seat and free-for-all."""

from __future__ import annotations

import json
import subprocess
from collections.abc import Callable
from itertools import combinations
from typing import Any

import pytest
from django.test import Client
from rest_framework.test import APIClient

from games import services as game_services
from games.models import Game, GameStatus
from players.models import Player
from tests.conftest import wait_until
from tests.tournaments.admin_forms import league_form, tournament_form
from tournaments.models import League, LeagueGame, Season, Tournament, TournamentStatus
from tournaments.standings import meetings

pytestmark = [pytest.mark.celery_worker, pytest.mark.postgres, pytest.mark.django_db(transaction=True)]

TOURNAMENTS = "/api/v1/tournaments/"
LEAGUES = "/api/v1/leagues/"

# One ruleset of each kind: its settings, and the bot that plays its entrants.
KINDS: dict[str, tuple[dict[str, Any], str]] = {
    "two_seat": ({"ruleset": "shrinks-and-ladders", "scenario": "standard", "table_size": 2}, "random"),
    "free_for_all": ({"ruleset": "ladder-29", "scenario": "standard", "table_size": 3}, "random"),
    "team": (
        {
            "ruleset": "shootin-ladders",
            "scenario": "guns-of-tobleronne",
            "options": {"frags_to_win": 1},
            "team_size": 2,
        },
        "normal",
    ),
}

# Per format and kind: the format's settings and how many entrants.
EVENTS: dict[tuple[str, str], tuple[dict[str, Any], int]] = {
    ("double_elimination", "two_seat"): ({"format": "double_elimination"}, 4),
    # 5 at tables of 3 (3 and 2), the better half stays; no reset.
    ("double_elimination", "free_for_all"): (
        {"format": "double_elimination", "stay_rule": "half", "grand_final_reset": False},
        5,
    ),
    ("double_elimination", "team"): ({"format": "double_elimination"}, 3),
    # Round-robin groups of 2, the top 2 of each into a single elimination.
    ("groups_playoff", "two_seat"): (
        {"format": "groups_playoff", "group_count": 2, "group_format": "round_robin", "group_advance": 2},
        4,
    ),
    # Swiss groups of 3 at pod tables, 2 rounds; each group's winner into a double elimination.
    ("groups_playoff", "free_for_all"): (
        {
            "format": "groups_playoff",
            "group_count": 2,
            "group_format": "swiss",
            "rounds_planned": 2,
            "group_advance": 1,
            "playoff_format": "double_elimination",
        },
        6,
    ),
    # Team entries in round-robin groups of 2, each group's winner into the final.
    ("groups_playoff", "team"): (
        {"format": "groups_playoff", "group_count": 2, "group_format": "round_robin", "group_advance": 1},
        4,
    ),
}


@pytest.fixture
def admin_client(staff: Player) -> Client:
    staff.user.is_superuser = True
    staff.user.save()
    client = Client()
    client.force_login(staff.user)
    return client


def _admin_body(value: Any) -> Any:
    """A setting as the admin form posts it: JSON for the options, "on" for a ticked box."""
    if isinstance(value, dict):
        return json.dumps(value)
    if value is True:
        return "on"
    return value


def _from_the_api(client: APIClient, settings: dict[str, Any], bot: str, bots: int) -> int:
    cup = client.post(TOURNAMENTS, {"name": "API cup", **settings}, format="json")
    assert cup.status_code == 201, cup.json()
    cup_id: int = cup.json()["id"]
    for _ in range(bots):
        entered = client.post(f"{TOURNAMENTS}{cup_id}/entrants/", {"bot": bot}, format="json")
        assert entered.status_code == 201, entered.json()
    assert client.post(f"{TOURNAMENTS}{cup_id}/start/").status_code == 200
    return cup_id


def _from_the_admin(client: Client, boss: Player, settings: dict[str, Any], bot: str, bots: int) -> int:
    # The boxes ticked as the model's defaults are (an unticked box is not posted).
    posted = {"grand_final_reset": True, "stage_auto_start": True, **settings}
    form = tournament_form(boss, name="Admin cup", **{k: _admin_body(v) for k, v in posted.items() if v is not False})
    form |= {"entrants-TOTAL_FORMS": bots}
    for row in range(bots):
        form |= {f"entrants-{row}-seed": row, f"entrants-{row}-name": f"{bot} {row + 1}", f"entrants-{row}-bot": bot}
    page = client.post("/admin/tournaments/tournament/add/", form)
    assert page.status_code == 302, page.content.decode()[-3000:]
    cup = Tournament.objects.get(name="Admin cup")
    assert cup.entrants.count() == bots
    client.post("/admin/tournaments/tournament/", {"action": "start_tournaments", "_selected_action": [cup.pk]})
    assert Tournament.objects.get(pk=cup.pk).status != TournamentStatus.OPEN
    return cup.pk


def _check_tournament(client: APIClient, cup_id: int, settings: dict[str, Any]) -> dict[str, Any]:
    """Everyone placed once, every table played; the format's own invariants."""
    body = client.get(f"{TOURNAMENTS}{cup_id}/").json()
    assert body["status"] == "finished"
    tables = [t for r in body["rounds"] for t in r["tables"]]
    assert tables
    assert all(t["result"] and t["game"] for t in tables)
    team_size = settings.get("team_size", 1)
    for table in tables:
        seats = Game.objects.get(pk=table["game"]).seats.order_by("index")
        assert seats.count() == len(table["entrants"]) * team_size
        if team_size > 1:  # each entrant's seats sit together, one team
            assert [s.team for s in seats] == [i // team_size for i in range(seats.count())]
    bracket = client.get(f"{TOURNAMENTS}{cup_id}/bracket/").json()
    assert bracket["finished"]
    placed = [p["entrant"]["id"] for p in bracket["placements"]]
    assert sorted(placed) == sorted(e["id"] for e in body["entrants"])  # each exactly once
    assert bracket["placements"][0]["label"] == "1st"
    double = "double_elimination" in (settings["format"], settings.get("playoff_format"))
    playoff = set(body["playoff_seeds"]) if settings["format"] == "groups_playoff" else set(placed)
    if double and settings.get("grand_final_reset", True):
        assert all(p["losses"] == 2 for p in bracket["placements"][1:] if p["entrant"]["id"] in playoff)
    if settings["format"] == "groups_playoff":
        group_of = {e["id"]: e["group"] for e in body["entrants"]}
        group_tables = [t["entrants"] for r in body["rounds"] if r["stage"] == "groups" for t in r["tables"]]
        assert all(len({group_of[e] for e in table}) == 1 for table in group_tables)  # within a group
        groups = client.get(f"{TOURNAMENTS}{cup_id}/groups/").json()
        assert groups["stage"] == "playoff"
        assert len(body["playoff_seeds"]) == settings["group_count"] * settings["group_advance"]
        for group in groups["groups"]:
            through = [r["entrant"]["id"] for r in group["rows"] if r["through"]]
            assert through == [r["entrant"]["id"] for r in group["rows"]][: settings["group_advance"]]
            assert set(through) <= playoff
            if settings["group_format"] == "round_robin":
                met = meetings(group_tables)
                ids = [r["entrant"]["id"] for r in group["rows"]]
                assert all(met.get(frozenset(p)) == 1 for p in combinations(ids, 2))  # each pair once
    return bracket


@pytest.mark.parametrize(("event", "kind"), list(EVENTS))
def test_a_tournament_runs_to_the_end_from_the_api_and_from_the_admin(
    celery_worker_process: subprocess.Popen[bytes],
    staff: Player,
    staff_client: APIClient,
    admin_client: Client,
    event: str,
    kind: str,
) -> None:
    game, bot = KINDS[kind]
    fmt, bots = EVENTS[(event, kind)]
    settings = {**game, **fmt}
    started = [
        _from_the_api(staff_client, settings, bot, bots),
        _from_the_admin(admin_client, staff, settings, bot, bots),
    ]
    wait_until(
        lambda: all(Tournament.objects.get(pk=pk).status == TournamentStatus.FINISHED for pk in started),
        timeout=300,
        what=f"the {kind} {event} (API and admin) to finish on the worker",
    )
    for cup_id in started:
        _check_tournament(staff_client, cup_id, settings)
    page = admin_client.get(f"/admin/tournaments/tournament/{started[1]}/change/").content.decode()
    assert "Placements" in page
    assert "1st" in page
    if event == "groups_playoff":
        assert "Group A" in page
        assert "Group B" in page
        assert "decided by" in page


# League divisions: settings, members (dealt into tiers of how many), each pairing's tables (seats).
LEAGUE_KINDS: dict[str, tuple[dict[str, Any], list[int], list[int]]] = {
    "two_seat": ({"ruleset": "shrinks-and-ladders", "scenario": "standard", "table_size": 2}, [2, 2], [2, 2]),
    # 7 members in 2 tiers of 4 and 3, tables of 4: Division 2 plays at a short table of 3.
    "free_for_all": ({"ruleset": "ladder-29", "scenario": "standard", "table_size": 4}, [4, 3], [3, 4]),
}
LEAGUE = {"tiers": 2, "promote": 1, "relegate": 1, "auto_pair": True, "pairings_per_season": 2}


def _concede(league_id: int, number: int) -> None:
    """Each game of a pairing ends: every seat but the last resigns, the last wins by concession."""
    for league_game in LeagueGame.objects.filter(season__league_id=league_id, pairing=number):
        for seat in list(league_game.game.seats.order_by("index"))[:-1]:
            assert seat.player is not None
            game_services.game_resign(game_id=league_game.game_id, player=seat.player)


def _table_sizes(league_id: int, number: int) -> list[int]:
    return sorted(g.game.seats.count() for g in LeagueGame.objects.filter(season__league_id=league_id, pairing=number))


@pytest.mark.parametrize("kind", list(LEAGUE_KINDS))
def test_a_league_in_divisions_runs_a_season_from_the_api_and_from_the_admin(
    celery_worker_process: subprocess.Popen[bytes],
    staff: Player,
    staff_client: APIClient,
    admin_client: Client,
    make_player: Callable[..., Player],
    client_for: Callable[[Player], APIClient],
    kind: str,
) -> None:
    """Two tiers paired within themselves, the second pairing made by the worker
    when the first is over, the season's end moving one up and one down."""
    game, tier_sizes, sizes = LEAGUE_KINDS[kind]
    members = sum(tier_sizes)
    api = staff_client.post(LEAGUES, {"name": "API league", **game, **LEAGUE}, format="json")
    assert api.status_code == 201, api.json()
    api_id = api.json()["id"]
    for n in range(members):
        assert client_for(make_player(handle=f"api{n}")).post(f"{LEAGUES}{api_id}/join/").status_code == 200
    form = league_form(staff, name="Admin league", **{k: _admin_body(v) for k, v in {**game, **LEAGUE}.items()})
    form |= {"members-TOTAL_FORMS": members}
    for n in range(members):
        form[f"members-{n}-player"] = make_player(handle=f"adm{n}").pk
    page = admin_client.post("/admin/tournaments/league/add/", form)
    assert page.status_code == 302, page.content.decode()[-3000:]
    admin_id = League.objects.get(name="Admin league").pk
    assert staff_client.post(f"{LEAGUES}{api_id}/pair/").status_code == 201
    admin_client.post("/admin/tournaments/league/", {"action": "pair_members", "_selected_action": [admin_id]})
    for league_id in (api_id, admin_id):
        assert _table_sizes(league_id, 1) == sizes
        _concede(league_id, 1)
    # The worker's league_progress pairs each league's second pairing within its tiers.
    wait_until(
        lambda: all(_table_sizes(pk, 2) == sizes for pk in (api_id, admin_id)),
        timeout=60,
        what="the worker to pair both leagues again",
    )
    for league_id in (api_id, admin_id):
        _concede(league_id, 2)
        unfinished = LeagueGame.objects.filter(season__league_id=league_id).exclude(game__status=GameStatus.FINISHED)
        assert not unfinished.exists()
    assert staff_client.post(f"{LEAGUES}{api_id}/seasons/").status_code == 201
    admin_client.post("/admin/tournaments/league/", {"action": "start_next_season", "_selected_action": [admin_id]})
    for league_id in (api_id, admin_id):
        assert Season.objects.get(league_id=league_id, is_current=True).number == 2
        tiers = staff_client.get(f"{LEAGUES}{league_id}/tiers/").json()["tiers"]
        moves = [m["move"] for t in tiers for m in t["members"]]
        assert sorted(moves) == sorted(["promoted", "relegated"] + ["stayed"] * (members - 2))
        assert [len(t["members"]) for t in tiers] == tier_sizes  # one up, one down: the sizes stay
    shown = admin_client.get(f"/admin/tournaments/league/{admin_id}/change/").content.decode()
    assert "Division 1" in shown
    assert "promoted" in shown
    assert "relegated" in shown
