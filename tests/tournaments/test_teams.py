"""Team tournaments end to end on Shootin' Ladders' team scenarios (The Guns of
Tobleronne, Head Hunter, Candyman Flag Capture): entrants' seats sit together under
one team index (Red, Blue), the games are played to their mission by bots, and a
team's placement, frags and trophies feed the standings. The Dirty Half Dozen (one
sniper against the squad) cannot seat teams of equal size and is refused."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from core.errors import ServiceError
from games.models import Game, GameStatus
from ladders.engine import InvalidConfig
from players.models import Player
from tournaments import selectors, services
from tournaments.models import Tournament, TournamentStatus

pytestmark = pytest.mark.django_db(transaction=True)


SHOOTIN = "shootin-ladders"


def test_team_swiss_tournament(make_player: Callable[..., Player]) -> None:
    """The Guns of Tobleronne, first team frag wins (L265 'adjust the number of Frags'), two
    rounds of two tables of two 2-bot teams, played to the end."""
    boss = make_player(handle="boss")
    who = services.Organiser(player=boss, is_staff=True)
    tournament = services.tournament_create(
        by=who,
        name="Teams",
        ruleset=SHOOTIN,
        scenario="guns-of-tobleronne",
        options={"frags_to_win": 1},
        format="swiss",
        team_size=2,
        rounds_planned=2,
    )
    for _ in range(4):
        services.tournament_enter(tournament_id=tournament.pk, by=who, bot="normal")
    services.tournament_start(tournament_id=tournament.pk, by=who)
    tournament = Tournament.objects.get(pk=tournament.pk)
    assert tournament.status == TournamentStatus.FINISHED
    rows = {r.entrant: r for r in selectors.tournament_standings(tournament)}
    for round_row in tournament.rounds.all():
        assert len(round_row.tables.all()) == 2
        for table in round_row.tables.all():
            assert table.game is not None
            game = Game.objects.get(pk=table.game.pk)
            assert game.status == GameStatus.FINISHED
            assert [s.team for s in game.seats.order_by("index")] == [0, 0, 1, 1]
            outcome = game.outcome or {}
            assert outcome["details"]["end_reason"] == "mission"
            assert [team["seats"] for team in outcome["details"]["teams"]] == [[0, 1], [2, 3]]
            winning_team = next(team for team in outcome["details"]["teams"] if team["won"])
            assert winning_team["frags"] >= 1
            results = table.result or []
            assert [r["frags"] for r in results] == [sum(outcome["frags"][0:2]), sum(outcome["frags"][2:4])]
            assert sorted(r["placement"] for r in results) == [1, 2]
            assert results[winning_team["team"]]["placement"] == 1
    assert sum(r.wins for r in rows.values()) == 4
    assert sum(r.points for r in rows.values()) == 4 * (3 + 1)


def test_a_team_of_players_is_seated_together(make_player: Callable[..., Player]) -> None:
    boss = make_player(handle="boss")
    ann, bob = make_player(handle="ann"), make_player(handle="bob")
    who = services.Organiser(player=boss, is_staff=True)
    tournament = services.tournament_create(
        by=who, name="T", ruleset=SHOOTIN, scenario="head-hunter", format="swiss", team_size=2
    )
    with pytest.raises(ServiceError) as bad:
        services.tournament_enter(tournament_id=tournament.pk, by=services.Organiser(player=ann), players=[ann])
    assert bad.value.code == "bad_team"
    services.tournament_enter(tournament_id=tournament.pk, by=services.Organiser(player=ann), players=[ann, bob])
    services.tournament_enter(tournament_id=tournament.pk, by=who, bot="random")
    services.tournament_start(tournament_id=tournament.pk, by=who)
    table = tournament.rounds.get().tables.get()
    assert table.game is not None
    seats = list(Game.objects.get(pk=table.game.pk).seats.order_by("index"))
    assert [(s.player_id, s.team) for s in seats[:2]] == [(ann.pk, 0), (bob.pk, 0)]
    assert [(s.type, s.team) for s in seats[2:]] == [("ai", 1), ("ai", 1)]
    assert Game.objects.get(pk=table.game.pk).status == GameStatus.ACTIVE  # joined: it started


def test_a_head_hunter_knockout_is_played_to_the_last_head(make_player: Callable[..., Player]) -> None:
    """Head Hunter (L242 'The game ends immediately upon the removal of the last head on one of
    the teams'): a knock-out of two 2-bot teams, one table, played to the end."""
    boss = make_player(handle="boss")
    who = services.Organiser(player=boss, is_staff=True)
    tournament = services.tournament_create(
        by=who, name="Heads", ruleset=SHOOTIN, scenario="head-hunter", format="single_elimination", team_size=2
    )
    for _ in range(2):
        services.tournament_enter(tournament_id=tournament.pk, by=who, bot="normal")
    services.tournament_start(tournament_id=tournament.pk, by=who)
    tournament = Tournament.objects.get(pk=tournament.pk)
    assert tournament.status == TournamentStatus.FINISHED
    table = tournament.rounds.get().tables.get()
    assert table.game is not None
    game = Game.objects.get(pk=table.game.pk)
    outcome = game.outcome or {}
    assert outcome["details"]["end_reason"] == "mission"
    heads = [team["score"] for team in outcome["details"]["teams"]]
    assert sorted(heads)[0] == 0, "one team has no head left"
    results = table.result or []
    loser = heads.index(0)
    assert results[loser]["placement"] == 2
    assert results[1 - loser]["placement"] == 1


@pytest.mark.parametrize(
    ("scenario", "table_size", "team_size", "code"),
    [
        ("dirty-half-dozen", 2, 2, "one_sniper_required"),  # all versus one: no equal teams
        ("head-hunter", 3, 2, "bad_teams"),  # two teams only, Red and Blue
    ],
)
def test_team_tournaments_the_scenario_cannot_seat_are_refused(
    make_player: Callable[..., Player], scenario: str, table_size: int, team_size: int, code: str
) -> None:
    who = services.Organiser(player=make_player(handle="boss"), is_staff=True)
    with pytest.raises((ServiceError, InvalidConfig)) as refused:
        services.tournament_create(
            by=who,
            name="No",
            ruleset=SHOOTIN,
            scenario=scenario,
            format="swiss",
            table_size=table_size,
            team_size=team_size,
        )
    assert refused.value.code == code
    assert not Tournament.objects.exists()
