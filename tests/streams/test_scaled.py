"""The scaled topology: 200 streams open at once against a real ASGI server
(gunicorn with two uvicorn workers) on PostgreSQL, fanned out through Redis,
while this process plays the games. Every stream receives every entry its
viewer may see once, in order; the figures are printed beside a bare Redis
pub/sub round trip measured in the same run.

Needs PostgreSQL (DATABASE_URL) and Redis (CELERY_BROKER_URL): CI's second
stage (make test-services). STREAM_TEST_PORT picks the server's port (a free
one otherwise)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import signal
import socket
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
import redis
from django.db import transaction
from rest_framework.utils.encoders import JSONEncoder

from core import bus
from games import selectors, services
from games.models import Game, GameStatus, SeatType
from games.services import SeatSpec
from ladders.registry import get_ruleset
from players.models import Player
from tests.factories import token_for
from tests.streams.sse import SSE, parse_frames

ROOT = Path(__file__).resolve().parent.parent.parent
BROKER = os.environ.get("CELERY_BROKER_URL", "")

pytestmark = [
    pytest.mark.postgres,
    pytest.mark.skipif(not BROKER.startswith("redis"), reason="needs Redis (CELERY_BROKER_URL)"),
    pytest.mark.django_db(transaction=True),
]

GAMES = 4
STREAMS_PER_GAME = 50  # 20 for each seat's player, 10 spectators
MOVES_PER_GAME = 40


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture
def asgi_server(live_database_url: str) -> Iterator[tuple[int, subprocess.Popen[bytes]]]:
    port = int(os.environ.get("STREAM_TEST_PORT") or free_port())
    env = {
        **os.environ,
        "DATABASE_URL": live_database_url,
        "GUNICORN_WORKER_CLASS": "uvicorn_worker.UvicornWorker",
        "WEB_CONCURRENCY": "2",
        "GUNICORN_BIND": f"127.0.0.1:{port}",
        "DATABASE_CONN_MAX_AGE": "60",
    }
    (ROOT / ".pytest_cache").mkdir(exist_ok=True)
    log = open(ROOT / ".pytest_cache" / "stream-server.log", "wb")  # noqa: SIM115 - closed below
    server = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "config.asgi:application"],
        cwd=ROOT,
        env=env,
        stdout=log,
        stderr=log,
        start_new_session=True,  # its own process group: the workers are stopped with it
    )
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                break
        except OSError:
            assert server.poll() is None, "the server exited; see .pytest_cache/stream-server.log"
            time.sleep(0.2)
    try:
        yield port, server
    finally:
        # SIGTERM: uvicorn's workers leave on it (gunicorn's quick-shutdown SIGQUIT they ignore).
        server.terminate()
        try:
            server.wait(30)
        except subprocess.TimeoutExpired:
            server.kill()
        with contextlib.suppress(ProcessLookupError):
            os.killpg(server.pid, signal.SIGKILL)  # any worker still there
        log.close()


@pytest.fixture
def live_database_url(django_db_setup: None, django_db_blocker: Any) -> str:
    from django.db import connection

    with django_db_blocker.unblock():
        s = connection.settings_dict
        password = f":{s['PASSWORD']}" if s.get("PASSWORD") else ""
        where = f"{s['HOST'] or '127.0.0.1'}:{s['PORT'] or 5432}/{s['NAME']}"
        return f"postgres://{s['USER'] or 'postgres'}{password}@{where}"


@dataclass
class Client:
    game_id: int
    viewer: Player | None
    token: str
    messages: list[SSE] = field(default_factory=list)
    received_at: dict[int, float] = field(default_factory=dict)
    status: int = 0


async def read_stream(port: int, client: Client, opened: asyncio.Event, counter: list[int], total: int) -> None:
    """An HTTP/1.1 client of one stream: chunked transfer decoded, SSE parsed."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(
        (
            f"GET /api/v1/games/{client.game_id}/stream/ HTTP/1.1\r\nHost: 127.0.0.1\r\n"
            f"Authorization: Token {client.token}\r\nAccept: text/event-stream\r\n\r\n"
        ).encode()
    )
    await writer.drain()
    head = await reader.readuntil(b"\r\n\r\n")
    client.status = int(head.split()[1])
    assert b"transfer-encoding: chunked" in head.lower()
    buffer, first = "", True
    try:
        while True:
            size = int((await reader.readuntil(b"\r\n")).strip(), 16)
            if size == 0:
                return
            chunk = await reader.readexactly(size + 2)
            now = time.monotonic()
            parsed, buffer = parse_frames(buffer + chunk[:-2].decode())
            for message in parsed:
                client.messages.append(message)
                if message.event == "action":
                    client.received_at[int(message.id or 0)] = now
            if first:  # subscribed and caught up
                first = False
                counter[0] += 1
                if counter[0] == total:
                    opened.set()
            if any(m.event == "end" for m in parsed):
                return
    finally:
        writer.close()


def bare_redis_round_trips(url: str, count: int = 200) -> list[float]:
    """Baseline: PUBLISH to one subscriber and back, in milliseconds."""
    client = redis.Redis.from_url(url)
    pubsub = client.pubsub()
    pubsub.subscribe("ladders-bench-baseline")
    while pubsub.get_message(timeout=1) is None:
        pass
    times = []
    for _ in range(count):
        started = time.perf_counter()
        client.publish("ladders-bench-baseline", b"x" * 200)
        while pubsub.get_message(ignore_subscribe_messages=True, timeout=1) is None:
            pass
        times.append((time.perf_counter() - started) * 1000)
    pubsub.close()
    return times


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(len(ordered) * q) - 1))]


