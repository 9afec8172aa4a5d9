"""Writes for ranks: one finished game's update (incremental) and the full
recompute, both through ranks.rating.apply_game in the ledger's order."""

from __future__ import annotations

import functools
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from django.db import connection, models, transaction
from django.db.models import QuerySet
from django.utils import timezone

from games.models import Game, GameStatus, Seat, SeatType
from players.models import Player
from ranks.models import PlayerRank, RankUpdate, RatingHistory
from ranks.rating import SCOPE_ALL, GameResult, RankState, apply_game, game_result
from tournaments.models import LeagueGame, Season
from tournaments.selectors import league_game_scopes, league_scopes
from webhooks import services as webhook_services
from webhooks.models import EventType, Webhook

# Held for the whole rank write so two workers never interleave their updates.
RANKS_ADVISORY_LOCK = 0x52414E4B
# Games one rank transaction applies at most (a backlog is applied in batches).
RANKS_BATCH = 200


def _ranks_lock() -> None:
    """Serialise rank writers: a PostgreSQL advisory lock for this transaction
    (SQLite already serialises writers: transactions begin IMMEDIATE)."""
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_advisory_xact_lock(%s)", [RANKS_ADVISORY_LOCK])


def game_scopes(games: Sequence[tuple[int, str]]) -> dict[int, tuple[str, ...]]:
    """The scopes each (game id, ruleset) counts in."""
    extra = league_game_scopes([g for g, _ in games])
    return {g: (SCOPE_ALL, f"ruleset:{ruleset}", *extra.get(g, ())) for g, ruleset in games}


@dataclass(frozen=True, slots=True)
class FinishedGame:
    """What the ranks read of a finished game."""

    id: int
    ruleset: str
    outcome: dict[str, Any]
    finished_at: datetime


GAME_FIELDS = ("id", "ruleset", "outcome", "finished_at")


def _rated_games() -> QuerySet[Game]:
    """Finished games that count for ranks (practice games do not)."""
    return Game.objects.filter(status=GameStatus.FINISHED, outcome__isnull=False, practice=False)


def _results_for(games: Sequence[FinishedGame]) -> list[GameResult]:
    """GameResults for finished games, in the given order."""
    ids = [g.id for g in games]
    seats: dict[int, list[tuple[int | None, int | None]]] = {}
    for game_id, player_id, seat_type, team in (
        Seat.objects.filter(game_id__in=ids)
        .order_by("game_id", "index")
        .values_list("game_id", "player_id", "type", "team")
    ):
        seats.setdefault(game_id, []).append((player_id if seat_type == SeatType.HUMAN else None, team))
    scopes = game_scopes([(g.id, g.ruleset) for g in games])
    return [
        game_result(
            g.id,
            scopes[g.id],
            g.outcome,
            [p for p, _ in seats.get(g.id, [])],
            [t for _, t in seats.get(g.id, [])],
        )
        for g in games
    ]


def _rank_row(player_id: int, scope: str, state: RankState, now: datetime) -> PlayerRank:
    return PlayerRank(
        player_id=player_id,
        scope=scope,
        mu=state.mu,
        sigma=state.sigma,
        rating=state.rating,
        frags=state.frags,
        trophies=state.trophies,
        wins=state.wins,
        games_played=state.games,
        rated_games=state.rated_games,
        title=state.title,
        updated_at=now,
    )


RANK_FIELDS = [
    "mu",
    "sigma",
    "rating",
    "frags",
    "trophies",
    "wins",
    "games_played",
    "rated_games",
    "title",
    "updated_at",
]


