"""The Celery app. Tasks live in each Django app's tasks.py; periodic jobs are
declared in one place, settings.CELERY_BEAT_SCHEDULE."""

from __future__ import annotations

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

# Without a broker the web process queues tasks on its in-process worker
# (core.inprocess); the task class routes them there.
app = Celery("ladders", task_cls="core.inprocess:Task")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
