"""Issue #13, faults, on PostgreSQL with real Celery workers and Redis (slow;
`make test-services` runs them): a worker SIGKILLed mid-AI-turn again and
again, the broker restarted mid-game, 200 concurrent same-key double
submissions. Each prints its count. Every game finishes, its versions are
contiguous (nothing lost or doubled) and its log replays to its final hash.

These tests run their own workers on their own Redis database or server, so
the session's worker (tests/conftest.py) never takes their tasks.
"""

from __future__ import annotations

import os
import random
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from django.db import connection
from django.utils import timezone

from config.celery import app as celery_app
from games import selectors, services
from games.models import Action, Game, GameStatus, SeatType
from games.services import SeatSpec
from ladders.registry import get_ruleset
from players.models import Player
from tests.conftest import ROOT, wait_until

pytestmark = pytest.mark.django_db(transaction=True)

SHRINKS = "shrinks-and-ladders"


def _database_url() -> str:
    s = connection.settings_dict
    return f"postgres://{s['USER'] or 'postgres'}@{s['HOST'] or '127.0.0.1'}:{s['PORT'] or 5432}/{s['NAME']}"


def _own_redis_db(url: str, db: int) -> str:
    """The suite's broker URL with another database number (the faults' own queue)."""
    base, _, last = url.rstrip("/").rpartition("/")
    return f"{base}/{db}" if last.isdigit() else f"{url.rstrip('/')}/{db}"


@contextmanager
def publishing_to(url: str) -> Iterator[None]:
    """This process's Celery publishes to ``url`` (not eagerly) for the block."""
    saved = {k: celery_app.conf[k] for k in ("broker_url", "task_always_eager", "task_publish_retry_policy")}
    saved_env = os.environ.get("CELERY_BROKER_URL")
    os.environ["CELERY_BROKER_URL"] = url  # Celery reads it before its own setting
    celery_app.conf.update(
        broker_url=url,
        task_always_eager=False,
        task_publish_retry_policy={"max_retries": 2, "interval_start": 0, "interval_step": 0.2, "interval_max": 0.5},
    )
    celery_app._pool = None
    celery_app.amqp._producer_pool = None
    try:
        yield
    finally:
        if saved_env is None:
            os.environ.pop("CELERY_BROKER_URL", None)
        else:
            os.environ["CELERY_BROKER_URL"] = saved_env
        celery_app.conf.update(saved)
        celery_app._pool = None
        celery_app.amqp._producer_pool = None


class Worker:
    """A ``celery worker --pool=solo`` process: one task at a time, in the
    process itself, so a SIGKILL lands in the task it is running."""

    def __init__(self, broker: str, log: Path) -> None:
        self.broker = broker
        self.log = log
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        env = {
            **os.environ,
            "DATABASE_URL": _database_url(),
            "CELERY_BROKER_URL": self.broker,
            "CELERY_VISIBILITY_TIMEOUT": "5",
        }
        self.offset = self.log.stat().st_size if self.log.exists() else 0
        with open(self.log, "ab") as out:
            self.process = subprocess.Popen(
                [
                    sys.executable,
                    "-m",
                    "celery",
                    "-A",
                    "config",
                    "worker",
                    "--pool=solo",
                    "--without-gossip",
                    "--without-mingle",
                    "--without-heartbeat",
                    "-l",
                    "INFO",
                ],
                cwd=ROOT,
                env=env,
                stdout=out,
                stderr=subprocess.STDOUT,
            )
        wait_until(lambda: " ready." in self.text(), timeout=60, interval=0.2)

    def text(self) -> str:
        return self.log.read_bytes()[self.offset :].decode(errors="replace")

    def busy(self) -> bool:
        """Running a task now: more received than finished in this process's log."""
        text = self.text()
        done = text.count("succeeded in") + text.count("raised unexpected") + text.count("retry:")
        return text.count("] received") > done

    def kill(self) -> None:
        assert self.process is not None
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=30)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


