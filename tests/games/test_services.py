"""Service-level behaviour: bot turns, their idempotency, the sweep, turn deadlines."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta

import pytest
from django.utils import timezone

from core.errors import ConflictError, ForbiddenError
from games import services, tasks
from games.models import Action, ActionReason, DeadlinePolicy, Game, GameStatus, SeatType
from games.services import SeatSpec
from players.models import Player

pytestmark = [pytest.mark.services, pytest.mark.django_db(transaction=True)]

SHRINKS = "shrinks-and-ladders"


def human_vs_ai(player: Player, *, seed: int, ai_first: bool, **kwargs: object) -> Game:
    """A started game with the human on seat 0 and a random bot on seat 1; tries
    seeds from ``seed`` until the wanted seat moves first."""
    for attempt in range(seed, seed + 50):
        game = services.game_create(
            creator=player,
            ruleset_id=SHRINKS,
            seats=[SeatSpec(SeatType.HUMAN), SeatSpec(SeatType.AI, "random")],
            seed=attempt,
            **kwargs,  # type: ignore[arg-type]
        )
        if (game.state["current"] == 1) == ai_first:
            return game
        game.delete()
    raise AssertionError("no seed found")


def test_ai_turn_is_played_once_when_its_task_runs_twice(make_player: Callable[..., Player]) -> None:
    ann = make_player()
    game = human_vs_ai(ann, seed=1, ai_first=True)
    # Joining starts the game and (on commit) enqueues the bot, which plays its whole turn.
    services.game_join(game_id=game.pk, player=ann)
    game.refresh_from_db()
    assert game.to_act == [0]
    played_version = game.version
    assert played_version == Action.objects.filter(game=game, reason=ActionReason.AI).count() >= 1
    # The same task delivered again (and once more, for a stale version) plays nothing.
    assert tasks.play_ai_turns.apply(args=(game.pk, 0)).get() == 0
    assert tasks.play_ai_turns.apply(args=(game.pk, played_version)).get() == 0
    game.refresh_from_db()
    assert game.version == played_version


def test_ai_action_is_not_applied_if_the_game_moved_on(make_player: Callable[..., Player]) -> None:
    ann = make_player()
    game = human_vs_ai(ann, seed=1, ai_first=True)
    assert services.ai_action_play(game_id=game.pk, expected_version=0) is False, "not started yet"
    Game.objects.filter(pk=game.pk).update(status=GameStatus.ACTIVE, to_act=[1])
    assert services.ai_action_play(game_id=game.pk, expected_version=3) is False
    assert services.ai_action_play(game_id=game.pk, expected_version=0) is True
    assert Game.objects.get(pk=game.pk).version == 1


def test_sweep_reenqueues_lost_ai_turns(make_player: Callable[..., Player]) -> None:
    ann = make_player()
    game = human_vs_ai(ann, seed=1, ai_first=True)
    # Start the game as if the enqueue on commit had been lost.
    Game.objects.filter(pk=game.pk).update(
        status=GameStatus.ACTIVE, to_act=[1], ai_due_at=timezone.now() - timedelta(minutes=10)
    )
    game.seats.filter(index=0).update(player=ann)
    assert services.ai_turns_sweep() == [(game.pk, 0)]
    game.refresh_from_db()
    assert game.version >= 1
    assert game.to_act == [0]
    assert services.ai_turns_sweep() == []


def test_deadline_random_policy_plays_the_turn_and_logs_why(make_player: Callable[..., Player]) -> None:
    ann = make_player()
    game = human_vs_ai(ann, seed=1, ai_first=False, turn_seconds=60)
    services.game_join(game_id=game.pk, player=ann)
    seat = game.seats.get(index=0)
    assert seat.deadline_at is not None
    assert services.turn_deadlines_enforce(now=timezone.now()) == 0, "not yet due"
    assert services.turn_deadlines_enforce(now=timezone.now() + timedelta(seconds=61)) == 1
    played = list(Action.objects.filter(game=game, seat=0).order_by("seq"))
    assert [a.reason for a in played] == [ActionReason.DEADLINE, ActionReason.DEADLINE]
    assert played[0].events[0]["type"] == "turn_deadline_passed"
    game.refresh_from_db()
    assert game.status in (GameStatus.ACTIVE, GameStatus.FINISHED)
    seat.refresh_from_db()
    assert seat.forfeited_at is None
    if game.to_act == [0]:
        assert seat.deadline_at is not None
        assert seat.deadline_at > timezone.now()


def test_deadline_forfeit_policy_forfeits_and_places_the_seat_last(make_player: Callable[..., Player]) -> None:
    ann = make_player()
    game = human_vs_ai(ann, seed=1, ai_first=False, turn_seconds=30, deadline_policy=DeadlinePolicy.FORFEIT)
    services.game_join(game_id=game.pk, player=ann)
    assert services.turn_deadlines_enforce(now=timezone.now() + timedelta(seconds=31)) == 1
    game.refresh_from_db()
    seat = game.seats.get(index=0)
    assert seat.forfeited_at is not None
    # The AI is the only side left: the human concedes, and nobody plays on.
    assert not Action.objects.filter(game=game).exists()
    assert game.status == GameStatus.FINISHED
    assert game.outcome is not None
    assert game.outcome["placements"] == [2, 1]
    assert game.outcome["winners"] == [1]
    assert game.outcome["details"]["forfeited"] == [0]
    assert game.outcome["details"]["end_reason"] == "conceded"
    with pytest.raises(ConflictError):
        services.action_submit(game_id=game.pk, player=ann, action={"type": "roll"}, expected_version=game.version)


def test_forfeited_seat_cannot_act(make_player: Callable[..., Player]) -> None:
    ann, bob = make_player(), make_player()
    game = services.game_create(
        creator=ann,
        ruleset_id=SHRINKS,
        seats=[SeatSpec(SeatType.HUMAN)] * 3,
        seed=4,
        turn_seconds=10,
        deadline_policy=DeadlinePolicy.FORFEIT,
    )
    cat = make_player()
    for player in (ann, bob, cat):
        services.game_join(game_id=game.pk, player=player)
    game.refresh_from_db()
    late = game.to_act[0]
    services.turn_deadlines_enforce(now=timezone.now() + timedelta(seconds=11))
    loser = game.seats.get(index=late).player
    assert loser is not None
    game.refresh_from_db()
    with pytest.raises(ForbiddenError) as err:
        services.action_submit(game_id=game.pk, player=loser, action={"type": "roll"}, expected_version=game.version)
    assert err.value.code == "seat_forfeited"


def test_no_deadline_without_turn_seconds(make_player: Callable[..., Player]) -> None:
    ann = make_player()
    game = human_vs_ai(ann, seed=1, ai_first=False)
    services.game_join(game_id=game.pk, player=ann)
    assert game.seats.get(index=0).deadline_at is None
    assert services.turn_deadlines_enforce(now=timezone.now() + timedelta(days=1)) == 0
