"""Leagues and tournaments through the API (eager Celery): permissions, bad
input that changes nothing, and whole tournaments of bot games."""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable
from typing import Any

import pytest
from django.contrib.auth.models import Permission
from rest_framework.test import APIClient

from games import services as game_services
from games.models import Game, GameStatus
from ladders.registry import get_ruleset
from players.models import Player
from ranks.models import PlayerRank
from tournaments import selectors
from tournaments.models import (
    Entrant,
    League,
    LeagueGame,
    LeagueMember,
    Round,
    Season,
    Table,
    Tournament,
    TournamentStatus,
)
from tournaments.standings import meetings

# transaction=True: game finishes reach the tournament on commit, as in production.
pytestmark = pytest.mark.django_db(transaction=True)

SHRINKS = "shrinks-and-ladders"


def counts() -> tuple[Any, ...]:
    """Every row a league or tournament service writes, and the fields they change."""
    return (
        League.objects.count(),
        Tournament.objects.count(),
        Round.objects.count(),
        Table.objects.count(),
        Game.objects.count(),
        LeagueGame.objects.count(),
        LeagueMember.objects.count(),
        Season.objects.count(),
        Entrant.objects.count(),
        sorted(League.objects.values_list("id", "status")),
        sorted(Season.objects.values_list("id", "is_current", "ended_at", "byes")),
        sorted(Tournament.objects.values_list("id", "status", "rounds_planned", "finished_at")),
        sorted(Round.objects.values_list("id", "status")),
        sorted((e.pk, str(e.stat_raises)) for e in Entrant.objects.all()),
    )


def bot_tournament(client: APIClient, entrants: int, **extra: Any) -> dict[str, Any]:
    body = {"name": "Cup", "ruleset": SHRINKS, "format": "swiss", **extra}
    response = client.post("/api/v1/tournaments/", body, format="json")
    assert response.status_code == 201, response.json()
    tournament = response.json()
    for _ in range(entrants):
        entered = client.post(f"/api/v1/tournaments/{tournament['id']}/entrants/", {"bot": "random"}, format="json")
        assert entered.status_code == 201, entered.json()
    return tournament  # type: ignore[no-any-return]


def test_default_placement_points_are_shown_as_scored(staff_client: APIClient) -> None:
    # Omitted (or []), placement_points score 3 and 1: the JSON says so, not [].
    for extra in ({}, {"placement_points": []}):
        tournament = bot_tournament(staff_client, 0, **extra)
        assert tournament["placement_points"] == [3.0, 1.0]
    league = staff_client.post("/api/v1/leagues/", {"name": "L", "ruleset": SHRINKS}, format="json").json()
    assert league["placement_points"] == [3.0, 1.0]


def test_only_organisers_create_and_start(
    make_player: Callable[..., Player], client_for: Callable[[Player], APIClient], staff_client: APIClient
) -> None:
    ann = make_player(handle="ann")
    ann_client = client_for(ann)
    before = counts()
    for url, body in [
        ("/api/v1/leagues/", {"name": "L", "ruleset": SHRINKS}),
        ("/api/v1/tournaments/", {"name": "T", "ruleset": SHRINKS, "format": "swiss"}),
    ]:
        response = ann_client.post(url, body, format="json")
        assert response.status_code == 403
        assert response.json()["code"] == "not_organiser"
    assert counts() == before
    tournament = bot_tournament(staff_client, 2, auto_advance=False)
    before = counts()
    for action in ("start", "rounds", "close"):
        response = ann_client.post(f"/api/v1/tournaments/{tournament['id']}/{action}/")
        assert response.status_code == 403
        assert response.json()["code"] == "not_organiser"
    entry = ann_client.post(f"/api/v1/tournaments/{tournament['id']}/entrants/", {"bot": "random"}, format="json")
    assert entry.json()["code"] == "not_organiser"
    assert counts() == before
    # The add_tournament permission makes a player an organiser of their own tournaments.
    ann.user.user_permissions.add(Permission.objects.get(codename="add_tournament"))
    ann_client = client_for(Player.objects.get(pk=ann.pk))
    response = ann_client.post("/api/v1/tournaments/", {"name": "Mine", "ruleset": SHRINKS, "format": "swiss"})
    assert response.status_code == 201


