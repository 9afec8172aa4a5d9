"""Event-stream fan-out against a bare Redis pub/sub round trip, on PostgreSQL
and Redis, with the streams' real server.

    python bench/stream_fanout.py [--streams 200] [--games 4] [--moves 40]
        [--pg postgres://postgres@127.0.0.1:5432] [--db ladders_bench_stream]
        [--redis redis://127.0.0.1:6379/11] [--port 8767]

Starts gunicorn with two uvicorn workers (config.asgi, as docker-compose's
stream service) on a fresh bench database, opens ``--streams`` game streams
at once (each game's split among its two players and spectators), then plays
the games from this process through ``services.action_submit``: each entry
is published to Redis on commit and fanned out by the server to every stream
of its game. Measured per (stream, entry): the commit (an on-commit hook
run just before the publishing one) to the frame's arrival at the client. The baseline, interleaved in
the same run: PUBLISH to one plain Redis subscriber and its arrival. Also: the
server's /healthz answer time with every stream open (it holds no worker).

Prints, as the last stdout lines, a markdown table with each side's p50/p99.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.service_db import use_fresh_service_database  # noqa: E402 - after the path


def log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(len(ordered) * q) - 1))]


class Stream:
    """One client: HTTP/1.1, chunked transfer decoded, SSE ids and arrival times kept."""

    def __init__(self, game_id: int, token: str) -> None:
        self.game_id = game_id
        self.token = token
        self.arrived: dict[int, float] = {}
        self.versions: list[int] = []
        self.ended = False

    async def read(self, port: int, opened: Callable[[], None]) -> None:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        writer.write(
            (
                f"GET /api/v1/games/{self.game_id}/stream/ HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                f"Authorization: Token {self.token}\r\n\r\n"
            ).encode()
        )
        head = await reader.readuntil(b"\r\n\r\n")
        assert b" 200 " in head.split(b"\r\n", 1)[0], head
        buffer, first = "", True
        try:
            while True:
                size = int((await reader.readuntil(b"\r\n")).strip(), 16)
                if size == 0:
                    return
                chunk = (await reader.readexactly(size + 2))[:-2].decode()
                now = time.monotonic()
                buffer += chunk
                while "\n\n" in buffer:
                    block, buffer = buffer.split("\n\n", 1)
                    fields = dict(line.split(": ", 1) for line in block.split("\n") if ": " in line)
                    if fields.get("event") == "action":
                        version = int(fields["id"])
                        self.versions.append(version)
                        self.arrived[version] = now
                    elif fields.get("event") == "end":
                        self.ended = True
                        return
                if first:
                    first = False
                    opened()
        finally:
            writer.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--streams", type=int, default=200)
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--moves", type=int, default=40, help="actions per game")
    parser.add_argument("--pg", default=os.environ.get("PG_SERVER_URL", "postgres://postgres@127.0.0.1:5432"))
    parser.add_argument("--db", default=os.environ.get("BENCH_STREAM_DB", "ladders_bench_stream"))
    parser.add_argument("--redis", default=os.environ.get("BENCH_REDIS_URL", "redis://127.0.0.1:6379/11"))
    parser.add_argument("--port", type=int, default=int(os.environ.get("BENCH_PORT", "8767")))
    args = parser.parse_args()
    use_fresh_service_database(args.pg, args.db, args.redis)
    import django

    django.setup()
    import redis
    from django.core.management import call_command
    from django.db import transaction

    from games import services
    from games.models import Game, GameStatus, SeatType
    from games.services import SeatSpec
    from ladders.registry import get_ruleset
    from players.services import player_register

    call_command("migrate", "--noinput", verbosity=0)
    server_log = Path(tempfile.gettempdir()) / f"{args.db}-server.log"
    log(f"stream_fanout: server log in {server_log}")
    server = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "config.asgi:application"],
        cwd=ROOT,
        env={
            **os.environ,
            "GUNICORN_WORKER_CLASS": "uvicorn_worker.UvicornWorker",
            "WEB_CONCURRENCY": "2",
            "GUNICORN_BIND": f"127.0.0.1:{args.port}",
        },
        stdout=server_log.open("wb"),
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                socket.create_connection(("127.0.0.1", args.port), timeout=1).close()
                break
            except OSError:
                if time.monotonic() > deadline or server.poll() is not None:
                    raise SystemExit(f"the server did not come up; see {server_log}") from None
                time.sleep(0.2)
        rules = get_ruleset("ladder-29")
        games = []
        streams: list[Stream] = []
        per_game = args.streams // args.games
        for g in range(args.games):
            ann, ann_token = player_register(handle=f"ann{g}")
            bob, bob_token = player_register(handle=f"bob{g}")
            game = services.game_create(
                creator=ann, ruleset_id="ladder-29", seats=[SeatSpec(SeatType.HUMAN), SeatSpec(SeatType.HUMAN)]
            )
            services.game_join(game_id=game.pk, player=ann, seat_index=0)
            services.game_join(game_id=game.pk, player=bob, seat_index=1)
            games.append((game.pk, ann, bob))
            for i in range(per_game):
                if i % 5 == 4:
                    _, token = player_register(handle=f"watcher{g}x{i}")
                else:
                    token = ann_token if i % 5 < 2 else bob_token
                streams.append(Stream(game.pk, token))
        log(f"stream_fanout: opening {len(streams)} streams on {args.games} games")
        opened = threading.Semaphore(0)

        async def read_all() -> None:
            await asyncio.gather(*(s.read(args.port, opened.release) for s in streams))

        thread = threading.Thread(target=asyncio.run, args=(read_all(),), daemon=True)
        thread.start()
        for _ in streams:
            if not opened.acquire(timeout=120):
                raise SystemExit("not every stream opened")
        health = []
        for _ in range(20):
            started = time.perf_counter()
            with socket.create_connection(("127.0.0.1", args.port), timeout=10) as sock:
                sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
                assert b" 200 " in sock.recv(4096)
            health.append((time.perf_counter() - started) * 1000)

        baseline_client = redis.Redis.from_url(args.redis)
        subscriber = baseline_client.pubsub()
        subscriber.subscribe("ladders-bench-baseline")
        while subscriber.get_message(timeout=1) is None:
            pass
        baseline: list[float] = []
        committed: dict[tuple[int, int], float] = {}
        log(f"stream_fanout: {args.moves} moves per game, each beside a bare PUBLISH")
        for _ in range(args.moves):
            for game_id, ann, bob in games:
                game = Game.objects.get(pk=game_id)
                if game.status != GameStatus.ACTIVE:
                    continue
                seat = game.to_act[0]
                action = rules.legal_actions(game.state, seat)[0]
                key = (game_id, game.version + 1)
                with transaction.atomic():
                    # Registered first, so it runs at the commit, just before the entry is published.
                    transaction.on_commit(lambda key=key: committed.__setitem__(key, time.monotonic()))
                    services.action_submit(
                        game_id=game_id, player=ann if seat == 0 else bob, action=action, expected_version=game.version
                    )
                started = time.monotonic()
                baseline_client.publish("ladders-bench-baseline", json.dumps({"x": "y" * 200}))
                while subscriber.get_message(ignore_subscribe_messages=True, timeout=5) is None:
                    pass
                baseline.append((time.monotonic() - started) * 1000)
        for game_id, ann, _ in games:
            services.game_abort(game_id=game_id, by=ann, is_staff=True)  # rated games in progress: as staff
        thread.join(120)
        latencies = []
        for stream in streams:
            version = Game.objects.get(pk=stream.game_id).version
            if stream.versions != list(range(1, version + 1)) or not stream.ended:
                raise SystemExit(f"a stream of game {stream.game_id} got {stream.versions} of 1..{version}")
            latencies += [(at - committed[(stream.game_id, v)]) * 1000 for v, at in stream.arrived.items()]
    finally:
        server.terminate()
        try:
            server.wait(30)
        except subprocess.TimeoutExpired:
            server.kill()
        with contextlib.suppress(ProcessLookupError):
            os.killpg(server.pid, signal.SIGKILL)  # any worker left behind
    s50, s99 = percentile(latencies, 0.5), percentile(latencies, 0.99)
    b50, b99 = percentile(baseline, 0.5), percentile(baseline, 0.99)
    print(
        f"Event streams: {len(streams)} open at once on gunicorn + 2 uvicorn workers, PostgreSQL + Redis, "
        f"{args.games} games x {args.moves} moves; every stream got every entry once, in order"
    )
    print()
    print("| path | deliveries | p50 ms | p99 ms |")
    print("|---|---|---|---|")
    print(f"| baseline: bare Redis PUBLISH to one subscriber | {len(baseline)} | {b50:.2f} | {b99:.2f} |")
    print(
        f"| commit to each stream's frame (fan-out to {per_game} streams) | {len(latencies)} | {s50:.2f} | {s99:.2f} |"
    )
    print(f"| ratio stream / bare | | {s50 / b50:.1f}x | {s99 / b99:.1f}x |")
    print(
        f"| /healthz with every stream open | {len(health)} | {statistics.median(health):.2f} | "
        f"{percentile(health, 0.99):.2f} |"
    )


if __name__ == "__main__":
    main()
