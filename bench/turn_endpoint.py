"""Turn endpoint throughput and latency over real HTTP (gunicorn) on PostgreSQL.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/ladders python bench/turn_endpoint.py \
        [--clients 4] [--actions 2000] [--workers 2]

Starts gunicorn on a fresh bench database, registers one player per client,
gives each a two-seat game (the client holds both seats through two players),
and has every client post legal actions as fast as it can. Prints accepted
actions per second and p50/p99 latency of POST /actions/.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
PY = sys.executable


def call(base: str, method: str, path: str, body: Any = None, token: str | None = None) -> tuple[int, Any]:
    request = urllib.request.Request(base + path, method=method)
    request.add_header("Content-Type", "application/json")
    if token:
        request.add_header("Authorization", f"Token {token}")
    data = None if body is None else json.dumps(body).encode()
    try:
        with urllib.request.urlopen(request, data, timeout=30) as response:
            return response.status, json.loads(response.read() or b"null")
    except urllib.error.HTTPError as err:
        return err.code, json.loads(err.read() or b"null")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--clients", type=int, default=4)
    parser.add_argument("--actions", type=int, default=2000, help="accepted actions in all")
    parser.add_argument("--workers", type=int, default=2, help="gunicorn workers")
    parser.add_argument("--port", type=int, default=8766)
    args = parser.parse_args()
    url = os.environ.get("DATABASE_URL", "postgres://postgres@127.0.0.1:5432/ladders")
    if not url.startswith("postgres"):
        raise SystemExit("point DATABASE_URL at PostgreSQL")
    server_db = url.rsplit("/", 1)[0]
    bench_db = "ladders_bench"
    subprocess.run(
        [
            "psql",
            server_db + "/postgres",
            "-q",
            "-c",
            f"DROP DATABASE IF EXISTS {bench_db}",
            "-c",
            f"CREATE DATABASE {bench_db}",
        ],
        check=True,
    )
    env = {
        **os.environ,
        "DATABASE_URL": f"{server_db}/{bench_db}",
        "DATABASE_CONN_MAX_AGE": "60",
        "DJANGO_ENV": "production",
        "SECRET_KEY": "bench-secret-key-not-for-real-use-0123456789abcdef",
        "ALLOWED_HOSTS": "127.0.0.1",
        "SECURE_COOKIES": "0",
        "LOG_LEVEL": "WARNING",
    }
    env.pop("CELERY_BROKER_URL", None)  # no AI seats: nothing is enqueued
    subprocess.run([PY, "manage.py", "migrate", "--noinput", "-v0"], cwd=ROOT, env=env, check=True)
    server = subprocess.Popen(
        [
            PY,
            "-m",
            "gunicorn",
            "config.wsgi:application",
            "--bind",
            f"127.0.0.1:{args.port}",
            "--workers",
            str(args.workers),
            "--log-level",
            "warning",
        ],
        cwd=ROOT,
        env=env,
    )
    base = f"http://127.0.0.1:{args.port}"
    try:
        for _ in range(100):
            try:
                if call(base, "GET", "/api/v1/rulesets/")[0] == 200:
                    break
            except OSError:
                time.sleep(0.2)
        latencies: list[float] = []
        lock = threading.Lock()
        per_client = args.actions // args.clients
        stamp = int(time.time())

        def client(index: int) -> None:
            tokens = [
                call(base, "POST", "/api/v1/players/", {"handle": f"b{stamp}c{index}s{s}"})[1]["token"]
                for s in range(2)
            ]
            done = 0
            while done < per_client:
                game = call(
                    base,
                    "POST",
                    "/api/v1/games/",
                    {"ruleset": "shrinks-and-ladders", "seats": [{"type": "human"}] * 2},
                    tokens[0],
                )[1]
                for seat in range(2):
                    call(base, "POST", f"/api/v1/games/{game['id']}/join/", {"seat": seat}, tokens[seat])
                version = 0
                state = call(base, "GET", f"/api/v1/games/{game['id']}/", token=tokens[0])[1]
                while done < per_client and state["status"] == "active":
                    seat = state["to_act"][0]
                    legal = call(base, "GET", f"/api/v1/games/{game['id']}/legal-actions/", token=tokens[seat])[1]
                    started = time.perf_counter()
                    status, body = call(
                        base,
                        "POST",
                        f"/api/v1/games/{game['id']}/actions/",
                        {"action": legal["actions"][0], "expected_version": version},
                        tokens[seat],
                    )
                    elapsed = time.perf_counter() - started
                    assert status == 201, body
                    with lock:
                        latencies.append(elapsed)
                    done += 1
                    version = body["version"]
                    state = call(base, "GET", f"/api/v1/games/{game['id']}/", token=tokens[seat])[1]

        threads = [threading.Thread(target=client, args=(i,)) for i in range(args.clients)]
        wall = time.perf_counter()
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        wall = time.perf_counter() - wall
    finally:
        server.terminate()
        server.wait()
    latencies.sort()
    p50 = statistics.median(latencies) * 1000
    p99 = latencies[int(len(latencies) * 0.99) - 1] * 1000
    busy = sum(latencies)
    print(f"POST /actions/ on PostgreSQL, gunicorn {args.workers} workers, {args.clients} clients")
    print(f"  accepted actions: {len(latencies)}")
    print(f"  p50 latency: {p50:.1f} ms   p99 latency: {p99:.1f} ms")
    print(f"  actions/s while posting (clients x 1/latency): {len(latencies) / busy * args.clients:.0f}")
    print(f"  actions/s over the whole run (incl. GETs between posts): {len(latencies) / wall:.0f}")


if __name__ == "__main__":
    main()
