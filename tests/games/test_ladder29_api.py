"""Ladder 29 over HTTP: a human plays a whole (short) game against an AI seat and never
sees the AI's hand or its pass choice in any game, legal-actions, action, events or error response."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from rest_framework.test import APIClient

from games.models import Action, Game
from ladders.engine import IllegalAction
from ladders.ladder29.cards import NAME
from ladders.registry import get_ruleset
from players.models import Player

# transaction=True: bot turns are enqueued on commit, as in production.
pytestmark = pytest.mark.django_db(transaction=True)

HUMAN, AI = 0, 1
PRIVATE_EVENTS = {"hand_dealt", "pass_card_chosen", "cards_received"}


def card_ids(value: Any) -> Iterator[int]:
    """Every card id under the view's card-bearing keys."""
    if isinstance(value, dict):
        for key, inner in value.items():
            if key in {"hand", "my_pass", "received", "played", "cards"}:
                yield from (c for c in inner or [] if isinstance(c, int))
            elif key == "card_names":
                yield from (int(k) for k in inner)
            else:
                yield from card_ids(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from card_ids(inner)


def ai_secrets(game_id: int) -> set[int]:
    """The AI's cards the human may not know now: its hand less the cards the human passed it."""
    state = Game.objects.get(pk=game_id).state
    hidden = set(state["hands"][AI])
    if state["phase"] != "pass":
        hidden -= set(state["pass_choices"][HUMAN])
    return hidden


def with_ai_secrets_swapped(state: dict[str, Any], secrets: set[int]) -> dict[str, Any]:
    """The same game as the human knows it, with the AI's secret cards exchanged for out-of-play ones."""
    other = copy.deepcopy(state)
    spare = [c for c in other["out_of_play"] if c not in secrets]
    swap = dict(zip(sorted(secrets), spare, strict=False))
    swap.update({v: k for k, v in swap.items()})
    other["hands"][AI] = sorted(swap.get(c, c) for c in other["hands"][AI])
    other["out_of_play"] = sorted(swap.get(c, c) for c in other["out_of_play"])
    if other["phase"] == "pass":
        other["pass_choices"][AI] = [swap.get(c, c) for c in other["pass_choices"][AI]]
    return other


def check_view(game: dict[str, Any], game_id: int) -> None:
    view = game["state"]
    state = Game.objects.get(pk=game_id).state
    assert view["hand"] == state["hands"][HUMAN]
    secrets = ai_secrets(game_id)
    leaked = set(card_ids(view)) & secrets
    assert not leaked, f"the human's view shows AI cards {leaked}"
    # Non-interference: had the AI held other cards (and chosen others to pass), the human would see the same.
    swapped_view = get_ruleset("ladder-29").view(with_ai_secrets_swapped(state, secrets), HUMAN)
    assert json.loads(json.dumps(swapped_view)) == view


def check_events(events: list[dict[str, Any]]) -> None:
    for event in events:
        if event["type"] in PRIVATE_EVENTS:
            data = event["data"]
            assert HUMAN in (data["seat"], data.get("from")), f"private {event['type']} of the AI shown"


def check_refusals(client: APIClient, game_id: int, version: int, legal: list[dict[str, Any]]) -> None:
    """Illegal actions naming an AI card are refused (400, nothing written) with the very code and
    message the engine gives when the AI holds other cards: errors say nothing about its hand."""
    state = Game.objects.get(pk=game_id).state
    secrets = ai_secrets(game_id)
    if not secrets:
        return  # the AI holds only cards the human passed it: nothing of its hand is secret
    swapped = with_ai_secrets_swapped(state, secrets)
    card = min(secrets)
    for action in (
        {"type": "choose_pass", "card": card},
        {"type": "lead", "cards": [card]},
        {"type": "play", "cards": [card]},
        {"type": "pass"},
    ):
        if action in legal:
            continue
        response = client.post(
            f"/api/v1/games/{game_id}/actions/", {"action": action, "expected_version": version}, format="json"
        )
        assert response.status_code == 400, response.json()
        with pytest.raises(IllegalAction) as error:
            get_ruleset("ladder-29").apply(swapped, HUMAN, action)
        assert response.json() == {"code": error.value.code, "detail": error.value.message}
    assert Game.objects.get(pk=game_id).version == version


def test_human_vs_ai_short_game_never_shows_the_ai_hand_or_pass(
    make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    client = client_for(make_player(handle="ann"))
    created = client.post(
        "/api/v1/games/",
        {
            "ruleset": "ladder-29",
            "options": {"short_game": True},
            "seed": 29,
            "seats": [{"type": "human"}, {"type": "ai", "bot": "normal"}],
        },
        format="json",
    )
    assert created.status_code == 201, created.json()
    game_id = created.json()["id"]
    joined = client.post(f"/api/v1/games/{game_id}/join/", {"seat": HUMAN}, format="json")
    assert joined.status_code == 200
    seen_ai_pass_pending = False
    after = 0
    for step in range(2000):
        game = client.get(f"/api/v1/games/{game_id}/").json()
        if game["status"] != "active":
            break
        check_view(game, game_id)
        state = Game.objects.get(pk=game_id).state
        if state["phase"] == "pass" and len(state["pass_choices"][AI]) == 3:
            # The AI chose at once; the human sees that it has chosen, not what.
            seen_ai_pass_pending = True
            assert game["state"]["pass_chosen_counts"][AI] == 3
            assert game["state"]["my_pass"] == state["pass_choices"][HUMAN]
        events = client.get(f"/api/v1/games/{game_id}/events/?after={after}").json()
        check_events(events["events"])
        after = events["next_after"]
        legal = client.get(f"/api/v1/games/{game_id}/legal-actions/").json()
        assert legal["seat"] == HUMAN
        if step % 7 == 0:
            check_refusals(client, game_id, legal["version"], legal["actions"])
        assert legal["actions"], f"game waits on {game['to_act']} but the human has no action"
        action = legal["actions"][step % len(legal["actions"])]
        response = client.post(
            f"/api/v1/games/{game_id}/actions/",
            {"action": action, "expected_version": legal["version"]},
            format="json",
        )
        assert response.status_code == 201, response.json()
        check_events(response.json()["events"])
    final = client.get(f"/api/v1/games/{game_id}/").json()
    assert final["status"] == "finished"
    assert seen_ai_pass_pending
    outcome = final["outcome"]
    assert sorted(outcome["placements"]) == [1, 2]
    assert len(outcome["details"]["rounds"]) == 4 or max(outcome["score"]) >= 29
    after, more = 0, True
    while more:
        page = client.get(f"/api/v1/games/{game_id}/events/?after={after}").json()
        check_events(page["events"])
        after, more = page["next_after"], page["more"]


def test_a_listed_play_posted_in_another_card_order_is_accepted_and_logged_sorted(
    make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    """A play is a set of cards (L67-73): posting a listed play with its cards in another order
    (``[Red 9, Yellow 9]`` for ``[Yellow 9, Red 9]``) is that play, 201 and not ``illegal_action``,
    and the action log keeps the canonical (listed, ascending) form."""
    client = client_for(make_player(handle="bea"))
    created = client.post(
        "/api/v1/games/",
        {"ruleset": "ladder-29", "seed": 7, "seats": [{"type": "human"}, {"type": "ai", "bot": "random"}]},
        format="json",
    )
    assert created.status_code == 201, created.json()
    game_id = created.json()["id"]
    assert client.post(f"/api/v1/games/{game_id}/join/", {"seat": HUMAN}, format="json").status_code == 200
    for _ in range(200):
        legal = client.get(f"/api/v1/games/{game_id}/legal-actions/").json()
        multi = [a for a in legal["actions"] if len(a.get("cards", [])) > 1]
        if multi:
            listed = multi[-1]
            reordered = {**listed, "cards": list(reversed(listed["cards"]))}
            response = client.post(
                f"/api/v1/games/{game_id}/actions/",
                {"action": reordered, "expected_version": legal["version"]},
                format="json",
            )
            assert response.status_code == 201, response.json()
            logged = Action.objects.get(game_id=game_id, seq=legal["version"] + 1)
            assert logged.seat == HUMAN
            assert logged.action == listed
            return
        response = client.post(
            f"/api/v1/games/{game_id}/actions/",
            {"action": legal["actions"][0], "expected_version": legal["version"]},
            format="json",
        )
        assert response.status_code == 201, response.json()
    pytest.fail("the human was never offered a play of two or more cards")


def test_board_svg_shows_the_callers_hand_and_nobody_elses(
    make_player: Callable[..., Player], client_for: Callable[[Player], APIClient], api_client: APIClient
) -> None:
    """Issue #15: Ladder 29 has a board picture too, drawn from the caller's view."""
    ann, bob = make_player(handle="ann"), make_player(handle="bob")
    client = client_for(ann)
    body = {"ruleset": "ladder-29", "seed": 7, "seats": [{"type": "human"}, {"type": "human"}]}
    game_id = client.post("/api/v1/games/", body, format="json").json()["id"]
    client.post(f"/api/v1/games/{game_id}/join/", {"seat": 0}, format="json")
    client_for(bob).post(f"/api/v1/games/{game_id}/join/", {"seat": 1}, format="json")
    hands = Game.objects.get(pk=game_id).state["hands"]
    mine = client.get(f"/api/v1/games/{game_id}/board.svg")
    assert mine.status_code == 200
    assert mine["Content-Type"].startswith("image/svg+xml")
    svg = mine.content.decode()
    assert "your hand (13 cards)" in svg
    assert all(f"<title>{NAME[c]}</title>" in svg for c in hands[0])
    assert not any(f"<title>{NAME[c]}</title>" in svg for c in hands[1])
    anonymous = api_client.get(f"/api/v1/games/{game_id}/board.svg").content.decode()
    assert "your hand" not in anonymous
    assert not any(f"<title>{NAME[c]}</title>" in anonymous for c in hands[0] + hands[1])
