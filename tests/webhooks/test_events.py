"""Each event is emitted by the service that makes the change, after its
commit (tasks in-process, a real receiver on 127.0.0.1): game.finished and
rank.changed from a whole game, tournament.round_paired and
tournament.finished from a whole tournament of bot games."""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from rest_framework.test import APIClient

from games import services as game_services
from games.models import GameStatus, SeatType
from ladders.registry import get_ruleset
from players.models import Player
from tests.webhooks.receiver import Receiver, receiver
from webhooks import services, signing
from webhooks.models import Delivery, DeliveryStatus, EventType

# transaction=True: the deliveries go out on commit, as in production.
pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture(autouse=True)
def _loopback_allowed(settings: Any) -> None:
    settings.WEBHOOKS = {**settings.WEBHOOKS, "ALLOW_HTTP_LOOPBACK": True, "ALLOW_PRIVATE": True}


@pytest.fixture
def hooks() -> Iterator[Receiver]:
    with receiver() as running:
        yield running


def received(hooks: Receiver, secret: str) -> list[dict[str, Any]]:
    """Every request's body, each checked against its signature first."""
    bodies = []
    for request in hooks.received:
        signing.verify(secret, request.headers, request.body)
        bodies.append(json.loads(request.body))
    return bodies


def test_a_finished_rated_game_sends_game_finished_then_rank_changed(
    make_player: Callable[..., Player], hooks: Receiver
) -> None:
    ann, bob = make_player(handle="ann"), make_player(handle="bob")
    _, secret = services.webhook_create(
        owner=ann, url=hooks.url, events=[EventType.GAME_FINISHED, EventType.RANK_CHANGED]
    )
    game = game_services.game_create(
        creator=ann,
        ruleset_id="shrinks-and-ladders",
        seats=[game_services.SeatSpec(SeatType.HUMAN), game_services.SeatSpec(SeatType.AI, "random")],
    )
    game_services.game_join(game_id=game.pk, player=ann)
    rules = get_ruleset(game.ruleset)
    for _ in range(5000):
        game.refresh_from_db()
        if game.status != GameStatus.ACTIVE:
            break
        assert hooks.received == []  # nothing before the end
        action = rules.legal_actions(game.state, 0)[0]
        game_services.action_submit(game_id=game.pk, player=ann, action=action, expected_version=game.version)
    game.refresh_from_db()
    assert game.status == GameStatus.FINISHED
    finished, ranks = received(hooks, secret)
    assert finished["type"] == "game.finished"
    data = finished["data"]["game"]
    assert data["id"] == game.pk
    assert data["ruleset"] == "shrinks-and-ladders"
    assert data["outcome"] == game.outcome
    assert data["final_state_hash"] == game.final_state_hash
    assert [(s["index"], s["type"], s["player"], s["bot"]) for s in data["seats"]] == [
        (0, "human", "ann", ""),
        (1, "ai", None, "random"),
    ]
    assert "state" not in data  # no hidden information: the result only
    assert ranks["type"] == "rank.changed"
    assert ranks["data"]["game"] == game.pk
    scopes = {(r["player"], r["scope"]) for r in ranks["data"]["ranks"]}
    assert scopes == {("ann", "all"), ("ann", "ruleset:shrinks-and-ladders")}
    for rank in ranks["data"]["ranks"]:
        assert rank["games_played"] == 1
        assert rank["previous_rating"] is None
    assert bob.webhooks.count() == 0
    assert set(Delivery.objects.values_list("status", flat=True)) == {DeliveryStatus.SUCCEEDED}


def test_a_practice_game_sends_game_finished_but_no_rank_change(
    make_player: Callable[..., Player], hooks: Receiver
) -> None:
    ann = make_player()
    _, secret = services.webhook_create(
        owner=ann, url=hooks.url, events=[EventType.GAME_FINISHED, EventType.RANK_CHANGED]
    )
    game = game_services.game_create(
        creator=ann,
        ruleset_id="shrinks-and-ladders",
        seats=[game_services.SeatSpec(SeatType.AI, "random"), game_services.SeatSpec(SeatType.AI, "random")],
        seed=3,
    )
    game.refresh_from_db()
    assert game.status == GameStatus.FINISHED  # bots only: played in-process to the end
    [finished] = received(hooks, secret)
    assert finished["type"] == "game.finished"
    assert finished["data"]["game"]["practice"] is True


def test_a_tournament_sends_each_round_paired_then_finished(
    make_player: Callable[..., Player], client_for: Callable[[Player], APIClient], hooks: Receiver
) -> None:
    boss = make_player(handle="boss")
    boss.user.is_staff = True
    boss.user.save()
    client = client_for(boss)
    created = client.post(
        "/api/v1/webhooks/",
        {"url": hooks.url, "events": ["tournament.round_paired", "tournament.finished"]},
        format="json",
    )
    assert created.status_code == 201, created.json()
    secret = created.json()["secret"]
    tournament = client.post(
        "/api/v1/tournaments/", {"name": "Cup", "ruleset": "shrinks-and-ladders", "format": "swiss"}, format="json"
    ).json()
    url = f"/api/v1/tournaments/{tournament['id']}"
    for _ in range(5):
        assert client.post(f"{url}/entrants/", {"bot": "random"}, format="json").status_code == 201
    assert client.post(f"{url}/start/").status_code == 200
    body = client.get(f"{url}/").json()
    assert body["status"] == "finished"
    # Deliveries are not ordered (here the bots' games, played in-process on
    # commit, finish the tournament before round 1's delivery goes out); the
    # envelope's timestamp, taken when the change was made, orders them.
    events = sorted(received(hooks, secret), key=lambda e: e["timestamp"])
    rounds = math.ceil(math.log2(5))
    assert [e["type"] for e in events] == ["tournament.round_paired"] * rounds + ["tournament.finished"]
    for number, (event, round_body) in enumerate(zip(events, body["rounds"], strict=False), start=1):
        assert event["data"]["tournament"]["id"] == tournament["id"]
        assert event["data"]["round"] == number
        assert [t["game"] for t in event["data"]["tables"]] == [t["game"] for t in round_body["tables"]]
        assert [[e["id"] for e in t["entrants"]] for t in event["data"]["tables"]] == [
            t["entrants"] for t in round_body["tables"]
        ]
        assert [b["id"] for b in event["data"]["byes"]] == round_body["byes"]
    final = events[-1]["data"]
    assert final["rounds"] == rounds
    standings = client.get(f"{url}/standings/").json()["rows"]
    assert [(r["rank"], r["entrant"], r["points"]) for r in final["standings"]] == [
        (r["rank"], r["entrant"], r["points"]) for r in standings
    ]
