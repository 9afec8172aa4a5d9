"""On PostgreSQL, a handle search (``?handle=`` on a leaderboard, the admin's search)
reads the trigram index instead of scanning every player."""

from __future__ import annotations

import itertools
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


def test_the_games_player_filter_finds_the_player_by_its_unique_index(make_player: Callable[..., Player]) -> None:
    """``GET /games/?player=`` (a client's most frequent list: its active games) finds
    the player by the handle's unique index (LOWER) and the games by a semijoin on the
    player's seats: no UPPER(handle) per seat and no DISTINCT over whole game rows."""
    from games import services
    from games.filters import GameFilter
    from games.models import Game, SeatType

    players = [make_player(handle=f"racer{n}") for n in range(6)]
    for a, b in itertools.pairwise(players):
        game = services.game_create(creator=a, ruleset_id="ladder-29", seats=[services.SeatSpec(SeatType.HUMAN)] * 2)
        services.game_join(game_id=game.pk, player=a, seat_index=0)
        services.game_join(game_id=game.pk, player=b, seat_index=1)
    found = GameFilter({"player": "RACER2", "status": "active"}, queryset=Game.objects.all()).qs
    assert sorted(g.pk for g in found) == sorted(
        Game.objects.filter(seats__player__handle="racer2", status="active").values_list("pk", flat=True)
    )
    assert found.count() == 2
    sql, _params = found.query.sql_with_params()
    assert "DISTINCT" not in sql
    assert "UPPER" not in sql
    # The unique index's own expression (tests/players/test_handles.py pins that it reads it).
    assert 'LOWER("players_player"."handle") = LOWER(%s)' in sql
