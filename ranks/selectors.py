"""Reads for ranks: leaderboards and player profiles."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, TypedDict

from django.db import connection
from django.db.models import BooleanField, Q, QuerySet, Value
from django.db.models.expressions import RawSQL

from core.errors import NotFoundError, ServiceError
from games.models import GameStatus, Seat
from players.models import Player
from ranks.models import PlayerRank, RatingHistory
from ranks.rating import SCOPE_ALL, rank_title

# Each leaderboard's order: (field, descending) pairs ending in the player id,
# so the order is total and a row's values in these fields (its key) say where
# it stands. A composite index per metric on (scope, these fields) serves every
# page at any depth (ranks.models.PlayerRank.Meta.indexes). No tie-break on the
# handle: it lives in the players table, and an order needing a join has no index.
METRIC_ORDER: dict[str, tuple[tuple[str, bool], ...]] = {
    "rating": (("rating", True), ("player_id", False)),
    "frags": (("frags", True), ("rating", True), ("player_id", False)),
    "trophies": (("trophies", True), ("rating", True), ("player_id", False)),
    "wins": (("wins", True), ("rating", True), ("player_id", False)),
}
BoardKey = tuple[float | int, ...]
# _past relies on it: every order is its metric fields descending, then the player id ascending.
assert all(
    order[-1] == ("player_id", False) and all(descending for _, descending in order[:-1])
    for order in METRIC_ORDER.values()
)
TABLE = connection.ops.quote_name(PlayerRank._meta.db_table)


def ruleset_ratings(ruleset: str, player_ids: Sequence[int]) -> dict[int, float]:
    """The rated players' ratings in ``ruleset`` (a tournament seeded by rating reads them)."""
    rows = PlayerRank.objects.filter(scope=f"ruleset:{ruleset}", player_id__in=list(player_ids), rated_games__gt=0)
    return dict(rows.values_list("player_id", "rating"))


def leaderboard_order(metric: str) -> list[str]:
    """The board's ``order_by`` arguments, e.g. ``["-rating", "player_id"]``."""
    return [f"-{field}" if descending else field for field, descending in METRIC_ORDER[metric]]


def leaderboard_scope(*, ruleset: str | None, league: int | None, season: int | None) -> str:
    """The one scope a leaderboard reads; no filter means every game."""
    given = [
        s
        for s in (
            f"ruleset:{ruleset}" if ruleset else None,
            f"league:{league}" if league is not None else None,
            f"season:{season}" if season is not None else None,
        )
        if s
    ]
    if len(given) > 1:
        raise ServiceError("ambiguous_scope", "Filter by at most one of ruleset, league or season.")
    return given[0] if given else SCOPE_ALL


def leaderboard(*, scope: str, metric: str) -> QuerySet[PlayerRank]:
    if metric not in METRIC_ORDER:
        raise ServiceError("bad_metric", f"metric is one of {sorted(METRIC_ORDER)}.")
    return PlayerRank.objects.filter(scope=scope).select_related("player").order_by(*leaderboard_order(metric))


class LeaderboardRow(TypedDict):
    """One leaderboard entry as the API returns it (LeaderboardEntrySerializer's shape)."""

    position: int
    player: int
    handle: str
    scope: str
    rating: float
    mu: float
    sigma: float
    frags: int
    trophies: int
    wins: int
    games_played: int
    rated_games: int
    title: str


# LeaderboardRow's fields after position, as the rank table's columns.
ROW_COLUMNS = (
    "player_id",
    "player__handle",
    "scope",
    "rating",
    "mu",
    "sigma",
    "frags",
    "trophies",
    "wins",
    "games_played",
    "rated_games",
    "title",
)
ROW_KEYS = tuple(LeaderboardRow.__annotations__)[1:]


def leaderboard_rows(board: QuerySet[PlayerRank], *, start: int = 0, stop: int | None = None) -> list[LeaderboardRow]:
    """Rows ``start:stop`` of ``board`` as entries, without model instances
    (a page is read on every request). Positions are set by the caller."""
    values = board.values_list(*ROW_COLUMNS)[start:stop]
    return [dict(zip(ROW_KEYS, row, strict=True), position=0) for row in values]  # type: ignore[misc]


def board_key(row: LeaderboardRow, metric: str) -> BoardKey:
    """Where ``row`` stands on the ``metric`` board: its values in the board's order."""
    return tuple(row["player"] if field == "player_id" else row[field] for field, _ in METRIC_ORDER[metric])  # type: ignore[literal-required]


def _past(board: QuerySet[PlayerRank], metric: str, key: BoardKey, *, ahead: bool) -> QuerySet[PlayerRank]:
    """The rows of ``board`` behind ``key`` (ahead of it if ``ahead``), in one
    condition the board's index bounds: every order is its metric fields
    descending, then the player id ascending, so a row comparison on the
    metric fields, ``(frags, rating) <= (f, r)``, is a range of the index (it
    starts the scan at the key), and only the rows tied with the key on those
    fields are left to test on the player id. An OR of "beyond on each field"
    is a filter no index bound serves: the scan would start at the top."""
    fields = METRIC_ORDER[metric][:-1]
    columns = ", ".join(f"{TABLE}.{connection.ops.quote_name(field)}" for field, _ in fields)
    placeholders = ", ".join(["%s"] * len(fields))
    bound = RawSQL(f"({columns}) {'>=' if ahead else '<='} ({placeholders})", key[:-1], output_field=BooleanField())
    tied = Q(**{field: value for (field, _), value in zip(fields, key[:-1], strict=True)})
    return board.filter(bound).exclude(tied & Q(**{f"player_id__{'gte' if ahead else 'lte'}": key[-1]}))


