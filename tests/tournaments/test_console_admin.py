"""Tournaments and leagues in the organiser's console: rounds linked to their games,
the bracket as a picture (admin and API), standings with tie-breaks named, the
points-by-round chart, and a league page with a "Pair now" button."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from django.test import Client
from rest_framework.test import APIClient

from players.models import Player
from tournaments import pictures, selectors, services
from tournaments.models import League, Tournament, TournamentStatus

# transaction=True: game finishes reach the tournament on commit, as in production.
pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def boss(make_player: Callable[..., Player]) -> tuple[Client, services.Organiser]:
    player = make_player(handle="boss")
    player.user.is_staff = True
    player.user.is_superuser = True
    player.user.save()
    client = Client()
    client.force_login(player.user)
    return client, services.Organiser(player=player, is_staff=True)


def _start(client_for: Callable[[Player], APIClient], who: services.Organiser, cup: Tournament) -> None:
    """Start through the API: its bots' games are played as the request commits."""
    assert client_for(who.player).post(f"/api/v1/tournaments/{cup.pk}/start/").status_code == 200


def _cup(who: services.Organiser, format: str, entrants: int) -> Tournament:
    cup = services.tournament_create(by=who, name="Cup", ruleset="shrinks-and-ladders", format=format)
    for _ in range(entrants):
        services.tournament_enter(tournament_id=cup.pk, by=who, bot="random")
    return cup


def test_the_bracket_fills_in_as_games_end(
    boss: tuple[Client, services.Organiser], client_for: Callable[[Player], APIClient]
) -> None:
    client, who = boss
    cup = _cup(who, "single_elimination", 5)
    drawn = selectors.tournament_bracket_picture(cup)
    # Before the start: 5 entrants, 3 rounds to come, nobody placed yet.
    assert [len(r) for r in drawn.rounds] == [3, 2, 1]
    assert drawn.champion is None
    assert "to be decided" in pictures.bracket_svg(drawn)
    _start(client_for, who, cup)  # its bots play every round at once
    cup.refresh_from_db()
    assert cup.status == TournamentStatus.FINISHED
    drawn = selectors.tournament_bracket_picture(cup)
    assert [len(r) for r in drawn.rounds] == [4, 2, 1]  # 8 slots: three byes in round 1
    assert sum(m.bye for m in drawn.rounds[0]) == 3
    final = drawn.rounds[-1][0]
    assert drawn.champion is not None
    assert drawn.champion == next(s.name for s in final.slots if s.winner)
    assert drawn.champion in {e.name for e in cup.entrants.all()}
    assert drawn.round_names == ("Quarter-finals", "Semi-finals", "Final")

    svg = APIClient().get(f"/api/v1/tournaments/{cup.pk}/bracket.svg")
    assert svg.status_code == 200
    assert svg["Content-Type"].startswith("image/svg+xml")
    body = svg.content.decode()
    assert "Champion" in body
    assert drawn.champion in body

    page = client.get(f"/admin/tournaments/tournament/{cup.pk}/change/").content.decode()
    assert 'class="tournament-bracket"' in page
    game_ids = set(cup.rounds.values_list("tables__game_id", flat=True)) - {None}
    for game_id in game_ids:  # every round links to its games, with their results
        assert f"/admin/games/game/{game_id}/change/" in page
    assert re.search(r"Round 1</a> \(Complete\)", page)
    assert " 1st (" in page
    assert " 2nd (" in page


@pytest.mark.parametrize("format", ["swiss", "round_robin"])
def test_swiss_and_round_robin_show_tie_breaks_and_points_by_round(
    boss: tuple[Client, services.Organiser], client_for: Callable[[Player], APIClient], format: str
) -> None:
    client, who = boss
    cup = _cup(who, format, 4)
    _start(client_for, who, cup)
    series = selectors.tournament_points_by_round(cup)
    rounds = cup.rounds.count()
    assert rounds >= 2
    assert all(len(s.points) == rounds for s in series)
    standings = selectors.tournament_standings(cup)
    assert [s.points[-1] for s in series] == [row.points for row in standings]
    assert all(list(s.points) == sorted(s.points) for s in series)  # points only grow
    page = client.get(f"/admin/tournaments/tournament/{cup.pk}/change/").content.decode()
    assert "ties broken by Buchholz" in page
    assert 'class="tournament-points"' in page
    assert "points after each round" in page
    refused = APIClient().get(f"/api/v1/tournaments/{cup.pk}/bracket.svg")
    assert refused.status_code == 400
    assert refused.json()["code"] == "no_bracket"


