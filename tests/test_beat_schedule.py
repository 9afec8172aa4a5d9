"""Every periodic task on the beat schedule names a registered Celery task."""

from __future__ import annotations

import pytest
from django.conf import settings

from config.celery import app


@pytest.mark.parametrize("name", sorted(settings.CELERY_BEAT_SCHEDULE))
def test_beat_entry_names_a_registered_task(name: str) -> None:
    app.loader.import_default_modules()
    entry = settings.CELERY_BEAT_SCHEDULE[name]
    assert entry["task"] in app.tasks, f"beat entry {name!r} names an unknown task {entry['task']!r}"
    assert entry["schedule"] > 0
