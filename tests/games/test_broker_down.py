"""Issue #13, faults: the broker is down when a human acts against an AI.

The action commits, the on-commit enqueue fails against a real (stopped)
broker: a Redis URL on a closed port of this machine. The failure is logged,
the client gets its 201, and the AI turn stays due for the beat sweep, which
plays it once a broker is back."""

from __future__ import annotations

import logging
import socket
from collections.abc import Callable, Iterator
from datetime import timedelta

import pytest
from django.utils import timezone
from rest_framework.test import APIClient

from config.celery import app as celery_app
from games import services
from games.models import Action, ActionReason, Game, GameStatus
from players.models import Player

# transaction=True: the enqueue runs on commit, as in production.
pytestmark = [pytest.mark.services, pytest.mark.django_db(transaction=True)]

SHRINKS = "shrinks-and-ladders"


def closed_port() -> int:
    """A port on 127.0.0.1 that nothing listens on (bound, then released)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture
def stopped_broker(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """Celery publishing to a Redis URL where no server listens."""
    url = f"redis://127.0.0.1:{closed_port()}/0"
    monkeypatch.setenv("CELERY_BROKER_URL", url)  # Celery reads it before its own setting
    saved = {
        key: celery_app.conf[key]
        for key in ("broker_url", "task_always_eager", "broker_connection_timeout", "task_publish_retry_policy")
    }
    celery_app.conf.update(
        broker_url=url,
        task_always_eager=False,
        broker_connection_timeout=1,
        task_publish_retry_policy={"max_retries": 1, "interval_start": 0, "interval_step": 0.1, "interval_max": 0.1},
    )
    celery_app._pool = None  # the next publish connects to the new URL
    celery_app.amqp._producer_pool = None
    yield url
    celery_app.conf.update(saved)
    celery_app._pool = None
    celery_app.amqp._producer_pool = None


def test_a_move_against_an_ai_with_the_broker_down_is_201_and_left_to_the_sweep(
    make_player: Callable[..., Player],
    client_for: Callable[[Player], APIClient],
    stopped_broker: str,
    caplog: pytest.LogCaptureFixture,
) -> None:
    ann = make_player(handle="ann")
    client = client_for(ann)
    # A game where the human acts first: seat 0 human, seat 1 the bot.
    for seed in range(200):
        game = client.post(
            "/api/v1/games/",
            {"ruleset": SHRINKS, "seed": seed, "seats": [{"type": "human"}, {"type": "ai", "bot": "random"}]},
        ).json()
        if game["state"]["current"] == 0:
            break
    assert client.post(f"/api/v1/games/{game['id']}/join/", {}).status_code == 200
    seen_bot = False
    with caplog.at_level(logging.ERROR, logger="games.services"):
        for _ in range(20):
            legal = client.get(f"/api/v1/games/{game['id']}/legal-actions/").json()
            response = client.post(
                f"/api/v1/games/{game['id']}/actions/",
                {"action": legal["actions"][0], "expected_version": legal["version"]},
                HTTP_IDEMPOTENCY_KEY=f"k{legal['version']}",
            )
            assert response.status_code == 201, response.content
            row = Game.objects.get(pk=game["id"])
            assert row.version == legal["version"] + 1  # the move committed
            if row.to_act == [1]:
                seen_bot = True
                break
    assert seen_bot, "the bot never became due"
    assert "could not enqueue the AI turn" in caplog.text
    assert "Connection refused" in caplog.text  # a real connection to a stopped broker
    # Nobody played the bot's turn: it is still due, and the sweep takes it.
    row = Game.objects.get(pk=game["id"])
    assert row.status == GameStatus.ACTIVE
    assert row.ai_due_at is not None
    assert not Action.objects.filter(game=row, reason=ActionReason.AI).exists()

    # The broker is back (eager here): the sweep re-enqueues and the bot plays.
    celery_app.conf.task_always_eager = True
    later = timezone.now() + timedelta(hours=1)
    assert services.ai_turns_sweep(now=later) == [(row.pk, row.version)]
    assert Action.objects.filter(game=row, reason=ActionReason.AI).exists()
    row.refresh_from_db()
    versions = list(Action.objects.filter(game=row).order_by("seq").values_list("seq", flat=True))
    assert versions == list(range(1, row.version + 1))


def test_a_game_that_finishes_with_the_broker_down_still_answers_201(
    make_player: Callable[..., Player],
    client_for: Callable[[Player], APIClient],
    stopped_broker: str,
    caplog: pytest.LogCaptureFixture,
) -> None:
    """The rank update and tournament progression are enqueued when a game
    finishes; with no broker the failure is logged and left to ranks-catch-up."""
    ann, bob = make_player(handle="ann"), make_player(handle="bob")
    clients = {ann.pk: client_for(ann), bob.pk: client_for(bob)}
    game = clients[ann.pk].post("/api/v1/games/", {"ruleset": SHRINKS, "seats": [{"type": "human"}] * 2}).json()
    clients[ann.pk].post(f"/api/v1/games/{game['id']}/join/", {"seat": 0})
    clients[bob.pk].post(f"/api/v1/games/{game['id']}/join/", {"seat": 1})
    seats = [ann.pk, bob.pk]
    with caplog.at_level(logging.ERROR, logger="games.services"):
        for _ in range(3000):
            row = Game.objects.get(pk=game["id"])
            if row.status != GameStatus.ACTIVE:
                break
            client = clients[seats[row.to_act[0]]]
            legal = client.get(f"/api/v1/games/{game['id']}/legal-actions/").json()
            response = client.post(
                f"/api/v1/games/{game['id']}/actions/",
                {"action": legal["actions"][-1], "expected_version": legal["version"]},
            )
            assert response.status_code == 201, response.content
    assert Game.objects.get(pk=game["id"]).status == GameStatus.FINISHED
    assert "finished but" in caplog.text
