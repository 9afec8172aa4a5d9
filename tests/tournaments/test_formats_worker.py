"""Each new format run to the end from the API by a real Celery worker on Redis
and PostgreSQL, every game's finish moving the event on: a double elimination
of a two-seat game (Ladder 29), groups into a playoff of a free-for-all at
tables of 3 (Ladder 29 pods), a double elimination of teams (Shootin'
Ladders), and a league in two divisions through a season's end."""

from __future__ import annotations

import subprocess
from collections.abc import Callable
from typing import Any

import pytest
from rest_framework.test import APIClient

from games import services as game_services
from games.models import GameStatus
from players.models import Player
from tests.conftest import wait_until
from tournaments.models import LeagueGame, Season, Tournament, TournamentStatus

pytestmark = [pytest.mark.celery_worker, pytest.mark.postgres, pytest.mark.django_db(transaction=True)]

TOURNAMENTS = "/api/v1/tournaments/"
LEAGUES = "/api/v1/leagues/"


def _run(client: APIClient, bots: int, bot: str = "random", **body: Any) -> dict[str, Any]:
    cup = client.post(TOURNAMENTS, {"name": "Cup", **body}, format="json")
    assert cup.status_code == 201, cup.json()
    cup_id = cup.json()["id"]
    for _ in range(bots):
        assert client.post(f"{TOURNAMENTS}{cup_id}/entrants/", {"bot": bot}, format="json").status_code == 201
    assert client.post(f"{TOURNAMENTS}{cup_id}/start/").status_code == 200
    wait_until(lambda: Tournament.objects.get(pk=cup_id).status == TournamentStatus.FINISHED, timeout=300)
    return client.get(f"{TOURNAMENTS}{cup_id}/").json()  # type: ignore[no-any-return]


def _placed_once(client: APIClient, body: dict[str, Any]) -> dict[str, Any]:
    bracket = client.get(f"{TOURNAMENTS}{body['id']}/bracket/").json()
    assert bracket["finished"]
    assert sorted(p["entrant"]["id"] for p in bracket["placements"]) == sorted(e["id"] for e in body["entrants"])
    assert all(t["result"] for r in body["rounds"] for t in r["tables"])
    return bracket  # type: ignore[no-any-return]


def test_double_elimination_of_a_two_seat_game(
    celery_worker_process: subprocess.Popen[bytes], staff_client: APIClient
) -> None:
    body = _run(staff_client, 4, ruleset="ladder-29", format="double_elimination")
    bracket = _placed_once(staff_client, body)
    assert all(p["losses"] == 2 for p in bracket["placements"][1:])


def test_groups_into_a_playoff_at_free_for_all_tables(
    celery_worker_process: subprocess.Popen[bytes], staff_client: APIClient
) -> None:
    body = _run(
        staff_client,
        6,
        ruleset="ladder-29",
        format="groups_playoff",
        table_size=3,
        group_count=2,
        group_advance=2,
        playoff_format="double_elimination",
    )
    assert {r["stage"] for r in body["rounds"]} == {"groups", "playoff"}
    assert len(body["playoff_seeds"]) == 4
    _placed_once(staff_client, body)


def test_double_elimination_of_teams(celery_worker_process: subprocess.Popen[bytes], staff_client: APIClient) -> None:
    body = _run(
        staff_client,
        3,
        bot="normal",
        ruleset="shootin-ladders",
        scenario="guns-of-tobleronne",
        options={"frags_to_win": 1},
        team_size=2,
        format="double_elimination",
    )
    _placed_once(staff_client, body)


def test_a_league_in_divisions_pairs_itself_through_a_season(
    celery_worker_process: subprocess.Popen[bytes],
    staff_client: APIClient,
    make_player: Callable[..., Player],
    client_for: Callable[[Player], APIClient],
) -> None:
    players = [make_player(handle=h) for h in ("ann", "bob", "cat", "dan")]
    league = staff_client.post(
        LEAGUES,
        {"name": "Tiers", "ruleset": "ladder-29", "tiers": 2, "auto_pair": True, "pairings_per_season": 2},
        format="json",
    ).json()
    for player in players:
        client_for(player).post(f"{LEAGUES}{league['id']}/join/")
    staff_client.post(f"{LEAGUES}{league['id']}/pair/")

    def resign_pairing(number: int) -> None:
        for league_game in LeagueGame.objects.filter(season__league_id=league["id"], pairing=number):
            first = league_game.game.seats.order_by("index").first()
            assert first is not None
            assert first.player is not None
            game_services.game_resign(game_id=league_game.game_id, player=first.player)

    resign_pairing(1)
    # The worker's league_progress pairs the second pairing within each tier.
    wait_until(lambda: LeagueGame.objects.filter(season__league_id=league["id"], pairing=2).count() == 2, timeout=60)
    resign_pairing(2)
    wait_until(
        lambda: (
            not LeagueGame.objects.filter(season__league_id=league["id"])
            .exclude(game__status=GameStatus.FINISHED)
            .exists()
        ),
        timeout=60,
    )
    assert staff_client.post(f"{LEAGUES}{league['id']}/seasons/").status_code == 201
    assert Season.objects.get(league_id=league["id"], is_current=True).number == 2
    tiers = staff_client.get(f"{LEAGUES}{league['id']}/tiers/").json()["tiers"]
    moves = sorted(m["move"] for t in tiers for m in t["members"])
    assert moves == ["promoted", "relegated", "stayed", "stayed"]
