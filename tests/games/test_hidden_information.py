"""The house rule on hidden information (DESIGN.md, "view" and "Events carry
visibility"): hands, deck and pile order, the RNG and secret choices never
leave the server, in any answer, except to their owner. The per-game API tests
check each ruleset's views while it is played; these check the ways around
them: a game's deal before it starts, and the service's own bookkeeping."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from django.contrib.auth.models import User
from django.test import Client
from rest_framework.test import APIClient

from games.models import Game, GameStatus
from players.models import Player

pytestmark = pytest.mark.django_db(transaction=True)

LADDER29 = "ladder-29"


def test_a_game_not_started_shows_no_seat_its_deal(
    make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    """A game is dealt at creation from a provisional seed, and dealt again from the
    mixed seed when it starts: with no client seeds the two seeds, and so the deals,
    are the same. A seat's view of a waiting game showed its hand, so a player who
    took each free seat in turn (join, read, leave) read every seat's hand before
    taking the last one. The house rule: a hand is shown to its owner only, and a
    seat has no owner until the game starts (it may still be left and taken by
    another); until then every caller sees the game as a spectator does."""
    ann, bob, cid = (make_player(handle=h) for h in ("ann", "bob", "cid"))
    a, b, c = (client_for(p) for p in (ann, bob, cid))
    created = a.post("/api/v1/games/", {"ruleset": LADDER29, "seats": [{"type": "human"}] * 3}, format="json")
    game_id = created.json()["id"]
    assert created.json()["state"]["hand"] is None
    spectator = c.get(f"/api/v1/games/{game_id}/").json()["state"]
    for seat in (0, 1, 2):
        joined = c.post(f"/api/v1/games/{game_id}/join/", {"seat": seat}, format="json")
        assert joined.status_code == 200
        assert joined.json()["your_seat"] == seat
        # The join's answer, the game, its row in the list and its board: as a spectator sees it.
        assert joined.json()["state"] == spectator
        assert c.get(f"/api/v1/games/{game_id}/").json()["state"] == spectator
        row = next(g for g in c.get("/api/v1/games/").json()["results"] if g["id"] == game_id)
        assert row["state"] == spectator
        # The board as a spectator sees it now (it names who sits where, which is public).
        assert (
            c.get(f"/api/v1/games/{game_id}/board.svg").content
            == APIClient().get(f"/api/v1/games/{game_id}/board.svg").content
        )
        assert c.get(f"/api/v1/games/{game_id}/legal-actions/").json()["actions"] == []
        assert c.post(f"/api/v1/games/{game_id}/leave/").status_code == 200
    a.post(f"/api/v1/games/{game_id}/join/", {"seat": 0}, format="json")
    b.post(f"/api/v1/games/{game_id}/join/", {"seat": 1}, format="json")
    started = c.post(f"/api/v1/games/{game_id}/join/", {"seat": 2}, format="json").json()
    assert started["status"] == GameStatus.ACTIVE
    # Once it has started, each seat sees its own hand (and only its own).
    game = Game.objects.get(pk=game_id)
    assert started["state"]["hand"] == game.state["hands"][2]
    assert a.get(f"/api/v1/games/{game_id}/").json()["state"]["hand"] == game.state["hands"][0]


def test_the_choices_digest_is_exposed_nowhere(
    make_player: Callable[..., Player], client_for: Callable[[Player], APIClient], openapi_schema: dict[str, Any]
) -> None:
    """``Game.choices_since`` keeps, per seat due in a simultaneous phase, a digest of
    its legal actions: of its hand, in Ladder 29's pass. It stays on the server: no
    answer of the API (game, list, legal actions, events), no schema and no admin
    page shows it or its digests."""
    players = [make_player(handle=h) for h in ("ann", "bob", "cid")]
    clients = [client_for(p) for p in players]
    created = clients[0].post("/api/v1/games/", {"ruleset": LADDER29, "seats": [{"type": "human"}] * 3}, format="json")
    game_id = created.json()["id"]
    for seat, client in enumerate(clients):
        client.post(f"/api/v1/games/{game_id}/join/", {"seat": seat}, format="json")
    legal = clients[0].get(f"/api/v1/games/{game_id}/legal-actions/").json()
    clients[0].post(
        f"/api/v1/games/{game_id}/actions/",
        {"action": legal["actions"][0], "expected_version": legal["version"]},
        format="json",
    )
    game = Game.objects.get(pk=game_id)
    assert len(game.choices_since) == 3  # every seat is choosing its pass
    secrets = {digest for _, digest in game.choices_since.values()}
    answers = []
    for client in clients:
        for path in ("", "legal-actions/", "events/"):
            answers.append(client.get(f"/api/v1/games/{game_id}/{path}").content.decode())
        answers.append(client.get("/api/v1/games/").content.decode())
    answers.append(json.dumps(openapi_schema))
    staff = Client()
    staff.force_login(User.objects.create_user("staff", is_staff=True, is_superuser=True))
    for path in (f"/admin/games/game/{game_id}/change/", "/admin/games/game/", "/admin/games/action/"):
        page = staff.get(path)
        assert page.status_code == 200
        answers.append(page.content.decode())
    for answer in answers:
        assert "choices_since" not in answer
        assert not any(digest in answer for digest in secrets)
