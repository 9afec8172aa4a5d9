"""Private games and rematches: a human seat reserved for one player (an
invitation, kept out of the lobby), and ``POST /games/{id}/rematch/``, the same
game again for the players of a finished one."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import pytest
from django.db import connection
from rest_framework.test import APIClient

from games import services as game_services
from games.models import Game, GameStatus, SeatType
from ladders.engine import GameConfig
from ladders.registry import all_rulesets
from players.models import Player
from players.services import player_erase
from tests.factories import token_for
from tests.games.api_play import play_first_actions_to_the_end
from tests.streams.sse import SSE, StreamReader

pytestmark = pytest.mark.django_db

SHRINKS = "shrinks-and-ladders"
GAMES = "/api/v1/games/"


@pytest.fixture
def players(make_player: Callable[..., Player]) -> dict[str, Player]:
    return {handle: make_player(handle=handle) for handle in ("ann", "bob", "cat")}


@pytest.fixture
def clients(players: dict[str, Player], client_for: Callable[[Player], APIClient]) -> dict[str, APIClient]:
    return {handle: client_for(player) for handle, player in players.items()}


def create(client: APIClient, seats: list[dict[str, Any]], **extra: Any) -> Any:
    return client.post(GAMES, {"ruleset": SHRINKS, "seats": seats, **extra}, format="json")


def private_game(clients: dict[str, APIClient]) -> dict[str, Any]:
    """Ann's game: seat 0 open to anyone, seat 1 reserved for bob, seat 2 for cat."""
    response = create(
        clients["ann"],
        [{"type": "human"}, {"type": "human", "reserved_for": "bob"}, {"type": "human", "reserved_for": "CAT"}],
    )
    assert response.status_code == 201, response.json()
    body: dict[str, Any] = response.json()
    return body


def finished_game(clients: dict[str, APIClient], players: dict[str, Player], **extra: Any) -> Game:
    """Ann and bob's two-seat game played to its end (each seat plays its first legal action)."""
    created = create(clients["ann"], [{"type": "human"}, {"type": "human", "reserved_for": "bob"}], **extra).json()
    assert clients["ann"].post(f"{GAMES}{created['id']}/join/", {"seat": 0}).status_code == 200
    assert clients["bob"].post(f"{GAMES}{created['id']}/join/", {}).status_code == 200
    finished: Game = play_first_actions_to_the_end(created["id"], {0: players["ann"], 1: players["bob"]})
    return finished


# --------------------------------------------------------------------------
# Reserved seats


def test_a_reserved_seat_is_shown_and_the_handle_is_matched_in_any_case(clients: dict[str, APIClient]) -> None:
    game = private_game(clients)
    assert [s["reserved_for"] for s in game["seats"]] == [None, "bob", "cat"]
    assert game["status"] == "waiting"
    assert game["rematch"] is None


def test_only_the_invited_player_takes_a_reserved_seat(clients: dict[str, APIClient]) -> None:
    game = private_game(clients)
    join = f"{GAMES}{game['id']}/join/"
    refused = clients["ann"].post(join, {"seat": 1})
    assert (refused.status_code, refused.json()["code"]) == (403, "seat_reserved")
    # Without a seat number: the one free seat open to her.
    assert clients["ann"].post(join, {}).json()["your_seat"] == 0
    # Bob, without a seat number, gets the seat held for him, not the lowest free one.
    assert clients["bob"].post(join, {}).json()["your_seat"] == 1
    assert clients["cat"].post(join, {}).json()["status"] == "active"


