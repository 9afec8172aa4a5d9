"""Pure tests, no database: a single elimination's placements
(tournaments.brackets.single_elimination_state), and double eliminations and group
stages converted to the drawing (tournaments.bracket_pictures) and drawn whole."""

from __future__ import annotations

import random
import re

from tournaments import bracket_pictures, brackets, pictures, simulation
from tournaments.stages import group_standings
from tournaments.standings import Scoring, SeatResult, TableResult

Round = brackets.EliminationRound
Table = brackets.EliminationTable


def _won(a: int, b: int) -> Table:
    return Table((a, b), [(a, 1), (b, 2)])


def _eight_played() -> list[Round]:
    """Seeds 1..8 (ids 1..8), the better seed wins every table but 4 beats 1 in the semi-final."""
    return [
        Round(1, (_won(1, 8), _won(4, 5), _won(2, 7), _won(3, 6))),
        Round(2, (_won(4, 1), _won(2, 3))),
        Round(3, (_won(2, 4),)),
    ]


def _labels(placements: list[brackets.Placement]) -> dict[int, str]:
    return {p.entrant: p.label for p in placements}


def test_single_elimination_places_by_the_round_that_knocked_out() -> None:
    seeded = list(range(1, 9))
    state = brackets.single_elimination_state(seeded, _eight_played())
    assert state.champion == 2
    placements = state.placements(seeded)
    assert [p.entrant for p in placements[:2]] == [2, 4]
    assert _labels(placements) == {
        2: "1st",
        4: "2nd",
        1: "3rd-4th",
        3: "3rd-4th",
        5: "5th-8th",
        6: "5th-8th",
        7: "5th-8th",
        8: "5th-8th",
    }
    out_in = {p.entrant: p.out_in for p in placements}
    assert out_in[2] is None
    assert out_in[4] == "R3-1"
    assert out_in[3] == "R2-2"
    assert out_in[8] == "R1-1"
    assert all(p.losses == (0 if p.entrant == 2 else 1) for p in placements)


def test_mid_event_those_still_in_share_the_top() -> None:
    seeded = list(range(1, 9))
    rounds = [*_eight_played()[:1], Round(2, (_won(4, 1), Table((2, 3))))]  # one semi-final still playing
    state = brackets.single_elimination_state(seeded, rounds)
    assert state.champion is None
    labels = _labels(state.placements(seeded))
    assert labels[4] == labels[2] == labels[3] == "1st-3rd"
    assert labels[1] == "4th"


def test_pods_place_by_round_then_by_the_place_at_the_table() -> None:
    seeded = list(range(1, 9))
    rounds = [
        Round(
            1,
            (
                Table((1, 4, 5, 8), [(5, 1), (1, 2), (8, 3), (4, 4)]),
                Table((2, 3, 6, 7), [(2, 1), (7, 2), (3, 3), (6, 4)]),
            ),
        ),
        Round(2, (Table((5, 2), [(2, 1), (5, 2)]),)),
    ]
    placements = brackets.single_elimination_state(seeded, rounds).placements(seeded)
    assert _labels(placements) == {
        2: "1st",
        5: "2nd",
        1: "3rd-4th",
        7: "3rd-4th",
        8: "5th-6th",
        3: "5th-6th",
        4: "7th-8th",
        6: "7th-8th",
    }


def test_a_withdrawn_entrant_is_placed_and_says_so() -> None:
    """Seed 3 wins round 1 and withdraws: round 2 pairs 1 v 4 and gives 2 a bye (as the service does)."""
    seeded = [1, 2, 3, 4, 5, 6, 7, 8]
    rounds = [
        Round(1, (_won(1, 8), _won(4, 5), _won(2, 7), _won(3, 6))),
        Round(2, (_won(1, 4),), byes=(2,)),
        Round(3, (_won(2, 1),)),
    ]
    state = brackets.single_elimination_state(seeded, rounds, withdrawn={3})
    assert state.champion == 2
    placements = {p.entrant: p for p in state.placements(seeded, withdrawn={3})}
    assert placements[3].withdrawn
    assert placements[3].out_in == "withdrawn after round 1"
    # Out at round 2 without playing it: below round 2's loser, above round 1's.
    assert (placements[4].label, placements[3].label, placements[8].label) == ("3rd", "4th", "5th-8th")
    assert not any(p.withdrawn for e, p in placements.items() if e != 3)
    # A closed event with two left: no champion, they share the top.
    closed = brackets.single_elimination_state(seeded, rounds[:2], withdrawn={3}, finished=True)
    assert closed.champion is None
    assert _labels(closed.placements(seeded, withdrawn={3}))[2] == "1st-2nd"


