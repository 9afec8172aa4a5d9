"""Issue #45: the load test is in the repo, runs by `make load`, and stays out of CI."""

from __future__ import annotations

import py_compile
import re
import subprocess
import time
import tomllib
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


def test_make_load_runs_the_load_test_and_ci_does_not() -> None:
    makefile = (ROOT / "Makefile").read_text()
    ci = re.search(r"^ci: (.*)$", makefile, re.M)
    assert ci is not None
    assert "load" not in ci.group(1).split()
    recipe = re.search(r"^load: install\n\t(.*)$", makefile, re.M)
    assert recipe is not None
    assert "bash loadtest/run.sh" in recipe.group(1)
    assert re.search(r"^LOAD_USERS \?= \d+$", makefile, re.M)
    assert re.search(r"^LOAD_TIME \?= \S+$", makefile, re.M)
    dev = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]["dev"]
    assert any(requirement.startswith("locust") for requirement in dev)


def test_the_load_scripts_parse(tmp_path: Path) -> None:
    subprocess.run(["bash", "-n", str(ROOT / "loadtest" / "run.sh")], check=True, timeout=30)
    for script in sorted((ROOT / "loadtest").glob("*.py")):
        py_compile.compile(str(script), cfile=str(tmp_path / (script.name + "c")), doraise=True)
    run = (ROOT / "loadtest" / "run.sh").read_text()
    # Bounded, and on a Redis of its own (a shared database lets other workers take its tasks).
    assert "timeout --signal=INT" in run
    assert "redis-server --port" in run
    assert "LADDERS_THROTTLE_REGISTER=off" in run
    # The host's speed goes in the report, measured before and after the run by the same
    # loop .ci/run prints beside its stage times.
    assert run.count("$PY bench/host_speed.py") == 2
    assert "--host-loop-seconds" in run
    assert "python3 bench/host_speed.py" in (ROOT / ".ci" / "run").read_text()


def test_memory_is_judged_from_the_five_minute_mark() -> None:
    """Issue #45: "memory of every process flat after the first five minutes": the report
    shows each process's RSS at the first sample, five minutes in and at the end, and the
    growth between the last two (the warm-up before the mark is not counted)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("load_report", ROOT / "loadtest" / "report.py")
    assert spec is not None
    assert spec.loader is not None
    report = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(report)
    mib = 2**20
    warming = [[0.0, 100 * mib], [120.0, 180 * mib], [300.0, 200 * mib], [1800.0, 210 * mib]]
    assert report.memory_line(warming).split() == ["100", "200", "210", "MiB", "+5.0%"]
    short = [[0.0, 100 * mib], [120.0, 150 * mib]]
    assert "run under 5 min" in report.memory_line(short)
    # The sampler starts before the unloaded baseline: the mark is 5 minutes into the loaded run.
    with_baseline = [[0.0, 100 * mib], [300.0, 150 * mib], [480.0, 200 * mib], [1980.0, 210 * mib]]
    assert report.memory_line(with_baseline, 180.0).split() == ["100", "200", "210", "MiB", "+5.0%"]


def test_the_loaded_runs_start_is_found_on_the_samplers_clock() -> None:
    report = report_module()
    # The sampler's own wall-clock start, or else its first timeline row (taken with the
    # first memory points, which sit at 2.0 s on its clock).
    assert report.run_start_on_sampler_clock({"started": 1000.0}, 1180.0) == 180.0
    old = {"timeline": [[1002.0, 0, 0, 0, {}]], "memory": {"web": [[2.0, 1], [12.0, 1]]}}
    assert report.run_start_on_sampler_clock(old, 1180.0) == 180.0
    assert report.run_start_on_sampler_clock({"memory": {}}, 1180.0) == 0.0


def report_module() -> Any:
    """loadtest/report.py, which is a script, not a package module."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("load_report", ROOT / "loadtest" / "report.py")
    assert spec is not None
    assert spec.loader is not None
    report = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(report)
    return report


def test_the_turn_posts_p99_is_shown_for_each_stretch_of_the_run() -> None:
    """The judged figure is the whole run's p99; the report also says which stretch of the
    run it comes from (the first minutes, while every player opens its games, or after)."""
    report = report_module()
    # 100 posts a minute for 12 minutes: 40 ms each, but 200 ms for the first two minutes' last tenth.
    posts = [
        [minute * 60 + i * 0.6, 200.0 if minute < 2 and i >= 90 else 40.0] for minute in range(12) for i in range(100)
    ]
    lines = report.turn_post_windows(posts, unloaded_p99=20.0)
    assert [line.split()[0] for line in lines] == ["0-5", "5-10", "10-15", "after"]
    first, second, third, after = (line.split() for line in lines)
    assert first[2:] == ["500", "posts", "p99", "200", "ms", "10.0x"]
    assert second[2:] == ["500", "posts", "p99", "40", "ms", "2.0x"]
    assert third[2:] == ["200", "posts", "p99", "40", "ms", "2.0x"]
    assert after[3:] == ["700", "posts", "p99", "40", "ms", "2.0x"]
    assert report.turn_post_windows([], unloaded_p99=20.0) == []


