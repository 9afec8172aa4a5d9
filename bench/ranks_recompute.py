"""Ranks on PostgreSQL: the full recompute and one game's incremental update,
beside the rating maths alone as the baseline of the same run.

    python bench/ranks_recompute.py [--games 100000] [--players 10000]
    python bench/ranks_recompute.py --games 10000 --players 1000   # a quick run

Builds a fresh database (``--db`` on the server PG_SERVER_URL) with
``--players`` players and ``--games`` finished games of 2 to 4 seats
(Shootin' Ladders games carry frags and trophies, Shrinks and Ladders games
don't; a tenth have an AI seat), then times, in one process:

- the baseline: openskill's own ``PlackettLuce.rate`` replaying the same
  games in memory (``ranks.rating.replay`` with ``rate_with_openskill``;
  the games already read and parsed, no database);
- the full recompute (``ranks_recompute``: read, rate, write every rank,
  history row and ledger row), first into empty rank tables, then again over
  the full tables (the nightly case: every old row replaced);
- one more finished game applied at a time (``ranks_apply_game``, the rank
  task's work), 200 times.

It checks the recompute's ranks equal the in-memory replay's. The database is
left for bench/leaderboard_latency.py, which runs next in ``make bench``.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import time
from datetime import timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
DEFAULT_SERVER = "postgres://postgres@127.0.0.1:5432"
DEFAULT_DB = "ladders_ranks_bench"


def db_args(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--pg", default=os.environ.get("PG_SERVER_URL", DEFAULT_SERVER), help="PostgreSQL server URL")
    parser.add_argument("--db", default=os.environ.get("RANKS_BENCH_DB", DEFAULT_DB), help="bench database name")


def setup_django(server: str, db: str, fresh: bool) -> None:
    if fresh:
        subprocess.run(
            ["psql", f"{server}/postgres", "-q", "-c", f"DROP DATABASE IF EXISTS {db}", "-c", f"CREATE DATABASE {db}"],
            check=True,
        )
    os.environ["DATABASE_URL"] = f"{server}/{db}"
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    os.environ.pop("CELERY_BROKER_URL", None)  # tasks in-process: nothing is enqueued here anyway
    import django

    django.setup()
    from django.core.management import call_command

    if fresh:
        call_command("migrate", verbosity=0)


def generate(games: int, players: int, seed: int = 1) -> None:
    """Insert players and finished games with synthetic outcomes, in bulk
    (``core.bulk.bulk_insert``: COPY on PostgreSQL, one transaction)."""
    from django.contrib.auth import get_user_model
    from django.db import transaction
    from django.utils import timezone

    from core.bulk import bulk_insert
    from games.models import Game, GameStatus, Seat, SeatType
    from ladders.engine import placements_from_keys
    from players.models import Player

    rng = random.Random(seed)
    user_model = get_user_model()
    with transaction.atomic():
        users = [user_model(username=f"bench{i}") for i in range(players)]
        bulk_insert(user_model, users)
        bench_players = [Player(user_id=user.pk, handle=f"bench{i}") for i, user in enumerate(users)]
        bulk_insert(Player, bench_players)
    player_ids = [player.pk for player in bench_players]
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
        with transaction.atomic():
            bulk_insert(Game, rows)
            bulk_insert(
                Seat,
                [
                    Seat(
                        game_id=game.pk,
                        index=i,
                        type=SeatType.HUMAN if p else SeatType.AI,
                        player_id=p or None,
                        bot="" if p else "random",
                    )
                    for game, seated in zip(rows, seat_specs, strict=True)
                    for i, p in enumerate(seated)
                ],
                with_ids=False,
            )
        print(f"  generated {min(games, first + batch)}/{games} games", file=sys.stderr, flush=True)


class Progress:
    """Recompute progress on stderr, every tenth of the games."""

    def __init__(self, label: str, total: int) -> None:
        self.label, self.total, self.done, self.shown = label, total, 0, 0
        self.started = time.perf_counter()

    def __call__(self, n: int) -> None:
        self.done += n
        if self.done * 10 // max(1, self.total) > self.shown or self.done == self.total:
            self.shown = self.done * 10 // max(1, self.total)
            elapsed = time.perf_counter() - self.started
            print(f"  {self.label}: {self.done:,}/{self.total:,} games, {elapsed:.1f} s", file=sys.stderr, flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--players", type=int, default=10_000)
    parser.add_argument("--updates", type=int, default=200, help="incremental updates timed")
    db_args(parser)
    args = parser.parse_args()
    setup_django(args.pg, args.db, fresh=True)

    from django.db import connection, transaction

    from games.models import Game, Seat
    from ranks.models import PlayerRank, RatingHistory
    from ranks.rating import rate_with_openskill, replay
    from ranks.services import GAME_FIELDS, FinishedGame, _results_for, ranks_apply_game, ranks_recompute

    t0 = time.perf_counter()
    generate(args.games, args.players)
    with connection.cursor() as cursor:
        cursor.execute("VACUUM ANALYZE")  # a loaded database is vacuumed and has statistics
    print(
        f"generated {args.games:,} games, {args.players:,} players in {time.perf_counter() - t0:.1f} s", file=sys.stderr
    )

    # The baseline: the same games, already read and parsed, rated by openskill in memory.
    rows = [FinishedGame(*r) for r in Game.objects.order_by("finished_at", "id").values_list(*GAME_FIELDS)]
    results = [r for start in range(0, len(rows), 5000) for r in _results_for(rows[start : start + 5000])]
    t0 = time.perf_counter()
    reference = replay(results, rate=rate_with_openskill)
    baseline = time.perf_counter() - t0
    print(f"baseline: openskill in memory, {len(results):,} games in {baseline:.1f} s", file=sys.stderr)
    t0 = time.perf_counter()
    replay(results)
    maths = time.perf_counter() - t0
    print(f"ranks.rating.plackett_luce in memory: {maths:.1f} s", file=sys.stderr)

    timings = {}
    for label in ("into empty rank tables", "over full rank tables"):
        t0 = time.perf_counter()
        replayed = ranks_recompute(progress=Progress(f"recompute {label}", len(results)))
        timings[label] = time.perf_counter() - t0
        print(f"full recompute {label}: {replayed:,} games in {timings[label]:.1f} s", file=sys.stderr)
    ranks = {
        (p, scope): (mu, sigma, frags, games)
        for p, scope, mu, sigma, frags, games in PlayerRank.objects.values_list(
            "player_id", "scope", "mu", "sigma", "frags", "games_played"
        )
    }
    expected = {key: (s.mu, s.sigma, s.frags, s.games) for key, s in reference.items()}
    if ranks != expected:
        raise SystemExit("the recompute's ranks differ from the in-memory replay's")
    history_rows, rank_rows = RatingHistory.objects.count(), len(ranks)

    # One more game at a time, as the rank task applies it when a game finishes.
    updates: list[float] = []
    bare: list[float] = []
    last = Game.objects.order_by("-id").first()
    assert last is not None
    assert last.finished_at is not None
    seats = list(Seat.objects.filter(game=last).order_by("index"))
    # order_by(): the model ordering would join the DISTINCT and repeat players.
    players = list(
        Seat.objects.filter(player__isnull=False).order_by().values_list("player_id", flat=True).distinct()[:500]
    )
    rng = random.Random(2)
    for n in range(args.updates):
        game = Game.objects.get(pk=last.pk)
        game.pk = None
        game.finished_at = last.finished_at + timedelta(minutes=n + 1)
        game.save()
        seated = rng.sample(players, len(seats))
        for seat, player in zip(seats, seated, strict=True):
            Seat.objects.create(game=game, index=seat.index, type="human", player_id=player)
        # The update's floor on this machine now: a transaction of its round trips doing nothing.
        t0 = time.perf_counter()
        with transaction.atomic(), connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.execute("SELECT 1")
        bare.append((time.perf_counter() - t0) * 1000)
        t0 = time.perf_counter()
        assert ranks_apply_game(game_id=game.pk) == 1
        updates.append((time.perf_counter() - t0) * 1000)
    updates.sort()
    bare.sort()
    p99 = updates[min(len(updates) - 1, int(len(updates) * 0.99))]
    bare_p99 = bare[min(len(bare) - 1, int(len(bare) * 0.99))]

    games = len(results)
    load = os.getloadavg()[0]
    print(
        f"Ranks on PostgreSQL: {games:,} games, {args.players:,} players ({rank_rows:,} rank rows,"
        f" {history_rows:,} history rows), load {load:.1f}; ratio = the baseline's seconds / this row's"
        " (higher is faster)"
    )
    print()
    print("| what | seconds | games/s | ratio to baseline |")
    print("|---|---|---|---|")
    print(f"| baseline: openskill rating maths alone, in memory | {baseline:.2f} | {games / baseline:,.0f} | 1.00 |")
    print(
        f"| ranks.rating.plackett_luce maths alone, in memory | {maths:.2f} | {games / maths:,.0f}"
        f" | {baseline / maths:.2f} |"
    )
    for label, seconds in timings.items():
        print(
            f"| full recompute {label} (target ≤ 20 s), {seconds / maths:.2f}x the plackett_luce maths alone"
            f" | {seconds:.2f} | {games / seconds:,.0f}"
            f" | {baseline / seconds:.2f} |"
        )
    median = statistics.median(updates) / 1000
    bare_median = statistics.median(bare) / 1000
    print(
        f"| baseline: an empty transaction of the update's four round trips (BEGIN, two SELECT 1, COMMIT),"
        f" interleaved with the updates: p50 {bare_median * 1000:.2f} ms, p99 {bare_p99:.2f} ms"
        f" | {bare_median:.4f} | | |"
    )
    print(
        f"| one finished game's incremental update (target ≤ 5 ms), {len(updates)} games:"
        f" p50 {median * 1000:.2f} ms, p99 {p99:.2f} ms, max {updates[-1]:.2f} ms;"
        f" {median / bare_median:.1f}x the empty transaction's p50, {p99 / bare_p99:.1f}x its p99"
        f" | {median:.4f} | {1 / median:,.0f} | {baseline / games / median:.2f} |"
    )


if __name__ == "__main__":
    main()
