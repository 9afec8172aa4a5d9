"""Quick play over HTTP: tickets, the matcher pass, and the lobby."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta
from typing import Any

import pytest
from django.utils import timezone
from rest_framework.test import APIClient

from games.models import Game, GameStatus, SeatType
from matchmaking import services
from matchmaking.models import Match, Ticket, TicketStatus
from matchmaking.tasks import match_tickets
from players.models import Player
from ranks.models import PlayerRank

pytestmark = [pytest.mark.services, pytest.mark.django_db]
URL = "/api/v1/matchmaking/tickets/"


def register(client: APIClient, handle: str) -> APIClient:
    response = client.post("/api/v1/players/", {"handle": handle}, format="json")
    assert response.status_code == 201
    player_client = APIClient()
    player_client.credentials(HTTP_AUTHORIZATION=f"Token {response.json()['token']}")
    return player_client


def test_done_when_two_strangers_are_seated_in_one_game_in_one_pass(api_client: APIClient) -> None:
    """Issue #18 "Done when": a rules-blind client registers two players, each
    asks for quick play in Ladder 29, and one matcher pass seats both in one game."""
    ann, bob = register(api_client, "ann"), register(api_client, "bob")
    tickets = [c.post(URL, {"ruleset": "ladder-29", "min_seats": 2, "max_seats": 2}, format="json") for c in (ann, bob)]
    assert [r.status_code for r in tickets] == [201, 201]
    assert all(r.json()["status"] == "searching" for r in tickets)
    assert match_tickets.delay().get() == 2  # one pass (the beat task, run in-process)
    seen = [c.get(f"{URL}{r.json()['id']}/").json() for c, r in zip((ann, bob), tickets, strict=True)]
    assert [s["status"] for s in seen] == ["matched", "matched"]
    assert seen[0]["game"] == seen[1]["game"] is not None
    game = ann.get(f"/api/v1/games/{seen[0]['game']}/").json()
    assert game["status"] == "active"
    assert sorted(s["player"] for s in game["seats"]) == ["ann", "bob"]
    assert game["your_seat"] is not None
    # Whoever is to act can play at once (no join step).
    mover = ann if game["to_act"] == [game["your_seat"]] else bob
    legal = mover.get(f"/api/v1/games/{game['id']}/legal-actions/").json()
    assert legal["actions"]


def test_done_when_a_lone_ticket_gets_a_game_with_bots(api_client: APIClient) -> None:
    """Issue #18 "Done when": with bots_after, a lone ticket gets a game with bots."""
    ann = register(api_client, "ann")
    ticket = ann.post(URL, {"ruleset": "ladder-29", "max_seats": 3, "bots_after": 0, "bot": "easy"}, format="json")
    assert ticket.status_code == 201
    assert services.matchmaking_pass().matched == 1
    body = ann.get(f"{URL}{ticket.json()['id']}/").json()
    assert body["status"] == "matched"
    game = Game.objects.get(pk=body["game"])
    seats = list(game.seats.order_by("index"))
    assert len(seats) == 2  # the smallest table the ticket accepts
    assert sorted((s.type, s.bot) for s in seats) == [(SeatType.AI, "easy"), (SeatType.HUMAN, "")]
    assert game.status in (GameStatus.ACTIVE, GameStatus.FINISHED)
    match = Match.objects.get(game=game)
    assert (match.humans, match.bots) == (1, 1)


def test_bots_wait_for_bots_after(make_player: Callable[..., Player]) -> None:
    ann = make_player()
    now = timezone.now()
    ticket = services.ticket_create(player=ann, ruleset_id="ladder-29", bots_after=30, now=now)
    assert services.matchmaking_pass(now=now + timedelta(seconds=29)).matched == 0
    assert services.matchmaking_pass(now=now + timedelta(seconds=30)).matched == 1
    ticket.refresh_from_db()
    assert ticket.status == TicketStatus.MATCHED


