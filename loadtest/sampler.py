"""Samples, while a load run goes on: the database connections in use (from
pg_stat_activity), the Celery queue in Redis (each task's first and last
sighting, so the longest a task waited there), and every server process's
resident memory (a process and its children: gunicorn's workers, Celery's
pool), and the CPU time every process on the machine used, by what it is
(web, streams, workers, beat, PostgreSQL, Redis, Locust, anything else), with
the machine's busy share from /proc/stat: the driver shares the 2 cores, so
the report says where they went. Writes one JSON file when interrupted
(SIGINT) or after --max-seconds."""

from __future__ import annotations

import argparse
import contextlib
import json
import signal
import time
from typing import Any, cast

import psutil
import psycopg
import redis

QUEUE = "celery"


def command(cmdline: list[str]) -> list[str]:
    """A process's command without ``.../python -m``, at most six words."""
    if cmdline and "python" in cmdline[0] and cmdline[1:2] == ["-m"]:
        cmdline = cmdline[2:]
    return cmdline[:6]


def tree_rss(pid: int) -> int:
    try:
        process = psutil.Process(pid)
        processes = [process, *process.children(recursive=True)]
    except psutil.NoSuchProcess:
        return 0
    total = 0
    for p in processes:
        with contextlib.suppress(psutil.NoSuchProcess):
            total += p.memory_info().rss
    return total


def role(cmdline: list[str], name: str) -> str:
    """What a process is, for the CPU table."""
    text = " ".join(cmdline)
    if "config.wsgi" in text:
        return "web (gunicorn)"
    if "config.asgi" in text:
        return "streams (gunicorn, uvicorn)"
    if "celery" in text:
        return "beat" if " beat" in text else "workers (celery)"
    if "locust" in text:
        return "locust (the driver)"
    if name.startswith("postgres") or text.startswith("postgres"):
        return "postgresql"
    if name.startswith("redis"):
        return "redis"
    return "other"


class CpuByRole:
    """CPU seconds by role, summed over every process's own increase between
    samples (a process that ends between two samples loses its last interval)."""

    def __init__(self) -> None:
        self.last: dict[tuple[int, float], tuple[str, float]] = {}
        self.seconds: dict[str, float] = {}

    def sample(self) -> None:
        seen: dict[tuple[int, float], tuple[str, float]] = {}
        for process in psutil.process_iter(["name", "cmdline", "cpu_times", "create_time"]):
            info = process.info
            if info["cpu_times"] is None:
                continue
            key = (process.pid, info["create_time"] or 0.0)
            used = info["cpu_times"].user + info["cpu_times"].system
            previous = self.last.get(key)
            what = previous[0] if previous else role(info["cmdline"] or [], info["name"] or "")
            if previous is not None:
                self.seconds[what] = self.seconds.get(what, 0.0) + max(0.0, used - previous[1])
            seen[key] = (what, used)
        self.last = seen


def machine_ticks() -> tuple[int, int, int]:
    """(busy, idle, steal) jiffies of all CPUs since boot, from /proc/stat."""
    with open("/proc/stat") as stat:
        fields = [int(v) for v in stat.readline().split()[1:]]
    user, nice, system, idle, iowait, irq, softirq, steal = (fields + [0] * 8)[:8]
    return user + nice + system + irq + softirq, idle + iowait, steal


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", required=True)
    parser.add_argument("--db", required=True)
    parser.add_argument("--broker", required=True)
    parser.add_argument("--pids", required=True)
    parser.add_argument("--interval", type=float, default=0.5)
    parser.add_argument("--max-seconds", type=float, default=4 * 3600)
    args = parser.parse_args()
    pids = [int(p) for p in args.pids.split(",") if p]
    names = {pid: f"{' '.join(command(psutil.Process(pid).cmdline()))} [{pid}]" for pid in pids}
    stop = False

    def on_signal(signum: int, frame: Any) -> None:
        nonlocal stop
        stop = True

    signal.signal(signal.SIGINT, on_signal)
    signal.signal(signal.SIGTERM, on_signal)
    broker = redis.Redis.from_url(args.broker)
    start = time.monotonic()
    started_wall = time.time()
    connections: list[tuple[float, int, int]] = []  # (t, all, active)
    queue_lengths: list[tuple[float, int]] = []
    seen: dict[str, list[float]] = {}  # task id -> [first, last] sighting
    memory: dict[int, list[tuple[float, int]]] = {pid: [] for pid in pids}
    last_memory = -60.0
    cpu = CpuByRole()
    cpu.sample()
    ticks_start = machine_ticks()
    # Every 10 s: [wall clock, busy, idle, steal jiffies, CPU seconds by role so far], so
    # the report can say what each stretch of the run cost, not only the whole.
    timeline: list[list[Any]] = []
    with psycopg.connect(f"postgres://postgres@127.0.0.1:5432/{args.db}", autocommit=True) as db:
        while not stop and time.monotonic() - start < args.max_seconds:
            now = time.monotonic() - start
            row = db.execute(
                "SELECT count(*), count(*) FILTER (WHERE state <> 'idle') FROM pg_stat_activity "
                "WHERE datname = %s AND pid <> pg_backend_pid()",
                (args.db,),
            ).fetchone()
            assert row is not None
            connections.append((now, int(row[0]), int(row[1])))
            # redis-py types its commands for its sync and async clients alike: this one is sync.
            messages = cast(list[bytes], broker.lrange(QUEUE, 0, 4999))
            queue_lengths.append((now, len(messages)))
            for raw in messages:
                try:
                    task_id = json.loads(raw)["headers"]["id"]
                except (ValueError, KeyError, TypeError):
                    continue
                seen.setdefault(task_id, [now, now])[1] = now
            if now - last_memory >= 10:
                for pid in pids:
                    memory[pid].append((now, tree_rss(pid)))
                cpu.sample()
                timeline.append([time.time(), *machine_ticks(), dict(cpu.seconds)])
                last_memory = now
            time.sleep(args.interval)
    cpu.sample()
    busy, idle, steal = (end - begin for begin, end in zip(ticks_start, machine_ticks(), strict=True))
    waits = sorted(last - first for first, last in seen.values())
    out = {
        "interval": args.interval,
        "started": started_wall,  # the wall clock at the memory points' zero
        "seconds": time.monotonic() - start,
        "db_connections_max": max((c[1] for c in connections), default=0),
        "db_connections_active_max": max((c[2] for c in connections), default=0),
        "db_connections_mean": sum(c[1] for c in connections) / len(connections) if connections else 0,
        "queue_length_max": max((q[1] for q in queue_lengths), default=0),
        "queue_tasks_seen": len(seen),
        "queue_wait_max": waits[-1] if waits else 0.0,
        "queue_wait_p99": waits[int(0.99 * (len(waits) - 1))] if waits else 0.0,
        "memory": {names[pid]: memory[pid] for pid in pids},
        "cpu_seconds": dict(sorted(cpu.seconds.items(), key=lambda item: -item[1])),
        "cpus": psutil.cpu_count(),
        "machine_busy_share": busy / (busy + idle) if busy + idle else 0.0,
        "machine_steal_share": steal / (busy + idle + steal) if busy + idle + steal else 0.0,
        "timeline": timeline,
    }
    with open(args.out, "w") as f:
        json.dump(out, f, indent=1)


if __name__ == "__main__":
    main()
