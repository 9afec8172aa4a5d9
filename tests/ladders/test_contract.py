"""One parametrised suite over every registered ruleset (after OpenSpiel's games_sim_test).

Random legal play from random seeds never raises, always ends within a bound,
replays from seed + actions to the same state hash, keeps its state JSON data,
never mutates the input of ``apply``, lists only actions its own schemas
describe, and never shows the RNG in a view.
"""

from __future__ import annotations

import json
import random
from typing import Any

import jsonschema
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ladders.engine import Event, GameConfig, IllegalAction, Ruleset, canonical_json, replay, state_hash
from ladders.registry import all_rulesets
from tests.scale import at_scale, scaled
from tests.schema_validator import SchemaValidator

MAX_ACTIONS = 20_000

CASES = [
    pytest.param(rules, scenario.id, seats, id=f"{rules.info.id}-{scenario.id}-{seats}p")
    for rules in all_rulesets()
    for scenario in rules.info.scenarios
    for seats in sorted(
        {
            scenario.min_seats or rules.info.min_seats,
            scenario.max_seats or rules.info.max_seats,
        }
    )
]


# The deep checks and the copy-discipline run view and copy every state for every
# seat: minutes at the largest tables. Those run from PROPERTY_SCALE 2 (CI's
# property stage, make test-properties); make test runs the same checks at every
# smaller table.
LARGE_TABLE = 6
_LARGE_TABLE_MARKS = [
    pytest.mark.property,
    pytest.mark.skipif(not at_scale(2), reason="a large table: make test-properties (PROPERTY_SCALE >= 2) runs it"),
]
DEEP_CASES = [
    pytest.param(
        *case.values, id=case.id, marks=_LARGE_TABLE_MARKS if case.values[2] >= LARGE_TABLE else [pytest.mark.property]
    )
    for case in CASES
]


# Explicit length bounds for cases whose rulebook has none and whose random play can run
# past MAX_ACTIONS: Frag Deadlands with two seats (two random fighters rarely meet; the
# game still ends, see docs/frag-deadlands.md and its 500-seed test without a cap).
BOUNDED: dict[tuple[str, int], dict[str, Any]] = {("frag-deadlands", 2): {"round_cap": 300}}
# Shootin' Ladders has no length limit by default (the rulebook has none); random players in
# Candyman Flag Capture seldom carry a flag home at the larger tables (the shootin-teams
# tests play it to its mission with attacking players), so the contract run bounds it.
BOUNDED_SCENARIOS: dict[tuple[str, str], dict[str, Any]] = {
    ("shootin-ladders", "candyman-flag-capture"): {"round_cap": 60},
}


def make_config(rules: Ruleset, scenario_id: str, seats: int) -> GameConfig:
    # Teams of the scenario's own shape (equal sides; one sniper against the rest), drawn as
    # a game created with "teams": "random" draws them.
    teams = rules.random_teams(scenario_id, seats, 0)
    bound = BOUNDED.get((rules.info.id, seats)) or BOUNDED_SCENARIOS.get((rules.info.id, scenario_id), {})
    return GameConfig(scenario_id, seats, dict(bound), teams)


# Keyed by the schema object: the rulesets' schemas live as long as the process, and a
# view schema runs to 60 KB, so serialising it for a key on every call cost more than the check.
_VALIDATORS: dict[int, tuple[dict[str, Any], SchemaValidator]] = {}


def validate(instance: Any, schema: dict[str, Any]) -> None:
    """``jsonschema.validate``, with each schema's validator built (and the schema checked)
    once, not on every call, and fast (``tests/schema_validator.py``)."""
    cached = _VALIDATORS.get(id(schema))
    if cached is None or cached[0] is not schema:
        cached = _VALIDATORS[id(schema)] = (schema, SchemaValidator(schema))
    cached[1].validate(instance)


