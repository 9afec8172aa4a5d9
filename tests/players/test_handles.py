"""A handle is found in any case through the index of its unique constraint, not by
scanning every player (``handle__iexact`` compares ``UPPER`` and no index serves it)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from django.db import connection

from players.models import Player
from players.selectors import player_by_handle

pytestmark = [pytest.mark.services, pytest.mark.django_db]


def test_a_handle_is_found_in_any_case(make_player: Callable[..., Player]) -> None:
    ann = make_player(handle="Ann.Smith")
    make_player(handle="bob")
    for spelling in ("Ann.Smith", "ann.smith", "ANN.SMITH"):
        assert player_by_handle(spelling) == ann
    assert not Player.objects.with_handle("ann.smit").exists()
    assert not Player.objects.with_handle("ann%").exists()  # a LIKE wildcard is a character here


def test_the_lookup_reads_the_unique_constraints_index(make_player: Callable[..., Player]) -> None:
    for n in range(30):
        make_player(handle=f"player{n}")
    sql, params = Player.objects.with_handle("Player7").query.sql_with_params()
    with connection.cursor() as cursor:
        if connection.vendor == "postgresql":
            cursor.execute("SET LOCAL enable_seqscan = off")  # a 30-row table is scanned otherwise
            cursor.execute(f"EXPLAIN {sql}", params)
        else:
            cursor.execute(f"EXPLAIN QUERY PLAN {sql}", params)
        plan = " ".join(str(row) for row in cursor.fetchall())
    assert "player_handle_unique_ci" in plan, plan
