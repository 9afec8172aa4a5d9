"""Divisions in a league: the pure moves (tournaments.divisions) and a league
of two tiers run from the API through a season's end."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest
from rest_framework.test import APIClient

from games import services as game_services
from games.models import GameStatus
from players.models import Player
from ranks.models import PlayerRank
from tournaments import divisions
from tournaments.models import League, LeagueGame, LeagueMember, TierHistory
from webhooks.models import Delivery

LEAGUES = "/api/v1/leagues/"


def _tiers(client: APIClient, league_id: int) -> list[list[str]]:
    """Each tier's members (handles), Division 1 first, in standing order."""
    body = client.get(f"{LEAGUES}{league_id}/tiers/").json()
    return [[m["player"] for m in t["members"]] for t in body["tiers"]]


def _tables(league_id: int, number: int) -> list[list[str]]:
    """The handles at each game of a pairing, each table sorted."""
    return sorted(
        sorted(s.player.handle for s in g.game.seats.all() if s.player)
        for g in LeagueGame.objects.filter(season__league_id=league_id, pairing=number)
    )


def _concede_all_but_the_last_seat(league_id: int, number: int) -> None:
    """End each game of a pairing: every seat but the last resigns (the last wins by concession)."""
    for league_game in LeagueGame.objects.filter(season__league_id=league_id, pairing=number):
        for seat in list(league_game.game.seats.order_by("index"))[:-1]:
            assert seat.player is not None
            game_services.game_resign(game_id=league_game.game_id, player=seat.player)
        league_game.game.refresh_from_db()
        assert league_game.game.status == GameStatus.FINISHED


def test_initial_tiers_deal_the_top_first() -> None:
    placed = divisions.initial_tiers(list(range(10)), 3)
    assert [sum(1 for t in placed.values() if t == tier) for tier in (1, 2, 3)] == [4, 3, 3]
    assert placed[0] == 1
    assert placed[9] == 3


def test_season_moves_promote_and_relegate_as_configured() -> None:
    ranked = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]
    moves = divisions.season_moves(ranked, promote=2, relegate=1)
    assert {m for m, (_, move) in moves.items() if move == divisions.PROMOTED} == {5, 6, 9, 10}
    assert {m for m, (_, move) in moves.items() if move == divisions.RELEGATED} == {4, 8}
    assert moves[5] == (1, divisions.PROMOTED)
    assert moves[4] == (2, divisions.RELEGATED)
    assert moves[1] == (1, divisions.STAYED)
    # A tier too small for both promotes first and relegates from the rest.
    small = divisions.season_moves([[1, 2], [3, 4]], promote=2, relegate=2)
    assert small[3][1] == small[4][1] == divisions.PROMOTED
    assert small[1][1] == small[2][1] == divisions.RELEGATED
    none = divisions.season_moves(ranked, promote=0, relegate=0)
    assert all(move == divisions.STAYED for _, move in none.values())


