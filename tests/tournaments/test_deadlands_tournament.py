"""Frag Deadlands tournaments: a table winner raises one stat before the next round
(rulebook L48-L50, L906-L907: "In a tournament, the winning player has now earned
the right to increase one of his stats by 1 before the next round"), the grown
fighter is given to the next round's game at creation, and the standings show it.
With auto_advance the next round waits for the winners' raises (the raise window)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from django.contrib.auth.models import Permission
from rest_framework.test import APIClient

from games import services as game_services
from games.models import Game, GameStatus
from ladders.deadlands.greedy import GreedyBot
from ladders.deadlands.rules import RULESET
from players.models import Player
from tournaments.models import Entrant, Round, Table, Tournament

pytestmark = pytest.mark.django_db(transaction=True)

STATS = ("health", "speed", "accuracy")


@pytest.fixture
def staff(make_player: Callable[..., Player]) -> Player:
    player = make_player(handle="boss")
    player.user.user_permissions.add(*Permission.objects.filter(codename__in=["add_tournament", "add_league"]))
    return player


def create(client: APIClient, **extra: Any) -> dict[str, Any]:
    body = {"name": "Deadlands Cup", "ruleset": "frag-deadlands", "format": "swiss", "rounds_planned": 2,
            "options": {"round_cap": 6}, **extra}  # fmt: skip
    response = client.post("/api/v1/tournaments/", body, format="json")
    assert response.status_code == 201, response.json()
    return response.json()  # type: ignore[no-any-return]


def game_fighters(game: Game) -> list[dict[str, Any]]:
    return [{"fighter": f["fighter"], **f["stats"]} for f in game.outcome["details"]["fighters"]]


def test_bot_winners_raise_and_carry_their_fighter_into_round_two(
    staff: Player, client_for: Callable[[Player], APIClient]
) -> None:
    client = client_for(staff)
    tournament = create(client)
    for _ in range(4):
        assert (
            client.post(
                f"/api/v1/tournaments/{tournament['id']}/entrants/", {"bot": "normal"}, format="json"
            ).status_code
            == 201
        )
    assert client.post(f"/api/v1/tournaments/{tournament['id']}/start/").status_code == 200
    row = Tournament.objects.get(pk=tournament["id"])
    assert row.status == "finished"
    first, second = Round.objects.filter(tournament=row).order_by("number")
    grown: dict[int, dict[str, Any]] = {}
    for table in Table.objects.filter(round=first):
        assert table.game is not None
        assert table.game.status == GameStatus.FINISHED
        for seat, entrant in enumerate(table.entrants):
            fighter = game_fighters(table.game)[seat]
            won = any(r["entrant"] == entrant and r["placement"] == 1 for r in table.result or [])
            if won:
                assert Entrant.objects.get(pk=entrant).stat_raises == [{"round": 1, "stat": "accuracy"}]
                fighter["accuracy"] += 1
            grown[entrant] = fighter
    for table in Table.objects.filter(round=second):
        given = table.game.options["fighters"]
        for seat, entrant in enumerate(table.entrants):
            expected = {s: grown[entrant][s] for s in STATS}
            assert {s: given[seat][s] for s in STATS} == expected
            if "fighter" in given[seat]:
                assert given[seat]["fighter"] == grown[entrant]["fighter"]
        assert len({g.get("fighter") for g in given if "fighter" in g}) == sum("fighter" in g for g in given)
        played = game_fighters(table.game)
        assert [{s: p[s] for s in STATS} for p in played] == [{s: g[s] for s in STATS} for g in given]
    rows = client.get(f"/api/v1/tournaments/{tournament['id']}/standings/").json()["rows"]
    assert all(r["fighter"] and set(STATS) <= set(r["fighter"]) for r in rows)


def play_out(game_id: int, players: dict[int, Player]) -> None:
    """Both human seats play the greedy baseline through the service until the game ends."""
    bot = GreedyBot()
    for step in range(5000):
        game = Game.objects.get(pk=game_id)
        if game.status != GameStatus.ACTIVE:
            return
        seat = RULESET.to_act(game.state)[0]
        action = bot.choose(RULESET, game.state, seat, step)
        game_services.action_submit(game_id=game_id, player=players[seat], action=action, expected_version=game.version)
    raise AssertionError("the game did not end")


def test_the_next_round_waits_for_the_human_winners_raise(
    staff: Player, make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    client = client_for(staff)
    # No round cap: the game ends at the third frag (L901), so it has one winner.
    tournament = create(client, options={})
    ann, bob = make_player(handle="ann"), make_player(handle="bob")
    for player in (ann, bob):
        entered = client.post(
            f"/api/v1/tournaments/{tournament['id']}/entrants/", {"players": [player.handle]}, format="json"
        )
        assert entered.status_code == 201, entered.json()
    client.post(f"/api/v1/tournaments/{tournament['id']}/start/")
    table = Table.objects.get(round__tournament_id=tournament["id"], round__number=1)
    seats = {seat.index: seat.player for seat in table.game.seats.all()}
    play_out(table.game.pk, seats)
    table.refresh_from_db()
    assert table.result is not None
    winners = [r["entrant"] for r in table.result if r["placement"] == 1]
    row = Tournament.objects.get(pk=tournament["id"])
    assert len(winners) == 1, table.result
    assert row.rounds.count() == 1, "the next round must wait for the winner's raise"
    winner = Entrant.objects.get(pk=winners[0]).players.get()
    loser = bob if winner == ann else ann
    assert client_for(loser).post(f"/api/v1/tournaments/{row.pk}/stat-raise/", {"stat": "speed"}).status_code == 409
    assert row.rounds.count() == 1
    before = game_fighters(Game.objects.get(pk=table.game.pk))[table.entrants.index(winners[0])]
    raised = client_for(winner).post(f"/api/v1/tournaments/{row.pk}/stat-raise/", {"stat": "speed"})
    assert raised.status_code == 200, raised.json()
    assert row.rounds.count() == 2, "the last raise starts the next round"
    second = Table.objects.get(round__tournament=row, round__number=2)
    given = second.game.options["fighters"][second.entrants.index(winners[0])]
    assert given == {**before, "speed": before["speed"] + 1}
    rows = client.get(f"/api/v1/tournaments/{row.pk}/standings/").json()["rows"]
    assert next(r for r in rows if r["entrant"] == winners[0])["fighter"]["speed"] == before["speed"] + 1
    # The last round's winner has no next round to raise a stat for.
    play_out(second.game.pk, {seat.index: seat.player for seat in second.game.seats.all()})
    second.refresh_from_db()
    last_winner = next(r["entrant"] for r in second.result if r["placement"] == 1)
    assert Tournament.objects.get(pk=row.pk).status == "finished"
    late = client_for(Entrant.objects.get(pk=last_winner).players.get()).post(
        f"/api/v1/tournaments/{row.pk}/stat-raise/", {"stat": "speed"}
    )
    assert (late.status_code, late.json()["code"]) == (409, "raise_window_closed")
    assert Entrant.objects.get(pk=last_winner).stat_raises == (
        [] if last_winner != winners[0] else raised.json()["stat_raises"]
    )
