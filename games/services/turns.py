"""Playing a turn: an action checked against the version its sender read,
applied through the engine, logged, and the next turn set up."""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Sequence
from typing import Any

from django.db import transaction
from django.utils import timezone

from core import rows
from core.bus import publish_on_commit
from core.errors import ConflictError, ForbiddenError, UnprocessableError
from games import fairness, notices, selectors
from games.models import Action, ActionReason, Game, GameStatus, Seat
from games.services.common import (
    FINISH_FIELDS,
    TURN_FIELDS,
    SubmitResult,
    _choices_unchanged_since,
    _enqueue_ai,
    _lock_game_with_seats,
    _personal_webhooks,
    choices_since,
    turn_deadline,
)
from games.services.finishing import _game_finish
from ladders.engine import (
    Event,
    GameConfig,
    Ruleset,
    canonical_json,
)
from ladders.registry import get_ruleset
from players.models import Player
from webhooks.models import EventType

logger = logging.getLogger(__name__)


# --------------------------------------------------------------------------
# Playing


def request_fingerprint(action: Any, expected_version: int, seat: int | None) -> str:
    body = {"action": action, "expected_version": expected_version, "seat": seat}
    return hashlib.sha256(canonical_json(body).encode()).hexdigest()


@transaction.atomic
def action_submit(
    *,
    game_id: int,
    player: Player,
    action: Any,
    expected_version: int,
    idempotency_key: str | None = None,
    seat: int | None = None,
) -> SubmitResult:
    """Apply a player's action. A repeat of an idempotency key returns the first
    result and writes nothing; the same key with another body is 422."""
    game, seats = _lock_game_with_seats(game_id)
    fingerprint = request_fingerprint(action, expected_version, seat)
    if idempotency_key:
        earlier = rows.select_one(Action, game_id=game.pk, player_id=player.pk, idempotency_key=idempotency_key)
        if earlier is not None:
            if earlier.request_fingerprint != fingerprint:
                raise UnprocessableError(
                    "idempotency_key_reused",
                    "This Idempotency-Key was used with a different request; use a new key for a new action.",
                )
            mine = next((s for s in seats if s.player_id == player.pk), None)
            turn = None if mine is None else selectors.seat_turn(game, mine)
            return SubmitResult(game, earlier, earlier.seat, replayed=True, your_turn=turn)
    my_seat = next((s for s in seats if s.player_id == player.pk), None)
    if my_seat is None:
        raise ForbiddenError("not_seated", "You have no seat in this game; join it first.")
    if seat is not None and seat != my_seat.index:
        raise ForbiddenError("not_your_seat", f"Seat {seat} is not yours; you hold seat {my_seat.index}.")
    if game.status == GameStatus.WAITING:
        raise ConflictError("game_not_started", "The game starts when every human seat is taken.")
    if game.status != GameStatus.ACTIVE:
        raise ConflictError("game_over", f"The game is {game.status}; no more actions are accepted.")
    if my_seat.forfeited_at is not None:
        raise ForbiddenError(
            "seat_forfeited", "Your seat is forfeited (you resigned, or its turn deadline passed); a bot plays it."
        )
    if expected_version != game.version and not _choices_unchanged_since(game, my_seat.index, expected_version):
        raise ConflictError(
            "stale_version",
            f"expected_version is {expected_version} but the game is at version {game.version}; "
            "fetch the game and choose again.",
        )
    record = _apply_and_record(
        game,
        seats,
        get_ruleset(game.ruleset),
        my_seat.index,
        action,
        reason=ActionReason.PLAYER,
        player=player,
        idempotency_key=idempotency_key or None,
        fingerprint=fingerprint,
    )
    return SubmitResult(game, record, my_seat.index, replayed=False, your_turn=selectors.seat_turn(game, my_seat))


def _game_start(game: Game, rules: Ruleset, seats: list[Seat]) -> list[notices.Outgoing]:
    """Deal and start; returns the stream notices to publish on commit
    (game started, and whose turn it is)."""
    if not game.practice:
        # Mix the seats' client seeds into the committed server seed, and deal from the result.
        client_seeds = [s.client_seed for s in sorted(seats, key=lambda s: s.index)]
        game.seed = fairness.mixed_seed(game.server_seed, game.seed_salt, client_seeds)
        teams = None if game.teams is None else tuple(game.teams)
        version = game.rules_version if rules.plays_rules_version(game.rules_version) else None
        config = GameConfig(game.scenario, len(seats), dict(game.options), teams, version)
        game.state = rules.setup(config, game.seed)
    game.status = GameStatus.ACTIVE
    game.started_at = timezone.now()
    _refresh_turn(game, seats, rules, previous=[])
    due = notices.turns_due(game, seats, previous=[])
    _personal_webhooks(EventType.TURN_DUE, due, seats)
    return [*notices.game_started(game, seats), *(notices.notice(p, "your_turn", data) for p, data in due)]