@transaction.atomic
def ranks_apply_game(*, game_id: int) -> int:
    """Apply one finished game to the ranks: the one function through which a
    game's result reaches the ranks (the task run when it finishes calls it).
    Returns 1, or 0 when the game is already in the ledger, not finished, or practice.

    Idempotent: the ledger row is written in the same transaction, under the
    rank lock, so a repeated or duplicated task never applies a game twice.
    The ledger's order is the order of record that the recompute replays.
    A handful of queries whatever the size of the tables: the game and its
    seats, the league scopes, the players' rank rows, one upsert of them, one
    insert of the history rows, the ledger row."""
    if connection.vendor == "postgresql":
        return _apply_game_postgresql(game_id)
    _ranks_lock()
    row = _rated_games().filter(pk=game_id, rank_update__isnull=True).values_list(*GAME_FIELDS).first()
    return _apply_games([FinishedGame(*row)] if row is not None else [])


# One game's update on PostgreSQL, the rank task's path: two queries in the
# transaction (the lock and one read, then one write) instead of one per table each way,
# and no wait for the commit's WAL flush: rank rows are derived data, written
# with their ledger row in one transaction, so a crash that loses the last
# commits loses both, and ranks_apply_pending applies the game again.
_LOCK_SQL = "SELECT pg_advisory_xact_lock(%s), set_config('synchronous_commit', 'off', true)"
_GAME, _SEAT, _RANK = Game._meta.db_table, Seat._meta.db_table, PlayerRank._meta.db_table
_LEAGUE_GAME, _SEASON = LeagueGame._meta.db_table, Season._meta.db_table
# The game (if finished, rated and not in the ledger), its seats in order, its
# league season and its players' rank rows in every scope, as one row of JSON
# text (floats print in PostgreSQL's shortest exact form, so they read back bit
# for bit). Rank rows by player only: a player has a handful of scopes, and a
# scope condition can lead the planner to a leaderboard index and a whole scope.
# The last column says whether any webhook wants rank.changed, so the common
# case (none) costs no fourth statement.
_READ_GAME_SQL = f"""
SELECT json_build_array(
    g.ruleset, g.outcome, lg.season_id, season.league_id,
    (SELECT json_agg(json_build_array(s.player_id, s.type = %s, s.team) ORDER BY s."index")
       FROM {_SEAT} s WHERE s.game_id = g.id),
    (SELECT json_agg(json_build_array(r.player_id, r.scope, r.mu, r.sigma, r.frags, r.trophies, r.wins,
                                      r.games_played, r.rated_games))
       FROM {_RANK} r WHERE r.player_id IN (SELECT s.player_id FROM {_SEAT} s WHERE s.game_id = g.id))
)::text, g.finished_at,
    EXISTS (SELECT 1 FROM {Webhook._meta.db_table} w WHERE w.active AND w.events @> %s::jsonb)
FROM {_GAME} g
LEFT JOIN {_LEAGUE_GAME} lg ON lg.game_id = g.id
LEFT JOIN {_SEASON} season ON season.id = lg.season_id
WHERE g.id = %s AND g.status = %s AND g.outcome IS NOT NULL AND NOT g.practice
  AND NOT EXISTS (SELECT 1 FROM {RankUpdate._meta.db_table} u WHERE u.game_id = g.id)
"""
# The changed rank rows upserted, their history rows and the ledger row: one statement.
_WRITE_GAME_SQL = f"""
WITH changed AS (
    SELECT * FROM unnest(%s::bigint[], %s::text[], %s::float8[], %s::float8[], %s::float8[], %s::integer[],
                         %s::integer[], %s::integer[], %s::integer[], %s::integer[], %s::text[])
        AS c(player_id, scope, mu, sigma, rating, frags, trophies, wins, games_played, rated_games, title)
), ranks AS (
    INSERT INTO {_RANK} (player_id, scope, mu, sigma, rating, frags, trophies, wins, games_played,
                         rated_games, title, updated_at)
    SELECT player_id, scope, mu, sigma, rating, frags, trophies, wins, games_played, rated_games, title, %s
    FROM changed
    ON CONFLICT (player_id, scope) DO UPDATE SET
        mu = EXCLUDED.mu, sigma = EXCLUDED.sigma, rating = EXCLUDED.rating, frags = EXCLUDED.frags,
        trophies = EXCLUDED.trophies, wins = EXCLUDED.wins, games_played = EXCLUDED.games_played,
        rated_games = EXCLUDED.rated_games, title = EXCLUDED.title, updated_at = EXCLUDED.updated_at
), history AS (
    INSERT INTO {RatingHistory._meta.db_table} (player_id, scope, game_id, mu, sigma, rating, at)
    SELECT player_id, scope, %s, mu, sigma, rating, %s FROM changed
)
INSERT INTO {RankUpdate._meta.db_table} (game_id, applied_at) VALUES (%s, %s)
"""


