"""Webhooks: registration, events, and delivery with retries.

At least once: an event's deliveries are rows written in the transaction that
made the change (``event_emit``), and a task per delivery is enqueued when it
commits; a delivery whose task is lost is picked up by the beat sweep. Every
attempt of a delivery carries the same ``webhook-id`` (its ``message_id``),
so a receiver drops duplicates by it. A failed attempt is retried after
``retry_delay`` (exponential backoff); ``MAX_ATTEMPTS`` failures give up the
delivery, and ``DISABLE_AFTER_FAILURES`` failed attempts in a row (or a 410
Gone) disable the webhook, with the reason on it.
"""

from __future__ import annotations

import json
import logging
import time
import uuid
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from django.conf import settings
from django.core.serializers.json import DjangoJSONEncoder
from django.db import transaction
from django.utils import timezone

from core import dispatch
from core.errors import ConflictError, NotFoundError, ServiceError
from players.models import Player
from webhooks import signing, targets
from webhooks.models import PERSONAL_EVENTS, Delivery, DeliveryAttempt, DeliveryStatus, EventType, Webhook

logger = logging.getLogger(__name__)
# webhooks.tasks.deliver_webhook, queued by name (core.dispatch): webhooks.tasks imports this module.
DELIVER_WEBHOOK_TASK = "webhooks.tasks.deliver_webhook"

EventData = Mapping[str, Any]


def conf(name: str) -> Any:
    return settings.WEBHOOKS[name]


def policy() -> targets.Policy:
    return targets.Policy(allow_http_loopback=conf("ALLOW_HTTP_LOOPBACK"), allow_private=conf("ALLOW_PRIVATE"))


def retry_delay(attempts: int) -> float:
    """Seconds to wait after the ``attempts``-th failed attempt: BASE * FACTOR**(n-1),
    at most MAX (the defaults: 10 s, 30 s, 90 s, ... 6 h; about 15 h over 10 attempts)."""
    base, factor, cap = conf("RETRY_BASE_SECONDS"), conf("RETRY_FACTOR"), conf("RETRY_MAX_SECONDS")
    return float(min(base * factor ** max(attempts - 1, 0), cap))


def url_check(url: str) -> None:
    try:
        targets.target_check(url, policy())
    except targets.TargetError as exc:
        raise ServiceError(exc.code, exc.detail) from None


def _events_check(events: Sequence[str]) -> list[str]:
    unknown = sorted(set(events) - set(EventType.values))
    if unknown or not events:
        raise ServiceError("bad_events", f"events is a non-empty list of {sorted(EventType.values)}; not {unknown}.")
    return sorted(set(events))


@transaction.atomic
def webhook_create(*, owner: Player, url: str, events: Sequence[str], description: str = "") -> tuple[Webhook, str]:
    """Register a webhook; returns it and its secret (shown to the owner this once)."""
    wanted = _events_check(events)
    url_check(url)
    # Lock the owner so two registrations at once cannot pass the limit together.
    Player.objects.select_for_update().filter(pk=owner.pk).first()
    limit = conf("MAX_PER_OWNER")
    if Webhook.objects.filter(owner=owner).count() >= limit:
        raise ConflictError("too_many_webhooks", f"A player has at most {limit} webhooks; delete one first.")
    secret = signing.secret_new()
    webhook = Webhook.objects.create(owner=owner, url=url, events=wanted, description=description, secret=secret)
    return webhook, secret


def _owned(webhook_id: int, owner: Player | None) -> Webhook:
    query = Webhook.objects.select_for_update().filter(pk=webhook_id)
    if owner is not None:
        query = query.filter(owner=owner)
    webhook = query.first()
    if webhook is None:
        raise NotFoundError("webhook_not_found", f"You have no webhook {webhook_id}.")
    return webhook


@transaction.atomic
def webhook_update(
    *,
    webhook_id: int,
    owner: Player | None,
    url: str | None = None,
    events: Sequence[str] | None = None,
    description: str | None = None,
    active: bool | None = None,
) -> Webhook:
    """Change a webhook (``owner`` None: an admin). Setting ``active`` true
    re-enables a disabled webhook and clears its failure streak."""
    webhook = _owned(webhook_id, owner)
    if url is not None:
        url_check(url)
        webhook.url = url
    if events is not None:
        webhook.events = _events_check(events)
    if description is not None:
        webhook.description = description
    if active is True and not webhook.active:
        webhook.active = True
        webhook.failure_streak = 0
        webhook.disabled_at = None
        webhook.disabled_reason = ""
    elif active is False and webhook.active:
        webhook.active = False
        _settle_pending(webhook, "the webhook was switched off")
    webhook.save()
    return webhook


@transaction.atomic
def webhook_delete(*, webhook_id: int, owner: Player) -> None:
    _owned(webhook_id, owner).delete()


def player_webhooks_delete(*, player: Player) -> None:
    """An account being erased (``players.signals.player_erasing``): its webhooks
    and their deliveries go, so nothing more is sent to its endpoints."""
    Webhook.objects.filter(owner=player).delete()


