"""Options only a tournament sets (``RulesetInfo.tournament_options``): Frag Deadlands'
``options.fighters`` gives a seat its fighter and stats up to 9 each, which a tournament
uses to carry an entrant's grown fighter to the next table. From anyone else it would
let a creator hand their own seat 9/9/9 in a rated game, so the API takes it only in a
practice game (a seed given, unrated); quick play, leagues and tournaments' own options
refuse it, and a rematch of a tournament table leaves it behind."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from django.contrib.auth.models import Permission
from rest_framework.test import APIClient

from games import services as game_services
from games.models import Game, GameStatus, SeatType
from matchmaking.models import Ticket
from players.models import Player
from tournaments.models import League, Tournament

pytestmark = pytest.mark.django_db

DEADLANDS = "frag-deadlands"
STRONG = [{"fighter": "huckster", "health": 9, "speed": 9, "accuracy": 9}, None]


@pytest.fixture
def ann(make_player: Callable[..., Player]) -> Player:
    player = make_player(handle="ann")
    player.user.user_permissions.add(*Permission.objects.filter(codename__in=["add_tournament", "add_league"]))
    return player


def new_game(client: APIClient, **extra: Any) -> Any:
    body = {"ruleset": DEADLANDS, "seats": [{"type": "human"}, {"type": "ai", "bot": "random"}], **extra}
    return client.post("/api/v1/games/", body, format="json")


def test_a_rated_game_refuses_fighters_from_its_creator(ann: Player, client_for: Callable[[Player], APIClient]) -> None:
    response = new_game(client_for(ann), options={"fighters": STRONG})
    assert response.status_code == 400
    assert response.json()["code"] == "tournament_option"
    assert "practice" in response.json()["detail"]
    assert not Game.objects.exists()


def test_a_practice_game_takes_them(ann: Player, client_for: Callable[[Player], APIClient]) -> None:
    response = new_game(client_for(ann), options={"fighters": STRONG}, seed=11)
    assert response.status_code == 201, response.json()
    game = Game.objects.get(pk=response.json()["id"])
    assert game.practice
    assert game.options["fighters"] == STRONG


def test_quick_play_leagues_and_tournaments_refuse_them(ann: Player, client_for: Callable[[Player], APIClient]) -> None:
    client = client_for(ann)
    refused = [
        client.post(
            "/api/v1/matchmaking/tickets/",
            {"ruleset": DEADLANDS, "min_seats": 2, "max_seats": 2, "options": {"fighters": STRONG}},
            format="json",
        ),
        client.post(
            "/api/v1/leagues/", {"name": "L", "ruleset": DEADLANDS, "options": {"fighters": STRONG}}, format="json"
        ),
        client.post(
            "/api/v1/tournaments/",
            {"name": "T", "ruleset": DEADLANDS, "format": "swiss", "options": {"fighters": STRONG}},
            format="json",
        ),
    ]
    assert [(r.status_code, r.json()["code"]) for r in refused] == [(400, "tournament_option")] * 3
    assert not Ticket.objects.exists()
    assert not League.objects.exists()
    assert not Tournament.objects.exists()


def test_a_tournament_table_carries_them_and_its_rematch_leaves_them(ann: Player) -> None:
    """The service's own table game keeps the grown fighters; the rematch, a rated game
    outside the tournament, is set up without them (the seats choose at the table)."""
    seats = [
        game_services.SeatSpec(SeatType.HUMAN, "", None, player=ann),
        game_services.SeatSpec(SeatType.AI, "random", None),
    ]
    table = game_services.game_create(
        creator=ann,
        ruleset_id=DEADLANDS,
        seats=seats,
        options={"fighters": STRONG, "round_cap": 6},
        tournament_table=True,
    )
    assert not table.practice
    assert table.options["fighters"] == STRONG
    Game.objects.filter(pk=table.pk).update(status=GameStatus.FINISHED)
    rematch, created = game_services.game_rematch(game_id=table.pk, player=ann)
    assert created
    assert "fighters" not in rematch.options
    assert rematch.options["round_cap"] == 6