def _object_schema(schema: dict[str, Any]) -> dict[str, Any]:
    """An event schema with ``"type": "object"``, the same dict for the same schema."""
    cached = _EVENT_OBJECTS.get(id(schema))
    if cached is None or cached[0] is not schema:
        cached = _EVENT_OBJECTS[id(schema)] = (schema, {"type": "object", **schema})
    return cached[1]


_EVENT_OBJECTS: dict[int, tuple[dict[str, Any], dict[str, Any]]] = {}


def check_event(rules: Ruleset, event: Event, seats: int) -> None:
    assert event.type in rules.info.event_schemas, f"event {event.type!r} missing from event_schemas"
    validate(event.data, _object_schema(rules.info.event_schemas[event.type]))
    if event.visible_to is not None:
        assert all(0 <= s < seats for s in event.visible_to)


# Validating a view against its schema costs a few milliseconds (Shootin's is 60 KB): the
# deep check validates every viewer's view at every VIEW_SAMPLE-th step and the last; each
# ruleset's own schema test (tests/ladders/test_*_schemas.py) validates more, under slow.
VIEW_SAMPLE = 10


def random_playout(
    rules: Ruleset,
    config: GameConfig,
    seed: int,
    *,
    deep_checks: bool,
    view_every: int = VIEW_SAMPLE,
    deep_steps: int = MAX_ACTIONS,
) -> tuple[list, str]:
    """A seeded random game to its end; with ``deep_checks``, the first ``deep_steps``
    actions (and the end) are checked against the whole contract."""
    chooser = random.Random(seed)
    state = rules.setup(config, seed)
    log = []
    view_schema = rules.view_schema()
    for step in range(MAX_ACTIONS):
        if rules.outcome(state) is not None:
            if deep_checks and view_schema:
                for viewer in [None, *range(config.seats)]:
                    validate(rules.view(state, viewer), view_schema)
            return log, state_hash(state)
        to_act = rules.to_act(state)
        assert to_act, "an unfinished game must wait on someone"
        seat = chooser.choice(to_act)
        actions = rules.legal_actions(state, seat)
        assert actions, f"seat {seat} is to act but has no legal action"
        action = chooser.choice(actions)
        deep = deep_checks and step < deep_steps
        if deep:
            schema = rules.info.action_schemas[action["type"]]
            validate(action, schema)
            before = state_hash(state)
            for viewer in [None, *range(config.seats)]:
                view = rules.view(state, viewer)
                assert "rng" not in view
                json.dumps(view)
                if view_schema and step % view_every == 0:
                    validate(view, view_schema)
            frags, trophies = rules.tallies(state)
            assert len(frags) == len(trophies) == config.seats
            assert all(isinstance(n, int) and n >= 0 for n in (*frags, *trophies))
        new_state, events = rules.apply(state, seat, action)
        if deep:
            assert state_hash(state) == before, "apply mutated its input"
            assert json.loads(json.dumps(new_state)) == new_state, "state must be JSON data"
            for event in events:
                check_event(rules, event, config.seats)
        log.append((seat, action))
        state = new_state
    pytest.fail(f"game did not end within {MAX_ACTIONS} actions")


@pytest.mark.property
@pytest.mark.parametrize(("rules", "scenario_id", "seats"), CASES)
@settings(max_examples=scaled(6), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**63 - 1))
def test_random_play_ends_and_replays(rules: Ruleset, scenario_id: str, seats: int, seed: int) -> None:
    config = make_config(rules, scenario_id, seats)
    log, final_hash = random_playout(rules, config, seed, deep_checks=False)

    assert state_hash(replay(rules, config, seed, log)) == final_hash
    outcome = rules.outcome(replay(rules, config, seed, log))
    assert outcome is not None
    assert len(outcome.placements) == seats
    assert all(1 <= p <= seats for p in outcome.placements)
    assert outcome.winners
    assert all(outcome.placements[w] == 1 for w in outcome.winners)
    json.dumps(outcome.to_dict())
    # What a game ended early (every other side forfeited) scores agrees with the end's count.
    assert rules.tallies(replay(rules, config, seed, log)) == (outcome.frags, outcome.trophies)