def _apply_and_record(
    game: Game,
    seats: list[Seat],
    rules: Ruleset,
    seat: int,
    action: Any,
    *,
    reason: str,
    player: Player | None = None,
    idempotency_key: str | None = None,
    fingerprint: str = "",
    service_events: Sequence[Event] = (),
    enqueue_ai: bool = True,
    applied: tuple[Any, list[Event]] | None = None,
    write_game: bool = True,
) -> Action:
    """Precondition: ``game`` was read with SELECT FOR UPDATE in this transaction,
    and ``seats`` are its seats as read then (kept current by this module).

    Writes the action row and one UPDATE of the game's changed columns (plus
    one of the seats' deadlines when a turn clock starts or stops). A caller
    that already applied ``action`` (normalized) to this very state passes
    ``applied``, the engine's answer, so it is not worked out twice; a caller
    that records several actions in one transaction passes ``write_game=False``
    and writes the game's columns once after the last (``game_columns``)."""
    if applied is None:
        action = rules.normalize_action(game.state, seat, action)  # the log keeps the canonical form
        new_state, events = rules.apply(game.state, seat, action)  # raises IllegalAction before any write
    else:
        new_state, events = applied
    previous = list(game.to_act)
    game.version += 1
    record = Action(
        game=game,
        seq=game.version,
        seat=seat,
        action=action,
        events=[e.to_dict() for e in (*service_events, *events)],
        reason=reason,
        player=player,
        idempotency_key=idempotency_key,
        request_fingerprint=fingerprint,
    )
    rows.insert(record)
    game.state = new_state
    outcome = rules.outcome(new_state)
    if outcome is not None:
        _game_finish(game, seats, outcome)
        if write_game:
            rows.update(game, game_columns(game))
        publish_on_commit([notices.game_entry(game, record, over=True), *notices.game_finished(game, seats)])
    else:
        _refresh_turn(game, seats, rules, previous, enqueue_ai=enqueue_ai, acted=seat)
        if write_game:
            rows.update(game, TURN_FIELDS)
        due = notices.turns_due(game, seats, previous)
        _personal_webhooks(EventType.TURN_DUE, due, seats)
        publish_on_commit(
            [notices.game_entry(game, record, over=False), *(notices.notice(p, "your_turn", data) for p, data in due)]
        )
    return record


def game_columns(game: Game) -> list[str]:
    """The columns a turn changed: the turn's, and a finished game's result too."""
    return [*TURN_FIELDS, *FINISH_FIELDS] if game.status == GameStatus.FINISHED else list(TURN_FIELDS)


def _refresh_turn(
    game: Game,
    seats: list[Seat],
    rules: Ruleset,
    previous: list[int],
    *,
    enqueue_ai: bool = True,
    acted: int | None = None,
) -> None:
    """Cache who is to act (and, several at once, since when each one's choices
    are unchanged), start deadlines for human seats that just became due, clear
    them for seats no longer due, and enqueue the bots."""
    game.to_act = rules.to_act(game.state)
    game.choices_since = choices_since(rules, game.state, game.to_act, game.version, game.choices_since, acted)
    now = timezone.now()
    changed = []
    for seat in seats:
        due = seat.index in game.to_act
        if seat.is_automated or game.turn_seconds is None:
            continue
        if due and (seat.index not in previous or seat.deadline_at is None):
            seat.deadline_at = turn_deadline(now, game.turn_seconds)
            changed.append(seat)
        elif not due and seat.deadline_at is not None:
            seat.deadline_at = None
            changed.append(seat)
    if changed:
        Seat.objects.bulk_update(changed, ["deadline_at"])
    bots_due = any(s.is_automated and s.index in game.to_act for s in seats)
    if bots_due:
        game.ai_due_at = game.ai_due_at or now
        if enqueue_ai:
            version = game.version
            transaction.on_commit(lambda: _enqueue_ai(game.pk, version))
    else:
        game.ai_due_at = None
