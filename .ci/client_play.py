"""Play a whole game of every ruleset and scenario the server lists, through the
typed client that openapi-python-client generated from the server's schema
(.ci/client.sh generates it into a temporary directory and puts it on
PYTHONPATH as ``ladders_client``). Nothing here is hand-written HTTP: if the
schema cannot describe the API, the generated client cannot play.

Usage: client_play.py BASE_URL [--seed N] [--only RULESET[:SCENARIO]]

Our seat picks a random legal action (seeded, so a run can be repeated);
the other seat is the ``random`` bot, played by the Celery worker.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import uuid
from typing import Any

from ladders_client import AuthenticatedClient, Client
from ladders_client.api.games import (
    v1_games_actions_create,
    v1_games_create,
    v1_games_join_create,
    v1_games_legal_actions_retrieve,
    v1_games_retrieve,
    v1_games_verify_retrieve,
)
from ladders_client.api.players import v1_players_create
from ladders_client.api.rulesets import v1_rulesets_list
from ladders_client.models import (
    ActionSubmitRequestRequest,
    ActionSubmitted,
    Game,
    GameCreateRequestRequest,
    GameCreateRequestRequestOptions,
    GameStatusEnum,
    JoinRequestRequest,
    LegalActions,
    PlayerRegistered,
    PlayerRegisterRequestRequest,
    RulesetEnum,
    ScenarioEnum,
    SeatRequestRequest,
    SeatTypeEnum,
    Verification,
)
from ladders_client.types import Response

GAME_SECONDS = 600
# Random play can wander a long time where a rulebook has no length limit
# (Frag Deadlands, Shootin' Ladders, Candyman): where a ruleset offers the
# house option round_cap, the game is played to it (an ending by the rules,
# marked 'round_cap' in the outcome), so CI's time stays bounded.
ROUND_CAP = 30


def expect(response: Response[Any], status: int, kind: type) -> Any:
    """The parsed body of a response that must have ``status`` and parse as ``kind``."""
    parsed = response.parsed
    if response.status_code != status or not isinstance(parsed, kind):
        raise SystemExit(f"expected {status} {kind.__name__}, got {response.status_code}: {response.content[:500]!r}")
    return parsed


def wait_for_server(client: Client) -> None:
    for _ in range(120):
        try:
            if v1_rulesets_list.sync_detailed(client=client).status_code == 200:
                return
        except OSError:
            pass
        time.sleep(0.5)
    raise SystemExit("the web server did not come up")


def submit(client: AuthenticatedClient, game_id: int, legal: LegalActions, rng: random.Random) -> bool:
    """Post one of our legal actions back; False when the game moved first (409)."""
    chosen = rng.choice(legal.actions)
    # The listed action, as the request model the schema declares for it.
    body = ActionSubmitRequestRequest.from_dict({"action": chosen.to_dict(), "expected_version": legal.version})
    while True:
        response = v1_games_actions_create.sync_detailed(
            str(game_id), client=client, body=body, idempotency_key=uuid.uuid4().hex
        )
        if response.status_code == 429:
            # The per-token action rate limit: wait as the server says.
            time.sleep(float(response.headers.get("Retry-After", "1")))
            continue
        if response.status_code == 409:
            return False
        submitted = expect(response, 201, ActionSubmitted)
        assert submitted.version > legal.version, submitted
        return True


def play(
    client: AuthenticatedClient,
    ruleset: str,
    scenario: str,
    seats: int,
    teams: bool,
    options: dict[str, Any],
    rng: random.Random,
) -> str:
    specs = [SeatRequestRequest(type_=SeatTypeEnum.HUMAN)]
    specs += [SeatRequestRequest.from_dict({"type": "ai", "bot": "random"}) for _ in range(seats - 1)]
    if teams:
        for index, spec in enumerate(specs):
            spec.team = index % 2
    request = GameCreateRequestRequest(
        ruleset=RulesetEnum(ruleset),
        scenario=ScenarioEnum(scenario),
        seats=specs,
        options=GameCreateRequestRequestOptions.from_dict(options),
    )
    game = expect(v1_games_create.sync_detailed(client=client, body=request), 201, Game)
    game = expect(v1_games_join_create.sync_detailed(str(game.id), client=client, body=JoinRequestRequest()), 200, Game)
    ours = moves = 0
    deadline = time.monotonic() + GAME_SECONDS
    while time.monotonic() < deadline:
        game = expect(v1_games_retrieve.sync_detailed(str(game.id), client=client), 200, Game)
        if game.status != GameStatusEnum.ACTIVE:
            break
        if game.your_seat not in game.to_act:
            time.sleep(0.02)  # the worker is playing the bot's turn
            continue
        legal = expect(v1_games_legal_actions_retrieve.sync_detailed(str(game.id), client=client), 200, LegalActions)
        if legal.actions:
            ours += 1
            moves += submit(client, game.id, legal, rng)
    else:
        raise SystemExit(f"{ruleset}/{scenario}: game {game.id} did not finish in {GAME_SECONDS} s")
    assert game.status == GameStatusEnum.FINISHED, game.status
    verify = v1_games_verify_retrieve.sync_detailed(str(game.id), client=client)
    checked = expect(verify, 200, Verification)
    assert checked.verified, checked
    ending = (game.outcome.get("details") or {}).get("ending", "")
    return (
        f"game {game.id}: {game.version} actions ({moves} ours), winners {game.outcome['winners']}"
        f"{f', ending {ending}' if ending else ''}, verified"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("base_url")
    parser.add_argument("--seed", type=int, default=29)
    parser.add_argument("--only", action="append", default=[], help="ruleset or ruleset:scenario (repeatable)")
    args = parser.parse_args()
    anonymous = Client(base_url=args.base_url, timeout=30.0)
    wait_for_server(anonymous)
    rulesets = expect(v1_rulesets_list.sync_detailed(client=anonymous), 200, list)
    handle = f"client{int(time.time())}"
    player = expect(
        v1_players_create.sync_detailed(client=anonymous, body=PlayerRegisterRequestRequest(handle=handle)),
        201,
        PlayerRegistered,
    )
    client = AuthenticatedClient(base_url=args.base_url, token=player.token, prefix="Token", timeout=30.0)
    rng = random.Random(args.seed)
    played = 0
    for ruleset in rulesets:
        for scenario in ruleset.scenarios:
            if args.only and ruleset.id not in args.only and f"{ruleset.id}:{scenario.id}" not in args.only:
                continue
            started = time.monotonic()
            offered = ruleset.to_dict()["options"].get("properties", {})
            options = {"round_cap": ROUND_CAP} if "round_cap" in offered else {}
            summary = play(client, ruleset.id, scenario.id, scenario.min_seats, bool(scenario.teams), options, rng)
            print(f"{ruleset.id}/{scenario.id}: {summary} ({time.monotonic() - started:.1f} s)", flush=True)
            played += 1
    if played == 0:
        raise SystemExit("no ruleset was played")
    print(f"client: {played} games played to the end with the generated client")


if __name__ == "__main__":
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    main()
