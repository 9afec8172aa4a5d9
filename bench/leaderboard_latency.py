"""Leaderboard page latency at the size bench/ranks_recompute.py builds.

    python bench/ranks_recompute.py            # first: 100k games, 10k players (PostgreSQL)
    python bench/leaderboard_latency.py [--requests 200]

Calls GET /api/v1/leaderboards/ in-process (Django's test client, no network)
for the first page, the middle and the last page (reached by walking the
`next` links once, untimed, then requesting those cursors), each metric's
last page, a ruleset board, filters and ``around`` a player in the middle,
and prints p50/p99 per query, with the p99 of the page's SQL alone (the
statements the request ran, replayed on a raw cursor: the database's part).
The baseline is GET /healthz of the same run (Django's request machinery with
no work: the floor every request pays under the machine's load); the first
page's p99 is the reference for depth (1.0: a page deep in the board costs
what the first does).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ranks_recompute import db_args, setup_django

URL = "/api/v1/leaderboards/"
TARGET_P99_MS = 10.0


def cursors(client: Any, params: dict[str, Any]) -> list[str]:
    """Every page's URL of a board, first to last, following `next`."""
    urls = []
    response = client.get(URL, params)
    urls.append(response.wsgi_request.get_full_path())
    while (link := response.json()["next"]) is not None:
        urls.append(link)
        response = client.get(link)
    return urls


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--requests", type=int, default=200, help="requests per query")
    db_args(parser)
    args = parser.parse_args()
    setup_django(args.pg, args.db, fresh=False)

    from django.db import connection
    from django.test import Client
    from django.test.utils import CaptureQueriesContext

    from ranks.models import PlayerRank

    client = Client()
    rows = PlayerRank.objects.filter(scope="all").count()
    middle_handle = PlayerRank.objects.filter(scope="all").order_by("-rating", "player_id")[rows // 2].player.handle
    print(f"leaderboard of {rows:,} players ({connection.vendor}), {args.requests} requests per query", file=sys.stderr)
    board = cursors(client, {})
    queries: dict[str, str | tuple[str, dict[str, Any]]] = {
        "page 1, rating": board[0],
        f"page {len(board) // 2 + 1} of {len(board)} (middle), rating": board[len(board) // 2],
        f"page {len(board)} of {len(board)} (last), rating": board[-1],
    }
    for metric in ("frags", "trophies", "wins"):
        pages = cursors(client, {"metric": metric})
        queries[f"page {len(pages)} (last), {metric}"] = pages[-1]
    ruleset = cursors(client, {"ruleset": "shootin-ladders"})
    queries[f"page {len(ruleset)} (last), ruleset board"] = ruleset[-1]
    queries["around a player in the middle, 5 neighbours"] = (URL, {"around": middle_handle})
    queries["handle search"] = (URL, {"handle": "bench12"})
    min_games = cursors(client, {"min_games": 20})
    queries[f"min_games 20, page {len(min_games)} (last)"] = min_games[-1]
    results = []
    for name, query in [("baseline: GET /healthz (no work)", "/healthz"), *queries.items()]:
        url, params = (query, {}) if isinstance(query, str) else query
        with CaptureQueriesContext(connection) as captured:
            client.get(url, params)
        statements = [(q["sql"], ()) for q in captured.captured_queries]
        timings, sql_timings = [], []
        for _ in range(args.requests):
            t0 = time.perf_counter()
            response = client.get(url, params)
            timings.append((time.perf_counter() - t0) * 1000)
            assert response.status_code == 200, response.content[:200]
            t0 = time.perf_counter()
            with connection.cursor() as cursor:
                for sql, _ in statements:
                    cursor.execute(sql)
                    cursor.fetchall()
            sql_timings.append((time.perf_counter() - t0) * 1000)
        p50, p99, sql_p99 = statistics.median(timings), percentile(timings, 0.99), percentile(sql_timings, 0.99)
        results.append((name, p50, p99, len(statements), sql_p99))
        print(f"  {name:48s} p50 {p50:6.1f} ms   p99 {p99:6.1f} ms   SQL p99 {sql_p99:5.1f} ms", file=sys.stderr)
    floor, page_one = results[0][2], results[1][2]
    print(
        f"GET /api/v1/leaderboards/ in-process, {rows:,} players ({connection.vendor}), pages of 50 by cursor,"
        f" {args.requests} requests a query; target p99 ≤ {TARGET_P99_MS:.0f} ms at any depth;"
        " SQL = the request's statements alone on a raw cursor; ratios = this row's p99 / page 1's and / the baseline's"
    )
    print()
    print("| query | p50 ms | p99 ms | statements | SQL p99 ms | p99 / page 1 | p99 / baseline |")
    print("|---|---|---|---|---|---|---|")
    for name, p50, p99, count, sql_p99 in results:
        print(
            f"| {name} | {p50:.1f} | {p99:.1f} | {count} | {sql_p99:.1f} | {p99 / page_one:.2f} | {p99 / floor:.2f} |"
        )


def percentile(timings: list[float], q: float) -> float:
    ordered = sorted(timings)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))]


if __name__ == "__main__":
    main()
