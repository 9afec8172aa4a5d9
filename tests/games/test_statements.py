"""The SQL statements of one turn, pinned (issue #11's turn pipeline).

A POST /actions/ runs: the token lookup (token, user and player in one query),
one query locking the game row and reading its seats, the idempotency lookup
(only with an Idempotency-Key), the action INSERT and one UPDATE of the
game's turn columns. The test database wraps each test in a transaction, so
the service's ``transaction.atomic`` shows as a SAVEPOINT and its RELEASE:
two statements that production runs as BEGIN and COMMIT, which Django does
not log. Each test also checks which statements they are.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from typing import Any

import pytest
from django.db import connection
from pytest_django import DjangoAssertNumQueries, DjangoCaptureOnCommitCallbacks
from rest_framework.test import APIClient

from core import bus
from games import services
from games.models import Action, Game, GameStatus, SeatType
from games.services import ai as ai_services
from ladders.registry import get_ruleset
from players.models import Player

pytestmark = pytest.mark.django_db

SHRINKS = "shrinks-and-ladders"
RULES = get_ruleset(SHRINKS)
SEED = 5  # seat 0 (ann) rolls first


def kinds(captured: Any) -> list[str]:
    """Each statement reduced to what it does, in order."""
    out = []
    for query in captured.captured_queries:
        sql = query["sql"]
        words = sql.split()
        if words[0] in {"SAVEPOINT", "RELEASE"}:
            out.append(words[0])
        elif words[0] == "INSERT":  # INSERT INTO "table"
            out.append(f"INSERT {words[2].strip(chr(34))}")
        elif words[0] == "UPDATE":  # UPDATE "table" SET
            out.append(f"UPDATE {words[1].strip(chr(34))}")
        elif "authtoken_token" in sql:
            out.append("SELECT token+user+player")
        elif 'FROM "games_seat" INNER JOIN "games_game"' in sql:
            out.append("SELECT seats+game")
        elif 'FROM "games_action"' in sql:
            out.append("SELECT action by idempotency key")
        elif 'FROM "games_game"' in sql:
            out.append("SELECT game")
        elif 'FROM "webhooks_webhook"' in sql:
            out.append("SELECT webhooks")
        else:
            out.append(sql[:60])
    return out


HUMAN_TURN = [
    "SELECT token+user+player",
    "SAVEPOINT",
    "SELECT seats+game",
    "SELECT action by idempotency key",
    "INSERT games_action",
    "UPDATE games_game",
    "RELEASE",
]


def started_game(ann: Player, seats: list[services.SeatSpec], **extra: Any) -> Game:
    game = services.game_create(creator=ann, ruleset_id=SHRINKS, seats=seats, seed=SEED, **extra)
    services.game_join(game_id=game.pk, player=ann, seat_index=0)
    game.refresh_from_db()
    return game


def post(client: APIClient, game: Game, action: Any, key: str | None = "k1") -> Any:
    headers = {"HTTP_IDEMPOTENCY_KEY": key} if key else {}
    return client.post(
        f"/api/v1/games/{game.pk}/actions/",
        {"action": action, "expected_version": game.version},
        format="json",
        **headers,
    )


@pytest.fixture
def ann(make_player: Callable[..., Player]) -> Player:
    return make_player(handle="ann")


@pytest.fixture
def bob(make_player: Callable[..., Player]) -> Player:
    return make_player(handle="bob")


@pytest.fixture
def two_humans(ann: Player, bob: Player) -> Game:
    game = services.game_create(
        creator=ann, ruleset_id=SHRINKS, seats=[services.SeatSpec(SeatType.HUMAN)] * 2, seed=SEED
    )
    services.game_join(game_id=game.pk, player=ann, seat_index=0)
    services.game_join(game_id=game.pk, player=bob, seat_index=1)
    game.refresh_from_db()
    return game


def test_human_action_runs_five_statements(
    two_humans: Game, ann: Player, client_for: Callable[[Player], APIClient], django_assert_num_queries: Any
) -> None:
    """Token auth, lock+seats, idempotency lookup, insert, update (+ savepoint pair)."""
    client = client_for(ann)
    with django_assert_num_queries(7) as captured:
        response = post(client, two_humans, {"type": "roll"})
    assert response.status_code == 201, response.json()
    assert kinds(captured) == HUMAN_TURN


def test_the_update_writes_only_the_turn_columns(
    two_humans: Game, ann: Player, client_for: Callable[[Player], APIClient], django_assert_num_queries: Any
) -> None:
    """game.save(update_fields=...): the seed, options, teams and creation columns are not rewritten."""
    client = client_for(ann)
    with django_assert_num_queries(7) as captured:
        assert post(client, two_humans, {"type": "roll"}).status_code == 201
    update = next(q["sql"] for q in captured.captured_queries if q["sql"].startswith("UPDATE"))
    assigned = update.split(" SET ", 1)[1].rsplit(" WHERE ", 1)[0]
    assert sorted(re.findall(r'"(\w+)" = ', assigned)) == sorted(services.TURN_FIELDS)


def test_without_an_idempotency_key_there_is_no_lookup(
    two_humans: Game, ann: Player, client_for: Callable[[Player], APIClient], django_assert_num_queries: Any
) -> None:
    client = client_for(ann)
    with django_assert_num_queries(6) as captured:
        assert post(client, two_humans, {"type": "roll"}, key=None).status_code == 201
    assert "SELECT action by idempotency key" not in kinds(captured)


def test_a_replayed_request_reads_and_writes_nothing_more(
    two_humans: Game, ann: Player, client_for: Callable[[Player], APIClient], django_assert_num_queries: Any
) -> None:
    client = client_for(ann)
    first = post(client, two_humans, {"type": "roll"}, key="same")
    with django_assert_num_queries(5) as captured:
        again = post(client, two_humans, {"type": "roll"}, key="same")
    assert again.status_code == 201
    assert again.json() == {**first.json(), "replayed": True}
    assert again["Idempotent-Replayed"] == "true"
    assert kinds(captured) == [
        "SELECT token+user+player",
        "SAVEPOINT",
        "SELECT seats+game",
        "SELECT action by idempotency key",
        "RELEASE",
    ]


def test_refusals_keep_their_codes(
    two_humans: Game, ann: Player, bob: Player, client_for: Callable[[Player], APIClient]
) -> None:
    """The seat checks now read the seats the lock brought: not your turn, not your seat, stale."""
    bob_turn = post(client_for(bob), two_humans, {"type": "roll"})
    assert bob_turn.status_code == 400, bob_turn.json()
    wrong_seat = client_for(ann).post(
        f"/api/v1/games/{two_humans.pk}/actions/",
        {"action": {"type": "roll"}, "expected_version": 0, "seat": 1},
        format="json",
    )
    assert (wrong_seat.status_code, wrong_seat.json()["code"]) == (403, "not_your_seat")
    stale = client_for(ann).post(
        f"/api/v1/games/{two_humans.pk}/actions/", {"action": {"type": "roll"}, "expected_version": 3}, format="json"
    )
    assert (stale.status_code, stale.json()["code"]) == (409, "stale_version")
    missing = client_for(ann).post(
        "/api/v1/games/999999/actions/", {"action": {"type": "roll"}, "expected_version": 0}, format="json"
    )
    assert (missing.status_code, missing.json()["code"]) == (404, "game_not_found")
    assert Action.objects.count() == 0


def test_an_action_that_makes_a_bot_due_costs_no_more(
    ann: Player,
    client_for: Callable[[Player], APIClient],
    django_assert_num_queries: DjangoAssertNumQueries,
    django_capture_on_commit_callbacks: DjangoCaptureOnCommitCallbacks,
) -> None:
    """The same 7: the bot's task is enqueued after the commit (no SQL), once, as is the stream message."""
    game = started_game(ann, [services.SeatSpec(SeatType.HUMAN), services.SeatSpec(SeatType.AI, "random")])
    client = client_for(ann)
    assert post(client, game, {"type": "roll"}, key="a").status_code == 201
    game.refresh_from_db()
    move = RULES.legal_actions(game.state, 0)[0]
    with django_capture_on_commit_callbacks() as callbacks, django_assert_num_queries(7) as captured:
        assert post(client, game, move, key="b").status_code == 201
    assert kinds(captured) == HUMAN_TURN
    game.refresh_from_db()
    assert game.to_act == [1]
    assert game.ai_due_at is not None
    # After the commit: the bot's task enqueued once, and the streams' message published once.
    published = [c for c in callbacks if isinstance(c, functools.partial) and c.func is bus.publish_encoded]
    assert len(published) == 1
    assert len(callbacks) == 2


