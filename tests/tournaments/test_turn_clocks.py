"""Turn clocks in leagues and tournaments: every game they create takes their
``turn_seconds`` and ``deadline_policy``, so an absent player never stalls a
round (the late turn is played by the random bot, or the seat forfeited)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta
from typing import Any

import pytest
from django.test import Client
from django.utils import timezone
from rest_framework.test import APIClient

from core.errors import ServiceError
from games import services as game_services
from games.models import Action, ActionReason, DeadlinePolicy, Game, GameStatus, SeatType
from players.models import Player
from tests.tournaments.admin_forms import league_form, tournament_form
from tests.tournaments.test_tournaments_api import SHRINKS, counts
from tournaments import services
from tournaments.models import League, LeagueGame, Table, Tournament, TournamentStatus

pytestmark = pytest.mark.django_db(transaction=True)

DAY = 24 * 3600


@pytest.fixture
def staff(make_player: Callable[..., Player]) -> Player:
    player = make_player(handle="boss")
    player.user.is_staff = player.user.is_superuser = True
    player.user.save()
    return player


@pytest.fixture
def staff_client(staff: Player, client_for: Callable[[Player], APIClient]) -> APIClient:
    return client_for(staff)


def assert_clock_started(game: Game, turn_seconds: int, policy: str) -> None:
    """The game has the clock, and exactly its human seats to act have a deadline about ``turn_seconds`` away."""
    assert game.status == GameStatus.ACTIVE
    assert game.turn_seconds == turn_seconds
    assert game.deadline_policy == policy
    now = timezone.now()
    for seat in game.seats.all():
        if seat.type == SeatType.HUMAN and seat.index in game.to_act:
            assert seat.deadline_at is not None, seat
            assert now < seat.deadline_at <= now + timedelta(seconds=turn_seconds)
        else:
            assert seat.deadline_at is None, seat


def run_out_the_clock(game: Game, turn_seconds: int) -> int:
    """Nobody plays: enforce the deadlines (as the beat task does) until the game ends."""
    for sweeps in range(2000):
        game.refresh_from_db()
        if game.status != GameStatus.ACTIVE:
            return sweeps
        handled = game_services.turn_deadlines_enforce(now=timezone.now() + timedelta(seconds=turn_seconds + 1))
        assert handled >= 1, "an active game with nobody playing has a passed deadline"
    raise AssertionError("the game stalled")


def test_tournament_games_take_the_turn_clock_and_late_turns_are_played(
    staff_client: APIClient, make_player: Callable[..., Player]
) -> None:
    body = {"name": "Clocked", "ruleset": SHRINKS, "format": "swiss", "rounds_planned": 1, "turn_seconds": 60}
    response = staff_client.post("/api/v1/tournaments/", body, format="json")
    assert response.status_code == 201, response.json()
    tournament = response.json()
    assert tournament["turn_seconds"] == 60
    assert tournament["deadline_policy"] == "random"
    url = f"/api/v1/tournaments/{tournament['id']}"
    for player in (make_player(), make_player()):
        entered = staff_client.post(f"{url}/entrants/", {"players": [player.handle]}, format="json")
        assert entered.status_code == 201, entered.json()
    assert staff_client.post(f"{url}/start/").status_code == 200
    table = Table.objects.get(round__tournament_id=tournament["id"])
    assert table.game is not None
    game = table.game
    assert_clock_started(game, 60, DeadlinePolicy.RANDOM)
    assert game_services.turn_deadlines_enforce(now=timezone.now()) == 0, "not yet due"
    late = game.to_act[0]
    assert run_out_the_clock(game, 60) >= 1
    first = Action.objects.filter(game=game).order_by("seq").first()
    assert first is not None
    assert (first.seat, first.reason) == (late, ActionReason.DEADLINE)
    assert set(Action.objects.filter(game=game).values_list("reason", flat=True)) == {ActionReason.DEADLINE}
    assert game.status == GameStatus.FINISHED
    assert not game.seats.filter(forfeited_at__isnull=False).exists()
    # The round, and the one-round tournament, end with the game.
    table.refresh_from_db()
    assert table.result is not None
    assert Tournament.objects.get(pk=tournament["id"]).status == TournamentStatus.FINISHED


def test_league_games_take_the_turn_clock_and_late_seats_are_forfeited(
    staff_client: APIClient, make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    body = {"name": "Clocked", "ruleset": SHRINKS, "turn_seconds": DAY, "deadline_policy": "forfeit"}
    response = staff_client.post("/api/v1/leagues/", body, format="json")
    assert response.status_code == 201, response.json()
    league = response.json()
    assert (league["turn_seconds"], league["deadline_policy"]) == (DAY, "forfeit")
    url = f"/api/v1/leagues/{league['id']}"
    for player in (make_player(), make_player()):
        assert client_for(player).post(f"{url}/join/").status_code == 200
    assert staff_client.post(f"{url}/pair/").status_code == 201
    game = LeagueGame.objects.select_related("game").get(season__league_id=league["id"]).game
    assert_clock_started(game, DAY, DeadlinePolicy.FORFEIT)
    late = game.to_act[0]
    assert game_services.turn_deadlines_enforce(now=timezone.now() + timedelta(seconds=DAY - 60)) == 0
    run_out_the_clock(game, DAY)
    # Two sides: the late one forfeits and concedes, so the game ends with no more play.
    assert not Action.objects.filter(game=game).exists()
    assert game.status == GameStatus.FINISHED
    assert game.seats.get(index=late).forfeited_at is not None
    assert game.outcome["winners"] == [1 - late]
    assert game.outcome["details"]["forfeits"] == [{"seat": late, "why": "turn deadline passed"}]
    # The finished game counts in the season's standings, so the next pairing can go ahead.
    rows = staff_client.get(f"{url}/standings/").json()["rows"]
    assert sorted(r["played"] for r in rows) == [1, 1]
    assert staff_client.post(f"{url}/pair/").status_code == 201


def test_no_clock_by_default(staff_client: APIClient, make_player: Callable[..., Player]) -> None:
    """Omitted, turn_seconds is null (no deadline, as before) and shown so; the games have none."""
    league = staff_client.post("/api/v1/leagues/", {"name": "L", "ruleset": SHRINKS}, format="json").json()
    assert (league["turn_seconds"], league["deadline_policy"]) == (None, "random")
    body = {"name": "T", "ruleset": SHRINKS, "format": "swiss", "rounds_planned": 1, "turn_seconds": None}
    tournament = staff_client.post("/api/v1/tournaments/", body, format="json").json()
    assert (tournament["turn_seconds"], tournament["deadline_policy"]) == (None, "random")
    url = f"/api/v1/tournaments/{tournament['id']}"
    for player in (make_player(), make_player()):
        staff_client.post(f"{url}/entrants/", {"players": [player.handle]}, format="json")
    assert staff_client.post(f"{url}/start/").status_code == 200
    game = Game.objects.get(table__round__tournament_id=tournament["id"])
    assert game.status == GameStatus.ACTIVE
    assert game.turn_seconds is None
    assert not game.seats.filter(deadline_at__isnull=False).exists()
    assert game_services.turn_deadlines_enforce(now=timezone.now() + timedelta(days=60)) == 0


BAD_CLOCKS: list[tuple[dict[str, Any], str]] = [
    ({"turn_seconds": 0}, "turn_seconds"),
    ({"turn_seconds": -5}, "turn_seconds"),
    ({"turn_seconds": 30 * DAY + 1}, "turn_seconds"),
    ({"turn_seconds": "60"}, "turn_seconds"),
    ({"turn_seconds": 60.0}, "turn_seconds"),
    ({"turn_seconds": True}, "turn_seconds"),
    ({"turn_seconds": 60, "deadline_policy": "never"}, "deadline_policy"),
    ({"turn_seconds": 60, "deadline_policy": None}, "deadline_policy"),
]


@pytest.mark.parametrize("kind", ["leagues", "tournaments"])
@pytest.mark.parametrize(("clock", "field"), BAD_CLOCKS)
def test_bad_turn_clocks_are_400_and_create_nothing(
    staff_client: APIClient, kind: str, clock: dict[str, Any], field: str
) -> None:
    body = {"name": "X", "ruleset": SHRINKS, **({"format": "swiss"} if kind == "tournaments" else {}), **clock}
    before = counts()
    response = staff_client.post(f"/api/v1/{kind}/", body, format="json")
    assert response.status_code == 400, response.json()
    assert response.json()["code"] == "invalid_request"
    assert field in response.json()["errors"]
    assert counts() == before


@pytest.mark.parametrize(
    ("turn_seconds", "policy", "code"),
    [
        (0, "random", "bad_turn_seconds"),
        (30 * DAY + 1, "random", "bad_turn_seconds"),
        (60, "never", "bad_deadline_policy"),
    ],
)
def test_the_services_check_the_clock_too(staff: Player, turn_seconds: int, policy: str, code: str) -> None:
    """The settings checks the admin forms share refuse a bad clock with a code, before any write."""
    who = services.Organiser(player=staff, is_staff=True)
    with pytest.raises(ServiceError) as league_err:
        services.league_create(by=who, name="L", ruleset=SHRINKS, turn_seconds=turn_seconds, deadline_policy=policy)
    with pytest.raises(ServiceError) as tournament_err:
        services.tournament_create(
            by=who, name="T", ruleset=SHRINKS, format="swiss", turn_seconds=turn_seconds, deadline_policy=policy
        )
    assert league_err.value.code == tournament_err.value.code == code
    assert not League.objects.exists()
    assert not Tournament.objects.exists()


def test_admin_forms_take_and_check_the_clock_and_lock_it_once_started(
    staff: Player, make_player: Callable[..., Player]
) -> None:
    client = Client()
    client.force_login(staff.user)
    for path, form, model in (("league", league_form, League), ("tournament", tournament_form, Tournament)):
        for bad in (0, 30 * DAY + 1):
            page = client.post(f"/admin/tournaments/{path}/add/", form(staff, turn_seconds=bad))
            assert page.status_code == 200  # the form again, with the error
            assert "bad_turn_seconds" in page.content.decode()
        assert not model.objects.exists()  # type: ignore[attr-defined]
        made = client.post(f"/admin/tournaments/{path}/add/", form(staff, turn_seconds=90, deadline_policy="forfeit"))
        assert made.status_code == 302, made.content.decode()
    league, tournament = League.objects.get(), Tournament.objects.get()
    assert (league.turn_seconds, league.deadline_policy) == (90, "forfeit")
    assert (tournament.turn_seconds, tournament.deadline_policy) == (90, "forfeit")
    who = services.Organiser(player=staff, is_staff=True)
    for _ in range(2):
        services.tournament_enter(tournament_id=tournament.pk, by=who, players=[make_player()])
        services.league_join(league_id=league.pk, player=make_player())
    for path, obj in (("league", league), ("tournament", tournament)):
        page = client.get(f"/admin/tournaments/{path}/{obj.pk}/change/").content.decode()
        assert 'name="turn_seconds"' in page
        assert 'name="deadline_policy"' in page
    services.tournament_start(tournament_id=tournament.pk, by=who)
    services.league_pair(league_id=league.pk, by=who)
    for path, obj in (("league", league), ("tournament", tournament)):
        page = client.get(f"/admin/tournaments/{path}/{obj.pk}/change/").content.decode()
        assert 'name="turn_seconds"' not in page  # read-only: its games are played with it
        assert 'name="deadline_policy"' not in page
    for game in Game.objects.all():
        assert_clock_started(game, 90, DeadlinePolicy.FORFEIT)
