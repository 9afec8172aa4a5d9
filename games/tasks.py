"""Celery tasks: thin, idempotent wrappers around games.services."""

from __future__ import annotations

from celery import shared_task
from django.conf import settings
from django.db import OperationalError

from games import services
from games.models import Game, GameStatus


@shared_task(
    name=services.PLAY_AI_TURNS_TASK,
    acks_late=True,
    autoretry_for=(OperationalError,),
    retry_backoff=True,
    max_retries=5,
    ignore_result=True,
)
def play_ai_turns(game_id: int, version: int) -> int:
    """Play the bots' actions due at ``version``. A duplicate or stale delivery
    finds the version moved on and does nothing."""
    limit = settings.LADDERS["AI_ACTIONS_PER_TASK"]
    played = services.ai_turns_play(game_id=game_id, version=version, max_actions=limit)
    if played == limit:
        # Hand the rest to a fresh task so one all-bot game cannot hog a worker.
        game = Game.objects.filter(pk=game_id, status=GameStatus.ACTIVE, version=version + played).first()
        if game is not None and game.ai_due_at is not None:
            play_ai_turns.delay(game_id, game.version)
    return played


@shared_task(ignore_result=True)
def sweep_ai_turns() -> int:
    """Periodic: re-enqueue AI turns that are due but whose task was lost."""
    return len(services.ai_turns_sweep())


@shared_task(ignore_result=True)
def enforce_turn_deadlines() -> int:
    """Periodic: play or forfeit human turns whose deadline has passed."""
    return services.turn_deadlines_enforce()
