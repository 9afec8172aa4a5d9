"""Enqueue a Celery task by its registered name.

An app's tasks module imports its services (tasks are thin wrappers), so its
services must not import the tasks module back (an import cycle,
``acyclic_siblings`` in pyproject.toml). Services name the task instead and
queue it here; the task is the same object ``task.delay`` would use, so it
runs where that would: on a broker's worker, on the in-process worker of the
embedded default (core.inprocess), or eagerly (tests, management commands).
Each app's ``AppConfig.ready`` imports its tasks module, so the names are
registered in every process that runs Django."""

from __future__ import annotations

from typing import Any

from config.celery import app


def enqueue(task_name: str, *args: Any, countdown: float | None = None) -> None:
    """``task.delay(*args)`` for the task registered as ``task_name``, or
    ``apply_async`` with ``countdown`` when given (a KeyError names a task that
    no tasks module declares)."""
    task = app.tasks[task_name]
    if countdown is None:
        task.delay(*args)
    else:
        task.apply_async(args, countdown=countdown)
