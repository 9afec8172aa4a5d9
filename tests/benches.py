"""Running a bench script from a test: in a subprocess, without the test's Django settings
or database, at tiny sizes; its table's rows come back (the lines starting "| ")."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent


def bench_rows(script: str, *arguments: str, timeout: float = 300) -> list[str]:
    done = subprocess.run(
        [sys.executable, f"bench/{script}", *arguments],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
        env={k: v for k, v in os.environ.items() if k not in {"DJANGO_SETTINGS_MODULE", "DATABASE_URL"}},
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return [line for line in done.stdout.splitlines() if line.startswith("| ")]


def postgres_place(db: str) -> list[str]:
    """A bench's --pg, --db and --redis: the test run's PostgreSQL server, a database of the bench's own."""
    url = urlsplit(os.environ["DATABASE_URL"])
    redis = os.environ.get("CELERY_BROKER_URL", "redis://127.0.0.1:6379/11")
    return ["--pg", f"{url.scheme}://{url.netloc}", "--db", db, "--redis", redis]
