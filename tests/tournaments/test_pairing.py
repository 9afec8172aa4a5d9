"""Pairing properties, without a database: everyone seated or given a bye,
table sizes within bounds, no repeat pairing in Swiss while one is avoidable."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournaments.pairing import (
    PairingError,
    RoundPairing,
    bracket_order,
    elimination_first_round,
    elimination_next_round,
    pairing_penalty,
    pod_pairing,
    pod_round_robin_schedule,
    repeat_penalty,
    round_robin_schedule,
    swiss_pairing,
    table_sizes,
)
from tournaments.standings import meetings


def assert_everyone_once(pairing: RoundPairing, entrants: list[int]) -> None:
    everyone = pairing.seated() + pairing.byes
    assert sorted(everyone) == sorted(entrants)


def has_repeat_free_pairing(entrants: list[int], met: dict[frozenset[int], int]) -> bool:
    """Brute force (small fields only): is there a perfect matching with no repeat?"""
    if not entrants:
        return True
    first, rest = entrants[0], entrants[1:]
    for i, other in enumerate(rest):
        if not met.get(frozenset((first, other)), 0) and has_repeat_free_pairing(rest[:i] + rest[i + 1 :], met):
            return True
    return False


def least_penalty(entrants: list[int], met: dict[frozenset[int], int]) -> int:
    """Brute force (small fields only): the least repeat penalty of any perfect matching."""
    if not entrants:
        return 0
    first, rest = entrants[0], entrants[1:]
    return min(
        repeat_penalty(met.get(frozenset((first, other)), 0)) + least_penalty(rest[:i] + rest[i + 1 :], met)
        for i, other in enumerate(rest)
    )


def seats_everyone(count: int, size: int, min_size: int) -> bool:
    """Brute force: can tables of size-1..size+1 (within min_size..8) seat exactly ``count``?"""
    allowed = [s for s in (size - 1, size, size + 1) if min_size <= s <= 8]
    return any(
        sum(c) == count for k in range(1, count + 1) for c in itertools.combinations_with_replacement(allowed, k)
    )


@given(st.integers(min_value=2, max_value=40), st.integers(min_value=2, max_value=8))
def test_table_sizes_seat_everyone_in_sizes_one_apart_unless_a_bye_is_unavoidable(count: int, size: int) -> None:
    min_size = 3 if size >= 3 else 2
    try:
        sizes, byes = table_sizes(count, size, min_size=min_size, max_size=8)
    except PairingError:
        assert count < min_size
        return
    assert sum(sizes) + byes == count
    assert all(min_size <= s <= 8 for s in sizes)
    assert all(abs(s - size) <= 1 for s in sizes) or sizes == [count]
    assert max(sizes) - min(sizes) <= 1
    assert not any(seats_everyone(count - b, size, min_size) for b in range(byes))


def test_table_sizes_examples() -> None:
    assert table_sizes(10, 4, min_size=3, max_size=8) == ([4, 3, 3], 0)
    assert table_sizes(5, 4, min_size=3, max_size=8) == ([5], 0)
    assert table_sizes(7, 2, min_size=2, max_size=2) == ([2, 2, 2], 1)
    assert table_sizes(12, 4, min_size=3, max_size=8) == ([4, 4, 4], 0)


@given(st.integers(min_value=2, max_value=15))
def test_round_robin_every_pair_meets_exactly_once(count: int) -> None:
    entrants = list(range(100, 100 + count))
    rounds = round_robin_schedule(entrants)
    met = meetings(t for r in rounds for t in r.tables)
    assert all(met[frozenset(p)] == 1 for p in itertools.combinations(entrants, 2))
    for r in rounds:
        assert_everyone_once(r, entrants)
        assert len(r.byes) == count % 2


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=2, max_value=12), st.integers(min_value=0, max_value=10_000))
def test_swiss_seats_everyone_and_avoids_repeats_while_avoidable(count: int, seed: int) -> None:
    rng = random.Random(seed)
    entrants = list(range(count))
    tables: list[list[int]] = []
    had_bye: set[int] = set()
    for _ in range(min(count - 1, 6)):
        ranked = entrants[:]
        rng.shuffle(ranked)
        met = meetings(tables)
        pairing = swiss_pairing(ranked, met, had_bye)
        assert_everyone_once(pairing, entrants)
        assert all(len(t) == 2 for t in pairing.tables)
        assert len(pairing.byes) == count % 2
        # Avoidable: some permitted bye (a fresh one while any is left) leaves a repeat-free rest.
        fresh = [e for e in ranked if e not in had_bye] or ranked
        bye_options = [[b] for b in fresh] if count % 2 else [[]]
        if any(has_repeat_free_pairing([e for e in ranked if e not in bye], met) for bye in bye_options):
            assert pairing_penalty(pairing, met) == 0
        # A bye goes to someone without one while anyone is left without one.
        if pairing.byes and len(had_bye) < count:
            assert pairing.byes[0] not in had_bye
        had_bye.update(pairing.byes)
        tables.extend(pairing.tables)


def test_swiss_pairs_neighbours_in_the_standings_when_nobody_has_met() -> None:
    assert swiss_pairing([5, 3, 8, 1], {}).tables == [[5, 3], [8, 1]]


def test_swiss_gives_the_bye_to_the_lowest_ranked_without_one() -> None:
    assert swiss_pairing([1, 2, 3, 4, 5], {}, had_bye={5}).byes == [4]


def test_swiss_falls_back_to_least_repeats_when_every_pairing_repeats() -> None:
    met = {frozenset((1, 2)): 1, frozenset((3, 4)): 1, frozenset((1, 3)): 1, frozenset((2, 4)): 1}
    met |= {frozenset((1, 4)): 2, frozenset((2, 3)): 2}
    pairing = swiss_pairing([1, 2, 3, 4], met)
    assert pairing_penalty(pairing, met) == 2  # two first repeats, not a second repeat


@settings(max_examples=80, deadline=None)
@given(
    st.integers(min_value=1, max_value=4).map(lambda n: 2 * n),
    st.lists(st.integers(min_value=0, max_value=3), min_size=28, max_size=28),
)
def test_swiss_least_repeats_pairing_is_the_least_penalty(count: int, times: list[int]) -> None:
    entrants = list(range(count))
    # Every pair has met at least once, so every pairing repeats; the counts vary.
    met = {frozenset(p): 1 + t for p, t in zip(itertools.combinations(entrants, 2), times, strict=False)}
    pairing = swiss_pairing(entrants, met)
    assert_everyone_once(pairing, entrants)
    assert pairing_penalty(pairing, met) == least_penalty(entrants, met)


def test_swiss_least_repeats_beats_the_greedy_pairing() -> None:
    # Greedy in standing order pairs 1-2 (1 repeat) and then must pair 3-4 (third meeting, 6).
    met = {frozenset(p): 1 for p in itertools.combinations([1, 2, 3, 4], 2)}
    met[frozenset((3, 4))] = 3
    met[frozenset((1, 2))] = 1
    pairing = swiss_pairing([1, 2, 3, 4], met)
    assert pairing_penalty(pairing, met) == 2
    assert frozenset((3, 4)) not in {frozenset(t) for t in pairing.tables}


def test_repeat_penalty_grows_with_each_repeat() -> None:
    assert [repeat_penalty(n) for n in range(5)] == [0, 1, 3, 6, 10]


@settings(max_examples=60, deadline=None)
@given(
    st.integers(min_value=3, max_value=30),
    st.integers(min_value=3, max_value=8),
    st.integers(min_value=0, max_value=10_000),
)
def test_pods_seat_everyone_in_sizes_one_apart(count: int, size: int, seed: int) -> None:
    rng = random.Random(seed)
    entrants = list(range(count))
    tables: list[list[int]] = []
    for _ in range(4):
        ranked = entrants[:]
        rng.shuffle(ranked)
        pairing = pod_pairing(ranked, meetings(tables), size=size)
        assert_everyone_once(pairing, entrants)
        sizes = [len(t) for t in pairing.tables]
        assert all(3 <= s <= 8 and (abs(s - size) <= 1 or sizes == [count]) for s in sizes)
        # Byes only when unavoidable: no fewer byes would let the rest fill tables.
        assert not any(seats_everyone(count - b, size, 3) for b in range(len(pairing.byes)))
        tables.extend(pairing.tables)


def test_pods_group_by_standing_and_dodge_repeats() -> None:
    ranked = list(range(8))
    first = pod_pairing(ranked, {}, size=4)
    assert first.tables == [[0, 1, 2, 3], [4, 5, 6, 7]]
    second = pod_pairing(ranked, meetings(first.tables), size=4)
    # With the same standings the first table swaps in the best of the next group.
    assert pairing_penalty(second, meetings(first.tables)) < pairing_penalty(first, meetings(first.tables))


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=3, max_value=24), st.integers(min_value=3, max_value=8))
def test_pod_round_robin_every_pair_meets_and_everyone_is_seated_each_round(count: int, size: int) -> None:
    entrants = list(range(500, 500 + count))
    rounds = pod_round_robin_schedule(entrants, size=size)
    met = meetings(t for r in rounds for t in r.tables)
    assert all(met.get(frozenset(p), 0) >= 1 for p in itertools.combinations(entrants, 2))
    byes = [e for r in rounds for e in r.byes]
    for r in rounds:
        assert_everyone_once(r, entrants)
        sizes = [len(t) for t in r.tables]
        assert all(3 <= s <= 8 and (abs(s - size) <= 1 or sizes == [count]) for s in sizes)
        assert not any(seats_everyone(count - b, size, 3) for b in range(len(r.byes)))
    # Byes rotate: nobody has a second bye while someone has none.
    if byes:
        tally = [byes.count(e) for e in entrants]
        assert max(tally) - min(tally) <= 1
    # Every round but the last meets someone new (no wasted rounds).
    seen: list[list[int]] = []
    for r in rounds:
        before = len(meetings(seen))
        seen.extend(r.tables)
        assert len(meetings(seen)) > before


def test_pod_round_robin_of_eight_at_fours_takes_three_rounds() -> None:
    # Each entrant meets 3 a round and has 7 to meet: 3 rounds is the least possible.
    assert len(pod_round_robin_schedule(list(range(8)), size=4)) == 3
    assert len(pod_round_robin_schedule(list(range(16)), size=4)) == 5  # 15 to meet, 3 a round


def test_pod_round_robin_needs_a_full_table() -> None:
    with pytest.raises(PairingError):
        pod_round_robin_schedule([1, 2], size=3)


def test_bracket_order_keeps_top_seeds_apart() -> None:
    assert bracket_order(8) == [1, 8, 4, 5, 2, 7, 3, 6]


def test_elimination_byes_go_to_top_seeds() -> None:
    first = elimination_first_round([10, 20, 30, 40, 50, 60])
    assert sorted(first.byes) == [10, 20]
    assert sorted(map(sorted, first.tables)) == [[30, 60], [40, 50]]
    assert_everyone_once(first, [10, 20, 30, 40, 50, 60])


def test_elimination_next_round_pairs_neighbours_and_pods() -> None:
    assert elimination_next_round([1, 2, 3, 4]).tables == [[1, 2], [3, 4]]
    pods = elimination_next_round(list(range(7)), size=4, min_size=3, max_size=8)
    assert [len(t) for t in pods.tables] == [4, 3]
    assert not pods.byes


def test_a_pod_knockout_round_one_spreads_the_top_seeds_and_avoids_a_bye() -> None:
    """docs/tournaments.md: 7 entrants at tables of 3 play 3, 2, 2 (no bye), seeded
    in bracket order (what ``selectors.still_in`` gives round one), seeds 1-3 apart."""
    position = {seed: i for i, seed in enumerate(bracket_order(8))}
    seeded = sorted(range(1, 8), key=position.__getitem__)
    pods = elimination_next_round(seeded, size=3, min_size=2, max_size=3)
    assert pods.tables == [[1, 4, 5], [2, 7], [3, 6]]
    assert pods.byes == []
