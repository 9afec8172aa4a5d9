"""With Redis and a real Celery worker process: bot turns are played exactly once."""

from __future__ import annotations

import subprocess
from collections.abc import Callable

import pytest

from games import services, tasks
from games.models import Action, ActionReason, Game, GameStatus, SeatType
from games.services import SeatSpec
from ladders.registry import get_ruleset
from players.models import Player
from ranks.models import RankUpdate
from tests.conftest import wait_until

pytestmark = [pytest.mark.celery_worker, pytest.mark.django_db(transaction=True)]


def test_ai_turn_played_once_when_its_task_is_delivered_twice(
    celery_worker_process: subprocess.Popen[bytes], make_player: Callable[..., Player]
) -> None:
    ann = make_player()
    for seed in range(100):
        game = services.game_create(
            creator=ann,
            ruleset_id="shrinks-and-ladders",
            seats=[SeatSpec(SeatType.HUMAN), SeatSpec(SeatType.AI, "random")],
            seed=seed,
        )
        if game.state["current"] == 1:
            break
    # Joining starts the game with the bot to act; its task is enqueued on commit.
    # Deliver the same task twice more, as a broker redelivery would.
    services.game_join(game_id=game.pk, player=ann)
    tasks.play_ai_turns.delay(game.pk, 0)
    tasks.play_ai_turns.delay(game.pk, 0)
    wait_until(lambda: Game.objects.get(pk=game.pk).to_act == [0])
    game.refresh_from_db()
    bot_actions = Action.objects.filter(game=game, reason=ActionReason.AI)
    # One bot turn: a roll, and a move unless the roll moved nothing; never two turns.
    assert game.version == bot_actions.count() in (1, 2)
    assert sorted(bot_actions.values_list("seq", flat=True)) == list(range(1, game.version + 1))


def test_a_whole_game_against_the_worker(
    celery_worker_process: subprocess.Popen[bytes], make_player: Callable[..., Player]
) -> None:
    ann = make_player()
    game = services.game_create(
        creator=ann,
        ruleset_id="shrinks-and-ladders",
        # No chosen seed: that would make an unrated practice game, and the
        # rank update awaited below is the one a rated game's finish enqueues.
        seats=[SeatSpec(SeatType.HUMAN), SeatSpec(SeatType.AI, "easy")],
    )
    services.game_join(game_id=game.pk, player=ann)
    for _ in range(2000):
        wait_until(lambda: Game.objects.get(pk=game.pk).to_act in ([0], []))
        game.refresh_from_db()
        if game.status != GameStatus.ACTIVE:
            break
        action = get_ruleset(game.ruleset).legal_actions(game.state, 0)[0]
        services.action_submit(game_id=game.pk, player=ann, action=action, expected_version=game.version)
    game.refresh_from_db()
    assert game.status == GameStatus.FINISHED
    assert Action.objects.filter(game=game, reason=ActionReason.AI).exists()
    # The finish enqueued the rank update: let the worker apply it before the
    # test's teardown truncates the tables under it (a deadlock otherwise).
    wait_until(lambda: RankUpdate.objects.filter(game=game).exists())
