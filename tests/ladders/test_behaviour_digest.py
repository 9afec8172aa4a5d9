"""The engines' behaviour, pinned as digests recorded before the rulesets were laid out
anew (issue #47): any move of code that changes what a game does fails here.

For every registered ruleset, scenario and a few seat counts, games are played from fixed
seeds by the ``random`` bot (``ladders.bots.random_bot``, seeded per step). Each game is
summed into one SHA-256 over, at every step: the state hash, the seats to act, the legal
action list of every seat, the view of every seat and of a spectator, the acting seat's
determinized state; then the action taken and the events ``apply`` returned (with whom
they are shown to); and at the end the outcome and the tallies. ``step`` on a
``copy_state`` copy must reach the same state as ``apply`` (asserted, not digested).

The recorded digests live in ``tests/ladders/digests/<ruleset>.json``, RECORDED games per
case. The test checks the first GAMES of them; ``PROPERTY_SCALE=k`` checks ``k`` times as
many (``tests/scale.py``), up to RECORDED. They are recorded once, from the code before a move, with

    python -m tests.ladders.test_behaviour_digest --record RULESET

which refuses to overwrite a file that exists: a digest that no longer matches means the
behaviour changed, and the change is to be found, not re-recorded. A deliberate rules change
bumps ``rules_version`` and, where the engine keeps the old version playable
(``RulesetInfo.earlier_rules_versions``), records the new version beside the old one
(``<ruleset>.v<N>.json``; the same command): every file is checked under the version it was
recorded at, so the old digest proves that games of the old version keep their rules. A
file without a ``rules_version`` holds the ruleset's oldest playable version.

Only the ``random`` bot plays: the other bots' choices are not digested, because the bots
are being rewritten on their own (issue #47 covers the engines, not the bots' play).
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from ladders.bots.random_bot import RandomBot
from ladders.engine import GameConfig, IllegalAction, Ruleset, canonical_json, splitmix64, state_hash
from ladders.registry import all_rulesets, get_ruleset
from tests.scale import scaled

DIGESTS = Path(__file__).resolve().parent / "digests"
RECORDED = 8
GAMES = 1
MAX_STEPS = 3_000
# Bounds that keep a random game short (the rulebook sets none for these); part of each
# case's configuration, so of its digest.
ROUND_CAPS: dict[str, int] = {
    "frag-deadlands": 30,
    "shootin-ladders": 20,
    "run-for-your-life-candyman": 40,
}


def seat_counts(rules: Ruleset, scenario_id: str) -> list[int]:
    """The scenario's fewest seats; four as well for a ruleset's first scenario and its
    first team scenario (every scenario at four would take the test past its seconds)."""
    scenario = rules.info.scenario(scenario_id)
    low = scenario.min_seats or rules.info.min_seats
    high = scenario.max_seats or rules.info.max_seats
    firsts = {rules.info.scenarios[0].id, next((s.id for s in rules.info.scenarios if s.teams), "")}
    return sorted({low, max(low, min(4, high))}) if scenario_id in firsts else [low]


def case_config(rules: Ruleset, scenario_id: str, seats: int, rules_version: int | None = None) -> GameConfig:
    options: dict[str, Any] = {}
    cap = ROUND_CAPS.get(rules.info.id)
    if cap is not None and "round_cap" in rules.options_schema(scenario_id).get("properties", {}):
        options["round_cap"] = cap
    return GameConfig(scenario_id, seats, options, rules.random_teams(scenario_id, seats, 0), rules_version)


def oldest_version(rules: Ruleset) -> int:
    return (*rules.info.earlier_rules_versions, rules.info.rules_version)[0]


def digest_files(rules: Ruleset) -> dict[int, Path]:
    """The ruleset's recorded digest files by the rules version they were recorded at."""
    files: dict[int, Path] = {}
    for path in sorted(DIGESTS.glob(f"{rules.info.id}*.json")):
        recorded = json.loads(path.read_text())
        if recorded["ruleset"] == rules.info.id:
            files[int(recorded.get("rules_version", oldest_version(rules)))] = path
    return files


def _legal(rules: Ruleset, state: dict[str, Any], seat: int) -> Any:
    try:
        return rules.legal_actions(state, seat)
    except IllegalAction as error:
        return {"illegal": error.code}


