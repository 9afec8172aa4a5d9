"""Shared moves of the whole-game API tests: create and seat a game over HTTP,
play one human seat to the end with a simple policy while the test checks
every view, and probe that a refused card action names no hidden card."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable
from typing import Any

from rest_framework.test import APIClient

Action = dict[str, Any]


def create_game(client: APIClient, body: dict[str, Any]) -> int:
    created = client.post("/api/v1/games/", body, format="json")
    assert created.status_code == 201, created.json()
    return int(created.json()["id"])


def join(client: APIClient, game_id: int, seat: int) -> None:
    joined = client.post(f"/api/v1/games/{game_id}/join/", {"seat": seat}, format="json")
    assert joined.status_code == 200, joined.json()


def two_human_game(client: APIClient, other: APIClient, body: dict[str, Any]) -> int:
    """A two-human game created by ``client``, who takes seat 0; ``other`` takes seat 1."""
    game_id = create_game(client, body)
    join(client, game_id, 0)
    join(other, game_id, 1)
    return game_id


def play_seat_to_the_end(
    client: APIClient,
    game_id: int,
    seat: int,
    choose: Callable[[list[Action]], Action],
    observe: Callable[[dict[str, Any], dict[str, Any]], None],
    answered: Callable[[list[dict[str, Any]]], None] = lambda events: None,
    max_actions: int = 3000,
) -> set[str]:
    """Play ``seat`` until the game is no longer active (bots play the other seats
    on commit); ``observe(game view, legal actions)`` runs before each choice and
    ``answered(events)`` on each answer. Returns the action types played."""
    played: set[str] = set()
    for _ in range(max_actions):
        game = client.get(f"/api/v1/games/{game_id}/").json()
        if game["status"] != "active":
            return played
        legal = client.get(f"/api/v1/games/{game_id}/legal-actions/").json()
        assert legal["seat"] == seat
        assert legal["actions"], f"game waits on {game['to_act']} but seat {seat} has no action"
        observe(game, legal)
        action = choose(legal["actions"])
        played.add(action["type"])
        response = client.post(
            f"/api/v1/games/{game_id}/actions/", {"action": action, "expected_version": legal["version"]}, format="json"
        )
        assert response.status_code == 201, response.json()
        answered(response.json()["events"])
    raise AssertionError(f"game {game_id} still active after {max_actions} actions")


def probe_with_hidden_card(
    client: APIClient, game_id: int, legal: dict[str, Any], hidden: set[int], kinds: Iterable[str] | None = None
) -> dict[str, Any] | None:
    """Post one of the listed card actions (of ``kinds``, if given) with a hidden
    card instead: it is refused, and the refusal names none of the hidden cards.
    Returns the refusal, or None when no probe is possible now."""
    wanted = set(kinds) if kinds is not None else None
    with_card = [a for a in legal["actions"] if "card" in a and (wanted is None or a["type"] in wanted)]
    if not hidden or not with_card:
        return None
    probe = {**with_card[0], "card": min(hidden)}
    response = client.post(
        f"/api/v1/games/{game_id}/actions/", {"action": probe, "expected_version": legal["version"]}, format="json"
    )
    assert response.status_code in (400, 409), response.json()
    body = json.dumps(response.json())
    named = {int(n) for n in re.findall(r"'card': (\d+)", body)}
    assert not named & hidden, f"the error shows hidden cards: {body}"
    refusal: dict[str, Any] = response.json()
    return refusal


def play_first_actions_to_the_end(game_id: int, players: dict[int, Any], max_actions: int = 5000) -> Any:
    """Play a game whose human seats are all taken (``players``: seat -> Player) to its
    end through the turn service, each seat taking its first legal action; the
    finished Game."""
    from games import services
    from games.models import Game, GameStatus
    from ladders.registry import get_ruleset

    for _ in range(max_actions):
        game = Game.objects.get(pk=game_id)
        if game.status == GameStatus.FINISHED:
            return game
        seat = game.to_act[0]
        action = get_ruleset(game.ruleset).legal_actions(game.state, seat)[0]
        services.action_submit(game_id=game.pk, player=players[seat], action=action, expected_version=game.version)
    raise AssertionError("the game did not finish")
