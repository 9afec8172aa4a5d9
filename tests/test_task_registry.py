"""A web process registers every Celery task at start-up.

Services queue tasks by name (core.dispatch), and only a Celery worker runs the
autodiscovery that imports every app's tasks module; a gunicorn process has only
its apps' ``ready``. A task missing there cannot be queued from a request (a
webhook delivery then waited for the beat sweep, up to 30 s). So: in a fresh
interpreter set up as gunicorn's is, the tasks registered after ``django.setup()``
are already all that Celery's autodiscovery finds."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from core import dispatch  # noqa: F401  (the module that looks tasks up by name)
from games.services.common import PLAY_AI_TURNS_TASK
from matchmaking.services import MATCH_POOL_TASK
from webhooks.services import DELIVER_WEBHOOK_TASK

ROOT = Path(__file__).resolve().parent.parent

PROBE = """
import json, django
django.setup()
from config.celery import app
at_setup = sorted(name for name in app.tasks if not name.startswith("celery."))
app.loader.import_default_modules()
discovered = sorted(name for name in app.tasks if not name.startswith("celery."))
print(json.dumps({"at_setup": at_setup, "discovered": discovered}))
"""


def registered_in_a_fresh_process() -> dict[str, list[str]]:
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "config.settings"}
    done = subprocess.run(
        [sys.executable, "-c", PROBE], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60, check=True
    )
    names: dict[str, list[str]] = json.loads(done.stdout.strip().splitlines()[-1])
    return names


def test_a_web_process_registers_every_task_autodiscovery_finds() -> None:
    names = registered_in_a_fresh_process()
    assert names["discovered"], "autodiscovery found no task at all"
    missing = set(names["discovered"]) - set(names["at_setup"])
    assert not missing, f"registered only by a worker's autodiscovery, not by an app's ready: {sorted(missing)}"
    for queued_by_name in (PLAY_AI_TURNS_TASK, MATCH_POOL_TASK, DELIVER_WEBHOOK_TASK):
        assert queued_by_name in names["at_setup"]
