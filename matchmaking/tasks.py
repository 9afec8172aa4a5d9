"""Celery tasks for quick play: thin wrappers around matchmaking.services."""

from __future__ import annotations

from celery import shared_task
from django.db import OperationalError

from matchmaking import services


@shared_task(acks_late=True, autoretry_for=(OperationalError,), retry_backoff=True, max_retries=3, ignore_result=True)
def match_tickets() -> int:
    """Periodic: one matcher pass; returns the tickets matched. Idempotent and
    safe beside another pass on another worker (rows are taken with SKIP LOCKED)."""
    return services.matchmaking_pass().matched


@shared_task(
    name=services.MATCH_POOL_TASK,
    acks_late=True,
    autoretry_for=(OperationalError,),
    retry_backoff=True,
    max_retries=3,
    ignore_result=True,
)
def match_pool(pool: str) -> int:
    """A new ticket's pool, matched at once (enqueued after its commit). A
    duplicate or late delivery finds the tickets matched and does nothing."""
    return services.matchmaking_pass(pools=[pool]).matched
