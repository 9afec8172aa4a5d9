"""The admin: sortable, filterable leaderboards, standings, the rating chart,
and organiser actions that go through the services."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from django.test import Client

from players.models import Player
from ranks import services as rank_services
from ranks.admin import rating_chart_svg
from ranks.models import PlayerRank
from tests.ranks.factories import finished_game
from tests.tournaments.admin_forms import league_form, tournament_form
from tournaments import services
from tournaments.models import League, Tournament, TournamentStatus

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def admin_client_for_staff(make_player: Callable[..., Player]) -> tuple[Client, Player]:
    boss = make_player(handle="boss")
    boss.user.is_staff = boss.user.is_superuser = True
    boss.user.save()
    client = Client()
    client.force_login(boss.user)
    return client, boss


def player_column(page: str) -> list[str]:
    return re.findall(r'class="field-player[^"]*">(?:<a [^>]*>)?(\w+)<', page)


def test_rating_chart_is_an_inline_svg_line() -> None:
    svg = rating_chart_svg([1.0, 3.0, 2.0], "ann")
    assert svg.startswith("<svg")
    assert "<polyline" in svg
    assert "http" not in svg.replace('xmlns="http://www.w3.org/2000/svg"', "")
    assert "No rated games" in rating_chart_svg([], "ann")


def test_leaderboard_admin_sorts_filters_and_player_page_charts(
    admin_client_for_staff: tuple[Client, Player], make_player: Callable[..., Player]
) -> None:
    client, _ = admin_client_for_staff
    ann, bob = make_player(handle="ann"), make_player(handle="bob")
    finished_game([ann, bob], [1, 2], frags=[3, 1])
    finished_game([ann, bob], [2, 1], ruleset="shrinks-and-ladders")
    rank_services.ranks_apply_pending()
    board = client.get("/admin/ranks/playerrank/", {"o": "-6"})  # sort by frags (column 6, from 0), most first
    assert board.status_code == 200
    assert player_column(board.content.decode()) == ["ann", "bob"]
    assert player_column(client.get("/admin/ranks/playerrank/", {"o": "6"}).content.decode()) == ["bob", "ann"]
    html = client.get("/admin/ranks/playerrank/").content.decode()
    # Best first, each with its place; ratings, mu and sigma rounded to two places,
    # mu and sigma beside the rating (not last, where the filter panel covers them).
    assert re.findall(r'class="field-position">(\d+)<', html) == ["1", "2"]
    ann_rank = PlayerRank.objects.get(player=ann, scope="all")
    assert f'class="field-rating_2dp">{ann_rank.rating:.2f}<' in html
    assert f'class="field-mu_2dp">{ann_rank.mu:.2f}<' in html
    assert f'class="field-sigma_2dp">{ann_rank.sigma:.2f}<' in html
    columns = re.findall(r'<th scope="col" class="(?:sortable )?column-(\w+)', html)
    assert columns[:5] == ["position", "player", "rating_2dp", "mu_2dp", "sigma_2dp"]
    scoped = client.get("/admin/ranks/playerrank/", {"scope": "ruleset:shrinks-and-ladders"})
    assert scoped.status_code == 200
    assert "ruleset:shrinks-and-ladders" in scoped.content.decode()
    page = client.get(f"/admin/players/player/{ann.pk}/change/").content.decode()
    assert "<polyline" in page


def test_organiser_actions_and_standings_pages(admin_client_for_staff: tuple[Client, Player]) -> None:
    client, boss = admin_client_for_staff
    who = services.Organiser(player=boss, is_staff=True)
    tournament = services.tournament_create(by=who, name="Cup", ruleset="shrinks-and-ladders", format="swiss")
    for _ in range(3):
        services.tournament_enter(tournament_id=tournament.pk, by=who, bot="random")
    league = services.league_create(by=who, name="Ladder", ruleset="shrinks-and-ladders")
    response = client.post(
        "/admin/tournaments/tournament/",
        {"action": "start_tournaments", "_selected_action": [tournament.pk]},
        follow=True,
    )
    assert response.status_code == 200
    assert Tournament.objects.get(pk=tournament.pk).status == TournamentStatus.FINISHED  # bots play at once
    page = client.get(f"/admin/tournaments/tournament/{tournament.pk}/change/").content.decode()
    assert "Buchholz" in page
    # Issue #15: a finished tournament is read-only, its entrants one plain row each.
    assert 'name="name"' not in page
    assert 'name="entrants-0-name"' not in page
    assert "selectfilter" not in page.lower()
    assert page.count("random #") >= 3
    edit = client.post(f"/admin/tournaments/tournament/{tournament.pk}/change/", {"name": "Renamed"})
    assert edit.status_code == 403
    assert Tournament.objects.get(pk=tournament.pk).name == "Cup"
    again = client.post(
        "/admin/tournaments/tournament/",
        {"action": "start_tournaments", "_selected_action": [tournament.pk]},
        follow=True,
    )
    assert "tournament_started" in again.content.decode()
    assert client.get(f"/admin/tournaments/league/{League.objects.get(pk=league.pk).pk}/change/").status_code == 200


def test_admin_forms_check_settings_as_the_api_does(admin_client_for_staff: tuple[Client, Player]) -> None:
    client, boss = admin_client_for_staff
    page = client.post("/admin/tournaments/league/add/", league_form(boss, name="Bad", table_size=7))  # 2-6 seats
    assert page.status_code == 200  # the form again, with the error
    assert "bad_seat_count" in page.content.decode()
    assert not League.objects.exists()
    page = client.post("/admin/tournaments/tournament/add/", tournament_form(boss, name="Bad", ruleset="chess"))
    # The ruleset is picked from a list: one not on it is refused by the field.
    assert "Select a valid choice. chess is not one of the available choices." in page.content.decode()
    assert not Tournament.objects.exists()


def test_a_started_tournament_keeps_its_settings_and_entrants_in_the_admin(
    admin_client_for_staff: tuple[Client, Player],
) -> None:
    client, boss = admin_client_for_staff
    who = services.Organiser(player=boss, is_staff=True)
    tournament = services.tournament_create(
        by=who, name="Cup", ruleset="shrinks-and-ladders", format="swiss", auto_advance=False
    )
    for _ in range(2):
        services.tournament_enter(tournament_id=tournament.pk, by=who, bot="random")
    open_page = client.get(f"/admin/tournaments/tournament/{tournament.pk}/change/").content.decode()
    assert 'name="table_size"' in open_page
    assert 'name="entrants-__prefix__-seed"' in open_page
    services.tournament_start(tournament_id=tournament.pk, by=who)
    page = client.get(f"/admin/tournaments/tournament/{tournament.pk}/change/").content.decode()
    assert 'name="table_size"' not in page  # read-only once started
    assert 'name="entrants-__prefix__-seed"' not in page  # no entrant can be added


def test_a_closed_league_takes_no_member_in_the_admin(admin_client_for_staff: tuple[Client, Player]) -> None:
    """As the API's league_join (409 league_closed): the admin offers no member row once closed."""
    client, boss = admin_client_for_staff
    who = services.Organiser(player=boss, is_staff=True)
    league = services.league_create(by=who, name="Ladder", ruleset="shrinks-and-ladders")
    open_page = client.get(f"/admin/tournaments/league/{league.pk}/change/").content.decode()
    assert 'name="members-__prefix__-player"' in open_page
    services.league_close(league_id=league.pk, by=who)
    closed_page = client.get(f"/admin/tournaments/league/{league.pk}/change/").content.decode()
    assert 'name="members-__prefix__-player"' not in closed_page


