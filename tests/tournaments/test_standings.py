"""Standings and tie-breaks, without a database."""

from __future__ import annotations

from tournaments.standings import Scoring, SeatResult, TableResult, compute_standings, meetings


def duel(winner: int, loser: int) -> TableResult:
    return TableResult((SeatResult(winner, 1), SeatResult(loser, 2)))


def test_points_by_placement_frag_trophy_and_bye() -> None:
    scoring = Scoring(placement_points=(5, 3, 1), frag_points=0.5, trophy_points=2, bye_points=4)
    table = TableResult((SeatResult(1, 1, frags=2), SeatResult(2, 2, trophies=1), SeatResult(3, 3)))
    rows = {r.entrant: r for r in compute_standings([1, 2, 3, 4], [table], [4], scoring)}
    assert rows[1].points == 5 + 1.0
    assert rows[2].points == 3 + 2
    assert rows[3].points == 1
    assert (rows[4].points, rows[4].byes, rows[4].played) == (4, 1, 0)
    assert (rows[1].wins, rows[1].beaten, rows[3].beaten) == (1, 2, 0)


def test_places_beyond_the_scoring_list_score_nothing() -> None:
    assert Scoring(placement_points=(3,)).placement(2) == 0.0


def test_buchholz_breaks_a_tie_on_points() -> None:
    # 1 and 3 both win once; 1 beat 2 (who then beat 4), 3 beat 4 (who lost again).
    tables = [duel(1, 2), duel(3, 4), duel(2, 4)]
    rows = compute_standings([4, 3, 2, 1], tables, [], Scoring(placement_points=(3, 0)))
    order = [r.entrant for r in rows]
    assert order.index(1) < order.index(3)
    by_id = {r.entrant: r for r in rows}
    assert by_id[1].buchholz == by_id[2].points == 3
    assert by_id[3].buchholz == 0


def test_opponents_beaten_then_wins_then_frags_break_ties() -> None:
    scoring = Scoring(placement_points=(2, 2, 0))  # 1st and 2nd score alike
    table = TableResult((SeatResult(1, 2), SeatResult(2, 1), SeatResult(3, 3)))
    rows = compute_standings([1, 2, 3], [table], [], scoring)
    assert [r.entrant for r in rows] == [2, 1, 3]  # 2 beat two opponents, 1 beat one
    frags_only = [TableResult((SeatResult(1, 1, frags=1), SeatResult(2, 1, frags=3)))]
    assert [r.entrant for r in compute_standings([1, 2], frags_only, [], scoring)] == [2, 1]


def test_wins_break_a_tie_on_points_buchholz_and_opponents_beaten() -> None:
    # Every place scores 1; 1 and 2 share a first place, 3 and 4 share a second.
    tables = [
        TableResult((SeatResult(1, 1), SeatResult(2, 1))),
        TableResult((SeatResult(3, 2), SeatResult(4, 2))),
    ]
    rows = compute_standings([3, 4, 1, 2], tables, [], Scoring(placement_points=(1, 1)))
    assert {(r.points, r.buchholz, r.beaten) for r in rows} == {(1, 1, 0)}
    assert [r.entrant for r in rows] == [1, 2, 3, 4]
    assert [r.rank for r in rows] == [1, 1, 3, 3]


def test_trophies_break_a_tie_on_frags() -> None:
    table = TableResult((SeatResult(1, 1, frags=2, trophies=0), SeatResult(2, 1, frags=2, trophies=1)))
    rows = compute_standings([1, 2], [table], [], Scoring(placement_points=(2, 2)))
    assert [r.entrant for r in rows] == [2, 1]
    assert [r.rank for r in rows] == [1, 2]


def test_seed_is_the_last_tie_break_and_level_entrants_share_a_rank() -> None:
    tables = [TableResult((SeatResult(7, 1), SeatResult(8, 1)))]
    rows = compute_standings([8, 7], tables, [], Scoring())
    assert [r.entrant for r in rows] == [8, 7]
    assert [r.rank for r in rows] == [1, 1]


def test_meetings_counts_every_pair_at_a_table() -> None:
    met = meetings([[1, 2, 3], [1, 2]])
    assert met == {frozenset((1, 2)): 2, frozenset((1, 3)): 1, frozenset((2, 3)): 1}