def _names(count: int) -> dict[int, str]:
    return {e: f"player {e}" for e in range(1, count + 1)}


def _play_double(seeded: list[int], winner_of: dict[str, int]) -> tuple[brackets.EliminationState, dict]:
    """Play a 2-a-table double elimination: the better seed wins unless ``winner_of`` names the match's winner."""
    bracket = brackets.double_elimination_bracket(len(seeded))
    results: dict[str, list[tuple[int, int]]] = {}
    while True:
        state = brackets.double_elimination_state(bracket, seeded, results)
        if not state.ready:
            return state, results
        for match in state.ready:
            a, b = (e for e in match.entrants if e is not None)
            win = winner_of.get(match.id, min(a, b))
            results[match.id] = [(win, 1), (b if win == a else a, 2)]


def test_a_double_elimination_is_drawn_as_three_brackets_with_the_reset() -> None:
    seeded = [1, 2, 3, 4]
    state, results = _play_double(seeded, {"GF": 2, "GF-reset": 2})  # 2 drops, comes back, wins twice
    assert state.champion == 2
    drawn = bracket_pictures.double_elimination_brackets("Cup", state, _names(4), results, {"GF": 77})
    assert [b.title for b in drawn] == ["Cup: winners' bracket", "Cup: losers' bracket", "Cup: grand final"]
    winners, losers, final = drawn
    assert winners.round_names == ("Winners' round 1", "Winners' final")
    assert [len(r) for r in winners.rounds] == [2, 1]
    assert losers.round_names == ("Losers' round 1", "Losers' final")
    assert final.round_names == ("Grand final", "Reset")
    assert final.champion == "player 2"
    grand_final = final.rounds[0][0]
    assert [(s.name, s.score, s.winner) for s in grand_final.slots] == [
        ("player 1", "2nd", False),
        ("player 2", "1st", True),
    ]
    assert grand_final.label == "GF · game 77"
    svg = pictures.event_svg("Cup: double elimination", drawn)
    for name in _names(4).values():
        assert name in svg
    assert "Losers&#x27; final" in svg
    assert "Reset" in svg
    assert "Champion" in svg


def test_no_reset_drawn_when_the_winners_champion_takes_the_grand_final() -> None:
    state, results = _play_double([1, 2, 3, 4, 5, 6], {})
    assert state.champion == 1
    drawn = bracket_pictures.double_elimination_brackets("Cup", state, _names(6), results)
    assert drawn[-1].round_names == ("Grand final",)
    # Six entrants: seeds 1 and 2 have byes in round 1, drawn as byes (no opponent).
    first = drawn[0].rounds[0]
    assert sum(m.bye for m in first) == 2
    assert all(len(m.slots) == 1 and m.slots[0].winner for m in first if m.bye)


def test_an_unplayed_double_elimination_draws_its_matches_to_be_decided() -> None:
    seeded = [1, 2, 3, 4]
    state = brackets.double_elimination_state(brackets.double_elimination_bracket(4), seeded, {})
    winners, losers, final = bracket_pictures.double_elimination_brackets("Cup", state, _names(4))
    assert [s.name for s in winners.rounds[0][0].slots] == ["player 1", "player 4"]
    assert all(s.name is None for s in losers.rounds[0][0].slots)
    assert final.round_names == ("Grand final",)  # the reset only once it is to be played
    assert final.champion is None
    assert "to be decided" in pictures.event_svg("Cup", [winners, losers, final])


