"""GET /api/v1/players/me/stream/: the caller's notices (your turn, game started
and finished, round paired, matched)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator

import pytest

from games import services
from games.models import Game, SeatType
from games.services import SeatSpec
from ladders.registry import get_ruleset
from matchmaking import services as mm_services
from players.models import Player
from tests.factories import token_for
from tests.streams.sse import SSE, StreamReader
from tournaments import services as tournament_services

pytestmark = [pytest.mark.services, pytest.mark.django_db(transaction=True)]

PATH = "/api/v1/players/me/stream/"


@pytest.fixture
def open_stream() -> Iterator[Callable[[Player], StreamReader]]:
    opened: list[StreamReader] = []

    def open_(player: Player) -> StreamReader:
        reader = StreamReader(PATH, token_for(player))
        opened.append(reader)
        assert reader.status == 200
        assert reader.next() == SSE("retry", None, retry=2000)
        return reader

    yield open_
    for reader in opened:
        reader.close()


def ladder29(ann: Player) -> Game:
    return services.game_create(
        creator=ann, ruleset_id="ladder-29", seats=[SeatSpec(SeatType.HUMAN), SeatSpec(SeatType.HUMAN)]
    )


def test_game_started_your_turn_and_game_finished(
    make_player: Callable[..., Player], open_stream: Callable[[Player], StreamReader]
) -> None:
    ann, bob = make_player(), make_player()
    ann_stream, bob_stream = open_stream(ann), open_stream(bob)
    game = ladder29(ann)
    services.game_join(game_id=game.pk, player=ann, seat_index=0)
    services.game_join(game_id=game.pk, player=bob, seat_index=1)
    game.refresh_from_db()
    assert sorted(game.to_act) == [0, 1]  # Ladder 29's pass: both choose at once
    rules = get_ruleset("ladder-29")
    for stream, seat in ((ann_stream, 0), (bob_stream, 1)):
        started, turn = stream.next(), stream.next()
        assert started == SSE(
            "game_started", {"game": game.pk, "seat": seat, "ruleset": "ladder-29", "scenario": game.scenario}
        )
        # The seat's own legal actions (its own hand's cards to pass), as legal-actions lists them.
        actions = rules.legal_actions(game.state, seat)
        assert turn == SSE(
            "your_turn",
            {
                "game": game.pk,
                "version": 0,
                "seat": seat,
                "ruleset": "ladder-29",
                "deadline_at": None,
                "actions": actions,
            },
        )
    assert rules.legal_actions(game.state, 0) != rules.legal_actions(game.state, 1)  # each saw only its own
    # Ann chooses her pass: still Bob's turn, nobody's newly: no notice.
    action = get_ruleset("ladder-29").legal_actions(game.state, 0)[0]
    services.action_submit(game_id=game.pk, player=ann, action=action, expected_version=0)
    services.game_abort(game_id=game.pk, by=ann, is_staff=True)  # a rated game in progress: staff abort it
    for stream, seat in ((ann_stream, 0), (bob_stream, 1)):
        assert stream.next() == SSE(
            "game_finished", {"game": game.pk, "seat": seat, "version": 1, "status": "aborted", "outcome": None}
        )


def test_connecting_sends_the_turns_waiting_on_you(
    make_player: Callable[..., Player], open_stream: Callable[[Player], StreamReader]
) -> None:
    ann, bob, carl = make_player(), make_player(), make_player()
    waiting = [ladder29(ann) for _ in range(2)]
    for game in waiting:
        services.game_join(game_id=game.pk, player=ann)
        services.game_join(game_id=game.pk, player=bob)
    ladder29(carl)  # not started: no turn
    stream = open_stream(ann)
    rules = get_ruleset("ladder-29")
    waiting = [Game.objects.get(pk=g.pk) for g in waiting]
    assert [stream.next(), stream.next()] == [
        SSE(
            "your_turn",
            {
                "game": g.pk,
                "version": 0,
                "seat": 0,
                "ruleset": "ladder-29",
                "deadline_at": None,
                "actions": rules.legal_actions(g.state, 0),
            },
        )
        for g in waiting
    ]
    with pytest.raises(TimeoutError):
        stream.next(timeout=0.3)


def test_matched_when_a_quick_play_ticket_finds_its_game(
    make_player: Callable[..., Player], open_stream: Callable[[Player], StreamReader]
) -> None:
    ann, bob = make_player(), make_player()
    stream = open_stream(ann)
    first = mm_services.ticket_create(player=ann, ruleset_id="ladder-29", min_seats=2, max_seats=2)
    # The second ticket's pool is matched on its commit (in-process here).
    mm_services.ticket_create(player=bob, ruleset_id="ladder-29", min_seats=2, max_seats=2)
    first.refresh_from_db()
    assert first.game_id is not None
    notices = stream.until(lambda m: m.event == "matched")
    expected = {"ticket": first.pk, "game": first.game_id, "ruleset": "ladder-29", "scenario": first.scenario}
    assert notices[-1].data == expected
    # The game started too, with ann seated.
    assert any(m.event == "game_started" and m.data["game"] == first.game_id for m in notices)


def test_round_paired(make_player: Callable[..., Player], open_stream: Callable[[Player], StreamReader]) -> None:
    boss, ann = make_player(), make_player()
    who = tournament_services.Organiser(player=boss, is_staff=True)
    tournament = tournament_services.tournament_create(
        by=who, name="Cup", ruleset="shrinks-and-ladders", format="swiss", rounds_planned=1
    )
    tournament_services.tournament_enter(tournament_id=tournament.pk, by=who, players=[ann])
    tournament_services.tournament_enter(tournament_id=tournament.pk, by=who, bot="random")
    stream = open_stream(ann)
    round_row = tournament_services.tournament_start(tournament_id=tournament.pk, by=who)
    table = round_row.tables.get()
    paired = stream.until(lambda m: m.event == "round_paired")[-1]
    assert paired.data == {"tournament": tournament.pk, "round": 1, "table": 0, "game": table.game_id}


@pytest.mark.parametrize(
    ("authorization", "code"),
    [(None, "not_authenticated"), ("Token nope", "authentication_failed"), ("Bearer x", "authentication_failed")],
)
def test_needs_a_player_token(authorization: str | None, code: str) -> None:
    headers = {} if authorization is None else {"Authorization": authorization}
    reader = StreamReader(PATH, **headers)
    assert reader.status == 401
    assert json.loads(reader.body)["code"] == code
