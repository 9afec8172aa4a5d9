"""The matcher's pure arithmetic (matchmaking/matching.py), no database."""

from __future__ import annotations

import pytest

from matchmaking.matching import OpenTicket, balanced_teams, plan_pool, window


def t(i: int, rating: float = 0.0, lo: int = 2, hi: int = 2, created: float = 0.0, **kw: object) -> OpenTicket:
    return OpenTicket(
        id=i, player_id=kw.pop("player", i), rating=rating, min_seats=lo, max_seats=hi, created=created, **kw
    )  # type: ignore[arg-type]


def test_two_close_tickets_make_a_game() -> None:
    plans = plan_pool([t(1, 0.0), t(2, 1.0)], now=0.0)
    assert [[x.id for x in p.tickets] for p in plans] == [[1, 2]]
    assert plans[0].seats == 2
    assert plans[0].bots == 0


def test_ratings_far_apart_wait_until_the_window_widens() -> None:
    far = [t(1, 0.0, created=0.0), t(2, 10.0, created=0.0)]
    assert plan_pool(far, now=0.0) == []
    # window(t) = 2 + 0.25 t reaches 10 at t = 32 s.
    assert window(32.0) == pytest.approx(10.0)
    assert plan_pool(far, now=31.0) == []
    assert len(plan_pool(far, now=32.0)) == 1


def test_the_longer_waiter_window_decides() -> None:
    """An old ticket's wide window takes a fresh ticket whose own window is narrow."""
    old, new = t(1, 0.0, created=-100.0), t(2, 20.0, created=0.0)
    assert [[x.id for x in p.tickets] for p in plan_pool([new, old], now=0.0)] == [[1, 2]]


def test_closest_rating_is_taken_first() -> None:
    plans = plan_pool([t(1, 0.0, created=-1), t(2, 1.5), t(3, 0.5)], now=0.0)
    assert [x.id for x in plans[0].tickets] == [1, 3]


def test_seat_ranges_intersect() -> None:
    """A 3-4 table and a 2-2 ticket never share a game; three 3-4 tickets make a 3-seat game."""
    tickets = [t(1, lo=3, hi=4, created=-3), t(2, lo=2, hi=2, created=-2), t(3, lo=3, hi=4), t(4, lo=2, hi=4)]
    plans = plan_pool(tickets, now=0.0)
    assert len(plans) == 1
    assert sorted(x.id for x in plans[0].tickets) == [1, 3, 4]
    assert plans[0].seats == 3


def test_group_takes_up_to_the_smallest_maximum() -> None:
    tickets = [t(i, lo=2, hi=4) for i in range(1, 7)]
    plans = plan_pool(tickets, now=0.0)
    assert [len(p.tickets) for p in plans] == [4, 2]


def test_never_two_tickets_of_one_player() -> None:
    plans = plan_pool([t(1, player=7), t(2, player=7)], now=0.0)
    assert plans == []


def test_bots_fill_a_lone_ticket_after_its_wait() -> None:
    lone = t(1, lo=2, hi=4, created=0.0, bots_after=30.0, bot="easy")
    assert plan_pool([lone], now=29.0) == []
    [plan] = plan_pool([lone], now=30.0)
    assert (plan.seats, plan.bots, plan.bot) == (2, 1, "easy")


def test_bots_join_only_tickets_that_accept_bots() -> None:
    anchor = t(1, lo=3, hi=3, created=-60.0, bots_after=10.0)
    humans_only = t(2, lo=3, hi=3)
    [plan] = plan_pool([anchor, humans_only], now=0.0)
    assert [x.id for x in plan.tickets] == [1]
    assert plan.bots == 2


def test_team_scenario_needs_an_even_table_and_splits_by_rating() -> None:
    tickets = [
        t(1, 10.0, lo=2, hi=4, created=-300),
        t(2, 0.0, lo=2, hi=4),
        t(3, 9.0, lo=2, hi=4),
        t(4, 1.0, lo=2, hi=4),
    ]
    [plan] = plan_pool(tickets, now=0.0, teams=True)
    assert plan.seats == 4
    ratings = {x.id: x.rating for x in plan.tickets}
    assert plan.teams is not None
    sums = [sum(ratings[x.id] for x, team in zip(plan.tickets, plan.teams, strict=True) if team == k) for k in (0, 1)]
    assert sums == [10.0, 10.0]


def test_team_scenario_drops_the_odd_ticket() -> None:
    tickets = [t(1, 0.0, lo=2, hi=4, created=-1), t(2, 0.5, lo=2, hi=4), t(3, 1.5, lo=2, hi=3)]
    [plan] = plan_pool(tickets, now=0.0, teams=True)
    assert len(plan.tickets) % 2 == 0


def test_balanced_teams() -> None:
    assert balanced_teams([10, 9, 1, 0]) == [0, 1, 1, 0]
    assert balanced_teams([5, 5]) == [0, 1]
    with pytest.raises(ValueError, match="even number"):
        balanced_teams([1, 2, 3])


def one_against_the_rest(seats: int) -> tuple[int, int] | None:
    """The Dirty Half Dozen's shape: the squad (team 0) against one sniper (team 1), 3+ seats."""
    return (seats - 1, 1) if seats >= 3 else None


def test_one_against_the_rest_takes_an_odd_table_and_one_lone_seat() -> None:
    tickets = [t(1, 5.0, lo=3, hi=8, created=-300), t(2, 0.0, lo=3, hi=8), t(3, 9.0, lo=3, hi=8)]
    [plan] = plan_pool(tickets, now=0.0, team_sizes=one_against_the_rest)
    assert plan.seats == 3
    assert plan.bots == 0
    assert plan.teams is not None
    assert sorted(plan.teams) == [0, 0, 1]
    # The lone seat is the one rated closest to the others' mean: 5.0 against (0 + 9) / 2.
    lone = next(x for x, team in zip(plan.tickets, plan.teams, strict=True) if team == 1)
    assert lone.id == 1


def test_one_against_the_rest_fills_with_bots_to_its_smallest_table() -> None:
    [plan] = plan_pool([t(1, 0.0, lo=3, hi=8, bots_after=0.0)], now=0.0, team_sizes=one_against_the_rest)
    assert (plan.seats, plan.bots) == (3, 2)
    assert plan.teams is not None
    assert sorted(plan.teams) == [0, 0, 1]


def test_two_tickets_do_not_make_a_one_against_the_rest_game_alone() -> None:
    tickets = [t(1, 0.0, lo=2, hi=8, created=-1), t(2, 0.5, lo=2, hi=8)]
    assert plan_pool(tickets, now=0.0, team_sizes=one_against_the_rest) == []


def test_balanced_teams_of_given_sizes() -> None:
    # Equal sizes given explicitly: the same split as the default.
    assert balanced_teams([10, 9, 1, 0], (2, 2)) == balanced_teams([10, 9, 1, 0])
    # One against three: the seat nearest the other three's mean (10, 0, 2 -> 4) is alone.
    assert balanced_teams([10, 0, 4, 2], (3, 1)) == [0, 0, 1, 0]
    assert balanced_teams([10, 0, 4, 2], (1, 3)) == [1, 1, 0, 1]
    with pytest.raises(ValueError, match="do not seat"):
        balanced_teams([1, 2, 3], (1, 1))