@pytest.mark.parametrize(
    ("body", "code"),
    [
        ({"table_size": 9}, "invalid_request"),  # the serializer's (and schema's) bound: 2 to 8
        ({"table_size": 7}, "bad_seat_count"),  # Shrinks and Ladders seats 2 to 6
        ({"team_size": 2}, "not_a_team_scenario"),
        ({"format": "round_robin", "table_size": 7}, "bad_seat_count"),
        ({"ruleset": "chess"}, "unknown_ruleset"),
        ({"options": {"no_such_option": 1}}, "bad_options"),
        ({"auto_advance": 0}, "invalid_request"),  # the schema says boolean: 0 and "false" are not
        ({"auto_advance": "false"}, "invalid_request"),
    ],
)
def test_bad_tournament_settings_are_400_and_create_nothing(
    staff_client: APIClient, body: dict[str, Any], code: str
) -> None:
    before = counts()
    response = staff_client.post(
        "/api/v1/tournaments/", {"name": "T", "ruleset": SHRINKS, "format": "swiss", **body}, format="json"
    )
    assert response.status_code == 400, response.json()
    assert response.json()["code"] == code
    assert counts() == before


def test_a_round_started_twice_is_409_and_changes_nothing(staff_client: APIClient) -> None:
    tournament = bot_tournament(staff_client, 4, auto_advance=False)
    url = f"/api/v1/tournaments/{tournament['id']}"
    assert staff_client.post(f"{url}/start/").status_code == 200
    # Bots finish round 1 at once (eager); block the next round by starting it, then try again.
    assert staff_client.post(f"{url}/rounds/").status_code == 201
    before = counts()
    again = staff_client.post(f"{url}/start/")
    assert again.status_code == 409
    assert again.json()["code"] == "tournament_started"
    assert counts() == before
    Table.objects.filter(round__number=2).update(result=None)
    Round.objects.filter(number=2).update(status="running")
    before = counts()
    busy = staff_client.post(f"{url}/rounds/")
    assert busy.status_code == 409
    assert busy.json()["code"] == "round_in_progress"
    assert counts() == before
    entry = staff_client.post(f"{url}/entrants/", {"bot": "random"}, format="json")
    assert entry.status_code == 409
    assert entry.json()["code"] == "entries_closed"
    assert counts() == before


def test_whole_swiss_tournament_of_bot_games(staff_client: APIClient) -> None:
    tournament = bot_tournament(staff_client, 7, placement_points=[3, 1], bye_points=3)
    url = f"/api/v1/tournaments/{tournament['id']}"
    assert staff_client.post(f"{url}/start/").status_code == 200
    body = staff_client.get(f"{url}/").json()
    assert body["status"] == "finished"
    assert len(body["rounds"]) == math.ceil(math.log2(7)) == body["rounds_planned"]
    entrant_ids = {e["id"] for e in body["entrants"]}
    seen: list[list[int]] = []
    for round_body in body["rounds"]:
        seated = [e for t in round_body["tables"] for e in t["entrants"]]
        assert sorted(seated + round_body["byes"]) == sorted(entrant_ids)
        assert len(round_body["byes"]) == 1
        met = meetings(seen)
        assert all(not met.get(frozenset(t["entrants"])) for t in round_body["tables"])
        seen.extend(t["entrants"] for t in round_body["tables"])
        assert all(Game.objects.get(pk=t["game"]).status == GameStatus.FINISHED for t in round_body["tables"])
    byes = [r["byes"][0] for r in body["rounds"]]
    assert len(set(byes)) == len(byes)  # nobody had two byes
    rows = staff_client.get(f"{url}/standings/").json()["rows"]
    assert sum(r["played"] for r in rows) == 2 * sum(len(r["tables"]) for r in body["rounds"])
    assert sum(r["points"] for r in rows) == 4 * sum(len(r["tables"]) for r in body["rounds"]) + 3 * len(byes)
    assert [r["rank"] for r in rows] == sorted(r["rank"] for r in rows)


def test_round_robin_every_pair_once_and_elimination_to_one(staff_client: APIClient) -> None:
    rr = bot_tournament(staff_client, 4, format="round_robin")
    staff_client.post(f"/api/v1/tournaments/{rr['id']}/start/")
    body = staff_client.get(f"/api/v1/tournaments/{rr['id']}/").json()
    assert body["status"] == "finished"
    met = meetings(t["entrants"] for r in body["rounds"] for t in r["tables"])
    assert len(met) == 6
    assert set(met.values()) == {1}

    ko = bot_tournament(staff_client, 5, format="single_elimination")
    staff_client.post(f"/api/v1/tournaments/{ko['id']}/start/")
    body = staff_client.get(f"/api/v1/tournaments/{ko['id']}/").json()
    assert body["status"] == "finished"
    assert [len(r["tables"]) for r in body["rounds"]] == [1, 2, 1]  # 5 -> 4 -> 2 -> 1
    assert len(selectors.still_in(Tournament.objects.get(pk=ko["id"]))) == 1


