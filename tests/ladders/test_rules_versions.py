"""Stored logs replay to their recorded final states until a ruleset says its rules changed.

``GET /games/{id}/verify/`` replays a finished game's stored log with today's engine and
compares the final state hash. Any change that replays a stored log differently (a rules
fix, a renamed state key) must bump ``RulesetInfo.rules_version`` so that verification
reports ``rules_changed`` for older games instead of a failed replay. These tests replay a
recorded corpus (``rules_corpus.py``) and fail on a silent change.
"""

from __future__ import annotations

import copy
import dataclasses
from pathlib import Path
from typing import Any

import pytest

from ladders.engine import GameConfig, IllegalAction, InvalidConfig, replay, state_hash
from ladders.registry import all_rulesets, get_ruleset
from tests.ladders import rules_corpus

RULESET_IDS = [rules.info.id for rules in all_rulesets()]
RERECORD = "python -m tests.ladders.rules_corpus --write {id}"


@pytest.fixture(scope="module")
def corpus() -> dict[str, Any]:
    return rules_corpus.load()


def test_every_ruleset_has_recorded_logs(corpus: dict[str, Any]) -> None:
    assert sorted(corpus["rulesets"]) == sorted(RULESET_IDS)
    for ruleset_id, entry in corpus["rulesets"].items():
        scenarios = {game["config"]["scenario"] for game in entry["games"]}
        assert scenarios == {s.id for s in get_ruleset(ruleset_id).info.scenarios}, ruleset_id


@pytest.mark.parametrize("ruleset_id", RULESET_IDS)
def test_the_corpus_was_recorded_under_the_current_rules_version(corpus: dict[str, Any], ruleset_id: str) -> None:
    current = get_ruleset(ruleset_id).info.rules_version
    recorded = corpus["rulesets"][ruleset_id]["rules_version"]
    assert recorded == current, (
        f"{ruleset_id} is at rules_version {current} but its logs were recorded under {recorded}: "
        f"re-record them ({RERECORD.format(id=ruleset_id)})"
    )


@pytest.mark.parametrize("ruleset_id", RULESET_IDS)
def test_stored_logs_replay_to_their_recorded_final_state(corpus: dict[str, Any], ruleset_id: str) -> None:
    rules = get_ruleset(ruleset_id)
    changed = []
    for game in corpus["rulesets"][ruleset_id]["games"]:
        config = GameConfig.from_dict(game["config"])
        log = [(seat, action) for seat, action in game["actions"]]
        label = f"{config.scenario} {config.seats} seats seed {game['seed']}"
        try:
            final = replay(rules, config, game["seed"], log)
        except IllegalAction as exc:
            changed.append(f"{label}: a logged action is now illegal ({exc.code})")
            continue
        if state_hash(final) != game["final_state_hash"]:
            changed.append(f"{label}: another final state")
    assert not changed, (
        f"{ruleset_id}'s stored logs replay differently under rules_version {rules.info.rules_version}: "
        + "; ".join(changed)
        + ". If the rules or the state's shape changed on purpose, bump its RulesetInfo.rules_version, "
        f"note it in docs/rules-versions.md and re-record ({RERECORD.format(id=ruleset_id)}); "
        "otherwise this is a regression."
    )


def test_the_corpus_file_is_byte_stable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Saving what was loaded gives the same bytes (gzip without a timestamp), so a
    re-record shows in git only where a log changed."""
    original = rules_corpus.CORPUS.read_bytes()
    loaded = rules_corpus.load()
    monkeypatch.setattr(rules_corpus, "CORPUS", tmp_path / "corpus.json.gz")
    rules_corpus.save(loaded)
    assert rules_corpus.CORPUS.read_bytes() == original


def test_an_engine_deals_each_rules_version_it_still_plays_and_refuses_others() -> None:
    """A ruleset that keeps an earlier version playable deals it exactly as before (no
    version mark in the state), marks every later one, and refuses a version it does not
    play with ``unknown_rules_version``."""
    rules = copy.copy(get_ruleset("shrinks-and-ladders"))
    old = rules.info.rules_version
    before = rules.setup(GameConfig("standard", 2), 7)
    rules.info = dataclasses.replace(rules.info, rules_version=old + 1, earlier_rules_versions=(old,))  # type: ignore[misc]
    assert rules.setup(GameConfig("standard", 2, rules_version=old), 7) == before
    current = rules.setup(GameConfig("standard", 2), 7)
    assert current == {**before, "rules_version": old + 1}
    assert rules.played_rules_version(before) == old
    assert rules.played_rules_version(current) == old + 1
    with pytest.raises(InvalidConfig) as refused:
        rules.setup(GameConfig("standard", 2, rules_version=old + 5), 7)
    assert refused.value.code == "unknown_rules_version"
    assert GameConfig.from_dict(GameConfig("standard", 2, rules_version=old).to_dict()).rules_version == old
