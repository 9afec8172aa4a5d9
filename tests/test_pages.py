"""Pages a person uses, in a real browser: Swagger UI, ReDoc, the admin, the board picture.

Uses Playwright driving Debian's chromium (/usr/bin/chromium); skipped when it is missing.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from players.models import Player


def live_server_screenshot_dir() -> Path:
    """Screenshots land here so a person can look at them after a run."""
    folder = Path(__file__).resolve().parent.parent / ".pytest_cache" / "screenshots"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(not os.path.exists(CHROMIUM), reason="needs Debian's chromium (apt-get install chromium)"),
]

CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    # Playwright's sync API runs an event loop in this thread; Django must not mind.
    os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    context = browser.new_context()
    page = context.new_page()
    yield page
    context.close()


def test_swagger_ui_renders_the_turn_api(live_server: Any, page: Any) -> None:
    page.goto(f"{live_server.url}/api/docs/")
    page.get_by_text("Play an action").first.wait_for(timeout=15_000)
    assert page.get_by_text("/api/v1/games/{id}/actions/").count() >= 1


def test_redoc_renders(live_server: Any, page: Any) -> None:
    page.goto(f"{live_server.url}/api/redoc/")
    page.get_by_text("Ladders game service API").first.wait_for(timeout=15_000)


def test_admin_shows_a_game_with_its_seats_and_log(
    live_server: Any, page: Any, make_player: Callable[..., Player], django_user_model: Any
) -> None:
    from games import services
    from games.models import SeatType

    django_user_model.objects.create_superuser("boss", "boss@example.com", "pw-for-tests-only")
    ann = make_player(handle="ann")
    game = services.game_create(
        creator=ann,
        ruleset_id="shrinks-and-ladders",
        seats=[services.SeatSpec(SeatType.HUMAN), services.SeatSpec(SeatType.AI, "random")],
        seed=3,
    )
    services.game_join(game_id=game.pk, player=ann)
    page.goto(f"{live_server.url}/admin/login/")
    page.fill("#id_username", "boss")
    page.fill("#id_password", "pw-for-tests-only")
    page.click("input[type=submit]")
    page.goto(f"{live_server.url}/admin/games/game/")
    page.get_by_text("shrinks-and-ladders").first.wait_for()
    assert page.get_by_text("By rules version").is_visible()  # docs/rules-versions.md
    page.goto(f"{live_server.url}/admin/games/game/{game.pk}/change/")
    assert page.locator(".field-rules_version .readonly").inner_text() == "1"
    assert page.locator("#seats-group").is_visible()
    # The log is one click away (the replay, and the game's actions paged), never inline.
    assert not page.locator("#actions-group").count()
    page.screenshot(path=str(live_server_screenshot_dir() / "admin-game.png"), full_page=True)
    game.refresh_from_db()
    page.get_by_role("link", name=f"All {game.version} actions").click()
    # The click returns once the next page starts to arrive; expect() waits for its rows.
    expect(page.locator("#result_list")).to_contain_text("rolled", timeout=15_000)


def test_board_picture_renders(live_server: Any, page: Any, make_player: Callable[..., Player]) -> None:
    from games import services
    from games.models import SeatType

    ann = make_player(handle="ann")
    game = services.game_create(
        creator=ann,
        ruleset_id="shrinks-and-ladders",
        seats=[services.SeatSpec(SeatType.AI, "random")] * 2,
        seed=3,
    )
    page.goto(f"{live_server.url}/api/v1/games/{game.pk}/board.svg")
    svg = page.locator("svg")
    assert svg.is_visible()
    assert svg.bounding_box()["width"] > 400
    assert "winner" in (svg.text_content() or "")
    page.screenshot(path=str(live_server_screenshot_dir() / "board.png"))
