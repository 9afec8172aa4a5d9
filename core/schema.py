"""drf-spectacular postprocessing: the schema states what every operation
can answer, and how the created objects link to the operations that use them.

- Every API operation documents the errors any request can meet (docs/api.md):
  400, 401, 403, 404, 406, 414 and 431 everywhere; 413 and 415 where there is
  a body; 429 where a rate limit applies; 503 ``unavailable`` everywhere (the
  database or the broker out of reach, core.errors). All are JSON
  ``{code, detail}``; 429 and 503 declare their ``Retry-After`` header, and 503
  its example.
- OpenAPI links from POST /games/, /leagues/, /tournaments/ and /players/ to
  the operations on what they created, for stateful testing and for readers.
- Ids in paths are integers (``AutoSchema``), as the objects' ``id`` fields are.
"""

from __future__ import annotations

import copy
from typing import Any

from drf_spectacular.openapi import AutoSchema as SpectacularAutoSchema
from drf_spectacular.utils import OpenApiParameter

from core.errors import UNAVAILABLE_DETAIL
from core.ids import ID_MAX
from core.serializers import KnownFieldsRequestSerializer

ERROR_REF = {"$ref": "#/components/schemas/Error"}

COMMON_ERRORS = {
    "400": "Bad input: a malformed or out-of-bounds body, query or URL; `code` says which.",
    "401": "A bad token (or none where one is needed).",
    "403": "Not allowed.",
    "404": "No such route (ids are digits) or object.",
    "406": "The client does not accept JSON.",
    "414": "The path and query string are too long.",
    "431": "A header is too long.",
}
BODY_ERRORS = {
    "413": "The request body is too large.",
    "415": "The body is not JSON.",
}
THROTTLED = {
    ("/api/v1/players/", "post"),
    ("/api/v1/games/", "post"),
    ("/api/v1/games/{id}/actions/", "post"),
    ("/api/v1/players/me/export/", "get"),
    ("/api/v1/players/me/token/", "post"),
    ("/api/v1/games/{id}/rematch/", "post"),
    ("/api/v1/games/{id}/reserve/", "post"),
    ("/api/v1/games/{id}/verify/", "get"),
    ("/api/v1/matchmaking/tickets/", "post"),
}

# Created object -> (id field, operations on it).
LINKS = {
    ("/api/v1/games/", "post"): ("id", "/api/v1/games/{id}"),
    ("/api/v1/leagues/", "post"): ("id", "/api/v1/leagues/{id}"),
    ("/api/v1/tournaments/", "post"): ("id", "/api/v1/tournaments/{id}"),
    ("/api/v1/players/", "post"): ("handle", "/api/v1/players/{handle}"),
    ("/api/v1/webhooks/", "post"): ("id", "/api/v1/webhooks/{id}"),
}


# A path's ``{id}``: the router's regex (core.ids) admits digits only, so the
# id is an integer, as the ``id`` of the object it names. Without this,
# drf-spectacular types a regex path parameter as a string with a pattern, and
# generated clients take game ids as ``str``.
ID_PARAMETER = OpenApiParameter(
    "id",
    {"type": "integer", "minimum": 0, "maximum": ID_MAX},
    OpenApiParameter.PATH,
    description="The object's id (digits).",
)


class AutoSchema(SpectacularAutoSchema):
    """The schema class of every view (REST_FRAMEWORK's DEFAULT_SCHEMA_CLASS)."""

    def get_override_parameters(self) -> list[Any]:
        # Before any @extend_schema parameters, which override it where they name it too.
        ids = [ID_PARAMETER] if "{id}" in self.path else []
        return [*ids, *super().get_override_parameters()]


RETRY_AFTER = {
    "Retry-After": {
        "description": "Seconds to wait before repeating the same request.",
        "schema": {"type": "integer", "minimum": 0},
    }
}
UNAVAILABLE = {
    "description": "The database or the message broker is out of reach: nothing was written."
    " Repeat the same request (an action with the same Idempotency-Key) after the Retry-After header's seconds.",
    "headers": RETRY_AFTER,
    "content": {
        "application/json": {
            "schema": ERROR_REF,
            "examples": {"unavailable": {"value": {"code": "unavailable", "detail": UNAVAILABLE_DETAIL}}},
        }
    },
}


def _error(description: str) -> dict[str, Any]:
    return {"description": description, "content": {"application/json": {"schema": ERROR_REF}}}


def postprocess(result: dict[str, Any], generator: Any, request: Any, public: bool) -> dict[str, Any]:
    paths: dict[str, dict[str, Any]] = result.get("paths", {})
    for path, operations in paths.items():
        if not path.startswith("/api/v1/"):
            continue
        for method, operation in operations.items():
            if not isinstance(operation, dict) or "responses" not in operation:
                continue
            responses = operation["responses"]
            wanted = dict(COMMON_ERRORS)
            if "requestBody" in operation or method in ("post", "put", "patch"):
                wanted.update(BODY_ERRORS)
            if (path, method) in THROTTLED:
                wanted["429"] = "Rate limit: retry after the Retry-After header's seconds."
            for status, description in wanted.items():
                responses.setdefault(status, _error(description))
            if "429" in responses:
                responses["429"].setdefault("headers", RETRY_AFTER)
            # Every operation reads the database (a token, at least): any may meet an outage.
            responses.setdefault("503", copy.deepcopy(UNAVAILABLE))
            for parameter in operation.get("parameters", []):
                # A filter given empty is refused (core.filters.StrictFilterBackend).
                schema = parameter.get("schema", {})
                if parameter.get("in") == "query" and schema.get("type") == "string" and "enum" not in schema:
                    schema.setdefault("minLength", 1)
            for status, response in responses.items():
                if status.startswith("4") and "content" not in response:
                    response["content"] = {"application/json": {"schema": ERROR_REF}}
    schemas: dict[str, Any] = result.get("components", {}).get("schemas", {})
    for strict in _known_fields_components():
        if strict in schemas:
            schemas[strict]["additionalProperties"] = False
    for (path, method), (field, prefix) in LINKS.items():
        operation = paths.get(path, {}).get(method)
        if operation is None:
            continue
        created = next((r for s, r in operation["responses"].items() if s.startswith("2")), None)
        if created is None:
            continue
        links = created.setdefault("links", {})
        for target_path, target_ops in paths.items():
            if not target_path.startswith(prefix):
                continue
            for target in target_ops.values():
                if not isinstance(target, dict) or "operationId" not in target or _streams(target):
                    continue
                links[target["operationId"]] = {
                    "operationId": target["operationId"],
                    "parameters": {field: f"$response.body#/{field}"},
                }
    return result


def _streams(operation: dict[str, Any]) -> bool:
    """An event stream stays open until its game ends: not a link to follow
    after a create (a stateful client would wait on it)."""
    ok = operation.get("responses", {}).get("200", {})
    return "text/event-stream" in ok.get("content", {})


def _known_fields_components() -> list[str]:
    """The schema components of request bodies that refuse unknown fields
    (drf-spectacular names a component after its serializer, less "Serializer",
    plus "Request" for the request side under COMPONENT_SPLIT_REQUEST)."""
    pending, names = list(KnownFieldsRequestSerializer.__subclasses__()), []
    while pending:
        cls = pending.pop()
        pending.extend(cls.__subclasses__())
        name = cls.__name__.removesuffix("Serializer")
        names += [name, f"{name}Request"]
    return names