def _apply_game_postgresql(game_id: int) -> int:
    """ranks_apply_game on PostgreSQL (precondition: inside its transaction).
    The same inputs reach the same ``apply_game`` as on the other path."""
    with connection.cursor() as cursor:
        # The lock and the read in one round trip (a client-side bound query of two
        # statements): the read is a statement of its own, so its snapshot is taken
        # after the lock is granted and it sees every rank write before it.
        cursor.execute(
            f"{_LOCK_SQL}; {_READ_GAME_SQL}",
            [
                RANKS_ADVISORY_LOCK,
                SeatType.HUMAN,
                json.dumps([EventType.RANK_CHANGED.value]),
                game_id,
                GameStatus.FINISHED,
            ],
        )
        cursor.nextset()
        row = cursor.fetchone()
        if row is None:
            return 0
        ruleset, outcome, season, league, seats, rank_rows = json.loads(row[0])
        finished_at: datetime = row[1]
        rank_changed_wanted: bool = row[2]
        scopes = (SCOPE_ALL, f"ruleset:{ruleset}", *(league_scopes(league, season) if season is not None else ()))
        result = game_result(
            game_id, scopes, outcome, [p if human else None for p, human, _ in seats], [t for _, _, t in seats]
        )
        states = {
            # float(): JSON prints a whole-number double without a point.
            (player, scope): RankState(float(mu), float(sigma), frags, trophies, wins, games_played, rated_games)
            for player, scope, mu, sigma, frags, trophies, wins, games_played, rated_games in rank_rows or ()
            if scope in scopes
        }
        # For rank.changed (webhooks): apply_game updates the states in place.
        before = {key: (state.rating, state.title) for key, state in states.items()}
        changed = [(key, states[key]) for key in apply_game(states, result)]
        now = timezone.now()
        cursor.execute(
            _WRITE_GAME_SQL,
            [
                [p for (p, _), _ in changed],
                [scope for (_, scope), _ in changed],
                [s.mu for _, s in changed],
                [s.sigma for _, s in changed],
                [s.rating for _, s in changed],
                [s.frags for _, s in changed],
                [s.trophies for _, s in changed],
                [s.wins for _, s in changed],
                [s.games for _, s in changed],
                [s.rated_games for _, s in changed],
                [s.title for _, s in changed],
                now,
                game_id,
                finished_at,
                game_id,
                now,
            ],
        )
    if rank_changed_wanted:  # recorded in this transaction, sent after it commits
        webhook_services.event_emit(
            event_type=EventType.RANK_CHANGED,
            data=functools.partial(_rank_changed_event, game_id, [key for key, _ in changed], states, before),
        )
    return 1


@transaction.atomic
def ranks_apply_pending(*, limit: int = RANKS_BATCH) -> int:
    """Apply finished games not yet in the ledger (at most ``limit``), oldest
    finish first; returns how many. A catch-up for games whose task was lost
    (it scans the finished games, so it is not the per-game path)."""
    _ranks_lock()
    rows = _rated_games().filter(rank_update__isnull=True).order_by("finished_at", "id").values_list(*GAME_FIELDS)
    return _apply_games([FinishedGame(*r) for r in rows[:limit]])