@pytest.mark.django_db(transaction=True)
def test_a_league_of_two_tiers_through_a_season(
    staff_client: APIClient, make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    hook = staff_client.post(
        "/api/v1/webhooks/", {"url": "https://example.com/hook", "events": ["league.season_started"]}, format="json"
    )
    assert hook.status_code == 201, hook.json()
    players = [make_player(handle=h) for h in ("ann", "bob", "cat", "dan")]
    response = staff_client.post(
        LEAGUES, {"name": "Tiers", "ruleset": "shrinks-and-ladders", "tiers": 2, "promote": 1, "relegate": 1}
    )
    assert response.status_code == 201, response.json()
    league = response.json()
    assert (league["tiers"], league["promote"], league["relegate"]) == (2, 1, 1)
    for player in players:
        assert client_for(player).post(f"{LEAGUES}{league['id']}/join/").status_code == 200
    assert staff_client.post(f"{LEAGUES}{league['id']}/pair/").status_code == 201
    tiers = staff_client.get(f"{LEAGUES}{league['id']}/tiers/").json()
    assert [[m["player"] for m in t["members"]] for t in tiers["tiers"]] == [["ann", "bob"], ["cat", "dan"]]
    # Paired within the tiers: ann v bob, cat v dan. The first seat's player resigns.
    for league_game in LeagueGame.objects.filter(season__league_id=league["id"]):
        seats = league_game.game.seats.order_by("index")
        handles = sorted(s.player.handle for s in seats if s.player)
        assert handles in (["ann", "bob"], ["cat", "dan"])
        loser = {"ann", "cat"} & set(handles)
        game_services.game_resign(game_id=league_game.game_id, player=Player.objects.get(handle=loser.pop()))
    # A player joining mid-season enters the lowest tier.
    eve = make_player(handle="eve")
    client_for(eve).post(f"{LEAGUES}{league['id']}/join/")
    assert LeagueMember.objects.get(player=eve).tier == 2
    assert staff_client.post(f"{LEAGUES}{league['id']}/seasons/").status_code == 201
    tiers = staff_client.get(f"{LEAGUES}{league['id']}/tiers/").json()
    assert tiers["season"]["number"] == 2
    by_tier = {t["tier"]: {m["player"]: m["move"] for m in t["members"]} for t in tiers["tiers"]}
    # Tier 1: bob won (stays), ann lost (down); tier 2: dan won (up), cat and eve stay.
    assert by_tier[1] == {"bob": "stayed", "dan": "promoted"}
    assert by_tier[2] == {"ann": "relegated", "cat": "stayed", "eve": "stayed"}
    history = {h["player"]: h["seasons"] for h in tiers["history"]}
    assert history["ann"] == [
        {"season": 1, "tier": 1, "move": "entered"},
        {"season": 2, "tier": 2, "move": "relegated"},
    ]
    assert TierHistory.objects.filter(season__league_id=league["id"]).count() == 4 + 1 + 5
    delivery = Delivery.objects.get(event_type="league.season_started")
    assert next(t["members"] for t in json.loads(delivery.body)["data"]["tiers"]) == [
        {"player": "bob", "move": "stayed"},
        {"player": "dan", "move": "promoted"},
    ]
    bad = staff_client.post(LEAGUES, {"name": "X", "ruleset": "shrinks-and-ladders", "tiers": 0})
    assert (bad.status_code, bad.json()["code"]) == (400, "invalid_request")


@pytest.mark.django_db(transaction=True)
def test_the_first_draw_deals_the_members_in_join_order_not_by_rating(
    staff_client: APIClient, make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    """The worked example of docs/tournaments.md: 10 members in 3 tiers, dealt in
    join order, top tier first (4, 3, 3); the best-rated member, who joined last,
    starts in the lowest tier all the same."""
    handles = ["ann", "bob", "cat", "dan", "eve", "fay", "gus", "hal", "ivy", "jon"]
    players = [make_player(handle=h) for h in handles]
    PlayerRank.objects.create(
        player=players[-1], scope="ruleset:shrinks-and-ladders", mu=40.0, sigma=1.0, rating=37.0, rated_games=50
    )
    league = staff_client.post(LEAGUES, {"name": "Draw", "ruleset": "shrinks-and-ladders", "tiers": 3}).json()
    for player in players:
        assert client_for(player).post(f"{LEAGUES}{league['id']}/join/").status_code == 200
    assert _tiers(staff_client, league["id"]) == [[], [], []]  # drawn at the first pairing, not at joining
    assert staff_client.post(f"{LEAGUES}{league['id']}/pair/").status_code == 201
    assert _tiers(staff_client, league["id"]) == [
        ["ann", "bob", "cat", "dan"],
        ["eve", "fay", "gus"],
        ["hal", "ivy", "jon"],
    ]
    # Each tier paired within itself: two tables in Division 1, one and a bye in the others.
    tables = _tables(league["id"], 1)
    assert len(tables) == 4
    tier_of = {h: t for t, members in enumerate(_tiers(staff_client, league["id"])) for h in members}
    assert all(len({tier_of[h] for h in table}) == 1 for table in tables)
    assert sorted(len(t) for t in tables) == [2, 2, 2, 2]
    assert TierHistory.objects.filter(season__league_id=league["id"], move="entered").count() == 10


@pytest.mark.django_db(transaction=True)
def test_a_tier_smaller_than_a_table_plays_at_a_short_table(
    staff_client: APIClient, make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    """Tables of 4 (Shrinks and Ladders seats 2 to 6) in 2 tiers of 3: each tier
    plays at one table of 3. When members leave, a tier of 2 plays a two-seat
    game, and a tier of one (fewer than a game seats) waits with a bye."""
    players = {h: make_player(handle=h) for h in ("ann", "bob", "cat", "dan", "eve", "fay")}
    league = staff_client.post(
        LEAGUES, {"name": "Short", "ruleset": "shrinks-and-ladders", "table_size": 4, "tiers": 2}, format="json"
    ).json()
    for player in players.values():
        client_for(player).post(f"{LEAGUES}{league['id']}/join/")
    assert staff_client.post(f"{LEAGUES}{league['id']}/pair/").status_code == 201
    assert _tables(league["id"], 1) == [["ann", "bob", "cat"], ["dan", "eve", "fay"]]
    _concede_all_but_the_last_seat(league["id"], 1)
    assert client_for(players["fay"]).post(f"{LEAGUES}{league['id']}/leave/", {}, format="json").status_code == 200
    rows = staff_client.get(f"{LEAGUES}{league['id']}/tiers/").json()["tiers"][1]["members"]
    assert {r["player"]: r["withdrawn"] for r in rows} == {
        "dan": False,
        "eve": False,
        "fay": True,
    }  # her row stays, marked
    assert staff_client.post(f"{LEAGUES}{league['id']}/pair/").status_code == 201
    assert _tables(league["id"], 2) == [["ann", "bob", "cat"], ["dan", "eve"]]
    _concede_all_but_the_last_seat(league["id"], 2)
    assert client_for(players["eve"]).post(f"{LEAGUES}{league['id']}/leave/", {}, format="json").status_code == 200
    assert staff_client.post(f"{LEAGUES}{league['id']}/pair/").status_code == 201
    assert _tables(league["id"], 3) == [["ann", "bob", "cat"]]
    dan = players["dan"].pk
    assert League.objects.get(pk=league["id"]).seasons.get().byes[-1] == [dan]


@pytest.mark.django_db(transaction=True)
def test_tiers_that_cannot_each_seat_a_game_are_refused(
    staff_client: APIClient, make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    """A league capped below two members a tier is refused at creation
    (``bad_tiers``); a first draw with fewer members than that is refused
    (``too_few_members``) and draws nothing, so nobody starts a season alone in a tier."""
    capped = staff_client.post(
        LEAGUES, {"name": "Capped", "ruleset": "shrinks-and-ladders", "tiers": 3, "max_members": 5}, format="json"
    )
    assert (capped.status_code, capped.json()["code"]) == (400, "bad_tiers")
    assert "6 members" in capped.json()["detail"]
    assert not League.objects.filter(name="Capped").exists()
    league = staff_client.post(LEAGUES, {"name": "Few", "ruleset": "shrinks-and-ladders", "tiers": 3}).json()
    for handle in ("ann", "bob", "cat", "dan", "eve"):
        client_for(make_player(handle=handle)).post(f"{LEAGUES}{league['id']}/join/")
    response = staff_client.post(f"{LEAGUES}{league['id']}/pair/")
    assert (response.status_code, response.json()["code"]) == (400, "too_few_members")
    assert "needs 6 members" in response.json()["detail"]
    assert not LeagueMember.objects.filter(league_id=league["id"], tier__isnull=False).exists()
    assert not TierHistory.objects.filter(season__league_id=league["id"]).exists()
    assert not LeagueGame.objects.filter(season__league_id=league["id"]).exists()
    client_for(make_player(handle="fay")).post(f"{LEAGUES}{league['id']}/join/")
    assert staff_client.post(f"{LEAGUES}{league['id']}/pair/").status_code == 201
    assert _tiers(staff_client, league["id"]) == [["ann", "bob"], ["cat", "dan"], ["eve", "fay"]]