@pytest.mark.parametrize(("rules", "scenario_id", "seats"), DEEP_CASES)
def test_deep_contract_checks_on_one_game(rules: Ruleset, scenario_id: str, seats: int) -> None:
    """The whole contract at each of the first 250 actions per unit of PROPERTY_SCALE (every
    action of most games at CI's scale 4), then the game played to its end."""
    random_playout(rules, make_config(rules, scenario_id, seats), 12345, deep_checks=True, deep_steps=scaled(250))


@pytest.mark.parametrize(("rules", "scenario_id", "seats"), DEEP_CASES)
def test_apply_never_changes_any_state_it_was_given(rules: Ruleset, scenario_id: str, seats: int) -> None:
    """The copy discipline (issue #11): ``apply`` may share what it does not change
    with its input, so a later step must never write through a shared container.
    Every state of a random game is kept with a deep copy taken before it was
    passed to ``apply``; when the game is over, each must still equal its copy. One game
    per unit of PROPERTY_SCALE. The copy is the state's canonical JSON (the state is JSON
    data): about 40% of the time ``copy.deepcopy`` took, with the same verdict."""
    config = make_config(rules, scenario_id, seats)
    for seed in range(7, 7 + scaled(1)):
        chooser = random.Random(seed)
        state = rules.setup(config, seed)
        kept: list[tuple[dict[str, Any], str]] = []
        for _ in range(MAX_ACTIONS):
            if rules.outcome(state) is not None:
                break
            seat = chooser.choice(rules.to_act(state))
            action = chooser.choice(rules.legal_actions(state, seat))
            kept.append((state, canonical_json(state)))
            state, _ = rules.apply(state, seat, action)
        for index, (original, snapshot) in enumerate(kept):
            assert canonical_json(original) == snapshot, (
                f"state {index} changed after it was passed to apply (seed {seed})"
            )


def _as_json(action: dict[str, Any]) -> str:
    """The action as a client would have sent it: ``1``, ``1.0`` and ``true`` differ."""
    return json.dumps(action, sort_keys=True)


def _variants(action: dict[str, Any]) -> list[dict[str, Any]]:
    """Near misses and junk made from a legal action: each parameter nudged,
    emptied, retyped or dropped, and one unknown parameter added."""
    out: list[dict[str, Any]] = [{**action, "unexpected": 1}]
    for key, value in action.items():
        if key == "type":
            continue
        junk: list[Any] = ["x", None, [], {}, -1, 10**9]
        if isinstance(value, bool):
            junk.append(not value)
        elif isinstance(value, int):
            # JSON's other spellings of a number: equal to it in Python, so only its type tells
            junk += [value + 1, value - 1, float(value), value == 1]
        elif isinstance(value, list):
            junk += [value[:-1], [*value, value[0] if value else 0], list(reversed(value))]
            if value and all(type(item) is int for item in value):
                junk.append([float(item) for item in value])
        for replacement in junk:
            out.append({**action, key: replacement})
        out.append({k: v for k, v in action.items() if k != key})
    return out