def test_an_action_that_finishes_the_game_costs_no_more(
    two_humans: Game,
    ann: Player,
    bob: Player,
    client_for: Callable[[Player], APIClient],
    django_assert_num_queries: DjangoAssertNumQueries,
) -> None:
    """The same 7 and one: the UPDATE also writes status, outcome, finished_at and the
    state hash, and the finish looks up the webhooks that want game.finished (their
    deliveries are written in this transaction, so none is lost; here there are none)."""
    game = two_humans
    players = {0: ann, 1: bob}
    while True:
        seat = game.to_act[0]
        finishing = next(
            (a for a in RULES.legal_actions(game.state, seat) if RULES.outcome(RULES.apply(game.state, seat, a)[0])),
            None,
        )
        if finishing is not None:
            break
        action = RULES.legal_actions(game.state, seat)[-1]
        services.action_submit(game_id=game.pk, player=players[seat], action=action, expected_version=game.version)
        game.refresh_from_db()
    client = client_for(players[seat])
    with django_assert_num_queries(8) as captured:
        response = post(client, game, finishing, key="last")
    assert response.status_code == 201, response.json()
    finished = kinds(captured)
    assert finished.count("SELECT webhooks") == 1
    finished.remove("SELECT webhooks")
    assert finished == HUMAN_TURN
    game.refresh_from_db()
    assert game.status == GameStatus.FINISHED
    assert game.outcome is not None
    assert game.final_state_hash


