"""The new formats from the admin: added with the add form, started by the
admin action, run to the end by bots, their structure on the change page."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from django.test import Client

from players.models import Player
from tests.tournaments.admin_forms import league_form, tournament_form
from tournaments import services
from tournaments.models import League, Tournament, TournamentStatus

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def admin_client(make_player: Callable[..., Player]) -> tuple[Client, Player]:
    boss = make_player(handle="boss")
    boss.user.is_staff = boss.user.is_superuser = True
    boss.user.save()
    client = Client()
    client.force_login(boss.user)
    return client, boss


@pytest.mark.parametrize(
    "chosen",
    [
        {"format": "double_elimination", "grand_final_reset": "on", "stay_rule": "half"},
        {
            "format": "groups_playoff",
            "group_count": 2,
            "group_format": "round_robin",
            "group_advance": 2,
            "playoff_format": "double_elimination",
            "seeding": "entry",
            "stage_auto_start": "on",
        },
    ],
)
def test_a_format_runs_to_the_end_from_the_admin(admin_client: tuple[Client, Player], chosen: dict[str, str]) -> None:
    client, boss = admin_client
    page = client.post("/admin/tournaments/tournament/add/", tournament_form(boss, name="Admin cup", **chosen))
    assert page.status_code == 302, page.content.decode()[-3000:]
    tournament = Tournament.objects.get(name="Admin cup")
    assert tournament.format == chosen["format"]
    who = services.Organiser(player=boss, is_staff=True)
    for _ in range(6):
        services.tournament_enter(tournament_id=tournament.pk, by=who, bot="random")
    client.post("/admin/tournaments/tournament/", {"action": "start_tournaments", "_selected_action": [tournament.pk]})
    assert Tournament.objects.get(pk=tournament.pk).status == TournamentStatus.FINISHED
    page = client.get(f"/admin/tournaments/tournament/{tournament.pk}/change/").content.decode()
    assert "Placements" in page
    assert "1st" in page
    assert "5th-6th" in page
    if chosen["format"] == "groups_playoff":
        assert "Group A" in page
        assert "decided by" in page


def test_divisions_in_the_admin(admin_client: tuple[Client, Player], make_player: Callable[..., Player]) -> None:
    client, boss = admin_client
    page = client.post(
        "/admin/tournaments/league/add/", league_form(boss, name="Tiers", tiers=2, promote=1, relegate=1)
    )
    assert page.status_code == 302
    league = League.objects.get(name="Tiers")
    assert league.tiers == 2
    page = client.get(f"/admin/tournaments/league/{league.pk}/change/").content.decode()
    assert "The tiers are drawn at the first pairing." in page
    for handle in ("ann", "bob", "cat", "dan"):
        services.league_join(league_id=league.pk, player=make_player(handle=handle))
    services.league_pair(league_id=league.pk, by=services.Organiser(player=boss, is_staff=True))
    page = client.get(f"/admin/tournaments/league/{league.pk}/change/").content.decode()
    assert "Division 1" in page
    assert "Division 2" in page
    bad = client.post("/admin/tournaments/league/add/", league_form(boss, name="Bad", tiers=30))
    assert "bad_tiers" in bad.content.decode()
