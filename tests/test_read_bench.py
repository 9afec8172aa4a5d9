"""bench/read_endpoints.py runs end to end on PostgreSQL (tiny sizes): each read it
measures answers 200 for the player it plays as, and the table compares each to the
bare read. Its figures are the bench's (``make bench``), not checked here."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from urllib.parse import urlsplit

import pytest

pytestmark = pytest.mark.postgres

ROOT = Path(__file__).resolve().parent.parent


def test_the_read_bench_prints_every_read_beside_the_bare_one() -> None:
    url = urlsplit(os.environ["DATABASE_URL"])
    server = f"{url.scheme}://{url.netloc}"
    redis = os.environ.get("CELERY_BROKER_URL", "redis://127.0.0.1:6379/11")
    sizes = ["--players", "6", "--games", "12", "--rounds", "2", "--requests", "3"]
    where = ["--pg", server, "--db", "ladders_test_read_bench", "--redis", redis]
    done = subprocess.run(
        [sys.executable, "bench/read_endpoints.py", *sizes, *where],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        env={k: v for k, v in os.environ.items() if k not in {"DJANGO_SETTINGS_MODULE", "DATABASE_URL"}},
    )
    assert done.returncode == 0, done.stderr[-2000:]
    rows = [line for line in done.stdout.splitlines() if line.startswith("| ")]
    assert rows[0].startswith("| endpoint | CPU ms / request |")
    names = [row.split(" | ")[0].lstrip("| ") for row in rows[1:]]
    assert names == [
        "bare read (baseline)",
        "GET /games/{id}/legal-actions/",
        "GET /games/{id}/",
        "GET /games/?player=&status=active",
        "GET /players/me/",
    ]
    assert rows[1].endswith("| 1.00x |")
