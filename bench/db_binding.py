"""Parameters bound client-side (quoted into the SQL) against server-side (sent apart), in-process on PostgreSQL.

    python bench/db_binding.py [--ruleset ladder-29] [--players 100] [--games 600] [--rounds 8]
        [--turns 150] [--lists 60] [--pg postgres://postgres@127.0.0.1:5432] [--db ladders_bench_binding]
        [--redis redis://127.0.0.1:6379/11]

The service binds client-side (Django's default for psycopg 3). A profile of
``make load`` on 6 December (py-spy on the web tier and a worker) found about a tenth of
their CPU in psycopg's client-side quoting, most of it a game's state quoted into each
turn's UPDATE, so server-side binding (``OPTIONS["server_side_binding"]``, with psycopg
preparing a statement from its fifth run on a connection) was tried; this bench is how
it was judged, and it was not kept: the quoting saved is spent again on the extended
protocol (docs/performance.md, "Parameters bound server-side: tried, not kept"). On a
fresh bench database it seats ``--players`` players in ``--games`` two-human games of
``--ruleset``, then in ``--rounds`` rounds, alternating which goes first, posts
``--turns`` turns (``POST /games/{id}/actions/``, a legal action with an
Idempotency-Key, through Django's whole stack in this process) and reads ``--lists``
games lists (``GET /games/?player=&status=active``) on a connection opened
client-side (the baseline) and then on one opened server-side. CPU of this process
per request (Django, DRF, the ORM, psycopg's client side), and of the PostgreSQL
backend serving the connection over the turns (read from its /proc entry: the server
runs on this machine), and the ratios. The last
stdout lines are the table.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
import uuid
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.common import log  # noqa: E402 - after the path
from bench.service_db import set_up_in_process_service  # noqa: E402

MODES = {"client-side (baseline)": False, "server-side": True}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--ruleset", default="ladder-29")
    parser.add_argument("--players", type=int, default=100)
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--rounds", type=int, default=8)
    parser.add_argument("--turns", type=int, default=150, help="turn posts per mode per round")
    parser.add_argument("--lists", type=int, default=60, help="games-list reads per mode per round")
    parser.add_argument("--pg", default=os.environ.get("PG_SERVER_URL", "postgres://postgres@127.0.0.1:5432"))
    parser.add_argument("--db", default=os.environ.get("BENCH_BINDING_DB", "ladders_bench_binding"))
    parser.add_argument("--redis", default=os.environ.get("BENCH_REDIS_URL", "redis://127.0.0.1:6379/11"))
    args = parser.parse_args()

    set_up_in_process_service(args.pg, args.db, args.redis, "db_binding")
    from django.db import connection
    from django.test import Client

    from games.services.common import SeatSpec
    from games.services.creating import SeatedGameSpec, games_create_seated
    from ladders.engine import GameConfig
    from ladders.registry import get_ruleset
    from players.services import player_register

    rng = random.Random(6)
    players = [player_register(handle=f"binder{index:04d}") for index in range(args.players)]
    rules = get_ruleset(args.ruleset)
    scenario = rules.info.scenarios[0].id
    options = rules.validate_config(GameConfig(scenario, 2, {}, None))
    tokens: dict[int, list[str]] = {}
    specs = []
    pairs = []
    for _ in range(args.games):
        a, b = rng.sample(range(args.players), 2)
        pairs.append((a, b))
        seats = [SeatSpec(type="human", player=players[a][0]), SeatSpec(type="human", player=players[b][0])]
        specs.append(SeatedGameSpec(ruleset_id=args.ruleset, scenario=scenario, options=options, seats=seats))
    game_ids = games_create_seated(specs=specs)
    for game_id, (a, b) in zip(game_ids, pairs, strict=True):
        tokens[game_id] = [players[a][1], players[b][1]]
    active = list(game_ids)
    log(f"db_binding: {args.players} players seated in {len(game_ids)} {args.ruleset} games")
    client = Client()

    def bind(server_side: bool) -> None:
        """The next request opens a connection bound this way."""
        connection.close()
        connection.settings_dict.setdefault("OPTIONS", {})["server_side_binding"] = server_side

    def get(path: str, token: str) -> Any:
        response = client.get(path, HTTP_AUTHORIZATION=f"Token {token}")
        assert response.status_code == 200, (response.status_code, response.content[:200])
        return response.json()

    ticks = os.sysconf("SC_CLK_TCK")

    def backend_cpu() -> float:
        """CPU seconds of the PostgreSQL backend serving this connection so far (its /proc
        entry: the server runs on this machine)."""
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_backend_pid()")
            (pid,) = cursor.fetchone()
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / ticks  # utime, stime

    def turn() -> float:
        """One turn of a random active game (its read and legal actions untimed); CPU seconds of the POST."""
        while True:
            game_id = rng.choice(active)
            game = get(f"/api/v1/games/{game_id}/", tokens[game_id][0])
            if game["status"] == "active":
                break
            active.remove(game_id)
        token = tokens[game_id][game["to_act"][0]]
        legal = get(f"/api/v1/games/{game_id}/legal-actions/", token)
        body = {"action": rng.choice(legal["actions"]), "expected_version": legal["version"]}
        started = time.process_time()
        response = client.post(
            f"/api/v1/games/{game_id}/actions/",
            body,
            content_type="application/json",
            HTTP_AUTHORIZATION=f"Token {token}",
            HTTP_IDEMPOTENCY_KEY=uuid.uuid4().hex,
        )
        spent = time.process_time() - started
        assert response.status_code == 201, (response.status_code, response.content[:200])
        return spent

    def games_list() -> float:
        player, token = rng.choice(players)
        started = time.process_time()
        get(f"/api/v1/games/?player={player.handle}&status=active", token)
        return time.process_time() - started

    spent: dict[tuple[str, str], list[float]] = {(mode, kind): [] for mode in MODES for kind in ("turn", "list")}
    server: dict[str, float] = dict.fromkeys(MODES, 0.0)  # the backend's CPU over the timed turns
    for server_side in MODES.values():  # warm-up: imports, caches
        bind(server_side)
        for _ in range(30):
            turn()
            games_list()
    names = list(MODES)
    for round_ in range(args.rounds):
        for mode in names if round_ % 2 == 0 else names[::-1]:
            bind(MODES[mode])
            for _ in range(5):  # the new connection's first statements (psycopg prepares from the fifth)
                turn()
            before = backend_cpu()
            spent[(mode, "turn")] += [turn() for _ in range(args.turns)]
            server[mode] += backend_cpu() - before
            spent[(mode, "list")] += [games_list() for _ in range(args.lists)]
        log(f"  round {round_ + 1}/{args.rounds}")

    print(
        f"Parameters bound client-side and server-side, in-process on PostgreSQL (DEBUG off, Redis cache),"
        f" {args.ruleset}, {args.rounds} alternating rounds of {args.turns} turn posts and {args.lists} list reads"
    )
    print()
    print("| request | binding | CPU ms / request | x baseline |")
    print("|---|---|---|---|")
    for kind, label in (("turn", "POST /games/{id}/actions/"), ("list", "GET /games/?player=&status=active")):
        base = statistics.mean(spent[(names[0], kind)])
        for mode in names:
            mean = statistics.mean(spent[(mode, kind)])
            first = "baseline: " if mode == names[0] else ""
            print(f"| {first}{label} | {mode} | {mean * 1000:.2f} | {mean / base:.2f}x |")
    # The PostgreSQL backend's CPU over the same turns (its game, the turn's five statements,
    # the two untimed reads before each), whose parse and plan a prepared statement saves.
    count = args.rounds * args.turns
    base_server = server[names[0]] / count
    for mode in names:
        per_turn = server[mode] / count
        first = "baseline: " if mode == names[0] else ""
        ratio = f"{per_turn / base_server:.2f}x" if base_server else "-"
        print(f"| {first}PostgreSQL backend, a turn and its two reads | {mode} | {per_turn * 1000:.2f} | {ratio} |")


if __name__ == "__main__":
    main()
