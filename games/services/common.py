"""What every part of a game's writes shares: the settings of a turn, the seat
specification, the row locks (one statement locks the game and reads its seats),
the turn clock, and queueing the bots' turn by name."""

from __future__ import annotations

import functools
import hashlib
import logging
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, TypeVar

from django.db import connection, models

from core import dispatch
from core.errors import NotFoundError, ServiceError
from games import fairness
from games.models import MAX_TURN_SECONDS, Action, DeadlinePolicy, Game, GameStatus, Seat
from games.rows import game_with_seats
from ladders.engine import (
    Ruleset,
    State,
    canonical_json,
)
from players.models import Player
from webhooks import services as webhook_services
from webhooks.models import EventType

logger = logging.getLogger(__name__)
# games.tasks.play_ai_turns, queued by name (core.dispatch): games.tasks imports this module.
PLAY_AI_TURNS_TASK = "games.tasks.play_ai_turns"
_M = TypeVar("_M", bound=models.Model)

SEED_BITS = fairness.SEED_BITS
# Actions a bot plays for a seat whose deadline passed before giving up (a turn
# is never this long; the bound only guards against a ruleset bug).
MAX_ACTIONS_FOR_EXPIRED_TURN = 500

# The ``why`` of a ``seat_forfeited`` note, kept on the seat (Seat.forfeit_reason).
FORFEIT_RESIGNED = "resigned"
FORFEIT_DEADLINE = "turn deadline passed"
FORFEIT_WITHDRAWN = "withdrawn from the tournament"
FORFEIT_LEFT_LEAGUE = "left the league"
FORFEIT_ACCOUNT_ERASED = "account erased"
# The Game columns a turn writes; a finishing turn writes FINISH_FIELDS too.
TURN_FIELDS = ("version", "state", "to_act", "choices_since", "ai_due_at", "updated_at")
FINISH_FIELDS = ("status", "outcome", "finished_at", "final_state_hash")


@dataclass(frozen=True, slots=True)
class SeatSpec:
    type: str
    bot: str = ""
    team: int | None = None
    # A human seat created already taken (matchmaking seats its players without a join step),
    # by a Player or, for callers that read ids only (the matcher), by the player's id.
    player: Player | None = None
    player_id: int | None = None
    # A human seat left free for this player alone to take (an invitation).
    reserved_for: Player | None = None

    @property
    def seated_id(self) -> int | None:
        """The id of the player this seat is created for, if any."""
        return self.player.pk if self.player is not None else self.player_id


@dataclass(frozen=True, slots=True)
class SubmitResult:
    game: Game
    action: Action
    seat: int
    replayed: bool
    # The seat's turn as the game stands after the action (selectors.seat_turn), or
    # None when it is not to act: a turn of several steps goes on without a read.
    your_turn: dict[str, Any] | None = None


# --------------------------------------------------------------------------
# Turn clocks


def turn_clock_check(*, turn_seconds: int | None, deadline_policy: str) -> None:
    """Validate a turn clock (a game's, or the one a league, tournament or the
    matcher gives its games): ``turn_seconds`` None (no deadline) or 1 second
    to 30 days, ``deadline_policy`` one of DeadlinePolicy. Raises ServiceError."""
    if turn_seconds is not None and (
        not isinstance(turn_seconds, int) or isinstance(turn_seconds, bool) or not 1 <= turn_seconds <= MAX_TURN_SECONDS
    ):
        raise ServiceError(
            "bad_turn_seconds", f"turn_seconds is 1 to {MAX_TURN_SECONDS} seconds (30 days), or null for no deadline."
        )
    if deadline_policy not in DeadlinePolicy.values:
        raise ServiceError("bad_deadline_policy", f"deadline_policy is one of {DeadlinePolicy.values}.")


def turn_deadline(now: datetime, turn_seconds: int) -> datetime:
    """When a human seat that falls due at ``now`` must have acted."""
    return now + timedelta(seconds=turn_seconds)


def _personal_webhooks(
    event_type: EventType, entries: Sequence[tuple[int, dict[str, Any]]], seats: Sequence[Seat] = ()
) -> None:
    """The personal webhooks (turn.due, game.invited) of the players these notices
    are for: one query, made only for players who may have one. Seats read by the
    turn's lock query say whether their player has an active personal webhook
    (``personal_webhooks``), so most turns make none."""
    known = {s.player_id: s.personal_webhooks for s in seats if hasattr(s, "personal_webhooks")}
    by_owner: dict[int, list[dict[str, Any]]] = {}
    for owner, data in entries:
        if known.get(owner, True):
            by_owner.setdefault(owner, []).append(data)
    if not by_owner:
        return
    webhook_services.event_emit_personal(event_type=event_type, data_by_owner=by_owner)


