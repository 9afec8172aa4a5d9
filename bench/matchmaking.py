"""The matcher at scale, on PostgreSQL.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/ladders python bench/matchmaking.py \
        [--tickets 10000] [--stream-seconds 600] [--rate 4]

Uses its own database ``<name>_mmbench`` on that server (dropped and made
afresh). Two measurements:

1. **One pass over 10,000 open tickets** across every ruleset and scenario
   (players with ratings drawn from N(10, 8), seat ranges 2-2, 2-4, 3-4 or
   the scenario's whole range, opened over the last two minutes): the wall
   time of ``matchmaking_pass`` (locking the pools, planning, creating every
   game with its players seated, updating the tickets), and of the planning
   alone (the pure ``plan_pool`` on the same tickets).
2. **A simulated stream of arrivals**: Poisson arrivals at ``--rate`` tickets
   a second spread over the rulesets, a pass every 2 simulated seconds (as
   the beat schedule runs it), 30% of tickets with ``bots_after`` 60 s;
   reports the p50/p90 wait from opening to being seated.

Progress goes to stderr; the final markdown table to stdout. Part 1 runs
``--rounds`` times (fresh tickets each), each beside its own baselines, because
absolute times on a shared machine swing with its load: bench/baseline_playout.py's
Connect-Four plies/s, and a bare COPY + UPDATE of the pass's own rows (the
database work alone, psycopg only). It also reads the CPU seconds of this
process and of its PostgreSQL backend, which the load does not inflate as it
does wall time. ``--profile`` prints a cProfile (CPU time) of the first pass.
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
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from baseline_playout import plies_per_second  # noqa: E402


def log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def setup(url: str) -> None:
    server, name = url.rsplit("/", 1)
    bench_db = f"{name}_mmbench"
    subprocess.run(
        [
            "psql",
            f"{server}/postgres",
            "-q",
            "-c",
            f"DROP DATABASE IF EXISTS {bench_db}",
            "-c",
            f"CREATE DATABASE {bench_db}",
        ],
        check=True,
    )
    os.environ["DATABASE_URL"] = f"{server}/{bench_db}"
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    os.environ["LOG_LEVEL"] = "WARNING"
    os.environ.pop("CELERY_BROKER_URL", None)  # bots' turns in-process; tickets here ask for none in part 1
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)


def make_players(count: int, prefix: str) -> list[int]:
    from django.contrib.auth import get_user_model

    from players.models import Player

    user_model = get_user_model()
    users = user_model.objects.bulk_create((user_model(username=f"{prefix}{i}") for i in range(count)), batch_size=5000)
    players = Player.objects.bulk_create(
        (Player(user_id=u.pk, handle=f"{prefix}{i}") for i, u in enumerate(users)), batch_size=5000
    )
    return [p.pk for p in players]


def pools() -> list[tuple[str, str, int, int, bool, dict[str, object]]]:
    from ladders.engine import GameConfig
    from ladders.registry import all_rulesets
    from matchmaking.services import _team_layout

    out = []
    for rules in all_rulesets():
        info = rules.info
        for scenario in info.scenarios:
            low, high = scenario.min_seats or info.min_seats, scenario.max_seats or info.max_seats
            # The smallest table the scenario is played at (in teams, for a team scenario).
            seats = next(n for n in range(low, high + 1) if not scenario.teams or rules.team_sizes(scenario.id, n))
            teams = _team_layout(rules, scenario.id, seats) if scenario.teams else None
            options = rules.validate_config(GameConfig(scenario.id, seats, {}, teams))
            out.append((info.id, scenario.id, low, high, scenario.teams, options))
    return out


def ticket_rows(players: list[int], rng: random.Random, now: object, spread_seconds: float) -> list[object]:
    from matchmaking.models import Ticket
    from matchmaking.services import pool_key

    kinds = pools()
    rows = []
    for player_id in players:
        ruleset, scenario, low, high, _teams, options = rng.choice(kinds)
        lo, hi = rng.choice([(2, 2), (2, 4), (3, 4), (low, high)])
        lo, hi = max(lo, low), min(hi, high)
        if lo > hi:  # a scenario of 3 seats or more
            lo, hi = low, high
        created = now - timedelta(seconds=rng.uniform(0, spread_seconds))  # type: ignore[operator]
        rows.append(
            Ticket(
                player_id=player_id,
                ruleset=ruleset,
                scenario=scenario,
                options=options,
                pool=pool_key(ruleset, scenario, options),
                min_seats=lo,
                max_seats=hi,
                rating=rng.gauss(10, 8),
                created_at=created,
                expires_at=created + timedelta(seconds=600),
            )
        )
    return rows


PHASES: dict[str, float] = {}


def time_phases() -> None:
    """Wrap the pass's phases (module attributes the pass calls) with wall-clock
    timers adding into PHASES: what a pass spends where."""
    import functools

    from core import bulk
    from games import services as game_services
    from ladders.engine import Ruleset
    from matchmaking import services

    def timed(name: str, fn: Any) -> Any:
        @functools.wraps(fn)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            t0 = time.perf_counter()
            try:
                return fn(*args, **kwargs)
            finally:
                PHASES[name] = PHASES.get(name, 0.0) + time.perf_counter() - t0

        return wrapper

    services.pool_match = timed("pool_match with its commit", services.pool_match)  # type: ignore[assignment]
    services._lock_searching = timed("lock + read tickets", services._lock_searching)  # type: ignore[assignment]
    services.plan_pool = timed("plan_pool", services.plan_pool)  # type: ignore[assignment]
    services._seat_specs = timed("seat specs", services._seat_specs)  # type: ignore[assignment]
    services.games_create_seated = timed("games_create_seated (all)", services.games_create_seated)  # type: ignore[assignment]
    game_services.creating.bulk_insert_rows = timed("  COPY games + seats", bulk.bulk_insert_rows)  # type: ignore[assignment]
    services.bulk_insert_rows = timed("COPY matches", bulk.bulk_insert_rows)  # type: ignore[assignment]
    services._tickets_matched = timed("UPDATE tickets", services._tickets_matched)  # type: ignore[assignment]
    services._pool_lock = timed("advisory lock", services._pool_lock)  # type: ignore[assignment]
    services.publish_on_commit = timed("notices (encode)", services.publish_on_commit)  # type: ignore[assignment]
    game_services.creating.publish_on_commit = timed("  notices (encode)", game_services.creating.publish_on_commit)  # type: ignore[assignment]
    from django.db.backends.base.base import BaseDatabaseWrapper

    BaseDatabaseWrapper.commit = timed("COMMIT", BaseDatabaseWrapper.commit)  # type: ignore[method-assign]
    setup_fn = Ruleset.setup
    Ruleset.setup = timed("  Ruleset.setup (dealing)", setup_fn)  # type: ignore[method-assign]


def backend_cpu_seconds() -> float:
    """CPU seconds the PostgreSQL backend serving this connection has used (user +
    system, from /proc: the server runs on this machine)."""
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_backend_pid()")
        pid = cursor.fetchone()[0]
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


# CPU seconds of the PostgreSQL backends of the matcher's helper threads (a pass matches
# PASS_WORKERS pools at once, each on its own connection), added up pool by pool: a
# helper's connection is closed when the pass ends, so it cannot be read afterwards.
HELPER_SERVER_CPU: list[float] = []


def count_helper_backends() -> None:
    """Wrap pool_match to add what each pool cost its backend when it runs on a
    helper thread (the main thread's backend is read by CpuClock itself)."""
    import functools
    import threading

    from matchmaking import services

    inner = services.pool_match

    @functools.wraps(inner)
    def counted(*args: Any, **kwargs: Any) -> Any:
        if threading.current_thread() is threading.main_thread():
            return inner(*args, **kwargs)
        before = backend_cpu_seconds()
        try:
            return inner(*args, **kwargs)
        finally:
            HELPER_SERVER_CPU.append(backend_cpu_seconds() - before)

    services.pool_match = counted  # type: ignore[assignment]


class CpuClock:
    """Wall time, and the CPU time of this process and of its PostgreSQL backend: CPU
    seconds do not grow with the machine's load as wall time does, so they say what a
    pass costs on a quiet machine (where it takes about the larger of the two)."""

    def __enter__(self) -> CpuClock:
        HELPER_SERVER_CPU.clear()
        self.server0 = backend_cpu_seconds()
        self.client0 = time.process_time()
        self.wall0 = time.perf_counter()
        return self

    def __exit__(self, *exc: object) -> None:
        self.wall = time.perf_counter() - self.wall0
        self.client = time.process_time() - self.client0
        self.server = backend_cpu_seconds() - self.server0 + sum(HELPER_SERVER_CPU)


def bare_copy(games: list[int]) -> CpuClock:
    """The database part alone, as a baseline measured in the same run: COPY the
    pass's own game, seat and match rows (as read back) into fresh tables of the
    same shape and indexes, and update the same ticket rows, in one committed
    transaction (bare psycopg: no Django models, no engine, no planning)."""
    from django.db import connection, transaction

    with connection.cursor() as cursor:
        raw = cursor.cursor  # psycopg's own cursor
        tables = [("games_game", "id"), ("games_seat", "game_id"), ("matchmaking_match", "game_id")]
        rows: dict[str, list[tuple[Any, ...]]] = {}
        for table, key in tables:
            raw.execute(f"SELECT * FROM {table} WHERE {key} = ANY(%s)", [games])
            rows[table] = raw.fetchall()
        raw.execute("SELECT id, game_id FROM matchmaking_ticket WHERE game_id = ANY(%s)", [games])
        pairs = raw.fetchall()
    with connection.cursor() as cursor:
        raw = cursor.cursor
        for table, _key in tables:
            raw.execute(f"DROP TABLE IF EXISTS bare_{table}")
            raw.execute(f"CREATE TABLE bare_{table} (LIKE {table} INCLUDING DEFAULTS INCLUDING INDEXES)")
        with CpuClock() as clock, transaction.atomic():
            for table, _key in tables:
                with raw.copy(f"COPY bare_{table} FROM STDIN") as copy:
                    for row in rows[table]:
                        copy.write_row(row)
            raw.execute(
                "UPDATE matchmaking_ticket SET closed_at = closed_at, game_id = matched.game"
                " FROM unnest(%s::bigint[], %s::bigint[]) AS matched (ticket, game)"
                " WHERE matchmaking_ticket.id = matched.ticket",
                [[t for t, _ in pairs], [g for _, g in pairs]],
            )
        for table, _key in tables:
            raw.execute(f"DROP TABLE bare_{table}")
    return clock


def one_pass(count: int, rng: random.Random, prefix: str, profile: bool = False) -> dict[str, float]:
    from django.utils import timezone

    from matchmaking import services
    from matchmaking.matching import OpenTicket, plan_pool
    from matchmaking.models import Ticket, TicketStatus

    log(f"creating {count:,} players and open tickets ...")
    Ticket.objects.filter(status=TicketStatus.SEARCHING).update(status=TicketStatus.CANCELLED)  # an earlier round's
    now = timezone.now()
    Ticket.objects.bulk_create(ticket_rows(make_players(count, prefix), rng, now, 120.0), batch_size=5000)
    open_tickets = list(Ticket.objects.filter(status=TicketStatus.SEARCHING))
    by_pool: dict[str, list[OpenTicket]] = {}
    for t in open_tickets:
        by_pool.setdefault(t.pool, []).append(
            OpenTicket(t.pk, t.player_id, t.rating, t.min_seats, t.max_seats, (t.created_at - now).total_seconds())
        )
    t0 = time.perf_counter()
    planned = sum(len(plan_pool(tickets, 0.0)) for tickets in by_pool.values())
    plan_seconds = time.perf_counter() - t0
    log(f"planning alone: {planned:,} games in {plan_seconds:.3f} s; now the pass ...")
    if profile:
        import cProfile
        import pstats

        profiler = cProfile.Profile(time.process_time)  # CPU time: what the load does not inflate
        t0 = time.perf_counter()
        profiler.enable()
        result = services.matchmaking_pass(now=now)
        profiler.disable()
        pass_seconds = time.perf_counter() - t0
        pstats.Stats(profiler, stream=sys.stderr).sort_stats("cumulative").print_stats(45)
        pstats.Stats(profiler, stream=sys.stderr).sort_stats("tottime").print_stats(30)
    else:
        PHASES.clear()
        with CpuClock() as clock:
            result = services.matchmaking_pass(now=now)
        pass_seconds = clock.wall
    for name, seconds in sorted(PHASES.items(), key=lambda kv: -kv[1]):
        log(f"  phase {name}: {seconds:.3f} s")
    bare_clock = bare_copy(result.games)
    bare = bare_clock.wall
    log(f"bare COPY + UPDATE of the same rows: {bare:.3f} s")
    if not profile:
        log(
            f"CPU: pass {clock.client:.2f} s here + {clock.server:.2f} s in PostgreSQL;"
            f" bare {bare_clock.client:.2f} + {bare_clock.server:.2f} s"
        )
    log(f"pass: {result.matched:,} tickets into {len(result.games):,} games in {pass_seconds:.3f} s")
    t0 = time.perf_counter()
    again = services.matchmaking_pass(now=now)
    rest_seconds = time.perf_counter() - t0
    return {
        "tickets": count,
        "pools": result.pools,
        "matched": result.matched,
        "games": len(result.games),
        "pass_seconds": pass_seconds,
        "bare_seconds": bare,
        "pass_cpu_client": clock.client if not profile else float("nan"),
        "pass_cpu_server": clock.server if not profile else float("nan"),
        "bare_cpu_client": bare_clock.client,
        "bare_cpu_server": bare_clock.server,
        "plan_seconds": plan_seconds,
        "second_pass_seconds": rest_seconds,
        "second_pass_matched": again.matched,
        "left_open": Ticket.objects.filter(status=TicketStatus.SEARCHING).count(),
    }


def stream(seconds: float, rate: float, rng: random.Random) -> dict[str, float]:
    """Simulated time: tickets open at Poisson arrivals, a pass every 2 s."""
    from django.utils import timezone

    from matchmaking import services
    from matchmaking.models import Ticket, TicketStatus

    Ticket.objects.all().update(status=TicketStatus.CANCELLED)  # part 1's leftovers leave the pools
    arrivals = []
    t = 0.0
    while True:
        t += rng.expovariate(rate)
        if t >= seconds:
            break
        arrivals.append(t)
    from players.models import Player

    players = list(Player.objects.filter(pk__in=make_players(len(arrivals), "st")).order_by("pk"))
    start = timezone.now()
    kinds = pools()
    step = 2.0
    clock = 0.0
    i = 0
    while clock <= seconds + 120:
        while i < len(arrivals) and arrivals[i] <= clock:
            ruleset, scenario, low, high, _teams, _options = rng.choice(kinds)
            lo, hi = rng.choice([(2, 2), (2, 4), (low, high)])
            lo, hi = (max(lo, low), min(hi, high)) if max(lo, low) <= min(hi, high) else (low, high)
            ticket = services.ticket_create(
                player=players[i],
                ruleset_id=ruleset,
                scenario=scenario,
                min_seats=lo,
                max_seats=hi,
                bots_after=60 if rng.random() < 0.3 else None,
                bot="random",
                now=start + timedelta(seconds=arrivals[i]),
            )
            # The ruleset-scope rating a player would have: N(10, 8).
            Ticket.objects.filter(pk=ticket.pk).update(rating=rng.gauss(10, 8))
            i += 1
        services.matchmaking_pass(now=start + timedelta(seconds=clock))
        clock += step
        if int(clock) % 60 == 0:
            log(f"stream: {clock:.0f} s simulated, {i:,} tickets opened")
    tickets = list(Ticket.objects.filter(player__in=players))
    waits = sorted(t.waited_seconds for t in tickets if t.status == TicketStatus.MATCHED)
    return {
        "arrivals": len(arrivals),
        "rate": rate,
        "matched": len(waits),
        "expired": sum(1 for t in tickets if t.status == TicketStatus.EXPIRED),
        "still_open": sum(1 for t in tickets if t.status == TicketStatus.SEARCHING),
        "p50_wait": statistics.median(waits) if waits else float("nan"),
        "p90_wait": waits[int(len(waits) * 0.9)] if waits else float("nan"),
        "with_bots": sum(
            1 for t in tickets if t.status == TicketStatus.MATCHED and t.game_id and t.bots_after is not None
        ),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tickets", type=int, default=10_000)
    parser.add_argument("--stream-seconds", type=float, default=600.0, help="simulated seconds of arrivals")
    parser.add_argument("--rate", type=float, default=1.0, help="arrivals per simulated second, all rulesets")
    parser.add_argument("--seed", type=int, default=18)
    parser.add_argument("--profile", action="store_true", help="cProfile the 10,000-ticket pass (stderr)")
    parser.add_argument("--no-stream", action="store_true", help="only the one pass")
    parser.add_argument("--rounds", type=int, default=3, help="10,000-ticket passes, each beside its own baselines")
    parser.add_argument(
        "--workers",
        type=int,
        default=None,
        help="pools matched at once (MATCHMAKING PASS_WORKERS; default: the setting)",
    )
    args = parser.parse_args()
    server = os.environ.get("PG_SERVER_URL")  # from bench/report.py (make bench)
    url = (
        f"{server}/ladders" if server else os.environ.get("DATABASE_URL", "postgres://postgres@127.0.0.1:5432/ladders")
    )
    if not url.startswith("postgres"):
        raise SystemExit("point DATABASE_URL at PostgreSQL")
    setup(url)
    if args.workers is not None:
        from django.conf import settings

        settings.MATCHMAKING = {**getattr(settings, "MATCHMAKING", {}), "PASS_WORKERS": args.workers}
    rng = random.Random(args.seed)
    time_phases()
    count_helper_backends()
    rounds = []
    for n in range(args.rounds):
        before = plies_per_second(1.0, random.Random(2 * n + 1))
        rounds.append(one_pass(args.tickets, rng, f"mm{n}_", profile=args.profile and n == 0))
        rounds[-1]["baseline"] = (before + plies_per_second(1.0, random.Random(2 * n + 2))) / 2
        ratio = rounds[-1]["pass_seconds"] / rounds[-1]["bare_seconds"]
        log(f"round {n + 1}: ratio pass / bare COPY {ratio:.2f}, load {os.getloadavg()[0]:.1f}")
    first = rounds[0]
    base_before, base_after = rounds[0]["baseline"], rounds[-1]["baseline"]
    if args.no_stream:
        flow = None
    else:
        log("simulating a stream of arrivals ...")
        flow = stream(args.stream_seconds, args.rate, rng)
    baseline = (base_before + base_after) / 2
    print()
    print("Matchmaking on PostgreSQL")
    print()
    print("| measurement | figure |")
    print("|---|---|")
    print(f"| baseline: Connect-Four random playouts | {baseline:,.0f} plies/s |")
    print(f"| open tickets, pools | {first['tickets']:,}, {first['pools']} |")
    print(f"| one pass: tickets matched, games created | {first['matched']:,}, {first['games']:,} |")
    for n, r in enumerate(rounds, 1):
        print(
            f"| round {n}: pass / bare COPY of its rows / ratio | {r['pass_seconds']:.2f} s / "
            f"{r['bare_seconds']:.2f} s / {r['pass_seconds'] / r['bare_seconds']:.2f} |"
        )
    median_pass = statistics.median(r["pass_seconds"] for r in rounds)
    median_ratio = statistics.median(r["pass_seconds"] / r["bare_seconds"] for r in rounds)
    print(f"| **one pass, wall time (median of {len(rounds)})** | **{median_pass:.2f} s** (target <= 2 s) |")
    print(f"| **pass / bare COPY + UPDATE of the same rows (median)** | **{median_ratio:.2f}** |")
    cpu_client = statistics.median(r["pass_cpu_client"] for r in rounds)
    cpu_server = statistics.median(r["pass_cpu_server"] for r in rounds)
    print(
        f"| **pass CPU: this process + its PostgreSQL backend (median)** |"
        f" **{cpu_client:.2f} s + {cpu_server:.2f} s** |"
    )
    bare_client = statistics.median(r["bare_cpu_client"] for r in rounds)
    bare_server = statistics.median(r["bare_cpu_server"] for r in rounds)
    print(f"| bare COPY CPU: client + backend (median) | {bare_client:.2f} s + {bare_server:.2f} s |")
    print(f"| of which planning (pure matcher) | {first['plan_seconds']:.3f} s |")
    load_free = statistics.median(r["pass_seconds"] * r["baseline"] for r in rounds)
    print(f"| pass time x baseline plies/s (load-free figure, median) | {load_free:,.0f} plies |")
    print(f"| load (uptime) | {os.getloadavg()[0]:.1f} |")
    from matchmaking.services import mm_setting

    print(f"| pools matched at once (PASS_WORKERS) | {mm_setting('PASS_WORKERS')} |")
    left = f"{first['second_pass_seconds']:.2f} s, {first['second_pass_matched']} matched"
    print(f"| next pass over the {first['left_open']:,} left open | {left} |")
    if flow is None:
        return
    print(f"| stream: arrivals, rate | {flow['arrivals']:,} over {args.stream_seconds:.0f} s, {flow['rate']}/s |")
    print(
        f"| stream: matched, expired, still open | {flow['matched']:,}, {flow['expired']:,}, {flow['still_open']:,} |"
    )
    print(f"| **stream: p50 wait to a game** | **{flow['p50_wait']:.1f} s** (p90 {flow['p90_wait']:.1f} s) |")


if __name__ == "__main__":
    main()