def _body(event_type: str, data: EventData, at: datetime) -> str:
    envelope = {"type": event_type, "timestamp": at.isoformat().replace("+00:00", "Z"), "data": data}
    return json.dumps(envelope, cls=DjangoJSONEncoder, separators=(",", ":"), sort_keys=True)


def event_emit(*, event_type: EventType, data: EventData | Callable[[], EventData]) -> int:
    """Record ``event_type`` for every active webhook that wants it; returns how many.
    Call inside the transaction that made the change: the deliveries commit
    with it (or not at all), and their tasks are enqueued after the commit.
    ``data`` may be a function, called only when some webhook wants the event."""
    if event_type in PERSONAL_EVENTS:
        raise ValueError(f"{event_type} is sent to its player's webhooks only: use event_emit_personal")
    wanted = [w for w in Webhook.objects.filter(active=True).only("id", "events") if event_type in w.events]
    if not wanted:
        return 0
    now = timezone.now()
    body = _body(event_type, data() if callable(data) else data, now)
    _deliveries_create(event_type, [(w.pk, body) for w in wanted], now)
    return len(wanted)


def event_emit_personal(*, event_type: EventType, data_by_owner: Mapping[int, Sequence[EventData]]) -> int:
    """Record a personal event (``PERSONAL_EVENTS``: a turn due, an invitation) for
    the active webhooks of the player it is about, and of nobody else, that want it:
    each of ``data_by_owner[player id]`` is one delivery. Returns how many. Call
    inside the transaction that made the change, as ``event_emit``. One query,
    by owner, when nobody has such a webhook."""
    if event_type not in PERSONAL_EVENTS:
        raise ValueError(f"{event_type} goes to every webhook that wants it: use event_emit")
    if not data_by_owner:
        return 0
    wanted = [
        w
        for w in Webhook.objects.filter(active=True, owner_id__in=list(data_by_owner)).only("id", "owner_id", "events")
        if event_type in w.events
    ]
    if not wanted:
        return 0
    now = timezone.now()
    bodies = {owner: [_body(event_type, data, now) for data in items] for owner, items in data_by_owner.items()}
    rows = [(w.pk, body) for w in wanted for body in bodies[w.owner_id]]
    _deliveries_create(event_type, rows, now)
    return len(rows)


def _deliveries_create(event_type: str, rows: Sequence[tuple[int, str]], now: datetime) -> None:
    """One pending delivery per (webhook id, body), their tasks enqueued after the commit."""
    deliveries = Delivery.objects.bulk_create(
        Delivery(
            webhook_id=webhook_id,
            message_id=f"msg_{uuid.uuid4().hex}",
            event_type=event_type,
            body=body,
            next_attempt_at=now,
        )
        for webhook_id, body in rows
    )
    ids = [d.pk for d in deliveries]  # bulk_create returns the ids on PostgreSQL and SQLite
    transaction.on_commit(lambda: _enqueue(ids))


def _enqueue(delivery_ids: Sequence[int], countdown: float | None = None) -> None:
    """After the commit: one task per delivery. A broker outage loses nothing:
    the rows are pending and the beat sweep enqueues them."""
    for delivery_id in delivery_ids:
        try:
            dispatch.enqueue(DELIVER_WEBHOOK_TASK, delivery_id, countdown=countdown)
        except Exception:  # the broker is down: the sweep will send it
            logger.exception("could not enqueue webhook delivery %s", delivery_id)


@dataclass(frozen=True, slots=True)
class Claim:
    delivery_id: int
    attempt: int
    url: str
    secret: str
    message_id: str
    body: bytes


def _settle_pending(webhook: Webhook, why: str, exclude: int = 0) -> None:
    Delivery.objects.filter(webhook=webhook, status=DeliveryStatus.PENDING).exclude(pk=exclude).update(
        status=DeliveryStatus.FAILED, next_attempt_at=None, last_error=why[:500], finished_at=timezone.now()
    )


@transaction.atomic
def _claim(delivery_id: int, now: datetime) -> Claim | None:
    """Take the delivery's next attempt: None unless it is pending and due. The
    claim moves ``next_attempt_at`` past the attempt's timeout (a lease), so a
    duplicated task or the sweep does not send it again meanwhile; a worker that
    dies mid-attempt leaves it to the sweep once the lease ends."""
    delivery = Delivery.objects.select_for_update().filter(pk=delivery_id).select_related("webhook").first()
    if delivery is None or delivery.status != DeliveryStatus.PENDING:
        return None
    # A second of slack: a countdown may fire a moment before the stored time.
    if delivery.next_attempt_at is not None and delivery.next_attempt_at > now + timedelta(seconds=1):
        return None
    webhook = delivery.webhook
    if not webhook.active:
        delivery.status = DeliveryStatus.FAILED
        delivery.last_error = "the webhook is disabled"
        delivery.next_attempt_at = None
        delivery.finished_at = now
        delivery.save(update_fields=["status", "last_error", "next_attempt_at", "finished_at"])
        return None
    delivery.next_attempt_at = now + timedelta(seconds=conf("TIMEOUT_SECONDS") + conf("LEASE_SLACK_SECONDS"))
    delivery.save(update_fields=["next_attempt_at"])
    return Claim(
        delivery.pk, delivery.attempts + 1, webhook.url, webhook.secret, delivery.message_id, delivery.body.encode()
    )