def _wait_for(condition: Callable[[], bool], timeout: float) -> bool:
    """Poll ``condition`` until it holds (True) or ``timeout`` seconds pass (False)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.05)
    return False


def sweep_now(settings: Any) -> None:
    """The beat sweep, at once: every AI turn due now is re-enqueued."""
    settings.LADDERS = {**settings.LADDERS, "AI_SWEEP_AFTER_SECONDS": 0}
    services.ai_turns_sweep(now=timezone.now())


def assert_sound(game_ids: list[int]) -> None:
    for game_id in game_ids:
        game = Game.objects.get(pk=game_id)
        assert game.status == GameStatus.FINISHED, game
        seqs = list(Action.objects.filter(game=game).order_by("seq").values_list("seq", flat=True))
        assert seqs == list(range(1, game.version + 1)), f"game {game_id}: versions not contiguous"
        check = selectors.game_verification(game)
        assert check["verified"], f"game {game_id}: replay hash differs"


@pytest.fixture
def fault_log(request: pytest.FixtureRequest) -> Path:
    (ROOT / ".pytest_cache").mkdir(exist_ok=True)
    path = ROOT / ".pytest_cache" / f"fault-{request.node.name}.log"
    path.unlink(missing_ok=True)
    return path


@pytest.mark.celery_worker
def test_worker_sigkilled_mid_ai_turn_loses_and_doubles_nothing(
    make_player: Callable[..., Player], settings: Any, fault_log: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    broker = _own_redis_db(os.environ["CELERY_BROKER_URL"], 8)
    ann = make_player()
    worker = Worker(broker, fault_log)
    rng = random.Random(13)
    kills = 0
    with publishing_to(broker):
        celery_app.control.purge()
        # A bot that really thinks (Ladder 29's normal searches sampled deals for
        # each move), so the worker is mid-turn when it is killed; Shrinks' table
        # bots answer in a fraction of a millisecond and the games end first.
        games = [
            services.game_create(
                creator=ann,
                ruleset_id="ladder-29",
                seats=[SeatSpec(SeatType.AI, "normal"), SeatSpec(SeatType.AI, "random")],
                seed=seed,
            ).pk
            for seed in range(8)
        ]
        try:
            deadline = time.monotonic() + 900
            while time.monotonic() < deadline:
                if not Game.objects.filter(pk__in=games, status=GameStatus.ACTIVE).exists():
                    break
                worker.start()
                if kills < 12:
                    # Kill mid-task: wait for the worker to take a turn, then let
                    # the bot think a moment. A fixed sleep (the first version)
                    # often landed between tasks on a loaded box, and the games
                    # could end before enough kills had landed.
                    took_task = _wait_for(worker.busy, timeout=10)
                    if took_task:
                        time.sleep(rng.uniform(0.0, 0.3))
                    if took_task and worker.busy():
                        worker.kill()
                        kills += 1
                    else:
                        worker.stop()
                    sweep_now(settings)
                    continue

                # Enough kills: let this worker finish, sweeping for lost tasks.
                def active() -> bool:
                    return Game.objects.filter(pk__in=games, status=GameStatus.ACTIVE).exists()

                while active():
                    assert time.monotonic() < deadline, "the games did not finish in time"
                    # Sweep for a lost task whenever the worker falls idle with games left.
                    _wait_for(lambda: not worker.busy() or not active(), timeout=5)
                    if not worker.busy():
                        sweep_now(settings)
        finally:
            worker.stop()
    with capsys.disabled():
        print(f"\n[faults] worker SIGKILLed mid-AI-turn {kills} times across {len(games)} games; all finished")
    assert kills >= 10
    assert_sound(games)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class RedisServer:
    """Our own redis-server (no persistence: a restart loses every queued task)."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        binary = shutil.which("redis-server")
        assert binary is not None
        self.process = subprocess.Popen(
            [binary, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )

        def up() -> bool:
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.5):
                    return True
            except OSError:
                return False

        wait_until(up, timeout=20)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(timeout=30)


