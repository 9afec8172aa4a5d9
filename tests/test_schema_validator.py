"""The tests' fast validator (jsonschema-rs) answers as jsonschema does, on every ruleset's
views and events of a random game, and on views broken in the ways a drifting engine breaks
them (a field the schema does not know, a field of another type, a field missing)."""

from __future__ import annotations

import random
from typing import Any

import jsonschema
import pytest

from ladders.engine import GameConfig, Ruleset
from ladders.registry import all_rulesets
from tests.schema_validator import SchemaValidator


def broken(view: dict[str, Any], rng: random.Random) -> list[dict[str, Any]]:
    name = rng.choice(sorted(view))
    wrong = "a string" if not isinstance(view[name], str) else 7
    return [{**view, "unexpected": 1}, {**view, name: wrong}, {k: v for k, v in view.items() if k != name}]


@pytest.mark.parametrize("rules", all_rulesets(), ids=lambda rules: rules.info.id)
def test_the_fast_validator_answers_as_jsonschema(rules: Ruleset) -> None:
    view_schema = rules.view_schema()
    fast, slow = SchemaValidator(view_schema), jsonschema.Draft202012Validator(view_schema)
    events = {kind: SchemaValidator(schema) for kind, schema in rules.info.event_schemas.items()}
    scenario = rules.info.scenarios[0]
    seats = scenario.min_seats or rules.info.min_seats
    state = rules.setup(GameConfig(scenario.id, seats, {}, rules.random_teams(scenario.id, seats, 3)), 3)
    rng = random.Random(3)
    refused = 0
    for step in range(40):
        if rules.outcome(state) is not None:
            break
        # jsonschema itself takes a good part of a second a view: every fourth step is checked.
        for viewer in (None, *range(seats)) if step % 4 == 0 else ():
            view = rules.view(state, viewer)
            assert fast.is_valid(view)
            assert slow.is_valid(view)
            for variant in broken(view, rng):
                assert fast.is_valid(variant) == slow.is_valid(variant), variant
                refused += not fast.is_valid(variant)
        seat = rng.choice(rules.to_act(state))
        state, emitted = rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
        for event in emitted:
            checker = events[event.type]
            assert checker.is_valid(event.data)
            assert checker.is_valid({**event.data, "unexpected": 1}) == jsonschema.Draft202012Validator(
                checker.schema
            ).is_valid({**event.data, "unexpected": 1})
    assert refused > 0
    with pytest.raises(jsonschema.ValidationError):
        fast.validate({**rules.view(state, None), "unexpected": 1})


@pytest.mark.parametrize(
    "schema",
    [{"type": 12}, {"properties": {"x": {"minimum": "one"}}}, {"$defs": {"a": {"required": "x"}}}],
    ids=["type", "nested", "defs"],
)
def test_a_malformed_schema_is_refused_with_jsonschemas_error(schema: dict[str, Any]) -> None:
    """The schema is checked against the metaschema when a validator is built (by
    jsonschema-rs), and refused with jsonschema's own SchemaError, as before."""
    with pytest.raises(jsonschema.SchemaError):
        SchemaValidator(schema)
    SchemaValidator({"type": "object", "properties": {"x": {"minimum": 1}}})  # and a good one is built
