"""Group stages' pure functions (tournaments.stages), without a database."""

from __future__ import annotations

import random

from tournaments import pairing, stages
from tournaments.standings import Scoring, SeatResult, TableResult


def _table(*placed: tuple[int, int]) -> TableResult:
    return TableResult(tuple(SeatResult(entrant, placement) for entrant, placement in placed))


def test_snake_seeding_deals_the_best_apart() -> None:
    assert stages.snake_groups(list(range(1, 13)), 4) == [[1, 8, 9], [2, 7, 10], [3, 6, 11], [4, 5, 12]]
    assert stages.snake_groups([1, 2, 3, 4, 5], 2) == [[1, 4, 5], [2, 3]]
    assert [stages.group_name(i) for i in (0, 1, 25, 26)] == ["A", "B", "Z", "AA"]


def test_tie_breaks_apply_in_order_and_say_which_decided() -> None:
    scoring = Scoring(placement_points=(3.0, 0.0), bye_points=3.0)
    # 1 beats 2, 2 beats 3, 3 beats 1 (all on 3 points), 4 loses to everyone... but 1 beat 4 too.
    tables = [_table((1, 1), (2, 2)), _table((2, 1), (3, 2)), _table((3, 1), (1, 2)), _table((1, 1), (4, 2))]
    rows = stages.group_standings([1, 2, 3, 4], tables, [], scoring, lot_seed=7)
    assert next(r.entrant for r in rows) == 1  # 6 points
    assert rows[0].points == 6.0
    # 2 and 3 are level on points (3): head to head, 1 each among the tied... 2 beat 3.
    assert [r.entrant for r in rows[1:3]] == [2, 3]
    assert rows[1].decided_by == "points"
    assert rows[2].decided_by == "head_to_head"
    assert rows[3].decided_by == "points"
    assert [r.rank for r in rows] == [1, 2, 3, 4]


def test_buchholz_then_the_lot() -> None:
    scoring = Scoring(placement_points=(3.0, 0.0))
    # 1 and 2 each beat one opponent; 1's (3) went on to score, 2's (4) did not.
    tables = [_table((1, 1), (3, 2)), _table((2, 1), (4, 2)), _table((3, 1), (5, 2))]
    rows = {r.entrant: r for r in stages.group_standings([1, 2, 3, 4, 5], tables, [], scoring, lot_seed=1)}
    assert rows[1].rank < rows[2].rank
    assert rows[2].decided_by == "buchholz"
    # Nobody played: the lot (drawn from the event's seed) alone orders them, and says so.
    for seed in (1, 2, 3):
        level = stages.group_standings([1, 2, 3], [], [], scoring, lot_seed=seed)
        assert [r.decided_by for r in level] == ["", "lot", "lot"]
        assert [r.lot for r in level] == sorted((stages.lot(seed, e) for e in (1, 2, 3)), reverse=True)
    assert stages.lot(5, 9) == stages.lot(5, 9)


def test_playoff_seeds_keep_group_mates_apart() -> None:
    groups = [[1, 2, 3], [4, 5, 6]]
    seeds = stages.playoff_seeds(groups, 2)
    assert seeds[:2] == [1, 4]  # group winners first
    first = pairing.elimination_first_round(seeds).tables
    assert all({a, b} not in ({1, 2}, {4, 5}) for a, b in first)
    # Four groups, top 2: group mates only meet in the final (opposite halves).
    groups = [[10 * g + p for p in range(3)] for g in range(4)]
    seeds = stages.playoff_seeds(groups, 2)
    order = pairing.bracket_order(8)
    half = {seeds[s - 1]: i // 4 for i, s in enumerate(order)}
    for group in groups:
        assert half[group[0]] != half[group[1]]
    # A group short of entrants sends those it has.
    assert sorted(stages.playoff_seeds([[1, 2], [3]], 2)) == [1, 2, 3]


def test_nobody_meets_the_same_opponent_twice_in_a_round_robin_group() -> None:
    rng = random.Random(4)
    entrants = list(range(1, 33))
    rng.shuffle(entrants)
    for group in stages.snake_groups(entrants, 8):
        seen: set[frozenset[int]] = set()
        for round_pairing in pairing.round_robin_schedule(group):
            for table in round_pairing.tables:
                assert frozenset(table) not in seen
                seen.add(frozenset(table))
        assert len(seen) == len(group) * (len(group) - 1) // 2
