"""bench/rate_limit.py runs end to end on Redis (tiny sizes): both throttles check the
same rate for the same players and let the same number through, and the table puts the
service's limiter beside DRF's throttle. Its figures are the bench's (``make bench``)."""

from __future__ import annotations

import os

from tests.benches import bench_rows

TEST_REDIS_URL = os.environ.get("LADDERS_TEST_REDIS_URL", "redis://127.0.0.1:6379/12")


def run_bench(*arguments: str) -> list[str]:
    return bench_rows("rate_limit.py", "--redis", TEST_REDIS_URL, *arguments, timeout=120)


def test_both_throttles_let_the_same_checks_through_at_a_tight_rate() -> None:
    # 4 players x 10 checks each at 3 a minute: each player is let through 3 times.
    rows = run_bench("--players", "4", "--rounds", "2", "--checks", "20", "--rate", "3/minute")
    assert rows[0].startswith("| throttle | CPU ms / check |")
    names = [row.split(" | ")[0].lstrip("| ") for row in rows[1:]]
    assert names == ["DRF SimpleRateThrottle (baseline)", "limits moving window (the service)"]
    assert [row.split(" | ")[4] for row in rows[1:]] == ["12 of 40", "12 of 40"]
    assert rows[1].endswith("| 1.00x |")
