"""Leaderboard keyset pages: the order (metric, then rating, then player id),
positions, cursors forwards and backwards, refusals, and the admin's place
column agreeing with the API's positions."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from rest_framework.test import APIClient

from players.models import Player
from ranks.models import PlayerRank
from ranks.serializers import LeaderboardEntrySerializer

pytestmark = pytest.mark.django_db
URL = "/api/v1/leaderboards/"
SCOPE = "ruleset:shootin-ladders"


@pytest.fixture
def tied_board(make_player: Callable[..., Player]) -> list[PlayerRank]:
    """23 players whose ratings and counts come from a few values, so every
    board has long runs of ties, created in shuffled order (ids do not follow the order)."""
    rng = random.Random(7)
    players = [make_player(handle=f"t{i:02d}") for i in range(23)]
    rng.shuffle(players)
    return [
        PlayerRank.objects.create(
            player=player,
            scope=SCOPE,
            mu=25,
            sigma=1,
            rating=rng.choice([-1.5, 0.0, 2.25]),
            frags=rng.choice([0, 3]),
            trophies=rng.choice([0, 1]),
            wins=rng.choice([0, 2]),
            games_played=rng.choice([1, 4]),
            title="Recruit",
        )
        for player in players
    ]


def expected_order(rows: list[PlayerRank], metric: str, **only: Any) -> list[str]:
    """The documented order, in Python: the metric (highest first), then rating
    (highest first), then player id (lowest first)."""
    kept = [r for r in rows if all(getattr(r, k) >= v for k, v in only.items())]
    if metric == "rating":
        kept.sort(key=lambda r: (-r.rating, r.player_id))
    else:
        kept.sort(key=lambda r: (-getattr(r, metric), -r.rating, r.player_id))
    return [r.player.handle for r in kept]


def walk(query: dict[str, Any]) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """Every row, following ``next`` from the first page; and the last page."""
    page = APIClient().get(URL, query).json()
    assert page["previous"] is None
    rows = list(page["results"])
    while page["next"]:
        page = APIClient().get(page["next"]).json()
        assert page["previous"] is not None
        rows += page["results"]
    return rows, page


@pytest.mark.parametrize("metric", ["rating", "frags", "trophies", "wins"])
@pytest.mark.parametrize("page_size", [1, 4, 23, 50])
def test_walking_the_pages_forwards_and_back_reads_the_board_in_order(
    tied_board: list[PlayerRank], metric: str, page_size: int
) -> None:
    query = {"ruleset": "shootin-ladders", "metric": metric, "page_size": page_size}
    rows, last = walk(query)
    assert [r["handle"] for r in rows] == expected_order(tied_board, metric)
    assert [r["position"] for r in rows] == list(range(1, 24))
    # Back from the last page to the first, following `previous`.
    back = list(last["results"])
    page = last
    while page["previous"]:
        page = APIClient().get(page["previous"]).json()
        assert page["next"] is not None
        back = page["results"] + back
    assert back == rows


def test_filters_apply_to_the_pages_and_positions(tied_board: list[PlayerRank]) -> None:
    rows, _ = walk({"ruleset": "shootin-ladders", "min_games": 4, "metric": "wins", "page_size": 3})
    assert [r["handle"] for r in rows] == expected_order(tied_board, "wins", games_played=4)
    assert [r["position"] for r in rows] == list(range(1, len(rows) + 1))


def test_a_deep_page_reads_index_ranges_not_an_offset(tied_board: list[PlayerRank]) -> None:
    query = {"ruleset": "shootin-ladders", "metric": "frags", "page_size": 2}
    page = APIClient().get(URL, query).json()
    for _ in range(5):
        page = APIClient().get(page["next"]).json()
    with CaptureQueriesContext(connection) as queries:
        APIClient().get(page["next"])
    selects = [q["sql"] for q in queries.captured_queries if "players_playerrank" in q["sql"]]
    assert len(selects) == 1
    assert not any("OFFSET" in sql.upper() for sql in selects)


def test_positions_match_the_admin_place_column(
    tied_board: list[PlayerRank], make_player: Callable[..., Player]
) -> None:
    boss = make_player(handle="boss")
    boss.user.is_staff = boss.user.is_superuser = True
    boss.user.save()
    admin = Client()
    admin.force_login(boss.user)
    html = admin.get("/admin/ranks/playerrank/", {"scope": SCOPE}).content.decode()
    places = re.findall(r'class="field-position">(\d+)</td><th class="field-player[^"]*"><a [^>]*>(\w+)<', html)
    rows, _ = walk({"ruleset": "shootin-ladders"})
    assert [(str(r["position"]), r["handle"]) for r in rows] == places


def test_admin_rows_tied_on_rating_are_in_place_order(make_player: Callable[..., Player]) -> None:
    # Handles sort the other way from the ids: the rows of one rating are listed
    # by player id, as the place column counts them (and the API orders them).
    players = [make_player(handle=h) for h in ("zed", "yan", "xia")]
    for player in players:
        PlayerRank.objects.create(player=player, scope=SCOPE, mu=25, sigma=1, rating=0.0, title="Recruit")
    boss = make_player(handle="boss")
    boss.user.is_staff = boss.user.is_superuser = True
    boss.user.save()
    admin = Client()
    admin.force_login(boss.user)
    for query in ({"scope": SCOPE}, {"scope": SCOPE, "o": "0"}):  # o=0: sorted by the place column
        html = admin.get("/admin/ranks/playerrank/", query).content.decode()
        places = re.findall(r'class="field-position">(\d+)</td><th class="field-player[^"]*"><a [^>]*>(\w+)<', html)
        assert places == [("1", "zed"), ("2", "yan"), ("3", "xia")], query


@pytest.mark.parametrize(
    ("query", "code"),
    [
        ({"page": "2"}, "bad_page"),
        ({"cursor": "junk"}, "bad_cursor"),
        ({"cursor": "x" * 401}, "bad_cursor"),
        ({"page_size": "0"}, "bad_page_size"),
    ],
)
def test_page_numbers_and_bad_cursors_are_refused(
    tied_board: list[PlayerRank], query: dict[str, str], code: str
) -> None:
    response = APIClient().get(URL, {"ruleset": "shootin-ladders", **query})
    assert response.status_code == 400
    assert response.json()["code"] == code


def test_a_cursor_is_refused_on_another_board_or_altered(tied_board: list[PlayerRank]) -> None:
    query = {"ruleset": "shootin-ladders", "page_size": 5}
    cursor = parse_qs(urlsplit(APIClient().get(URL, query).json()["next"]).query)["cursor"][0]
    assert APIClient().get(URL, {**query, "cursor": cursor}).status_code == 200
    for other in ({"metric": "frags"}, {"min_games": 4}, {"ruleset": "ladder-29"}):
        response = APIClient().get(URL, {**query, **other, "cursor": cursor})
        assert response.status_code == 400
        assert response.json()["code"] == "bad_cursor"
    altered = cursor[:-3] + ("AAA" if not cursor.endswith("AAA") else "BBB")
    assert APIClient().get(URL, {**query, "cursor": altered}).json()["code"] == "bad_cursor"


def test_a_row_is_what_the_entry_serializer_says(tied_board: list[PlayerRank]) -> None:
    """The page's rows skip the serializer (speed): they must be its shape, field for field."""
    rows = APIClient().get(URL, {"ruleset": "shootin-ladders", "page_size": 50}).json()["results"]
    for row in rows:
        rank = PlayerRank.objects.select_related("player").get(player_id=row["player"], scope=SCOPE)
        rank.position = row["position"]  # type: ignore[attr-defined]
        assert row == LeaderboardEntrySerializer(rank).data
