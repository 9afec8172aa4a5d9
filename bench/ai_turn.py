"""AI turn latency: from a human action's commit to the bot's answering action's
commit, with a real Celery worker on Redis and PostgreSQL.

    python bench/ai_turn.py [--turns 100] [--bot random]

Creates a bench database, starts a worker, plays ``--turns`` human turns of
Shrinks and Ladders against the bot, and prints p50/p99 of the gap between the
human's last action and the bot's first action (both commit timestamps).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SERVER = os.environ.get("PG_SERVER_URL", "postgres://postgres@127.0.0.1:5432")
BENCH_DB = "ladders_bench_ai"
os.environ["DATABASE_URL"] = f"{SERVER}/{BENCH_DB}"
os.environ.setdefault("CELERY_BROKER_URL", "redis://127.0.0.1:6379/11")
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ.setdefault("LOG_LEVEL", "WARNING")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--turns", type=int, default=100)
    parser.add_argument("--bot", default="random")
    args = parser.parse_args()
    subprocess.run(
        [
            "psql",
            f"{SERVER}/postgres",
            "-q",
            "-c",
            f"DROP DATABASE IF EXISTS {BENCH_DB}",
            "-c",
            f"CREATE DATABASE {BENCH_DB}",
        ],
        check=True,
    )
    import django

    django.setup()
    from django.core.management import call_command

    from config.celery import app
    from games import services
    from games.models import Action, ActionReason, Game, GameStatus, SeatType
    from ladders.registry import get_ruleset
    from players.services import player_register

    call_command("migrate", "--noinput", verbosity=0)
    app.control.purge()
    worker = subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "config", "worker", "-c", "1", "-l", "WARNING"],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        while not app.control.ping(timeout=1.0):
            time.sleep(0.2)
        player, _ = player_register(handle=f"bench{int(time.time())}")
        gaps: list[float] = []
        rules = get_ruleset("shrinks-and-ladders")
        while len(gaps) < args.turns:
            game = services.game_create(
                creator=player,
                ruleset_id=rules.info.id,
                seats=[services.SeatSpec(SeatType.HUMAN), services.SeatSpec(SeatType.AI, args.bot)],
            )
            services.game_join(game_id=game.pk, player=player)
            while len(gaps) < args.turns:
                deadline = time.monotonic() + 60
                while True:
                    game.refresh_from_db()
                    if game.status != GameStatus.ACTIVE or game.to_act == [0]:
                        break
                    if time.monotonic() > deadline:
                        raise SystemExit("the worker did not answer within 60 s")
                    time.sleep(0.002)
                if game.status != GameStatus.ACTIVE:
                    break
                action = rules.legal_actions(game.state, 0)[0]
                result = services.action_submit(
                    game_id=game.pk, player=player, action=action, expected_version=game.version
                )
                game.refresh_from_db()
                if 0 in game.to_act or game.status != GameStatus.ACTIVE:
                    continue  # still the human's turn (roll, then move)
                deadline = time.monotonic() + 60
                while not Action.objects.filter(game=game, seq=result.action.seq + 1).exists():
                    if time.monotonic() > deadline:
                        raise SystemExit("the worker did not answer within 60 s")
                    time.sleep(0.002)
                answer = Action.objects.get(game=game, seq=result.action.seq + 1)
                assert answer.reason == ActionReason.AI
                gaps.append((answer.created_at - result.action.created_at).total_seconds())
        print(f"AI turn latency ({args.bot} bot, 1 worker, PostgreSQL + Redis), {len(gaps)} turns:")
        gaps.sort()
        print(f"  p50 {statistics.median(gaps) * 1000:.1f} ms   p99 {gaps[int(len(gaps) * 0.99) - 1] * 1000:.1f} ms")
        print(f"  games used: {Game.objects.count()}")
    finally:
        worker.terminate()
        worker.wait()


if __name__ == "__main__":
    main()