# --------------------------------------------------------------------------
# Internals (call with the game row locked)


def _lock_game(game_id: int) -> Game:
    game = Game.objects.select_for_update().filter(pk=game_id).first()
    if game is None:
        raise NotFoundError("game_not_found", f"There is no game {game_id}.")
    return game


def _lock_game_with_seats(game_id: int) -> tuple[Game, list[Seat]]:
    loaded = _locked_game_with_seats(game_id)
    if loaded is None:
        raise NotFoundError("game_not_found", f"There is no game {game_id}.")
    return loaded


def _locked_game_with_seats(game_id: int) -> tuple[Game, list[Seat]] | None:
    return game_with_seats(game_id, lock=True)


def _relock_at_version(game_id: int, version: int, loaded: tuple[Game, list[Seat]]) -> tuple[Game, list[Seat]] | None:
    """Lock the game row again. None unless it is still active at ``version``; else the
    game and seats in memory, or read again if a seat resigned since they were read."""
    with connection.cursor() as cursor:
        cursor.execute(_relock_sql(connection.vendor), [game_id])
        row = cursor.fetchone()
    if row is None or tuple(row[:2]) != (GameStatus.ACTIVE, version):
        return None
    if row[2] != sum(seat.forfeited_at is not None for seat in loaded[1]):
        return _locked_game_with_seats(game_id)
    return loaded


@functools.cache
def _relock_sql(vendor: str) -> str:
    """SELECT a game's status, version and count of forfeited seats, locking the
    game row; ``vendor`` keys the cache. Raw and built once: the bots' loop runs
    it before every action after its first, and the ORM's compile of the same
    query (annotate, subquery) cost more than the statement itself."""
    qn = connection.ops.quote_name
    seat, game = qn(Seat._meta.db_table), qn(Game._meta.db_table)
    seat_game = f"{seat}.{qn(Seat._meta.get_field('game').column)}"
    game_pk = f"{game}.{qn(Game._meta.pk.column)}"
    forfeited = (
        f"(SELECT COUNT(*) FROM {seat} WHERE {seat_game} = {game_pk}"
        f" AND {seat}.{qn(Seat._meta.get_field('forfeited_at').column)} IS NOT NULL)"
    )
    status = f"{game}.{qn(Game._meta.get_field('status').column)}"
    version = f"{game}.{qn(Game._meta.get_field('version').column)}"
    sql = f"SELECT {status}, {version}, {forfeited} FROM {game} WHERE {game_pk} = %s"
    if connection.features.has_select_for_update:
        sql += f" FOR UPDATE OF {game}" if connection.features.has_select_for_update_of else " FOR UPDATE"
    return sql


def choices_since(
    rules: Ruleset,
    state: State,
    to_act: list[int],
    version: int,
    earlier: dict[str, list[Any]] | None = None,
    acted: int | None = None,
) -> dict[str, list[Any]]:
    """``Game.choices_since`` for a state at ``version``: while several seats are
    due at once, each one's [first version of its unchanged legal actions, their
    digest]. ``earlier`` is the game's value before this version (each of its
    seats was due then); the seat that ``acted`` for this version starts again
    even if its choices look the same, so a repeated post of its own is stale.
    One seat due keeps its entry while it was due in ``earlier`` too and its
    choices are unchanged (the others' choices left it the last one due, and
    the version it read still describes its choices); otherwise it has none,
    and any other version is stale. Nobody due: empty."""
    if not to_act:
        return {}
    out: dict[str, list[Any]] = {}
    for seat in to_act:
        kept = None if seat == acted else (earlier or {}).get(str(seat))
        if len(to_act) < 2 and kept is None:
            continue
        digest = hashlib.sha256(canonical_json(rules.legal_actions(state, seat)).encode()).hexdigest()[:32]
        if kept is not None and kept[1] == digest:
            out[str(seat)] = kept
        elif len(to_act) >= 2:
            out[str(seat)] = [version, digest]
    return out


def _choices_unchanged_since(game: Game, seat: int, version: int) -> bool:
    """Whether ``seat`` has been due with the same legal actions from ``version``
    to now, only other seats acting meanwhile (a simultaneous phase)."""
    kept = game.choices_since.get(str(seat))
    return kept is not None and kept[0] <= version < game.version


def _enqueue_ai(game_id: int, version: int) -> None:
    """Queue the bots' turn (after the commit). When the broker is unreachable the
    action has already committed: the failure is logged, not raised, and the
    turn stays due (``ai_due_at``), so the beat sweep re-enqueues it."""
    try:
        dispatch.enqueue(PLAY_AI_TURNS_TASK, game_id, version)
    except Exception:
        logger.exception("could not enqueue the AI turn of game %s at version %s; the sweep will", game_id, version)
