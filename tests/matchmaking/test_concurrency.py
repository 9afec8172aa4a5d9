"""Matchers on several workers at once never put one ticket in two games
(PostgreSQL row locks, SELECT ... FOR UPDATE SKIP LOCKED)."""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest
from django.db import connection
from rest_framework.test import APIClient

from games.models import Seat
from matchmaking import services
from matchmaking.models import Match, Ticket, TicketStatus
from players.models import Player

pytestmark = [pytest.mark.postgres, pytest.mark.django_db(transaction=True)]


@pytest.fixture(autouse=True)
def _passes_only(settings: Any) -> None:
    """Tickets wait for the passes under test (no matching on create)."""
    settings.MATCHMAKING = {"MATCH_ON_CREATE": False}


def run_at_once(jobs: list[Callable[[], Any]]) -> list[Any]:
    barrier = threading.Barrier(len(jobs))
    results: list[Any] = [None] * len(jobs)

    def run(i: int) -> None:
        barrier.wait()
        try:
            results[i] = jobs[i]()
        except Exception as exc:
            results[i] = exc
        finally:
            connection.close()

    threads = [threading.Thread(target=run, args=(i,)) for i in range(len(jobs))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return results


def test_concurrent_passes_seat_every_ticket_once(make_player: Callable[..., Player]) -> None:
    players = [make_player() for _ in range(60)]
    rulesets = ["ladder-29", "shrinks-and-ladders", "shootin-ladders"]
    for i, player in enumerate(players):
        services.ticket_create(player=player, ruleset_id=rulesets[i % 3], min_seats=2, max_seats=2)
    results = run_at_once([services.matchmaking_pass for _ in range(4)])
    assert not [r for r in results if isinstance(r, Exception)], results
    assert sum(r.matched for r in results) == 60
    assert Ticket.objects.filter(status=TicketStatus.MATCHED).count() == 60
    assert Match.objects.count() == 30
    # Each player sits in exactly one game, the game its ticket names.
    seats = Counter(Seat.objects.filter(player__isnull=False).values_list("player_id", flat=True))
    assert set(seats.values()) == {1}
    for ticket in Ticket.objects.all():
        assert Seat.objects.filter(game_id=ticket.game_id, player_id=ticket.player_id).count() == 1


def test_cancel_racing_a_pass_either_cancels_or_is_matched(make_player: Callable[..., Player]) -> None:
    for _ in range(5):
        ann, bob = make_player(), make_player()
        mine = services.ticket_create(player=ann, ruleset_id="ladder-29", max_seats=2)
        services.ticket_create(player=bob, ruleset_id="ladder-29", max_seats=2)
        cancel, _ = run_at_once(
            [lambda t=mine, p=ann: services.ticket_cancel(ticket_id=t.pk, player=p), services.matchmaking_pass]
        )
        mine.refresh_from_db()
        if isinstance(cancel, services.TicketClosedError):
            assert mine.status == TicketStatus.MATCHED
            assert Seat.objects.filter(game_id=mine.game_id, player=ann).exists()
        else:
            assert not isinstance(cancel, Exception), cancel
            assert mine.status == TicketStatus.CANCELLED
            assert mine.game_id is None
            assert not Seat.objects.filter(player=ann).exists()
        Ticket.objects.filter(status=TicketStatus.SEARCHING).update(status=TicketStatus.CANCELLED)


def test_two_tickets_posted_at_once_one_is_409(
    make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    player = make_player()

    def post() -> int:
        response = client_for(player).post("/api/v1/matchmaking/tickets/", {"ruleset": "ladder-29"}, format="json")
        return response.status_code

    assert sorted(run_at_once([post, post])) == [201, 409]
    assert Ticket.objects.filter(player=player).count() == 1
