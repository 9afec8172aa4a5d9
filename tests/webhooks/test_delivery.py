"""Deliveries on SQLite with tasks in-process, to a real receiver on
127.0.0.1: signed, retried on the backoff schedule with the same id, given up
after MAX_ATTEMPTS, and the webhook disabled after repeated failure."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from datetime import timedelta
from typing import Any

import pytest
from django.db import transaction
from django.utils import timezone

from players.models import Player
from tests.webhooks.receiver import Receiver, receiver
from webhooks import services, signing
from webhooks.models import Delivery, DeliveryAttempt, DeliveryStatus, EventType, Webhook

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _webhook_settings(settings: Any) -> None:
    settings.WEBHOOKS = {
        **settings.WEBHOOKS,
        "ALLOW_HTTP_LOOPBACK": True,
        "ALLOW_PRIVATE": True,
        "TIMEOUT_SECONDS": 2.0,
        "RETRY_BASE_SECONDS": 10.0,
        "RETRY_FACTOR": 3.0,
        "RETRY_MAX_SECONDS": 3600.0,
        "MAX_ATTEMPTS": 4,
        "DISABLE_AFTER_FAILURES": 6,
    }


@pytest.fixture
def hooks() -> Iterator[Receiver]:
    with receiver() as running:
        yield running


def register(owner: Player, url: str, events: list[str] | None = None) -> tuple[Webhook, str]:
    return services.webhook_create(owner=owner, url=url, events=events or [EventType.GAME_FINISHED])


def emit(capture: Callable[..., Any], event_type: EventType = EventType.GAME_FINISHED, data: Any = None) -> int:
    """Emit inside a transaction and run its on-commit work (the delivery task)."""
    with capture(execute=True), transaction.atomic():
        return services.event_emit(event_type=event_type, data=data or {"game": {"id": 1}})


def make_due(delivery: Delivery) -> None:
    Delivery.objects.filter(pk=delivery.pk).update(next_attempt_at=timezone.now())


def test_retry_schedule_is_exponential_and_capped(settings: Any) -> None:
    assert [services.retry_delay(n) for n in range(1, 7)] == [10.0, 30.0, 90.0, 270.0, 810.0, 2430.0]
    assert services.retry_delay(7) == 3600.0  # 7290 s capped at RETRY_MAX_SECONDS
    assert services.retry_delay(50) == 3600.0
    settings.WEBHOOKS = {**settings.WEBHOOKS, "RETRY_BASE_SECONDS": 0.5, "RETRY_FACTOR": 2.0}
    assert [services.retry_delay(n) for n in range(1, 5)] == [0.5, 1.0, 2.0, 4.0]


def test_an_event_reaches_only_the_active_webhooks_that_want_it(
    make_player: Callable[..., Player], hooks: Receiver, django_capture_on_commit_callbacks: Callable[..., Any]
) -> None:
    ann = make_player()
    wants, secret = register(ann, hooks.url, [EventType.GAME_FINISHED, EventType.RANK_CHANGED])
    register(ann, hooks.url + "/ranks-only", [EventType.RANK_CHANGED])
    switched_off, _ = register(ann, hooks.url + "/off")
    services.webhook_update(webhook_id=switched_off.pk, owner=ann, active=False)

    assert emit(django_capture_on_commit_callbacks, data={"game": {"id": 42}}) == 1
    [request] = hooks.received
    assert request.path == "/hooks/ladders"
    assert request.headers["content-type"] == "application/json"
    assert signing.verify(secret, request.headers, request.body) == request.headers["webhook-id"]
    body = json.loads(request.body)
    assert body["type"] == "game.finished"
    assert body["data"] == {"game": {"id": 42}}
    delivery = Delivery.objects.get()
    assert delivery.webhook == wants
    assert delivery.message_id == request.headers["webhook-id"]
    assert delivery.status == DeliveryStatus.SUCCEEDED
    assert delivery.attempts == 1
    assert delivery.last_status_code == 200


def test_no_webhook_wants_it_means_no_payload_is_built(
    make_player: Callable[..., Player], django_capture_on_commit_callbacks: Callable[..., Any]
) -> None:
    register(make_player(), "https://hooks.example.com/x", [EventType.RANK_CHANGED])

    def payload() -> dict[str, Any]:
        raise AssertionError("built for nobody")

    assert emit(django_capture_on_commit_callbacks, EventType.GAME_FINISHED, payload) == 0
    assert not Delivery.objects.exists()


def test_a_rolled_back_change_sends_nothing(make_player: Callable[..., Player], hooks: Receiver) -> None:
    register(make_player(), hooks.url)

    @transaction.atomic
    def failing_change() -> None:
        services.event_emit(event_type=EventType.GAME_FINISHED, data={"game": {"id": 1}})
        raise RuntimeError("the change failed")

    with pytest.raises(RuntimeError):
        failing_change()
    assert not Delivery.objects.exists()
    assert hooks.received == []


def test_a_failure_is_retried_later_with_the_same_id_and_a_fresh_signature(
    make_player: Callable[..., Player], django_capture_on_commit_callbacks: Callable[..., Any]
) -> None:
    with receiver([(500, 0.0), (503, 0.0)]) as hooks:
        _, secret = register(make_player(), hooks.url)
        before = timezone.now()
        emit(django_capture_on_commit_callbacks)
        delivery = Delivery.objects.get()
        assert delivery.status == DeliveryStatus.PENDING
        assert delivery.attempts == 1
        assert delivery.last_status_code == 500
        # The first retry waits RETRY_BASE_SECONDS.
        assert delivery.next_attempt_at is not None
        assert timedelta(seconds=10) <= delivery.next_attempt_at - before <= timedelta(seconds=13)
        # Not due yet: nothing is sent.
        assert services.delivery_attempt(delivery_id=delivery.pk) is None
        assert len(hooks.received) == 1

        make_due(delivery)
        assert services.delivery_attempt(delivery_id=delivery.pk) == 30.0  # 503: the second wait
        make_due(delivery)
        assert services.delivery_attempt(delivery_id=delivery.pk) is None  # 200: settled
        ids = hooks.ids()
        assert ids == [delivery.message_id] * 3
        for request in hooks.received:
            assert signing.verify(secret, request.headers, request.body) == delivery.message_id
        assert len({r.body for r in hooks.received}) == 1  # the same bytes every time
    delivery.refresh_from_db()
    assert delivery.status == DeliveryStatus.SUCCEEDED
    codes = list(DeliveryAttempt.objects.filter(delivery=delivery).values_list("number", "status_code"))
    assert codes == [(1, 500), (2, 503), (3, 200)]
    assert delivery.webhook.failure_streak == 0


def test_an_unreachable_receiver_is_a_failed_attempt_with_the_error(
    make_player: Callable[..., Player], django_capture_on_commit_callbacks: Callable[..., Any]
) -> None:
    with receiver() as gone:
        url = gone.url
    register(make_player(), url)  # nothing listens there any more
    emit(django_capture_on_commit_callbacks)
    delivery = Delivery.objects.get()
    assert delivery.status == DeliveryStatus.PENDING
    assert delivery.last_status_code is None
    assert "ConnectionRefused" in delivery.last_error


def test_a_timeout_is_retried_and_the_receiver_sees_a_duplicate_with_the_same_id(
    make_player: Callable[..., Player], django_capture_on_commit_callbacks: Callable[..., Any]
) -> None:
    # The receiver got the first request but answered after the sender's timeout.
    with receiver([(200, 3.0)]) as hooks:
        register(make_player(), hooks.url)
        emit(django_capture_on_commit_callbacks)
        delivery = Delivery.objects.get()
        assert delivery.status == DeliveryStatus.PENDING
        assert "timed out" in delivery.last_error
        make_due(delivery)
        services.delivery_attempt(delivery_id=delivery.pk)
        assert hooks.ids() == [delivery.message_id, delivery.message_id]
    delivery.refresh_from_db()
    assert delivery.status == DeliveryStatus.SUCCEEDED


def test_a_delivery_gives_up_after_max_attempts(
    make_player: Callable[..., Player], django_capture_on_commit_callbacks: Callable[..., Any]
) -> None:
    with receiver([(500, 0.0)] * 10) as hooks:
        webhook, _ = register(make_player(), hooks.url)
        emit(django_capture_on_commit_callbacks)
        delivery = Delivery.objects.get()
        for _ in range(3):
            make_due(delivery)
            services.delivery_attempt(delivery_id=delivery.pk)
        delivery.refresh_from_db()
        assert delivery.status == DeliveryStatus.FAILED
        assert delivery.attempts == 4
        make_due(delivery)
        assert services.delivery_attempt(delivery_id=delivery.pk) is None
        assert len(hooks.received) == 4
    webhook.refresh_from_db()
    assert webhook.active  # 4 failures in a row: below DISABLE_AFTER_FAILURES (6)
    assert webhook.failure_streak == 4


def test_repeated_failure_disables_the_webhook_with_the_reason(
    make_player: Callable[..., Player], django_capture_on_commit_callbacks: Callable[..., Any]
) -> None:
    ann = make_player()
    with receiver([(500, 0.0)] * 10) as hooks:
        webhook, _ = register(ann, hooks.url)
        emit(django_capture_on_commit_callbacks)  # attempt 1 of delivery 1
        emit(django_capture_on_commit_callbacks)  # attempt 1 of delivery 2
        first, waiting = Delivery.objects.order_by("id")
        for _ in range(3):
            make_due(first)
            services.delivery_attempt(delivery_id=first.pk)  # gives up at MAX_ATTEMPTS (4)
        webhook.refresh_from_db()
        assert (webhook.active, webhook.failure_streak) == (True, 5)
        emit(django_capture_on_commit_callbacks)  # attempt 1 of delivery 3: the 6th failure in a row
        assert len(hooks.received) == 6
        webhook.refresh_from_db()
        assert not webhook.active
        assert webhook.disabled_at is not None
        assert webhook.disabled_reason.startswith("Disabled: 6 failed attempts in a row")
        last = Delivery.objects.order_by("id").last()
        assert last is not None
        assert last.message_id in webhook.disabled_reason
        assert "HTTP 500" in webhook.disabled_reason
        # The delivery that tipped it keeps its own error; the one still waiting is settled with the reason.
        assert (last.status, last.last_status_code, last.last_error) == (DeliveryStatus.FAILED, 500, "")
        waiting.refresh_from_db()
        assert (waiting.status, waiting.last_error) == (DeliveryStatus.FAILED, "the webhook was disabled")
        # A disabled webhook gets no new deliveries.
        assert emit(django_capture_on_commit_callbacks) == 0
        assert len(hooks.received) == 6
    # Re-enabling clears the streak and the note.
    webhook = services.webhook_update(webhook_id=webhook.pk, owner=ann, active=True)
    assert (webhook.active, webhook.failure_streak, webhook.disabled_reason, webhook.disabled_at) == (True, 0, "", None)


def test_410_gone_disables_at_once(
    make_player: Callable[..., Player], django_capture_on_commit_callbacks: Callable[..., Any]
) -> None:
    with receiver([(410, 0.0)]) as hooks:
        webhook, _ = register(make_player(), hooks.url)
        emit(django_capture_on_commit_callbacks)
    webhook.refresh_from_db()
    assert not webhook.active
    assert "410 Gone" in webhook.disabled_reason
    assert Delivery.objects.get().status == DeliveryStatus.FAILED


def test_a_duplicated_task_sends_once(
    make_player: Callable[..., Player], django_capture_on_commit_callbacks: Callable[..., Any]
) -> None:
    # While an attempt runs, its claim (a lease) makes a second task find nothing due.
    with receiver([(200, 0.5)]) as hooks:
        register(make_player(), hooks.url)
        with transaction.atomic():
            services.event_emit(event_type=EventType.GAME_FINISHED, data={"game": {"id": 1}})
        delivery = Delivery.objects.get()
        claim = services._claim(delivery.pk, timezone.now())
        assert claim is not None
        assert services.delivery_attempt(delivery_id=delivery.pk) is None  # the duplicate
        assert hooks.received == []


def test_the_sweep_finds_overdue_deliveries_only(make_player: Callable[..., Player]) -> None:
    register(make_player(), "https://hooks.example.com/x")
    with transaction.atomic():
        services.event_emit(event_type=EventType.GAME_FINISHED, data={"game": {"id": 1}})
        services.event_emit(event_type=EventType.GAME_FINISHED, data={"game": {"id": 2}})
    lost, waiting = Delivery.objects.order_by("id")
    Delivery.objects.filter(pk=lost.pk).update(next_attempt_at=timezone.now() - timedelta(minutes=5))
    Delivery.objects.filter(pk=waiting.pk).update(next_attempt_at=timezone.now() + timedelta(hours=2))
    assert services.deliveries_due() == [lost.pk]
    assert services.deliveries_due(now=timezone.now() + timedelta(hours=3)) == [lost.pk, waiting.pk]
