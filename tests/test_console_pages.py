"""The organiser's console in a real browser at 1366 px (Playwright driving Debian's
chromium, as tests/test_pages.py): every board picture's labels measured against
their cells and each other, and the admin pages that answer "who won game N, and
how?" and "where does the Cup stand?", fast, for a game of every ruleset.
Screenshots go to reports/screenshots/ (CI keeps reports/ as artefacts)."""

from __future__ import annotations

import os
import shutil
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from players.models import Player
from tests.console_games import every_scenario, recorded_game
from tests.ladders.measure import MEASURE_JS, problems
from tests.ladders.pictures import HANDLES, pictures, scenarios

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
SCREENSHOTS = Path(__file__).resolve().parent.parent / "reports" / "screenshots"
WIDTH = 1366
pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(not os.path.exists(CHROMIUM), reason="needs Debian's chromium (apt-get install chromium)"),
]
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"]


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": WIDTH, "height": 900})
    page = context.new_page()
    yield page
    context.close()


@pytest.mark.parametrize(("ruleset", "scenario", "seats"), scenarios())
def test_board_pictures_fit_every_label(page: Any, ruleset: str, scenario: str, seats: int) -> None:
    """Mid-game and at the end, for a spectator and a seat, with 32-character handles:
    no label leaves the picture, overflows its cell or sits on another; seats by handle."""
    drawn = pictures(ruleset, scenario, seats)
    assert drawn
    for key, svg in drawn.items():
        page.set_content(f"<html><body style='margin:0'>{svg}</body></html>")
        measured = page.evaluate(MEASURE_JS)
        assert measured["width"] <= WIDTH, f"{key}: wider than the screen"
        assert problems(measured) == [], key
        shown = " ".join(t["text"] for t in measured["texts"]) + svg
        assert HANDLES[0] in shown, key
        assert HANDLES[1] in shown, key
        if key == "mid-spectator":
            page.screenshot(path=str(SCREENSHOTS / f"board-{ruleset}-{scenario}.png"), full_page=True)


def test_the_measure_catches_a_cut_label(page: Any) -> None:
    """The check itself: a label wider than its cell, or on another, is reported."""
    svg = (
        '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60" viewBox="0 0 200 60">'
        '<text x="2" y="20" font-size="12" data-cell="0 0 40 30">Marshmallow Man</text>'
        '<text x="60" y="50" font-size="12">one</text><text x="62" y="52" font-size="12">two</text></svg>'
    )
    page.set_content(svg)
    found = problems(page.evaluate(MEASURE_JS))
    assert "'Marshmallow Man' is wider than its cell" in found
    assert "'one' overlaps 'two'" in found


@pytest.fixture
def staff_page(page: Any, live_server: Any, django_user_model: Any) -> Any:
    django_user_model.objects.create_superuser("boss", "boss@example.com", "pw-for-tests-only")
    page.goto(f"{live_server.url}/admin/login/")
    page.fill("#id_username", "boss")
    page.fill("#id_password", "pw-for-tests-only")
    page.click("input[type=submit]")
    return page


def _timed(page: Any, url: str) -> float:
    """The live server's CPU seconds (it runs in this process's threads) from the
    request to the page's document parsed (its scripts and styles may still load):
    on CI's shared 2-core hosts wall-clock timing measures the neighbours, not the
    page; on a quiet host the two agree."""
    started = time.process_time()
    response = page.goto(url, wait_until="domcontentloaded")
    elapsed = time.process_time() - started
    assert response.status == 200, url
    return elapsed


PICTURES_CLIPPED = """() => [...document.querySelectorAll(
    '.game-board svg, #replay-board svg, .tournament-bracket svg, .tournament-points svg')]
  .filter(s => s.getBoundingClientRect().right > s.parentElement.getBoundingClientRect().right + 1)
  .map(s => s.getAttribute('aria-label'))"""


def _fits(page: Any) -> None:
    """No sideways scrolling at 1366 px, and every picture whole in its box."""
    assert page.evaluate("document.documentElement.scrollWidth") <= WIDTH
    assert page.evaluate(PICTURES_CLIPPED) == []


