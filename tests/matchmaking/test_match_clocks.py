"""Quick-play games get a turn clock from the settings (LADDERS_MATCH_TURN_SECONDS,
LADDERS_MATCH_DEADLINE_POLICY), written by the bulk path with the game's first
deadlines, so an absent player cannot stall a matched game."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta
from typing import Any
from unittest import mock

import pytest
from django.utils import timezone
from rest_framework.test import APIClient

from config import settings as config_settings
from core.errors import ServiceError
from games import services as game_services
from games.models import Action, ActionReason, DeadlinePolicy, Game, GameStatus, Seat, SeatType
from games.services import SeatedGameSpec, SeatSpec
from ladders.registry import get_ruleset
from matchmaking import services
from matchmaking.checks import match_turn_clock_check
from players.models import Player

pytestmark = pytest.mark.django_db


def clock(settings: Any, turn_seconds: int | None, policy: str = "random") -> None:
    settings.LADDERS = {**settings.LADDERS, "MATCH_TURN_SECONDS": turn_seconds, "MATCH_DEADLINE_POLICY": policy}


def matched_game(make_player: Callable[..., Player]) -> Game:
    for player in (make_player(), make_player()):
        services.ticket_create(player=player, ruleset_id="ladder-29", min_seats=2, max_seats=2)
    assert services.matchmaking_pass().matched == 2
    return Game.objects.latest("pk")


def assert_first_deadlines(game: Game, turn_seconds: int) -> None:
    """As game_create + start would leave them: the human seats to act, and only they, have a deadline."""
    now = timezone.now()
    seats = list(game.seats.all())
    assert any(s.index in game.to_act for s in seats)
    for seat in seats:
        if seat.type == SeatType.HUMAN and seat.index in game.to_act:
            assert seat.deadline_at is not None
            assert now < seat.deadline_at <= now + timedelta(seconds=turn_seconds)
        else:
            assert seat.deadline_at is None


def test_a_matched_game_has_the_default_clock_and_a_late_turn_is_played(
    make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    """Defaults: 300 seconds a turn, the random bot plays a late one."""
    game = matched_game(make_player)
    assert game.status == GameStatus.ACTIVE
    assert (game.turn_seconds, game.deadline_policy) == (300, DeadlinePolicy.RANDOM)
    assert_first_deadlines(game, 300)
    late = list(game.to_act)  # both human seats, when the game opens with simultaneous choices
    body = client_for(game.seats.get(index=late[0]).player).get(f"/api/v1/games/{game.pk}/").json()  # type: ignore[arg-type]
    assert body["turn_seconds"] == 300
    assert body["seats"][late[0]]["deadline_at"] is not None
    assert game_services.turn_deadlines_enforce(now=timezone.now() + timedelta(seconds=299)) == 0
    assert game_services.turn_deadlines_enforce(now=timezone.now() + timedelta(seconds=301)) == len(late)
    played = Action.objects.filter(game=game).order_by("seq").first()
    assert played is not None
    assert played.seat in late
    assert played.reason == ActionReason.DEADLINE
    game.refresh_from_db()
    assert game.version >= 1
    if game.status == GameStatus.ACTIVE:  # the next human to act is on the clock now
        assert Seat.objects.filter(game=game, index__in=game.to_act, deadline_at__isnull=False).exists()


def test_the_forfeit_policy_setting(make_player: Callable[..., Player], settings: Any) -> None:
    clock(settings, 45, "forfeit")
    game = matched_game(make_player)
    assert (game.turn_seconds, game.deadline_policy) == (45, DeadlinePolicy.FORFEIT)
    assert_first_deadlines(game, 45)
    late = list(game.to_act)
    assert game_services.turn_deadlines_enforce(now=timezone.now() + timedelta(seconds=46)) == len(late)
    assert all(game.seats.get(index=i).forfeited_at is not None for i in late)
    # Every side was late together: none wins by the others' concession, and no
    # absent player by the random bot's dice. The game ends, abandoned, all tied first.
    game.refresh_from_db()
    assert game.status == GameStatus.FINISHED
    assert game.outcome is not None
    assert game.outcome["details"]["end_reason"] == "abandoned"
    assert game.outcome["placements"] == [1] * len(late)
    assert game.outcome["winners"] == late
    assert not game.actions.exists()


@pytest.mark.parametrize("off", [None, 0])
def test_the_clock_off_setting_gives_no_deadline(
    make_player: Callable[..., Player], settings: Any, off: int | None
) -> None:
    clock(settings, 45)
    clocked = matched_game(make_player)
    assert clocked.seats.filter(deadline_at__isnull=False).exists()
    Game.objects.filter(pk=clocked.pk).delete()
    clock(settings, off)
    game = matched_game(make_player)
    assert game.turn_seconds is None
    assert not game.seats.filter(deadline_at__isnull=False).exists()
    assert game_services.turn_deadlines_enforce(now=timezone.now() + timedelta(days=60)) == 0
    assert game.actions.count() == 0


@pytest.mark.parametrize(
    ("raw", "expected"), [(None, 300), ("", None), ("0", None), (" 90 ", 90)], ids=["unset", "empty", "zero", "90"]
)
def test_the_setting_is_read_from_the_environment(
    monkeypatch: pytest.MonkeyPatch, raw: str | None, expected: int | None
) -> None:
    if raw is None:
        monkeypatch.delenv("LADDERS_MATCH_TURN_SECONDS", raising=False)
    else:
        monkeypatch.setenv("LADDERS_MATCH_TURN_SECONDS", raw)
    assert config_settings.env_turn_seconds("LADDERS_MATCH_TURN_SECONDS", 300) == expected


@pytest.mark.parametrize(("turn_seconds", "policy"), [(-1, "random"), (30 * 24 * 3600 + 1, "random"), (60, "never")])
def test_a_bad_clock_setting_fails_the_system_check(settings: Any, turn_seconds: int, policy: str) -> None:
    clock(settings, turn_seconds, policy)
    assert [e.id for e in match_turn_clock_check()] == ["matchmaking.E001"]
    clock(settings, 60, policy="forfeit")
    assert match_turn_clock_check() == []


@pytest.mark.parametrize(
    ("turn_seconds", "policy", "code"),
    [
        (0, "random", "bad_turn_seconds"),
        (30 * 24 * 3600 + 1, "random", "bad_turn_seconds"),
        (60, "x", "bad_deadline_policy"),
    ],
)
def test_the_bulk_path_refuses_a_bad_clock_before_writing(
    make_player: Callable[..., Player], turn_seconds: int, policy: str, code: str
) -> None:
    ann, bob = make_player(), make_player()
    seats = [SeatSpec(SeatType.HUMAN, player=ann), SeatSpec(SeatType.HUMAN, player=bob)]
    good = SeatedGameSpec("ladder-29", "standard", {}, seats, turn_seconds=60)
    bad = SeatedGameSpec("ladder-29", "standard", {}, seats, turn_seconds=turn_seconds, deadline_policy=policy)
    with pytest.raises(ServiceError) as err:
        game_services.games_create_seated(specs=[good, bad])
    assert err.value.code == code
    assert Game.objects.count() == Seat.objects.count() == 0


def test_bulk_games_start_their_clocks_like_game_create(make_player: Callable[..., Player]) -> None:
    """Per game: the clock, each human seat's first deadline, and the your_turn notice carrying it."""
    players = [make_player() for _ in range(4)]
    specs = [
        SeatedGameSpec(
            "ladder-29",
            "standard",
            {},
            [SeatSpec(SeatType.HUMAN, player=players[0]), SeatSpec(SeatType.HUMAN, player=players[1])],
            turn_seconds=120,
            deadline_policy=DeadlinePolicy.FORFEIT,
        ),
        SeatedGameSpec(
            "shrinks-and-ladders",
            "standard",
            {},
            [SeatSpec(SeatType.AI, bot="random"), SeatSpec(SeatType.HUMAN, player=players[2])],
            turn_seconds=30,
        ),
        SeatedGameSpec(
            "ladder-29",
            "standard",
            {},
            [SeatSpec(SeatType.HUMAN, player=players[3]), SeatSpec(SeatType.AI, bot="random")],
        ),
    ]
    with mock.patch.object(game_services.creating, "publish_on_commit") as publish:
        game_ids = game_services.games_create_seated(specs=specs)
    turns = {
        (data["data"]["game"], data["data"]["seat"]): data["data"]
        for call in publish.call_args_list
        for _, data in call.args[0]
        if data.get("event") == "your_turn"
    }
    for game_id, spec in zip(game_ids, specs, strict=True):
        game = Game.objects.get(pk=game_id)
        assert (game.turn_seconds, game.deadline_policy) == (spec.turn_seconds, spec.deadline_policy)
        if spec.turn_seconds is None:
            assert not game.seats.filter(deadline_at__isnull=False).exists()
        else:
            assert_first_deadlines(game, spec.turn_seconds)
        for seat in game.seats.filter(type=SeatType.HUMAN, index__in=game.to_act):
            turn = turns[(game_id, seat.index)]
            assert turn["deadline_at"] == seat.deadline_at
            # The seat's own legal actions, as game_create's notices list them.
            assert turn["actions"] == get_ruleset(game.ruleset).legal_actions(game.state, seat.index)
