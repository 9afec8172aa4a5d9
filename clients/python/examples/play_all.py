"""Play one game of every ruleset to the end with the ladders-client package,
and check each: one free-for-all scenario of each ruleset and, where a ruleset
has team scenarios, one of those too. CI's smoke stage runs it against the
scaled topology (.ci/smoke.sh), from a virtualenv that has only this package.

Usage: python play_all.py BASE_URL [--stream-url URL] [--seed N] [--only RULESET[:SCENARIO]]

(--stream-url: where the event streams are served, when not at BASE_URL.)

Our seat picks a random legal action (seeded, so a run can be repeated); the
other seats are the ``random`` bot. Each game is then verified (the dice
commitment, the seed mix, the service's replay) and its stream read from the
start to its ``end`` event, which must carry every entry once, in order.
"""

from __future__ import annotations

import argparse
import random
import secrets
import time
from typing import Any

from ladders_api.api.rulesets import v1_rulesets_list
from ladders_api.models import Game, LegalActions, RulesetInfo
from ladders_client import Ladders

# Where a rulebook has no length limit (Frag Deadlands, Shootin' Ladders,
# Candyman), random play can wander a long time: the house option round_cap
# ends the game by the rules (marked 'round_cap' in the outcome); Ladder 29
# plays its short game (four rounds). CI's smoke time stays small.
ROUND_CAP = 12
# A turn waits at most this long (a loaded CI machine's worker may lag).
TURN_TIMEOUT = 300.0


def scenarios(ruleset: RulesetInfo) -> list[tuple[str, int, bool]]:
    """(scenario, seats, teams): the first free-for-all and the first team scenario."""
    chosen: dict[bool, tuple[str, int, bool]] = {}
    for scenario in ruleset.scenarios:
        chosen.setdefault(bool(scenario.teams), (scenario.id, scenario.min_seats, bool(scenario.teams)))
    return list(chosen.values())


def play_one(me: Ladders, ruleset: RulesetInfo, scenario: str, seats: int, teams: bool, rng: random.Random) -> str:
    offered = ruleset.to_dict()["options"].get("properties", {})
    specs: list[dict[str, Any]] = [{"type": "human"}] + [{"type": "ai", "bot": "random"}] * (seats - 1)
    if teams:
        specs = [{**spec, "team": index % 2} for index, spec in enumerate(specs)]
    options: dict[str, Any] = {"round_cap": ROUND_CAP} if "round_cap" in offered else {}
    if "short_game" in offered:
        options["short_game"] = True
    game = me.create_game(ruleset.id, specs, scenario=scenario, options=options)
    me.join(game.id, client_seed=secrets.token_hex(8))

    def choose(game: Game, legal: LegalActions) -> Any:
        return rng.choice(legal.actions)

    final = me.play(game.id, choose, turn_timeout=TURN_TIMEOUT)
    assert final.status == "finished", final.status
    checked = me.verify_game(game.id, seed_sha256=game.seed_sha256)
    entries = list(me.follow(game.id, timeout=60))
    assert [e.id for e in entries] == [*range(1, final.version + 1), final.version], [e.id for e in entries][-5:]
    assert entries[-1].event == "end", entries[-1]
    assert entries[-1].data["outcome"] == final.outcome
    ending = (final.outcome.get("details") or {}).get("ending", "")
    return (
        f"game {game.id}: {final.version} actions, winners {final.outcome['winners']}"
        f"{f', ending {ending}' if ending else ''}, {checked.verdict}, stream {len(entries)} events to its end"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("base_url")
    parser.add_argument("--stream-url", default=None)
    parser.add_argument("--seed", type=int, default=29)
    parser.add_argument("--only", action="append", default=[], help="ruleset or ruleset:scenario (repeatable)")
    args = parser.parse_args()
    anonymous = Ladders(args.base_url)
    rulesets = v1_rulesets_list.sync(client=anonymous.api)
    assert isinstance(rulesets, list), rulesets
    me = Ladders.register(args.base_url, f"py-{secrets.token_hex(4)}", stream_url=args.stream_url)
    rng = random.Random(args.seed)
    played = 0
    for ruleset in rulesets:
        for scenario, seats, teams in scenarios(ruleset):
            if args.only and ruleset.id not in args.only and f"{ruleset.id}:{scenario}" not in args.only:
                continue
            started = time.monotonic()
            summary = play_one(me, ruleset, scenario, seats, teams, rng)
            print(f"{ruleset.id}/{scenario}: {summary} ({time.monotonic() - started:.1f} s)", flush=True)
            played += 1
    if not played:
        raise SystemExit("no game was played")
    print(f"python client: {played} games played to the end and verified")


if __name__ == "__main__":
    main()
