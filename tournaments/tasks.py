"""Celery tasks for tournaments: thin wrappers around tournaments.services."""

from __future__ import annotations

from typing import Any

from celery import shared_task
from django.db import OperationalError

from tournaments import services
from tournaments.models import LeagueGame, Table


@shared_task(acks_late=True, autoretry_for=(OperationalError,), retry_backoff=True, max_retries=5, ignore_result=True)
def tournament_progress(game_id: int) -> bool:
    """Record a tournament game's result and move the tournament on (idempotent)."""
    return services.tournament_game_over(game_id=game_id)


@shared_task(acks_late=True, autoretry_for=(OperationalError,), retry_backoff=True, max_retries=5, ignore_result=True)
def league_progress(game_id: int) -> bool:
    """Pair a self-pairing league again once its pairing's games are over (idempotent)."""
    return services.league_game_over(game_id=game_id)


@shared_task(ignore_result=True)
def sweep_tournament_tables() -> int:
    """Periodic: record tables whose game was aborted or whose progression task was
    lost, and pair the self-pairing leagues left waiting for the same reasons."""
    return services.tournament_tables_sweep() + services.leagues_auto_pair_sweep()


def enqueue_tournament_progress(sender: Any, game_id: int, **kwargs: Any) -> None:
    """game_finished receiver: a tournament game moves its tournament on; a game of a
    self-pairing league may make its next pairing (standings are read live)."""
    if Table.objects.filter(game_id=game_id).exists():
        tournament_progress.delay(game_id)
    elif LeagueGame.objects.filter(game_id=game_id, season__league__auto_pair=True).exists():
        league_progress.delay(game_id)