def _apply_games(games: list[FinishedGame]) -> int:
    """Precondition: inside a transaction holding the rank lock; ``games`` not in the ledger."""
    now = timezone.now()
    for game, result in zip(games, _results_for(games), strict=True):
        players = {s.player for s in result.seats if s.player is not None}
        # By player only (a player has a handful of scopes): a scope filter can lead the
        # planner to a leaderboard index and a scan of the whole scope.
        scopes = set(result.scopes)
        states = {
            (player, scope): RankState(mu, sigma, frags, trophies, wins, games_played, rated_games)
            for player, scope, mu, sigma, frags, trophies, wins, games_played, rated_games in PlayerRank.objects.filter(
                player_id__in=players
            ).values_list(
                "player_id", "scope", "mu", "sigma", "frags", "trophies", "wins", "games_played", "rated_games"
            )
            if scope in scopes
        }
        # For rank.changed (webhooks): apply_game updates the states in place.
        before = {key: (state.rating, state.title) for key, state in states.items()}
        changed = apply_game(states, result)
        PlayerRank.objects.bulk_create(
            [_rank_row(p, scope, states[p, scope], now) for p, scope in changed],
            update_conflicts=True,
            unique_fields=["player", "scope"],
            update_fields=RANK_FIELDS,
        )
        RatingHistory.objects.bulk_create(
            RatingHistory(
                player_id=p,
                scope=scope,
                game_id=game.id,
                mu=states[p, scope].mu,
                sigma=states[p, scope].sigma,
                rating=states[p, scope].rating,
                at=game.finished_at,
            )
            for p, scope in changed
        )
        RankUpdate.objects.create(game_id=game.id)
        # Webhooks (rank.changed): recorded in this transaction, sent after it commits.
        webhook_services.event_emit(
            event_type=EventType.RANK_CHANGED,
            data=functools.partial(_rank_changed_event, game.id, changed, states, before),
        )
    return len(games)


def _rank_changed_event(
    game_id: int,
    changed: Sequence[tuple[int, str]],
    states: Mapping[tuple[int, str], RankState],
    before: Mapping[tuple[int, str], tuple[float, str]],
) -> dict[str, Any]:
    """The rank.changed webhook's data: each changed (player, scope) rank, before and after."""
    handles = dict(Player.objects.filter(pk__in={p for p, _ in changed}).values_list("pk", "handle"))
    ranks = []
    for player_id, scope in sorted(changed, key=lambda k: (handles.get(k[0], ""), k[1])):
        state = states[player_id, scope]
        previous_rating, previous_title = before.get((player_id, scope), (None, None))
        ranks.append(
            {
                "player": handles.get(player_id),
                "scope": scope,
                "rating": state.rating,
                "title": state.title,
                "games_played": state.games,
                "previous_rating": previous_rating,
                "previous_title": previous_title,
            }
        )
    return {"game": game_id, "ranks": ranks}