@pytest.mark.django_db(transaction=True)
def test_who_won_each_game_in_the_admin(staff_page: Any, live_server: Any, make_player: Callable[..., Player]) -> None:
    """A game of every scenario of every ruleset: the list names its winner and fits
    1366 px; its page opens with the winner, the board and the replay, in under a second."""
    page = staff_page
    handles = ("ann", "bob", "cyd", "dee", "eve", "fay")
    players = [make_player(handle=h) for h in handles]
    games = [recorded_game(r, s, players[:n], seed=5) for r, s, n in every_scenario()]
    long_game = recorded_game("shootin-ladders", "head-hunter", players[:4], random_actions=1000)
    assert long_game.version > 1000
    assert _timed(page, f"{live_server.url}/admin/games/game/") < 1.0
    _fits(page)
    page.screenshot(path=str(SCREENSHOTS / "admin-games.png"), full_page=True)
    for game in [*games, long_game]:
        elapsed = _timed(page, f"{live_server.url}/admin/games/game/{game.pk}/change/")
        assert elapsed < 1.0, f"game {game.pk} ({game.ruleset}, {game.version} actions): {elapsed:.2f}s"
        winner = page.locator(".game-winner")
        assert winner.is_visible()
        assert winner.inner_text().startswith("Winner: ")
        assert winner.inner_text() != "Winner: -"
        assert page.locator(".game-board svg").is_visible()
        _fits(page)
        page.screenshot(path=str(SCREENSHOTS / f"admin-game-{game.ruleset}-{game.scenario}.png"))
    # The replay (every ruleset's is checked without a browser, tests/games/test_console_admin.py).
    elapsed = _timed(page, f"{live_server.url}/admin/games/game/{long_game.pk}/replay/?v=1")
    assert elapsed < 1.0, f"replay: {elapsed:.2f}s"
    assert page.locator("#replay-board svg").is_visible()
    _fits(page)
    # Each step is a link: the click returns once the next page starts to arrive, so
    # expect() waits for its text; the jump is timed in the server's CPU, as _timed is.
    page.click("#replay-next")
    expect(page.locator("#replay-version")).to_have_text(f"version 2 of {long_game.version}")
    page.screenshot(path=str(SCREENSHOTS / "admin-replay.png"), full_page=True)
    started = time.process_time()
    page.click("#replay-last")
    expect(page.locator("#replay-version")).to_have_text(f"version {long_game.version} of {long_game.version}")
    assert time.process_time() - started < 1.0
    assert _timed(page, f"{live_server.url}/admin/games/action/?game__id__exact={long_game.pk}") < 1.0


@pytest.mark.django_db(transaction=True)
def test_where_the_cup_stands_in_the_admin(
    staff_page: Any, live_server: Any, make_player: Callable[..., Player]
) -> None:
    """A single elimination's bracket, a Swiss's standings and chart, a league with its
    Pair now button, and a ruleset's leaderboard, each fitting 1366 px."""
    from ranks import services as rank_services
    from tournaments import services

    page = staff_page
    boss = make_player(handle="organiser")
    who = services.Organiser(player=boss, is_staff=True)
    pages = {}
    for format in ("single_elimination", "swiss"):
        cup = services.tournament_create(by=who, name=f"Cup {format}", ruleset="shrinks-and-ladders", format=format)
        for _ in range(5):
            services.tournament_enter(tournament_id=cup.pk, by=who, bot="random")
        services.tournament_start(tournament_id=cup.pk, by=who)
        pages[format] = f"{live_server.url}/admin/tournaments/tournament/{cup.pk}/change/"
    assert _timed(page, pages["single_elimination"]) < 1.0
    assert page.locator(".tournament-bracket svg").is_visible()
    assert "Champion" in page.locator(".tournament-bracket").inner_text()
    assert page.locator(".tournament-round a").count() >= 3
    _fits(page)
    page.screenshot(path=str(SCREENSHOTS / "admin-bracket.png"), full_page=True)
    assert _timed(page, pages["swiss"]) < 1.0
    assert page.locator(".tournament-points svg").is_visible()
    assert "ties broken by Buchholz" in page.locator("p.tie-breaks").inner_text()
    _fits(page)
    page.screenshot(path=str(SCREENSHOTS / "admin-swiss.png"), full_page=True)

    league = services.league_create(by=who, name="Ladder", ruleset="shrinks-and-ladders")
    ann, bob = make_player(handle="ann"), make_player(handle="bob")
    for player in (ann, bob):
        services.league_join(league_id=league.pk, player=player)
    assert _timed(page, f"{live_server.url}/admin/tournaments/league/{league.pk}/change/") < 1.0
    page.click("#pair-now")
    expect(page.locator(".messagelist")).to_contain_text("done.")
    page.screenshot(path=str(SCREENSHOTS / "admin-league.png"), full_page=True)

    for i in range(3):
        recorded_game("frag-deadlands", "standard", [ann, bob], seed=20 + i, practice=False)
    from games.models import Game

    for game in Game.objects.filter(status="finished"):
        rank_services.ranks_apply_game(game_id=game.pk)
    assert _timed(page, f"{live_server.url}/admin/ranks/playerrank/?scope=ruleset%3Afrag-deadlands") < 1.0
    assert page.locator("td.field-leaderboard").first.inner_text() == "Frag Deadlands"
    assert page.locator("th.field-player").count() == 2  # ann and bob, by handle
    assert page.locator(".rank-trend").first.is_visible()
    _fits(page)
    page.screenshot(path=str(SCREENSHOTS / "admin-leaderboard.png"), full_page=True)


