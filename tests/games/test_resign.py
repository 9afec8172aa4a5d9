"""POST /api/v1/games/{id}/resign/: a player gives up a seat in an active game. The seat
is forfeited at once, the random bot plays its turns on, it places below every seat that
played on, and the game never waits on it again; when every other side has gone, the side
left wins at once (a concession)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from django.db import transaction
from rest_framework.test import APIClient

from games import services
from games.models import Action, ActionReason, Game, GameStatus, SeatType
from games.services import SeatSpec
from games.services import common as services_common
from ladders.bots import make_bot
from ladders.registry import get_ruleset
from players.models import Player
from ranks.models import RatingHistory

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
        loaded = services_common._locked_game_with_seats(game.pk)
        assert loaded is not None
        assert services_common._relock_at_version(game.pk, game.version, loaded) is loaded
        assert services_common._relock_at_version(game.pk, game.version + 1, loaded) is None
    quitter = (game.to_act[0] + 1) % 3
    assert resign(clients[quitter], game).status_code == 200
    with transaction.atomic():
        fresh = services_common._relock_at_version(game.pk, game.version, loaded)
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


def test_when_every_other_side_has_resigned_the_game_is_conceded_at_once(table: dict[str, Any]) -> None:
    """Nobody is left to play against: the last side standing wins now, with no more
    moves; the sides that gave up follow, the last to go placed highest."""
    game, clients = table["game"], table["clients"]
    first, second = (game.to_act[0] + 1) % 3, (game.to_act[0] + 2) % 3
    assert resign(clients[first], game).status_code == 200
    game.refresh_from_db()
    assert game.status == GameStatus.ACTIVE  # two sides still play
    version = game.version
    response = resign(clients[second], game)
    assert response.status_code == 200, response.json()
    assert response.json()["status"] == "finished"
    game.refresh_from_db()
    standing = game.to_act[0] if game.to_act else 3 - first - second
    assert (game.status, game.version, game.to_act) == (GameStatus.FINISHED, version, [])
    assert game.outcome is not None
    assert game.outcome["winners"] == [standing]
    assert game.outcome["placements"][standing] == 1
    assert game.outcome["placements"][second] == 2
    assert game.outcome["placements"][first] == 3
    assert game.outcome["details"]["end_reason"] == "conceded"
    assert game.outcome["details"]["forfeits"] == sorted(
        [{"seat": first, "why": "resigned"}, {"seat": second, "why": "resigned"}], key=lambda f: f["seat"]
    )
    assert (game.outcome["frags"], game.outcome["trophies"]) == ([0, 0, 0], [0, 0, 0])
    assert not Action.objects.filter(game=game, seq__gt=version).exists()
    # The log still replays to the state it stopped at, so the dice verify.
    verification = clients[standing].get(f"/api/v1/games/{game.pk}/verify/").json()
    assert verification["verified"] is True
    late = resign(clients[standing], game)
    assert (late.status_code, late.json()["code"]) == (409, "game_over")


def test_a_conceded_game_scores_the_frags_and_trophies_so_far(
    make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    """Frags and trophies come from the ruleset's tallies of the state the game stopped at."""
    ann, bob = make_player(handle="ann"), make_player(handle="bob")
    rules = get_ruleset("shootin-ladders")
    bot = make_bot("shootin-ladders", "normal")
    # Both play as the normal bot would until somebody holds a trophy or a frag. The seed is the
    # server's, so now and then the action that scores first also ends the game: play another.
    for _ in range(5):
        game = services.game_create(creator=ann, ruleset_id="shootin-ladders", seats=[SeatSpec(SeatType.HUMAN)] * 2)
        for player in (ann, bob):
            services.game_join(game_id=game.pk, player=player)
        game.refresh_from_db()
        seated = {s.player_id: s.index for s in game.seats.all()}
        for _ in range(3000):
            frags, trophies = rules.tallies(game.state)
            if any(frags) or any(trophies) or game.status != GameStatus.ACTIVE:
                break
            seat = game.to_act[0]
            player = ann if seated[ann.pk] == seat else bob
            action = bot.choose(rules, game.state, seat, game.version)
            services.action_submit(game_id=game.pk, player=player, action=action, expected_version=game.version)
            game.refresh_from_db()
        if game.status == GameStatus.ACTIVE:
            break
    assert game.status == GameStatus.ACTIVE, "five games ended on their first frag or trophy"
    assert any(frags) or any(trophies), "no frag or trophy in 3000 actions"
    assert client_for(ann).post(f"/api/v1/games/{game.pk}/resign/").status_code == 200
    game.refresh_from_db()
    assert game.status == GameStatus.FINISHED
    assert game.outcome is not None
    assert (game.outcome["frags"], game.outcome["trophies"]) == (frags, trophies)
    assert game.outcome["winners"] == [seated[bob.pk]]


def test_a_team_concedes_when_its_last_seat_resigns(
    make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    players = [make_player(handle=name) for name in ("ann", "bob", "cid", "dee")]
    game = services.game_create(
        creator=players[0],
        ruleset_id="shootin-ladders",
        scenario="guns-of-tobleronne",
        seats=[SeatSpec(SeatType.HUMAN, team=team) for team in (0, 1, 0, 1)],
    )
    for player in players:
        services.game_join(game_id=game.pk, player=player)
    game.refresh_from_db()
    by_index = {s.index: client_for(s.player) for s in game.seats.select_related("player") if s.player}
    assert resign(by_index[1], game).status_code == 200
    game.refresh_from_db()
    assert game.status == GameStatus.ACTIVE  # team 1 still has a seat playing
    assert resign(by_index[3], game).status_code == 200
    game.refresh_from_db()
    assert game.status == GameStatus.FINISHED
    assert game.outcome is not None
    assert game.outcome["winners"] == [0, 2]
    assert game.outcome["teams"] == [0, 1, 0, 1]
    assert game.outcome["placements"][0] == game.outcome["placements"][2] == 1
    assert game.outcome["placements"][1] == game.outcome["placements"][3] == 3  # a team goes with its last seat


def test_a_bot_left_alone_wins_when_the_human_resigns(
    make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    ann = make_player(handle="ann")
    game = services.game_create(
        creator=ann, ruleset_id=SHRINKS, seats=[SeatSpec(SeatType.HUMAN), SeatSpec(SeatType.AI, "normal")]
    )
    services.game_join(game_id=game.pk, player=ann)
    assert resign(client_for(ann), game).json()["status"] == "finished"
    game.refresh_from_db()
    assert game.outcome is not None
    assert (game.outcome["winners"], game.outcome["placements"]) == ([1], [2, 1])
    # It counts for ranks like any finished game (not a practice game: no seed was given).
    assert RatingHistory.objects.filter(game=game, player=ann, scope="all").exists()
