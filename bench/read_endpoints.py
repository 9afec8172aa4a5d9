"""The reads a client makes between its turns, against a bare read view, in-process on PostgreSQL.

    python bench/read_endpoints.py [--players 200] [--games 2000] [--rounds 6] [--requests 150]
        [--pg postgres://postgres@127.0.0.1:5432] [--db ladders_bench_reads]
        [--redis redis://127.0.0.1:6379/11]

Issue #45's load test is bound by the web tier's CPU: every request a player makes
between two turns (its games list, the game, the legal actions, itself) costs web
CPU, and at 200 players the host queues. This bench makes that cost a repeatable
figure. On a fresh bench database it seats ``--players`` players in ``--games``
two-player Shrinks and Ladders games (bulk, as matchmaking seats them), then sends
each read through Django's whole stack in this process (``django.test.Client``:
middleware, token auth, view, serializer, rendering; no WSGI server) as a random
player, interleaved with the bare read of bench/bare.py (token auth, one game row by
primary key, a two-field body), in ``--rounds`` rounds whose order rotates.

Per endpoint: CPU milliseconds per request (this process's CPU time: Django, DRF,
the ORM and the database driver's client side; PostgreSQL's own time is not in it),
wall p50/p99, and the CPU ratio to the bare read. Production settings' shape:
``DEBUG`` off, Redis as the cache (the rate limits' store), persistent connections.
The last stdout lines are the table.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.common import log, percentile  # noqa: E402 - after the path
from bench.service_db import set_up_in_process_service  # noqa: E402

RULESET = "shrinks-and-ladders"
BARE = "bare read (baseline)"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--players", type=int, default=200)
    parser.add_argument("--games", type=int, default=2000, help="two-player games, seated at random")
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--requests", type=int, default=150, help="requests per endpoint per round")
    parser.add_argument("--pg", default=os.environ.get("PG_SERVER_URL", "postgres://postgres@127.0.0.1:5432"))
    parser.add_argument("--db", default=os.environ.get("BENCH_READS_DB", "ladders_bench_reads"))
    parser.add_argument("--redis", default=os.environ.get("BENCH_REDIS_URL", "redis://127.0.0.1:6379/11"))
    args = parser.parse_args()

    set_up_in_process_service(args.pg, args.db, args.redis, "read_endpoints")
    from django.test import Client

    from games.models import GameStatus
    from games.services.common import SeatSpec
    from games.services.creating import SeatedGameSpec, games_create_seated
    from ladders.engine import GameConfig
    from ladders.registry import get_ruleset
    from players.services import player_register

    rng = random.Random(45)
    players = []
    for index in range(args.players):
        player, token = player_register(handle=f"reader{index:04d}")
        players.append((player, token))
    rules = get_ruleset(RULESET)
    scenario = rules.info.scenarios[0].id
    options = rules.validate_config(GameConfig(scenario, 2, {}, None))
    specs = []
    for _ in range(args.games):
        a, b = rng.sample(range(args.players), 2)
        seats = [SeatSpec(type="human", player=players[a][0]), SeatSpec(type="human", player=players[b][0])]
        specs.append(SeatedGameSpec(ruleset_id=RULESET, scenario=scenario, options=options, seats=seats))
    game_ids = games_create_seated(specs=specs)
    index_of = {player.pk: index for index, (player, _) in enumerate(players)}
    games_of: dict[int, list[int]] = {index: [] for index in range(args.players)}
    for game_id, spec in zip(game_ids, specs, strict=True):
        for seat in spec.seats:
            assert seat.player is not None
            games_of[index_of[seat.player.pk]].append(game_id)
    log(f"read_endpoints: {args.players} players seated in {len(game_ids)} games")

    client = Client()

    seated = [index for index in range(args.players) if games_of[index]]

    def as_player(path: Callable[[str, int], str]) -> Callable[[], None]:
        """A read of ``path(handle, game)`` as a random seated player, of one of its games."""

        def request() -> None:
            index = rng.choice(seated)
            player, token = players[index]
            game_id = rng.choice(games_of[index])
            response = client.get(path(player.handle, game_id), HTTP_AUTHORIZATION=f"Token {token}")
            assert response.status_code == 200, (response.status_code, response.content[:200])

        return request

    endpoints: dict[str, Callable[[], None]] = {
        BARE: as_player(lambda handle, game: f"/bench/games/{game}/"),
        "GET /games/{id}/legal-actions/": as_player(lambda handle, game: f"/api/v1/games/{game}/legal-actions/"),
        "GET /games/{id}/": as_player(lambda handle, game: f"/api/v1/games/{game}/"),
        "GET /games/?player=&status=active": as_player(
            lambda handle, game: f"/api/v1/games/?player={handle}&status={GameStatus.ACTIVE}"
        ),
        "GET /players/me/": as_player(lambda handle, game: "/api/v1/players/me/"),
    }
    cpu: dict[str, float] = dict.fromkeys(endpoints, 0.0)
    wall: dict[str, list[float]] = {name: [] for name in endpoints}
    names = list(endpoints)
    for name in names:  # warm-up: imports, prepared statements, caches
        for _ in range(20):
            endpoints[name]()
    for round_ in range(args.rounds):
        order = names[round_ % len(names) :] + names[: round_ % len(names)]
        for name in order:
            request = endpoints[name]
            started_cpu = time.process_time()
            for _ in range(args.requests):
                started = time.perf_counter()
                request()
                wall[name].append(time.perf_counter() - started)
            cpu[name] += time.process_time() - started_cpu
        log(f"  round {round_ + 1}/{args.rounds}")

    count = args.rounds * args.requests
    bare_cpu = cpu[BARE] / count
    print(
        f"Reads between turns, in-process through Django's whole stack on PostgreSQL (DEBUG off, Redis cache),"
        f" {args.players} players in {len(game_ids)} games, {args.rounds} interleaved rounds of"
        f" {args.requests} requests per endpoint"
    )
    print()
    print("| endpoint | CPU ms / request | wall p50 ms | wall p99 ms | CPU x bare |")
    print("|---|---|---|---|---|")
    for name in names:
        per_request = cpu[name] / count
        print(
            f"| {name} | {per_request * 1000:.2f} | {statistics.median(wall[name]) * 1000:.2f}"
            f" | {percentile(wall[name], 0.99) * 1000:.2f} | {per_request / bare_cpu:.2f}x |"
        )


if __name__ == "__main__":
    main()