def test_200_streams_each_receive_every_entry_once_in_order(
    asgi_server: tuple[int, subprocess.Popen[bytes]], make_player: Callable[..., Player]
) -> None:
    port, server = asgi_server
    rules = get_ruleset("ladder-29")
    games: list[tuple[Game, Player, Player]] = []
    clients: list[Client] = []
    for _ in range(GAMES):
        ann, bob = make_player(), make_player()
        game = services.game_create(
            creator=ann, ruleset_id="ladder-29", seats=[SeatSpec(SeatType.HUMAN), SeatSpec(SeatType.HUMAN)]
        )
        services.game_join(game_id=game.pk, player=ann, seat_index=0)
        services.game_join(game_id=game.pk, player=bob, seat_index=1)
        games.append((game, ann, bob))
        for index in range(STREAMS_PER_GAME):
            viewer = ann if index < 20 else bob if index < 40 else make_player()
            clients.append(Client(game.pk, viewer if index < 40 else None, token_for(viewer)))
    assert len(clients) == 200

    loop = asyncio.new_event_loop()
    opened = asyncio.Event()
    counter = [0]
    tasks: list[asyncio.Task[None]] = []

    def run_clients() -> None:
        asyncio.set_event_loop(loop)

        async def main() -> None:
            tasks.extend(asyncio.ensure_future(read_stream(port, c, opened, counter, len(clients))) for c in clients)
            await asyncio.gather(*tasks)

        loop.run_until_complete(main())

    thread = threading.Thread(target=run_clients, daemon=True)
    thread.start()
    deadline = time.monotonic() + 120
    while not opened.is_set():
        assert time.monotonic() < deadline, f"only {counter[0]} of {len(clients)} streams opened"
        assert thread.is_alive(), [c.status for c in clients]
        time.sleep(0.1)
    open_threads = {
        pid: len(os.listdir(f"/proc/{pid}/task")) for pid in _children(server.pid) if os.path.exists(f"/proc/{pid}")
    }
    # The server stays responsive with 200 streams open on its two workers.
    health = []
    for _ in range(20):
        started = time.perf_counter()
        with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
            sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            assert b" 200 " in sock.recv(4096)
        health.append((time.perf_counter() - started) * 1000)

    committed_at: dict[tuple[int, int], float] = {}
    for _ in range(MOVES_PER_GAME):
        for game, ann, bob in games:
            current = Game.objects.get(pk=game.pk)
            if current.status != GameStatus.ACTIVE:
                continue
            seat = current.to_act[0]
            action = rules.legal_actions(current.state, seat)[0]
            key = (game.pk, current.version + 1)
            with transaction.atomic():
                # Registered first: it runs at the commit, just before the entry is published.
                transaction.on_commit(lambda key=key: committed_at.__setitem__(key, time.monotonic()))
                services.action_submit(
                    game_id=game.pk, player=ann if seat == 0 else bob, action=action, expected_version=current.version
                )
    # Finish every game (abort): each stream gets its end event and closes.
    for game, ann, _ in games:
        services.game_abort(game_id=game.pk, by=ann, is_staff=True)  # rated games in progress: as staff
    thread.join(120)
    assert not thread.is_alive(), "some streams never ended"

    latencies = []
    for client in clients:
        game = Game.objects.get(pk=client.game_id)
        entries = [m for m in client.messages if m.event == "action"]
        # Every entry once, in order, then the end event.
        assert [m.id for m in entries] == [str(v) for v in range(1, game.version + 1)]
        assert client.messages[-1].event == "end"
        expected = json.loads(
            json.dumps(selectors.events_for(game, client.viewer, after=0, limit=10_000)["events"], cls=JSONEncoder)
        )
        assert [e for m in entries for e in m.data["events"]] == expected
        latencies += [
            (at - committed_at[(client.game_id, version)]) * 1000 for version, at in client.received_at.items()
        ]
    baseline = bare_redis_round_trips(bus.stream_setting("REDIS_URL"))
    p50, p99 = percentile(latencies, 0.5), percentile(latencies, 0.99)
    b50 = statistics.median(baseline)
    print(
        f"\n200 streams on gunicorn + 2 uvicorn workers, {GAMES} games x {MOVES_PER_GAME} moves,"
        f" {len(latencies)} deliveries:\n"
        f"  commit -> stream delivery p50 {p50:.1f} ms, p99 {p99:.1f} ms;"
        f" bare Redis PUBLISH round trip p50 {b50:.2f} ms (ratio p50 {p50 / b50:.1f}x)\n"
        f"  /healthz with 200 streams open: p50 {statistics.median(health):.1f} ms, max {max(health):.1f} ms\n"
        f"  server threads per worker with the streams open: {open_threads}"
    )


def _children(pid: int) -> list[int]:
    try:
        out = subprocess.run(["pgrep", "-P", str(pid)], capture_output=True, text=True, check=False).stdout
    except FileNotFoundError:
        return []
    return [int(p) for p in out.split()]
