"""A bot's turn is decided on a copy with no lock held and written in one transaction
(games.services.ai): the same log as action by action, the limit a task plays kept
mid-turn, and a resignation during the think answered by planning the turn again."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

import pytest
from django.conf import settings
from django.db import connection
from django.test.utils import CaptureQueriesContext

from games import services
from games.models import ActionReason, Game, GameStatus, SeatType
from games.selectors import game_config
from games.services import SeatSpec
from games.services import ai as ai_services
from games.services import turns as turns_services
from games.services.creating import SeatedGameSpec, games_create_seated
from ladders.bots import make_bot
from ladders.engine import GameConfig, state_hash
from ladders.registry import get_ruleset
from players.models import Player

pytestmark = pytest.mark.django_db(transaction=True)

SHRINKS = "shrinks-and-ladders"
CANDYMAN = "run-for-your-life-candyman"


def bots_only(ruleset_id: str, bot: str) -> Game:
    """A started two-seat game of two ``bot`` seats (a seed of the service's), nothing played yet."""
    rules = get_ruleset(ruleset_id)
    scenario = rules.info.scenarios[0].id
    options = rules.validate_config(GameConfig(scenario, 2, {}, None))
    seats = [SeatSpec(SeatType.AI, bot), SeatSpec(SeatType.AI, bot)]
    (game_id,) = games_create_seated(
        specs=[SeatedGameSpec(ruleset_id=ruleset_id, scenario=scenario, options=options, seats=seats)]
    )
    return Game.objects.get(pk=game_id)


def relocks(captured: CaptureQueriesContext) -> int:
    """How many times the bots' loop locked the row to write a turn (its raw check)."""
    return sum("COUNT(*)" in query["sql"] and "SELECT" in query["sql"] for query in captured.captured_queries)


def test_a_game_of_bots_written_a_turn_at_a_time_is_the_game_played_action_by_action(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Candyman's bots take several actions a turn. Written a turn at once, every action
    is the one the bot chooses at its own version (its seed is that version's) from the
    state the engine reached action by action, and the game ends at the same state hash;
    the row is locked once a turn, not once an action."""
    # A host stalled for half a second mid-turn would cut it (WRITE_TURN_AFTER_SECONDS): not here.
    monkeypatch.setattr(ai_services, "WRITE_TURN_AFTER_SECONDS", 3600.0)
    with CaptureQueriesContext(connection) as captured:
        game = bots_only(CANDYMAN, "easy")  # the tests' tasks run eagerly: the bots play on at once
        for _ in range(100):
            game.refresh_from_db()
            if game.status != GameStatus.ACTIVE:
                break
            assert services.ai_turns_play(game_id=game.pk, version=game.version, max_actions=50) > 0
    assert game.status == GameStatus.FINISHED
    log = list(game.actions.order_by("seq").values_list("seq", "seat", "action", "reason"))
    assert {reason for *_, reason in log} == {ActionReason.AI}
    rules = get_ruleset(CANDYMAN)
    bot = make_bot(CANDYMAN, "easy")
    state = rules.setup(game_config(game), game.seed)
    for seq, seat, action, _ in log:
        chosen = bot.choose(rules, state, seat, ai_services.bot_seed(game.seed, seq - 1, seat))
        assert rules.normalize_action(state, seat, chosen) == action, f"action {seq}"
        state, _ = rules.apply(state, seat, action)
    assert state_hash(state) == game.final_state_hash
    turns = 1 + sum(a[1] != b[1] for a, b in itertools.pairwise(log))
    assert len(log) > turns, "a turn of several actions"
    # A turn a task's limit cuts (AI_ACTIONS_PER_TASK actions, then a fresh task) is locked twice.
    assert turns <= relocks(captured) <= turns + len(log) // settings.LADDERS["AI_ACTIONS_PER_TASK"]


@pytest.fixture
def worker_off(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, int]]:
    """No bot task runs by itself (the tests' tasks are otherwise eager): the turns a
    human's action would have queued are listed, and the test plays them."""
    queued: list[tuple[int, int]] = []
    monkeypatch.setattr(turns_services, "_enqueue_ai", lambda game_id, version: queued.append((game_id, version)))
    return queued


def play_until_the_bot_is_due(game: Game, movers: dict[int, Player]) -> None:
    rules = get_ruleset(game.ruleset)
    game.refresh_from_db()
    while not any(seat not in movers for seat in game.to_act):
        seat = game.to_act[0]
        action = rules.legal_actions(game.state, seat)[0]
        services.action_submit(game_id=game.pk, player=movers[seat], action=action, expected_version=game.version)
        game.refresh_from_db()


def test_a_task_plays_no_more_than_its_limit_mid_turn(
    make_player: Callable[..., Player], worker_off: list[tuple[int, int]]
) -> None:
    """A task's limit (AI_ACTIONS_PER_TASK) cuts a turn: the roll is written, the move
    is left to the next task, at the next version."""
    ann = make_player(handle="ann")
    seats = [SeatSpec(SeatType.HUMAN), SeatSpec(SeatType.AI, "easy")]
    game = services.game_create(creator=ann, ruleset_id=SHRINKS, seats=seats, seed=8)
    services.game_join(game_id=game.pk, player=ann, seat_index=0)
    play_until_the_bot_is_due(game, {0: ann})
    due = game.version
    assert worker_off[-1] == (game.pk, due)
    assert services.ai_turns_play(game_id=game.pk, version=due, max_actions=1) == 1
    game.refresh_from_db()
    assert (game.version, game.to_act) == (due + 1, [1]), "the roll, and the bot still to move"
    assert services.ai_turns_play(game_id=game.pk, version=due, max_actions=1) == 0, "a stale task"
    assert services.ai_turns_play(game_id=game.pk, version=due + 1, max_actions=50) == 1
    game.refresh_from_db()
    assert game.to_act == [0]


def test_a_resignation_while_the_bot_thinks_is_answered_by_planning_the_turn_again(
    make_player: Callable[..., Player], monkeypatch: pytest.MonkeyPatch, worker_off: list[tuple[int, int]]
) -> None:
    """A resignation changes a seat, not the version. If one comes while the bot plans,
    the lock finds the forfeited seats changed: the turn is planned again from the seats
    read under the lock, and the resigned seat's turn, which now falls to the random bot,
    is played in the same task rather than left waiting on a player who has gone."""
    ann, bob = make_player(handle="ann"), make_player(handle="bob")
    seats = [SeatSpec(SeatType.HUMAN), SeatSpec(SeatType.AI, "easy"), SeatSpec(SeatType.HUMAN)]
    game = services.game_create(creator=ann, ruleset_id=SHRINKS, seats=seats, seed=3)
    services.game_join(game_id=game.pk, player=ann, seat_index=0)
    services.game_join(game_id=game.pk, player=bob, seat_index=2)
    play_until_the_bot_is_due(game, {0: ann, 2: bob})
    due = game.version
    plan = ai_services._plan_turn
    planned_at: list[int] = []

    def plan_while_bob_resigns(*args: Any) -> Any:
        planned_at.append(args[2])
        planned = plan(*args)
        if len(planned_at) == 1:
            services.game_resign(game_id=game.pk, player=bob)
        return planned

    monkeypatch.setattr(ai_services, "_plan_turn", plan_while_bob_resigns)
    played = services.ai_turns_play(game_id=game.pk, version=due, max_actions=50)
    game.refresh_from_db()
    assert planned_at[:2] == [due, due], "the bot's turn planned twice: before the resignation and after"
    assert 0 in game.to_act, "the bot's turn, then bob's by the random bot, then ann's"
    reasons = list(game.actions.filter(seq__gt=due).order_by("seq").values_list("seat", "reason"))
    assert played == len(reasons)
    assert reasons[0] == (1, ActionReason.AI)
    assert (2, ActionReason.FORFEIT) in reasons
    assert {seat for seat, _ in reasons} == {1, 2}


def test_a_bot_that_thinks_long_writes_its_turn_as_it_goes(monkeypatch: pytest.MonkeyPatch) -> None:
    """Past WRITE_TURN_AFTER_SECONDS of thinking a bot writes what it has decided before
    planning on, so a searching bot's long turn is seen to unfold: with the bound at
    nothing, every action is its own transaction, and the game is the same game."""
    monkeypatch.setattr(ai_services, "WRITE_TURN_AFTER_SECONDS", 0.0)
    with CaptureQueriesContext(connection) as captured:
        game = bots_only(CANDYMAN, "easy")
    game.refresh_from_db()
    assert game.status == GameStatus.FINISHED
    assert relocks(captured) == game.actions.count()