@pytest.mark.celery_worker
@pytest.mark.skipif(shutil.which("redis-server") is None, reason="needs the redis-server binary")
def test_broker_restarted_mid_game_loses_and_doubles_nothing(
    make_player: Callable[..., Player], settings: Any, fault_log: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    port = int(os.environ.get("LADDERS_FAULT_REDIS_PORT") or _free_port())
    redis = RedisServer(port)
    broker = f"redis://127.0.0.1:{port}/0"
    redis.start()
    worker = Worker(broker, fault_log)
    ann = make_player()
    rules = get_ruleset(SHRINKS)
    restarts = human_moves_while_down = 0
    with publishing_to(broker):
        humans = []
        for seed in range(3):
            game = services.game_create(
                creator=ann,
                ruleset_id=SHRINKS,
                seats=[SeatSpec(SeatType.HUMAN), SeatSpec(SeatType.AI, "easy")],
                seed=seed,
            )
            services.game_join(game_id=game.pk, player=ann)
            humans.append(game.pk)
        bots = [
            services.game_create(
                creator=ann, ruleset_id=SHRINKS, seats=[SeatSpec(SeatType.AI, "easy")] * 2, seed=100 + seed
            ).pk
            for seed in range(2)
        ]
        games = humans + bots
        rng = random.Random(29)

        def play_humans() -> int:
            moved = 0
            for game in Game.objects.filter(pk__in=humans, status=GameStatus.ACTIVE):
                if game.to_act == [0]:
                    action = rng.choice(rules.legal_actions(game.state, 0))
                    services.action_submit(game_id=game.pk, player=ann, action=action, expected_version=game.version)
                    moved += 1
            return moved

        def human_waiting() -> bool:
            return any(game.to_act == [0] for game in Game.objects.filter(pk__in=humans, status=GameStatus.ACTIVE))

        try:
            worker.start()
            deadline = time.monotonic() + 600
            # Restarts are paced by rounds of play, not by the clock: a fast machine once
            # finished every game before the third restart. A human moves at most once a
            # round, three rounds between outages and five in one, so the three restarts
            # come within 24 human actions of each game; these games take 33 or more
            # (random play against `easy`, 600 games measured).
            rounds_since_restart = 0
            while Game.objects.filter(pk__in=games, status=GameStatus.ACTIVE).exists():
                assert time.monotonic() < deadline, "games did not finish"
                rounds_since_restart += 1
                # The broker goes down when a human is to move, so each outage sees a
                # human move whose AI reply cannot be enqueued.
                if restarts < 3 and rounds_since_restart >= 3 and human_waiting():
                    redis.stop()
                    # While the broker is down, humans still move: each enqueue fails and is logged.
                    for _ in range(5):
                        human_moves_while_down += play_humans()
                        # A human may be due again only if a task queued before the outage
                        # ran: wait for that, bounded, not a fixed time.
                        _wait_for(human_waiting, timeout=0.5)
                    redis.start()
                    restarts += 1
                    rounds_since_restart = 0
                else:
                    play_humans()
                # The next round: until a human is due again (the AI replied) or every game is over.
                _wait_for(
                    lambda: human_waiting() or not Game.objects.filter(pk__in=games, status=GameStatus.ACTIVE).exists(),
                    timeout=10,
                )
                sweep_now(settings)
        finally:
            worker.stop()
            redis.stop()
    with capsys.disabled():
        print(
            f"\n[faults] broker restarted {restarts} times mid-game across {len(games)} games "
            f"({human_moves_while_down} human moves while it was down); all finished"
        )
    assert restarts == 3
    assert human_moves_while_down >= 3
    assert_sound(games)


@pytest.mark.postgres
def test_200_concurrent_same_key_double_submissions(
    make_player: Callable[..., Player], capsys: pytest.CaptureFixture[str]
) -> None:
    ann, bob = make_player(), make_player()
    rules = get_ruleset(SHRINKS)
    rounds = 0
    games: list[int] = []
    game: Game | None = None
    while rounds < 200:
        if game is None or game.status != GameStatus.ACTIVE:
            game = services.game_create(creator=ann, ruleset_id=SHRINKS, seats=[SeatSpec(SeatType.HUMAN)] * 2)
            services.game_join(game_id=game.pk, player=ann, seat_index=0)
            services.game_join(game_id=game.pk, player=bob, seat_index=1)
            game.refresh_from_db()
            games.append(game.pk)
        seat = game.to_act[0]
        mover = (ann, bob)[seat]
        action = rules.legal_actions(game.state, seat)[-1]
        version = game.version
        barrier = threading.Barrier(2)
        results: list[tuple[int, bool]] = []

        def submit(
            game_id: int,
            player: Player,
            action: Any,
            version: int,
            key: str,
            barrier: threading.Barrier,
            results: list[tuple[int, bool]],
        ) -> None:
            try:
                barrier.wait()
                result = services.action_submit(
                    game_id=game_id, player=player, action=action, expected_version=version, idempotency_key=key
                )
                results.append((result.action.seq, result.replayed))
            finally:
                connection.close()

        key = f"round-{rounds}"
        threads = [
            threading.Thread(target=submit, args=(game.pk, mover, action, version, key, barrier, results))
            for _ in range(2)
        ]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        # Both get the one action back; exactly one of them wrote it.
        assert sorted(results) == [(version + 1, False), (version + 1, True)], results
        assert Action.objects.filter(game=game).count() == version + 1
        rounds += 1
        game.refresh_from_db()
    with capsys.disabled():
        print(f"\n[faults] {rounds} concurrent same-key double submissions over {len(games)} games: none doubled")
    for game_id in games[:-1]:
        assert_sound([game_id])
    last = Game.objects.get(pk=games[-1])
    seqs = list(Action.objects.filter(game=last).order_by("seq").values_list("seq", flat=True))
    assert seqs == list(range(1, last.version + 1))
