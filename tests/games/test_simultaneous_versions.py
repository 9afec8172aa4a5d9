"""expected_version in a simultaneous phase: a seat whose legal actions are unchanged
since the version it read may act on that version, however many other seats acted
meanwhile (Ladder 29's pass: every seat picks its three cards at once), and also
once the others' choices leave it the only seat due. Any other stale version is
still 409 ``stale_version`` and writes nothing."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import pytest
from django.db import connection
from rest_framework.test import APIClient

from games import services
from games.models import Action, Game, SeatType
from games.services import SeatSpec
from ladders.engine import GameConfig, canonical_json
from ladders.registry import get_ruleset
from players.models import Player

pytestmark = [pytest.mark.services, pytest.mark.django_db]


def three_seat_pass(make_player: Callable[..., Player], seed: int = 5) -> tuple[Game, list[Player]]:
    players = [make_player() for _ in range(3)]
    game = services.game_create(
        creator=players[0], ruleset_id="ladder-29", seats=[SeatSpec(SeatType.HUMAN)] * 3, seed=seed
    )
    for index, player in enumerate(players):
        services.game_join(game_id=game.pk, player=player, seat_index=index)
    game.refresh_from_db()
    assert game.state["phase"] == "pass"
    assert game.to_act == [0, 1, 2]
    return game, players


def first_choice(client: APIClient, game_id: int) -> tuple[int, dict[str, Any]]:
    body = client.get(f"/api/v1/games/{game_id}/legal-actions/").json()
    return body["version"], body["actions"][0]


def post(client: APIClient, game_id: int, action: dict[str, Any], version: int) -> Any:
    return client.post(
        f"/api/v1/games/{game_id}/actions/", {"action": action, "expected_version": version}, format="json"
    )


def snapshot(game_id: int) -> tuple[int, int, str]:
    game = Game.objects.get(pk=game_id)
    return game.version, Action.objects.filter(game=game).count(), canonical_json(game.state)


def test_each_seat_acts_on_the_version_it_read_while_others_pass(
    make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    game, players = three_seat_pass(make_player)
    clients = [client_for(p) for p in players]
    read = [first_choice(c, game.pk) for c in clients]  # all three read version 0
    assert [version for version, _ in read] == [0, 0, 0]
    for seat, (client, (version, action)) in enumerate(zip(clients, read, strict=True)):
        response = post(client, game.pk, action, version)
        assert response.status_code == 201, response.json()
        assert response.json()["version"] == seat + 1
    game.refresh_from_db()
    assert [len(chosen) for chosen in game.state["pass_choices"]] == [1, 1, 1]
    assert [a.seat for a in Action.objects.filter(game=game)] == [0, 1, 2]


def test_a_seat_whose_own_choices_changed_is_still_stale(
    make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    game, players = three_seat_pass(make_player)
    ann, bob = client_for(players[0]), client_for(players[1])
    version, action = first_choice(ann, game.pk)
    assert post(ann, game.pk, action, version).status_code == 201
    # Her own pick changed her choices: version 0 no longer describes them.
    _, second = first_choice(ann, game.pk)
    before = snapshot(game.pk)
    stale = post(ann, game.pk, second, version)
    assert (stale.status_code, stale.json()["code"]) == (409, "stale_version")
    assert snapshot(game.pk) == before
    # The same post again (a client retrying without an Idempotency-Key) is stale, not a second pick.
    again = post(ann, game.pk, action, version)
    assert (again.status_code, again.json()["code"]) == (409, "stale_version")
    # Version 1 (after her own pick) still holds once Bob has picked too.
    bob_version, bob_action = first_choice(bob, game.pk)
    assert post(bob, game.pk, bob_action, bob_version).status_code == 201
    accepted = post(ann, game.pk, second, 1)
    assert accepted.status_code == 201, accepted.json()
    assert accepted.json()["version"] == 3


def test_a_version_from_the_future_or_before_the_phase_is_stale(
    make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    game, players = three_seat_pass(make_player)
    ann, bob = client_for(players[0]), client_for(players[1])
    _, action = first_choice(ann, game.pk)
    ahead = post(ann, game.pk, action, 1)
    assert (ahead.status_code, ahead.json()["code"]) == (409, "stale_version")
    version, bob_action = first_choice(bob, game.pk)
    assert post(bob, game.pk, bob_action, version).status_code == 201
    assert post(ann, game.pk, action, 0).status_code == 201


def test_a_seat_left_the_only_one_due_by_the_others_keeps_the_version_it_read(
    make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    """Two seats pass at once; Ann picks all three of her cards, which leaves Bob
    the only seat due: his choices are unchanged, so version 0 still holds for
    him, once (his own pick starts his choices again)."""
    players = [make_player() for _ in range(2)]
    game = services.game_create(
        creator=players[0], ruleset_id="ladder-29", seats=[SeatSpec(SeatType.HUMAN)] * 2, seed=5
    )
    for index, player in enumerate(players):
        services.game_join(game_id=game.pk, player=player, seat_index=index)
    ann, bob = client_for(players[0]), client_for(players[1])
    bob_version, bob_action = first_choice(bob, game.pk)
    assert bob_version == 0
    for _ in range(3):
        version, action = first_choice(ann, game.pk)
        assert post(ann, game.pk, action, version).status_code == 201
    game.refresh_from_db()
    assert (game.state["phase"], game.to_act, game.version) == ("pass", [1], 3)
    accepted = post(bob, game.pk, bob_action, bob_version)
    assert accepted.status_code == 201, accepted.json()
    assert accepted.json()["version"] == 4
    # The same post again is stale, not a second pick.
    before = snapshot(game.pk)
    again = post(bob, game.pk, bob_action, bob_version)
    assert (again.status_code, again.json()["code"]) == (409, "stale_version")
    assert snapshot(game.pk) == before
    game.refresh_from_db()
    assert [len(chosen) for chosen in game.state["pass_choices"]] == [3, 1]


def test_once_one_seat_is_due_any_other_version_is_stale(
    make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    """The pass resolves when the last card of the last seat arrives; the draft that
    follows has one seat to act, so the pass phase's versions no longer hold."""
    game, players = three_seat_pass(make_player)
    clients = [client_for(p) for p in players]
    for _ in range(3):
        for client in clients:
            version, action = first_choice(client, game.pk)
            assert post(client, game.pk, action, version).status_code == 201
    game.refresh_from_db()
    assert game.state["phase"] == "draft"
    assert len(game.to_act) == 1
    assert game.choices_since == {}
    drafter = clients[game.to_act[0]]
    _, action = first_choice(drafter, game.pk)
    before = snapshot(game.pk)
    stale = post(drafter, game.pk, action, game.version - 1)
    assert (stale.status_code, stale.json()["code"]) == (409, "stale_version")
    assert snapshot(game.pk) == before


