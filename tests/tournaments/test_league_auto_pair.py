"""Self-pairing leagues (auto_pair): once a pairing's games are all over the
members are paired again, up to pairings_per_season a season; the organiser
makes each season's first pairing. Aborted games and lost tasks are caught up
by the beat sweep."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from rest_framework.test import APIClient

from games import services as game_services
from games.models import Game, GameStatus
from ladders.registry import get_ruleset
from players.models import Player
from tournaments import services
from tournaments.models import League, LeagueGame, Season

pytestmark = pytest.mark.django_db(transaction=True)

SHRINKS = "shrinks-and-ladders"
LEAGUES = "/api/v1/leagues/"


@pytest.fixture
def members(make_player: Callable[..., Player]) -> list[Player]:
    return [make_player(handle=handle) for handle in ("ann", "bob", "cat", "dan")]


def self_pairing_league(
    staff_client: APIClient, members: list[Player], client_for: Callable[[Player], APIClient], **extra: Any
) -> dict[str, Any]:
    body = {"name": "Ladder", "ruleset": SHRINKS, "auto_pair": True, **extra}
    response = staff_client.post(LEAGUES, body, format="json")
    assert response.status_code == 201, response.json()
    league = response.json()
    for player in members:
        assert client_for(player).post(f"{LEAGUES}{league['id']}/join/").status_code == 200
    return league  # type: ignore[no-any-return]


def pairings(league_id: int) -> list[int]:
    """The current season's pairing numbers, one per game."""
    season = Season.objects.get(league_id=league_id, is_current=True)
    return sorted(season.games.values_list("pairing", flat=True))


def play_pairing(league_id: int, number: int) -> None:
    """Play each game of the current season's pairing ``number`` by first legal actions."""
    for league_game in LeagueGame.objects.filter(season__league_id=league_id, season__is_current=True, pairing=number):
        game = league_game.game
        rules = get_ruleset(game.ruleset)
        seats = {s.index: s.player for s in game.seats.select_related("player")}
        for _ in range(5000):
            game.refresh_from_db()
            if game.status != GameStatus.ACTIVE:
                break
            seat = game.to_act[0]
            player = seats[seat]
            assert player is not None
            action = rules.legal_actions(game.state, seat)[0]
            game_services.action_submit(game_id=game.pk, player=player, action=action, expected_version=game.version)
        assert game.status == GameStatus.FINISHED


def test_a_self_pairing_league_pairs_itself_up_to_its_pairings_per_season(
    staff_client: APIClient, members: list[Player], client_for: Callable[[Player], APIClient]
) -> None:
    league = self_pairing_league(staff_client, members, client_for, pairings_per_season=3)
    assert (league["auto_pair"], league["pairings_per_season"]) == (True, 3)
    url = f"{LEAGUES}{league['id']}"
    assert pairings(league["id"]) == []  # the organiser makes the season's first pairing
    assert staff_client.post(f"{url}/pair/").status_code == 201
    assert pairings(league["id"]) == [1, 1]
    play_pairing(league["id"], 1)
    assert pairings(league["id"]) == [1, 1, 2, 2]  # the last game's finish paired them again
    play_pairing(league["id"], 2)
    assert pairings(league["id"]) == [1, 1, 2, 2, 3, 3]
    # Swiss pairs avoid repeats: six games, every pair of the four met once.
    met = {
        frozenset(s.player_id for s in lg.game.seats.all())
        for lg in LeagueGame.objects.filter(season__league_id=league["id"])
    }
    assert len(met) == 6
    play_pairing(league["id"], 3)
    assert pairings(league["id"]) == [1, 1, 2, 2, 3, 3]  # the season's three are made
    full = staff_client.post(f"{url}/pair/")
    assert (full.status_code, full.json()["code"]) == (409, "season_complete")
    assert sorted(r["played"] for r in staff_client.get(f"{url}/standings/").json()["rows"]) == [3, 3, 3, 3]
    # The next season starts with the organiser's pairing, and goes on by itself.
    assert staff_client.post(f"{url}/seasons/").status_code == 201
    assert staff_client.post(f"{url}/pair/").status_code == 201
    play_pairing(league["id"], 1)
    assert pairings(league["id"]) == [1, 1, 2, 2]


def test_a_league_without_auto_pair_waits_for_its_organiser(
    staff_client: APIClient, members: list[Player], client_for: Callable[[Player], APIClient]
) -> None:
    league = self_pairing_league(staff_client, members, client_for, auto_pair=False)
    assert staff_client.post(f"{LEAGUES}{league['id']}/pair/").status_code == 201
    play_pairing(league["id"], 1)
    assert services.leagues_auto_pair_sweep() == 0
    assert pairings(league["id"]) == [1, 1]


def test_the_sweep_pairs_after_an_aborted_game_and_never_makes_a_first_pairing(
    staff_client: APIClient, members: list[Player], client_for: Callable[[Player], APIClient]
) -> None:
    league = self_pairing_league(staff_client, members, client_for)
    assert services.leagues_auto_pair_sweep() == 0  # no first pairing yet: the organiser's to make
    assert pairings(league["id"]) == []
    assert staff_client.post(f"{LEAGUES}{league['id']}/pair/").status_code == 201
    games = list(LeagueGame.objects.filter(season__league_id=league["id"]).select_related("game"))
    for league_game in games:
        assert staff_client.post(f"/api/v1/games/{league_game.game_id}/abort/").status_code == 200
    assert pairings(league["id"]) == [1, 1]  # an abort sends no finish signal
    assert services.leagues_auto_pair_sweep() == 1
    assert pairings(league["id"]) == [1, 1, 2, 2]
    assert services.leagues_auto_pair_sweep() == 0  # pairing 2 is being played


def test_too_few_members_left_and_the_league_waits(
    staff_client: APIClient, members: list[Player], client_for: Callable[[Player], APIClient]
) -> None:
    league = self_pairing_league(staff_client, members[:2], client_for)
    url = f"{LEAGUES}{league['id']}"
    assert staff_client.post(f"{url}/pair/").status_code == 201
    [league_game] = LeagueGame.objects.filter(season__league_id=league["id"])
    assert client_for(members[1]).post(f"{url}/leave/").status_code == 200  # bob forfeits: ann plays on
    play_pairing(league["id"], 1)
    assert pairings(league["id"]) == [1]  # one member left: no table to seat
    assert client_for(members[2]).post(f"{url}/join/").status_code == 200
    assert services.leagues_auto_pair_sweep() == 1  # cat joined: the sweep pairs them
    assert pairings(league["id"]) == [1, 2]
    assert Game.objects.get(pk=league_game.game_id).status == GameStatus.FINISHED


@pytest.mark.parametrize("value", [0, 1001, "3", 2.5, True])
def test_bad_pairings_per_season_is_400_and_creates_nothing(staff_client: APIClient, value: Any) -> None:
    before = League.objects.count()
    response = staff_client.post(
        LEAGUES, {"name": "L", "ruleset": SHRINKS, "pairings_per_season": value}, format="json"
    )
    assert response.status_code == 400
    assert "pairings_per_season" in response.json()["errors"]
    assert League.objects.count() == before