# Whole pod round robin of 7 entrants (7 rounds of games); its pairing is checked
# without games in tests/tournaments/test_pairing.py.
def test_round_robin_at_multi_player_tables(staff_client: APIClient) -> None:
    pods = bot_tournament(staff_client, 7, format="round_robin", table_size=3, placement_points=[4, 2, 1])
    staff_client.post(f"/api/v1/tournaments/{pods['id']}/start/")
    body = staff_client.get(f"/api/v1/tournaments/{pods['id']}/").json()
    assert body["status"] == "finished"
    entrant_ids = sorted(e["id"] for e in body["entrants"])
    met = meetings(t["entrants"] for r in body["rounds"] for t in r["tables"])
    assert all(met.get(frozenset(p)) for p in itertools.combinations(entrant_ids, 2))
    for round_body in body["rounds"]:
        assert sorted(len(t["entrants"]) for t in round_body["tables"]) == [3, 4]
        assert sorted(e for t in round_body["tables"] for e in t["entrants"]) == entrant_ids
    rows = staff_client.get(f"/api/v1/tournaments/{pods['id']}/standings/").json()["rows"]
    assert sum(r["played"] for r in rows) == 7 * len(body["rounds"])


def test_swiss_pods_of_multi_player_tables(staff_client: APIClient) -> None:
    pods = bot_tournament(staff_client, 7, table_size=3, rounds_planned=2, placement_points=[4, 2, 1])
    staff_client.post(f"/api/v1/tournaments/{pods['id']}/start/")
    body = staff_client.get(f"/api/v1/tournaments/{pods['id']}/").json()
    assert body["status"] == "finished"
    for round_body in body["rounds"]:
        assert sorted(len(t["entrants"]) for t in round_body["tables"]) == [3, 4]
        assert not round_body["byes"]


def test_stat_raises_are_for_frag_deadlands_only(staff_client: APIClient, staff: Player) -> None:
    tournament = bot_tournament(staff_client, 1)
    staff_client.post(f"/api/v1/tournaments/{tournament['id']}/entrants/", {}, format="json")
    response = staff_client.post(f"/api/v1/tournaments/{tournament['id']}/stat-raise/", {"stat": "speed"})
    assert response.status_code == 400
    assert response.json()["code"] == "no_stat_raises"


def play_out(game: Game, by_seat: dict[int, Player]) -> None:
    rules = get_ruleset(game.ruleset)
    for _ in range(5000):
        game.refresh_from_db()
        if game.status != GameStatus.ACTIVE:
            return
        seat = game.to_act[0]
        action = rules.legal_actions(game.state, seat)[0]
        game_services.action_submit(game_id=game.pk, player=by_seat[seat], action=action, expected_version=game.version)
    raise AssertionError("game did not finish")


