"""Finishing a game: its outcome recorded and announced, and seats forfeited
(resigned, out of time, withdrawn, erased) until one side or none is left."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from django.db import transaction
from django.utils import timezone

from core import rows
from core.bus import publish_on_commit
from core.errors import ConflictError, ForbiddenError
from games import notices
from games.models import Game, GameStatus, Seat
from games.services.common import (
    FINISH_FIELDS,
    FORFEIT_RESIGNED,
    TURN_FIELDS,
    _enqueue_ai,
    _lock_game_with_seats,
)
from games.signals import game_finished
from ladders.engine import (
    Outcome,
    placements_from_keys,
    state_hash,
)
from ladders.registry import get_ruleset
from players.models import Player
from webhooks import services as webhook_services
from webhooks.models import EventType

logger = logging.getLogger(__name__)


@transaction.atomic
def game_resign(*, game_id: int, player: Player) -> Game:
    """Give up one's seat in an active game. The seat is forfeited now, as a seat whose
    turn deadline passed under the ``forfeit`` policy: the random bot plays its turns
    from here on and it places below every seat that played on. The game goes on for
    the others without waiting on it; the log notes the resignation at the bot's first
    action for the seat (``seat_forfeited``, why ``resigned``)."""
    game, seats = _lock_game_with_seats(game_id)
    seat = next((s for s in seats if s.player_id == player.pk), None)
    if seat is None:
        raise ForbiddenError("not_seated", "You have no seat in this game.")
    if game.status == GameStatus.WAITING:
        raise ConflictError("game_not_started", "The game has not started: leave your seat instead (POST .../leave/).")
    if game.status != GameStatus.ACTIVE:
        raise ConflictError("game_over", f"The game is {game.status}; there is nothing to resign.")
    if seat.forfeited_at is not None:
        raise ConflictError("seat_forfeited", "Your seat is already forfeited; the random bot plays it.")
    _seats_forfeit(game, seats, [seat], FORFEIT_RESIGNED)
    return game


@transaction.atomic
def game_seats_forfeit(*, game_id: int, indices: Sequence[int], reason: str) -> list[int]:
    """Forfeit these seats of an active game (a tournament entrant withdrawn, a
    league member gone), human or AI: each is played by the random bot from now
    on and places below every seat that played on; ``reason`` is the ``why`` of
    its ``seat_forfeited`` note. Seats already forfeited, and games not active,
    are left alone; returns the indices forfeited now."""
    game, seats = _lock_game_with_seats(game_id)
    if game.status != GameStatus.ACTIVE:
        return []
    chosen = [s for s in seats if s.index in set(indices) and s.forfeited_at is None]
    _seats_forfeit(game, seats, chosen, reason)
    return [s.index for s in chosen]


def _seats_forfeit(game: Game, seats: list[Seat], chosen: Sequence[Seat], reason: str) -> None:
    """Precondition: the game row is locked and active, and ``chosen`` are among
    ``seats``, its seats as read with the lock. A forfeit changes seats, not the
    version: the bots' loop sees it by its count of forfeited seats."""
    if not chosen:
        return
    now = timezone.now()
    if _forfeit_and_maybe_end(game, seats, chosen, reason, now):
        return
    if any(seat.index in game.to_act for seat in chosen):
        # Its turn is the bots' now: hand it to them as a move that makes a bot due does.
        game.ai_due_at = game.ai_due_at or now
        game.save(update_fields=["ai_due_at"])
        game_id, version = game.pk, game.version
        transaction.on_commit(lambda: _enqueue_ai(game_id, version))


def _forfeit_and_maybe_end(game: Game, seats: list[Seat], chosen: Sequence[Seat], reason: str, now: datetime) -> bool:
    """Mark ``chosen`` (among ``seats``) forfeited for ``reason``, all at ``now``, and end
    the game if that leaves at most one side; returns whether it ended."""
    for seat in chosen:
        seat.forfeited_at = now
        seat.forfeit_reason = reason
        seat.deadline_at = None
    Seat.objects.bulk_update(chosen, ["forfeited_at", "forfeit_reason", "deadline_at"])
    return _end_if_one_side_or_none_left(game, seats)


def _side(seat: Seat) -> tuple[str, int]:
    """Who wins or loses together: a team, or a seat in a free-for-all."""
    return ("team", seat.team) if seat.team is not None else ("seat", seat.index)


