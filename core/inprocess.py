"""The in-process worker of the embedded default (no broker).

With ``CELERY_BROKER_URL`` set, Celery workers run the tasks and Celery beat
the periodic jobs; nothing here runs. Without a broker, the web process
(``config.wsgi`` / ``config.asgi``) starts an :class:`InProcessWorker`:

- a task enqueued by a request (an AI turn, a tournament game's progression,
  a rank update) goes onto an in-memory queue and runs on a background
  thread *after* the response, so no request waits on a bot and clients see
  the bot's move arrive, as they do with a real worker;
- the periodic jobs of ``CELERY_BEAT_SCHEDULE`` (the matcher, the AI sweep,
  deadlines, rank catch-up, ...) run on their schedule on a scheduler
  thread, as beat would have them run, so a lone quick-play ticket with
  ``bots_after`` still gets its bots.

Where no worker is installed (management commands, the test suite) tasks
run eagerly, in the caller, as Celery's ``task_always_eager`` does. Tests
that check the deferred behaviour install a worker without threads and call
:meth:`InProcessWorker.drain` and :meth:`InProcessWorker.tick` themselves,
so they stay deterministic.

The queue is memory only: a task queued when the process stops is lost, as
with any broker outage; the periodic sweeps (AI turns, tournament tables,
ranks) pick up such work when the process runs again.
"""

from __future__ import annotations

import json
import logging
import os
import threading
import time
import uuid
from collections import deque
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from celery import Task as CeleryTask
from celery.result import AsyncResult
from celery.schedules import BaseSchedule, maybe_schedule
from django.conf import settings
from django.db import close_old_connections

from config.celery import app

logger = logging.getLogger(__name__)

JobKey = tuple[str, str]


@dataclass
class _Job:
    task: CeleryTask
    args: tuple[Any, ...]
    kwargs: dict[str, Any]
    key: JobKey


@dataclass
class _Periodic:
    name: str
    task_name: str
    schedule: BaseSchedule
    args: tuple[Any, ...]
    kwargs: dict[str, Any]
    last_run_at: Any = None  # a datetime in the schedule's clock, set at start


@dataclass
class WorkerStats:
    """Counts kept for tests and the log; not a metrics API."""

    run: int = 0
    failed: int = 0
    deduplicated: int = 0
    periodic_runs: dict[str, int] = field(default_factory=dict)


