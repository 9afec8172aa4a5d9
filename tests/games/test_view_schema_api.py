"""GET /rulesets/{id}/view-schema/: the JSON Schema of a game's ``state`` (the
ruleset's view), so a client can generate its types and read what each field
means. The contract suite validates random play's views against it for every
seat; this checks what the API serves against a game played over HTTP."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import jsonschema
import pytest
from rest_framework.test import APIClient

from ladders.registry import all_rulesets
from players.models import Player
from tests.games.api_play import create_game, join
from tests.schema_validator import SchemaValidator

pytestmark = pytest.mark.django_db

RULESETS = [rules.info.id for rules in all_rulesets()]


def view_schema(client: APIClient, ruleset_id: str) -> dict[str, Any]:
    response = client.get(f"/api/v1/rulesets/{ruleset_id}/view-schema/")
    assert response.status_code == 200, response.content
    assert response["Cache-Control"] == "public, max-age=300"
    return response.json()


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_every_ruleset_serves_a_described_schema_of_its_view(api_client: APIClient, ruleset_id: str) -> None:
    schema = view_schema(api_client, ruleset_id)
    jsonschema.Draft202012Validator.check_schema(schema)
    assert schema["type"] == "object"
    assert schema["description"]
    # Every top-level field says what it is.
    assert schema["properties"]
    undescribed = [name for name, field in schema["properties"].items() if not field.get("description")]
    assert undescribed == []


def test_an_unknown_ruleset_is_a_json_404(api_client: APIClient) -> None:
    response = api_client.get("/api/v1/rulesets/no-such-game/view-schema/")
    assert response.status_code == 404
    assert response.json()["code"] == "ruleset_not_found"


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_a_game_played_over_http_shows_views_the_schema_describes(
    ruleset_id: str, make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    """A seat's view (with its own hand) and a spectator's, before the start and over up
    to 40 of the seat's actions, all fit the served schema (random play of whole games is
    checked against the same schema in the contract suite, without HTTP)."""
    ann, eve = make_player(handle="ann"), make_player(handle="eve")
    seat_client, spectator = client_for(ann), client_for(eve)
    rules = next(r for r in all_rulesets() if r.info.id == ruleset_id)
    seats = max(rules.info.min_seats, 3) if rules.info.max_seats >= 3 else rules.info.min_seats
    body = {"ruleset": ruleset_id, "seats": [{"type": "human"}] + [{"type": "ai", "bot": "random"}] * (seats - 1)}
    game_id = create_game(seat_client, body)
    validator = SchemaValidator(view_schema(spectator, ruleset_id))

    def check(client: APIClient) -> dict[str, Any]:
        game = client.get(f"/api/v1/games/{game_id}/").json()
        validator.validate(game["state"])
        return game

    check(spectator)
    join(seat_client, game_id, 0)
    chooser = random.Random(ruleset_id)
    for _ in range(40):
        game = check(seat_client)
        check(spectator)
        if game["status"] != "active":
            break
        legal = seat_client.get(f"/api/v1/games/{game_id}/legal-actions/").json()
        if not legal["actions"]:
            continue
        posted = seat_client.post(
            f"/api/v1/games/{game_id}/actions/",
            {"action": chooser.choice(legal["actions"]), "expected_version": legal["version"]},
            format="json",
        )
        assert posted.status_code == 201, posted.json()