@pytest.mark.property
@pytest.mark.parametrize(("rules", "scenario_id", "seats"), CASES)
def test_check_agrees_with_legal_actions(rules: Ruleset, scenario_id: str, seats: int) -> None:
    """A ruleset's own ``check`` (validating one action without listing them all)
    must accept exactly what ``legal_actions`` lists, up to ``normalize_action``,
    and refuse everything else with ``IllegalAction``, never another exception;
    ``apply`` (with its own short ways) refuses the same, ``1.0`` or ``true`` for
    an integer included. Over the first 400 actions of a random game per unit of
    PROPERTY_SCALE (the whole game at CI's scale 4, for most tables)."""
    config = make_config(rules, scenario_id, seats)
    chooser = random.Random(5)
    state = rules.setup(config, 5)
    for _ in range(min(MAX_ACTIONS, scaled(400))):
        if rules.outcome(state) is not None:
            return
        seat = chooser.choice(rules.to_act(state))
        legal = rules.legal_actions(state, seat)
        canonical = {_as_json(rules.normalize_action(state, seat, a)) for a in legal}
        for action in legal:
            rules.check(state, seat, rules.normalize_action(state, seat, action))
        for variant in _variants(chooser.choice(legal)):
            normal = rules.normalize_action(state, seat, variant)
            if _as_json(normal) in canonical:
                rules.check(state, seat, normal)
            else:
                with pytest.raises(IllegalAction):
                    rules.check(state, seat, normal)
                with pytest.raises(IllegalAction):
                    rules.apply(state, seat, variant)
        state, _ = rules.apply(state, seat, chooser.choice(legal))


@pytest.mark.parametrize(("rules", "scenario_id", "seats"), CASES)
def test_same_seed_same_game(rules: Ruleset, scenario_id: str, seats: int) -> None:
    config = make_config(rules, scenario_id, seats)
    assert state_hash(rules.setup(config, 99)) == state_hash(rules.setup(config, 99))


@pytest.mark.parametrize(("rules", "scenario_id", "seats"), CASES)
def test_wrong_seat_and_unknown_action_are_refused(rules: Ruleset, scenario_id: str, seats: int) -> None:
    config = make_config(rules, scenario_id, seats)
    state = rules.setup(config, 3)
    before = state_hash(state)
    waiting = set(rules.to_act(state))
    idle = [s for s in range(seats) if s not in waiting]
    if idle:
        with pytest.raises(IllegalAction) as err:
            rules.apply(state, idle[0], rules.legal_actions(state, next(iter(waiting)))[0])
        assert err.value.code == "not_your_turn"
    with pytest.raises(IllegalAction) as err:
        rules.apply(state, next(iter(waiting)), {"type": "no-such-action"})
    assert err.value.code == "unknown_action_type"
    with pytest.raises(IllegalAction) as err:
        rules.apply(state, next(iter(waiting)), "roll")  # type: ignore[arg-type]
    assert err.value.code == "malformed_action"
    assert state_hash(state) == before


@pytest.mark.parametrize("rules", all_rulesets(), ids=lambda r: r.info.id)
def test_metadata_is_complete(rules: Ruleset) -> None:
    info = rules.info
    assert 1 <= info.min_seats <= info.max_seats
    assert info.scenarios
    jsonschema.Draft202012Validator.check_schema(info.options_schema)
    for schema in info.action_schemas.values():
        jsonschema.Draft202012Validator.check_schema(schema)
        assert "type" in schema["required"]


@pytest.mark.parametrize(("rules", "scenario_id", "seats"), CASES)
def test_determinize_depends_only_on_what_the_seat_may_see(rules: Ruleset, scenario_id: str, seats: int) -> None:
    """``determinize(state, seat, k)`` is a state as ``seat`` sees ``state`` with the hidden
    part dealt again; dealing that again with ``k`` gives the same state: the sample depends on
    the seed and what the seat may know, never on where the hidden cards lay (else a bot that
    determinizes first could read the hidden order through its sample). And, like ``apply``,
    it never changes the state it is given."""
    if not rules.info.hidden_information:
        return
    config = make_config(rules, scenario_id, seats)
    state = rules.setup(config, 5)
    chooser = random.Random(5)
    for step in range(300):
        if rules.outcome(state) is not None:
            break
        seat = rules.to_act(state)[0]
        if step % 25 == 0:
            for looker in range(seats):
                before = state_hash(state)
                once = rules.determinize(state, looker, 7)
                assert state_hash(state) == before, "determinize changed the state it was given"
                twice = rules.determinize(rules.determinize(state, looker, 3), looker, 7)
                assert state_hash(once) == state_hash(twice), f"seat {looker}'s sample reads the hidden order"
        legal = rules.legal_actions(state, seat)
        state, _ = rules.apply(state, seat, legal[chooser.randrange(len(legal))])


