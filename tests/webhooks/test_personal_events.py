"""Personal events: turn.due and game.invited go to the webhooks of the player
they are about, and to nobody else's, delivered signed to a real receiver on
127.0.0.1. A turn passing to a player with no such webhook reads no webhook."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from rest_framework.test import APIClient

from games import services as game_services
from games.models import Game, GameStatus, SeatType
from ladders.registry import get_ruleset
from matchmaking import services as matchmaking_services
from players.models import Player
from tests.webhooks.receiver import Receiver, receiver
from webhooks import services, signing
from webhooks.models import Delivery, EventType, Webhook

pytestmark = pytest.mark.django_db(transaction=True)

SHRINKS = "shrinks-and-ladders"
HUMAN = game_services.SeatSpec(SeatType.HUMAN)
PERSONAL = [EventType.TURN_DUE, EventType.GAME_INVITED]


@pytest.fixture(autouse=True)
def _loopback_allowed(settings: Any) -> None:
    settings.WEBHOOKS = {**settings.WEBHOOKS, "ALLOW_HTTP_LOOPBACK": True, "ALLOW_PRIVATE": True}


@pytest.fixture
def hooks() -> Iterator[Receiver]:
    with receiver() as running:
        yield running


@pytest.fixture
def people(make_player: Callable[..., Player]) -> dict[str, Player]:
    return {handle: make_player(handle=handle) for handle in ("ann", "bob", "cat")}


def sent(hooks: Receiver, secrets: dict[str, str], handle: str) -> list[dict[str, Any]]:
    """The bodies received for ``handle`` (one receiver, a path per player), each verified."""
    bodies = []
    for request in hooks.received:
        if request.path.endswith(f"/{handle}"):
            signing.verify(secrets[handle], request.headers, request.body)
            bodies.append(json.loads(request.body))
    return bodies


def register(hooks: Receiver, people: dict[str, Player]) -> dict[str, str]:
    """ann and bob want their personal events (bob every event); cat only game.finished."""
    secrets = {}
    for handle, events in (("ann", PERSONAL), ("bob", list(EventType.values)), ("cat", [EventType.GAME_FINISHED])):
        _, secrets[handle] = services.webhook_create(
            owner=people[handle], url=f"{hooks.url.rstrip('/')}/{handle}", events=events
        )
    return secrets


def test_each_player_hears_of_their_own_turns_only(hooks: Receiver, people: dict[str, Player]) -> None:
    secrets = register(hooks, people)
    ann, bob = people["ann"], people["bob"]
    game = game_services.game_create(creator=ann, ruleset_id=SHRINKS, seats=[HUMAN, HUMAN], turn_seconds=3600)
    game_services.game_join(game_id=game.pk, player=ann, seat_index=0)
    game_services.game_join(game_id=game.pk, player=bob, seat_index=1)  # starts it
    rules = get_ruleset(SHRINKS)
    by_seat = {0: ann, 1: bob}
    game.refresh_from_db()
    turns = {0: 0, 1: 0}
    turns[game.to_act[0]] += 1  # the first player (drawn at random) is told at the start
    # Each turn.due's version and legal actions, as the game stood when the turn came.
    expected = [(game.to_act[0], game.version, rules.legal_actions(game.state, game.to_act[0]))]
    for _ in range(10):
        game.refresh_from_db()
        seat = game.to_act[0]
        before = game.to_act
        action = rules.legal_actions(game.state, seat)[0]
        game_services.action_submit(game_id=game.pk, player=by_seat[seat], action=action, expected_version=game.version)
        game.refresh_from_db()
        if game.to_act != before:
            turns[game.to_act[0]] += 1
            expected.append((game.to_act[0], game.version, rules.legal_actions(game.state, game.to_act[0])))
    ann_turns = [b for b in sent(hooks, secrets, "ann") if b["type"] == "turn.due"]
    bob_turns = [b for b in sent(hooks, secrets, "bob") if b["type"] == "turn.due"]
    assert len(ann_turns) == turns[0] >= 1  # each time the turn came to her
    assert len(bob_turns) == turns[1] >= 1
    first = ann_turns[0]["data"]
    assert first["game"] == game.pk
    assert (first["seat"], first["ruleset"]) == (0, SHRINKS)
    assert first["deadline_at"] is not None  # the turn clock's deadline, to remind by
    assert all(b["data"]["seat"] == 1 for b in bob_turns)
    told = sorted((b["data"]["seat"], b["data"]["version"], b["data"]["actions"]) for b in [*ann_turns, *bob_turns])
    assert told == sorted(expected)  # each with its seat's legal actions at that version
    assert sent(hooks, secrets, "cat") == []


def test_a_turn_back_from_the_bots_is_told(hooks: Receiver, people: dict[str, Player]) -> None:
    secrets = register(hooks, people)
    ann = people["ann"]
    game = game_services.game_create(
        creator=ann, ruleset_id=SHRINKS, seats=[HUMAN, game_services.SeatSpec(SeatType.AI, "random")]
    )
    game_services.game_join(game_id=game.pk, player=ann)
    rules = get_ruleset(SHRINKS)
    for _ in range(4):
        game.refresh_from_db()
        if game.status != GameStatus.ACTIVE:
            break
        action = rules.legal_actions(game.state, 0)[0]
        game_services.action_submit(game_id=game.pk, player=ann, action=action, expected_version=game.version)
    versions = [b["data"]["version"] for b in sent(hooks, secrets, "ann") if b["type"] == "turn.due"]
    assert len(versions) >= 2  # the bots' turns (played in-process) handed it back
    assert versions == sorted(set(versions))
    assert all(b["data"]["seat"] == 0 for b in sent(hooks, secrets, "ann"))


def test_invitations_reach_the_invited_players_webhook(
    hooks: Receiver, people: dict[str, Player], client_for: Callable[[Player], APIClient]
) -> None:
    secrets = register(hooks, people)
    body = {"ruleset": SHRINKS, "seats": [{"type": "human"}, {"type": "human", "reserved_for": "ann"}]}
    game = client_for(people["bob"]).post("/api/v1/games/", body, format="json").json()
    [invited] = sent(hooks, secrets, "ann")
    assert invited["type"] == "game.invited"
    assert invited["data"] == {"game": game["id"], "seat": 1, "ruleset": SHRINKS, "scenario": "standard", "by": "bob"}
    # Handed to cat (who has no personal webhook), then back to ann: told again.
    reserve = f"/api/v1/games/{game['id']}/reserve/"
    client_for(people["bob"]).post(reserve, {"seat": 1, "reserved_for": "cat"}, format="json")
    client_for(people["bob"]).post(reserve, {"seat": 1, "reserved_for": "ann"}, format="json")
    assert [b["type"] for b in sent(hooks, secrets, "ann")] == ["game.invited", "game.invited"]
    assert sent(hooks, secrets, "cat") == []
    assert not [b for b in sent(hooks, secrets, "bob") if b["type"] == "game.invited"]


def test_quick_play_tells_whose_turn_starts_the_game(hooks: Receiver, people: dict[str, Player]) -> None:
    secrets = register(hooks, people)
    for handle in ("ann", "bob"):
        matchmaking_services.ticket_create(player=people[handle], ruleset_id=SHRINKS, min_seats=2, max_seats=2)
    matchmaking_services.matchmaking_pass()
    game = Game.objects.get()
    first = game.seats.get(index=game.to_act[0]).player
    assert first is not None
    [due] = [b for b in sent(hooks, secrets, first.handle) if b["type"] == "turn.due"]
    assert due["data"]["game"] == game.pk


def test_a_switched_off_webhook_hears_nothing(hooks: Receiver, people: dict[str, Player]) -> None:
    secrets = register(hooks, people)
    hook = Webhook.objects.get(owner=people["ann"])
    services.webhook_update(webhook_id=hook.pk, owner=people["ann"], active=False)
    game = game_services.game_create(creator=people["ann"], ruleset_id=SHRINKS, seats=[HUMAN, HUMAN])
    game_services.game_join(game_id=game.pk, player=people["ann"], seat_index=0)
    game_services.game_join(game_id=game.pk, player=people["bob"], seat_index=1)
    assert sent(hooks, secrets, "ann") == []


def test_only_a_player_with_a_personal_webhook_costs_a_webhook_query(people: dict[str, Player]) -> None:
    """The turn's lock query says whether the seat's player has an active personal
    webhook: a turn passing to anyone else reads no webhook at all."""
    ann, bob = people["ann"], people["bob"]
    services.webhook_create(owner=ann, url="https://hooks.example.com/ann", events=[EventType.GAME_FINISHED])
    game = game_services.game_create(creator=ann, ruleset_id=SHRINKS, seats=[HUMAN, HUMAN], seed=5)
    game_services.game_join(game_id=game.pk, player=ann, seat_index=0)
    game_services.game_join(game_id=game.pk, player=bob, seat_index=1)
    rules = get_ruleset(SHRINKS)
    by_seat = {0: ann, 1: bob}

    def one_turn() -> list[str]:
        """Play until the turn passes; the webhook statements it ran."""
        game.refresh_from_db()
        start = game.to_act
        with CaptureQueriesContext(connection) as captured:
            while True:
                seat = game.to_act[0]
                action = rules.legal_actions(game.state, seat)[0]
                game_services.action_submit(
                    game_id=game.pk, player=by_seat[seat], action=action, expected_version=game.version
                )
                game.refresh_from_db()
                if game.to_act != start or game.status != GameStatus.ACTIVE:
                    break
        # The lookup by owner (the lock query names the table in its EXISTS column, and
        # the delivery made after the commit reads its webhook by id: neither counts).
        return [q["sql"] for q in captured.captured_queries if '"webhooks_webhook"."owner_id" IN' in q["sql"]]

    assert one_turn() == []  # ann's webhook wants no personal event
    services.webhook_update(webhook_id=ann.webhooks.get().pk, owner=ann, events=[EventType.TURN_DUE])
    assert Webhook.objects.get(owner=ann).personal
    turns = [one_turn(), one_turn()]  # one passes to ann, the other to bob
    assert sorted(len(sqls) for sqls in turns) == [0, 1], turns
    assert Delivery.objects.filter(event_type=EventType.TURN_DUE).count() == 1


def test_personal_and_global_events_keep_to_their_own_emitters() -> None:
    with pytest.raises(ValueError, match="event_emit_personal"):
        services.event_emit(event_type=EventType.TURN_DUE, data={})
    with pytest.raises(ValueError, match="event_emit"):
        services.event_emit_personal(event_type=EventType.GAME_FINISHED, data_by_owner={1: [{}]})
