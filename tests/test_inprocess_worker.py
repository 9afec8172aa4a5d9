"""The embedded default's in-process worker (core.inprocess): requests queue
their bots' work and answer at once; the worker plays it after the response;
the beat schedule runs on it too. A thread-less worker is drained by the test,
so these stay deterministic (the live-server README test runs the threads)."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from datetime import datetime, timedelta
from typing import Any

import pytest
from django.conf import settings
from django.utils import timezone
from rest_framework.test import APIClient

from core import inprocess
from core.inprocess import InProcessWorker
from games.models import Game, GameStatus
from matchmaking import services as matchmaking_services
from matchmaking.models import TicketStatus
from players.models import Player
from tests.conftest import wait_until
from tournaments.models import Tournament, TournamentStatus

SHRINKS = "shrinks-and-ladders"


@pytest.fixture
def worker() -> Iterator[InProcessWorker]:
    """A worker with no threads, installed as the embedded default installs one."""
    queue = InProcessWorker(threads=0, schedule_thread=False)
    previous = inprocess.install(queue)
    yield queue
    inprocess.install(previous)


@pytest.mark.django_db(transaction=True)
def test_a_human_action_answers_before_the_bot_moves(
    worker: InProcessWorker, make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    ann = client_for(make_player(handle="ann"))
    body = {"ruleset": SHRINKS, "seats": [{"type": "human"}, {"type": "ai", "bot": "normal"}], "seed": 3}
    game_id = ann.post("/api/v1/games/", body, format="json").json()["id"]
    joined = ann.post(f"/api/v1/games/{game_id}/join/", {}, format="json").json()
    worker.drain()  # the bot's opening move, if the draw gave it the first turn
    for _ in range(5):
        legal = ann.get(f"/api/v1/games/{game_id}/legal-actions/").json()
        assert legal["actions"], joined
        posted = ann.post(
            f"/api/v1/games/{game_id}/actions/",
            {"action": legal["actions"][0], "expected_version": legal["version"]},
            format="json",
        )
        assert posted.status_code == 201
        game = Game.objects.get(pk=game_id)
        if game.status != GameStatus.ACTIVE:
            return
        if game.to_act == [1]:
            break
    else:
        pytest.fail("the bot never came to act")
    # The response came back with the bot still to act: its turn is queued, not played.
    assert game.version == posted.json()["version"]
    assert game.ai_due_at is not None
    assert worker.pending() == 1
    assert worker.drain() >= 1
    game.refresh_from_db()
    assert game.version > posted.json()["version"]
    assert game.to_act == [0] or game.status == GameStatus.FINISHED


@pytest.mark.django_db(transaction=True)
def test_starting_a_bot_tournament_answers_at_once_and_the_worker_plays_it(
    worker: InProcessWorker, make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    staff = make_player(handle="boss")
    staff.user.is_staff = True
    staff.user.save()
    client = client_for(staff)
    body = {"name": "Cup", "ruleset": SHRINKS, "format": "swiss", "placement_points": [3, 1]}
    tournament_id = client.post("/api/v1/tournaments/", body, format="json").json()["id"]
    for _ in range(4):
        client.post(f"/api/v1/tournaments/{tournament_id}/entrants/", {"bot": "random"}, format="json")
    started = client.post(f"/api/v1/tournaments/{tournament_id}/start/")
    assert started.status_code == 200
    assert started.json()["status"] == "running"
    games = Game.objects.filter(table__round__tournament_id=tournament_id)
    assert games.count() == 2
    assert all(g.status == GameStatus.ACTIVE and g.version == 0 for g in games)  # queued, not played
    worker.drain()
    tournament = Tournament.objects.get(pk=tournament_id)
    assert tournament.status == TournamentStatus.FINISHED
    assert client.get(f"/api/v1/tournaments/{tournament_id}/standings/").json()["rows"][0]["points"] > 0


def test_identical_queued_runs_collapse_and_a_failure_does_not_stop_the_thread() -> None:
    ran: list[tuple[Any, ...]] = []
    done = threading.Event()

    class FakeResult:
        def __init__(self, failed: bool) -> None:
            self._failed = failed
            self.traceback = "boom" if failed else None

        def failed(self) -> bool:
            return self._failed

    class FakeTask:
        name = "fake"

        def apply(self, args: tuple[Any, ...], **_: Any) -> FakeResult:
            ran.append(args)
            if args == ("last",):
                done.set()
            return FakeResult(failed=args == ("bad",))

    paused = InProcessWorker(threads=0, schedule_thread=False)
    task: Any = FakeTask()
    assert paused.submit(task, (1,), {}) is True
    assert paused.submit(task, (1,), {}) is False  # the same run is still queued
    assert paused.submit(task, (2,), {}) is True
    assert paused.drain() == 2
    assert paused.stats.deduplicated == 1
    assert paused.submit(task, (1,), {}) is True  # no longer queued: runs again

    threaded = InProcessWorker(threads=1, schedule_thread=False)
    threaded.start()
    try:
        threaded.submit(task, ("bad",), {})
        threaded.submit(task, ("last",), {})
        assert done.wait(10)
        assert threaded.wait_idle(10)
        assert (threaded.stats.run, threaded.stats.failed) == (2, 1)
    finally:
        threaded.stop()
    assert ran == [(1,), (2,), ("bad",), ("last",)]


def test_a_queued_task_runs_while_the_scheduler_sleeps() -> None:
    """The scheduler thread sleeps on its own event: a job's wake-up call goes to
    a worker (it once woke the scheduler instead, and the job sat in the queue
    while the workers slept: a bot that never moved)."""
    done: list[int] = []

    class Result:
        traceback = None

        def failed(self) -> bool:
            return False

    class FakeTask:
        name = "fake"

        def apply(self, args: tuple[Any, ...], **_: Any) -> Result:
            done.append(args[0])
            return Result()

    task: Any = FakeTask()
    rare = {"rare": {"task": "fake", "schedule": 3600.0}}
    # The scheduler alone: it must not be waiting on the queue's condition,
    # where a submit's notify() could pick it instead of a worker.
    scheduler_only = InProcessWorker(threads=0, beat_schedule=rare, task_lookup=lambda name: task)
    scheduler_only.start()
    try:
        # Once the beat thread sleeps on its stop event, it is not on the queue's condition.
        stop_event_waiters = scheduler_only._stop._cond._waiters  # type: ignore[attr-defined]
        wait_until(lambda: bool(stop_event_waiters), timeout=10, what="the beat thread to sleep until its next tick")
        with scheduler_only._cond:
            assert not scheduler_only._cond._waiters  # type: ignore[attr-defined]
    finally:
        scheduler_only.stop()
    worker = InProcessWorker(threads=1, beat_schedule=rare, task_lookup=lambda name: task)
    worker.start()
    try:
        for n in range(12):
            time.sleep(0.15)  # the scheduler re-enters its wait now and then
            worker.submit(task, (n,), {})
            assert worker.wait_idle(10), f"job {n} never ran"
    finally:
        worker.stop()
    assert done == list(range(12))


@pytest.mark.django_db(transaction=True)
def test_the_beat_schedule_runs_in_process_so_a_lone_ticket_gets_its_bots(
    worker: InProcessWorker, make_player: Callable[..., Player]
) -> None:
    """Issue #18 in the embedded default: no beat process, yet a lone ticket
    with bots_after is matched with bots once it has waited that long."""
    ann = make_player(handle="ann")
    now = [timezone.now()]

    def clock() -> datetime:
        return now[0]

    beat = InProcessWorker(threads=0, schedule_thread=False, beat_schedule=settings.CELERY_BEAT_SCHEDULE, clock=clock)
    ticket = matchmaking_services.ticket_create(
        player=ann, ruleset_id="ladder-29", max_seats=2, bots_after=30, bot="random", now=timezone.now()
    )
    worker.drain()  # the new ticket's own pass: alone and too early, no game
    ticket.refresh_from_db()
    assert ticket.status == TicketStatus.SEARCHING
    assert beat.tick() == []  # nothing is due at the start (beat waits one interval)
    now[0] += timedelta(seconds=2)
    assert beat.tick() == ["matchmaking-pass"]  # every 2 s; the ticket is still too young
    ticket.refresh_from_db()
    assert ticket.status == TicketStatus.SEARCHING
    ticket.created_at -= timedelta(seconds=31)  # it has now waited past bots_after
    ticket.save(update_fields=["created_at"])
    now[0] += timedelta(seconds=2)
    assert beat.tick() == ["matchmaking-pass"]
    ticket.refresh_from_db()
    assert ticket.status == TicketStatus.MATCHED
    now[0] += timedelta(seconds=30)
    assert set(beat.tick()) == {"matchmaking-pass", "ai-turns-sweep", "turn-deadlines", "webhook-deliveries-sweep"}
    assert beat.stats.periodic_runs["matchmaking-pass"] == 3
