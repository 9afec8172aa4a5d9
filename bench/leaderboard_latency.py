"""Leaderboard page latency at the size bench/ranks_recompute.py builds.

    python bench/ranks_recompute.py            # first: 100k games, 10k players
    python bench/leaderboard_latency.py [--requests 200] [--db /tmp/ladders-ranks-bench.sqlite3]

Calls GET /api/v1/leaderboards/ in-process (Django's test client, no network)
for the first page, a deep page, a ruleset board, each metric and a handle
search, and prints p50/p99 per query.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ranks_recompute import DEFAULT_DB, setup_django

QUERIES = {
    "page 1, rating": {},
    "page 100, rating": {"page": 100},
    "ruleset board": {"ruleset": "shootin-ladders"},
    "metric frags": {"metric": "frags"},
    "metric trophies": {"metric": "trophies"},
    "metric wins": {"metric": "wins"},
    "handle search": {"handle": "bench12"},
    "min_games 20": {"min_games": 20},
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--requests", type=int, default=200, help="requests per query")
    parser.add_argument("--db", default=DEFAULT_DB, help="SQLite file (ignored when DATABASE_URL is set)")
    args = parser.parse_args()
    if "DATABASE_URL" not in os.environ and not os.path.exists(args.db):
        raise SystemExit(f"{args.db} does not exist: run bench/ranks_recompute.py first")
    setup_django(args.db, fresh=False)

    from django.db import connection
    from django.test import Client

    from players.models import PlayerRank

    client = Client()
    rows = PlayerRank.objects.filter(scope="all").count()
    print(f"leaderboard of {rows:,} players ({connection.vendor}), {args.requests} requests per query", file=sys.stderr)
    results = []
    for name, params in QUERIES.items():
        timings = []
        for _ in range(args.requests):
            t0 = time.perf_counter()
            response = client.get("/api/v1/leaderboards/", params)
            timings.append((time.perf_counter() - t0) * 1000)
            assert response.status_code == 200, response.content[:200]
        timings.sort()
        p99 = timings[min(len(timings) - 1, int(len(timings) * 0.99))]
        results.append((name, statistics.median(timings), p99))
        print(f"  {name:18s} p50 {statistics.median(timings):6.1f} ms   p99 {p99:6.1f} ms", file=sys.stderr)
    print(
        f"GET /api/v1/leaderboards/ in-process, {rows:,} players ({connection.vendor}),"
        f" {args.requests} requests a query"
    )
    print()
    print("| query | p50 ms | p99 ms |")
    print("|---|---|---|")
    for name, p50, p99 in results:
        print(f"| {name} | {p50:.1f} | {p99:.1f} |")


if __name__ == "__main__":
    main()