def test_second_ticket_in_a_ruleset_is_409_with_the_open_one(
    make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    client = client_for(make_player())
    first = client.post(URL, {"ruleset": "ladder-29"}, format="json").json()
    again = client.post(URL, {"ruleset": "ladder-29", "max_seats": 3}, format="json")
    assert again.status_code == 409
    assert again.json()["code"] == "ticket_open"
    assert again.json()["ticket"]["id"] == first["id"]
    other = client.post(URL, {"ruleset": "shrinks-and-ladders"}, format="json")
    assert other.status_code == 201
    assert Ticket.objects.count() == 2


def test_cancel_then_reopen_and_cancel_is_safe_to_repeat(
    make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    client = client_for(make_player())
    ticket = client.post(URL, {"ruleset": "ladder-29"}, format="json").json()
    first = client.delete(f"{URL}{ticket['id']}/")
    assert first.status_code == 200
    assert first.json()["status"] == "cancelled"
    assert client.delete(f"{URL}{ticket['id']}/").json()["status"] == "cancelled"
    assert client.post(URL, {"ruleset": "ladder-29"}, format="json").status_code == 201
    listed = client.get(URL, {"status": "cancelled"}).json()
    assert [t["id"] for t in listed["results"]] == [ticket["id"]]


def test_cancel_after_match_is_409_with_the_game(
    make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    ann, bob = make_player(), make_player()
    ids = [
        client_for(p).post(URL, {"ruleset": "ladder-29", "max_seats": 2}, format="json").json()["id"]
        for p in (ann, bob)
    ]
    services.matchmaking_pass()
    response = client_for(ann).delete(f"{URL}{ids[0]}/")
    assert response.status_code == 409
    assert response.json()["code"] == "ticket_closed"
    assert response.json()["ticket"]["game"] is not None


def test_tickets_are_private(make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]) -> None:
    ann, bob = make_player(), make_player()
    ticket = client_for(ann).post(URL, {"ruleset": "ladder-29"}, format="json").json()
    assert client_for(bob).get(f"{URL}{ticket['id']}/").status_code == 404
    assert client_for(bob).delete(f"{URL}{ticket['id']}/").status_code == 404
    assert APIClient().get(f"{URL}{ticket['id']}/").status_code == 401
    assert client_for(bob).get(URL).json()["results"] == []


def test_tickets_expire(make_player: Callable[..., Player], settings: Any) -> None:
    settings.MATCHMAKING = {"TICKET_SECONDS": 60}
    ann = make_player()
    now = timezone.now()
    ticket = services.ticket_create(player=ann, ruleset_id="ladder-29", min_seats=3, max_seats=3, now=now)
    result = services.matchmaking_pass(now=now + timedelta(seconds=61))
    assert (result.expired, result.matched) == (1, 0)
    ticket.refresh_from_db()
    assert ticket.status == TicketStatus.EXPIRED
    # An expired ticket the pass has not reached yet does not block a new one.
    stale = services.ticket_create(player=ann, ruleset_id="shrinks-and-ladders", now=now)
    fresh = services.ticket_create(player=ann, ruleset_id="shrinks-and-ladders", now=now + timedelta(seconds=61))
    stale.refresh_from_db()
    assert stale.status == TicketStatus.EXPIRED
    assert fresh.status == TicketStatus.SEARCHING


def test_only_same_scenario_and_options_match(make_player: Callable[..., Player]) -> None:
    a, b, c = make_player(), make_player(), make_player()
    services.ticket_create(player=a, ruleset_id="shootin-ladders", scenario="trophy-room", max_seats=2)
    services.ticket_create(player=b, ruleset_id="shootin-ladders", scenario="crumble-zone", max_seats=2)
    assert services.matchmaking_pass().matched == 0
    services.ticket_create(player=c, ruleset_id="shootin-ladders", scenario="trophy-room", max_seats=2)
    result = services.matchmaking_pass()
    assert result.matched == 2
    game = Game.objects.get(pk=result.games[0])
    assert game.scenario == "trophy-room"
    assert sorted(game.seats.values_list("player_id", flat=True)) == sorted([a.pk, c.pk])


def test_ratings_come_from_the_ruleset_scope(make_player: Callable[..., Player]) -> None:
    """A strong player (ordinal 30 in ladder-29) and a new one (0) are not
    matched at once; the window (2 + 0.25/s) reaches 30 after 112 s."""
    strong, new = make_player(), make_player()
    PlayerRank.objects.create(player=strong, scope="ruleset:ladder-29", mu=33, sigma=1, rating=30, title="Recruit")
    PlayerRank.objects.create(player=new, scope="all", mu=50, sigma=1, rating=47, title="Recruit")
    now = timezone.now()
    first = services.ticket_create(player=strong, ruleset_id="ladder-29", max_seats=2, now=now)
    second = services.ticket_create(player=new, ruleset_id="ladder-29", max_seats=2, now=now)
    assert (first.rating, second.rating) == (30.0, 0.0)
    assert services.matchmaking_pass(now=now + timedelta(seconds=111)).matched == 0
    assert services.matchmaking_pass(now=now + timedelta(seconds=112)).matched == 2


BAD_BODIES = [
    ({}, "invalid_request"),
    ({"ruleset": "chess"}, "unknown_ruleset"),
    ({"ruleset": "ladder-29", "scenario": "nope"}, "unknown_scenario"),
    ({"ruleset": "ladder-29", "min_seats": 1}, "bad_seats"),
    ({"ruleset": "ladder-29", "max_seats": 9}, "bad_seats"),
    ({"ruleset": "ladder-29", "min_seats": 4, "max_seats": 3}, "bad_seats"),
    ({"ruleset": "ladder-29", "min_seats": "two"}, "invalid_request"),
    ({"ruleset": "ladder-29", "bot": "grandmaster"}, "unknown_bot"),
    ({"ruleset": "ladder-29", "bots_after": -1}, "invalid_request"),
    ({"ruleset": "ladder-29", "bots_after": 100000}, "bad_bots_after"),
    ({"ruleset": "ladder-29", "options": []}, "invalid_request"),
    ({"ruleset": "ladder-29", "options": {"no_such_option": 1}}, None),
]


@pytest.mark.parametrize(("body", "code"), BAD_BODIES)
def test_bad_input_is_4xx_code_detail_and_writes_nothing(
    make_player: Callable[..., Player],
    client_for: Callable[[Player], APIClient],
    body: dict[str, Any],
    code: str | None,
) -> None:
    response = client_for(make_player()).post(URL, body, format="json")
    assert 400 <= response.status_code < 500, response.json()
    assert set(response.json()) >= {"code", "detail"}
    if code is not None:
        assert response.json()["code"] == code
    assert Ticket.objects.count() == 0


def test_non_json_body_is_4xx(make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]) -> None:
    response = client_for(make_player()).post(URL, "ruleset=", content_type="application/json")
    assert response.status_code == 400
    assert "code" in response.json()
    assert Ticket.objects.count() == 0


def test_lobby_lists_open_games_with_free_seats(
    make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    ann, bob = make_player(), make_player()
    PlayerRank.objects.create(player=ann, scope="ruleset:ladder-29", mu=12, sigma=1, rating=9, title="Recruit")
    client = client_for(ann)
    open_game = client.post(
        "/api/v1/games/", {"ruleset": "ladder-29", "seats": [{"type": "human"}] * 3}, format="json"
    ).json()
    client.post(f"/api/v1/games/{open_game['id']}/join/", {}, format="json")
    client_for(bob).post(f"/api/v1/games/{open_game['id']}/join/", {}, format="json")
    full = client.post(
        "/api/v1/games/",
        {"ruleset": "shrinks-and-ladders", "seats": [{"type": "human"}, {"type": "ai", "bot": "easy"}]},
        format="json",
    ).json()
    client.post(f"/api/v1/games/{full['id']}/join/", {}, format="json")
    lobby = APIClient().get("/api/v1/lobby/").json()
    assert lobby["count"] == 1
    [row] = lobby["results"]
    assert (row["id"], row["seats"], row["free_seats"], row["bots"]) == (open_game["id"], 3, 1, 0)
    assert sorted(row["players"]) == sorted([ann.handle, bob.handle])
    assert row["average_rating"] == pytest.approx(4.5)  # (9 + a new player's 0) / 2
    assert row["age_seconds"] >= 0
    assert APIClient().get("/api/v1/lobby/", {"ruleset": "shrinks-and-ladders"}).json()["count"] == 0
    assert APIClient().get("/api/v1/lobby/", {"min_free_seats": 2}).json()["count"] == 0
    assert APIClient().get("/api/v1/lobby/", {"seats": 3}).json()["count"] == 1
    bad = APIClient().get("/api/v1/lobby/", {"seats": "many"})
    assert bad.status_code == 400
    assert "code" in bad.json()


@pytest.mark.parametrize("max_age", ["99999999999999999999", "1e15", "-5"])
def test_a_lobby_max_age_out_of_bounds_is_400_not_500(max_age: str) -> None:
    response = APIClient().get("/api/v1/lobby/", {"max_age": max_age})
    assert (response.status_code, response.json()["code"]) == (400, "invalid_request")
    assert "max_age" in response.json()["errors"]


@pytest.mark.parametrize(
    ("name", "value"), [("seats", "1.5"), ("seats", "17"), ("seats", "0"), ("min_free_seats", "-1")]
)
def test_lobby_seat_counts_are_whole_numbers_within_a_games_bounds(name: str, value: str) -> None:
    response = APIClient().get("/api/v1/lobby/", {name: value})
    assert (response.status_code, response.json()["code"]) == (400, "invalid_request")
    assert name in response.json()["errors"]


def test_a_lobby_max_age_within_bounds_filters(
    make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    body = {"ruleset": "ladder-29", "seats": [{"type": "human"}] * 2}
    assert client_for(make_player()).post("/api/v1/games/", body, format="json").status_code == 201
    assert APIClient().get("/api/v1/lobby/", {"max_age": "2147483647"}).json()["count"] == 1
    assert APIClient().get("/api/v1/lobby/", {"max_age": "0.5"}).status_code == 200


def test_the_lobby_marks_a_practice_game(
    make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    """Its creator chose the seed, so knows every hand and roll: a joiner must see that."""
    client = client_for(make_player())
    seats = [{"type": "human"}] * 2
    fair = client.post("/api/v1/games/", {"ruleset": "ladder-29", "seats": seats}, format="json").json()
    practice = client.post("/api/v1/games/", {"ruleset": "ladder-29", "seats": seats, "seed": 7}, format="json").json()
    rows = {row["id"]: row for row in APIClient().get("/api/v1/lobby/").json()["results"]}
    assert (rows[fair["id"]]["practice"], rows[practice["id"]]["practice"]) == (False, True)


def test_a_new_ticket_is_matched_after_its_commit(
    make_player: Callable[..., Player], django_capture_on_commit_callbacks: Any
) -> None:
    """Besides the beat pass, a new ticket's pool is matched as soon as it commits."""
    ann, bob = make_player(), make_player()
    services.ticket_create(player=ann, ruleset_id="ladder-29", max_seats=2)
    with django_capture_on_commit_callbacks(execute=True):
        second = services.ticket_create(player=bob, ruleset_id="ladder-29", max_seats=2)
    second.refresh_from_db()
    assert second.status == TicketStatus.MATCHED


def test_a_dirty_half_dozen_queue_seats_one_sniper_against_the_squad(make_player: Callable[..., Player]) -> None:
    """The Dirty Half Dozen is all versus one (L366): the matcher builds one lone seat (the
    sniper, the player rated closest to the others' mean) against the squad, never two
    alternating teams (refused with one_sniper_required)."""
    players = [make_player() for _ in range(3)]
    for player, rating in zip(players, (10.0, 0.0, 4.0), strict=True):
        PlayerRank.objects.create(
            player=player, scope="ruleset:shootin-ladders", mu=rating + 3, sigma=1, rating=rating, title="Recruit"
        )
        services.ticket_create(
            player=player, ruleset_id="shootin-ladders", scenario="dirty-half-dozen", min_seats=3, max_seats=3
        )
    now = timezone.now() + timedelta(seconds=60)  # the windows reach across the ratings
    result = services.matchmaking_pass(now=now)
    assert result.matched == 3
    game = Game.objects.get(pk=result.games[0])
    seats = list(game.seats.order_by("index"))
    assert sorted(s.team for s in seats) == [0, 0, 1]
    sniper = next(s for s in seats if s.team == 1)
    assert sniper.player_id == players[2].pk
    assert game.status == GameStatus.ACTIVE
    assert game.state is not None
    assert game.state["teams"] == [s.team for s in seats]


def test_a_dirty_half_dozen_ticket_with_bots_gets_a_game(make_player: Callable[..., Player]) -> None:
    ann = make_player()
    ticket = services.ticket_create(
        player=ann, ruleset_id="shootin-ladders", scenario="dirty-half-dozen", bots_after=0, bot="easy"
    )
    assert (ticket.min_seats, ticket.max_seats) == (3, 8)
    result = services.matchmaking_pass()
    assert result.matched == 1
    game = Game.objects.get(pk=result.games[0])
    seats = list(game.seats.order_by("index"))
    assert len(seats) == 3
    assert sorted(s.team for s in seats) == [0, 0, 1]
    assert sorted(s.type for s in seats) == [SeatType.AI, SeatType.AI, SeatType.HUMAN]


def test_a_team_queue_splits_equal_teams_by_rating(make_player: Callable[..., Player]) -> None:
    players = [make_player() for _ in range(4)]
    for player, rating in zip(players, (10.0, 9.0, 1.0, 0.0), strict=True):
        PlayerRank.objects.create(
            player=player, scope="ruleset:shootin-ladders", mu=rating + 3, sigma=1, rating=rating, title="Recruit"
        )
        services.ticket_create(
            player=player, ruleset_id="shootin-ladders", scenario="head-hunter", min_seats=4, max_seats=4
        )
    result = services.matchmaking_pass(now=timezone.now() + timedelta(seconds=60))
    assert result.matched == 4
    game = Game.objects.get(pk=result.games[0])
    team_of = {s.player_id: s.team for s in game.seats.all()}
    assert team_of[players[0].pk] == team_of[players[3].pk] != team_of[players[1].pk] == team_of[players[2].pk]
    assert [s.team for s in game.seats.order_by("index")] in ([0, 1, 0, 1], [1, 0, 1, 0])
