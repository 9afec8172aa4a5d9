"""bench/read_endpoints.py runs end to end on PostgreSQL (tiny sizes): each read it
measures answers 200 for the player it plays as, and the table compares each to the
bare read. Its figures are the bench's (``make bench``), not checked here."""

from __future__ import annotations

import pytest

from tests.benches import bench_rows, postgres_place

pytestmark = pytest.mark.postgres


def test_the_read_bench_prints_every_read_beside_the_bare_one() -> None:
    sizes = ["--players", "6", "--games", "12", "--rounds", "2", "--requests", "3"]
    rows = bench_rows("read_endpoints.py", *sizes, *postgres_place("ladders_test_read_bench"))
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
