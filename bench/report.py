"""Run every bench script and gather their results into one report.

    python bench/report.py                 # run them all: stdout and bench/RESULTS.md
    python bench/report.py --only turn_endpoint,ai_turn
    python bench/report.py --update-readme # README's bench block from bench/RESULTS.md

The convention every bench script follows: its result is a markdown table (or
several, separated by blank lines) printed as the last lines of its stdout,
optionally preceded by one line of caption (and a blank line); progress goes
to stderr. This script runs each
in turn (the list below, then any other bench/*_bots.py), shows their stderr
as they go, and collects each final table. The report is headed with the
machine (CPU model, cores, Python, date, load) and the baselines: every table
row whose first cell says "baseline" is repeated at the top, so each ratio's
reference figure of the same run is in view.

``--update-readme`` replaces what lies between ``<!-- bench:start -->`` and
``<!-- bench:end -->`` in README.md with the report in bench/RESULTS.md (run
the benches first, e.g. ``make bench``).

Environment passed on: PG_URL (a PostgreSQL database URL; the scripts get its
server as PG_SERVER_URL) and REDIS_URL (as BENCH_REDIS_URL).
"""

from __future__ import annotations

import argparse
import datetime
import os
import platform
import subprocess
import sys
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
RESULTS = BENCH / "RESULTS.md"
README = ROOT / "README.md"
START, END = "<!-- bench:start -->", "<!-- bench:end -->"

# In this order; any other bench/*_bots.py runs after the listed *_bots.py.
ORDER = [
    "baseline_playout.py",
    "engine_playouts.py",
    "turn_endpoint.py",
    "read_endpoints.py",
    "db_binding.py",
    "rate_limit.py",
    "ai_turn.py",
    "embedded_worker.py",
    "strength_bots.py",
    "ranks_recompute.py",
    "leaderboard_latency.py",
    "matchmaking.py",
    "stream_fanout.py",
]
# Run by hand only, not by ``make bench``: the old yardsticks, each level against one
# greedy player of our own (issue #40 showed what that misses; the strength table measures
# against the panel), kept for their documented matches (docs/candyman.md,
# docs/frag-deadlands.md).
BY_HAND = {"candyman_bots.py", "deadlands_bots.py"}


@dataclass
class Result:
    script: str
    table: list[str]
    caption: str = ""
    seconds: float = 0.0
    returncode: int = 0
    tail: list[str] = field(default_factory=list)  # stderr's last lines, shown on failure


def bench_scripts(bench_dir: Path = BENCH) -> list[Path]:
    """The scripts to run, in ORDER, with unlisted *_bots.py (but those run BY_HAND) after
    the listed ones."""
    listed = [bench_dir / name for name in ORDER if (bench_dir / name).exists()]
    extra = sorted(p for p in bench_dir.glob("*_bots.py") if p.name not in ORDER and p.name not in BY_HAND)
    last_bots = max((i for i, p in enumerate(listed) if p.name.endswith("_bots.py")), default=len(listed) - 1)
    return [*listed[: last_bots + 1], *extra, *listed[last_bots + 1 :]]


def final_table(stdout: str) -> tuple[str, list[str]]:
    """The caption (or "") and the lines of the markdown table that ends ``stdout``;
    tables just before it, separated from it by blank lines only, belong to it
    too (a strength table, then a speed table), blank lines kept between them."""
    lines = [line.rstrip() for line in stdout.rstrip().splitlines()]
    start = len(lines)
    while start > 0 and (lines[start - 1].lstrip().startswith("|") or not lines[start - 1].strip()):
        start -= 1
    table = [line.strip() for line in lines[start:]]
    while table and not table[0]:
        table.pop(0)
    if len(table) < 2:  # a header and its separator at least
        return "", []
    before = len(lines) - len(table) - 1
    while before >= 0 and not lines[before].strip():
        before -= 1
    caption = lines[before].strip() if before >= 0 else ""
    return caption, table


def tables(lines: list[str]) -> list[list[str]]:
    """``lines`` (one or more tables with blank lines between) split into tables."""
    found: list[list[str]] = [[]]
    for line in lines:
        if line:
            found[-1].append(line)
        elif found[-1]:
            found.append([])
    return [t for t in found if t]


def cells(row: str) -> list[str]:
    return [c.strip() for c in row.strip().strip("|").split("|")]


def baseline_rows(table: list[str]) -> list[tuple[str, str]]:
    """(first cell, the rest as "header: value" pairs) of each row naming a baseline,
    in each of the tables ``table`` holds."""
    found = []
    for one in tables(table):
        if len(one) < 3:
            continue
        header = cells(one[0])
        for row in one[2:]:
            values = cells(row)
            if values and "baseline" in values[0].lower():
                rest = [f"{h}: {v}" for h, v in zip(header[1:], values[1:], strict=False) if v]
                found.append((values[0], "; ".join(rest)))
    return found


