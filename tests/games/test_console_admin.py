"""The organiser's console for games: who won and how, without reading JSON."""

from __future__ import annotations

import re
import time
from collections.abc import Callable

import pytest
from django.test import Client

from games import summary
from games.models import Action, Game
from players.models import Player
from tests.console_games import every_scenario, recorded_game

pytestmark = pytest.mark.django_db


@pytest.fixture
def boss(django_user_model: type) -> Client:
    django_user_model.objects.create_superuser("boss", "boss@example.com", "pw-for-tests-only")  # type: ignore[attr-defined]
    client = Client()
    client.login(username="boss", password="pw-for-tests-only")
    return client


def _players(make_player: Callable[..., Player], count: int) -> list[Player]:
    return [make_player(handle=f"{name}") for name in ("ann", "bob", "cyd", "dee", "eve", "fay")[:count]]


@pytest.mark.parametrize(("ruleset", "scenario", "seats"), every_scenario())
def test_a_finished_game_page_names_its_winner_and_draws_its_board(
    ruleset: str, scenario: str, seats: int, boss: Client, make_player: Callable[..., Player]
) -> None:
    game = recorded_game(ruleset, scenario, _players(make_player, seats))
    result = summary.game_summary(Game.objects.prefetch_related("seats__player").get(pk=game.pk))
    assert game.outcome is not None
    assert result.winners not in ("", "-")
    listing = boss.get("/admin/games/game/").content.decode()
    assert result.winners.split(",")[0].split(":")[-1].split("&")[0].strip() in listing
    page = boss.get(f"/admin/games/game/{game.pk}/change/").content.decode()
    assert f"Winner: {result.winners}" in page.replace("&amp;", "&")
    assert '<div class="game-board"' in page
    assert 'xmlns="http://www.w3.org/2000/svg"' in _board(page, 'class="game-board"')
    for name in ("ann", "bob"):
        assert name in page
    # The log is a replay and a link, never inline.
    assert 'id="actions-group"' not in page
    assert f"?game__id__exact={game.pk}" in page
    replay = boss.get(f"/admin/games/game/{game.pk}/replay/?v=1").content.decode()
    assert f"version 1 of {game.version}" in replay
    assert "www.w3.org/2000/svg" in _board(replay, 'id="replay-board"')


def test_the_replay_steps_through_versions_as_a_spectator_sees_them(
    boss: Client, make_player: Callable[..., Player]
) -> None:
    game = recorded_game("frag-deadlands", "standard", _players(make_player, 2), random_actions=60, max_actions=60)
    url = f"/admin/games/game/{game.pk}/replay/"
    first = boss.get(f"{url}?v=0").content.decode()
    assert "version 0 of 60" in first
    assert "The board as the game began." in first
    step = boss.get(f"{url}?v=5").content.decode()
    assert "version 5 of 60" in step
    assert re.search(r'href="\?v=4"', step)
    assert re.search(r'href="\?v=6"', step)
    assert "www.w3.org/2000/svg" in _board(step, 'id="replay-board"')
    last = boss.get(url).content.decode()
    assert "version 60 of 60" in last
    # A board mid-game differs from the board at its end: the replay rebuilt it.
    assert _board(step, 'id="replay-board"') != _board(last, 'id="replay-board"')
    assert boss.get(f"{url}?v=999").status_code == 200
    assert boss.get("/admin/games/game/999999/replay/").status_code == 404


def _board(page: str, marker: str) -> str:
    """The board picture inside the element ``marker`` opens."""
    start = page.index(marker)
    return page[page.index("<svg", start) : page.index("</svg>", start)]


def test_a_thousand_action_game_page_renders_in_under_a_second(
    boss: Client, make_player: Callable[..., Player]
) -> None:
    game = recorded_game("shootin-ladders", "head-hunter", _players(make_player, 4), random_actions=1000)
    assert game.version > 1000
    assert game.outcome is not None
    for url in (
        f"/admin/games/game/{game.pk}/change/",
        f"/admin/games/game/{game.pk}/replay/",
        f"/admin/games/game/{game.pk}/replay/?v=500",
        f"/admin/games/action/?game__id__exact={game.pk}",
        "/admin/games/game/",
    ):
        # The server's CPU time (it runs in this process): on a shared 2-core host the
        # wall clock measures the neighbours; on a quiet one the two agree.
        started = time.process_time()
        response = boss.get(url)
        elapsed = time.process_time() - started
        assert response.status_code == 200, url
        assert elapsed < 1.0, f"{url} took {elapsed:.2f} s of CPU"


def test_the_games_list_filters_by_player(boss: Client, make_player: Callable[..., Player]) -> None:
    ann, bob, cyd = _players(make_player, 3)
    mine = recorded_game("ladder-29", "standard", [ann, bob])
    theirs = recorded_game("ladder-29", "standard", [bob, cyd], seed=8)
    page = boss.get(f"/admin/games/game/?player={ann.pk}").content.decode()
    assert f"/admin/games/game/{mine.pk}/change/" in page
    assert f"/admin/games/game/{theirs.pk}/change/" not in page


def test_a_log_todays_rules_refuse_replays_its_entries_and_says_why(
    boss: Client, make_player: Callable[..., Player]
) -> None:
    game = recorded_game("ladder-29", "standard", _players(make_player, 2), random_actions=8, max_actions=8)
    # As if played under other rules: its 3rd action is one today's engine refuses.
    Action.objects.filter(game=game, seq=3).update(action={"type": "no_such_move"})
    page = boss.get(f"/admin/games/game/{game.pk}/replay/?v=5")
    assert page.status_code == 200
    body = page.content.decode()
    assert "cannot rebuild this board" in body
    assert "version 5 of 8" in body
    assert "www.w3.org/2000/svg" in _board(
        boss.get(f"/admin/games/game/{game.pk}/replay/?v=2").content.decode(), 'id="replay-board"'
    )
