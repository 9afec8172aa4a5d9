"""Rank updates on the database: the hook on a game's finish, the idempotent
task, and the recompute equal to the incremental updates."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from django.core.management import call_command
from django.db import connection
from django.test.utils import CaptureQueriesContext

from games import services as game_services
from games.models import Game, GameStatus, SeatType
from ladders.registry import get_ruleset
from players.models import Player
from ranks import services, tasks
from ranks.models import PlayerRank, RankUpdate, RatingHistory
from ranks.rating import SCOPE_ALL
from tests.ranks.factories import finished_game
from tournaments.models import League, LeagueGame, Season

# The rank writers take PostgreSQL's advisory lock and have a PostgreSQL fast path.
pytestmark = pytest.mark.services


def snapshot() -> tuple[list[Any], list[Any], list[int]]:
    ranks = list(
        PlayerRank.objects.order_by("player_id", "scope").values_list(
            "player_id", "scope", "mu", "sigma", "rating", "frags", "trophies", "wins", "games_played", "title"
        )
    )
    history = list(
        RatingHistory.objects.order_by("player_id", "scope", "at", "game_id").values_list(
            "player_id", "scope", "game_id", "mu", "sigma", "rating"
        )
    )
    return ranks, history, list(RankUpdate.objects.order_by("id").values_list("game_id", flat=True))


@pytest.mark.django_db
def test_rank_task_twice_applies_the_game_once(make_player: Callable[..., Player]) -> None:
    ann, bob = make_player(), make_player()
    game = finished_game([ann, bob], [1, 2], frags=[2, 0])
    assert tasks.update_ranks.delay(game.pk).get() == 1
    first = snapshot()
    assert tasks.update_ranks.delay(game.pk).get() == 0
    assert snapshot() == first
    rank = PlayerRank.objects.get(player=ann, scope=SCOPE_ALL)
    assert (rank.games_played, rank.wins, rank.frags) == (1, 1, 2)
    assert PlayerRank.objects.filter(player=ann, scope="ruleset:shootin-ladders").exists()


@pytest.mark.django_db
def test_rank_task_ignores_unfinished_games_and_recompute_keeps_ledger_order(
    make_player: Callable[..., Player],
) -> None:
    ann, bob = make_player(), make_player()
    early = finished_game([ann, bob], [1, 2])
    late = finished_game([ann, bob], [2, 1])
    Game.objects.filter(pk=early.pk).update(status=GameStatus.ACTIVE)
    assert tasks.update_ranks.delay(early.pk).get() == 0
    Game.objects.filter(pk=early.pk).update(status=GameStatus.FINISHED)
    # Applied out of finish order (late first): the recompute replays the ledger's order.
    assert services.ranks_apply_game(game_id=late.pk) == 1
    assert services.ranks_apply_game(game_id=early.pk) == 1
    incremental = snapshot()
    assert incremental[2] == [late.pk, early.pk]
    services.ranks_recompute()
    assert snapshot() == incremental


@pytest.mark.django_db
def test_recompute_equals_the_incremental_updates(make_player: Callable[..., Player]) -> None:
    players = [make_player() for _ in range(6)]
    layouts: list[tuple[list[Any], list[int], dict[str, Any]]] = [
        ([players[0], players[1], players[2]], [1, 2, 3], {"frags": [3, 1, 0]}),
        ([players[3], "random", players[4]], [2, 1, 3], {"frags": [1, 2, 0], "trophies": [[{"part": "arm"}], [], []]}),
        ([players[0], players[3], players[1], players[4]], [1, 2, 1, 2], {"teams": [0, 1, 0, 1]}),
        ([players[5], players[2]], [1, 1], {"score": [3.0, 5.0], "ruleset": "shrinks-and-ladders"}),
        ([players[1], players[5], "random"], [3, 1, 2], {}),
    ]
    for seats, placements, extra in layouts * 3:
        finished_game(seats, placements, **extra)
        services.ranks_apply_pending()
    incremental = snapshot()
    assert len(incremental[2]) == 15
    assert services.ranks_recompute() == 15
    assert snapshot() == incremental


@pytest.mark.django_db
def test_recompute_command_applies_pending_games(make_player: Callable[..., Player]) -> None:
    ann, bob = make_player(), make_player()
    finished_game([ann, bob], [2, 1])
    call_command("recompute_ranks", verbosity=0)
    assert RankUpdate.objects.count() == 1
    assert PlayerRank.objects.get(player=bob, scope=SCOPE_ALL).wins == 1


@pytest.mark.django_db(transaction=True)
def test_a_game_finishing_updates_the_ranks(make_player: Callable[..., Player]) -> None:
    ann, bob = make_player(), make_player()
    game = game_services.game_create(
        creator=ann,
        ruleset_id="shrinks-and-ladders",
        seats=[game_services.SeatSpec(SeatType.HUMAN), game_services.SeatSpec(SeatType.HUMAN)],
    )
    game_services.game_join(game_id=game.pk, player=ann)
    game_services.game_join(game_id=game.pk, player=bob)
    rules = get_ruleset(game.ruleset)
    by_seat = {0: ann, 1: bob}
    for _ in range(5000):
        game.refresh_from_db()
        if game.status != GameStatus.ACTIVE:
            break
        seat = game.to_act[0]
        action = rules.legal_actions(game.state, seat)[0]
        game_services.action_submit(game_id=game.pk, player=by_seat[seat], action=action, expected_version=game.version)
    assert game.status == GameStatus.FINISHED
    assert RankUpdate.objects.filter(game=game).exists()
    winner = by_seat[game.outcome["winners"][0]]
    assert PlayerRank.objects.get(player=winner, scope=SCOPE_ALL).wins == 1
    assert PlayerRank.objects.get(player=ann, scope="ruleset:shrinks-and-ladders").games_played == 1


@pytest.mark.django_db
def test_recompute_equals_incremental_with_league_and_season_scopes(make_player: Callable[..., Player]) -> None:
    from tournaments.models import League, LeagueGame, Season

    players = [make_player() for _ in range(4)]
    league = League.objects.create(name="L", owner=players[0], ruleset="shootin-ladders", scenario="deathmatch")
    season = Season.objects.create(league=league, number=1)
    for n in range(6):
        seated = [players[n % 4], players[(n + 1) % 4], players[(n + 2) % 4]]
        game = finished_game(seated, [1 + (n % 3), 1 + ((n + 1) % 3), 1 + ((n + 2) % 3)], frags=[n, 1, 0])
        if n % 2 == 0:
            LeagueGame.objects.create(season=season, game=game, pairing=n + 1)
        services.ranks_apply_game(game_id=game.pk)
    incremental = snapshot()
    scopes = {row[1] for row in incremental[0]}
    assert {f"league:{league.pk}", f"season:{season.pk}"} <= scopes
    assert (
        PlayerRank.objects.get(player=players[0], scope=f"league:{league.pk}").games_played
        < PlayerRank.objects.get(player=players[0], scope=SCOPE_ALL).games_played
    )
    assert services.ranks_recompute() == 6
    assert snapshot() == incremental


postgresql_only = pytest.mark.skipif(
    connection.vendor != "postgresql", reason="the one-game fast path is PostgreSQL's (make test-services)"
)


@postgresql_only
@pytest.mark.django_db
def test_one_game_on_postgresql_is_two_queries_and_equals_the_batch_path(
    make_player: Callable[..., Player],
) -> None:
    """The rank task's path (the lock and the read in one query, then one write)
    gives the rows the batch path (ranks_apply_pending, the ORM) gives for the same games."""
    ann, bob, cid, dee = (make_player() for _ in range(4))
    league = League.objects.create(ruleset="shootin-ladders", scenario="deathmatch", name="L", owner=ann)
    season = Season.objects.create(league=league, number=1)
    games = [
        finished_game(
            [ann, bob, "random"], [2, 1, 3], frags=[1, 4, 0], trophies=[[{"part": "arm", "from_seat": 1}], [], 0]
        ),
        finished_game([ann, cid, bob, dee], [1, 1, 3, 4], score=[2.5, 1.0, 0.1, 0.0], teams=[0, 0, 1, 1]),
        finished_game([cid, "random"], [1, 2], ruleset="shrinks-and-ladders"),
        finished_game([dee, ann], [2, 1]),
    ]
    LeagueGame.objects.create(season=season, game=games[3], pairing=1)
    with CaptureQueriesContext(connection) as queries:
        assert services.ranks_apply_game(game_id=games[0].pk) == 1
    # Inside the test's transaction its own is a savepoint; BEGIN/COMMIT are not captured.
    statements = [q["sql"] for q in queries.captured_queries if "SAVEPOINT" not in q["sql"]]
    assert len(statements) == 2, statements
    assert statements[0].startswith("SELECT pg_advisory_xact_lock"), statements
    for game in games[1:]:
        assert services.ranks_apply_game(game_id=game.pk) == 1
    assert services.ranks_apply_game(game_id=games[1].pk) == 0
    fast = snapshot()
    assert {scope for _, scope, *_ in fast[0]} >= {f"league:{league.pk}", f"season:{season.pk}"}
    PlayerRank.objects.all().delete()
    RatingHistory.objects.all().delete()
    RankUpdate.objects.all().delete()
    assert services.ranks_apply_pending() == 4
    assert snapshot() == fast