def machine() -> dict[str, str]:
    model = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    try:
        load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        load = "n/a"
    try:
        commit = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True, check=True
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        commit = "n/a"
    return {
        "CPU": model,
        "cores": str(os.cpu_count()),
        "Python": platform.python_version(),
        "date": datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC"),
        "load average at start (1, 5, 15 min)": load,
        "commit": commit,
    }


def render(results: list[Result], host: dict[str, str]) -> str:
    """The report's body (no title): machine, baselines, then each script's table."""
    out = ["Measured by `make bench` (`python bench/report.py`) in one run on:", ""]
    out += [f"- {key}: {value}" for key, value in host.items()]
    out += ["", "Baselines of this run (each ratio below is to its baseline measured in the same script run):", ""]
    baselines = [(r.script, first, rest) for r in results for first, rest in baseline_rows(r.table)]
    out += [f"- `{script}`: {first}: {rest}" for script, first, rest in baselines] or ["- none reported"]
    for r in results:
        out += ["", f"### `bench/{r.script}` ({r.seconds:.0f} s)", ""]
        if r.returncode != 0:
            out += [f"Failed with exit code {r.returncode}; the end of its stderr:", "", "```", *r.tail, "```"]
        elif not r.table:
            out += ["No result table on stdout (see the bench convention in bench/report.py)."]
        else:
            if r.caption:
                out += [r.caption, ""]
            out += r.table
    return "\n".join(out) + "\n"


def run_script(path: Path, env: dict[str, str], index: int, total: int) -> Result:
    print(f"[{index}/{total}] bench/{path.name} ...", file=sys.stderr, flush=True)
    started = time.perf_counter()
    process = subprocess.Popen(
        [sys.executable, str(path)], cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    tail: deque[str] = deque(maxlen=20)

    def relay() -> None:
        assert process.stderr is not None
        for line in process.stderr:
            tail.append(line.rstrip("\n"))
            sys.stderr.write(f"    {line}")
            sys.stderr.flush()

    relay_thread = threading.Thread(target=relay, daemon=True)
    relay_thread.start()
    assert process.stdout is not None
    stdout = process.stdout.read()  # stderr is the relay's: communicate() would read it too
    process.wait()
    relay_thread.join()
    seconds = time.perf_counter() - started
    caption, table = final_table(stdout)
    status = "ok" if process.returncode == 0 else f"FAILED (exit {process.returncode})"
    print(f"[{index}/{total}] bench/{path.name}: {status} in {seconds:.0f} s", file=sys.stderr, flush=True)
    return Result(path.name, table, caption, seconds, process.returncode, list(tail))


def replace_block(text: str, body: str) -> str:
    """``text`` with the lines between the bench markers replaced by ``body``."""
    if text.count(START) != 1 or text.count(END) != 1 or text.index(START) > text.index(END):
        raise SystemExit(f"README.md needs exactly one {START} ... {END} block")
    head, rest = text.split(START, 1)
    _, tail = rest.split(END, 1)
    return f"{head}{START}\n{body.strip()}\n{END}{tail}"


def update_readme(results_path: Path = RESULTS, readme_path: Path = README) -> None:
    if not results_path.exists():
        raise SystemExit(f"{results_path} does not exist: run `make bench` first")
    report = results_path.read_text()
    body = report.split("\n", 1)[1] if report.startswith("# ") else report  # the title stays out
    readme_path.write_text(replace_block(readme_path.read_text(), body))
    print(f"README.md's bench block now holds {results_path.name}", file=sys.stderr)


def child_env() -> dict[str, str]:
    env = dict(os.environ)
    if env.get("PG_URL") and "PG_SERVER_URL" not in env:
        env["PG_SERVER_URL"] = env["PG_URL"].rsplit("/", 1)[0]
    if env.get("REDIS_URL") and "BENCH_REDIS_URL" not in env:
        env["BENCH_REDIS_URL"] = env["REDIS_URL"]
    return env


def main(argv: list[str] | None = None, bench_dir: Path = BENCH, results_path: Path = RESULTS) -> str:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", default="", help="comma-separated script names (without .py) to run")
    parser.add_argument("--update-readme", action="store_true", help="README's bench block from RESULTS.md; no run")
    args = parser.parse_args(argv)
    if args.update_readme:
        update_readme(results_path)
        return ""
    scripts = bench_scripts(bench_dir)
    if args.only:
        wanted = {name.strip().removesuffix(".py") for name in args.only.split(",")}
        scripts = [p for p in scripts if p.stem in wanted]
    host = machine()
    env = child_env()
    results = [run_script(path, env, i + 1, len(scripts)) for i, path in enumerate(scripts)]
    report = "# Benchmark results\n\n" + render(results, host)
    print(report)
    if not args.only:  # a partial run does not replace the full report
        results_path.write_text(report)
        print(f"written to {results_path}", file=sys.stderr)
    return report


if __name__ == "__main__":
    main()
