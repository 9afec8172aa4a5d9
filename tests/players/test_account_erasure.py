"""Erasing an account (DELETE /players/me/?confirm=<handle>): every app lets go
of the player in one transaction, the handle and token go, finished games and
ranks stay. Refusals, and a receiver that fails, change nothing."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from django.contrib.auth import get_user_model
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from games import services as game_services
from games.models import Game, GameStatus, Seat, SeatType
from matchmaking import services as matchmaking_services
from matchmaking.models import Ticket, TicketStatus
from players.models import Player
from players.services import player_erase
from players.signals import player_erasing
from tournaments import services as tournament_services
from tournaments.models import Entrant, LeagueMember
from webhooks import services as webhook_services
from webhooks.models import Webhook

pytestmark = pytest.mark.django_db(transaction=True)

SHRINKS = "shrinks-and-ladders"
ME = "/api/v1/players/me/"
HUMAN = game_services.SeatSpec(SeatType.HUMAN)


@pytest.fixture
def ann(make_player: Callable[..., Player]) -> Player:
    return make_player(handle="ann")


@pytest.fixture
def bob(make_player: Callable[..., Player]) -> Player:
    return make_player(handle="bob")


@pytest.fixture
def boss(make_player: Callable[..., Player]) -> tournament_services.Organiser:
    player = make_player(handle="boss")
    player.user.is_staff = True
    player.user.save()
    return tournament_services.Organiser(player=player, is_staff=True)


def footprint(ann: Player, bob: Player, boss: tournament_services.Organiser) -> dict[str, Any]:
    """Ann in everything an account can be in; returns what was made."""
    waiting = game_services.game_create(creator=bob, ruleset_id=SHRINKS, seats=[HUMAN, HUMAN, HUMAN])
    game_services.game_join(game_id=waiting.pk, player=ann)
    invitation = game_services.game_create(
        creator=bob, ruleset_id=SHRINKS, seats=[HUMAN, game_services.SeatSpec(SeatType.HUMAN, reserved_for=ann)]
    )
    active = game_services.game_create(creator=bob, ruleset_id=SHRINKS, seats=[HUMAN, HUMAN])
    game_services.game_join(game_id=active.pk, player=bob)
    game_services.game_join(game_id=active.pk, player=ann)
    finished = game_services.game_create(creator=bob, ruleset_id=SHRINKS, seats=[HUMAN, HUMAN])
    game_services.game_join(game_id=finished.pk, player=bob)
    game_services.game_join(game_id=finished.pk, player=ann)
    Game.objects.filter(pk=finished.pk).update(status=GameStatus.FINISHED)
    open_cup = tournament_services.tournament_create(by=boss, name="Open", ruleset=SHRINKS, format="swiss")
    tournament_services.tournament_enter(tournament_id=open_cup.pk, by=tournament_services.Organiser(player=ann))
    running = tournament_services.tournament_create(
        by=boss, name="Running", ruleset=SHRINKS, format="swiss", auto_advance=False
    )
    for player in (ann, bob):
        tournament_services.tournament_enter(tournament_id=running.pk, by=tournament_services.Organiser(player=player))
    tournament_services.tournament_start(tournament_id=running.pk, by=boss)
    league = tournament_services.league_create(by=boss, name="Ladder", ruleset=SHRINKS)
    tournament_services.league_join(league_id=league.pk, player=ann)
    ticket = matchmaking_services.ticket_create(player=ann, ruleset_id="ladder-29")
    webhook_services.webhook_create(owner=ann, url="https://hooks.example.com/ann", events=["game.finished"])
    return {
        "waiting": waiting,
        "invitation": invitation,
        "active": active,
        "finished": finished,
        "open_cup": open_cup,
        "running": running,
        "league": league,
        "ticket": ticket,
    }


def state_of(player: Player) -> tuple[Any, ...]:
    """Every row an erasure may write, as it stands."""
    player.refresh_from_db()
    return (
        player.handle,
        player.deleted_at,
        get_user_model().objects.get(pk=player.user_id).is_active,
        Token.objects.filter(user_id=player.user_id).count(),
        sorted(Seat.objects.values_list("id", "player_id", "reserved_for_id", "forfeited_at", "forfeit_reason")),
        sorted(Entrant.objects.values_list("id", "withdrawn_at")),
        sorted(LeagueMember.objects.values_list("id", "left_at")),
        sorted(Ticket.objects.values_list("id", "status")),
        Webhook.objects.count(),
    )


def test_an_erased_account_leaves_everything_and_its_handle_is_free(
    ann: Player, bob: Player, boss: tournament_services.Organiser, client_for: Callable[[Player], APIClient]
) -> None:
    made = footprint(ann, bob, boss)
    client = client_for(ann)
    response = client.delete(ME, QUERY_STRING="confirm=ANN")
    assert response.status_code == 204, response.content
    assert client.get(ME).status_code == 401  # the token is gone

    ann.refresh_from_db()
    assert ann.handle == f"deleted-{ann.pk}"
    assert ann.deleted_at is not None
    assert not ann.user.is_active
    assert not ann.user.has_usable_password()
    # Games: the waiting seat is free, the invitation open to anyone, the active seat forfeited.
    assert not Seat.objects.filter(game=made["waiting"], player=ann).exists()
    assert Seat.objects.get(game=made["invitation"], index=1).reserved_for is None
    seat = Seat.objects.get(game=made["active"], player=ann)
    assert seat.forfeited_at is not None
    assert seat.forfeit_reason == "account erased"
    # The finished game keeps its seat (other players' results and ratings stand on it).
    assert Seat.objects.filter(game=made["finished"], player=ann).exists()
    # Events: the open entry is gone, the running one withdrawn, the league left.
    assert not Entrant.objects.filter(tournament=made["open_cup"]).exists()
    assert Entrant.objects.get(tournament=made["running"], players=ann).withdrawn_at is not None
    assert LeagueMember.objects.get(league=made["league"], player=ann).left_at is not None
    # Quick play and webhooks: nothing searches or is sent for her any more.
    made["ticket"].refresh_from_db()
    assert made["ticket"].status == TicketStatus.CANCELLED
    assert not Webhook.objects.filter(owner=ann).exists()
    # The old handle and the new one are no profile; the old one may be registered again.
    assert APIClient().get("/api/v1/players/ann/profile/").status_code == 404
    assert APIClient().get(f"/api/v1/players/deleted-{ann.pk}/profile/").status_code == 404
    again = APIClient().post("/api/v1/players/", {"handle": "ann"}, format="json")
    assert again.status_code == 201
    assert again.json()["id"] != ann.pk


def test_refusals_change_nothing(
    ann: Player, bob: Player, boss: tournament_services.Organiser, client_for: Callable[[Player], APIClient]
) -> None:
    footprint(ann, bob, boss)
    client = client_for(ann)
    before = state_of(ann)
    for query, code in [
        ("", "confirm_handle"),
        ("confirm=bob", "confirm_handle"),
        ("confirm=ann%20", "confirm_handle"),
    ]:
        response = client.delete(ME, QUERY_STRING=query)
        assert (response.status_code, response.json()["code"]) == (400, code)
    assert APIClient().delete(ME, QUERY_STRING="confirm=ann").status_code == 401
    staff = client_for(boss.player).delete(ME, QUERY_STRING="confirm=boss")
    assert (staff.status_code, staff.json()["code"]) == (409, "staff_account")
    assert state_of(ann) == before


@pytest.fixture
def failing_receiver() -> Iterator[None]:
    def fail(sender: type[Player], player: Player, **kwargs: Any) -> None:
        raise RuntimeError("a receiver failed")

    player_erasing.connect(fail, dispatch_uid="tests.failing_receiver")
    yield
    player_erasing.disconnect(dispatch_uid="tests.failing_receiver")


def test_a_receiver_that_fails_rolls_the_whole_erasure_back(
    ann: Player, bob: Player, boss: tournament_services.Organiser, failing_receiver: None
) -> None:
    footprint(ann, bob, boss)
    before = state_of(ann)
    with pytest.raises(RuntimeError):
        player_erase(player=ann, confirm="ann")
    assert state_of(ann) == before


def test_nobody_registers_an_erased_accounts_handle(ann: Player) -> None:
    for handle in ("deleted-1", "Deleted-ann"):
        response = APIClient().post("/api/v1/players/", {"handle": handle}, format="json")
        assert (response.status_code, response.json()["code"]) == (409, "handle_taken")


def test_an_erased_player_cannot_be_invited_or_entered(
    ann: Player, bob: Player, boss: tournament_services.Organiser, client_for: Callable[[Player], APIClient]
) -> None:
    player_erase(player=ann, confirm="ann")
    handle = f"deleted-{ann.pk}"
    body = {"ruleset": SHRINKS, "seats": [{"type": "human"}, {"type": "human", "reserved_for": handle}]}
    refused = client_for(bob).post("/api/v1/games/", body, format="json")
    assert (refused.status_code, refused.json()["code"]) == (400, "unknown_player")
    cup = tournament_services.tournament_create(by=boss, name="Cup", ruleset=SHRINKS, format="swiss")
    entry = client_for(boss.player).post(
        f"/api/v1/tournaments/{cup.pk}/entrants/", {"players": [handle]}, format="json"
    )
    assert (entry.status_code, entry.json()["code"]) == (404, "player_not_found")


def test_entries_named_after_the_handle_take_the_new_one(
    ann: Player, bob: Player, boss: tournament_services.Organiser, client_for: Callable[[Player], APIClient]
) -> None:
    # "standings keep their rows under the new handle": the entry's default name is
    # the handle it was made with, so it changes too; a name the team chose stays.
    made = footprint(ann, bob, boss)
    named = tournament_services.tournament_create(
        by=boss, name="Named", ruleset=SHRINKS, format="swiss", auto_advance=False
    )
    tournament_services.tournament_enter(
        tournament_id=named.pk, by=tournament_services.Organiser(player=ann), name="Crumbs"
    )
    tournament_services.tournament_enter(tournament_id=named.pk, by=boss, bot="random")
    tournament_services.tournament_start(tournament_id=named.pk, by=boss)
    assert client_for(ann).delete(ME, QUERY_STRING="confirm=ann").status_code == 204
    ann.refresh_from_db()
    rows = APIClient().get(f"/api/v1/tournaments/{made['running'].pk}/standings/").json()["rows"]
    assert sorted(r["name"] for r in rows) == sorted(["bob", f"deleted-{ann.pk}"])
    assert not Entrant.objects.filter(name__contains="ann").exclude(name="Crumbs").exists()
    assert Entrant.objects.get(tournament=named, players=ann).name == "Crumbs"
