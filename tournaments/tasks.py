"""Celery tasks for tournaments: thin wrappers around tournaments.services."""

from __future__ import annotations

from typing import Any

from celery import shared_task
from django.db import OperationalError

from tournaments import services
from tournaments.models import Table


@shared_task(acks_late=True, autoretry_for=(OperationalError,), retry_backoff=True, max_retries=5, ignore_result=True)
def tournament_progress(game_id: int) -> bool:
    """Record a tournament game's result and move the tournament on (idempotent)."""
    return services.tournament_game_over(game_id=game_id)


@shared_task(ignore_result=True)
def sweep_tournament_tables() -> int:
    """Periodic: record tables whose game was aborted or whose progression task was lost."""
    return services.tournament_tables_sweep()


def enqueue_tournament_progress(sender: Any, game_id: int, **kwargs: Any) -> None:
    """game_finished receiver: only tournament games need progression (leagues read standings live)."""
    if Table.objects.filter(game_id=game_id).exists():
        tournament_progress.delay(game_id)
