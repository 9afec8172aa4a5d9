"""What a rate-limit check costs a request, on Redis: the service's limiter against DRF's throttle.

    python bench/rate_limit.py [--players 200] [--rounds 6] [--checks 2000] [--rate 300/minute]
        [--redis redis://127.0.0.1:6379/11]

Every action POST passes the ``actions`` rate limit (``core/throttles.py``). On a
Redis cache the service checks it with the ``limits`` library's moving window, one
atomic script call; DRF's own ``SimpleRateThrottle`` on the same cache (the
baseline) reads the key's history, trims it and writes it back. Issue #45's
profiles found the throttle a tenth of a turn POST's wall time under load, hence
the change and this figure.

Both check the same rate (``--rate``, by default the settings' ``actions`` rate) for ``--players`` players in turn,
each player its own key as a token's is, in ``--rounds`` interleaved rounds of
``--checks`` checks each. Per throttle: this process's CPU per check (Python and
the Redis client; Redis's own time is not in it), wall p50/p99 per check, and the
checks it let through (both should let the same number through: the same limit).
It empties the ``--redis`` database before and after (a bench database, as
bench/read_endpoints.py's cache is). The last stdout lines are the table.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.common import log, percentile  # noqa: E402 - after the path

BASELINE = "DRF SimpleRateThrottle (baseline)"
LIMITER = "limits moving window (the service)"


class BenchUser:
    """What the throttles read of an authenticated request's user."""

    is_authenticated = True

    def __init__(self, pk: int) -> None:
        self.pk = pk


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--players", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--checks", type=int, default=2000, help="checks per throttle per round")
    parser.add_argument("--rate", default="", help="e.g. 5/minute; by default the settings' actions rate")
    parser.add_argument("--redis", default=os.environ.get("BENCH_REDIS_URL", "redis://127.0.0.1:6379/11"))
    args = parser.parse_args()

    os.environ.update({"DEBUG": "0", "CACHE_URL": args.redis, "DJANGO_SETTINGS_MODULE": "config.settings"})
    import django

    django.setup()
    from django.conf import settings
    from django.core.cache import cache
    from rest_framework.test import APIRequestFactory
    from rest_framework.throttling import SimpleRateThrottle

    from core.throttles import ActionThrottle, redis_limiter

    assert redis_limiter() is not None, "the cache is not Redis"
    rate = args.rate or settings.LADDERS["THROTTLE_RATES"]["actions"]
    settings.LADDERS["THROTTLE_RATES"]["actions"] = rate

    class DrfActionThrottle(SimpleRateThrottle):
        """DRF's throttle as shipped, on the same cache, rate and key."""

        scope = "actions"

        def get_rate(self) -> str | None:
            return rate

        def get_cache_key(self, request: Any, view: Any) -> str:
            return self.cache_format % {"scope": self.scope, "ident": request.user.pk}

    factory = APIRequestFactory()
    requests = []
    for pk in range(1, args.players + 1):
        request = factory.post("/api/v1/games/1/actions/")
        request.user = BenchUser(pk)  # type: ignore[assignment]
        requests.append(request)

    def checker(throttle_class: type[SimpleRateThrottle], prefix: str) -> tuple[Callable[[int], bool], list[int]]:
        allowed = [0]

        def check(index: int) -> bool:
            request = requests[index % len(requests)]
            throttle = throttle_class()
            throttle.cache_format = f"{prefix}_%(scope)s_%(ident)s"
            ok = throttle.allow_request(request, None)  # type: ignore[arg-type]
            allowed[0] += ok
            return ok

        return check, allowed

    cache.clear()
    checks = {BASELINE: checker(DrfActionThrottle, "bench_drf"), LIMITER: checker(ActionThrottle, "bench_limits")}
    for check, _ in checks.values():  # warm-up: connections, the script's SHA
        for index in range(50):
            check(index)
    cache.clear()  # the warm-up's counts (it flushes the Redis database both throttles use)
    for _, allowed in checks.values():
        allowed[0] = 0
    cpu: dict[str, float] = dict.fromkeys(checks, 0.0)
    wall: dict[str, list[float]] = {name: [] for name in checks}
    names = list(checks)
    counter = dict.fromkeys(names, 50)
    for round_ in range(args.rounds):
        for name in names if round_ % 2 == 0 else reversed(names):
            check, _ = checks[name]
            started_cpu = time.process_time()
            for _ in range(args.checks):
                started = time.perf_counter()
                check(counter[name])
                wall[name].append(time.perf_counter() - started)
                counter[name] += 1
            cpu[name] += time.process_time() - started_cpu
        log(f"  round {round_ + 1}/{args.rounds}")
    cache.clear()

    count = args.rounds * args.checks
    baseline_cpu = cpu[BASELINE] / count
    print(
        f"A rate-limit check on Redis, in process: a rate of {rate} for {args.players} players in turn,"
        f" {args.rounds} interleaved rounds of {args.checks} checks per throttle"
    )
    print()
    print("| throttle | CPU ms / check | wall p50 ms | wall p99 ms | let through | CPU x baseline |")
    print("|---|---|---|---|---|---|")
    for name in names:
        per_check = cpu[name] / count
        print(
            f"| {name} | {per_check * 1000:.3f} | {statistics.median(wall[name]) * 1000:.3f}"
            f" | {percentile(wall[name], 0.99) * 1000:.3f} | {checks[name][1][0]} of {count}"
            f" | {per_check / baseline_cpu:.2f}x |"
        )


if __name__ == "__main__":
    main()
