"""Shootin' Ladders over HTTP: a human plays The Quick and the Crumbed against three
heuristic AI seats. The human never sees an AI's hand (in the game view, the card
catalogue, events, or the board SVG), sees the out-of-turn reaction choice when
attacked, and the finished game's frags and trophies reach the ranks."""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Callable
from typing import Any

import pytest
from rest_framework.test import APIClient

from games import fairness
from games.models import Game
from ladders.registry import get_ruleset
from ladders.shootin.cards import CARDS
from players.models import Player
from ranks.models import PlayerRank
from tests.games.api_play import create_game, join, play_seat_to_the_end, probe_with_hidden_card, two_human_game

# transaction=True: bot turns are enqueued on commit, as in production.
pytestmark = pytest.mark.django_db(transaction=True)

HUMAN = 0
AIS = (1, 2, 3)
# The human's simple policy: shoot when it can, arm, then climb; end the turn last.
PREFERENCE = ("attack", "react", "place", "respawn", "roll", "play_weapon", "reload", "draw", "move", "gear")


def choose(actions: list[dict[str, Any]]) -> dict[str, Any]:
    for kind in PREFERENCE:
        matching = [a for a in actions if a["type"] == kind]
        if kind == "move":
            matching = [a for a in matching if a["direction"] == 1] or matching
        if matching:
            return matching[0]
    return actions[0]


def ai_hand_cards(game_id: int) -> set[int]:
    state = Game.objects.get(pk=game_id).state
    return {uid for seat in AIS for uid in state["players"][seat]["hand"]}


def with_ai_hands_swapped(state: dict[str, Any]) -> dict[str, Any]:
    """The same game as the human knows it, but every AI hand holds other cards
    of the same decks (taken from the draw piles, whose order is hidden too)."""
    other = copy.deepcopy(state)
    for seat in AIS:
        hand = other["players"][seat]["hand"]
        for i, uid in enumerate(hand):
            pile = other["decks"][CARDS[uid].deck]
            if pile:
                hand[i], pile[0] = pile[0], uid
    for pile in other["decks"].values():
        pile.reverse()
    return other


def check_view(game: dict[str, Any], game_id: int) -> None:
    view = game["state"]
    state = Game.objects.get(pk=game_id).state
    assert "rng" not in view
    assert "decks" not in view
    assert view["players"][HUMAN]["hand"] == state["players"][HUMAN]["hand"]
    for seat in AIS:
        assert "hand" not in view["players"][seat]
    leaked = {int(uid) for uid in view["cards"]} & ai_hand_cards(game_id)
    assert not leaked, f"the human's card catalogue shows AI hand cards {leaked}"
    # Non-interference: had the AIs held other cards, and the decks another order, the human would see the same.
    swapped_view = get_ruleset("shootin-ladders").view(with_ai_hands_swapped(state), HUMAN)
    assert json.loads(json.dumps(swapped_view)) == view


def check_events(events: list[dict[str, Any]]) -> None:
    for event in events:
        if event["type"] == "card_drawn":
            assert event["data"]["seat"] == HUMAN, "an AI's drawn card was shown to the human"


def check_error(client: APIClient, game_id: int, legal: dict[str, Any]) -> bool:
    """One of the human's card actions, played with an AI's card instead, is refused, and the
    refusal (which lists the legal choices of that type) names no hidden card. False: no probe."""
    state = Game.objects.get(pk=game_id).state
    theirs = ai_hand_cards(game_id) - set(state["players"][HUMAN]["hand"])
    refusal = probe_with_hidden_card(client, game_id, legal, theirs)
    if refusal is None:
        return False
    assert refusal["code"] == "illegal_action"
    assert re.search(r"'card': \d+", json.dumps(refusal)), "the refusal lists the human's own choices"
    return True


