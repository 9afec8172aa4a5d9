"""bench/db_binding.py (client-side against server-side parameter binding on PostgreSQL;
docs/performance.md, "Parameters bound server-side: tried, not kept") runs end to end
(tiny sizes). Its figures are the bench's (``make bench``), not checked here."""

from __future__ import annotations

import pytest

from tests.benches import bench_rows, postgres_place

pytestmark = pytest.mark.postgres


def test_the_binding_bench_prints_both_bindings_beside_each_other() -> None:
    sizes = ["--players", "6", "--games", "12", "--rounds", "2", "--turns", "3", "--lists", "2"]
    rows = bench_rows("db_binding.py", *sizes, *postgres_place("ladders_test_binding_bench"))
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
