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


def action_schema() -> dict[str, Any]:
    variants = []
    for rules in all_rulesets():
        for action_type, schema in sorted(rules.info.action_schemas.items()):
            variant = to_openapi(schema)
            variant.setdefault("type", "object")
            variant["title"] = f"{rules.info.id}: {action_type}"
            variants.append(variant)
    return {
        "description": "One of the actions that legal-actions lists; each ruleset's action shapes are below.",
        "oneOf": variants,
    }


def event_schema() -> dict[str, Any]:
    variants = []
    for rules in all_rulesets():
        for event_type, schema in sorted(rules.info.event_schemas.items()):
            data = to_openapi(schema)
            data.setdefault("type", "object")
            variants.append(
                {
                    "title": f"{rules.info.id}: {event_type}",
                    "type": "object",
                    "properties": {"type": {"type": "string", "enum": [event_type]}, "data": data},
                }
            )
    for event_type, description in SERVICE_EVENTS.items():
        variants.append(
            {
                "title": f"service: {event_type}",
                "description": description,
                "type": "object",
                "properties": {
                    "type": {"type": "string", "enum": [event_type]},
                    "data": {
                        "type": "object",
                        "properties": {"seat": {"type": "integer"}, "why": {"type": "string"}},
                    },
                },
            }
        )
    return {"oneOf": variants}


SERVICE_EVENTS = {
    "turn_deadline_passed": "The seat's turn deadline passed; the random bot played its turn.",
    "seat_forfeited": "The seat's turn deadline passed and the game forfeits such seats; a bot plays on for it.",
}