def test_a_turn_with_a_clock_adds_one_seat_update(
    ann: Player,
    bob: Player,
    client_for: Callable[[Player], APIClient],
    django_assert_num_queries: DjangoAssertNumQueries,
) -> None:
    """With turn_seconds, the turn passing stops one clock and starts another: one UPDATE of the seats."""
    game = services.game_create(
        creator=ann, ruleset_id=SHRINKS, seats=[services.SeatSpec(SeatType.HUMAN)] * 2, seed=SEED, turn_seconds=60
    )
    services.game_join(game_id=game.pk, player=ann, seat_index=0)
    services.game_join(game_id=game.pk, player=bob, seat_index=1)
    game.refresh_from_db()
    client = client_for(ann)
    assert post(client, game, {"type": "roll"}, key="a").status_code == 201
    game.refresh_from_db()
    move = RULES.legal_actions(game.state, 0)[0]
    with django_assert_num_queries(8) as captured:
        assert post(client, game, move, key="b").status_code == 201
    assert kinds(captured) == [*HUMAN_TURN[:5], "UPDATE games_seat", *HUMAN_TURN[5:]]
    clocks = dict(game.seats.values_list("index", "deadline_at"))
    assert clocks[0] is None
    assert clocks[1] is not None


def bot_turn_due(ann: Player, bot: str) -> Game:
    """A game of ann against ``bot`` where ann has rolled and moved: the bot is due at version 2."""
    game = started_game(ann, [services.SeatSpec(SeatType.HUMAN), services.SeatSpec(SeatType.AI, bot)])
    services.action_submit(game_id=game.pk, player=ann, action={"type": "roll"}, expected_version=0)
    game.refresh_from_db()
    services.action_submit(
        game_id=game.pk, player=ann, action=RULES.legal_actions(game.state, 0)[0], expected_version=1
    )
    return game


BOT_TURN = [
    "SELECT seats+game",  # once a task, unlocked
    "SAVEPOINT",
    "SELECT game",  # the row locked, at the version the bot decided at
    "INSERT games_action",  # the roll
    "INSERT games_action",  # the move
    "UPDATE games_game",  # once, after the turn's last action
    "RELEASE",
]