@transaction.atomic
def _record(claim: Claim, answer: targets.Answer, duration_ms: int, now: datetime) -> float | None:
    """Log the attempt and decide what follows; returns the seconds until the
    next attempt, or None when the delivery is settled."""
    delivery = Delivery.objects.select_for_update().get(pk=claim.delivery_id)
    webhook = Webhook.objects.select_for_update().get(pk=delivery.webhook_id)
    DeliveryAttempt.objects.create(
        delivery=delivery,
        number=claim.attempt,
        at=now,
        status_code=answer.status,
        error=answer.error[:500],
        duration_ms=duration_ms,
    )
    delivery.attempts = max(delivery.attempts, claim.attempt)
    delivery.last_status_code = answer.status
    delivery.last_error = answer.error[:500]
    succeeded = answer.status is not None and 200 <= answer.status < 300
    wait: float | None = None
    if succeeded:
        delivery.status = DeliveryStatus.SUCCEEDED
        delivery.next_attempt_at = None
        delivery.finished_at = now
        webhook.failure_streak = 0
    else:
        webhook.failure_streak += 1
        outcome = f"HTTP {answer.status}" if answer.status is not None else answer.error
        if delivery.attempts >= conf("MAX_ATTEMPTS"):
            delivery.status = DeliveryStatus.FAILED
            delivery.next_attempt_at = None
            delivery.finished_at = now
        elif delivery.status == DeliveryStatus.PENDING:
            wait = retry_delay(delivery.attempts)
            delivery.next_attempt_at = now + timedelta(seconds=wait)
        reason = ""
        if answer.status == 410:
            reason = (
                f"{webhook.url} answered 410 Gone to delivery {delivery.message_id} at {now:%Y-%m-%d %H:%M:%S} UTC."
            )
        elif webhook.failure_streak >= conf("DISABLE_AFTER_FAILURES"):
            reason = (
                f"{webhook.failure_streak} failed attempts in a row; the last, to delivery {delivery.message_id} "
                f"at {now:%Y-%m-%d %H:%M:%S}: {outcome}."
            )
        if reason and webhook.active:
            webhook.active = False
            webhook.disabled_at = now
            webhook.disabled_reason = f"Disabled: {reason} Fix the endpoint, then set active again."
            # This delivery keeps its own last error; the others waiting are settled with the reason.
            delivery.status = DeliveryStatus.FAILED
            delivery.next_attempt_at = None
            delivery.finished_at = now
            _settle_pending(webhook, "the webhook was disabled", exclude=delivery.pk)
            wait = None
    delivery.save()
    webhook.save(update_fields=["failure_streak", "active", "disabled_at", "disabled_reason"])
    return wait


def delivery_attempt(*, delivery_id: int) -> float | None:
    """Make the delivery's next attempt if it is due (the task's body). Returns
    the seconds until a retry is due, or None (settled, or not ours to send).
    No transaction is held while the receiver answers."""
    claim = _claim(delivery_id, timezone.now())
    if claim is None:
        return None
    headers = {
        "Content-Type": "application/json",
        "User-Agent": "ladders-webhooks/1",
        **signing.headers_for(claim.secret, claim.message_id, claim.body),
    }
    started = time.monotonic()
    answer = targets.post(claim.url, claim.body, headers, float(conf("TIMEOUT_SECONDS")), policy())
    duration_ms = int((time.monotonic() - started) * 1000)
    return _record(claim, answer, duration_ms, timezone.now())


def deliveries_due(*, now: datetime | None = None, limit: int = 500) -> list[int]:
    """Pending deliveries overdue by more than the grace (a lost task, a
    broker outage, or a wait too long to hold as a countdown)."""
    now = now or timezone.now()
    cutoff = now - timedelta(seconds=conf("SWEEP_GRACE_SECONDS"))
    return list(
        Delivery.objects.filter(status=DeliveryStatus.PENDING, next_attempt_at__lte=cutoff)
        .order_by("next_attempt_at")
        .values_list("pk", flat=True)[:limit]
    )


@transaction.atomic
def deliveries_retry(*, delivery_ids: Sequence[int]) -> int:
    """Admin: send failed deliveries again (same ids, so receivers still de-duplicate)."""
    ids = list(
        Delivery.objects.filter(pk__in=delivery_ids, webhook__active=True)
        .exclude(status=DeliveryStatus.PENDING)
        .values_list("pk", flat=True)
    )
    Delivery.objects.filter(pk__in=ids).update(
        status=DeliveryStatus.PENDING, next_attempt_at=timezone.now(), finished_at=None
    )
    transaction.on_commit(lambda: _enqueue(ids))
    return len(ids)
