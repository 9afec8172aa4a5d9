"""Keyset pagination for leaderboards: an opaque cursor, a ``position`` per row.

A page is read from where the previous one ended (the last row's key, see
``ranks.selectors.METRIC_ORDER``) by ranges of the board's index, so any page
costs the same as the first, where a page number's OFFSET walks every row
before it. The cursor carries the key, the position of the row it was made
from and which board it belongs to (scope, metric, filters), signed with the
site's secret: a client cannot forge a position, and a cursor used on another
board or altered is refused (400 ``bad_cursor``)."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any

from django.core import signing
from django.db.models import QuerySet
from rest_framework.pagination import BasePagination
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.utils.urls import remove_query_param, replace_query_param
from rest_framework.views import APIView

from core.errors import ServiceError
from players.models import Player
from ranks import selectors
from ranks.models import PlayerRank

# Bump when METRIC_ORDER changes: cursors of the old order are then refused.
CURSOR_SALT = "ranks.leaderboard.cursor.v1"
MAX_CURSOR_CHARS = 400
# Query parameters that do not change which board is read.
NOT_THE_BOARD = {"cursor", "page_size", "around", "neighbours"}


@dataclass(frozen=True, slots=True)
class Cursor:
    key: selectors.BoardKey
    position: int  # the position of the row whose key this is
    backwards: bool  # the page ahead of the key (a `previous` link), else behind it
    board: str


def board_digest(request: Request) -> str:
    """A short digest of the query parameters that pick the board."""
    params = sorted((k, v) for k, values in request.query_params.lists() if k not in NOT_THE_BOARD for v in values)
    return hashlib.sha256(repr(params).encode()).hexdigest()[:16]


class LeaderboardPagination(BasePagination):
    """``?cursor=`` (from a page's ``next`` or ``previous`` link) and
    ``?page_size=`` (1-200, default 50). Positions on the first page and around
    a player are counted; a page reached by a cursor numbers its rows on from
    the cursor's row."""

    page_size = 50
    max_page_size = 200
    cursor_query_param = "cursor"
    page_size_query_param = "page_size"

    def __init__(self) -> None:
        self.base_url = ""
        self.board = ""
        self.metric = "rating"
        self.rows: list[selectors.LeaderboardRow] = []
        self.has_previous = self.has_next = False

    def _start(self, request: Request) -> int:
        if "page" in request.query_params:
            raise ServiceError(
                "bad_page",
                "Leaderboards are paged by cursor, not page number: follow a page's `next` and `previous` links.",
            )
        self.base_url = request.build_absolute_uri()
        self.board = board_digest(request)
        self.metric = request.query_params.get("metric") or "rating"
        raw = request.query_params.get(self.page_size_query_param)
        if raw is None:
            return self.page_size
        if not (raw.isascii() and raw.isdigit() and len(raw) <= 3 and 1 <= int(raw) <= self.max_page_size):
            raise ServiceError("bad_page_size", f"page_size is an integer from 1 to {self.max_page_size}.")
        return int(raw)

    def _cursor(self, request: Request) -> Cursor | None:
        raw = request.query_params.get(self.cursor_query_param)
        if raw is None:
            return None
        refused = ServiceError("bad_cursor", "cursor is not one this leaderboard gave out: follow the links as given.")
        if len(raw) > MAX_CURSOR_CHARS:
            raise refused
        try:
            data = signing.loads(raw, salt=CURSOR_SALT)
            cursor = Cursor(tuple(data["k"]), int(data["p"]), bool(data["b"]), str(data["q"]))
        except (signing.BadSignature, KeyError, TypeError, ValueError):
            raise refused from None
        if cursor.board != self.board or len(cursor.key) != len(selectors.METRIC_ORDER[self.metric]):
            raise ServiceError(
                "bad_cursor",
                "This cursor belongs to another leaderboard (scope, metric or filters changed): start without it.",
            )
        return cursor

    def paginate_queryset(  # type: ignore[override]  # rows of one model, not any queryset's
        self, queryset: QuerySet[PlayerRank], request: Request, view: APIView | None = None
    ) -> list[selectors.LeaderboardRow]:
        size = self._start(request)
        cursor = self._cursor(request)
        metric = self.metric
        if cursor is None:
            rows = selectors.leaderboard_rows(queryset, stop=size + 1)
            self.has_previous, self.has_next = False, len(rows) > size
            first = 1
        elif not cursor.backwards:
            rows = selectors.leaderboard_after(queryset, metric=metric, key=cursor.key, limit=size + 1)
            self.has_previous, self.has_next = True, len(rows) > size
            first = cursor.position + 1
        else:
            rows = selectors.leaderboard_before(queryset, metric=metric, key=cursor.key, limit=size + 1)
            self.has_previous, self.has_next = len(rows) > size, True
            rows = rows[-size:]
            # Back at the top the positions are known again, whatever moved meanwhile.
            first = max(1, cursor.position - len(rows)) if self.has_previous else 1
        self.rows = rows[:size]
        for i, row in enumerate(self.rows):
            row["position"] = first + i
        return self.rows

    def paginate_around(
        self, queryset: QuerySet[PlayerRank], request: Request, player: Player, neighbours: int
    ) -> list[selectors.LeaderboardRow]:
        """The player's row and ``neighbours`` rows either side, as a page with links on."""
        self._start(request)
        around = selectors.leaderboard_around(queryset, player, metric=self.metric, neighbours=neighbours)
        self.rows, self.has_previous, self.has_next = around.rows, around.more_ahead, around.more_behind
        return self.rows

    def _link(self, row: selectors.LeaderboardRow, *, backwards: bool) -> str:
        data = {
            "k": list(selectors.board_key(row, self.metric)),
            "p": row["position"],
            "b": backwards,
            "q": self.board,
        }
        url = remove_query_param(remove_query_param(self.base_url, "around"), "neighbours")
        return replace_query_param(url, self.cursor_query_param, signing.dumps(data, salt=CURSOR_SALT, compress=True))

    def get_next_link(self) -> str | None:
        return self._link(self.rows[-1], backwards=False) if self.has_next and self.rows else None

    def get_previous_link(self) -> str | None:
        return self._link(self.rows[0], backwards=True) if self.has_previous and self.rows else None

    def get_paginated_response(self, data: Any) -> Response:
        return Response({"next": self.get_next_link(), "previous": self.get_previous_link(), "results": data})

    def get_paginated_response_schema(self, schema: dict[str, Any]) -> dict[str, Any]:
        link = {"type": "string", "nullable": True, "format": "uri"}
        return {
            "type": "object",
            "required": ["next", "previous", "results"],
            "properties": {
                "next": {**link, "description": "The next page (rows behind this one), null on the last page."},
                "previous": {**link, "description": "The page ahead of this one, null on the first page."},
                "results": schema,
            },
        }

    def get_schema_operation_parameters(self, view: Any) -> list[dict[str, Any]]:
        return [
            {
                "name": self.cursor_query_param,
                "required": False,
                "in": "query",
                "description": "An opaque cursor from a page's `next` or `previous` link (start without one).",
                "schema": {"type": "string", "maxLength": MAX_CURSOR_CHARS},
            },
            {
                "name": self.page_size_query_param,
                "required": False,
                "in": "query",
                "description": f"Rows per page (default {self.page_size}).",
                "schema": {"type": "integer", "minimum": 1, "maximum": self.max_page_size},
            },
        ]
