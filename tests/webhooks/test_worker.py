"""With PostgreSQL, Redis and a real Celery worker process (started with
retries of 0.5 s, doubling, and a 2 s timeout; tests/conftest.py), delivering
to a real HTTP server on 127.0.0.1: the signature verifies, a 500 is retried
on the backoff schedule with the same webhook-id, and a receiver that answers
too late sees a duplicate carrying the same id."""

from __future__ import annotations

import itertools
import json
import subprocess
from collections.abc import Callable

import pytest
from django.db import transaction

from games import services as game_services
from games.models import Game, GameStatus, SeatType
from players.models import Player
from tests.conftest import wait_until
from tests.webhooks.receiver import receiver
from webhooks import services, signing, tasks
from webhooks.models import Delivery, DeliveryAttempt, DeliveryStatus, EventType

pytestmark = [pytest.mark.celery_worker, pytest.mark.django_db(transaction=True)]


def settled() -> bool:
    return not Delivery.objects.filter(status=DeliveryStatus.PENDING).exists()


def emit() -> Delivery:
    with transaction.atomic():
        services.event_emit(event_type=EventType.GAME_FINISHED, data={"game": {"id": 1}})
    return Delivery.objects.get()


def test_500s_are_retried_with_backoff_and_the_same_signed_id(
    celery_worker_process: subprocess.Popen[bytes], make_player: Callable[..., Player]
) -> None:
    with receiver([(500, 0.0), (500, 0.0)]) as hooks:
        _, secret = services.webhook_create(owner=make_player(), url=hooks.url, events=[EventType.GAME_FINISHED])
        delivery = emit()
        wait_until(settled, timeout=60)
        requests = list(hooks.received)
    delivery.refresh_from_db()
    assert delivery.status == DeliveryStatus.SUCCEEDED
    assert [r.headers["webhook-id"] for r in requests] == [delivery.message_id] * 3
    for request in requests:
        assert signing.verify(secret, request.headers, request.body) == delivery.message_id
        assert json.loads(request.body)["type"] == "game.finished"
    # Backoff: 0.5 s after the first failure, 1 s after the second (less a little clock slack).
    gaps = [later.at - earlier.at for earlier, later in itertools.pairwise(requests)]
    assert gaps[0] >= 0.45
    assert gaps[1] >= 0.95
    attempts = DeliveryAttempt.objects.filter(delivery=delivery).order_by("number")
    assert [(a.number, a.status_code) for a in attempts] == [(1, 500), (2, 500), (3, 200)]


def test_a_late_answer_brings_a_duplicate_with_the_same_id(
    celery_worker_process: subprocess.Popen[bytes], make_player: Callable[..., Player]
) -> None:
    # The first request arrives, but its answer comes after the worker's 2 s timeout.
    with receiver([(200, 3.0)]) as hooks:
        services.webhook_create(owner=make_player(), url=hooks.url, events=[EventType.GAME_FINISHED])
        delivery = emit()
        wait_until(settled, timeout=60)
        ids = hooks.ids()
    assert ids == [delivery.message_id, delivery.message_id]
    first = DeliveryAttempt.objects.get(delivery=delivery, number=1)
    assert first.status_code is None
    assert "timed out" in first.error


def test_a_task_delivered_three_times_sends_once(
    celery_worker_process: subprocess.Popen[bytes], make_player: Callable[..., Player]
) -> None:
    with receiver([(200, 0.5)]) as hooks:
        services.webhook_create(owner=make_player(), url=hooks.url, events=[EventType.GAME_FINISHED])
        delivery = emit()
        # As a broker redelivery would: the same task twice more.
        tasks.deliver_webhook.delay(delivery.pk)
        tasks.deliver_webhook.delay(delivery.pk)
        wait_until(settled, timeout=60)
        wait_until(lambda: len(hooks.received) >= 1)
        assert hooks.ids() == [delivery.message_id]
    assert DeliveryAttempt.objects.filter(delivery=delivery).count() == 1


def test_a_game_the_worker_finishes_is_delivered(
    celery_worker_process: subprocess.Popen[bytes], make_player: Callable[..., Player]
) -> None:
    ann = make_player()
    with receiver() as hooks:
        _, secret = services.webhook_create(owner=ann, url=hooks.url, events=[EventType.GAME_FINISHED])
        game = game_services.game_create(
            creator=ann,
            ruleset_id="shrinks-and-ladders",
            seats=[game_services.SeatSpec(SeatType.AI, "random"), game_services.SeatSpec(SeatType.AI, "random")],
            seed=5,
        )
        wait_until(lambda: Game.objects.get(pk=game.pk).status == GameStatus.FINISHED, timeout=120)
        wait_until(lambda: len(hooks.received) == 1 and settled(), timeout=60)
        [request] = hooks.received
    signing.verify(secret, request.headers, request.body)
    assert json.loads(request.body)["data"]["game"]["id"] == game.pk