@pytest.mark.parametrize("bot", ["random", "easy"])
def test_a_bot_turn_is_one_transaction_of_one_lock_and_one_update(
    ann: Player, bot: str, django_assert_num_queries: DjangoAssertNumQueries, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The bot's turn (roll, then move): the task reads game and seats once, unlocked;
    the bot decides both actions on that copy with no lock held, then the turn is one
    transaction: the row locked to check the version, both actions inserted, the game
    updated once. Until 6 December each action was its own transaction (lock, insert,
    update: 11 statements here, and 16 before that). Nothing is read after the turn
    passes back to the human."""
    game = bot_turn_due(ann, bot)
    # A host stalled for half a second mid-turn would cut it (WRITE_TURN_AFTER_SECONDS): not here.
    monkeypatch.setattr(ai_services, "WRITE_TURN_AFTER_SECONDS", 3600.0)
    with django_assert_num_queries(7) as captured:
        played = services.ai_turns_play(game_id=game.pk, version=2, max_actions=50)
    assert played == 2
    assert kinds(captured) == BOT_TURN
    assert "FOR UPDATE" not in captured.captured_queries[0]["sql"]
    if connection.features.has_select_for_update:  # SQLite serialises writers at BEGIN instead
        assert "FOR UPDATE" in captured.captured_queries[2]["sql"]
    game.refresh_from_db()
    assert (game.version, game.to_act) == (4, [0])
    assert list(game.actions.filter(seq__gt=2).order_by("seq").values_list("seq", "reason")) == [(3, "ai"), (4, "ai")]


def test_a_slow_bot_does_not_apply_what_it_chose_once_the_game_moved(
    ann: Player, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The bot thinks with no lock held; a move committed meanwhile (here: ann resigns the
    game while the bot thinks) makes its choice void: nothing is written."""
    game = bot_turn_due(ann, "easy")
    think = ai_services._plan_turn

    def think_while_the_game_ends(*args: Any) -> Any:
        planned = think(*args)
        services.game_resign(game_id=game.pk, player=ann)
        return planned

    monkeypatch.setattr(ai_services, "_plan_turn", think_while_the_game_ends)
    assert services.ai_turns_play(game_id=game.pk, version=2, max_actions=50) == 0
    game.refresh_from_db()
    assert game.status == GameStatus.FINISHED
    assert not game.actions.filter(reason="ai").exists()


def test_the_legal_actions_read_is_two_statements(
    two_humans: Game,
    ann: Player,
    bob: Player,
    client_for: Callable[[Player], APIClient],
    django_assert_num_queries: Any,
) -> None:
    """A client asks before every move: the token, then the game with its seats in
    the turn's own statement, unlocked (no FOR UPDATE: a read blocks no turn)."""
    client = client_for(ann)
    with django_assert_num_queries(2) as captured:
        response = client.get(f"/api/v1/games/{two_humans.pk}/legal-actions/")
    assert response.status_code == 200, response.json()
    assert response.json() == {"version": two_humans.version, "seat": 0, "actions": [{"type": "roll"}]}
    assert kinds(captured) == ["SELECT token+user+player", "SELECT seats+game"]
    assert "FOR UPDATE" not in captured.captured_queries[1]["sql"]
    # The seat not due reads the same two and is told it has nothing to do.
    assert client_for(bob).get(f"/api/v1/games/{two_humans.pk}/legal-actions/").json() == {
        "version": two_humans.version,
        "seat": 1,
        "actions": [],
    }


def test_legal_actions_refusals_keep_their_codes(
    two_humans: Game, make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    outsider = client_for(make_player(handle="cy"))
    response = outsider.get(f"/api/v1/games/{two_humans.pk}/legal-actions/")
    assert (response.status_code, response.json()["code"]) == (403, "not_seated")
    response = outsider.get(f"/api/v1/games/{two_humans.pk + 1000}/legal-actions/")
    assert (response.status_code, response.json()["code"]) == (404, "game_not_found")
