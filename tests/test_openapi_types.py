"""Issue #42: what generated clients read from the schema. Ids in paths are
integers, as the objects' ``id`` fields are, and every error answer is the one
error body, ``Error`` (``code``, ``detail``, optional ``errors``), or extends it."""

from __future__ import annotations

from typing import Any

import pytest
from rest_framework.test import APIClient

from tests.factories import PlayerFactory


@pytest.fixture
def schema(openapi_schema: dict[str, Any]) -> dict[str, Any]:
    return openapi_schema


def _operations(schema: dict[str, Any]) -> list[tuple[str, str, dict[str, Any]]]:
    return [
        (path, method, operation)
        for path, operations in schema["paths"].items()
        for method, operation in operations.items()
        if isinstance(operation, dict) and "responses" in operation
    ]


def test_every_id_in_a_path_is_an_integer(schema: dict[str, Any]) -> None:
    ids = [
        (path, parameter["schema"])
        for path, _, operation in _operations(schema)
        for parameter in operation.get("parameters", [])
        if parameter["in"] == "path" and parameter["name"] == "id"
    ]
    assert len({path for path, _ in ids}) >= 30  # games, leagues, tournaments, tickets, webhooks, the streams
    assert "/api/v1/games/{id}/stream/" in {path for path, _ in ids}
    for path, parameter in ids:
        assert parameter == {"type": "integer", "minimum": 0, "maximum": 10**18 - 1}, path
    # Every other path parameter is a handle or a ruleset id: words, never an id typed as a string.
    others = {
        parameter["name"]
        for _, _, operation in _operations(schema)
        for parameter in operation.get("parameters", [])
        if parameter["in"] == "path" and parameter["name"] != "id"
    }
    assert others == {"handle", "ruleset_id"}


def test_every_error_answer_is_the_error_body(schema: dict[str, Any]) -> None:
    components = schema["components"]["schemas"]
    error = components["Error"]
    assert error["required"] == ["code", "detail"]
    assert set(error["properties"]) == {"code", "detail", "errors"}
    extended = set()
    for path, method, operation in _operations(schema):
        for status, response in operation["responses"].items():
            if not status.startswith(("4", "5")):
                continue
            content = response.get("content")
            assert content, (path, method, status)
            assert set(content) == {"application/json"}, (path, method, status)
            ref = content["application/json"]["schema"]["$ref"].rsplit("/", 1)[1]
            if ref != "Error":
                # A body that adds to the error body (the ticket in the way of a new one).
                body = components[ref]
                assert set(error["properties"]) <= set(body["properties"]), ref
                assert set(error["required"]) <= set(body["required"]), ref
                extended.add(ref)
    assert extended == {"TicketConflict"}


@pytest.mark.django_db
def test_the_id_in_a_path_answers_as_the_schema_says() -> None:
    """An id out of the integer's bounds is the JSON 404 of any unknown route."""
    client = APIClient()
    client.force_authenticate(PlayerFactory().user)
    for path in ("/api/v1/games/1000000000000000000/", "/api/v1/games/-1/", "/api/v1/games/1e3/"):
        response = client.get(path)
        assert response.status_code == 404, path
        assert response.json()["code"] == "not_found", path