def leaderboard_after(board: QuerySet[PlayerRank], *, metric: str, key: BoardKey, limit: int) -> list[LeaderboardRow]:
    """Up to ``limit`` rows of ``board`` (ordered as ``leaderboard`` orders it)
    that follow ``key``, in board order: one query, an index range."""
    return leaderboard_rows(_past(board, metric, key, ahead=False), stop=limit)


def leaderboard_before(board: QuerySet[PlayerRank], *, metric: str, key: BoardKey, limit: int) -> list[LeaderboardRow]:
    """Up to ``limit`` rows of ``board`` just ahead of ``key``, in board order."""
    return leaderboard_rows(_past(board, metric, key, ahead=True).reverse(), stop=limit)[::-1]


def leaderboard_count_ahead(board: QuerySet[PlayerRank], *, metric: str, key: BoardKey) -> int:
    """How many rows of ``board`` stand ahead of ``key``: one count over one range
    of the board's index (``_past``)."""
    return _past(board, metric, key, ahead=True).count()


def _neighbour_rows(
    board: QuerySet[PlayerRank], *, metric: str, key: BoardKey, limit: int
) -> tuple[list[LeaderboardRow], list[LeaderboardRow]]:
    """Up to ``limit`` rows just ahead of ``key`` and up to ``limit`` just behind
    it, each in board order, read in one statement (a UNION ALL of the two index
    ranges, each tagged with its side; two on SQLite)."""
    columns = (*ROW_COLUMNS, "side")
    ahead = _past(board, metric, key, ahead=True).reverse().annotate(side=Value(0)).values_list(*columns)[:limit]
    behind = _past(board, metric, key, ahead=False).annotate(side=Value(1)).values_list(*columns)[:limit]
    rows: tuple[list[LeaderboardRow], list[LeaderboardRow]] = ([], [])
    # SQLite takes no LIMIT inside a UNION's parts: two statements there.
    found = (
        ahead.union(behind, all=True)
        if connection.features.supports_slicing_ordering_in_compound
        else [*ahead, *behind]
    )
    for values in found:
        rows[values[-1]].append(dict(zip(ROW_KEYS, values[:-1], strict=True), position=0))  # type: ignore[arg-type]
    # A UNION's rows come in no promised order: put each side back in board order.
    order = METRIC_ORDER[metric]

    def board_order(row: LeaderboardRow) -> tuple[float | int, ...]:
        return tuple(-v if descending else v for v, (_, descending) in zip(board_key(row, metric), order, strict=True))

    return sorted(rows[0], key=board_order), sorted(rows[1], key=board_order)


@dataclass(frozen=True, slots=True)
class AroundRows:
    """A player's row with its neighbours, each row's ``position`` set."""

    rows: list[LeaderboardRow]
    position: int
    more_ahead: bool
    more_behind: bool


def leaderboard_around(board: QuerySet[PlayerRank], player: Player, *, metric: str, neighbours: int) -> AroundRows:
    """The player's row in ``board`` (a leaderboard queryset, ordered as
    ``leaderboard`` orders it) with up to ``neighbours`` rows above and below.
    The player's position is 1 + the rows strictly ahead of it in that order."""
    found = leaderboard_rows(board.filter(player=player), stop=1)
    if not found:
        raise NotFoundError("not_on_leaderboard", f"{player.handle} has no place on this leaderboard (no games in it).")
    row = found[0]
    key = board_key(row, metric)
    position = leaderboard_count_ahead(board, metric=metric, key=key) + 1
    ahead, behind = _neighbour_rows(board, metric=metric, key=key, limit=neighbours + 1)
    rows = [*ahead[-neighbours:], row, *behind[:neighbours]]
    # The count and the rows are separate reads: never number a row below 1.
    first = max(1, position - min(neighbours, len(ahead)))
    for i, entry in enumerate(rows):
        entry["position"] = first + i
    return AroundRows(rows, first + min(neighbours, len(ahead)), len(ahead) > neighbours, len(behind) > neighbours)


def player_profile(player: Player, *, history_scope: str = SCOPE_ALL, history_limit: int = 200) -> dict[str, Any]:
    """Ranks in every scope, the rating history in one scope (oldest first), and recent finished games."""
    ranks = list(PlayerRank.objects.filter(player=player).order_by("scope"))
    overall = next((r for r in ranks if r.scope == SCOPE_ALL), None)
    history = list(
        RatingHistory.objects.filter(player=player, scope=history_scope).order_by("-at", "-id")[:history_limit]
    )
    seats = (
        Seat.objects.filter(player=player, game__status=GameStatus.FINISHED)
        .select_related("game")
        .order_by("-game__finished_at")[:20]
    )
    recent = []
    for seat in seats:
        outcome = seat.game.outcome or {}
        placements = outcome.get("placements") or []
        recent.append(
            {
                "game": seat.game_id,
                "ruleset": seat.game.ruleset,
                "scenario": seat.game.scenario,
                "seat": seat.index,
                "placement": placements[seat.index] if seat.index < len(placements) else None,
                "finished_at": seat.game.finished_at,
            }
        )
    return {
        "id": player.pk,
        "handle": player.handle,
        "title": overall.title if overall else rank_title(0, 0),
        "ranks": ranks,
        "history_scope": history_scope,
        "history": list(reversed(history)),
        "recent_games": recent,
    }
