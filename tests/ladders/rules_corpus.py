"""A recorded corpus of game logs, one set per ruleset, kept with the ``rules_version`` it
was recorded under: the stand-in for the finished games a live service has stored.

A finished game's ``GET /verify/`` replays its stored log with today's engine. A change
that makes a stored log replay to another final state (a rules fix, a new state key) must
bump the ruleset's ``RulesetInfo.rules_version``, so verification can tell "played under
other rules" from "does not replay". ``test_rules_versions.py`` holds the engine to the
corpus. To re-record one ruleset's logs after bumping its version on purpose::

    python -m tests.ladders.rules_corpus --write frag-deadlands

Only the named rulesets are re-recorded: the others keep their older logs, which is what
makes them worth replaying.
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
from pathlib import Path
from typing import Any

from ladders.engine import Ruleset
from ladders.registry import all_rulesets, get_ruleset

CORPUS = Path(__file__).parent / "data" / "rules_corpus.json.gz"
SEEDS = (1, 2, 3, 4, 5)


def load() -> dict[str, Any]:
    with gzip.open(CORPUS, "rt", encoding="utf-8") as handle:
        corpus: dict[str, Any] = json.load(handle)
    return corpus


def save(corpus: dict[str, Any]) -> None:
    raw = json.dumps(corpus, sort_keys=True, separators=(",", ":")).encode()
    CORPUS.parent.mkdir(parents=True, exist_ok=True)
    # mtime 0: the same corpus gives the same bytes, so git shows only real changes.
    CORPUS.write_bytes(gzip.compress(raw, compresslevel=9, mtime=0))


def record(rules: Ruleset) -> list[dict[str, Any]]:
    """Random legal play (the contract suite's) at the smallest and largest table of every
    scenario, five seeds each: every action type the ruleset's random play reaches."""
    # The contract suite's cases and bounds (a two-seat Deadlands game has a round cap).
    from tests.ladders.test_contract import CASES, make_config, random_playout

    games = []
    for case in CASES:
        case_rules, scenario_id, seats = case.values
        if case_rules.info.id != rules.info.id:
            continue
        config = make_config(rules, scenario_id, seats)
        for seed in SEEDS:
            log, final_hash = random_playout(rules, config, seed, deep_checks=False)
            games.append(
                {
                    "config": config.to_dict(),
                    "seed": seed,
                    "actions": [[seat, action] for seat, action in log],
                    "final_state_hash": final_hash,
                }
            )
    return games


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument(
        "--write", nargs="+", metavar="RULESET", help="re-record these rulesets' logs under their current version"
    )
    args = parser.parse_args(argv)
    if not args.write:
        parser.print_help()
        return 2
    corpus = load() if CORPUS.exists() else {"rulesets": {}}
    known = {rules.info.id for rules in all_rulesets()}
    for ruleset_id in args.write:
        if ruleset_id not in known:
            parser.error(f"unknown ruleset {ruleset_id!r}; choose from {', '.join(sorted(known))}")
        rules = get_ruleset(ruleset_id)
        games = record(rules)
        corpus["rulesets"][ruleset_id] = {"rules_version": rules.info.rules_version, "games": games}
        actions = sum(len(game["actions"]) for game in games)
        print(f"{ruleset_id}: {len(games)} games, {actions} actions, rules_version {rules.info.rules_version}")
    save(corpus)
    print(f"wrote {CORPUS} ({CORPUS.stat().st_size:,} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