class InProcessWorker:
    """A task queue drained by ``threads`` background threads, plus a scheduler
    for the periodic jobs. ``threads=0`` and ``schedule_thread=False`` give a
    worker that only runs when told (:meth:`drain`, :meth:`tick`)."""

    def __init__(
        self,
        *,
        threads: int = 1,
        beat_schedule: Mapping[str, Mapping[str, Any]] | None = None,
        schedule_thread: bool = True,
        task_lookup: Callable[[str], CeleryTask] | None = None,
        clock: Callable[[], datetime] | None = None,
    ) -> None:
        self.threads = threads
        self.schedule_thread = schedule_thread
        self.stats = WorkerStats()
        self._queue: deque[_Job] = deque()
        self._queued: set[JobKey] = set()
        self._running = 0
        self._cond = threading.Condition()
        # The scheduler sleeps on its own event, never on the queue's condition:
        # a notify meant for a worker must not wake it instead (the job would sit
        # in the queue while the workers sleep).
        self._stop = threading.Event()
        self._stopping = False
        self._threads: list[threading.Thread] = []
        self._task_lookup = task_lookup or _celery_task
        self._periodic = [
            _Periodic(
                name=name,
                task_name=str(entry["task"]),
                schedule=maybe_schedule(entry["schedule"], app=app),
                args=tuple(entry.get("args", ())),
                kwargs=dict(entry.get("kwargs", {})),
            )
            for name, entry in (beat_schedule or {}).items()
        ]
        for job in self._periodic:
            if clock is not None:
                job.schedule.nowfun = clock  # tests move time themselves
            # As beat does: the first run is one interval after the start.
            job.last_run_at = job.schedule.now()

    # --- the queue -------------------------------------------------------

    def submit(self, task: CeleryTask, args: tuple[Any, ...], kwargs: dict[str, Any]) -> bool:
        """Queue one run of ``task``. A run identical to one still waiting in the
        queue is dropped (the tasks are idempotent, so it would do nothing):
        that keeps the sweeps' re-enqueues from piling up behind a long task."""
        key = (task.name, json.dumps([list(args), kwargs], sort_keys=True, default=str))
        with self._cond:
            if key in self._queued:
                self.stats.deduplicated += 1
                return False
            self._queue.append(_Job(task, args, kwargs, key))
            self._queued.add(key)
            self._cond.notify_all()  # wait_idle() callers wait on it too
        return True

    def pending(self) -> int:
        """Tasks queued or running."""
        with self._cond:
            return len(self._queue) + self._running

    def drain(self, *, max_tasks: int = 100_000) -> int:
        """Run queued tasks in the calling thread until the queue is empty
        (tasks queued by those tasks included); returns how many ran."""
        ran = 0
        while ran < max_tasks:
            job = self._take(block=False)
            if job is None:
                break
            self._run(job)
            ran += 1
        return ran

    def wait_idle(self, timeout: float) -> bool:
        """Wait until the queue is empty and no task runs (threaded use)."""
        deadline = time.monotonic() + timeout
        with self._cond:
            while self._queue or self._running:
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self._cond.wait(min(left, 0.1))
        return True

    def _take(self, *, block: bool) -> _Job | None:
        with self._cond:
            while not self._queue:
                if not block or self._stopping:
                    return None
                self._cond.wait()
            job = self._queue.popleft()
            self._queued.discard(job.key)
            self._running += 1
            return job

    def _run(self, job: _Job) -> None:
        try:
            self._execute(job.task, job.args, job.kwargs)
        finally:
            with self._cond:
                self._running -= 1
                self._cond.notify_all()

    def _execute(self, task: CeleryTask, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
        # apply() runs the task here with Celery's eager request, so its
        # autoretry policy applies; a failure is logged, not raised: the
        # thread lives on and the periodic sweeps repair what it left.
        result = task.apply(args=args, kwargs=kwargs, task_id=str(uuid.uuid4()), throw=False)
        self.stats.run += 1
        if result.failed():
            self.stats.failed += 1
            logger.error("in-process task %s%r failed:\n%s", task.name, args, result.traceback)

    # --- the periodic jobs -------------------------------------------------

    def tick(self) -> list[str]:
        """Run, in the calling thread, each periodic job that is due; returns
        their names. The scheduler thread calls this in a loop."""
        ran = []
        for job in self._periodic:
            due, _ = job.schedule.is_due(job.last_run_at)
            if not due:
                continue
            job.last_run_at = job.schedule.now()
            self._execute(self._task_lookup(job.task_name), job.args, job.kwargs)
            self.stats.periodic_runs[job.name] = self.stats.periodic_runs.get(job.name, 0) + 1
            ran.append(job.name)
        return ran

    def seconds_to_next_tick(self) -> float:
        if not self._periodic:
            return 60.0
        return max(0.05, min(job.schedule.is_due(job.last_run_at)[1] for job in self._periodic))

    # --- threads -------------------------------------------------------------

    def start(self) -> None:
        for n in range(self.threads):
            thread = threading.Thread(target=self._work_loop, name=f"inprocess-worker-{n}", daemon=True)
            thread.start()
            self._threads.append(thread)
        if self.schedule_thread and self._periodic:
            thread = threading.Thread(target=self._beat_loop, name="inprocess-beat", daemon=True)
            thread.start()
            self._threads.append(thread)

    def stop(self, timeout: float = 5.0) -> None:
        with self._cond:
            self._stopping = True
            self._cond.notify_all()
        self._stop.set()
        for thread in self._threads:
            thread.join(timeout)
        self._threads = []

    def _work_loop(self) -> None:
        while True:
            job = self._take(block=True)
            if job is None:
                return
            # A thread keeps its own database connection: close it around each
            # task as Celery's Django fixup does, so none is held between tasks.
            close_old_connections()
            try:
                self._run(job)
            finally:
                close_old_connections()

    def _beat_loop(self) -> None:
        while not self._stop.is_set():
            close_old_connections()
            try:
                self.tick()
            except Exception:  # a periodic job must never end the schedule
                logger.exception("in-process periodic job failed")
            finally:
                close_old_connections()
            self._stop.wait(min(self.seconds_to_next_tick(), 1.0))


def _celery_task(name: str) -> CeleryTask:
    if name not in app.tasks:
        # autodiscover_tasks() is lazy: the apps' tasks modules load on first need.
        app.loader.import_default_modules()
    return app.tasks[name]


_worker: InProcessWorker | None = None
_install_lock = threading.Lock()
_started_here = False  # start_if_embedded() ran in this process (or its parent)


def _after_fork() -> None:
    """Threads do not survive fork (gunicorn --preload): a child forgets the
    parent's worker and starts its own on its first task."""
    global _worker
    _worker = None


os.register_at_fork(after_in_child=_after_fork)


def current_worker() -> InProcessWorker | None:
    return _worker


def install(worker: InProcessWorker | None) -> InProcessWorker | None:
    """Make ``worker`` the one tasks are queued on (None: run tasks eagerly
    again); returns the previous one. Tests use it with a thread-less worker."""
    global _worker
    with _install_lock:
        previous, _worker = _worker, worker
    return previous


def start_if_embedded() -> InProcessWorker | None:
    """Called by the web entry points: start the worker when there is no
    broker (tasks would otherwise run eagerly inside requests) and it is
    enabled; idempotent."""
    if not app.conf.task_always_eager or not settings.LADDERS["INPROCESS_WORKER"]:
        return None
    with _install_lock:
        global _worker, _started_here
        _started_here = True
        if _worker is None:
            _worker = InProcessWorker(
                threads=settings.LADDERS["INPROCESS_WORKER_THREADS"],
                beat_schedule=settings.CELERY_BEAT_SCHEDULE,
            )
            _worker.start()
            logger.info(
                "in-process worker: %d thread(s), %d periodic job(s) (no CELERY_BROKER_URL)",
                _worker.threads,
                len(settings.CELERY_BEAT_SCHEDULE),
            )
        return _worker


class Task(CeleryTask):
    """The project's Celery task class: queued on the in-process worker when
    one is installed, else Celery's own path (a broker, or eager)."""

    def apply_async(
        self,
        args: tuple[Any, ...] | list[Any] | None = None,
        kwargs: dict[str, Any] | None = None,
        task_id: str | None = None,
        *rest: Any,
        **options: Any,
    ) -> AsyncResult:
        worker = _worker
        if worker is None and _started_here:
            worker = start_if_embedded()  # a forked child's first task
        # countdown/eta are not honoured here (no task of the project uses them).
        if worker is None or not self.app.conf.task_always_eager:
            return super().apply_async(args, kwargs, task_id, *rest, **options)
        task_id = task_id or str(uuid.uuid4())
        worker.submit(self, tuple(args or ()), dict(kwargs or {}))
        return self.AsyncResult(task_id)
