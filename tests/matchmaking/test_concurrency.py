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


def _open_pools(make_player: Callable[..., Player], per_pool: int) -> list[str]:
    rulesets = ["ladder-29", "shrinks-and-ladders", "shootin-ladders"]
    for ruleset in rulesets:
        for _ in range(per_pool):
            services.ticket_create(player=make_player(), ruleset_id=ruleset, min_seats=2, max_seats=2)
    return sorted(set(Ticket.objects.values_list("pool", flat=True)))


def _backends() -> int:
    with connection.cursor() as cursor:
        cursor.execute("SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()")
        count: int = cursor.fetchone()[0]
    return count


def test_a_pass_matches_pools_on_two_connections_at_once(
    make_player: Callable[..., Player], settings: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings.MATCHMAKING = {"MATCH_ON_CREATE": False, "PASS_WORKERS": 2}
    pools = _open_pools(make_player, 8)
    # Each of the two threads waits for the other inside its first pool: the pools
    # really are matched at once, on two connections (the helper's own).
    both = threading.Barrier(2, timeout=20)
    seen: dict[str, str] = {}
    inner = services.pool_match

    def together(**kwargs: Any) -> services.PassResult:
        name = threading.current_thread().name
        if name not in seen.values():
            both.wait()
        seen[kwargs["pool"]] = name
        return inner(**kwargs)

    monkeypatch.setattr(services, "pool_match", together)
    before = _backends()
    result = services.matchmaking_pass()
    assert len(set(seen.values())) == 2
    assert (result.pools, result.seen, result.matched, result.expired) == (3, 24, 24, 0)
    assert Ticket.objects.filter(status=TicketStatus.MATCHED).count() == 24
    # The games in pool order, each pool's in its own order, as one pool after another gives them.
    by_pool = [sorted(set(Ticket.objects.filter(pool=pool).values_list("game_id", flat=True))) for pool in pools]
    assert result.games == [game for games in by_pool for game in games]
    assert _backends() == before  # the helper's connection is closed with the pass


def test_a_pool_failing_on_the_helper_fails_the_pass(
    make_player: Callable[..., Player], settings: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings.MATCHMAKING = {"MATCH_ON_CREATE": False, "PASS_WORKERS": 2}
    pools = _open_pools(make_player, 2)
    inner = services.pool_match
    helper_took_one = threading.Event()

    def failing(**kwargs: Any) -> services.PassResult:
        if threading.current_thread() is not threading.main_thread():
            helper_took_one.set()
            raise RuntimeError("helper failed")
        assert helper_took_one.wait(timeout=20)  # the helper takes a pool before this thread takes them all
        return inner(**kwargs)

    monkeypatch.setattr(services, "pool_match", failing)
    with pytest.raises(RuntimeError, match="helper failed"):
        services.matchmaking_pass(pools=pools)