def test_open_tournament_entrants_are_compact_rows(admin_client_for_staff: tuple[Client, Player]) -> None:
    """Issue #15: no two-box player selector per entrant (eight bot seats made a
    page of widgets); players are raw ids while entries are open, shown as handles."""
    client, boss = admin_client_for_staff
    who = services.Organiser(player=boss, is_staff=True)
    tournament = services.tournament_create(by=who, name="Cup", ruleset="shrinks-and-ladders", format="swiss")
    for _ in range(8):
        services.tournament_enter(tournament_id=tournament.pk, by=who, bot="random")
    services.tournament_enter(tournament_id=tournament.pk, by=who)
    page = client.get(f"/admin/tournaments/tournament/{tournament.pk}/change/").content.decode()
    assert 'name="name"' in page  # open: still editable
    assert "selectfilter" not in page.lower()
    assert len(re.findall(r'name="entrants-\d+-players" [^>]*class="vManyToManyRawIdAdminField"', page)) == 9
    assert re.search(r'<td class="field-handles">\s*<p>boss</p>', page)


def test_a_league_added_in_the_admin_starts_in_season_one_and_pairs(
    admin_client_for_staff: tuple[Client, Player], make_player: Callable[..., Player]
) -> None:
    """As league_create: a league made with the admin's add form has its first season, so
    its members can be paired at once (it had none, and pairing failed no_current_season)."""
    client, boss = admin_client_for_staff
    form = league_form(boss, name="Admin ladder")
    page = client.post("/admin/tournaments/league/add/", form)
    assert page.status_code == 302, page.content.decode()
    league = League.objects.get()
    assert list(league.seasons.values_list("number", flat=True)) == [1]
    for _ in range(2):
        services.league_join(league_id=league.pk, player=make_player())
    services.league_pair(league_id=league.pk, by=services.Organiser(player=boss, is_staff=True))
    assert league.seasons.get().games.count() == 1
    assert league.placement_points == [3.0, 1.0]  # none given: the default, shown as scored