@transaction.atomic
def ranks_recompute(*, progress: Callable[[int], object] | None = None, chunk: int = 5000) -> int:
    """Rebuild every rank, history row and the ledger from the game log.

    Replays games in ledger order (the order they were applied), then the
    finished games not yet applied, oldest finish first; the result equals
    the incremental updates exactly. Reads the games ``chunk`` at a time
    (values only, no model instances), rates in memory, and writes in bulk:
    on PostgreSQL with COPY, elsewhere with large bulk inserts.
    ``progress(n)`` is called after each chunk of n games. Returns the
    number of games replayed."""
    _ranks_lock()
    if connection.vendor == "postgresql":
        return _recompute_postgresql(progress, chunk)
    applied = list(RankUpdate.objects.order_by("id").values_list("game_id", flat=True))
    pending = list(
        _rated_games().filter(rank_update__isnull=True).order_by("finished_at", "id").values_list("id", flat=True)
    )
    order = applied + pending
    states: dict[tuple[int, str], RankState] = {}
    RatingHistory.objects.all().delete()
    for start in range(0, len(order), chunk):
        chunk_ids = order[start : start + chunk]
        by_id = {r[0]: FinishedGame(*r) for r in Game.objects.filter(pk__in=chunk_ids).values_list(*GAME_FIELDS)}
        games = [by_id[g] for g in chunk_ids if g in by_id]
        history: list[tuple[Any, ...]] = []
        for game, result in zip(games, _results_for(games), strict=True):
            for p, scope in apply_game(states, result):
                state = states[p, scope]
                history.append((p, scope, game.id, state.mu, state.sigma, state.rating, game.finished_at))
        _bulk_create_rows(RatingHistory, HISTORY_COLUMNS, history)
        if progress is not None:
            progress(len(chunk_ids))
    now = timezone.now()
    PlayerRank.objects.all().delete()
    _bulk_create_rows(
        PlayerRank,
        RANK_COLUMNS,
        [
            (
                p,
                scope,
                s.mu,
                s.sigma,
                s.rating,
                s.frags,
                s.trophies,
                s.wins,
                s.games,
                s.rated_games,
                s.title,
                now,
            )
            for (p, scope), s in states.items()
        ],
    )
    _bulk_create_rows(RankUpdate, ["game_id", "applied_at"], [(g, now) for g in pending])
    return len(order)


# The recompute's read on PostgreSQL: each game as one row of JSON text (its id,
# ruleset, outcome, league season and league, and its seats in order) and its
# finish time as PostgreSQL's own text, which the history COPY takes back as it
# is (no datetime parsed and printed per row). Read through server-side
# cursors, so the games stream in chunks, in replay order.
_RECOMPUTE_GAME = f"""
SELECT json_build_array(
    g.id, g.ruleset, g.outcome, lg.season_id, season.league_id,
    (SELECT json_agg(json_build_array(s.player_id, s.type = %s, s.team) ORDER BY s."index")
       FROM {_SEAT} s WHERE s.game_id = g.id)
)::text, g.finished_at::text
"""
_RECOMPUTE_JOINS = f"""
LEFT JOIN {_LEAGUE_GAME} lg ON lg.game_id = g.id
LEFT JOIN {_SEASON} season ON season.id = lg.season_id
"""
# The ledger's games in the ledger's order, then the finished rated games not in it, oldest finish first.
_RECOMPUTE_APPLIED_SQL = f"""{_RECOMPUTE_GAME}
FROM {RankUpdate._meta.db_table} u JOIN {_GAME} g ON g.id = u.game_id {_RECOMPUTE_JOINS}
ORDER BY u.id
"""
_RECOMPUTE_PENDING_SQL = f"""{_RECOMPUTE_GAME}
FROM {_GAME} g {_RECOMPUTE_JOINS}
WHERE g.status = %s AND g.outcome IS NOT NULL AND NOT g.practice
  AND NOT EXISTS (SELECT 1 FROM {RankUpdate._meta.db_table} u WHERE u.game_id = g.id)
ORDER BY g.finished_at, g.id
"""


_HISTORY_COPY = f"COPY {RatingHistory._meta.db_table} (player_id, scope, game_id, mu, sigma, rating, at) FROM STDIN"
# History lines sent to the COPY at a time.
_COPY_BLOCK = 2000


