"""bench/db_binding.py (client-side against server-side parameter binding on PostgreSQL;
docs/performance.md, "Parameters bound server-side: tried, not kept") runs end to end
(tiny sizes). Its figures are the bench's (``make bench``), not checked here."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from urllib.parse import urlsplit

import pytest

pytestmark = pytest.mark.postgres

ROOT = Path(__file__).resolve().parent.parent


def test_the_binding_bench_prints_both_bindings_beside_each_other() -> None:
    url = urlsplit(os.environ["DATABASE_URL"])
    server = f"{url.scheme}://{url.netloc}"
    redis = os.environ.get("CELERY_BROKER_URL", "redis://127.0.0.1:6379/11")
    sizes = ["--players", "6", "--games", "12", "--rounds", "2", "--turns", "3", "--lists", "2"]
    where = ["--pg", server, "--db", "ladders_test_binding_bench", "--redis", redis]
    done = subprocess.run(
        [sys.executable, "bench/db_binding.py", *sizes, *where],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        env={k: v for k, v in os.environ.items() if k not in {"DJANGO_SETTINGS_MODULE", "DATABASE_URL"}},
    )
    assert done.returncode == 0, done.stderr[-2000:]
    rows = [line for line in done.stdout.splitlines() if line.startswith("| ")]
    assert rows[0] == "| request | binding | CPU ms / request | x baseline |"
    cells = [[cell.strip() for cell in row.strip("|").split("|")] for row in rows[1:]]
    assert [(c[0], c[1]) for c in cells] == [
        ("baseline: POST /games/{id}/actions/", "client-side (baseline)"),
        ("POST /games/{id}/actions/", "server-side"),
        ("baseline: GET /games/?player=&status=active", "client-side (baseline)"),
        ("GET /games/?player=&status=active", "server-side"),
        ("baseline: PostgreSQL backend, a turn and its two reads", "client-side (baseline)"),
        ("PostgreSQL backend, a turn and its two reads", "server-side"),
    ]
    assert cells[0][3] == cells[2][3] == "1.00x"
