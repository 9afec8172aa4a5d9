"""The Celery app. Tasks live in each Django app's tasks.py; periodic jobs are
declared in one place, settings.CELERY_BEAT_SCHEDULE."""

from __future__ import annotations

import os
from typing import Any

from celery import Celery
from celery.signals import task_postrun, task_prerun, worker_init
from django.db import close_old_connections, connections

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

# Without a broker the web process queues tasks on its in-process worker
# (core.inprocess); the task class routes them there.
app = Celery("ladders", task_cls="core.inprocess:Task")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()


@worker_init.connect
def reuse_database_connections(**_: Any) -> None:
    """A worker keeps its database connection between tasks as a web process keeps it
    between requests: for ``CONN_MAX_AGE`` seconds (Django's own rule, applied before
    and after each task by ``close_old_connections``), checked before each task's first
    query (``CONN_HEALTH_CHECKS``: a lost server costs a reconnect, not a failed task).

    Celery's Django fixup closes the connection around every task unless
    ``CELERY_DB_REUSE_MAX`` (settings) is set: at 200 players the workers spent an
    eighth of their CPU connecting and closing, and the database as much again starting
    a server process for each (issue #45, docs/performance.md). The health check is one
    round trip a task; a connection is opened once in ``CONN_MAX_AGE``."""
    for connection in connections.all():
        connection.settings_dict["CONN_HEALTH_CHECKS"] = True
    task_prerun.connect(_close_old_connections, weak=False)
    task_postrun.connect(_close_old_connections, weak=False)


def _close_old_connections(task: Any = None, **_: Any) -> None:
    if task is not None and getattr(task.request, "is_eager", False):
        return  # a task run in its caller shares the caller's connection and transaction
    close_old_connections()
