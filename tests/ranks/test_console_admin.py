"""Leaderboards in the admin: one page per ruleset, handles, numbers rounded, a trend."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from django.test import Client

from players.models import Player
from ranks import services
from ranks.models import PlayerRank
from tests.ranks.factories import finished_game

pytestmark = pytest.mark.django_db

LONG_FLOAT = re.compile(r"\d+\.\d{3,}")


@pytest.fixture
def boss(django_user_model: type) -> Client:
    django_user_model.objects.create_superuser("boss", "boss@example.com", "pw-for-tests-only")  # type: ignore[attr-defined]
    client = Client()
    client.login(username="boss", password="pw-for-tests-only")
    return client


def test_a_ruleset_leaderboard_and_a_rank_page_show_handles_and_rounded_numbers(
    boss: Client, make_player: Callable[..., Player]
) -> None:
    ann, bob = make_player(handle="ann"), make_player(handle="bob")
    for i in range(4):
        finished_game(
            [ann, bob], [1, 2] if i != 2 else [2, 1], ruleset="frag-deadlands", scenario="standard", frags=[3, 1]
        )
    services.ranks_apply_pending()
    rank = PlayerRank.objects.get(player=ann, scope="ruleset:frag-deadlands")
    assert LONG_FLOAT.search(repr(rank.rating))  # stored unrounded: the page must round it

    board = boss.get("/admin/ranks/playerrank/?scope=ruleset%3Afrag-deadlands").content.decode()
    assert "Frag Deadlands" in board  # the leaderboard named by its ruleset
    row = board[board.index(">ann<") :]
    row = row[: row.index("</tr>")]
    assert f"{rank.rating:.2f}" in row
    assert 'class="rank-trend"' in row  # the sparkline and its change
    assert re.search(r">[+-]\d+\.\d\d<", row)
    assert not LONG_FLOAT.search(_text(board))

    page = boss.get(f"/admin/ranks/playerrank/{rank.pk}/change/").content.decode()
    assert f"ann in ruleset:frag-deadlands: rating {rank.rating:.2f}" in page
    assert not LONG_FLOAT.search(_text(page)), LONG_FLOAT.search(_text(page))


def _text(page: str) -> str:
    """The page's visible text: no scripts, styles, tags or SVG coordinates."""
    body = re.sub(r"<(script|style|svg)\b.*?</\1>", "", page, flags=re.S)
    return re.sub(r"<[^>]+>", " ", body)
