"""The embedded default with and without its in-process worker (issue #15).

Runs `manage.py runserver` on a fresh SQLite database twice, as `make demo`
does: first with ``LADDERS_INPROCESS_WORKER=off`` (the baseline: tasks run
inside the request that queued them, as before the worker), then with the
worker on (the default). In each it times, over HTTP:

- the human's POST that hands the turn to the ``normal`` (MCTS) bot in
  Shrinks and Ladders (the move after a roll), over several games, and, with
  the worker, how long after that response the bot's move is visible;
- ``POST /tournaments/{id}/start/`` for a Swiss tournament of four ``normal``
  bots (the baseline plays every game of the round inside that request).

    python bench/embedded_worker.py [--games 12] [--port 8812]

Progress on stderr; the last lines of stdout are a markdown table (bench/report.py).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
PY = sys.executable


def call(base: str, method: str, path: str, token: str | None = None, body: Any = None) -> tuple[int, Any]:
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(f"{base}{path}", data=data, method=method)
    request.add_header("Content-Type", "application/json")
    if token:
        request.add_header("Authorization", f"Token {token}")
    try:
        with urllib.request.urlopen(request, timeout=600) as response:
            return response.status, json.loads(response.read() or b"null")
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"null")


def wait_for(predicate: Any, timeout: float = 300.0, every: float = 0.02) -> float:
    start = time.perf_counter()
    while not predicate():
        if time.perf_counter() - start > timeout:
            raise TimeoutError("gave up waiting")
        time.sleep(every)
    return time.perf_counter() - start


def measure(port: int, games: int, worker: bool) -> dict[str, Any]:
    tmp = Path(tempfile.mkdtemp(prefix="bench-embedded-"))
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CELERY_", "DATABASE_", "LADDERS_", "CACHE_"))}
    env |= {
        "DATABASE_URL": f"sqlite:///{tmp / 'db.sqlite3'}",
        "LADDERS_INPROCESS_WORKER": "on" if worker else "off",
        "LADDERS_THROTTLE_REGISTER": "off",
        "LADDERS_THROTTLE_ACTIONS": "off",
        "LADDERS_THROTTLE_GAMES": "off",
    }
    subprocess.run([PY, "manage.py", "migrate", "--noinput", "-v0"], cwd=ROOT, env=env, check=True)
    log = (tmp / "server.log").open("w")
    server = subprocess.Popen(
        [PY, "manage.py", "runserver", "--noreload", f"127.0.0.1:{port}"], cwd=ROOT, env=env, stdout=log, stderr=log
    )
    base = f"http://127.0.0.1:{port}/api/v1"
    try:
        wait_for(lambda: _up(base), timeout=120, every=0.2)
        handover: list[float] = []
        arrival: list[float] = []
        token = call(base, "POST", "/players/", body={"handle": "bench"})[1]["token"]
        for n in range(games):
            seats = [{"type": "human"}, {"type": "ai", "bot": "normal"}]
            game = call(base, "POST", "/games/", token, {"ruleset": "shrinks-and-ladders", "seats": seats})[1]
            gid = game["id"]
            call(base, "POST", f"/games/{gid}/join/", token, {})
            legal = _wait_for_roll(base, token, gid)
            roll = {"action": {"type": "roll"}, "expected_version": legal["version"]}
            call(base, "POST", f"/games/{gid}/actions/", token, roll)
            version = legal["version"]
            move = {"action": {"type": "move", "piece": 0}, "expected_version": version + 1}
            start = time.perf_counter()
            status, answer = call(base, "POST", f"/games/{gid}/actions/", token, move)
            handover.append(time.perf_counter() - start)
            assert status == 201, answer
            if worker:
                arrival.append(_wait_for_version(base, token, gid, answer["version"]))
            print(f"  game {n + 1}/{games}: handover {handover[-1] * 1000:.0f} ms", file=sys.stderr)
        staff = call(base, "POST", "/players/", body={"handle": "organiser"})[1]["token"]
        subprocess.run(
            [PY, "manage.py", "shell", "-c", "from players.models import Player; "
             "u = Player.objects.get(handle='organiser').user; u.is_staff = True; u.save()"],
            cwd=ROOT, env=env, check=True, capture_output=True,
        )  # fmt: skip
        cup = call(
            base,
            "POST",
            "/tournaments/",
            staff,
            {"name": "Cup", "ruleset": "shrinks-and-ladders", "format": "swiss", "placement_points": [3, 1]},
        )[1]
        for _ in range(4):
            call(base, "POST", f"/tournaments/{cup['id']}/entrants/", staff, {"bot": "normal"})
        start = time.perf_counter()
        status, answer = call(base, "POST", f"/tournaments/{cup['id']}/start/", staff)
        start_seconds = time.perf_counter() - start
        assert status == 200, answer
        print(f"  tournament start: {start_seconds:.2f} s", file=sys.stderr)
        return {"handover": handover, "arrival": arrival, "start": start_seconds}
    finally:
        server.terminate()
        server.wait(30)
        log.close()


def _wait_for_roll(base: str, token: str, gid: int) -> dict[str, Any]:
    """Poll legal-actions until the human may roll (the bot may have the first turn)."""
    start = time.perf_counter()
    while True:
        legal: dict[str, Any] = call(base, "GET", f"/games/{gid}/legal-actions/", token)[1]
        if legal["actions"] == [{"type": "roll"}]:
            return legal
        if time.perf_counter() - start > 300:
            raise TimeoutError(f"game {gid}: never the human's roll")
        time.sleep(0.02)


def _wait_for_version(base: str, token: str, gid: int, after: int) -> float:
    """Seconds until the game's version moves past ``after`` (the bot has played)."""
    return wait_for(lambda: call(base, "GET", f"/games/{gid}/", token)[1]["version"] > after)


def _up(base: str) -> bool:
    try:
        return call(base, "GET", "/rulesets/")[0] == 200
    except OSError:
        return False


def ms(values: list[float]) -> str:
    if not values:
        return "-"
    return f"p50 {statistics.median(values) * 1000:.0f} ms, max {max(values) * 1000:.0f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--port", type=int, default=int(os.environ.get("BENCH_PORT", "8766")))
    args = parser.parse_args()
    print("baseline: worker off (tasks inside the request)", file=sys.stderr)
    eager = measure(args.port, args.games, worker=False)
    print("in-process worker on (the default)", file=sys.stderr)
    queued = measure(args.port, args.games, worker=True)
    handover_ratio = statistics.median(queued["handover"]) / statistics.median(eager["handover"])
    print(f"Embedded default (runserver, SQLite), {args.games} Shrinks games against the normal bot each")
    print()
    print("| what | figure |")
    print("|---|---|")
    print(f"| baseline: POST handing the turn to the normal bot, worker off | {ms(eager['handover'])} |")
    print(f"| the same, in-process worker on | {ms(queued['handover'])} (p50 x{handover_ratio:.2f} of the baseline) |")
    print(f"| with the worker: the bot's move visible after the response | {ms(queued['arrival'])} |")
    print(f"| baseline: POST tournaments/{{id}}/start/, 4 normal bots, worker off | {eager['start']:.2f} s |")
    ratio = queued["start"] / eager["start"]
    print(f"| the same, in-process worker on | {queued['start']:.2f} s (x{ratio:.3f} of the baseline) |")


if __name__ == "__main__":
    main()
