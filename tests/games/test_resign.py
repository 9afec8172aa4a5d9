"""POST /api/v1/games/{id}/resign/: a player gives up a seat in an active game. The seat
is forfeited at once, the random bot plays its turns on, it places below every seat that
played on, and the game never waits on it again."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from django.db import transaction
from rest_framework.test import APIClient

from games import services
from games.models import Action, ActionReason, Game, GameStatus, SeatType
from games.services import SeatSpec
from ladders.registry import get_ruleset
from players.models import Player

pytestmark = pytest.mark.django_db(transaction=True)

SHRINKS = "shrinks-and-ladders"


@pytest.fixture
def table(make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]) -> dict[str, Any]:
    """Ann, Bob and Cid at a started three-seat Shrinks and Ladders game, seat 0 to move."""
    players = [make_player(handle=name) for name in ("ann", "bob", "cid")]
    game = services.game_create(creator=players[0], ruleset_id=SHRINKS, seats=[SeatSpec(SeatType.HUMAN)] * 3, seed=4)
    for player in players:
        services.game_join(game_id=game.pk, player=player)
    game.refresh_from_db()
    seated = {s.index: s.player for s in game.seats.all()}
    return {"game": game, "clients": {i: client_for(p) for i, p in seated.items() if p is not None}}


def resign(client: APIClient, game: Game) -> Any:
    return client.post(f"/api/v1/games/{game.pk}/resign/")


def play_turn(game_id: int, clients: dict[int, APIClient]) -> None:
    """The seat to act plays its first legal action over HTTP."""
    game = Game.objects.get(pk=game_id)
    seat = game.to_act[0]
    action = get_ruleset(SHRINKS).legal_actions(game.state, seat)[0]
    body = {"action": action, "expected_version": game.version}
    assert clients[seat].post(f"/api/v1/games/{game_id}/actions/", body, format="json").status_code == 201


def test_a_player_resigns_out_of_turn_and_the_bot_takes_the_seat_when_it_comes(table: dict[str, Any]) -> None:
    game, clients = table["game"], table["clients"]
    mover = game.to_act[0]
    quitter = (mover + 1) % 3
    response = resign(clients[quitter], game)
    assert response.status_code == 200, response.content
    assert [s["forfeited"] for s in response.json()["seats"]] == [s == quitter for s in range(3)]
    # Nothing was played for it yet; its player may no longer act, nor resign twice.
    assert not Action.objects.filter(game=game, seat=quitter).exists()
    again = resign(clients[quitter], game)
    assert (again.status_code, again.json()["code"]) == (409, "seat_forfeited")
    legal = clients[quitter].get(f"/api/v1/games/{game.pk}/legal-actions/").json()
    assert legal["actions"] == []
    # The others play on; when the quitter's turn comes the random bot plays it at once,
    # and the log says why at its first action.
    for _ in range(200):
        game.refresh_from_db()
        if game.status != GameStatus.ACTIVE or Action.objects.filter(game=game, seat=quitter).exists():
            break
        assert quitter not in game.to_act, "the game waits on a resigned seat"
        play_turn(game.pk, clients)
    played = list(Action.objects.filter(game=game, seat=quitter).order_by("seq"))
    assert played, "the bot never played the resigned seat"
    assert {a.reason for a in played} == {ActionReason.FORFEIT}
    assert played[0].events[0] == {
        "type": "seat_forfeited",
        "data": {"seat": quitter, "why": "resigned"},
        "visible_to": None,
    }
    assert not any(e["type"] == "seat_forfeited" for a in played[1:] for e in a.events)


def test_resigning_on_ones_turn_hands_it_to_the_bot_now(table: dict[str, Any]) -> None:
    game, clients = table["game"], table["clients"]
    mover = game.to_act[0]
    assert resign(clients[mover], game).status_code == 200
    game.refresh_from_db()
    assert mover not in game.to_act or game.status == GameStatus.FINISHED
    first = Action.objects.filter(game=game, seat=mover).order_by("seq").first()
    assert first is not None
    assert first.reason == ActionReason.FORFEIT
    assert first.events[0]["data"] == {"seat": mover, "why": "resigned"}


def test_the_resigned_seat_places_last_and_the_game_ends(table: dict[str, Any]) -> None:
    game, clients = table["game"], table["clients"]
    quitter = game.to_act[0]
    assert resign(clients[quitter], game).status_code == 200
    for _ in range(2000):
        game.refresh_from_db()
        if game.status == GameStatus.FINISHED:
            break
        play_turn(game.pk, clients)
    assert game.status == GameStatus.FINISHED
    assert game.outcome is not None
    assert game.outcome["placements"][quitter] == 3
    assert game.outcome["details"]["forfeited"] == [quitter]
    over = resign(clients[(quitter + 1) % 3], game)
    assert (over.status_code, over.json()["code"]) == (409, "game_over")


def test_only_a_seated_player_of_a_started_game_may_resign(
    table: dict[str, Any], make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    game = table["game"]
    outsider = resign(client_for(make_player(handle="dee")), game)
    assert (outsider.status_code, outsider.json()["code"]) == (403, "not_seated")
    assert resign(APIClient(), game).status_code == 401
    ann = Player.objects.get(handle="ann")
    waiting = services.game_create(creator=ann, ruleset_id=SHRINKS, seats=[SeatSpec(SeatType.HUMAN)] * 2)
    services.game_join(game_id=waiting.pk, player=ann)
    early = resign(client_for(ann), waiting)
    assert (early.status_code, early.json()["code"]) == (409, "game_not_started")
    missing = client_for(ann).post("/api/v1/games/999999/resign/")
    assert (missing.status_code, missing.json()["code"]) == (404, "game_not_found")
    assert not Game.objects.get(pk=game.pk).seats.filter(forfeited_at__isnull=False).exists()


def test_the_bots_loop_reads_the_seats_again_after_a_resignation(table: dict[str, Any]) -> None:
    """The bots' loop keeps a game's seats across its actions and re-locks the row for
    each; a resignation between two of them moves no version, so the re-lock counts the
    forfeited seats: otherwise the loop would hand the resigned seat's turn to a human
    who has left, and the game would wait on it for ever."""
    game, clients = table["game"], table["clients"]
    with transaction.atomic():  # the loop locks in a transaction of each action's
        loaded = services._locked_game_with_seats(game.pk)
        assert loaded is not None
        assert services._relock_at_version(game.pk, game.version, loaded) is loaded
        assert services._relock_at_version(game.pk, game.version + 1, loaded) is None
    quitter = (game.to_act[0] + 1) % 3
    assert resign(clients[quitter], game).status_code == 200
    with transaction.atomic():
        fresh = services._relock_at_version(game.pk, game.version, loaded)
    assert fresh is not None
    assert fresh is not loaded
    assert [s.is_automated for s in fresh[1]] == [s == quitter for s in range(3)]
    assert fresh[0].version == game.version


def test_a_player_leaves_a_game_that_has_not_started_and_the_seat_is_free_again(
    make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    ann, bob, cid = (make_player(handle=name) for name in ("ann", "bob", "cid"))
    game = services.game_create(creator=ann, ruleset_id=SHRINKS, seats=[SeatSpec(SeatType.HUMAN)] * 3)
    bob_client = client_for(bob)
    assert bob_client.post(f"/api/v1/games/{game.pk}/join/", {"seat": 1, "client_seed": "bobs-dice"}).status_code == 200
    before = client_for(ann).get("/api/v1/lobby/").json()["results"]
    assert [g["free_seats"] for g in before if g["id"] == game.pk] == [2]

    left = bob_client.post(f"/api/v1/games/{game.pk}/leave/")
    assert left.status_code == 200, left.content
    assert left.json()["seats"][1]["player"] is None
    assert left.json()["your_seat"] is None
    seat = game.seats.get(index=1)
    assert (seat.player_id, seat.joined_at, seat.client_seed) == (None, None, "")
    again = bob_client.post(f"/api/v1/games/{game.pk}/leave/")
    assert (again.status_code, again.json()["code"]) == (403, "not_seated")
    after = client_for(ann).get("/api/v1/lobby/").json()["results"]
    assert [g["free_seats"] for g in after if g["id"] == game.pk] == [3]

    # Someone else takes the seat; once the table is full the game starts, and leaving
    # is then resigning.
    for player, index in ((cid, 1), (ann, 0), (bob, 2)):
        assert client_for(player).post(f"/api/v1/games/{game.pk}/join/", {"seat": index}).status_code == 200
    game.refresh_from_db()
    assert game.status == GameStatus.ACTIVE
    started = bob_client.post(f"/api/v1/games/{game.pk}/leave/")
    assert (started.status_code, started.json()["code"]) == (409, "game_started")
    early = client_for(make_player(handle="dee"))
    waiting = services.game_create(creator=ann, ruleset_id=SHRINKS, seats=[SeatSpec(SeatType.HUMAN)] * 2)
    assert early.post(f"/api/v1/games/{waiting.pk}/join/", {"seat": 0}).status_code == 200
    refused = early.post(f"/api/v1/games/{waiting.pk}/resign/")
    assert (refused.status_code, refused.json()["code"]) == (409, "game_not_started")
