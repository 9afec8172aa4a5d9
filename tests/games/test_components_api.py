"""GET /rulesets/{id}/components/: the printed components a ruleset loaded, so a
client can name the cards that views and events give by number (Frag Deadlands'
events name a discarded, kept or swapped card by its uid alone)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from rest_framework.test import APIClient

from ladders.engine import GameConfig
from ladders.registry import all_rulesets, get_ruleset

pytestmark = pytest.mark.django_db


def components(client: APIClient, ruleset_id: str) -> dict[str, Any]:
    response = client.get(f"/api/v1/rulesets/{ruleset_id}/components/")
    assert response.status_code == 200, response.content
    assert response["Cache-Control"] == "public, max-age=300"
    return response.json()  # type: ignore[no-any-return]


def test_every_ruleset_serves_what_its_engine_loaded_to_anyone(api_client: APIClient) -> None:
    for rules in all_rulesets():
        body = components(api_client, rules.info.id)
        assert body == {
            "ruleset": rules.info.id,
            "rules_version": rules.info.rules_version,
            "components": rules.components(),
        }


def test_the_catalogues_are_the_printed_decks(api_client: APIClient) -> None:
    candyman = components(api_client, "run-for-your-life-candyman")["components"]
    assert [len(candyman["dash_n_bash"]), len(candyman["special_treats"])] == [65, 45]  # the rules sheet's decks
    assert {t["name"] for t in candyman["special_treats"]} >= {"Jawbreaker", "Push'n Pop", "Licorice Whip"}
    deadlands = components(api_client, "frag-deadlands")["components"]
    assert [c["uid"] for c in deadlands["cards"]] == list(range(112))  # L57: 112 cards
    assert len(deadlands["fighters"]) == 6
    shootin = components(api_client, "shootin-ladders")["components"]
    assert shootin["cards"][0]["uid"] == -1  # the Dessert Eagle, on every character card
    ladder29 = components(api_client, "ladder-29")["components"]
    assert [c["number"] for c in ladder29["cards"]] == list(range(65))
    assert components(api_client, "shrinks-and-ladders")["components"] == {}


def test_every_card_a_deadlands_event_names_is_in_the_catalogue(api_client: APIClient) -> None:
    catalogue = {c["uid"]: c for c in components(api_client, "frag-deadlands")["components"]["cards"]}
    rules = get_ruleset("frag-deadlands")
    state = rules.setup(GameConfig("standard", 4, {}), 11)
    chooser = random.Random(11)
    named = 0
    while rules.outcome(state) is None and named < 400:
        seat = rules.to_act(state)[0]
        legal = rules.legal_actions(state, seat)
        state, events = rules.apply(state, seat, legal[chooser.randrange(len(legal))])
        for event in events:
            for key in ("card", "kept", "joker"):
                value = event.data.get(key)
                if isinstance(value, int) and value >= 0:
                    assert value in catalogue, (event.type, key, value)
                    named += 1
        # A card the view shows whole is the catalogue's entry for its uid.
        for pile in rules.view(state, None)["discards"].values():
            for card in pile:
                assert card == catalogue[card["uid"]]
    assert named > 0


@pytest.mark.parametrize("path", ["chess", "LADDER-29", "ladder-29x", "a" * 61])
def test_an_unknown_ruleset_is_a_json_404(api_client: APIClient, path: str) -> None:
    response = api_client.get(f"/api/v1/rulesets/{path}/components/")
    assert response.status_code == 404
    # A name the route takes is looked up (and the known ones listed); any other is no route.
    routed = len(path) <= 60 and path.islower()
    assert response.json()["code"] == ("ruleset_not_found" if routed else "not_found")
    if routed:
        assert "ladder-29" in response.json()["detail"]