def test_human_vs_three_heuristic_ais_sees_no_hidden_card_and_feeds_the_ranks(
    make_player: Callable[..., Player],
    client_for: Callable[[Player], APIClient],
    api_client: APIClient,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A rated (fair) game, made repeatable by fixing the server's own draw:
    # a chosen seed would make it an unrated practice game.
    monkeypatch.setattr(fairness, "new_server_seed", lambda: (44, "0" * 32))
    ann = make_player(handle="ann")
    client = client_for(ann)
    game_id = create_game(
        client,
        {
            "ruleset": "shootin-ladders",
            "scenario": "quick-and-the-crumbed",
            "options": {"round_cap": 15, "trophies_to_win": 4, "damage_boxes": 2},
            "seats": [{"type": "human"}, *[{"type": "ai", "bot": "normal"} for _ in AIS]],
        },
    )
    join(client, game_id, HUMAN)
    after = 0
    probed = False

    def observe(game: dict[str, Any], legal: dict[str, Any]) -> None:
        nonlocal after, probed
        check_view(game, game_id)
        events = client.get(f"/api/v1/games/{game_id}/events/?after={after}").json()
        check_events(events["events"])
        after = events["next_after"]
        if not probed:
            probed = check_error(client, game_id, legal)

    seen_types = play_seat_to_the_end(client, game_id, HUMAN, choose, observe, check_events)
    final = client.get(f"/api/v1/games/{game_id}/").json()
    assert final["status"] == "finished"
    assert {"roll", "move", "end_turn"} <= seen_types
    assert probed, "the error probe ran"
    outcome = final["outcome"]
    assert sorted(outcome["placements"])[0] == 1
    assert outcome["trophies"] == [len(t) for t in outcome["details"]["trophies"]]
    # "Be the first to collect three limbs" (here four): the winner holds them, or the round cap ended it.
    assert outcome["details"]["end_reason"] == "round_cap" or all(
        outcome["trophies"][w] >= 4 for w in outcome["winners"]
    )
    assert sum(outcome["trophies"]) >= 1, "nobody lost a part in a whole game"

    # The finished game's frags and trophies reached the human's ranks (the task ran on commit).
    overall = PlayerRank.objects.get(player=ann, scope="all")
    assert (overall.frags, overall.trophies, overall.games_played) == (
        outcome["frags"][HUMAN],
        outcome["trophies"][HUMAN],
        1,
    )
    assert PlayerRank.objects.filter(player=ann, scope="ruleset:shootin-ladders").exists()


def test_board_svg_shows_the_callers_hand_and_nobody_elses(
    make_player: Callable[..., Player], client_for: Callable[[Player], APIClient], api_client: APIClient
) -> None:
    ann = make_player(handle="ann")
    client = client_for(ann)
    game_id = two_human_game(
        client,
        client_for(make_player(handle="bob")),
        {
            "ruleset": "shootin-ladders",
            "scenario": "trophy-room",
            "seed": 7,
            "seats": [{"type": "human"}, {"type": "human"}],
        },
    )
    state = Game.objects.get(pk=game_id).state
    ann_names = {CARDS[u].name for u in state["players"][0]["hand"]}
    bob_only = {CARDS[u].name for u in state["players"][1]["hand"]} - ann_names

    mine = client.get(f"/api/v1/games/{game_id}/board.svg")
    assert mine.status_code == 200
    assert mine["Content-Type"].startswith("image/svg+xml")
    body = mine.content.decode()
    assert body.startswith("<svg")
    assert "your hand:" in body
    assert all(name in body for name in ann_names)
    assert not any(name in body for name in bob_only), "ann's board shows bob's hand"

    anonymous = api_client.get(f"/api/v1/games/{game_id}/board.svg").content.decode()
    assert "your hand:" not in anonymous
    assert not any(name in anonymous for name in ann_names | bob_only)


def test_rulesets_list_each_shootin_scenarios_own_options_and_an_unused_option_is_refused(
    api_client: APIClient, make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    """Options are per scenario: GET /api/v1/rulesets/ shows each scenario's schema, and creating a game with
    an option its scenario does not use is a 400 with a code, nothing created."""
    rulesets = api_client.get("/api/v1/rulesets/").json()
    shootin = next(r for r in rulesets if r["id"] == "shootin-ladders")
    options = {s["id"]: s["options"] for s in shootin["scenarios"]}
    assert "trophies_to_win" in options["quick-and-the-crumbed"]["properties"]
    assert "trophies_to_win" not in options["crumble-zone"]["properties"]
    assert options["crumble-zone"]["properties"]["respawns"]["default"] == 0
    assert options["trophy-room"]["properties"]["respawns"]["default"] == 1
    assert options["crumble-zone"]["properties"]["round_cap"]["default"] is None
    client = client_for(make_player(handle="opt"))
    before = Game.objects.count()
    refused = client.post(
        "/api/v1/games/",
        {
            "ruleset": "shootin-ladders",
            "scenario": "crumble-zone",
            "options": {"trophies_to_win": 2},
            "seats": [{"type": "human"}, {"type": "ai", "bot": "normal"}],
        },
        format="json",
    )
    assert refused.status_code == 400
    assert refused.json()["code"] == "bad_options"
    assert "trophies_to_win" in refused.json()["detail"]
    assert Game.objects.count() == before
