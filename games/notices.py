"""The messages the services publish (after their commit) for the streams:
a game's new log entry on its channel, and a player's notices on theirs.
Built from what the service already holds in memory: publishing adds no query."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import TYPE_CHECKING, Any

from core.bus import Message, game_channel, player_channel
from games.selectors import LOG_ROW_FIELDS
from ladders.registry import get_ruleset

if TYPE_CHECKING:
    from games.models import Action, Game, Seat

Outgoing = tuple[str, Message]


def game_end(game: Game) -> dict[str, Any]:
    return {"version": game.version, "status": game.status, "outcome": game.outcome}


def game_entry(game: Game, action: Action, *, over: bool) -> Outgoing:
    """A new log entry (every event, with its visibility: each stream filters
    it for its viewer), and the game's end when this entry finished it."""
    row = {name: getattr(action, name) for name in LOG_ROW_FIELDS}
    return game_channel(game.pk), {"kind": "entry", "row": row, "end": game_end(game) if over else None}


def game_ended(game: Game) -> Outgoing:
    """The game ended without a log entry (aborted): streams read its status."""
    return game_channel(game.pk), {"kind": "ended"}


def notice(player_id: int, event: str, data: dict[str, Any], prefix: str | None = None) -> Outgoing:
    """``prefix``: bus.channel_prefix(), when building many notices at once."""
    return player_channel(player_id, prefix), {"kind": "notice", "event": event, "data": data}


def your_turn_data(game: Game, seat: Seat) -> dict[str, Any]:
    """The seat's turn, with its legal actions at the game's version: the seat's
    owner alone receives it (their stream, their webhooks), so a client posts one
    of them without first asking legal-actions."""
    actions = get_ruleset(game.ruleset).legal_actions(game.state, seat.index)
    return turn_data(game.pk, game.version, seat.index, game.ruleset, seat.deadline_at, actions)


def turn_data(
    game_id: int, version: int, seat_index: int, ruleset: str, deadline_at: datetime | None, actions: list[Any]
) -> dict[str, Any]:
    """A your_turn's data from plain values (the matcher's bulk games have no instances)."""
    return {
        "game": game_id,
        "version": version,
        "seat": seat_index,
        "ruleset": ruleset,
        "deadline_at": deadline_at,
        "actions": actions,
    }


def started_data(game_id: int, seat_index: int, ruleset: str, scenario: str) -> dict[str, Any]:
    """A game_started's data from plain values."""
    return {"game": game_id, "seat": seat_index, "ruleset": ruleset, "scenario": scenario}


def turns_due(game: Game, seats: Iterable[Seat], previous: Iterable[int]) -> list[tuple[int, dict[str, Any]]]:
    """(player id, your_turn data) for each player whose seat has just become due:
    the your_turn notices, and the turn.due webhooks."""
    before = set(previous)
    return [
        (seat.player_id, your_turn_data(game, seat))
        for seat in seats
        if seat.player_id is not None
        and seat.index in game.to_act
        and seat.index not in before
        and not seat.is_automated
    ]


def your_turn(game: Game, seats: Iterable[Seat], previous: Iterable[int]) -> list[Outgoing]:
    """A your_turn for each player whose seat has just become due."""
    return [notice(player_id, "your_turn", data) for player_id, data in turns_due(game, seats, previous)]


def game_started(game: Game, seats: Iterable[Seat]) -> list[Outgoing]:
    return [
        notice(seat.player_id, "game_started", started_data(game.pk, seat.index, game.ruleset, game.scenario))
        for seat in seats
        if seat.player_id is not None
    ]


def game_finished(game: Game, seats: Iterable[Seat]) -> list[Outgoing]:
    """To each seated player, when the game finishes or is aborted."""
    return [
        notice(
            seat.player_id,
            "game_finished",
            {"game": game.pk, "seat": seat.index, **game_end(game)},
        )
        for seat in seats
        if seat.player_id is not None
    ]


def invitations(game: Game, seats: Iterable[Seat], by: str | None) -> list[tuple[int, dict[str, Any]]]:
    """(player id, data) for each player a free seat is reserved for (not the one
    who reserved it): the game, the seat, and who asked (``by``, a handle). The
    invited notices, and the game.invited webhooks."""
    return [
        (
            seat.reserved_for_id,
            {"game": game.pk, "seat": seat.index, "ruleset": game.ruleset, "scenario": game.scenario, "by": by},
        )
        for seat in seats
        if seat.reserved_for_id is not None and seat.player_id is None and seat.reserved_for_id != game.created_by_id
    ]


def invited(game: Game, seats: Iterable[Seat], by: str | None) -> list[Outgoing]:
    return [notice(player_id, "invited", data) for player_id, data in invitations(game, seats, by)]