def game_digest(rules: Ruleset, config: GameConfig, seed: int) -> str:
    """One random game's SHA-256 (see the module's docstring for what it covers)."""
    digest = hashlib.sha256()

    def feed(tag: str, value: Any) -> None:
        digest.update(tag.encode())
        digest.update(canonical_json(value).encode())

    bot = RandomBot()
    viewers: list[int | None] = [None, *range(config.seats)]
    state = rules.setup(config, seed)
    for step in range(MAX_STEPS):
        feed("hash", state_hash(state))
        for viewer in viewers:
            feed("view", rules.view(state, viewer))
        outcome = rules.outcome(state)
        if outcome is not None:
            feed("outcome", outcome.to_dict())
            feed("tallies", rules.tallies(state))
            return digest.hexdigest()
        to_act = rules.to_act(state)
        feed("to_act", to_act)
        for seat in range(config.seats):
            feed("legal", _legal(rules, state, seat))
        seat = to_act[splitmix64(seed * 7919 + step) % len(to_act)]
        feed("determinized", state_hash(rules.determinize(state, seat, seed + step)))
        action = bot.choose(rules, state, seat, seed * 1_000_003 + step)
        feed("action", [seat, action])
        stepped = rules.copy_state(state)
        rules.step(stepped, seat, dict(action))
        state, events = rules.apply(state, seat, action)
        assert state_hash(stepped) == state_hash(state), f"step and apply differ at step {step} (seed {seed})"
        feed("events", [event.to_dict() for event in events])
    raise AssertionError(f"game did not end within {MAX_STEPS} steps (seed {seed})")


def cases(rules: Ruleset) -> list[tuple[str, int]]:
    return [(scenario.id, seats) for scenario in rules.info.scenarios for seats in seat_counts(rules, scenario.id)]


def case_key(scenario_id: str, seats: int) -> str:
    return f"{scenario_id}/{seats}p"


def seeds(count: int) -> list[int]:
    return [1_000 + 17 * index for index in range(count)]


def record(ruleset_id: str) -> Path:
    """Record the current rules version's digests, once: into ``<ruleset>.json`` for a
    ruleset with no file yet, else into ``<ruleset>.v<N>.json``."""
    rules = get_ruleset(ruleset_id)
    version = rules.info.rules_version
    files = digest_files(rules)
    if version in files:
        raise SystemExit(f"{files[version]} exists: digests are recorded once, before a move, never re-recorded")
    path = DIGESTS / (f"{ruleset_id}.v{version}.json" if files else f"{ruleset_id}.json")
    recorded = {
        case_key(scenario_id, seats): [
            game_digest(rules, case_config(rules, scenario_id, seats, version), seed) for seed in seeds(RECORDED)
        ]
        for scenario_id, seats in cases(rules)
    }
    DIGESTS.mkdir(exist_ok=True)
    body = {"ruleset": ruleset_id, "rules_version": version, "seeds": seeds(RECORDED), "games": recorded}
    path.write_text(json.dumps(body, indent=1) + "\n")
    return path


def _version_suffix(rules: Ruleset, version: int) -> str:
    return "" if version == oldest_version(rules) else f"-v{version}"


CASES = [
    pytest.param(
        rules,
        version,
        scenario_id,
        seats,
        id=f"{rules.info.id}{_version_suffix(rules, version)}-{case_key(scenario_id, seats)}",
    )
    for rules in all_rulesets()
    for version in digest_files(rules)
    for scenario_id, seats in cases(rules)
]


@pytest.mark.parametrize("rules", all_rulesets(), ids=lambda rules: rules.info.id)
def test_every_version_an_engine_plays_has_its_digest_and_no_other(rules: Ruleset) -> None:
    playable = {*rules.info.earlier_rules_versions, rules.info.rules_version}
    assert set(digest_files(rules)) == playable, (
        f"{rules.info.id} plays rules versions {sorted(playable)} but has digests of {sorted(digest_files(rules))}: "
        "record the new version's (python -m tests.ladders.test_behaviour_digest --record), "
        "or remove a version's file together with the version itself"
    )


@pytest.mark.property
@pytest.mark.parametrize(("rules", "version", "scenario_id", "seats"), CASES)
def test_random_games_match_the_digests_recorded_before_the_move(
    rules: Ruleset, version: int, scenario_id: str, seats: int
) -> None:
    recorded = json.loads(digest_files(rules)[version].read_text())
    expected = recorded["games"][case_key(scenario_id, seats)]
    count = min(len(expected), scaled(GAMES))
    config = case_config(rules, scenario_id, seats, version)
    for index, seed in enumerate(recorded["seeds"][:count]):
        assert game_digest(rules, config, seed) == expected[index], (
            f"{rules.info.id} {case_key(scenario_id, seats)} seed {seed}: behaviour differs from the recorded digest"
        )


def test_a_digest_sees_a_changed_view() -> None:
    """The digest is not blind: a ruleset whose spectator view differs by one field
    digests differently."""
    rules = get_ruleset("ladder-29")
    config = case_config(rules, "standard", 2)

    class Changed(type(rules)):  # type: ignore[misc]
        def view(self, state: dict[str, Any], seat: int | None) -> dict[str, Any]:
            view = super().view(state, seat)
            return {**view, "extra": 1} if seat is None else view

    assert game_digest(Changed(), config, 1_000) != game_digest(rules, config, 1_000)


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] == "--record":
        for name in sys.argv[2:]:
            print(record(name))
    else:
        raise SystemExit(__doc__)
