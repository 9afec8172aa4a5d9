"""The OpenAPI schema validates and carries every ruleset's action and event shapes."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import jsonschema
import pytest
import yaml
from django.core.management import call_command

from games.schema import action_schema, event_schema
from ladders.engine import GameConfig
from ladders.registry import all_rulesets, get_ruleset


@pytest.mark.django_db
def test_schema_validates_and_lists_every_action_and_event(tmp_path: Path) -> None:
    out = tmp_path / "schema.yml"
    call_command("spectacular", "--validate", "--fail-on-warn", "--file", str(out))
    text = out.read_text()
    schema = yaml.safe_load(text)
    assert "/api/v1/games/{id}/actions/" in schema["paths"]
    titles = [re.fullmatch(r"([a-z_0-9]+) \(([^)]*)\)", t) for t in _titles(schema)]
    titles = [(m.group(1), m.group(2)) for m in titles if m]
    listed = {(kind, ruleset) for kind, rulesets in titles for ruleset in rulesets.split(", ")}
    for rules in all_rulesets():
        for action_type in rules.info.action_schemas:
            assert (action_type, rules.info.id) in listed
        for event_type in rules.info.event_schemas:
            assert (event_type, rules.info.id) in listed
    _check_auth_and_examples(schema)


def _check_auth_and_examples(schema: dict[str, Any]) -> None:
    """Issue #15: the Token scheme is the API's only auth scheme (no cookieAuth),
    and the request examples are real bodies: each creating one is accepted."""
    from rest_framework.test import APIClient

    from tests.factories import PlayerFactory, token_for

    assert list(schema["components"]["securitySchemes"]) == ["tokenAuth"]
    used = {
        name for ops in schema["paths"].values() for op in ops.values() for s in op.get("security", []) for name in s
    }
    assert used == {"tokenAuth"}
    PlayerFactory(handle="bob")  # the private game's invitee, as in `make demo`
    staff = PlayerFactory(handle="boss")
    staff.user.is_staff = True
    staff.user.save()
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {token_for(staff)}")
    posted = 0
    for path in ("/api/v1/games/", "/api/v1/players/", "/api/v1/tournaments/", "/api/v1/matchmaking/tickets/"):
        examples = schema["paths"][path]["post"]["requestBody"]["content"]["application/json"]["examples"]
        for name, example in examples.items():
            body = example["value"]
            assert "string" not in str(body), (path, name)
            response = client.post(path, body, format="json")
            assert response.status_code == 201, (path, name, response.json())
            posted += 1
    assert posted >= 9
    for path in ("/api/v1/games/{id}/join/", "/api/v1/games/{id}/actions/", "/api/v1/tournaments/{id}/entrants/"):
        assert schema["paths"][path]["post"]["requestBody"]["content"]["application/json"]["examples"], path


def _titles(node: Any) -> list[str]:
    if isinstance(node, dict):
        found = [node["title"]] if isinstance(node.get("title"), str) else []
        return found + [t for v in node.values() for t in _titles(v)]
    if isinstance(node, list):
        return [t for v in node for t in _titles(v)]
    return []


def test_action_and_event_variants_do_not_overlap() -> None:
    """Issue #13: a Shrinks {"type": "roll"} matched two oneOf variants, so real
    responses failed validation. One variant per type now: exactly one matches."""
    events_schema = {"oneOf": event_schema()["oneOf"]}
    actions = {"oneOf": action_schema()["oneOf"]}
    # One validator, its schema checked once (jsonschema.validate re-checks the
    # whole oneOf on every call: minutes over every ruleset's event types).
    validator_class = jsonschema.validators.validator_for(events_schema)
    validator_class.check_schema(events_schema)
    validator_class.check_schema(actions)
    events = validator_class(events_schema)
    rules = get_ruleset("shrinks-and-ladders")
    state = rules.setup(GameConfig("standard", 2, rules.validate_config(GameConfig("standard", 2, {}, None)), None), 1)
    seat = rules.to_act(state)[0]
    _, produced = rules.apply(state, seat, {"type": "roll"})
    validator_class(actions).validate({"type": "roll"})
    for event in produced:
        events.validate({"type": event.type, "data": event.data})
    for rules in all_rulesets():
        for kind in rules.info.event_schemas:
            # One variant per event type (its data may have required fields, so {} need not fit it).
            matching = [v for v in events_schema["oneOf"] if v["properties"]["type"]["enum"] == [kind]]
            assert len(matching) == 1, kind
        for kind in rules.info.action_schemas:
            matching = [v for v in actions["oneOf"] if v.get("properties", {}).get("type", {}).get("enum") == [kind]]
            assert len(matching) == 1, kind


def test_docs_pages_are_served(client: object) -> None:
    from django.test import Client

    assert isinstance(client, Client)
    assert client.get("/api/docs/").status_code == 200
    assert client.get("/api/redoc/").status_code == 200


@pytest.mark.django_db
def test_every_rate_limited_operation_declares_its_429() -> None:
    """An operation a throttle can refuse says so in the schema (core.schema.THROTTLED),
    found from the views' own throttles, so a new limit cannot leave it out."""
    from drf_spectacular.generators import SchemaGenerator

    generator = SchemaGenerator()
    schema = generator.get_schema(request=None, public=True)
    limited = set()
    # Each endpoint's view as the generator made it (a viewset's with its action set).
    for path, _regex, method, view in generator._get_paths_and_endpoints():
        if path.startswith("/api/v1/") and view.get_throttles():
            limited.add((path, method.lower()))
    assert limited, "no throttled operation found: the walk over the views is broken"
    for path, method in sorted(limited):
        assert "429" in schema["paths"][path][method]["responses"], (path, method)


def test_every_operation_declares_its_503_with_retry_after_and_an_example(openapi_schema: dict[str, Any]) -> None:
    """Any request may meet a lost database or broker (core.errors.OUTAGES):
    every operation says so, 503 ``unavailable``, its Retry-After header and an
    example of the body, as the handler answers it."""
    from core.errors import UNAVAILABLE_DETAIL

    schema = openapi_schema
    operations = [
        (path, method, operation)
        for path, item in schema["paths"].items()
        if path.startswith("/api/v1/")
        for method, operation in item.items()
        if isinstance(operation, dict) and "responses" in operation
    ]
    assert len(operations) > 40
    for path, method, operation in operations:
        unavailable = operation["responses"].get("503")
        assert unavailable is not None, (path, method)
        assert "Retry-After" in unavailable["headers"], (path, method)
        body = unavailable["content"]["application/json"]
        assert body["schema"] == {"$ref": "#/components/schemas/Error"}
        assert body["examples"]["unavailable"]["value"] == {"code": "unavailable", "detail": UNAVAILABLE_DETAIL}
        if "429" in operation["responses"]:
            assert "Retry-After" in operation["responses"]["429"]["headers"], (path, method)