def test_league_members_pairings_standings_and_ranks(
    staff_client: APIClient, make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    response = staff_client.post("/api/v1/leagues/", {"name": "Ladder", "ruleset": SHRINKS, "max_members": 4})
    assert response.status_code == 201, response.json()
    league = response.json()
    url = f"/api/v1/leagues/{league['id']}"
    members = [make_player() for _ in range(4)]
    for player in members:
        assert client_for(player).post(f"{url}/join/").status_code == 200
    late = client_for(make_player())
    before = counts()
    full = late.post(f"{url}/join/")
    assert full.status_code == 409
    assert full.json()["code"] == "league_full"
    assert client_for(members[0]).post(f"{url}/pair/").json()["code"] == "not_organiser"
    assert counts() == before

    assert staff_client.post(f"{url}/pair/").status_code == 201
    busy = staff_client.post(f"{url}/pair/")
    assert busy.json()["code"] == "games_in_progress"
    first = list(LeagueGame.objects.filter(season__league_id=league["id"]).select_related("game"))
    assert len(first) == 2
    for league_game in first:
        seats = {s.index: s.player for s in league_game.game.seats.all()}
        play_out(league_game.game, seats)  # type: ignore[arg-type]
    rows = staff_client.get(f"{url}/standings/").json()["rows"]
    assert sorted(r["played"] for r in rows) == [1, 1, 1, 1]
    assert sorted(r["points"] for r in rows) == [1, 1, 3, 3]
    season_id = League.objects.get(pk=league["id"]).seasons.get().pk
    assert PlayerRank.objects.filter(scope=f"season:{season_id}").count() == 4
    assert PlayerRank.objects.filter(scope=f"league:{league['id']}").count() == 4
    board = APIClient().get("/api/v1/leaderboards/", {"season": season_id}).json()
    assert [r["position"] for r in board["results"]] == [1, 2, 3, 4]
    assert board["next"] is None
    by_league = APIClient().get("/api/v1/leaderboards/", {"league": league["id"], "metric": "wins"}).json()
    assert sorted(r["wins"] for r in by_league["results"]) == [0, 0, 1, 1]

    assert staff_client.post(f"{url}/pair/").status_code == 201
    second = LeagueGame.objects.filter(season__league_id=league["id"], pairing=2)
    old_pairs = {frozenset(s.player_id for s in lg.game.seats.all()) for lg in first}
    assert all(frozenset(s.player_id for s in lg.game.seats.all()) not in old_pairs for lg in second)
    closed = staff_client.post(f"{url}/close/").json()
    assert closed["status"] == "closed"
    assert late.post(f"{url}/join/").json()["code"] == "league_closed"
    assert Tournament.objects.filter(status=TournamentStatus.RUNNING).count() == 0


def test_a_league_owner_organises_their_league_and_nobody_else_does(
    make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    owner, other = make_player(handle="owner"), make_player(handle="other")
    owner.user.user_permissions.add(Permission.objects.get(codename="add_league"))
    owner_client, other_client = client_for(Player.objects.get(pk=owner.pk)), client_for(other)
    refused = other_client.post("/api/v1/leagues/", {"name": "No", "ruleset": SHRINKS})
    assert refused.status_code == 403
    response = owner_client.post("/api/v1/leagues/", {"name": "Mine", "ruleset": SHRINKS})
    assert response.status_code == 201, response.json()
    url = f"/api/v1/leagues/{response.json()['id']}"
    for player in (owner, other, make_player()):
        assert client_for(player).post(f"{url}/join/").status_code == 200
    before = counts()
    for action in ("pair", "seasons", "close"):
        response = other_client.post(f"{url}/{action}/")
        assert response.status_code == 403, action
        assert response.json()["code"] == "not_organiser"
    assert counts() == before
    assert owner_client.post(f"{url}/pair/").status_code == 201
    assert LeagueGame.objects.filter(season__league__name="Mine").count() == 1  # 3 members: a pair and a bye
    for league_game in LeagueGame.objects.filter(season__league__name="Mine").select_related("game"):
        play_out(league_game.game, {s.index: s.player for s in league_game.game.seats.all()})  # type: ignore[misc]
    season = owner_client.post(f"{url}/seasons/")
    assert season.status_code == 201
    assert [s["is_current"] for s in season.json()["seasons"]] == [False, True]
    assert owner_client.post(f"{url}/close/").json()["status"] == "closed"


@pytest.mark.parametrize(
    ("body", "code"),
    [
        ({"table_size": 7}, "bad_seat_count"),  # Shrinks and Ladders seats 2 to 6
        ({"ruleset": "chess"}, "unknown_ruleset"),
        ({"table_size": 4, "max_members": 3}, "bad_max_members"),
    ],
)
def test_bad_league_settings_are_400_and_create_nothing(
    staff_client: APIClient, body: dict[str, Any], code: str
) -> None:
    before = counts()
    response = staff_client.post("/api/v1/leagues/", {"name": "L", "ruleset": SHRINKS, **body}, format="json")
    assert response.status_code == 400, response.json()
    assert response.json()["code"] == code
    assert counts() == before


def test_an_aborted_table_game_is_recorded_by_the_sweep(staff_client: APIClient, staff: Player) -> None:
    from tournaments.services import tournament_tables_sweep

    response = staff_client.post(
        "/api/v1/tournaments/",
        {"name": "Humans", "ruleset": SHRINKS, "format": "swiss", "rounds_planned": 1},
        format="json",
    )
    tournament = response.json()
    entrant = staff_client.post(f"/api/v1/tournaments/{tournament['id']}/entrants/", {}, format="json")
    assert entrant.status_code == 201
    staff_client.post(f"/api/v1/tournaments/{tournament['id']}/entrants/", {"bot": "random"}, format="json")
    staff_client.post(f"/api/v1/tournaments/{tournament['id']}/start/")
    table = Table.objects.get(round__tournament_id=tournament["id"])
    assert table.game is not None
    game_services.game_abort(game_id=table.game.pk, by=staff, is_staff=True)
    assert tournament_tables_sweep() == 1
    assert tournament_tables_sweep() == 0
    table.refresh_from_db()
    assert [r["placement"] for r in table.result or []] == [2, 2]
    assert Tournament.objects.get(pk=tournament["id"]).status == TournamentStatus.FINISHED


def test_frag_deadlands_winner_raises_one_stat_once_per_win(
    staff: Player, make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    # Frag Deadlands is not registered yet: build the finished round directly.
    winner, loser = make_player(handle="win"), make_player(handle="lose")
    tournament = Tournament.objects.create(
        name="Deadlands",
        owner=staff,
        ruleset="frag-deadlands",
        scenario="standard",
        format="swiss",
        status="running",
        rounds_planned=2,
        auto_advance=False,
    )
    entrants = []
    for seed, player in enumerate([winner, loser]):
        entrant = tournament.entrants.create(name=player.handle, seed=seed)
        entrant.players.set([player])
        entrants.append(entrant)
    round_row = Round.objects.create(tournament=tournament, number=1, status="complete")
    Table.objects.create(
        round=round_row,
        index=0,
        entrants=[e.pk for e in entrants],
        result=[
            {"entrant": entrants[0].pk, "placement": 1, "frags": 3, "trophies": 0},
            {"entrant": entrants[1].pk, "placement": 2, "frags": 1, "trophies": 0},
        ],
    )
    url = f"/api/v1/tournaments/{tournament.pk}/stat-raise/"
    before = counts()
    assert client_for(winner).post(url, {"stat": "luck"}).json()["code"] == "invalid_request"
    assert counts() == before
    raised = client_for(winner).post(url, {"stat": "speed"})
    assert raised.status_code == 200, raised.json()
    assert raised.json()["stat_raises"] == [{"round": 1, "stat": "speed"}]
    before = counts()
    assert client_for(winner).post(url, {"stat": "health"}).json()["code"] == "stat_already_raised"
    assert client_for(loser).post(url, {"stat": "health"}).json()["code"] == "no_win_to_spend"
    assert client_for(make_player()).post(url, {"stat": "health"}).json()["code"] == "not_an_entrant"
    assert counts() == before
    assert Entrant.objects.get(pk=entrants[1].pk).stat_raises == []


@pytest.mark.parametrize(
    ("count", "tables", "byes"),
    [
        (4, [[1, 4], [2, 3]], []),
        (6, [[4, 5], [3, 6]], [1, 2]),
        (8, [[1, 8], [4, 5], [2, 7], [3, 6]], []),
    ],
)
def test_elimination_first_round_keeps_the_top_seeds_apart(
    staff_client: APIClient, count: int, tables: list[list[int]], byes: list[int]
) -> None:
    # Seeds in entry order (1-based here): 1 v 8, 4 v 5, 2 v 7, 3 v 6, byes to the top seeds.
    ko = bot_tournament(staff_client, count, format="single_elimination", auto_advance=False)
    staff_client.post(f"/api/v1/tournaments/{ko['id']}/start/")
    body = staff_client.get(f"/api/v1/tournaments/{ko['id']}/").json()
    seed_of = {e["id"]: e["seed"] + 1 for e in body["entrants"]}
    first = body["rounds"][0]
    assert [[seed_of[e] for e in t["entrants"]] for t in first["tables"]] == tables
    assert [seed_of[e] for e in first["byes"]] == byes


def test_standings_read_five_statements_whatever_the_rounds(staff_client: APIClient) -> None:
    """The standings page (polled by every entrant) reads the token, the tournament,
    its entrants, the tables with results and the finished rounds' byes: not the
    entrants' players nor every round's tables (docs/performance.md)."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    tournament = bot_tournament(staff_client, 7, placement_points=[3, 1], bye_points=3)
    url = f"/api/v1/tournaments/{tournament['id']}"
    assert staff_client.post(f"{url}/start/").status_code == 200
    with CaptureQueriesContext(connection) as captured:
        answer = staff_client.get(f"{url}/standings/")
    assert answer.status_code == 200
    statements = [q["sql"] for q in captured.captured_queries]
    assert len(statements) == 5, statements
    assert not any("tournaments_entrant_players" in sql for sql in statements)
    rows = answer.json()["rows"]
    entrants = {e.pk: e for e in Entrant.objects.filter(tournament_id=tournament["id"])}
    expected = selectors.tournament_standings(Tournament.objects.get(pk=tournament["id"]))
    assert [(r["entrant"], r["rank"], r["points"]) for r in rows] == [(e.entrant, e.rank, e.points) for e in expected]
    assert all(r["name"] == entrants[r["entrant"]].name for r in rows)


def test_standings_of_no_such_tournament_is_404_tournament_not_found(staff_client: APIClient) -> None:
    answer = staff_client.get("/api/v1/tournaments/987654321/standings/")
    assert answer.status_code == 404
    assert answer.json()["code"] == "tournament_not_found"
