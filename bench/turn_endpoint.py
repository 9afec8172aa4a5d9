"""POST /actions/ against a bare DRF view, interleaved, over HTTP (gunicorn) on PostgreSQL.

    python bench/turn_endpoint.py [--clients 16] [--rounds 6] [--seconds 5] [--workers 3]
        [--pg postgres://postgres@127.0.0.1:5432] [--db ladders_bench] [--port 8766]
        [--redis redis://127.0.0.1:6379/11]

Starts gunicorn (bench.settings: the service plus bench/bare.py's bare view) on
a fresh bench database. Each client holds both seats of its games (two
players, two tokens) and keeps a local replica of every game it plays (the
games are created with a seed, so the engine replays the server's dice) to
choose a legal action without asking. Phases alternate (bare, real, real,
bare, ...): in a real phase every client posts to /api/v1/games/<id>/actions/,
in a bare phase to the bare view /bench/games/<id>/actions/, which does the
same token auth, row lock, idempotency lookup, insert and version update and
nothing else. Every post carries a fresh Idempotency-Key.

Prints, as the last stdout lines, a markdown table: each side's accepted
actions/s, p50 and p99, and the ratios (goals: throughput >= 0.9, p99 <= 1.2x).
"""

from __future__ import annotations

import argparse
import http.client
import itertools
import json
import os
import random
import statistics
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.service_db import recreate_database  # noqa: E402 - after the path
from ladders.engine import GameConfig  # noqa: E402
from ladders.registry import get_ruleset  # noqa: E402

PY = sys.executable
RULESET = "shrinks-and-ladders"
THROUGHPUT_GOAL = 0.9
P99_GOAL = 1.2


def log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def call(
    port: int, method: str, path: str, body: Any = None, token: str | None = None, key: str | None = None
) -> tuple[int, Any]:
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Token {token}"
    if key:
        headers["Idempotency-Key"] = key
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    try:
        connection.request(method, path, None if body is None else json.dumps(body), headers)
        response = connection.getresponse()
        return response.status, json.loads(response.read() or b"null")
    finally:
        connection.close()


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, int(len(ordered) * q + 0.5) - 1))]


@dataclass
class Replica:
    """A game as the server holds it, replayed locally from its seed."""

    game_id: int
    state: Any
    version: int = 0


@dataclass
class Client:
    index: int
    tokens: list[str]
    games: dict[str, list[Replica]] = field(default_factory=lambda: {"real": [], "bare": []})
    rng: random.Random = field(default_factory=random.Random)


