"""The game with its seats in one prebuilt statement: the turn's locked read
and the legal-actions read. A leaf module (models only), so the selectors and
the services both use it."""

from __future__ import annotations

import functools
from collections.abc import Sequence

from django.db import connection

from core.rows import model_from_row
from games.models import Game, Seat
from players.models import Player
from webhooks.models import Webhook


def game_with_seats(game_id: int, *, lock: bool) -> tuple[Game, list[Seat]] | None:
    """Read the game with its seats (by index), in one query: the seats joined
    to their game; with ``lock`` (a turn's read), locking the game row only (``FOR UPDATE OF``; SQLite
    serialises writers at BEGIN instead). Every game has a seat, so no row
    means no game.

    The turn's hottest read, so its SQL is built once from the models'
    metadata and its rows become models through each field's own database
    converters, as the ORM would: compiling this join through a QuerySet on
    every turn cost twice the CPU of the query itself (docs/performance.md).

    If this statement waited for the lock, what committed meanwhile is in the
    game row (PostgreSQL re-reads a row it locks) but not in the seats. The
    callers use the seats only once the game is active at the version they
    expect, and every write that changes an active game's seats also moves its
    version (a move, a forfeit) or its status (an abort); the join that starts
    a game is the one write that leaves version 0, and a turn can race it only
    by being posted before the game had started (docs/performance.md). A
    resignation changes a seat alone; the bots' loop, which keeps its seats
    across actions, re-reads them when the count of forfeited seats changed
    (``_relock_at_version``)."""
    with connection.cursor() as cursor:
        cursor.execute(_seats_with_game_sql(connection.vendor, lock), [game_id])
        found = cursor.fetchall()
    if not found:
        return None
    split = len(Seat._meta.concrete_fields)
    game = model_from_row(Game, found[0][split:-1])
    seats = [model_from_row(Seat, row[:split]) for row in found]
    for seat, row in zip(seats, found, strict=True):
        seat.game = game
        seat.personal_webhooks = bool(row[-1])
    return game, seats


@functools.cache
def _seats_with_game_sql(vendor: str, lock: bool = True) -> str:
    """SELECT every column of a game's seats (by index) and of the game, locking
    the game row if ``lock``; ``vendor`` keys the cache."""
    qn = connection.ops.quote_name
    seat, game = qn(Seat._meta.db_table), qn(Game._meta.db_table)
    columns = [f"{seat}.{qn(f.column)}" for f in Seat._meta.concrete_fields]
    columns += [f"{game}.{qn(f.column)}" for f in Game._meta.concrete_fields]
    # Last: whether the seat's player has an active personal webhook (turn.due), so a
    # turn passing to them looks their webhooks up only then (webhook_personal_owner).
    hook = qn(Webhook._meta.db_table)
    columns.append(
        f"EXISTS (SELECT 1 FROM {hook} WHERE {hook}.{qn(Webhook._meta.get_field('owner').column)}"
        f" = {seat}.{qn(Seat._meta.get_field('player').column)}"
        f" AND {hook}.{qn(Webhook._meta.get_field('personal').column)}"
        f" AND {hook}.{qn(Webhook._meta.get_field('active').column)})"
    )
    game_id = f"{seat}.{qn(Seat._meta.get_field('game').column)}"
    sql = (
        f"SELECT {', '.join(columns)} FROM {seat} INNER JOIN {game} ON {game_id} = {game}.{qn(Game._meta.pk.column)}"
        f" WHERE {game_id} = %s ORDER BY {seat}.{qn(Seat._meta.get_field('index').column)}"
    )
    if lock and connection.features.has_select_for_update:
        sql += f" FOR UPDATE OF {game}" if connection.features.has_select_for_update_of else " FOR UPDATE"
    return sql


def seats_of_games(game_ids: Sequence[int]) -> dict[int, list[Seat]]:
    """The seats of these games by game, each game's by index, with their players'
    and invitees' handles, in one prebuilt statement: a list page's seats. Through the
    ORM's ``prefetch_related`` (a Seat query with two joins, compiled on every
    list) this cost more of the games list's CPU than its games
    (docs/performance.md). Games with no seat row are absent."""
    if not game_ids:
        return {}
    head, tail = _seats_with_players_sql(connection.vendor)
    with connection.cursor() as cursor:
        cursor.execute(head + ", ".join(["%s"] * len(game_ids)) + tail, list(game_ids))
        found = cursor.fetchall()
    seat_end = len(Seat._meta.concrete_fields)
    by_game: dict[int, list[Seat]] = {}
    for row in found:
        seat = model_from_row(Seat, row[:seat_end])
        player_id, handle, invitee_id, invitee_handle = row[seat_end:]
        # The foreign keys' caches, as select_related fills them (None: no player); a
        # seat's players as ``only("id", "handle")`` reads them: a list shows handles.
        seat.player = None if player_id is None else Player.from_db(None, _PLAYER_FIELDS, (player_id, handle))
        seat.reserved_for = (
            None if invitee_id is None else Player.from_db(None, _PLAYER_FIELDS, (invitee_id, invitee_handle))
        )
        by_game.setdefault(seat.game_id, []).append(seat)
    return by_game


_PLAYER_FIELDS = ["id", "handle"]


@functools.cache
def _seats_with_players_sql(vendor: str) -> tuple[str, str]:
    """SELECT every column of the seats of some games, and the id and handle of each
    seat's player and of its invitee (NULLs where none), by game and index: the statement before and
    after its list of game-id placeholders. ``vendor`` keys the cache."""
    qn = connection.ops.quote_name
    seat, player = qn(Seat._meta.db_table), qn(Player._meta.db_table)
    columns = [f"{seat}.{qn(f.column)}" for f in Seat._meta.concrete_fields]
    player_pk, handle = qn(Player._meta.pk.column), qn(Player._meta.get_field("handle").column)
    columns += [f"p.{player_pk}", f"p.{handle}", f"r.{player_pk}", f"r.{handle}"]
    game_id = f"{seat}.{qn(Seat._meta.get_field('game').column)}"
    head = (
        f"SELECT {', '.join(columns)} FROM {seat}"
        f" LEFT OUTER JOIN {player} p ON {seat}.{qn(Seat._meta.get_field('player').column)} = p.{player_pk}"
        f" LEFT OUTER JOIN {player} r ON {seat}.{qn(Seat._meta.get_field('reserved_for').column)} = r.{player_pk}"
        f" WHERE {game_id} IN ("
    )
    return head, f") ORDER BY {game_id}, {seat}.{qn(Seat._meta.get_field('index').column)}"
