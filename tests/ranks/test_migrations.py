"""The move of the rank models from players to ranks keeps existing rows:
migrate back to before the move, write rows through the old models, migrate
forward, read them through the new ones."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from django.contrib.auth.models import Permission
from django.contrib.contenttypes.models import ContentType
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django.utils import timezone

from players.models import Player
from ranks.models import PlayerRank, RankUpdate, RatingHistory
from tests.ranks.factories import finished_game

BEFORE_MOVE = [("players", "0002_ranks"), ("ranks", None)]


@pytest.fixture
def executor(transactional_db: None) -> Iterator[MigrationExecutor]:
    executor = MigrationExecutor(connection)
    latest = executor.loader.graph.leaf_nodes()
    yield executor
    # Whatever the test did, leave the database migrated to the latest state.
    executor = MigrationExecutor(connection)
    executor.migrate(latest)


def test_rank_rows_and_permissions_survive_the_move(
    executor: MigrationExecutor, make_player: Callable[..., Player]
) -> None:
    ann, bob = make_player(handle="ann"), make_player(handle="bob")
    game = finished_game([ann, bob], [1, 2])
    latest = executor.loader.graph.leaf_nodes()
    executor.migrate(BEFORE_MOVE)
    old = MigrationExecutor(connection).loader.project_state([("players", "0002_ranks")]).apps
    with pytest.raises(LookupError):
        old.get_model("ranks", "PlayerRank")
    old_rank: Any = old.get_model("players", "PlayerRank")
    old_history: Any = old.get_model("players", "RatingHistory")
    old_ledger: Any = old.get_model("players", "RankUpdate")
    old_rank.objects.create(
        player_id=ann.pk, scope="all", mu=27.5, sigma=7.9, rating=3.8, frags=4, wins=1, games_played=1, title="Private"
    )
    old_history.objects.create(
        player_id=ann.pk, scope="all", game_id=game.pk, mu=27.5, sigma=7.9, rating=3.8, at=timezone.now()
    )
    old_ledger.objects.create(game_id=game.pk)
    # Before the move the content type (and the permissions on it) belonged to
    # players: migrating back gave it back.
    assert not ContentType.objects.filter(app_label="ranks", model="playerrank").exists()
    players_rank_type = ContentType.objects.get(app_label="players", model="playerrank")
    permission, _ = Permission.objects.get_or_create(
        content_type=players_rank_type, codename="view_playerrank", defaults={"name": "Can view player rank"}
    )

    MigrationExecutor(connection).migrate(latest)

    rank = PlayerRank.objects.get(player=ann)
    assert (rank.scope, rank.mu, rank.sigma, rank.rating, rank.frags, rank.wins, rank.title) == (
        "all",
        27.5,
        7.9,
        3.8,
        4,
        1,
        "Private",
    )
    assert list(RatingHistory.objects.values_list("player_id", "game_id", "rating")) == [(ann.pk, game.pk, 3.8)]
    assert list(RankUpdate.objects.values_list("game_id", flat=True)) == [game.pk]
    permission.refresh_from_db()
    assert (permission.content_type.app_label, permission.content_type.model) == ("ranks", "playerrank")
    assert ContentType.objects.get_for_model(PlayerRank).pk == players_rank_type.pk