class Bench:
    def __init__(self, port: int) -> None:
        self.port = port
        self.rules = get_ruleset(RULESET)
        self.scenario = self.rules.info.scenarios[0].id
        self.options = self.rules.validate_config(GameConfig(self.scenario, 2, {}, None))
        self.seeds = itertools.count(1000)
        self.keys = itertools.count()
        self.lock = threading.Lock()
        self.latencies: dict[str, list[float]] = {"real": [], "bare": []}
        self.counts: dict[str, int] = {"real": 0, "bare": 0}
        self.seconds: dict[str, float] = {"real": 0.0, "bare": 0.0}
        self.games_created_in_phase = 0

    def new_game(self, client: Client) -> Replica:
        with self.lock:
            seed = next(self.seeds)
        status, game = call(
            self.port,
            "POST",
            "/api/v1/games/",
            {"ruleset": RULESET, "seats": [{"type": "human"}] * 2, "seed": seed},
            client.tokens[0],
        )
        assert status == 201, game
        for seat in range(2):
            path = f"/api/v1/games/{game['id']}/join/"
            status, body = call(self.port, "POST", path, {"seat": seat}, client.tokens[seat])
            assert status == 200, body
        state = self.rules.setup(GameConfig(self.scenario, 2, self.options, None), seed)
        return Replica(game["id"], state)

    def post(self, client: Client, side: str) -> None:
        games = client.games[side]
        if not games or self.rules.outcome(games[0].state) is not None:
            if games:
                games.pop(0)
            if not games:
                with self.lock:
                    self.games_created_in_phase += 1
                games.append(self.new_game(client))
        game = games[0]
        seat = self.rules.to_act(game.state)[0]
        action = client.rng.choice(self.rules.legal_actions(game.state, seat))
        path = f"/api/v1/games/{game.game_id}/actions/" if side == "real" else f"/bench/games/{game.game_id}/actions/"
        with self.lock:
            key = f"k{next(self.keys)}"
        started = time.perf_counter()
        status, body = call(
            self.port, "POST", path, {"action": action, "expected_version": game.version}, client.tokens[seat], key
        )
        elapsed = time.perf_counter() - started
        assert status == 201, (status, body)
        assert body["version"] == game.version + 1, body
        game.state, _ = self.rules.apply(game.state, seat, action)
        game.version += 1
        with self.lock:
            self.latencies[side].append(elapsed)
            self.counts[side] += 1

    def phase(self, clients: list[Client], side: str, seconds: float) -> None:
        deadline = time.perf_counter() + seconds

        def run(client: Client) -> None:
            while time.perf_counter() < deadline:
                self.post(client, side)

        threads = [threading.Thread(target=run, args=(c,)) for c in clients]
        started = time.perf_counter()
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        self.seconds[side] += time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--rounds", type=int, default=10, help="bare/real phase pairs (order alternates)")
    parser.add_argument("--seconds", type=float, default=3.0, help="seconds per phase")
    parser.add_argument("--workers", type=int, default=3, help="gunicorn workers (the Dockerfile's 3)")
    parser.add_argument("--port", type=int, default=int(os.environ.get("BENCH_PORT", "8766")))
    parser.add_argument("--pg", default=os.environ.get("PG_SERVER_URL", "postgres://postgres@127.0.0.1:5432"))
    parser.add_argument("--db", default=os.environ.get("BENCH_DB", "ladders_bench"))
    parser.add_argument("--redis", default=os.environ.get("BENCH_REDIS_URL", "redis://127.0.0.1:6379/11"))
    args = parser.parse_args()
    recreate_database(args.pg, args.db)
    env = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "bench.settings",
        "DATABASE_URL": f"{args.pg}/{args.db}",
        "DATABASE_CONN_MAX_AGE": "60",
        "DJANGO_ENV": "production",
        "SECRET_KEY": "bench-secret-key-not-for-real-use-0123456789abcdef",
        "ALLOWED_HOSTS": "127.0.0.1",
        "SECURE_COOKIES": "0",
        "LOG_LEVEL": "WARNING",
        # A broker and no worker: the rank update a finished game enqueues
        # costs what it costs in production (one Redis push), not an inline run.
        "CELERY_BROKER_URL": args.redis,
        # The set-up registers 32 players from one address (the registration limit,
        # 20 an hour, would refuse it), and 16 clients post faster than one player
        # would: the action limit stays on, so each post still pays its check, but
        # high enough never to refuse.
        "LADDERS_THROTTLE_REGISTER": "off",
        "LADDERS_THROTTLE_ACTIONS": "1000000/minute",
        "LADDERS_THROTTLE_GAMES": "off",
    }
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
    bench = Bench(args.port)
    try:
        for _ in range(150):
            try:
                if call(args.port, "GET", "/api/v1/rulesets/")[0] == 200:
                    break
            except OSError:
                time.sleep(0.2)
        stamp = int(time.time()) % 100000
        clients = []
        for i in range(args.clients):
            tokens = []
            for s in range(2):
                status, body = call(args.port, "POST", "/api/v1/players/", {"handle": f"b{stamp}c{i}s{s}"})
                assert status == 201, body
                tokens.append(body["token"])
            clients.append(Client(i, tokens, rng=random.Random(i)))
        log(f"turn_endpoint: {args.clients} clients, gunicorn {args.workers} workers; creating games")
        for client in clients:
            for side in ("real", "bare"):
                client.games[side] = [bench.new_game(client) for _ in range(3)]
        # Warm both paths (connections, imports) outside the measurement.
        for side in ("bare", "real"):
            bench.phase(clients, side, 1.0)
        bench.latencies = {"real": [], "bare": []}
        bench.counts = {"real": 0, "bare": 0}
        bench.seconds = {"real": 0.0, "bare": 0.0}
        bench.games_created_in_phase = 0
        for round_ in range(args.rounds):
            for side in ("bare", "real") if round_ % 2 == 0 else ("real", "bare"):
                bench.phase(clients, side, args.seconds)
            log(
                f"  round {round_ + 1}/{args.rounds}: real {bench.counts['real']} / bare {bench.counts['bare']}"
                " actions so far"
            )
    finally:
        server.terminate()
        server.wait()
        subprocess.run(
            [PY, "-c", f"from celery import Celery; Celery(broker={args.redis!r}).control.purge()"],
            check=False,
            capture_output=True,
        )
    rows = {}
    for side in ("real", "bare"):
        lat = bench.latencies[side]
        rows[side] = {
            "rate": bench.counts[side] / bench.seconds[side],
            "p50": statistics.median(lat) * 1000,
            "p99": percentile(lat, 0.99) * 1000,
            "n": len(lat),
        }
    throughput = rows["real"]["rate"] / rows["bare"]["rate"]
    p99 = rows["real"]["p99"] / rows["bare"]["p99"]
    p50 = rows["real"]["p50"] / rows["bare"]["p50"]
    log(f"  games created during phases: {bench.games_created_in_phase}")
    print(
        f"POST /actions/ vs the bare view, PostgreSQL, gunicorn {args.workers} workers, {args.clients} clients,"
        f" {args.rounds} x 2 interleaved phases of {args.seconds:g} s"
    )
    print()
    print("| endpoint | actions | actions/s | p50 ms | p99 ms |")
    print("|---|---|---|---|---|")
    for side, name in (("bare", "bare DRF view (baseline)"), ("real", "POST /api/v1/games/{id}/actions/")):
        r = rows[side]
        print(f"| {name} | {r['n']} | {r['rate']:.0f} | {r['p50']:.1f} | {r['p99']:.1f} |")
    ok_t = "ok" if throughput >= THROUGHPUT_GOAL else "MISSED"
    ok_p = "ok" if p99 <= P99_GOAL else "MISSED"
    print(
        f"| ratio real / bare | | {throughput:.2f} (goal >= {THROUGHPUT_GOAL}, {ok_t}) | {p50:.2f}x |"
        f" {p99:.2f}x (goal <= {P99_GOAL}x, {ok_p}) |"
    )


if __name__ == "__main__":
    main()