def test_the_sampler_counts_cpu_by_what_each_process_is() -> None:
    """The driver shares the machine: the report says where its CPU went (issue #45)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("load_sampler", ROOT / "loadtest" / "sampler.py")
    assert spec is not None
    assert spec.loader is not None
    sampler = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(sampler)
    role = sampler.role
    assert role([".venv/bin/python", "-m", "gunicorn", "config.wsgi:application"], "python") == "web (gunicorn)"
    assert role(["gunicorn", "config.asgi:application", "-k", "uvicorn"], "python") == "streams (gunicorn, uvicorn)"
    assert role(["python", "-m", "celery", "-A", "config", "worker"], "python") == "workers (celery)"
    assert role(["python", "-m", "celery", "-A", "config", "beat"], "python") == "beat"
    assert role([".venv/bin/locust", "-f", "loadtest/locustfile.py"], "locust") == "locust (the driver)"
    assert role(["postgres: postgres ladders_load 127.0.0.1(5432) idle"], "postgres") == "postgresql"
    assert role(["redis-server *:6391"], "redis-server") == "redis"
    cpu = sampler.CpuByRole()
    cpu.sample()
    assert cpu.seconds == {}  # a first sample is the baseline
    end = time.process_time() + 0.2
    while time.process_time() < end:
        pass
    cpu.sample()
    assert cpu.seconds.get("other", 0.0) >= 0.15  # this test's own process
    busy, idle, _steal = sampler.machine_ticks()
    assert busy > 0
    assert idle >= 0


def test_the_report_says_what_each_stretch_cost() -> None:
    """Where a stretch's p99 comes from: CPU a request (the service's doing) or a busier
    machine (the load's): the sampler's timeline against the driver's request counts."""
    report = report_module()
    started = 1_000_000.0
    timeline = []
    web = service_other = 0.0
    busy = idle = 0
    for step in range(61):  # every 10 s for 10 minutes, from the driver's start
        timeline.append(
            [
                started + step * 10,
                busy,
                idle,
                0,
                {"web (gunicorn)": web, "postgresql": service_other, "locust (the driver)": step * 1.0},
            ]
        )
        first_stretch = step < 30
        web += 6.0 if first_stretch else 3.0  # web cores 0.6, then 0.3
        service_other += 1.0
        busy, idle = busy + (1800 if first_stretch else 1000), idle + (200 if first_stretch else 1000)
    requests = {str(bucket): 1000 for bucket in range(60)}  # 100 a second throughout
    lines = report.stretch_costs(timeline, started, requests)
    assert len(lines) == 2
    first, second = (line.split() for line in lines)
    assert (first[:2], second[:2]) == (["0-5", "min"], ["5-10", "min"])
    assert (first[3], second[3]) == ("90%", "50%")  # the machine's busy share
    assert (first[6], second[6]) == ("0.60", "0.30")  # the web tier's cores
    assert "30000 requests (100.0/s)" in lines[0]
    # web: 180 s over 30,000 requests; the service adds PostgreSQL's 30 s, not the driver's
    assert lines[0].endswith("web   6.0 ms, service   7.0 ms")
    assert lines[1].endswith("web   3.0 ms, service   4.0 ms")
    assert report.stretch_costs(timeline[:1], started, requests) == []


def test_the_turn_posts_p99_is_judged_once_every_player_is_in() -> None:
    """The players arrive over LOAD_RAMP, then all of them play for LOAD_TIME: the bound is
    judged on the held run (the posts from the ramp's end), the arrival shown beside it."""
    report = report_module()
    # A slow arrival (the first 300 s, 500 ms each) before 1,000 posts of 40 ms, ten of 90 ms.
    arrival = [[i * 0.3, 500.0] for i in range(1000)]
    held = [[300.0 + i * 1.5, 90.0 if i % 100 == 0 else 40.0] for i in range(1000)]
    assert report.held_p99(arrival + held, 300.0) == (90.0, 1000)
    assert report.held_p99(arrival + held, 0.0)[0] == 500.0
    run = (ROOT / "loadtest" / "run.sh").read_text()
    assert '--ramp-seconds "$RAMP_SECONDS"' in run
    assert '-t "${TOTAL_SECONDS}s"' in run
    assert "LOAD_RAMP=$(LOAD_RAMP)" in (ROOT / "Makefile").read_text()


def test_the_report_shows_the_runs_mix_by_stretch() -> None:
    """The players' actions by ruleset and the bots' by five minutes, with the long games'
    share of the players' turns: a run says whether its mix held steady."""
    report = report_module()
    actions = [(10.0 * i, "player", "ladder-29") for i in range(20)]  # the first 200 s
    actions += [(5.0 * i, "player", "shrinks-and-ladders") for i in range(60)]  # 300 s
    actions += [(300.0 + i, "player", "shrinks-and-ladders") for i in range(30)]
    actions += [(301.0, "ai", "ladder-29"), (302.0, "ai", "ladder-29"), (5.0, "deadline", "ladder-29")]
    lines = report.mix_by_stretch(actions)
    assert len(lines) == 3
    assert lines[0].split()[1:3] == ["ladder-29", "shrinks-and-la"]
    assert lines[1].split() == ["0-5", "min", "20", "60", "0", "25%"]
    assert lines[2].split() == ["5-10", "min", "0", "30", "2", "0%"]
    assert report.mix_by_stretch([]) == []


def test_quick_play_counts_among_the_games_a_player_keeps() -> None:
    """The driver's cap on a player's games covers quick play: a searching ticket counts as
    a game, and a `matched` notice adds its game (until the evening of 6 December quick play was outside
    the cap, and its short Shrinks games crowded out the long ones as the run went on)."""
    source = (ROOT / "loadtest" / "locustfile.py").read_text()
    quick_play = source[source.index("def quick_play") : source.index("def enter_the_tournament")]
    assert "not self.has_room()" in quick_play
    for opener in ("def game_against_bots", "def host_a_game", "def join_from_the_lobby"):
        body = source[source.index(opener) :][:200]
        assert "if not self.has_room():" in body, opener
    assert 'event == "matched"' in source


def test_the_players_pace_is_a_knob_whose_default_is_the_measured_one() -> None:
    """`make load LOAD_THINK=2-5` slows every player to a wait of 2 to 5 s between steps; the
    figures in docs/performance.md are at the default, 1-3, which the Makefile, run.sh and the
    locustfile agree on. A malformed pace is refused before the run, not read as another.
    The locustfile is imported in a child process: Locust patches the standard library with
    gevent on import, which must not happen inside the test run."""
    import json
    import os
    import sys

    probe = """
import locust  # first, as `locust -f` does: it patches the standard library with gevent
import importlib.util, json, sys
spec = importlib.util.spec_from_file_location("load_locustfile", sys.argv[1])
module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)
refused = []
for bad in ("3-1", "-1-2", "fast", ""):
    try:
        module.think_range(bad)
    except ValueError:
        refused.append(bad)
waits = [module.Player.wait_time(None) for _ in range(200)]
print(json.dumps({"default": module.PLAYER_THINK, "parsed": [module.think_range("2.5-5"), module.think_range("4")],
                  "refused": refused, "waits": [min(waits), max(waits)]}))
"""
    env = {key: value for key, value in os.environ.items() if key != "LOAD_THINK"}
    answer = subprocess.run(
        [sys.executable, "-c", probe, str(ROOT / "loadtest" / "locustfile.py")],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
        check=True,
    )
    seen = json.loads(answer.stdout.strip().splitlines()[-1])
    assert seen["default"] == [1.0, 3.0]
    assert seen["parsed"] == [[2.5, 5.0], [4.0, 4.0]]
    assert seen["refused"] == ["3-1", "-1-2", "fast", ""]
    assert 1.0 <= seen["waits"][0] <= seen["waits"][1] <= 3.0
    assert re.search(r"^LOAD_THINK \?= 1-3$", (ROOT / "Makefile").read_text(), re.M)
    run = (ROOT / "loadtest" / "run.sh").read_text()
    assert "export LOAD_THINK=${LOAD_THINK:-1-3}" in run
    assert '--think "$LOAD_THINK"' in run
    # The unloaded baseline keeps the default pace, so a run's ratio does not hang on its pace.
    baseline = run[run.index('if [ "$BASELINE" != "0" ]') : run.index("fi\n", run.index('if [ "$BASELINE" != "0" ]'))]
    assert "LOAD_THINK=1-3 LOAD_BASE=" in baseline