@pytest.mark.parametrize("points", ["5", '{"1st": 3}', '"abc"', "[3, true]"])
def test_the_admin_refuses_placement_points_that_are_not_a_list_of_numbers(
    admin_client_for_staff: tuple[Client, Player], points: str
) -> None:
    """As the API (bad_scoring): a form error, nothing saved (a bare number raised a 500)."""
    client, boss = admin_client_for_staff
    form = league_form(boss, name="Odd points", placement_points=points)
    page = client.post("/admin/tournaments/league/add/", form)
    assert page.status_code == 200
    assert "bad_scoring" in page.content.decode()
    assert not League.objects.exists()


def test_the_league_add_form_offers_the_leagues_bye_points(admin_client_for_staff: tuple[Client, Player]) -> None:
    # A league's byes score 0 by default (docs/tournaments.md), as POST /leagues/ does;
    # a tournament's 3 (the usual forfeit win).
    client, _ = admin_client_for_staff
    league_page = client.get("/admin/tournaments/league/add/").content.decode()
    assert re.search(r'name="bye_points" value="0\.0"', league_page)
    tournament_page = client.get("/admin/tournaments/tournament/add/").content.decode()
    assert re.search(r'name="bye_points" value="3\.0"', tournament_page)


@pytest.mark.parametrize(
    ("bot", "with_ann", "code"),
    [
        ("", False, "bad_team"),
        ("nonsense", False, "unknown_bot"),
        ("random", True, "bot_with_players"),
        ("", True, "already_entered"),
    ],
)
def test_the_admin_takes_only_entries_the_api_would(
    admin_client_for_staff: tuple[Client, Player],
    make_player: Callable[..., Player],
    bot: str,
    with_ann: bool,
    code: str,
) -> None:
    # An entrant row with no players and no bot (no seats at its table), an unknown
    # bot, a bot with players, or a player entered twice was saved and started.
    client, boss = admin_client_for_staff
    ann = make_player(handle="ann")
    who = services.Organiser(player=boss, is_staff=True)
    cup = services.tournament_create(by=who, name="Cup", ruleset="shrinks-and-ladders", format="swiss")
    services.tournament_enter(tournament_id=cup.pk, by=who, bot="random")
    taken = services.tournament_enter(tournament_id=cup.pk, by=who, players=[ann])
    form = tournament_form(boss, name="Cup", **{"entrants-TOTAL_FORMS": 3, "entrants-INITIAL_FORMS": 2})
    for row, entrant in enumerate(cup.entrants.order_by("seed")):
        form |= {
            f"entrants-{row}-id": entrant.pk,
            f"entrants-{row}-tournament": cup.pk,
            f"entrants-{row}-seed": entrant.seed,
            f"entrants-{row}-name": entrant.name,
            f"entrants-{row}-bot": entrant.bot,
            f"entrants-{row}-players": str(ann.pk) if entrant.pk == taken.pk else "",
        }
    form |= {"entrants-2-seed": 2, "entrants-2-name": "X", "entrants-2-bot": bot}
    form["entrants-2-players"] = str(ann.pk) if with_ann else ""
    page = client.post(f"/admin/tournaments/tournament/{cup.pk}/change/", form)
    assert page.status_code == 200
    assert f"({code})" in page.content.decode()
    assert cup.entrants.count() == 2
    # A good row is taken.
    form |= {"entrants-2-bot": "random", "entrants-2-players": ""}
    assert client.post(f"/admin/tournaments/tournament/{cup.pk}/change/", form).status_code == 302
    assert cup.entrants.count() == 3