def _end_if_one_side_or_none_left(game: Game, seats: list[Seat]) -> bool:
    """Finish the game now if at most one side has not forfeited: nobody is left to
    play against (the random bot would play the gone sides' turns to an end fixed
    already). The side left, if any, wins (``conceded``); the sides that forfeited
    follow, the last to go placed highest, a team with its last seat. When every
    side has gone (late together on a turn clock: ``abandoned``), those that went
    last share first place, so no absent player wins by the random bot's dice.
    Frags and trophies are the ruleset's tallies so far. No log entry: the state
    is the last action's, so the game still replays and verifies from its seed and log.

    Precondition: the row is locked and active, ``seats`` all its seats, as read
    with the lock and with their forfeits set. Returns whether it finished."""
    standing = {_side(s) for s in seats if s.forfeited_at is None}
    if len(standing) > 1 or len({_side(s) for s in seats}) < 2:
        return False
    gone_at: dict[tuple[str, int], datetime] = {}
    for seat in seats:
        if seat.forfeited_at is not None:
            side = _side(seat)
            gone_at[side] = max(gone_at.get(side, seat.forfeited_at), seat.forfeited_at)
    ordered = sorted(seats, key=lambda s: s.index)
    keys = [(1, 0.0) if s.forfeited_at is None else (0, gone_at[_side(s)].timestamp()) for s in ordered]
    frags, trophies = get_ruleset(game.ruleset).tallies(game.state)
    teams = [s.team for s in ordered]
    placements = placements_from_keys(keys)
    outcome = Outcome(
        placements=placements,
        winners=[s.index for s in ordered if placements[s.index] == 1],
        score=[0.0] * len(ordered),
        frags=frags,
        trophies=trophies,
        teams=None if None in teams else [int(t) for t in teams if t is not None],
        details={
            "end_reason": "conceded" if standing else "abandoned",
            "forfeits": [
                {"seat": s.index, "why": s.forfeit_reason or FORFEIT_RESIGNED} for s in ordered if s.forfeited_at
            ],
        },
    )
    _game_finish(game, seats, outcome)
    rows.update(game, [*TURN_FIELDS, *FINISH_FIELDS])
    publish_on_commit([notices.game_ended(game), *notices.game_finished(game, seats)])
    return True


def _game_finish(game: Game, seats: list[Seat], outcome: Outcome) -> None:
    forfeited = {s.index for s in seats if s.forfeited_at is not None}
    if forfeited:
        # A seat that forfeited ranks below every seat that played on.
        keys = [(s not in forfeited, -outcome.placements[s]) for s in range(len(outcome.placements))]
        outcome.placements = placements_from_keys(keys)
        outcome.winners = [s for s, place in enumerate(outcome.placements) if place == 1]
        outcome.details = {**outcome.details, "forfeited": sorted(forfeited)}
    game.outcome = outcome.to_dict()
    game.status = GameStatus.FINISHED
    game.finished_at = timezone.now()
    game.to_act = []
    game.choices_since = {}
    game.ai_due_at = None
    game.final_state_hash = state_hash(game.state)
    clocked = [s for s in seats if s.deadline_at is not None]
    if clocked:
        for seat in clocked:
            seat.deadline_at = None
        Seat.objects.bulk_update(clocked, ["deadline_at"])
    game_id = game.pk
    webhook_services.event_emit(event_type=EventType.GAME_FINISHED, data=lambda: _finished_event(game, seats))
    transaction.on_commit(lambda: _announce_finished(game_id))


def _finished_event(game: Game, seats: list[Seat]) -> dict[str, Any]:
    """The game.finished webhook's data: what any spectator may see of the result."""
    handles = dict(
        Player.objects.filter(pk__in=[s.player_id for s in seats if s.player_id]).values_list("pk", "handle")
    )
    return {
        "game": {
            "id": game.pk,
            "ruleset": game.ruleset,
            "scenario": game.scenario,
            "practice": game.practice,
            "finished_at": game.finished_at,
            "seats": [
                {
                    "index": s.index,
                    "type": s.type,
                    "player": handles.get(s.player_id or 0),
                    "bot": s.bot,
                    "team": s.team,
                }
                for s in sorted(seats, key=lambda s: s.index)
            ],
            "outcome": game.outcome,
            "final_state_hash": game.final_state_hash,
        }
    }


def _announce_finished(game_id: int) -> None:
    """After the commit: tell the receivers (rank update, tournament
    progression). A receiver that fails to enqueue (the broker is down) is
    logged and left to its beat catch-up (ranks-catch-up, tournament-tables-sweep):
    the game has finished either way and the client gets its answer."""
    for receiver, result in game_finished.send_robust(sender=Game, game_id=game_id):
        if isinstance(result, Exception):
            logger.error(
                "game %s finished but %s failed (%r); the beat catch-up will do its work",
                game_id,
                getattr(receiver, "__qualname__", receiver),
                result,
            )
