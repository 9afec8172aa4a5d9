"""games.services: games created with their players already seated (no join step)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from core.errors import ServiceError
from games import services
from games.models import Game, GameStatus, SeatType
from games.services import SeatedGameSpec, SeatSpec
from players.models import Player

pytestmark = pytest.mark.django_db


def test_game_create_with_players_named_starts_at_once(make_player: Callable[..., Player]) -> None:
    ann, bob = make_player(), make_player()
    game = services.game_create(
        creator=None,
        ruleset_id="ladder-29",
        seats=[SeatSpec(SeatType.HUMAN, player=ann), SeatSpec(SeatType.HUMAN, player=bob)],
    )
    assert game.status == GameStatus.ACTIVE
    assert sorted(game.seats.values_list("player_id", flat=True)) == sorted([ann.pk, bob.pk])
    assert all(game.seats.values_list("joined_at", flat=True))


def test_bulk_seated_games_start_like_game_create(make_player: Callable[..., Player]) -> None:
    players = [make_player() for _ in range(4)]
    specs = [
        SeatedGameSpec(
            "ladder-29",
            "standard",
            {},
            [SeatSpec(SeatType.HUMAN, player=players[0]), SeatSpec(SeatType.HUMAN, player=players[1])],
        ),
        SeatedGameSpec(
            "shrinks-and-ladders",
            "standard",
            {},
            [SeatSpec(SeatType.HUMAN, player=players[2]), SeatSpec(SeatType.HUMAN, player=players[3])],
        ),
    ]
    game_ids = services.games_create_seated(specs=specs)
    assert len(game_ids) == 2
    for game_id, spec in zip(game_ids, specs, strict=True):
        game = Game.objects.get(pk=game_id)
        assert game.ruleset == spec.ruleset_id
        assert game.status == GameStatus.ACTIVE
        assert game.to_act
        assert game.started_at is not None
        # The columns the bulk insert leaves to their fields' defaults.
        assert game.version == 0
        assert game.outcome is None
        assert game.practice is False
        assert game.created_at is not None
        assert game.updated_at is not None
        assert game.deadline_policy == Game._meta.get_field("deadline_policy").get_default()
        assert game.state["seats"] == 2
        assert game.seats.filter(player__isnull=False).count() == 2


@pytest.mark.parametrize(
    "seats",
    [
        [SeatSpec(SeatType.HUMAN), SeatSpec(SeatType.HUMAN)],
        [SeatSpec(SeatType.AI, bot="grandmaster"), SeatSpec(SeatType.AI, bot="easy")],
    ],
    ids=["open-seat", "unknown-bot"],
)
def test_bulk_seated_games_refuse_before_writing(seats: list[SeatSpec]) -> None:
    with pytest.raises(ServiceError):
        services.games_create_seated(specs=[SeatedGameSpec("ladder-29", "standard", {}, seats)])
    assert Game.objects.count() == 0


def test_a_player_seated_twice_is_refused(make_player: Callable[..., Player]) -> None:
    ann = make_player()
    with pytest.raises(ServiceError, match="at most one seat"):
        services.game_create(creator=None, ruleset_id="ladder-29", seats=[SeatSpec(SeatType.HUMAN, player=ann)] * 2)
    assert Game.objects.count() == 0
