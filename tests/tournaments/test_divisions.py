"""Divisions in a league: the pure moves (tournaments.divisions) and a league
of two tiers run from the API through a season's end."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest
from rest_framework.test import APIClient

from games import services as game_services
from players.models import Player
from tournaments import divisions
from tournaments.models import LeagueGame, LeagueMember, TierHistory
from webhooks.models import Delivery

LEAGUES = "/api/v1/leagues/"


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
