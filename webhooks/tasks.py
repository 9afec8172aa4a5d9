"""Celery tasks for webhooks: thin wrappers around webhooks.services."""

from __future__ import annotations

from celery import shared_task
from django.conf import settings

from webhooks import services


@shared_task(name=services.DELIVER_WEBHOOK_TASK, acks_late=True, ignore_result=True)
def deliver_webhook(delivery_id: int) -> None:
    """One attempt of a delivery, and the retry it schedules. Idempotent: the
    attempt is claimed first, so a duplicated task finds nothing due and stops.
    Waits longer than COUNTDOWN_MAX_SECONDS are left to the beat sweep (a long
    countdown would sit unacked past Redis' visibility timeout and be redelivered);
    so are all retries where tasks run in-process (no broker: the embedded
    default's in-process beat runs the sweep)."""
    wait = services.delivery_attempt(delivery_id=delivery_id)
    if wait is None or deliver_webhook.app.conf.task_always_eager:
        return
    if wait <= settings.WEBHOOKS["COUNTDOWN_MAX_SECONDS"]:
        deliver_webhook.apply_async((delivery_id,), countdown=wait)


@shared_task(ignore_result=True)
def sweep_webhook_deliveries() -> int:
    """Periodic: enqueue pending deliveries that are overdue."""
    due = services.deliveries_due()
    for delivery_id in due:
        deliver_webhook.delay(delivery_id)
    return len(due)
