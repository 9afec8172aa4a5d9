"""The AI hop against a bare Celery round trip, interleaved, with a real worker
on Redis and PostgreSQL.

    python bench/ai_turn.py [--hops 150] [--bot random]
        [--pg postgres://postgres@127.0.0.1:5432] [--db ladders_bench_ai] [--redis redis://127.0.0.1:6379/11]

Creates a bench database and starts one worker (``-c 1``, with bench/bare.py's
task loaded). Then, alternately:

- the AI hop: a human action of Shrinks and Ladders that hands the turn to the
  bot, committed through ``services.action_submit``, to the bot's first action
  committed by the worker (``play_ai_turns``);
- the bare hop: a transaction that locks a game row, inserts an action, bumps
  the version and enqueues ``bench.bare.bare_hop`` on commit, to that task's
  own lock, insert and version bump in the worker.

Each hop is the gap between the two actions' ``created_at`` (both stamped by
the database writer's clock, on this machine). Prints, as the last stdout
lines, a markdown table with each side's p50/p99 and the ratios (goal: the AI
hop's median <= 1.1x the bare hop's).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.common import log, percentile  # noqa: E402 - after the path
from bench.service_db import use_fresh_service_database  # noqa: E402

GOAL = 1.1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hops", type=int, default=150, help="hops of each kind")
    parser.add_argument("--warmup", type=int, default=10, help="hops of each kind before measuring")
    parser.add_argument("--bot", default="random")
    parser.add_argument("--pg", default=os.environ.get("PG_SERVER_URL", "postgres://postgres@127.0.0.1:5432"))
    parser.add_argument("--db", default=os.environ.get("BENCH_AI_DB", "ladders_bench_ai"))
    parser.add_argument("--redis", default=os.environ.get("BENCH_REDIS_URL", "redis://127.0.0.1:6379/11"))
    args = parser.parse_args()
    use_fresh_service_database(args.pg, args.db, args.redis)
    import django

    django.setup()
    from django.core.management import call_command
    from django.db import transaction

    from bench.bare import bare_hop
    from config.celery import app
    from games import services
    from games.models import Action, ActionReason, Game, GameStatus, SeatType
    from ladders.registry import get_ruleset
    from players.services import player_register

    call_command("migrate", "--noinput", verbosity=0)
    app.control.purge()
    worker_log_path = Path(tempfile.gettempdir()) / f"{args.db}-worker.log"
    worker_log = worker_log_path.open("wb")
    log(f"ai_turn: worker log in {worker_log_path}")
    worker = subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "config", "worker", "-c", "1", "-I", "bench.bare", "-l", "WARNING"],
        cwd=ROOT,
        stdout=worker_log,
        stderr=subprocess.STDOUT,
    )
    rules = get_ruleset("shrinks-and-ladders")

    def wait_for(predicate: Callable[[], bool], what: str) -> None:
        deadline = time.monotonic() + 60
        while not predicate():
            if time.monotonic() > deadline:
                raise SystemExit(f"the worker did not answer within 60 s ({what})")
            time.sleep(0.001)

    try:
        while not app.control.ping(timeout=1.0):
            time.sleep(0.2)
        player, _ = player_register(handle=f"bench{int(time.time()) % 100000}")
        # The bare hop's game: any game row serves (the bare task only locks it and bumps its version).
        bare_game = services.game_create(
            creator=player, ruleset_id=rules.info.id, seats=[services.SeatSpec(SeatType.HUMAN)] * 2
        )

        def human_to_act(game: Game) -> bool:
            game.refresh_from_db()
            return game.to_act == [0] or game.status != GameStatus.ACTIVE

        def ai_hop(state: dict[str, Game | None]) -> float:
            """Play the human's actions until one hands the turn to the bot; that hop's gap."""
            while True:
                game = state["game"]
                if game is None or game.status != GameStatus.ACTIVE:
                    game = services.game_create(
                        creator=player,
                        ruleset_id=rules.info.id,
                        seats=[services.SeatSpec(SeatType.HUMAN), services.SeatSpec(SeatType.AI, args.bot)],
                    )
                    services.game_join(game_id=game.pk, player=player)
                    game.refresh_from_db()
                    state["game"] = game
                if game.to_act != [0]:  # the bot opens: let it play
                    wait_for(lambda g=game: human_to_act(g), "the bot's opening")
                    continue
                action = rules.legal_actions(game.state, 0)[0]
                result = services.action_submit(
                    game_id=game.pk, player=player, action=action, expected_version=game.version
                )
                game.refresh_from_db()
                if game.status != GameStatus.ACTIVE or 0 in game.to_act:
                    continue  # the human acts again (roll, then move), or the game ended
                seq = result.action.seq + 1
                wait_for(lambda g=game, s=seq: Action.objects.filter(game=g, seq=s).exists(), "AI hop")
                answer = Action.objects.get(game=game, seq=seq)
                assert answer.reason == ActionReason.AI, answer.reason
                gap = (answer.created_at - result.action.created_at).total_seconds()
                wait_for(lambda g=game: human_to_act(g), "the bot's turn")
                return gap

        def bare(game_id: int) -> float:
            with transaction.atomic():
                game = Game.objects.select_for_update().only("id", "version").get(pk=game_id)
                game.version += 1
                record = Action.objects.create(
                    game_id=game_id, seq=game.version, seat=0, action={}, reason=ActionReason.PLAYER
                )
                game.save(update_fields=["version"])
                version = game.version
                transaction.on_commit(lambda: bare_hop.delay(game_id, version))
            wait_for(lambda: Action.objects.filter(game_id=game_id, seq=version + 1).exists(), "bare hop")
            answer = Action.objects.get(game_id=game_id, seq=version + 1)
            return (answer.created_at - record.created_at).total_seconds()

        state: dict[str, Game | None] = {"game": None}
        log(f"ai_turn: warming up ({args.warmup} hops of each)")
        for _ in range(args.warmup):
            bare(bare_game.pk)
            ai_hop(state)
        gaps: dict[str, list[float]] = {"ai": [], "bare": []}
        for i in range(args.hops):
            # Alternate which goes first, so neither always follows the other.
            for kind in ("bare", "ai") if i % 2 == 0 else ("ai", "bare"):
                gaps[kind].append(bare(bare_game.pk) if kind == "bare" else ai_hop(state))
            if (i + 1) % 50 == 0:
                log(f"  {i + 1}/{args.hops} hops of each")
    finally:
        worker.terminate()
        worker.wait()
        worker_log.close()
        app.control.purge()
    rows = {
        kind: {
            "p50": statistics.median(values) * 1000,
            "p99": percentile(values, 0.99) * 1000,
            "mean": statistics.fmean(values) * 1000,
        }
        for kind, values in gaps.items()
    }
    p50 = rows["ai"]["p50"] / rows["bare"]["p50"]
    p99 = rows["ai"]["p99"] / rows["bare"]["p99"]
    mean = rows["ai"]["mean"] / rows["bare"]["mean"]
    ok = "ok" if p50 <= GOAL else "MISSED"
    print(f"AI hop vs a bare Celery round trip: 1 worker (-c 1), PostgreSQL + Redis, {args.hops} hops of each")
    print()
    print("| hop | hops | p50 ms | p99 ms | mean ms |")
    print("|---|---|---|---|---|")
    print(
        f"| bare Celery round trip (baseline) | {len(gaps['bare'])} | {rows['bare']['p50']:.1f} |"
        f" {rows['bare']['p99']:.1f} | {rows['bare']['mean']:.1f} |"
    )
    print(
        f"| human commit to AI commit ({args.bot} bot) | {len(gaps['ai'])} | {rows['ai']['p50']:.1f} |"
        f" {rows['ai']['p99']:.1f} | {rows['ai']['mean']:.1f} |"
    )
    print(f"| ratio AI / bare | | {p50:.2f}x (goal <= {GOAL}x, {ok}) | {p99:.2f}x | {mean:.2f}x |")


if __name__ == "__main__":
    main()
