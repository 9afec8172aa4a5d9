"""The load run's report (loadtest/run.sh runs it after Locust stops).

Prints: requests and actions per second; p50/p99 per endpoint (Locust's
CSV); errors by status and code; the AI hop (a player's action committed to
the bot's answer committed, from the database) p50/p99/max; the worker queue's
longest wait and the database connections used (loadtest/sampler.py); each
server process's memory at the start, five minutes into the loaded run and the end; the streams' frames and
longest gap. Then checks the database as the fault tests do: every game's
versions contiguous (nothing lost, nothing doubled), every action the players
were told was accepted is there once, at the version they were told, a retry
with the same Idempotency-Key answered the first answer and wrote nothing, and
finished games replay to their final hash. Exit 1 if any check fails or any
answer was a 5xx."""

from __future__ import annotations

import argparse
import csv
import json
import os
import sys
import time
from collections import Counter, defaultdict
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

import django

django.setup()

from django.db.models import Count, Max, Min  # noqa: E402
from django.utils import timezone  # noqa: E402

from games import selectors  # noqa: E402
from games.models import Action, ActionReason, Game, GameStatus  # noqa: E402


def percentile(values: list[float], share: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def memory_line(points: list[list[float]], run_start: float = 0.0) -> str:
    """First, five-minute and last RSS (MiB), and the growth from the five-minute mark to
    the end: "flat after the first five minutes" is judged on that growth (issue #45).
    ``points`` are [seconds since the sampler started, bytes]; ``run_start`` is when the
    held run began on that clock (the sampler starts before the unloaded baseline, and
    the players' arrival comes before the held run)."""
    first = points[0][1]
    settled = next((rss for at, rss in points if at - run_start >= 300), None)
    last = points[-1][1]
    if settled is None:
        return f"{first / 2**20:7.0f} -> {last / 2**20:7.0f} MiB (run under 5 min)"
    growth = (last - settled) / settled * 100
    return f"{first / 2**20:7.0f} {settled / 2**20:7.0f} {last / 2**20:7.0f} MiB  {growth:+5.1f}%"


def run_start_on_sampler_clock(samples: dict[str, Any], run_started: float) -> float:
    """When the loaded run began (``run_started``, wall clock), in seconds on the sampler's
    clock (its memory points). The sampler records its wall-clock start; older samples
    files give it through their timeline, whose first row was taken with the first memory
    points."""
    started = samples.get("started")
    if started is None:
        timeline = samples.get("timeline") or []
        firsts = [points[0][0] for points in samples.get("memory", {}).values() if points]
        if not timeline or not firsts:
            return 0.0
        started = timeline[0][0] - min(firsts)
    return max(0.0, run_started - float(started))


def held_p99(posts: list[list[float]], ramp: float) -> tuple[float, int]:
    """The turn POST's p99 (ms) and its count over the held run: the posts from ``ramp``
    seconds on, when every player is in (``posts``: [seconds since the start, ms])."""
    times = [ms for at, ms in posts if at >= ramp]
    return percentile(times, 0.99), len(times)


def turn_post_windows(posts: list[list[float]], unloaded_p99: float, window: float = 300) -> list[str]:
    """The turn POST's p99 over each ``window`` seconds of the run, and over the run after
    its first window (``posts``: [seconds since the start, ms]); each against the unloaded
    p99. The whole run's p99 is the one judged: these say where in the run it comes from."""
    if not posts:
        return []
    end = max(at for at, _ in posts)
    lines = []
    start = 0.0
    while start <= end:
        times = [ms for at, ms in posts if start <= at < start + window]
        if times:
            p99 = percentile(times, 0.99)
            lines.append(
                f"  {start / 60:4.0f}-{(start + window) / 60:.0f} min  {len(times):>7} posts  p99 {p99:6.0f} ms"
                f"  {p99 / max(unloaded_p99, 1):5.1f}x"
            )
        start += window
    later = [ms for at, ms in posts if at >= window]
    if later:
        p99 = percentile(later, 0.99)
        ratio = p99 / max(unloaded_p99, 1)
        lines.append(f"  after {window / 60:.0f} min   {len(later):>7} posts  p99 {p99:6.0f} ms  {ratio:5.1f}x")
    return lines


WEB = "web (gunicorn)"
DRIVER_ROLES = ("locust (the driver)", "other")


def stretch_costs(
    timeline: list[list[Any]], started: float, requests_by_10s: dict[str, int], window: float = 300
) -> list[str]:
    """What each ``window`` seconds of the run cost: how busy the machine was, the web tier's
    cores, the requests answered, and the web tier's and the whole service's CPU per request
    (every role but the driver's). ``timeline``: the sampler's [wall clock, busy, idle, steal
    jiffies, CPU seconds by role so far] every 10 s; ``started``: the driver's start (wall
    clock); ``requests_by_10s``: requests by the 10 s since ``started`` they ended in. A slow
    stretch that cost more CPU a request is the service's doing; one that cost the same on a
    busier machine is the load's (or the host's)."""
    points = [(at - started, point) for at, *point in timeline]
    if len(points) < 2:
        return []
    end = max((int(bucket) + 1) * 10 for bucket in requests_by_10s) if requests_by_10s else points[-1][0]
    lines = []
    start = 0.0
    while start < end:
        inside = [(at, point) for at, point in points if start - 5 <= at <= start + window + 5]
        if len(inside) >= 2:
            (t0, (busy0, idle0, _s0, roles0)), (t1, (busy1, idle1, _s1, roles1)) = inside[0], inside[-1]
            requests = sum(n for bucket, n in requests_by_10s.items() if start <= int(bucket) * 10 < start + window)
            busy_share = (busy1 - busy0) / max(busy1 - busy0 + idle1 - idle0, 1)
            web = roles1.get(WEB, 0.0) - roles0.get(WEB, 0.0)
            service = sum(v - roles0.get(k, 0.0) for k, v in roles1.items() if k not in DRIVER_ROLES)
            per = (
                f"web {web / requests * 1000:5.1f} ms, service {service / requests * 1000:5.1f} ms" if requests else "-"
            )
            lines.append(
                f"  {start / 60:4.0f}-{(start + window) / 60:.0f} min  machine {busy_share:4.0%} busy  "
                f"web {web / max(t1 - t0, 1):4.2f} cores  {requests:>7} requests ({requests / window:5.1f}/s)  "
                f"CPU a request: {per}"
            )
        start += window
    return lines


def mix_by_stretch(actions: list[tuple[float, str, str]], window: float = 300) -> list[str]:
    """The run's mix over each ``window`` seconds: the players' actions by ruleset and the
    bots' actions (``actions``: [seconds since the start, reason, ruleset]). A mix that
    drifts (long games giving way to short ones) changes what a request costs as much as
    the load does, so each run says how steady its own was."""
    if not actions:
        return []
    rulesets = sorted({ruleset for _, _, ruleset in actions})
    players: dict[int, Counter[str]] = defaultdict(Counter)  # by window: the players' actions by ruleset
    bots: Counter[int] = Counter()
    for at, reason, ruleset in actions:
        if reason == "player":
            players[int(at // window)][ruleset] += 1
        elif reason == "ai":
            bots[int(at // window)] += 1
    header = "".join(f"{name[:14]:>16}" for name in rulesets)
    lines = [f"  stretch     {header}      bots  players' share of long games"]
    for index in range(int(max(at for at, _, _ in actions) // window) + 1):
        by_ruleset = players[index]
        total = sum(by_ruleset.values())
        long_share = sum(n for name, n in by_ruleset.items() if name in LONG_RULESETS) / max(total, 1)
        lines.append(
            f"  {index * window / 60:4.0f}-{(index + 1) * window / 60:.0f} min"
            + "".join(f"{by_ruleset.get(name, 0):>16}" for name in rulesets)
            + f"{bots[index]:>10}  {long_share:5.0%}"
        )
    return lines


# The load test's rulesets whose games run long (docs/performance.md: their share of the
# players' turns is what drifted in the 6 December runs).
LONG_RULESETS = ("ladder-29", "run-for-your-life-candyman")


def endpoint_table(stats_csv: Path) -> tuple[list[dict[str, str]], dict[str, str]]:
    with stats_csv.open() as f:
        rows = list(csv.DictReader(f))
    total = next(r for r in rows if r["Name"] == "Aggregated")
    return [r for r in rows if r["Name"] != "Aggregated"], total


def settle(timeout: float) -> int:
    """Wait (bounded) until no AI turn is still due: the workers finish what was queued."""
    deadline = time.monotonic() + timeout
    due = Game.objects.filter(status=GameStatus.ACTIVE, ai_due_at__isnull=False).count()
    while due and time.monotonic() < deadline:
        time.sleep(1)
        due = Game.objects.filter(status=GameStatus.ACTIVE, ai_due_at__isnull=False).count()
    return due


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", required=True)
    parser.add_argument("--run-seconds", type=float, required=True)
    parser.add_argument(
        "--ramp-seconds", type=float, default=0.0, help="the players' arrival, before the held run that is judged"
    )
    parser.add_argument("--users", type=int, required=True)
    parser.add_argument("--baseline-players", type=int, default=1, help="players in the unloaded baseline run")
    parser.add_argument("--settle-seconds", type=float, default=60)
    parser.add_argument("--verify", type=int, default=100, help="finished games replayed (at most)")
    parser.add_argument("--worker-logs", nargs="*", default=[])
    parser.add_argument(
        "--host-loop-seconds",
        nargs="*",
        type=float,
        default=[],
        help="the 30-million-addition loop's time before and after the run (the host's speed)",
    )
    parser.add_argument("--worker-nice", type=int, default=0, help="the workers' and beat's nice value")
    parser.add_argument("--think", default="1-3", help="the players' wait between two steps, LOW-HIGH seconds")
    args = parser.parse_args()
    out = Path(args.out)
    client = json.loads((out / "client.json").read_text())
    samples = json.loads((out / "samples.json").read_text()) if (out / "samples.json").exists() else {}
    rows, total = endpoint_table(out / "locust_stats.csv")
    seconds = max(1.0, client.get("stopped", time.time()) - client["started"])
    failures: list[str] = []

    load_average = Path("/proc/loadavg").read_text().strip()
    print(f"\n== load: {args.users} players, {seconds:.0f} s; load average {load_average}")
    print(
        f"   {os.cpu_count()} CPUs; workers and beat at nice {args.worker_nice};"
        f" each player waits {args.think} s between steps"
    )
    if args.host_loop_seconds:
        loops = " and ".join(f"{loop:.2f} s" for loop in args.host_loop_seconds)
        print(f"   the host's speed: the 30-million-addition loop took {loops} (before and after the run)")
    requests_total = int(total["Request Count"])
    accepted = client["accepted"]
    print(
        f"requests: {requests_total} ({requests_total / seconds:.1f}/s); actions accepted: {len(accepted)} "
        f"({len(accepted) / seconds:.2f}/s) of {client['actions_posted']} posted; players registered: "
        f"{client['players']}"
    )
    print("\nendpoint                                             count  fail    p50    p99  (ms)")
    for row in sorted(rows, key=lambda r: -int(r["Request Count"])):
        print(
            f"{row['Type']:<5}{row['Name'][:46]:<47}{row['Request Count']:>7}{row['Failure Count']:>6}"
            f"{row['50%']:>7}{row['99%']:>7}"
        )
    print(f"{'all':<52}{total['Request Count']:>7}{total['Failure Count']:>6}{total['50%']:>7}{total['99%']:>7}")

    baseline_csv = out / "baseline_stats.csv"
    if baseline_csv.exists():
        unloaded = {r["Name"]: r for r in endpoint_table(baseline_csv)[0]}
        loaded = {r["Name"]: r for r in rows}
        name = "/games/{id}/actions/"
        if name in unloaded and name in loaded and int(unloaded[name]["Request Count"]):
            before, after = float(unloaded[name]["99%"]), float(loaded[name]["99%"])
            posts = int(unloaded[name]["Request Count"])
            unloaded_line = f"{before:.0f} ms unloaded ({args.baseline_players} players, {posts} posts)"
            held, count = held_p99(client.get("turn_posts", []), args.ramp_seconds)
            if args.ramp_seconds > 0 and count == 0:
                print(f"\nturn POST p99 with every player in: no posts after {args.ramp_seconds / 60:.1f} min")
            elif args.ramp_seconds > 0:
                print(
                    f"\nturn POST p99 with every player in (from {args.ramp_seconds / 60:.1f} min, {count} posts): "
                    f"{held:.0f} ms under load, {unloaded_line}: {held / max(before, 1):.1f}x (target <= 5x)"
                )
                print(
                    f"turn POST p99 over the whole run, the arrival included: {after:.0f} ms, "
                    f"{after / max(before, 1):.1f}x"
                )
            else:
                print(
                    f"\nturn POST p99: {after:.0f} ms under load, {unloaded_line}: "
                    f"{after / max(before, 1):.1f}x (target <= 5x)"
                )
            windows = turn_post_windows(client.get("turn_posts", []), before)
            if windows:
                print("turn POST p99 by stretch of the run (as Locust timed them), against unloaded:")
                print("\n".join(windows))

    codes = Counter(client["codes"])
    errors = {k: v for k, v in codes.items() if int(k.split("|")[1]) >= 400}
    print("\nanswers >= 400 by endpoint, status and code:")
    for key, count in sorted(errors.items(), key=lambda kv: -kv[1]):
        print(f"  {count:>6}  {key.replace('|', ' ')}")
    if not errors:
        print("  none")
    server_errors = sum(v for k, v in codes.items() if int(k.split("|")[1]) >= 500)
    locust_failures = int(total["Failure Count"])
    if server_errors:
        failures.append(f"{server_errors} answers were 5xx")

    due = settle(args.settle_seconds)
    print(f"\nAI turns still due after settling: {due}")

    # The AI hop: a player's action committed -> the bot's next action committed, per game.
    hops: list[float] = []
    last: dict[int, tuple[str, Any]] = {}
    for game_id, reason, created in Action.objects.order_by("game_id", "seq").values_list(
        "game_id", "reason", "created_at"
    ):
        previous = last.get(game_id)
        if previous and previous[0] == ActionReason.PLAYER and reason == ActionReason.AI:
            hops.append((created - previous[1]).total_seconds())
        last[game_id] = (reason, created)
    started_at = datetime.fromtimestamp(client["started"], tz=UTC)
    mix = mix_by_stretch(
        [
            ((created - started_at).total_seconds(), reason, ruleset)
            for created, reason, ruleset in Action.objects.filter(created_at__gte=started_at).values_list(
                "created_at", "reason", "game__ruleset"
            )
        ]
    )
    if mix:
        print("the mix by stretch of the run: the players' actions by ruleset, and the bots' actions")
        print("\n".join(mix))
    print(
        f"AI hop (player's action -> bot's answer, committed): n={len(hops)} p50={percentile(hops, 0.5):.3f}s "
        f"p99={percentile(hops, 0.99):.3f}s max={max(hops, default=0):.3f}s"
    )
    if samples:
        print(
            f"worker queue: longest wait {samples['queue_wait_max']:.1f}s (p99 {samples['queue_wait_p99']:.1f}s, "
            f"sampled every {samples['interval']}s), longest queue {samples['queue_length_max']} tasks, "
            f"{samples['queue_tasks_seen']} tasks seen waiting"
        )
        print(
            f"database connections: max {samples['db_connections_max']} "
            f"(active max {samples['db_connections_active_max']}, mean {samples['db_connections_mean']:.1f})"
        )
        if samples.get("cpu_seconds"):
            wall = samples["seconds"] * samples["cpus"]
            print(
                f"CPU: the machine was {samples['machine_busy_share']:.0%} busy over the run "
                f"({samples['cpus']} CPUs; steal {samples['machine_steal_share']:.1%}); by role, share of all CPU time:"
            )
            for name, seconds in samples["cpu_seconds"].items():
                print(f"  {name:<30} {seconds:9.0f} s  {seconds / wall:6.1%}")
            stretches = stretch_costs(samples.get("timeline", []), client["started"], client.get("requests_by_10s", {}))
            if stretches:
                print("CPU by stretch of the run (the service: every role but the driver's):")
                print("\n".join(stretches))
        print(
            "memory (RSS of each process and its children): first sample, 5 min into the held run, last;"
            " growth after those 5 min:"
        )
        run_start = run_start_on_sampler_clock(samples, client["started"] + args.ramp_seconds)
        for name, points in samples["memory"].items():
            if points:
                print(f"  {name[-60:]:<60} {memory_line(points, run_start)}")
    print(
        f"streams: {client['streams_opened']} opened, {client['stream_frames']} frames, longest gap between two "
        f"frames {client['stream_gap_max']:.1f}s (heartbeat every 15 s); errors {client['stream_errors'] or 'none'}"
    )

    # Nothing lost, nothing doubled.
    games = Game.objects.annotate(n=Count("actions"), top=Max("actions__seq"), low=Min("actions__seq"))
    broken = [g.pk for g in games if g.n != g.version or (g.version and (g.top != g.version or g.low != 1))]
    print(f"\ngames: {games.count()} ({Game.objects.filter(status=GameStatus.FINISHED).count()} finished)")
    print(f"versions contiguous 1..version: {'all' if not broken else f'NOT in {len(broken)}: {broken[:10]}'}")
    if broken:
        failures.append(f"{len(broken)} games with versions not contiguous")
    by_key = {
        (row[0], row[1]): row[2]
        for row in Action.objects.filter(idempotency_key__isnull=False).values_list("game_id", "idempotency_key", "seq")
    }
    lost = [a for a in accepted if by_key.get((a[0], a[2])) != a[1]]
    keys = Counter((a[0], a[2]) for a in accepted)
    doubled = [k for k, n in keys.items() if n > 1]
    print(
        f"accepted actions found once at the version the player was told: {len(accepted) - len(lost)} of "
        f"{len(accepted)}; lost {len(lost)}; doubled {len(doubled)}"
    )
    if lost or doubled:
        failures.append(f"{len(lost)} accepted actions lost, {len(doubled)} doubled")
    retries = client["retries"]
    bad_retries = [r for r in retries if not r[3] or r[1] != r[2]]
    written_twice = (
        Action.objects.filter(idempotency_key__isnull=False)
        .values("game_id", "idempotency_key")
        .annotate(n=Count("id"))
        .filter(n__gt=1)
        .count()
    )
    print(
        f"retries with the same Idempotency-Key: {len(retries)}, answered the first answer (replayed): "
        f"{len(retries) - len(bad_retries)}; keys written twice: {written_twice}"
    )
    if bad_retries or written_twice:
        failures.append(f"{len(bad_retries)} retries not replayed, {written_twice} keys written twice")
    finished = list(Game.objects.filter(status=GameStatus.FINISHED).order_by("-pk")[: args.verify])
    unverified = [g.pk for g in finished if not selectors.game_verification(g)["verified"]]
    print(f"finished games replayed to their final hash: {len(finished) - len(unverified)} of {len(finished)}")
    if unverified:
        failures.append(f"{len(unverified)} finished games do not replay: {unverified[:10]}")
    per_reason = defaultdict(int)
    for reason, n in Action.objects.values_list("reason").annotate(n=Count("id")):
        per_reason[reason] = n
    print(f"actions in the database by reason: {dict(per_reason)}; at {timezone.now():%H:%M:%S}")
    print(f"locust failures (5xx or no answer, unexpected 4xx): {locust_failures}")
    if failures:
        print("\nLOAD CHECK FAILED: " + "; ".join(failures))
        return 1
    print("\nload check: OK (0 5xx, nothing lost or doubled)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