@pytest.mark.parametrize(
    "name",
    ["Bo", "Grand Duchess Wilhelmina", "Grand Duchess Wilhelmina of the Candy Mountains", "W" * 40 + " " + "X" * 40],
)
def test_a_long_name_fits_its_slot(name: str) -> None:
    """Shrunk, or on two lines, or shortened with its whole name as a tooltip: never past the slot."""
    drawn = pictures.bracket_svg(
        pictures.Bracket("Cup", ((pictures.Match((pictures.Slot(name), pictures.Slot("Zed"))),),))
    )
    labels = re.findall(r'<text[^>]*font-size="([\d.]+)"[^>]*>(.*?)</text>', drawn)
    (size_text, content), *_ = [(size, body) for size, body in labels if name[:2] in body]
    size = float(size_text)
    lines = re.findall(r"<tspan[^>]*>(.*?)</tspan>", content) or [content]
    assert size >= pictures.MIN_SIZE
    for line in lines:
        assert size * pictures.GLYPH * len(line) <= pictures.SLOT_WIDTH - 12 + 0.5
    assert len(lines) * (size + 1) <= pictures.SLOT_HEIGHT
    assert "".join(lines).replace("…", "") in name.replace(" ", "") or " ".join(lines) == name


def test_a_league_page_names_its_owner_offers_choices_and_pairs_now(
    boss: tuple[Client, services.Organiser], make_player: Callable[..., Player]
) -> None:
    client, who = boss
    league = services.league_create(by=who, name="Ladder", ruleset="shrinks-and-ladders")
    for handle in ("ann", "bob"):
        services.league_join(league_id=league.pk, player=make_player(handle=handle))
    page = client.get(f"/admin/tournaments/league/{league.pk}/change/").content.decode()
    assert '<option value="boss" selected>' in page or re.search(r'<option value="\d+" selected>boss</option>', page)
    assert '<option value="frag-deadlands">Frag Deadlands</option>' in page  # ruleset choices
    assert "<optgroup" in page  # scenarios, by ruleset
    assert 'id="pair-now"' in page
    assert "ann" in page
    assert "bob" in page
    response = client.post(f"/admin/tournaments/league/{league.pk}/pair/", follow=True)
    assert response.status_code == 200
    assert League.objects.get(pk=league.pk).seasons.get().games.count() == 1


def test_a_bracket_mid_event_shows_winners_so_far_and_the_rounds_to_come(
    boss: tuple[Client, services.Organiser], client_for: Callable[[Player], APIClient]
) -> None:
    _, who = boss
    cup = services.tournament_create(
        by=who, name="Cup", ruleset="shrinks-and-ladders", format="single_elimination", auto_advance=False
    )
    for _ in range(4):
        services.tournament_enter(tournament_id=cup.pk, by=who, bot="random")
    _start(client_for, who, cup)  # round 1 is played; round 2 waits for the organiser
    drawn = selectors.tournament_bracket_picture(cup)
    assert [len(r) for r in drawn.rounds] == [2, 1]
    assert all(sum(s.winner for s in match.slots) == 1 for match in drawn.rounds[0])
    # The final is filled in with round 1's winners before it is paired.
    winners = [next(s.name for s in match.slots if s.winner) for match in drawn.rounds[0]]
    assert [s.name for s in drawn.rounds[1][0].slots] == winners
    assert drawn.champion is None
    assert not any(s.winner for s in drawn.rounds[1][0].slots)
