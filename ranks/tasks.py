"""Celery tasks for ranks: thin wrappers around ranks.services."""

from __future__ import annotations

from typing import Any

from celery import shared_task
from django.db import OperationalError

from ranks import services


@shared_task(acks_late=True, autoretry_for=(OperationalError,), retry_backoff=True, max_retries=5, ignore_result=True)
def update_ranks(game_id: int) -> int:
    """Apply the game that just finished. Idempotent: applied games are in the ledger."""
    return services.ranks_apply_game(game_id=game_id)


@shared_task(ignore_result=True)
def apply_pending_ranks() -> int:
    """Periodic catch-up: apply finished games whose update task was lost (a
    worker killed mid-task, a broker restart), so ranks lag by minutes, not a night."""
    return services.ranks_apply_pending()


@shared_task(ignore_result=True)
def recompute_ranks() -> int:
    """Periodic: rebuild every rank from the game log (equals the incremental state)."""
    return services.ranks_recompute()


def enqueue_rank_update(sender: Any, game_id: int, **kwargs: Any) -> None:
    """game_finished receiver (already after the commit): queue the rank update."""
    update_ranks.delay(game_id)
