"""A whole Swiss tournament of bot games played by a real Celery worker on
Redis and PostgreSQL: every game's finish moves the tournament on."""

from __future__ import annotations

import subprocess
from collections.abc import Callable

import pytest

from games.models import Game, GameStatus
from players.models import Player
from ranks.models import RankUpdate
from tests.conftest import wait_until
from tournaments import selectors, services
from tournaments.models import Tournament, TournamentStatus
from tournaments.standings import meetings

pytestmark = [pytest.mark.celery_worker, pytest.mark.postgres, pytest.mark.django_db(transaction=True)]


def test_swiss_tournament_of_bot_games_on_the_worker(
    celery_worker_process: subprocess.Popen[bytes], make_player: Callable[..., Player]
) -> None:
    boss = make_player(handle="boss")
    who = services.Organiser(player=boss, is_staff=True)
    tournament = services.tournament_create(
        by=who, name="Worker cup", ruleset="shrinks-and-ladders", format="swiss", rounds_planned=3
    )
    for _ in range(7):
        services.tournament_enter(tournament_id=tournament.pk, by=who, bot="random")
    services.tournament_start(tournament_id=tournament.pk, by=who)
    wait_until(lambda: Tournament.objects.get(pk=tournament.pk).status == TournamentStatus.FINISHED, timeout=300)

    tournament.refresh_from_db()
    entrants = set(selectors.entrant_ids(tournament))
    rounds = list(tournament.rounds.order_by("number").prefetch_related("tables"))
    assert [r.number for r in rounds] == [1, 2, 3]
    seen: list[list[int]] = []
    for round_row in rounds:
        tables = list(round_row.tables.all())
        assert sorted([e for t in tables for e in t.entrants] + round_row.byes) == sorted(entrants)
        assert len(round_row.byes) == 1
        met = meetings(seen)
        assert all(not met.get(frozenset(t.entrants)) for t in tables)
        assert all(t.result is not None for t in tables)
        seen.extend(t.entrants for t in tables)
    games = Game.objects.filter(table__round__tournament=tournament)
    assert games.count() == 9
    assert set(games.values_list("status", flat=True)) == {GameStatus.FINISHED}
    # Every finished game also went through the rank task (bots have no ranks, but the ledger has them).
    wait_until(lambda: RankUpdate.objects.filter(game__in=games).count() == 9, timeout=60)
    rows = selectors.tournament_standings(tournament)
    assert sum(r.played for r in rows) == 18
    assert sum(r.byes for r in rows) == 3