def _recompute_postgresql(progress: Callable[[int], object] | None, chunk: int) -> int:
    """ranks_recompute on PostgreSQL (precondition: in its transaction, holding the
    rank lock): the games streamed by a server-side cursor, ``chunk`` rows a fetch,
    rated as they come, and each chunk's history rows written by one COPY. A
    DECLAREd cursor leaves the connection free between fetches, for the COPYs."""
    states: dict[tuple[int, str], RankState] = {}
    # One scopes tuple per (ruleset, league season): the same string objects key every state.
    scopes_of: dict[tuple[str, int | None, int | None], tuple[str, ...]] = {}
    pending: list[int] = []
    replayed = 0
    with connection.cursor() as cursor:
        cursor.execute(f"DELETE FROM {RatingHistory._meta.db_table}")
    for sql, params, pending_games in (
        (_RECOMPUTE_APPLIED_SQL, [SeatType.HUMAN], False),
        (_RECOMPUTE_PENDING_SQL, [SeatType.HUMAN, GameStatus.FINISHED], True),
    ):
        with connection.chunked_cursor() as games:
            games.execute(sql, params)
            while rows := games.fetchmany(chunk):
                # The COPY is open while the chunk is rated: PostgreSQL stores each
                # block of history lines (indexes and all) while the next is computed.
                with connection.cursor() as cursor, cursor.cursor.copy(_HISTORY_COPY) as copy:
                    history: list[str] = []
                    for text, at in rows:
                        game_id, ruleset, outcome, season, league, seats = json.loads(text)
                        scopes = scopes_of.get((ruleset, season, league))
                        if scopes is None:
                            extra = league_scopes(league, season) if season is not None else ()
                            scopes = scopes_of[ruleset, season, league] = (SCOPE_ALL, f"ruleset:{ruleset}", *extra)
                        seats = seats or ()
                        result = game_result(
                            game_id,
                            scopes,
                            outcome,
                            [p if human else None for p, human, _ in seats],
                            [t for _, _, t in seats],
                        )
                        for key in apply_game(states, result):
                            state = states[key]
                            # repr: the shortest text that reads back as the same double.
                            history.append(
                                f"{key[0]}\t{key[1]}\t{game_id}\t{state.mu!r}\t{state.sigma!r}"
                                f"\t{state.rating!r}\t{at}\n"
                            )
                        if pending_games:
                            pending.append(game_id)
                        if len(history) >= _COPY_BLOCK:
                            copy.write("".join(history))
                            history.clear()
                    copy.write("".join(history))
                replayed += len(rows)
                if progress is not None:
                    progress(len(rows))
    now = timezone.now().isoformat()
    with connection.cursor() as cursor:
        cursor.execute(f"DELETE FROM {PlayerRank._meta.db_table}")
    _copy_lines(
        PlayerRank,
        RANK_COLUMNS,
        [
            f"{p}\t{scope}\t{s.mu!r}\t{s.sigma!r}\t{s.rating!r}\t{s.frags}\t{s.trophies}\t{s.wins}\t{s.games}"
            f"\t{s.rated_games}\t{s.title}\t{now}\n"
            for (p, scope), s in states.items()
        ],
    )
    _copy_lines(RankUpdate, ["game_id", "applied_at"], [f"{g}\t{now}\n" for g in pending])
    with connection.cursor() as cursor:
        # The leaderboards' plans need the new rows' statistics now, not after autovacuum.
        cursor.execute(f"ANALYZE {PlayerRank._meta.db_table}")
    return replayed


def _copy_lines(model: type[models.Model], columns: list[str], lines: list[str]) -> None:
    """COPY lines of text format (tab-separated, newline-ended) into a table; the
    strings in them (scopes, titles, PostgreSQL's own timestamps) hold no tab,
    newline or backslash."""
    if not lines:
        return
    table = connection.ops.quote_name(model._meta.db_table)
    names = ", ".join(connection.ops.quote_name(c) for c in columns)
    with connection.cursor() as cursor, cursor.cursor.copy(f"COPY {table} ({names}) FROM STDIN") as copy:
        copy.write("".join(lines))


HISTORY_COLUMNS = ["player_id", "scope", "game_id", "mu", "sigma", "rating", "at"]
RANK_COLUMNS = ["player_id", "scope", *RANK_FIELDS]


def _bulk_create_rows(model: type[models.Model], columns: list[str], rows: list[tuple[Any, ...]]) -> None:
    model._default_manager.bulk_create((model(**dict(zip(columns, row, strict=True))) for row in rows), batch_size=5000)