def test_group_tables_follow_the_tie_break_order_and_shade_who_goes_through() -> None:
    scoring = Scoring(placement_points=(3.0, 1.0), frag_points=0, trophy_points=0, bye_points=3.0)
    # 1 beats 2 and 3; 2 and 3 each beat the other once (level on points, then head to head, ...).
    tables = [
        TableResult((SeatResult(1, 1, 0, 0), SeatResult(2, 2, 0, 0))),
        TableResult((SeatResult(1, 1, 0, 0), SeatResult(3, 2, 0, 0))),
        TableResult((SeatResult(3, 1, 2, 0), SeatResult(2, 2, 0, 0))),
    ]
    rows = group_standings([1, 2, 3], tables, [], scoring, lot_seed=7)
    (table,) = bracket_pictures.group_tables([rows], _names(3), through={1, 3})
    assert table.title == "Group A"
    assert [r[1] for r in table.rows] == ["player 1", "player 3", "player 2"]
    assert [r[-1] for r in table.rows] == ["-", "points", "points"]
    assert table.through == (True, True, False)
    # Before the playoff is drawn, the top ``advance`` are shaded.
    (early,) = bracket_pictures.group_tables([rows], _names(3), advance=1)
    assert early.through == (True, False, False)


def test_a_long_name_is_never_cut_the_slot_widens() -> None:
    name = "Q" * 92  # 80 characters and " (withdrawn)", no space to break at
    bracket = pictures.Bracket("Cup", ((pictures.Match((pictures.Slot(name, score="1st"), pictures.Slot("Zed"))),),))
    assert pictures.slot_width(bracket) > pictures.SLOT_WIDTH
    svg = pictures.bracket_svg(bracket)
    assert name in svg
    assert "…" not in svg
    size, line = re.search(r'font-size="([\d.]+)"[^>]*><title>Q+</title><tspan[^>]*>(Q+)</tspan></text>', svg).groups()  # type: ignore[union-attr]
    assert line == name
    assert float(size) >= pictures.MIN_SIZE
    assert float(size) * pictures.GLYPH * len(line) <= pictures.slot_width(bracket) - 12 - pictures.SCORE_WIDTH + 0.5


def test_an_event_picture_stacks_its_parts_without_overlap() -> None:
    table = pictures.GroupTable("Group A", ("#", "entrant"), (("1", "a very long entrant name indeed"),), (True,))
    bracket = pictures.Bracket("Cup: playoff", ((pictures.Match((pictures.Slot("x"), pictures.Slot("y"))),),))
    svg = pictures.event_svg("Cup", [table, bracket])
    height = float(re.search(r'height="(\d+)"', svg).group(1))  # type: ignore[union-attr]
    ys = [float(y) for y in re.findall(r'<text[^>]* y="([\d.]+)"', svg)]
    assert max(ys) < height
    # The bracket's title is below the table's last row.
    table_bottom = max(float(y) for y in re.findall(r'<rect x="[\d.]+" y="([\d.]+)" width="\d+" height="20"', svg))
    title_y = float(re.search(r'y="([\d.]+)"[^>]*>Cup: playoff<', svg).group(1))  # type: ignore[union-attr]
    assert title_y > table_bottom + 20


def test_pods_draw_each_round_of_each_bracket() -> None:
    state, _ = simulation.pod_double_elimination(9, random.Random(3), size=3)
    drawn = bracket_pictures.double_elimination_brackets("Pods", state, _names(9))
    winners, losers, final = drawn
    assert all(name.startswith("Round ") for name in (*winners.round_names, *losers.round_names))
    assert max(len(m.slots) for r in winners.rounds for m in r) == 3
    assert final.champion == f"player {state.champion}"
    svg = pictures.event_svg("Pods", drawn)
    for name in _names(9).values():
        assert name in svg


def test_a_long_title_widens_a_small_bracket() -> None:
    title = "The Grand Duchess Wilhelmina Memorial Open of the Candy Mountains: grand final"
    bracket = pictures.Bracket(title, ((pictures.Match((pictures.Slot("a"), pictures.Slot("b"))),),))
    svg = pictures.bracket_svg(bracket)
    width = float(re.search(r'width="(\d+)"', svg).group(1))  # type: ignore[union-attr]
    size = float(re.search(r'font-size="([\d.]+)"[^>]*>The Grand', svg).group(1))  # type: ignore[union-attr]
    assert size >= pictures.FONT
    assert pictures.MARGIN + size * pictures.GLYPH * len(title) <= width - pictures.MARGIN + 0.5
