"""A player's data export (GET /players/me/export/): every app's records about
them in one JSON document, no secrets and nobody else's hidden cards."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from rest_framework.test import APIClient

from games import services as game_services
from games.models import SeatType
from matchmaking import services as matchmaking_services
from players.models import Player
from ranks import services as rank_services
from tests.ranks.factories import finished_game
from tournaments import services as tournament_services
from webhooks import services as webhook_services

pytestmark = pytest.mark.django_db(transaction=True)

EXPORT = "/api/v1/players/me/export/"
HUMAN = game_services.SeatSpec(SeatType.HUMAN)


def test_the_export_holds_each_apps_records_and_no_secret(
    make_player: Callable[..., Player], client_for: Callable[[Player], APIClient], settings: Any
) -> None:
    ann, bob = make_player(handle="ann"), make_player(handle="bob")
    boss = make_player(handle="boss")
    boss.user.is_staff = True
    boss.user.save()
    organiser = tournament_services.Organiser(player=boss, is_staff=True)
    finished_game([ann, bob], [1, 2], frags=[2, 0])
    rank_services.ranks_apply_pending()
    active = game_services.game_create(creator=bob, ruleset_id="ladder-29", seats=[HUMAN, HUMAN])
    game_services.game_join(game_id=active.pk, player=bob, seat_index=0)
    game_services.game_join(game_id=active.pk, player=ann, seat_index=1)
    cup = tournament_services.tournament_create(by=organiser, name="Cup", ruleset="ladder-29", format="swiss")
    tournament_services.tournament_enter(tournament_id=cup.pk, by=tournament_services.Organiser(player=ann))
    league = tournament_services.league_create(by=organiser, name="Ladder", ruleset="ladder-29")
    tournament_services.league_join(league_id=league.pk, player=ann)
    matchmaking_services.ticket_create(player=ann, ruleset_id="shrinks-and-ladders")
    _, secret = webhook_services.webhook_create(
        owner=ann, url="https://hooks.example.com/ann", events=["game.finished"]
    )

    response = client_for(ann).get(EXPORT)
    assert response.status_code == 200, response.json()
    assert response["Content-Disposition"] == 'attachment; filename="ladders-ann.json"'
    assert response["Cache-Control"] == "no-store"
    body = response.json()
    assert body["player"]["handle"] == "ann"
    games = {g["game"]: g for g in body["games"]}
    assert len(games) == 2
    assert games[active.pk]["seat"] == 1
    assert games[active.pk]["status"] == "active"
    assert games[active.pk]["placement"] is None
    finished = next(g for g in body["games"] if g["status"] == "finished")
    assert finished["placement"] == 1
    assert [e["tournament"] for e in body["tournament_entries"]] == [cup.pk]
    assert [m["league"] for m in body["league_memberships"]] == [league.pk]
    assert body["events_organised"] == []
    assert {r["scope"] for r in body["ranks"]} >= {"all"}
    assert [t["ruleset"] for t in body["tickets"]] == ["shrinks-and-ladders"]
    assert [w["url"] for w in body["webhooks"]] == ["https://hooks.example.com/ann"]
    text = response.content.decode()
    assert secret not in text
    assert "secret" not in text
    assert "token" not in text
    # Nobody's cards: the game's state (bob's hand among it) is not in the export.
    assert "hands" not in text
    assert "state" not in text
    # Bob's export is his own.
    bob_body = client_for(bob).get(EXPORT).json()
    assert bob_body["player"]["handle"] == "bob"
    assert bob_body["tournament_entries"] == []
    assert bob_body["webhooks"] == []


def test_an_organiser_sees_their_events_and_exports_are_rate_limited(
    make_player: Callable[..., Player], client_for: Callable[[Player], APIClient], settings: Any
) -> None:
    boss = make_player(handle="boss")
    boss.user.is_staff = True
    boss.user.save()
    organiser = tournament_services.Organiser(player=boss, is_staff=True)
    league = tournament_services.league_create(by=organiser, name="Ladder", ruleset="ladder-29")
    cup = tournament_services.tournament_create(by=organiser, name="Cup", ruleset="ladder-29", format="swiss")
    client = client_for(boss)
    assert client.get(EXPORT).json()["events_organised"] == [
        {"league": league.pk, "name": "Ladder"},
        {"tournament": cup.pk, "name": "Cup"},
    ]
    settings.LADDERS = {
        **settings.LADDERS,
        "THROTTLE_RATES": {**settings.LADDERS["THROTTLE_RATES"], "export": "1/hour"},
    }
    from django.core.cache import cache

    cache.clear()
    assert client.get(EXPORT).status_code == 200
    limited = client.get(EXPORT)
    assert (limited.status_code, limited.json()["code"]) == (429, "throttled")
    assert APIClient().get(EXPORT).status_code == 401