@pytest.mark.property
@pytest.mark.parametrize(("rules", "scenario_id", "seats"), CASES)
def test_apply_never_changes_its_input_over_many_games(rules: Ruleset, scenario_id: str, seats: int) -> None:
    """``apply`` leaves the state it is given as it was, over one random game a case per
    unit of PROPERTY_SCALE (20 at scale 20: the general net), not the
    one deep game above. (A Frag Deadlands frag through armour drew a card for a third fighter
    whose record ``apply`` shared with its input, in about one random game of a hundred at
    three or six seats: ``test_deadlands`` has that case; this sweep is the general net.)"""
    config = make_config(rules, scenario_id, seats)
    for seed in range(scaled(1)):
        chooser = random.Random(seed)
        state = rules.setup(config, seed)
        for _ in range(MAX_ACTIONS):
            if rules.outcome(state) is not None:
                break
            seat = chooser.choice(rules.to_act(state))
            action = chooser.choice(rules.legal_actions(state, seat))
            before = state_hash(state)
            new_state, _ = rules.apply(state, seat, action)
            assert state_hash(state) == before, f"seed {seed}: apply({action}) changed its input"
            state = new_state
        else:
            pytest.fail(f"seed {seed}: game did not end within {MAX_ACTIONS} actions")


def _undescribed(schema: Any, where: str, root: dict[str, Any] | None = None) -> list[str]:
    """The paths under ``schema`` whose properties say nothing about what they are (a
    property that is a ``$ref`` is described by the definition it names)."""
    root = schema if root is None else root
    missing = []
    if isinstance(schema, dict):
        for name, field in schema.get("properties", {}).items():
            described = isinstance(field, dict) and field.get("description")
            if not described and isinstance(field, dict) and str(field.get("$ref", "")).startswith("#/$defs/"):
                described = root.get("$defs", {}).get(field["$ref"].removeprefix("#/$defs/"), {}).get("description")
            if not described:
                missing.append(f"{where}.{name}")
            missing += _undescribed(field, f"{where}.{name}", root)
        for key in ("items", "additionalProperties"):  # (if/then narrow fields described above)
            if isinstance(schema.get(key), dict):
                missing += _undescribed(schema[key], f"{where}[{key}]", root)
        for key in ("anyOf", "oneOf", "allOf", "prefixItems"):
            for i, member in enumerate(schema.get(key, ())):
                missing += _undescribed(member, f"{where}/{key}{i}", root)
        for name, member in schema.get("$defs", {}).items():
            missing += _undescribed(member, f"$defs.{name}", root)
    return missing


@pytest.mark.parametrize("rules", all_rulesets(), ids=lambda r: r.info.id)
def test_views_and_events_are_documented_field_by_field(rules: Ruleset) -> None:
    """What a client reads is described where it reads it (the view schema served at
    /rulesets/{id}/view-schema/, each event's in the OpenAPI document), and exactly:
    an event schema lists its fields and no others, so the deep checks above fail on
    a field the engine emits and the documentation does not know."""
    view_schema = rules.view_schema()
    assert view_schema, "the ruleset declares no view schema"
    jsonschema.Draft202012Validator.check_schema(view_schema)
    assert view_schema["type"] == "object"
    assert view_schema["description"]
    assert _undescribed(view_schema, "view") == []
    for kind, schema in rules.info.event_schemas.items():
        jsonschema.Draft202012Validator.check_schema(schema)
        assert schema.get("description"), f"event {kind!r} says nothing about when it is emitted"
        assert schema.get("additionalProperties") is False, f"event {kind!r} accepts fields it does not list"
        assert set(schema.get("required", ())) <= set(schema.get("properties", {})), kind
        assert _undescribed(schema, kind) == []
