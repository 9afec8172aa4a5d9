"""On PostgreSQL, a handle search (``?handle=`` on a leaderboard, the admin's search)
reads the trigram index instead of scanning every player."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from django.db import connection

from players.models import Player
from ranks.models import PlayerRank

pytestmark = [pytest.mark.postgres, pytest.mark.django_db]


def plan(sql: str, params: tuple[object, ...]) -> str:
    with connection.cursor() as cursor:
        cursor.execute("SET LOCAL enable_seqscan = off")  # a small table is scanned otherwise
        cursor.execute(f"EXPLAIN {sql}", params)
        return " ".join(str(row) for row in cursor.fetchall())


def test_a_handle_search_reads_the_trigram_index(make_player: Callable[..., Player]) -> None:
    for n in range(30):
        make_player(handle=f"player{n}")
    search = Player.objects.filter(handle__icontains="yer1")
    assert sorted(p.handle for p in search) == sorted(["player1", *[f"player{n}" for n in range(10, 20)]])
    assert "players_handle_upper_trgm" in plan(*search.query.sql_with_params())
    # The leaderboard's ``?handle=`` filters by the same expression the index is on.
    board_sql = str(PlayerRank.objects.filter(scope="all", player__handle__icontains="yer1").query)
    assert 'UPPER("players_player"."handle"::text) LIKE UPPER(' in board_sql
