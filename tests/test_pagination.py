"""core.pagination.CountWhenNeededPaginator: the page's rows first, the COUNT only
when the page cannot tell it (a full page, or an empty one past the first)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from django.core.paginator import EmptyPage, PageNotAnInteger
from django.db import connection
from django.test.utils import CaptureQueriesContext

from core.pagination import CountWhenNeededPaginator, StrictPageNumberPagination
from games import services
from games.models import SeatType
from players.models import Player

pytestmark = pytest.mark.django_db


@pytest.fixture
def seven(make_player: Callable[..., Player]) -> list[int]:
    return [make_player(handle=f"p{i}").pk for i in range(7)]


def read(per_page: int, number: object) -> tuple[list[int], int, bool, int]:
    """The page's ids, the count, has_next, and how many statements all that ran."""
    paginator = CountWhenNeededPaginator(Player.objects.order_by("id"), per_page)
    with CaptureQueriesContext(connection) as captured:
        page = paginator.page(number)
        ids = [p.pk for p in page]
        count, more = paginator.count, page.has_next()
    return ids, count, more, len(captured.captured_queries)


def test_a_page_short_of_full_is_the_last_and_counts_without_a_count(seven: list[int]) -> None:
    assert read(10, 1) == (seven, 7, False, 1)
    assert read(5, 2) == (seven[5:], 7, False, 1)
    assert read(5, "2") == (seven[5:], 7, False, 1)


def test_a_full_page_asks_for_the_count(seven: list[int]) -> None:
    assert read(5, 1) == (seven[:5], 7, True, 2)
    assert read(7, 1) == (seven, 7, False, 2)  # full, and the last: only the count says so


def test_an_empty_first_page_counts_none(db: None) -> None:
    assert read(5, 1) == ([], 0, False, 1)


def test_pages_past_the_last_and_bad_numbers_are_refused_as_django_refuses_them(seven: list[int]) -> None:
    paginator = CountWhenNeededPaginator(Player.objects.order_by("id"), 5)
    for number, error in [
        (3, EmptyPage),
        (0, EmptyPage),
        (-1, EmptyPage),
        ("x", PageNotAnInteger),
        (None, PageNotAnInteger),
    ]:
        with pytest.raises(error):
            paginator.page(number)


def test_the_games_list_answers_the_same_count_and_links(
    seven: list[int], client_for: Callable[[Player], Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Through DRF's pagination (pages of 5 here): ``count``, ``next`` and ``previous``
    as Django's paginator gives them, and a page past the last is 404 ``page_not_found``."""
    monkeypatch.setattr(StrictPageNumberPagination, "page_size", 5)
    creator = Player.objects.get(pk=seven[0])
    made = [
        services.game_create(
            creator=creator, ruleset_id="shrinks-and-ladders", seats=[services.SeatSpec(SeatType.HUMAN)] * 2, seed=i
        ).pk
        for i in range(7)
    ]
    api = client_for(creator)
    first = api.get("/api/v1/games/?ruleset=shrinks-and-ladders").json()
    assert first["count"] == 7
    assert first["next"]
    assert first["previous"] is None
    second = api.get(first["next"]).json()
    assert second["count"] == 7
    assert second["next"] is None
    assert second["previous"]
    assert [g["id"] for g in first["results"] + second["results"]] == sorted(made, reverse=True)
    assert api.get("/api/v1/games/?ruleset=shrinks-and-ladders&page=3").json()["code"] == "page_not_found"
    assert api.get("/api/v1/games/?ruleset=nothing").json() == {
        "count": 0,
        "next": None,
        "previous": None,
        "results": [],
    }
