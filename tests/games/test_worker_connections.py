"""A real Celery worker keeps its database connection between tasks, as a web process
does between requests (``CONN_MAX_AGE``; config/celery.py), and checks it before a task
uses it, so a connection the server dropped costs a reconnect, not a failed task."""

from __future__ import annotations

import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest
from django.db import connection

from games import services
from games.models import Game, GameStatus, SeatType
from games.services import SeatSpec
from ladders.registry import get_ruleset
from players.models import Player
from tests.conftest import wait_until

pytestmark = [pytest.mark.celery_worker, pytest.mark.django_db(transaction=True)]

WORKER_LOG = Path(__file__).resolve().parents[2] / ".pytest_cache" / "celery-worker.log"


def sessions_started() -> int:
    """Sessions PostgreSQL has established on the test database so far (a backend's count
    is written at the latest when it ends, so the connections a worker closed are in it)."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_stat_clear_snapshot()")
        cursor.execute("SELECT sessions FROM pg_stat_database WHERE datname = current_database()")
        (sessions,) = cursor.fetchone()
    return int(sessions)


def play_turns_against_a_bot(player: Player, turns: int) -> Game:
    """``turns`` of the player's turns in a fresh game against a bot, each answered by the
    worker (one AI task or more a turn); the game as the last answer left it."""
    game = services.game_create(
        creator=player,
        ruleset_id="shrinks-and-ladders",
        seats=[SeatSpec(SeatType.HUMAN), SeatSpec(SeatType.AI, "random")],
        seed=7,
    )
    services.game_join(game_id=game.pk, player=player)
    for _ in range(turns):
        wait_until(lambda: Game.objects.get(pk=game.pk).to_act in ([0], []))
        game.refresh_from_db()
        if game.status != GameStatus.ACTIVE:
            break
        action = get_ruleset(game.ruleset).legal_actions(game.state, 0)[0]
        services.action_submit(game_id=game.pk, player=player, action=action, expected_version=game.version)
    wait_until(lambda: Game.objects.get(pk=game.pk).to_act in ([0], []))
    game.refresh_from_db()
    return game


def test_the_worker_keeps_its_connection_between_tasks(
    celery_worker_process: subprocess.Popen[bytes], make_player: Callable[..., Player]
) -> None:
    ann = make_player()
    play_turns_against_a_bot(ann, 2)  # each of the worker's two processes may connect once
    before = sessions_started()
    game = play_turns_against_a_bot(ann, 15)
    assert game.version >= 15  # the bot answered every turn
    # Before, Celery's Django fixup closed the connection around every task: a session a task.
    assert sessions_started() - before <= 2


def test_a_connection_the_server_dropped_costs_a_reconnect_not_a_failed_task(
    celery_worker_process: subprocess.Popen[bytes], make_player: Callable[..., Player]
) -> None:
    ann = make_player()
    play_turns_against_a_bot(ann, 2)
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
            " WHERE datname = current_database() AND pid <> pg_backend_pid()"
        )
        assert cursor.fetchall()  # the worker's kept connections were there to drop
    log_start = WORKER_LOG.stat().st_size
    game = play_turns_against_a_bot(ann, 3)
    assert game.version >= 3
    with WORKER_LOG.open("rb") as log:
        log.seek(log_start)
        since = log.read().decode(errors="replace")
    # Without the check before each task, its first query fails and the task is retried.
    assert "OperationalError" not in since
    assert " retry: " not in since
