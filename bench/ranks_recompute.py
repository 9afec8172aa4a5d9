"""Full rank recompute over generated games, and one game's incremental update.

    python bench/ranks_recompute.py [--games 100000] [--players 10000] [--db /tmp/ladders-ranks-bench.sqlite3]

Builds a fresh bench database (SQLite file by default; set DATABASE_URL to an
empty PostgreSQL database to use that instead) with ``--players`` players and
``--games`` finished games of 2 to 4 human seats (Shootin' Ladders games carry
frags and trophies, Shrinks and Ladders games don't; a tenth have an AI seat),
then times ``ranks_recompute`` over all of them, and the incremental update of
one more game. bench/leaderboard_latency.py reads the same database.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from datetime import timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
DEFAULT_DB = "/tmp/ladders-ranks-bench.sqlite3"


def setup_django(db_path: str, fresh: bool) -> None:
    if "DATABASE_URL" not in os.environ:
        if fresh and os.path.exists(db_path):
            os.remove(db_path)
        os.environ["DATABASE_URL"] = f"sqlite:///{db_path}"
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    os.environ.pop("CELERY_BROKER_URL", None)  # tasks in-process: nothing is enqueued here anyway
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)


def generate(games: int, players: int, seed: int = 1) -> None:
    """Insert players and finished games with synthetic outcomes, in bulk."""
    from django.contrib.auth import get_user_model
    from django.utils import timezone

    from games.models import Game, GameStatus, Seat, SeatType
    from ladders.engine import placements_from_keys
    from players.models import Player

    rng = random.Random(seed)
    user_model = get_user_model()
    user_model.objects.bulk_create(
        (user_model(username=f"bench{i}") for i in range(players)), batch_size=5000, ignore_conflicts=True
    )
    users = dict(user_model.objects.filter(username__startswith="bench").values_list("username", "id"))
    Player.objects.bulk_create(
        (Player(user_id=users[f"bench{i}"], handle=f"bench{i}") for i in range(players)), batch_size=5000
    )
    player_ids = list(Player.objects.values_list("id", flat=True))
    start = timezone.now() - timedelta(days=365)
    batch = 5000
    for first in range(0, games, batch):
        rows, seat_specs = [], []
        for n in range(first, min(games, first + batch)):
            count = rng.randint(2, 4)
            shootin = rng.random() < 0.5
            keys = [rng.random() for _ in range(count)]
            placements = placements_from_keys(keys)
            frags = [rng.randint(0, 5) for _ in range(count)] if shootin else [0] * count
            trophies = [[{"part": "arm", "from_seat": 0}] * rng.randint(0, 1) for _ in range(count)]
            outcome = {
                "placements": placements,
                "winners": [s for s, p in enumerate(placements) if p == 1],
                "score": [float(k) for k in keys],
                "frags": frags,
                "trophies": trophies if shootin else [0] * count,
                "teams": None,
                "details": {},
            }
            rows.append(
                Game(
                    ruleset="shootin-ladders" if shootin else "shrinks-and-ladders",
                    scenario="bench",
                    seed=n,
                    seed_sha256="",
                    state={},
                    status=GameStatus.FINISHED,
                    outcome=outcome,
                    finished_at=start + timedelta(seconds=n * 60),
                )
            )
            seated = rng.sample(player_ids, count)
            if rng.random() < 0.1:
                seated[rng.randrange(count)] = 0  # an AI seat
            seat_specs.append(seated)
        made = Game.objects.bulk_create(rows)
        Seat.objects.bulk_create(
            (
                Seat(
                    game_id=game.pk,
                    index=i,
                    type=SeatType.HUMAN if p else SeatType.AI,
                    player_id=p or None,
                    bot="" if p else "random",
                )
                for game, seated in zip(made, seat_specs, strict=True)
                for i, p in enumerate(seated)
            ),
            batch_size=10000,
        )
        print(f"  generated {min(games, first + batch)}/{games} games", file=sys.stderr, flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--players", type=int, default=10_000)
    parser.add_argument("--db", default=DEFAULT_DB, help="SQLite file (ignored when DATABASE_URL is set)")
    args = parser.parse_args()
    setup_django(args.db, fresh=True)

    from django.db import connection

    from games.models import Game
    from players.models import PlayerRank, RankUpdate, RatingHistory
    from players.services import ranks_apply_game, ranks_recompute

    t0 = time.perf_counter()
    generate(args.games, args.players)
    generated = time.perf_counter() - t0
    print(f"generated {args.games} games, {args.players} players in {generated:.1f} s", file=sys.stderr)

    t0 = time.perf_counter()
    replayed = ranks_recompute()
    elapsed = time.perf_counter() - t0
    recompute = (
        f"{replayed:,} games in {elapsed:.1f} s = {replayed / elapsed:,.0f} games/s;"
        f" {PlayerRank.objects.count():,} rank rows, {RatingHistory.objects.count():,} history rows"
    )
    print(f"full recompute: {recompute}", file=sys.stderr)

    if connection.vendor == "postgresql":
        # Fresh bulk loads have no planner statistics until autovacuum runs; give them now.
        with connection.cursor() as cursor:
            cursor.execute("ANALYZE")

    # One more game at a time, as the rank task applies it when a game finishes.
    timings = []
    last = Game.objects.order_by("-id").first()
    assert last is not None
    seats = list(last.seats.all())
    for _ in range(20):
        game = Game.objects.get(pk=last.pk)
        game.pk = None
        game.finished_at = (last.finished_at or game.created_at) + timedelta(minutes=1)
        game.save()
        for seat in seats:
            seat.pk = None
            seat.game = game
            seat.save()
        t0 = time.perf_counter()
        assert ranks_apply_game(game_id=game.pk) == 1
        timings.append((time.perf_counter() - t0) * 1000)
        last = game
    print(f"Ranks on {connection.vendor}: {args.games:,} games, {args.players:,} players")
    print()
    print("| what | figure |")
    print("|---|---|")
    print(f"| full rank recompute | {recompute} |")
    print(
        f"| one finished game's incremental update | median {statistics.median(timings):.1f} ms,"
        f" max {max(timings):.1f} ms (ledger {RankUpdate.objects.count():,} games) |"
    )


if __name__ == "__main__":
    main()