class _TwoSeatsAlwaysDue:
    """Just enough of a ruleset for ``choices_since``: both seats always due,
    seat 0's choices fixed and seat 1's the state's ``offer``."""

    def legal_actions(self, state: dict[str, Any], seat: int) -> list[dict[str, Any]]:
        return [{"type": "pick", "card": c} for c in (state["offer"] if seat else [1, 2])]


def test_choices_since_keeps_a_version_only_for_unchanged_choices_of_a_seat_that_did_not_act() -> None:
    rules: Any = _TwoSeatsAlwaysDue()
    start = services.choices_since(rules, {"offer": [3]}, [0, 1], 0)
    assert [start["0"][0], start["1"][0]] == [0, 0]
    # Seat 1's offer changed: its choices start again; seat 0 acted, so it starts again too,
    # although its choices look the same (a second post on version 0 must not pick twice).
    after = services.choices_since(rules, {"offer": [4]}, [0, 1], 1, start, acted=0)
    assert [after["0"][0], after["1"][0]] == [1, 1]
    # Seat 1 acted and its offer is unchanged: seat 0 keeps version 1.
    later = services.choices_since(rules, {"offer": [4]}, [0, 1], 2, after, acted=1)
    assert [later["0"][0], later["1"][0]] == [1, 2]
    # Seat 1's action left seat 0 the only one due, its choices unchanged: it keeps version 1.
    assert services.choices_since(rules, {"offer": [4]}, [0], 3, later, acted=1) == {"0": later["0"]}
    # One seat due that was not kept before, or whose choices changed: nothing kept.
    assert services.choices_since(rules, {"offer": [5]}, [1], 3, later, acted=0) == {}
    assert services.choices_since(rules, {"offer": [4]}, [1], 3, later, acted=1) == {}
    assert services.choices_since(rules, {"offer": [4]}, [0], 3, {}, acted=1) == {}
    assert services.choices_since(rules, {"offer": [4]}, [], 3, later, acted=1) == {}


def test_choices_since_digests_the_real_rulesets_lists() -> None:
    rules = get_ruleset("ladder-29")
    game_state = rules.setup(GameConfig("standard", 3, {}), 5)
    since = services.choices_since(rules, game_state, rules.to_act(game_state), 0)
    assert set(since) == {"0", "1", "2"}
    assert len({digest for _, digest in since.values()}) == 3  # three different hands


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_three_seats_posting_the_same_version_at_once_all_succeed(
    make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    game, players = three_seat_pass(make_player)
    actions = [get_ruleset("ladder-29").legal_actions(game.state, s)[0] for s in range(3)]
    barrier = threading.Barrier(3)
    statuses: list[int] = []

    def submit(player: Player, action: dict[str, Any]) -> None:
        client = client_for(player)
        barrier.wait()
        statuses.append(post(client, game.pk, action, 0).status_code)
        connection.close()

    threads = [threading.Thread(target=submit, args=pair) for pair in zip(players, actions, strict=True)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert statuses == [201, 201, 201]
    game.refresh_from_db()
    assert game.version == 3
    assert [len(chosen) for chosen in game.state["pass_choices"]] == [1, 1, 1]