@pytest.mark.django_db(transaction=True)
def test_an_organiser_reads_the_demo_in_the_admin(page: Any, live_server: Any) -> None:
    """From `make demo`'s data: "who won game N, and how?" and "where does the Cup stand?",
    answered from the admin pages, without reading JSON."""
    from django.core.management import call_command

    from games.models import Game, GameStatus
    from tournaments.models import Tournament, TournamentStatus

    with open(os.devnull, "w") as quiet:
        call_command("demo_data", stdout=quiet)
        call_command("demo_cup", stdout=quiet)
    page.goto(f"{live_server.url}/admin/login/")
    page.fill("#id_username", "admin")
    page.fill("#id_password", "admin")
    page.click("input[type=submit]")
    finished = Game.objects.filter(status=GameStatus.FINISHED, created_by__handle="ann").get()
    page.goto(f"{live_server.url}/admin/games/game/?player={finished.created_by_id}")
    row = page.locator(f"tr:has(a[href*='/admin/games/game/{finished.pk}/change/'])")
    winner = row.locator("td.field-winner").inner_text()
    assert winner in ("ann", "easy (bot)")
    assert row.locator("td.field-deciding_score").inner_text().endswith(")")  # "2 pieces home (next 1)"
    page.goto(f"{live_server.url}/admin/games/game/{finished.pk}/change/")
    assert page.locator(".game-winner").inner_text().startswith(f"Winner: {winner} · ")
    assert "ended: " in page.locator(".game-winner").inner_text()
    cup = Tournament.objects.get(name="Demo Cup")
    assert cup.status == TournamentStatus.FINISHED
    page.goto(f"{live_server.url}/admin/tournaments/tournament/")
    page.get_by_role("link", name="Demo Cup").click()
    page.wait_for_load_state()  # the click returns once the page starts to arrive
    bracket = page.locator(".tournament-bracket")
    assert "Champion" in bracket.inner_text()
    assert "Final" in bracket.inner_text()
    standings = page.locator("table.standings tr").nth(1).inner_text()
    champion = bracket.locator("text").filter(has_text="easy #").last.text_content()
    assert champion in standings  # the champion heads the standings
    page.screenshot(path=str(SCREENSHOTS / "demo-cup.png"), full_page=True)


@pytest.mark.django_db(transaction=True)
def test_elimination_pictures_fit_every_label(
    staff_page: Any, live_server: Any, make_player: Callable[..., Player]
) -> None:
    """A single elimination, a double elimination and a group stage into a playoff,
    played out by bots, one entrant with an 80-character name: every label of their
    pictures inside the picture and its slot or cell, none on another, the name whole;
    each admin page fits 1366 px."""
    from tournaments import selectors, services
    from tournaments.models import Entrant, Tournament

    page = staff_page
    who = services.Organiser(player=make_player(handle="organiser"), is_staff=True)
    long_name = ("Grand Duchess Wilhelmina of the Candy Mountains and the Liquorice Marshes " * 2)[:80]
    events = {
        "single_elimination": ({}, 5),
        "double_elimination": ({}, 5),
        "groups_playoff": ({"group_count": 2, "group_advance": 2}, 6),
    }
    for format, (extra, bots) in events.items():
        cup = services.tournament_create(
            by=who, name=f"Cup {format}", ruleset="shrinks-and-ladders", format=format, **extra
        )
        for _ in range(bots):
            services.tournament_enter(tournament_id=cup.pk, by=who, bot="random")
        Entrant.objects.filter(tournament=cup, seed=1).update(name=long_name)
        services.tournament_start(tournament_id=cup.pk, by=who)
        cup = Tournament.objects.get(pk=cup.pk)
        svg = selectors.tournament_picture(cup)
        assert svg is not None
        page.set_content(f"<html><body style='margin:0'>{svg}</body></html>")
        measured = page.evaluate(MEASURE_JS)
        assert problems(measured) == [], format
        shown = [t["text"] for t in measured["texts"]]
        assert any(long_name.replace(" ", "") in text.replace(" ", "") for text in shown), format
        assert _timed(page, f"{live_server.url}/admin/tournaments/tournament/{cup.pk}/change/") < 1.0
        assert page.locator(".tournament-bracket svg").is_visible()
        assert "Champion" in page.locator(".tournament-bracket").inner_text()
        _fits(page)
        page.screenshot(path=str(SCREENSHOTS / f"admin-bracket-{format}.png"), full_page=True)
