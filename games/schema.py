"""OpenAPI shapes of every ruleset's actions and events, built from the
schemas each ruleset declares (so the docs cannot drift from the engine)."""

from __future__ import annotations

from typing import Any

from ladders.registry import all_rulesets


def to_openapi(schema: Any) -> Any:
    """JSON Schema -> OpenAPI 3.0 schema object (3.0 has no ``const``)."""
    if isinstance(schema, dict):
        out = {}
        for key, value in schema.items():
            if key == "const":
                out["enum"] = [value]
            elif key == "$schema":
                continue
            else:
                out[key] = to_openapi(value)
        return out
    if isinstance(schema, list):
        return [to_openapi(v) for v in schema]
    return schema


def _by_type(schemas: list[tuple[str, str, Any]]) -> dict[str, list[tuple[str, Any]]]:
    """(ruleset, type, schema) -> {type: [(ruleset, schema), ...]}, types sorted."""
    grouped: dict[str, list[tuple[str, Any]]] = {}
    for ruleset, kind, schema in schemas:
        grouped.setdefault(kind, []).append((ruleset, schema))
    return dict(sorted(grouped.items()))


def _most_specific_first(shapes: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """anyOf's order means nothing to a validator, but generated clients
    (openapi-python-client) parse a union by trying its members in order and
    keep the first that fits, dropping unknown keys: ``{"type": "draw",
    "deck": "weapon"}`` would fit a bare ``{"type": "draw"}`` and lose its
    deck. The shapes with more required (then more) properties come first."""
    return sorted(shapes, key=lambda s: (-len(s.get("required", [])), -len(s.get("properties", {}))))


def action_schema() -> dict[str, Any]:
    """One variant per action type (its ``type`` tells them apart, so exactly
    one matches: a true ``oneOf``); a type several rulesets share, such as
    ``roll``, is any of their shapes."""
    schemas = [
        (rules.info.id, kind, schema)
        for rules in all_rulesets()
        for kind, schema in sorted(rules.info.action_schemas.items())
    ]
    variants = []
    for kind, shapes in _by_type(schemas).items():
        title = f"{kind} ({', '.join(ruleset for ruleset, _ in shapes)})"
        variant: dict[str, Any] = {
            "title": title,
            "type": "object",
            "required": ["type"],
            "properties": {"type": {"type": "string", "enum": [kind]}},
        }
        converted = []
        for _, schema in shapes:
            shape = to_openapi(schema)
            shape.setdefault("type", "object")
            converted.append(shape)
        if len(converted) == 1:
            variant = {**converted[0], "title": title, "required": sorted({"type", *converted[0].get("required", [])})}
        else:
            variant["anyOf"] = _most_specific_first(converted)
        variants.append(variant)
    return {
        "description": "One of the actions that legal-actions lists; each ruleset's action shapes are below.",
        "oneOf": variants,
    }


def event_schema() -> dict[str, Any]:
    """One variant per event type, as action_schema: exactly one matches."""
    schemas = [
        (rules.info.id, kind, schema)
        for rules in all_rulesets()
        for kind, schema in sorted(rules.info.event_schemas.items())
    ]
    service = {"type": "object", "properties": {"seat": {"type": "integer"}, "why": {"type": "string"}}}
    schemas += [("service", kind, service) for kind in SERVICE_EVENTS]
    variants = []
    for kind, shapes in _by_type(schemas).items():
        datas = []
        for _, schema in shapes:
            data = to_openapi(schema)
            data.setdefault("type", "object")
            datas.append(data)
        variant: dict[str, Any] = {
            "title": f"{kind} ({', '.join(ruleset for ruleset, _ in shapes)})",
            "type": "object",
            "required": ["type"],
            "properties": {
                "type": {"type": "string", "enum": [kind]},
                "data": datas[0] if len(datas) == 1 else {"anyOf": _most_specific_first(datas)},
            },
        }
        if kind in SERVICE_EVENTS:
            variant["description"] = SERVICE_EVENTS[kind]
        else:
            # Each ruleset describes its own event; a type several share says which is which.
            described = [(ruleset, schema["description"]) for ruleset, schema in shapes if "description" in schema]
            if len(shapes) == 1 and described:
                variant["description"] = described[0][1]
            elif described:
                variant["description"] = " ".join(f"{ruleset}: {text}" for ruleset, text in described)
        variants.append(variant)
    return {"oneOf": variants}


SERVICE_EVENTS = {
    "turn_deadline_passed": "The seat's turn deadline passed; the random bot played its turn.",
    "seat_forfeited": (
        "The seat is forfeited (`why`: `resigned`, `turn deadline passed` (the game forfeits such seats), "
        "`withdrawn from the tournament`, `left the league` or `account erased`); the random bot plays on for it "
        "and it places last."
    ),
}