def test_a_stranger_finds_no_free_seat_when_the_rest_are_reserved(
    clients: dict[str, APIClient], make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    game = private_game(clients)
    join = f"{GAMES}{game['id']}/join/"
    clients["ann"].post(join, {"seat": 0})
    dan = client_for(make_player(handle="dan"))
    refused = dan.post(join, {})
    assert (refused.status_code, refused.json()["code"]) == (409, "no_free_seat")
    assert "reserved" in refused.json()["detail"]
    assert Game.objects.get(pk=game["id"]).seats.filter(player__handle="dan").count() == 0


def test_an_invited_player_takes_the_seat_held_for_them(clients: dict[str, APIClient]) -> None:
    """Taking another free seat would leave the held one empty for ever."""
    response = create(clients["ann"], [{"type": "human"}, {"type": "human"}, {"type": "human", "reserved_for": "bob"}])
    join = f"{GAMES}{response.json()['id']}/join/"
    refused = clients["bob"].post(join, {"seat": 1})
    assert (refused.status_code, refused.json()["code"]) == (409, "seat_reserved_for_you")
    assert clients["bob"].post(join, {"seat": 2}).json()["your_seat"] == 2


def test_the_lobby_lists_only_seats_anyone_may_take(clients: dict[str, APIClient]) -> None:
    game = private_game(clients)
    listed = {g["id"]: g for g in clients["cat"].get("/api/v1/lobby/").json()["results"]}
    assert (listed[game["id"]]["free_seats"], listed[game["id"]]["reserved_seats"]) == (1, 2)
    clients["ann"].post(f"{GAMES}{game['id']}/join/", {"seat": 0})
    listed = {g["id"] for g in clients["cat"].get("/api/v1/lobby/").json()["results"]}
    assert game["id"] not in listed  # only reserved seats left: a private game


@pytest.mark.parametrize(
    ("seats", "code"),
    [
        ([{"type": "human"}, {"type": "ai", "bot": "random", "reserved_for": "bob"}], "reserved_ai_seat"),
        ([{"type": "human"}, {"type": "human", "reserved_for": "nobody-here"}], "unknown_player"),
        ([{"type": "human", "reserved_for": "bob"}, {"type": "human", "reserved_for": "BOB"}], "player_seated_twice"),
        ([{"type": "human"}, {"type": "human", "reserved_for": "bad handle!"}], "unknown_player"),
    ],
)
def test_a_bad_reservation_creates_nothing(
    clients: dict[str, APIClient], seats: list[dict[str, Any]], code: str
) -> None:
    before = Game.objects.count()
    response = create(clients["ann"], seats)
    assert (response.status_code, response.json()["code"]) == (400, code)
    assert Game.objects.count() == before


@pytest.mark.django_db(transaction=True)
def test_the_invited_player_is_told_on_their_stream(players: dict[str, Player], clients: dict[str, APIClient]) -> None:
    stream = StreamReader("/api/v1/players/me/stream/", token_for(players["bob"]))
    try:
        assert stream.next() == SSE("retry", None, retry=2000)
        game = private_game(clients)
        invited = SSE(
            "invited", {"game": game["id"], "seat": 1, "ruleset": SHRINKS, "scenario": "standard", "by": "ann"}
        )
        assert stream.next() == invited
        # Opened to anyone, then held for him again: told again.
        reserve = f"{GAMES}{game['id']}/reserve/"
        clients["ann"].post(reserve, {"seat": 1, "reserved_for": None}, format="json")
        clients["ann"].post(reserve, {"seat": 1, "reserved_for": "bob"}, format="json")
        assert stream.next() == invited
    finally:
        stream.close()


# --------------------------------------------------------------------------
# Rematch


def test_a_rematch_seats_the_caller_and_holds_the_other_seats(
    clients: dict[str, APIClient], players: dict[str, Player]
) -> None:
    old = finished_game(clients, players, turn_seconds=3600, deadline_policy="forfeit")
    response = clients["bob"].post(f"{GAMES}{old.pk}/rematch/")
    assert response.status_code == 201, response.json()
    new = response.json()
    assert new["id"] != old.pk
    assert (new["ruleset"], new["scenario"], new["options"]) == (old.ruleset, old.scenario, old.options)
    assert (new["turn_seconds"], new["deadline_policy"]) == (3600, "forfeit")
    assert new["status"] == "waiting"
    assert new["your_seat"] == 1
    assert [(s["player"], s["reserved_for"]) for s in new["seats"]] == [(None, "ann"), ("bob", None)]
    assert new["practice"] is False
    assert new["seed_sha256"] != Game.objects.get(pk=old.pk).seed_sha256  # a fresh, committed seed
    assert clients["ann"].get(f"{GAMES}{old.pk}/").json()["rematch"] == new["id"]
    # Ann asks too: the same game, and she is seated in the seat held for her.
    again = clients["ann"].post(f"{GAMES}{old.pk}/rematch/")
    assert again.status_code == 200
    assert (again.json()["id"], again.json()["your_seat"], again.json()["status"]) == (new["id"], 0, "active")
    # And once more: still that game, nothing new.
    assert clients["bob"].post(f"{GAMES}{old.pk}/rematch/").json()["id"] == new["id"]
    assert Game.objects.get(rematch_of=old).pk == new["id"]
    assert Game.objects.count() == 2


def test_a_rematch_against_bots_starts_at_once(clients: dict[str, APIClient], players: dict[str, Player]) -> None:
    created = create(clients["ann"], [{"type": "ai", "bot": "normal"}, {"type": "human"}]).json()
    game_services.game_join(game_id=created["id"], player=players["ann"])
    # How it ended does not matter here (the bot's turns run on commit, which this test never does).
    Game.objects.filter(pk=created["id"]).update(status=GameStatus.FINISHED)
    game = Game.objects.get(pk=created["id"])
    response = clients["ann"].post(f"{GAMES}{game.pk}/rematch/")
    assert response.status_code == 201
    rematch = response.json()
    assert rematch["status"] == "active"
    assert [(s["type"], s["bot"], s["player"]) for s in rematch["seats"]] == [
        ("ai", "normal", None),
        ("human", None, "ann"),
    ]


def test_rematch_refusals(clients: dict[str, APIClient], players: dict[str, Player]) -> None:
    old = finished_game(clients, players)
    refused = clients["cat"].post(f"{GAMES}{old.pk}/rematch/")
    assert (refused.status_code, refused.json()["code"]) == (403, "not_seated")
    waiting = private_game(clients)
    clients["ann"].post(f"{GAMES}{waiting['id']}/join/", {"seat": 0})
    refused = clients["ann"].post(f"{GAMES}{waiting['id']}/rematch/")
    assert (refused.status_code, refused.json()["code"]) == (409, "game_not_finished")
    practice = finished_game(clients, players, seed=7)
    refused = clients["ann"].post(f"{GAMES}{practice.pk}/rematch/")
    assert (refused.status_code, refused.json()["code"]) == (409, "practice_game")
    assert Game.objects.count() == 3


def test_a_rematch_takes_every_rulesets_options_back(players: dict[str, Player]) -> None:
    """The finished game's options (filled in with the ruleset's defaults) set up the
    rematch as they did the game, in every ruleset and scenario, teams kept."""
    for rules in all_rulesets():
        for scenario in rules.info.scenarios:
            seats = rules.info.min_seats if not scenario.teams else max(rules.info.min_seats, 4)
            teams = rules.random_teams(scenario.id, seats, 1) if scenario.teams else None
            specs = [
                game_services.SeatSpec(
                    SeatType.HUMAN if i == 0 else SeatType.AI,
                    "" if i == 0 else "random",
                    None if teams is None else teams[i],
                    player=players["ann"] if i == 0 else None,
                )
                for i in range(seats)
            ]
            game = game_services.game_create(
                creator=players["ann"], ruleset_id=rules.info.id, scenario=scenario.id, seats=specs
            )
            Game.objects.filter(pk=game.pk).update(status=GameStatus.FINISHED)
            rematch, created = game_services.game_rematch(game_id=game.pk, player=players["ann"])
            assert created
            assert (rematch.options, rematch.scenario, rematch.teams) == (game.options, game.scenario, game.teams)
            config = GameConfig(scenario.id, seats, dict(rematch.options), None if teams is None else tuple(teams))
            assert rules.validate_config(config) == game.options


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_two_players_asking_for_a_rematch_at_once_get_one_game(
    clients: dict[str, APIClient], players: dict[str, Player]
) -> None:
    """The finished game's row lock: the second call finds the first's rematch and joins it."""
    old = finished_game(clients, players)
    barrier = threading.Barrier(2)
    answers: list[tuple[int, int]] = []

    def ask(handle: str) -> None:
        barrier.wait()
        response = clients[handle].post(f"{GAMES}{old.pk}/rematch/")
        answers.append((response.status_code, response.json()["id"]))
        connection.close()

    threads = [threading.Thread(target=ask, args=(handle,)) for handle in ("ann", "bob")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(status for status, _ in answers) == [200, 201]
    assert len({game for _, game in answers}) == 1
    rematch = Game.objects.get(pk=answers[0][1])
    assert rematch.status == GameStatus.ACTIVE
    assert sorted(s.player.handle for s in rematch.seats.select_related("player")) == ["ann", "bob"]


def test_an_aborted_rematch_makes_way_for_a_new_one(clients: dict[str, APIClient], players: dict[str, Player]) -> None:
    old = finished_game(clients, players)
    first = clients["ann"].post(f"{GAMES}{old.pk}/rematch/").json()
    assert clients["ann"].post(f"{GAMES}{first['id']}/abort/").status_code == 200  # bob never came
    again = clients["bob"].post(f"{GAMES}{old.pk}/rematch/")
    assert again.status_code == 201
    assert again.json()["id"] != first["id"]
    assert [(s["player"], s["reserved_for"]) for s in again.json()["seats"]] == [(None, "ann"), ("bob", None)]
    assert clients["ann"].get(f"{GAMES}{old.pk}/").json()["rematch"] == again.json()["id"]


def test_a_rematch_holds_no_seat_for_an_erased_player(
    clients: dict[str, APIClient], players: dict[str, Player]
) -> None:
    old = finished_game(clients, players)
    player_erase(player=players["bob"], confirm="bob")
    response = clients["ann"].post(f"{GAMES}{old.pk}/rematch/")
    assert response.status_code == 201, response.json()
    rematch = response.json()
    # Bob's seat is open to anyone (held for deleted-<id>, the game could never start).
    assert [(s["player"], s["reserved_for"]) for s in rematch["seats"]] == [("ann", None), (None, None)]
    assert rematch["id"] in [g["id"] for g in clients["cat"].get("/api/v1/lobby/").json()["results"]]
    joined = clients["cat"].post(f"{GAMES}{rematch['id']}/join/", {}, format="json")
    assert (joined.status_code, joined.json()["status"]) == (200, "active")


def test_a_player_finds_their_invitations(clients: dict[str, APIClient]) -> None:
    game = private_game(clients)
    other = create(clients["ann"], [{"type": "human"}, {"type": "human"}]).json()
    found = clients["bob"].get(GAMES, {"invited": "BOB"}).json()["results"]
    assert [g["id"] for g in found] == [game["id"]]
    assert other["id"] not in [g["id"] for g in clients["bob"].get(GAMES, {"invited": "cat"}).json()["results"]]
    clients["bob"].post(f"{GAMES}{game['id']}/join/", {})
    assert clients["bob"].get(GAMES, {"invited": "bob"}).json()["results"] == []  # taken: no longer an invitation
    assert [g["id"] for g in clients["bob"].get(GAMES, {"invited": "cat"}).json()["results"]] == [game["id"]]


def test_an_aborted_game_is_no_longer_an_invitation(clients: dict[str, APIClient]) -> None:
    game = private_game(clients)
    assert clients["ann"].post(f"{GAMES}{game['id']}/abort/").status_code == 200
    # Its held seats can never be taken now: nothing waits for bob or cat.
    assert clients["bob"].get(GAMES, {"invited": "bob"}).json()["results"] == []
    assert clients["bob"].get(GAMES, {"invited": "cat"}).json()["results"] == []


def test_the_creator_hands_a_held_seat_to_another_or_opens_it(clients: dict[str, APIClient]) -> None:
    game = private_game(clients)
    reserve = f"{GAMES}{game['id']}/reserve/"
    body = clients["ann"].post(reserve, {"seat": 1, "reserved_for": "dan-not-here"}, format="json").json()
    assert body["code"] == "unknown_player"
    moved = clients["ann"].post(reserve, {"seat": 1, "reserved_for": "ann"}, format="json")
    assert moved.status_code == 200
    assert [s["reserved_for"] for s in moved.json()["seats"]] == [None, "ann", "cat"]
    opened = clients["ann"].post(reserve, {"seat": 2, "reserved_for": None}, format="json")
    assert [s["reserved_for"] for s in opened.json()["seats"]] == [None, "ann", None]
    # Bob's invitation is gone: he may take the open seat like anyone.
    assert clients["bob"].post(f"{GAMES}{game['id']}/join/", {}).json()["your_seat"] == 0


@pytest.mark.parametrize(
    ("who", "body", "status", "code"),
    [
        ("bob", {"seat": 1, "reserved_for": None}, 403, "not_game_owner"),
        ("ann", {"seat": 5, "reserved_for": None}, 400, "no_such_seat"),
        ("ann", {"seat": 0, "reserved_for": "bob"}, 409, "player_seated_twice"),  # bob holds seat 1
        ("ann", {"seat": 0}, 400, "invalid_request"),
    ],
)
def test_reserve_refusals_change_nothing(
    clients: dict[str, APIClient], who: str, body: dict[str, Any], status: int, code: str
) -> None:
    game = private_game(clients)
    response = clients[who].post(f"{GAMES}{game['id']}/reserve/", body, format="json")
    assert (response.status_code, response.json()["code"]) == (status, code)
    assert [s.reserved_for.handle if s.reserved_for else None for s in Game.objects.get(pk=game["id"]).seats.all()] == [
        None,
        "bob",
        "cat",
    ]


def test_no_reserving_a_taken_seat_or_a_started_game(clients: dict[str, APIClient]) -> None:
    game = private_game(clients)
    reserve = f"{GAMES}{game['id']}/reserve/"
    clients["bob"].post(f"{GAMES}{game['id']}/join/", {})
    taken = clients["ann"].post(reserve, {"seat": 1, "reserved_for": None}, format="json")
    assert (taken.status_code, taken.json()["code"]) == (409, "seat_taken")
    clients["ann"].post(f"{GAMES}{game['id']}/join/", {})
    clients["cat"].post(f"{GAMES}{game['id']}/join/", {})
    started = clients["ann"].post(reserve, {"seat": 2, "reserved_for": None}, format="json")
    assert (started.status_code, started.json()["code"]) == (409, "game_not_open")
