"""The OpenAPI schema validates and carries every ruleset's action and event shapes."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from django.core.management import call_command

from ladders.registry import all_rulesets


@pytest.mark.django_db
def test_schema_validates_and_lists_every_action_and_event(tmp_path: Path) -> None:
    out = tmp_path / "schema.yml"
    call_command("spectacular", "--validate", "--fail-on-warn", "--file", str(out))
    text = out.read_text()
    schema = yaml.safe_load(text)
    assert "/api/v1/games/{id}/actions/" in schema["paths"]
    for rules in all_rulesets():
        for action_type in rules.info.action_schemas:
            assert f"'{rules.info.id}: {action_type}'" in text
        for event_type in rules.info.event_schemas:
            assert f"'{rules.info.id}: {event_type}'" in text


def test_docs_pages_are_served(client: object) -> None:
    from django.test import Client

    assert isinstance(client, Client)
    assert client.get("/api/docs/").status_code == 200
    assert client.get("/api/redoc/").status_code == 200
