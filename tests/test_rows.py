"""core.rows: the turn's single-row statements read and write what the ORM would.

Each check compares against the ORM itself on the same rows, so a field added
to Game, Seat or Action (or a converter Django changes) is covered without
editing this file. Runs on SQLite here and on PostgreSQL in make test-services.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta

import pytest
from django.db import DatabaseError, connection
from django.forms.models import model_to_dict

from core import rows
from games import services
from games.models import Action, ActionReason, Game, Seat, SeatType
from players.models import Player

pytestmark = [pytest.mark.services, pytest.mark.django_db]


def every_column(obj: object) -> dict[str, object]:
    return {f.attname: getattr(obj, f.attname) for f in type(obj)._meta.concrete_fields}  # type: ignore[attr-defined]


@pytest.fixture
def game(make_player: Callable[..., Player]) -> Game:
    return services.game_create(
        creator=make_player(),
        ruleset_id="shrinks-and-ladders",
        seats=[services.SeatSpec(SeatType.HUMAN), services.SeatSpec(SeatType.AI, "random")],
        seed=3,
    )


def test_model_from_row_equals_the_orm_read(game: Game) -> None:
    columns = ", ".join(connection.ops.quote_name(f.column) for f in Game._meta.concrete_fields)
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT {columns} FROM {Game._meta.db_table} WHERE id = %s", [game.pk])
        row = cursor.fetchone()
    read = rows.model_from_row(Game, row)
    assert every_column(read) == every_column(Game.objects.get(pk=game.pk))
    assert isinstance(read.state, dict)  # the JSON column decoded, not left as text
    assert read._state.adding is False


def test_insert_sets_the_key_and_writes_every_column(game: Game, make_player: Callable[..., Player]) -> None:
    player = make_player()
    record = Action(
        game=game,
        seq=99,
        seat=1,
        action={"type": "roll", "nested": [1, {"a": None}]},
        events=[{"type": "rolled", "value": 6}],
        reason=ActionReason.AI,
        player=player,
        idempotency_key="k-1",
        request_fingerprint="f" * 64,
    )
    rows.insert(record)
    assert record.pk is not None
    assert record._state.adding is False
    assert record.created_at is not None  # auto_now_add ran
    stored = Action.objects.get(pk=record.pk)
    assert every_column(stored) == every_column(record)


def test_select_one_finds_the_row_or_none(game: Game, make_player: Callable[..., Player]) -> None:
    player = make_player()
    record = Action.objects.create(
        game=game, seq=7, seat=0, action={"type": "roll"}, player=player, idempotency_key="x"
    )
    found = rows.select_one(Action, game_id=game.pk, player_id=player.pk, idempotency_key="x")
    assert found is not None
    assert model_to_dict(found) == model_to_dict(record)
    assert found.created_at == Action.objects.get(pk=record.pk).created_at
    assert rows.select_one(Action, game_id=game.pk, player_id=player.pk, idempotency_key="y") is None


def test_update_writes_only_the_named_columns_and_touches_auto_now(game: Game) -> None:
    before = Game.objects.get(pk=game.pk)
    game.version = 41
    game.state = {**game.state, "marker": [1, 2]}
    game.seed_salt = "not written"  # not named below: must stay as stored
    game.updated_at = before.updated_at - timedelta(days=1)
    rows.update(game, ["version", "state", "updated_at"])
    stored = Game.objects.get(pk=game.pk)
    assert stored.version == 41
    assert stored.state["marker"] == [1, 2]
    assert stored.seed_salt == before.seed_salt
    assert stored.updated_at >= before.updated_at  # auto_now took this moment, not the value set


def test_update_of_a_missing_row_raises(game: Game) -> None:
    Seat.objects.filter(game=game).delete()
    gone = Game.objects.get(pk=game.pk)
    Game.objects.filter(pk=game.pk).delete()
    with pytest.raises(DatabaseError):
        rows.update(gone, ["version"])


def test_seats_of_games_equal_the_orm_read_with_players_and_invitees(
    game: Game, make_player: Callable[..., Player]
) -> None:
    """games.rows.seats_of_games (a list page's seats in one statement) reads each
    seat's every column, and its player's and invitee's id and handle, by game and index."""
    from games.rows import seats_of_games

    ann, bob, cat = make_player(handle="Ann"), make_player(handle="bob"), make_player(handle="cat")
    other = services.game_create(
        creator=ann,
        ruleset_id="shrinks-and-ladders",
        seats=[
            services.SeatSpec(SeatType.HUMAN),
            services.SeatSpec(SeatType.HUMAN, reserved_for=bob),
            services.SeatSpec(SeatType.HUMAN),
        ],
        seed=4,
    )
    services.game_join(game_id=other.pk, player=ann, seat_index=0)
    services.game_join(game_id=other.pk, player=cat, seat_index=2)
    lonely = services.game_create(
        creator=ann, ruleset_id="shrinks-and-ladders", seats=[services.SeatSpec(SeatType.HUMAN)] * 2, seed=5
    )
    read = seats_of_games([other.pk, game.pk, lonely.pk + 1000])
    assert set(read) == {game.pk, other.pk}  # a game with no seats (none such here) is absent
    for game_id, seats in read.items():
        expected = list(Seat.objects.filter(game_id=game_id).select_related("player", "reserved_for").order_by("index"))
        assert [every_column(s) for s in seats] == [every_column(s) for s in expected]
        for got, want in zip(seats, expected, strict=True):
            assert (got.player and (got.player.pk, got.player.handle)) == (
                want.player and (want.player.pk, want.player.handle)
            )
            assert (got.reserved_for and got.reserved_for.handle) == (want.reserved_for and want.reserved_for.handle)
    assert [s.player.handle if s.player else None for s in read[other.pk]] == ["Ann", None, "cat"]
    assert read[other.pk][1].reserved_for is not None
    assert read[other.pk][1].reserved_for.handle == "bob"
    assert seats_of_games([]) == {}
