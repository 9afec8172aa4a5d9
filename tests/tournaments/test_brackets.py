"""Double elimination's pure functions (tournaments.brackets), without a database."""

from __future__ import annotations

import random

import pytest

from tournaments import brackets, simulation
from tournaments.pairing import PairingError


def _ids(matches: list[brackets.Match], bracket: str) -> list[str]:
    return [m.id for m in matches if m.bracket == bracket]


def test_eight_entrants_make_the_standard_bracket() -> None:
    matches = brackets.double_elimination_bracket(8)
    assert _ids(matches, "winners") == ["W1-1", "W1-2", "W1-3", "W1-4", "W2-1", "W2-2", "W3-1"]
    assert _ids(matches, "losers") == ["L1-1", "L1-2", "L2-1", "L2-2", "L3-1", "L4-1"]
    assert _ids(matches, "final") == ["GF", "GF-reset"]
    by_id = {m.id: [s.label() for s in m.sources] for m in matches}
    # Seeded as single elimination: 1 v 8, 4 v 5, 2 v 7, 3 v 6.
    assert [by_id[f"W1-{i}"] for i in range(1, 5)] == [
        ["seed 1", "seed 8"],
        ["seed 4", "seed 5"],
        ["seed 2", "seed 7"],
        ["seed 3", "seed 6"],
    ]
    assert by_id["L1-1"] == ["loser of W1-1", "loser of W1-2"]
    # Winners' round 2's losers drop in reverse order, round 3's (one) as it is.
    assert by_id["L2-1"] == ["winner of L1-1", "loser of W2-2"]
    assert by_id["L2-2"] == ["winner of L1-2", "loser of W2-1"]
    assert by_id["L4-1"] == ["winner of L3-1", "loser of W3-1"]
    assert by_id["GF"] == ["winner of W3-1", "winner of L4-1"]
    assert by_id["GF-reset"] == ["winner of GF", "loser of GF"]
    assert len(brackets.double_elimination_bracket(8, reset=False)) == 14


def test_drops_alternate_reversed_and_halves_swapped() -> None:
    matches = {m.id: m for m in brackets.double_elimination_bracket(16)}
    # Winners' round 3 (2 losers, the second drop): halves swapped.
    assert [matches[f"L4-{i}"].sources[1].label() for i in (1, 2)] == ["loser of W3-2", "loser of W3-1"]
    # Winners' round 2 (4 losers, the first drop): reversed.
    assert [matches[f"L2-{i}"].sources[1].label() for i in (1, 2, 3, 4)] == [
        "loser of W2-4",
        "loser of W2-3",
        "loser of W2-2",
        "loser of W2-1",
    ]


def test_byes_go_to_the_top_seeds_and_cost_no_loss() -> None:
    seeded = [11, 12, 13, 14, 15]
    bracket = brackets.double_elimination_bracket(5)
    state = brackets.double_elimination_state(bracket, seeded, {})
    # Seeds 2 and 3 both have a bye in round 1: their winners' round 2 match is ready at once.
    assert [(m.id, m.entrants) for m in state.ready] == [("W1-2", [14, 15]), ("W2-2", [12, 13])]
    byes = {m.id: m.winner for m in state.matches if m.status == brackets.BYE}
    assert byes == {"W1-1": 11, "W1-3": 12, "W1-4": 13}
    assert all(state.losses[e] == 0 for e in seeded)
    # The loser of the one real match meets nobody in losers' round 1: it goes through.
    state = brackets.double_elimination_state(bracket, seeded, {"W1-2": [(15, 1), (14, 2)]})
    assert {m.id for m in state.ready} == {"W2-1", "W2-2"}  # W2-2 still to be played
    assert state.losses[14] == 1
    assert 14 not in state.out


def _play(
    count: int, seed: int, *, reset: bool = True, withdraw: dict[int, int] | None = None
) -> tuple[brackets.EliminationState, simulation.Played]:
    return simulation.double_elimination(count, random.Random(seed), reset=reset, withdraw=withdraw)


@pytest.mark.parametrize("count", [2, 3, 4, 5, 6, 7, 8, 9, 12, 16, 23, 64])
def test_everyone_placed_once_and_out_only_at_a_second_loss(count: int) -> None:
    for seed in range(8):
        state, played = _play(count, seed)
        seeded = list(range(1, count + 1))
        placements = state.placements(seeded)
        assert sorted(p.entrant for p in placements) == seeded
        assert state.champion is not None
        assert placements[0].entrant == state.champion
        assert placements[0].label == "1st"
        assert placements[1].label == "2nd"
        assert all(state.losses[e] == 2 for e in state.out)
        assert state.losses[state.champion] <= 1
        assert len(state.out) == count - 1
        # Every match played but the byes: 2n - 2 games, one more with a reset.
        reset_played = any(label == brackets.GRAND_FINAL_RESET for label, _ in played.tables)
        assert len(played.tables) == 2 * count - 2 + reset_played


def test_placements_of_eight_share_ranges_by_the_losers_round() -> None:
    state, _ = _play(8, 3)
    labels = [p.label for p in state.placements(list(range(1, 9)))]
    assert labels == ["1st", "2nd", "3rd", "4th", "5th-6th", "5th-6th", "7th-8th", "7th-8th"]
    assert brackets.place_label(11, 12) == "11th-12th"
    assert brackets.place_label(21, 21) == "21st"
    assert brackets.place_label(13, 16) == "13th-16th"


def test_grand_final_reset_or_not() -> None:
    seeded = [1, 2]
    first = {"W1-1": [(1, 1), (2, 2)]}
    with_reset = brackets.double_elimination_bracket(2)
    # The losers' side (2) wins the grand final: the reset is played.
    state = brackets.double_elimination_state(with_reset, seeded, {**first, "GF": [(2, 1), (1, 2)]})
    assert [m.id for m in state.ready] == ["GF-reset"]
    assert state.champion is None
    state = brackets.double_elimination_state(
        with_reset, seeded, {**first, "GF": [(2, 1), (1, 2)], "GF-reset": [(2, 1), (1, 2)]}
    )
    assert state.champion == 2
    assert state.out[1][1] == "GF-reset"
    # The winners' champion wins the grand final: no reset.
    state = brackets.double_elimination_state(with_reset, seeded, {**first, "GF": [(1, 1), (2, 2)]})
    assert state.champion == 1
    assert not state.ready
    assert {m.id: m.status for m in state.matches}["GF-reset"] == brackets.EMPTY
    # Without the reset the grand final decides: the winners' champion is out at one loss.
    without = brackets.double_elimination_bracket(2, reset=False)
    state = brackets.double_elimination_state(without, seeded, {**first, "GF": [(2, 1), (1, 2)]})
    assert state.champion == 2
    assert state.losses[1] == 1
    assert [p.label for p in state.placements(seeded)] == ["1st", "2nd"]


def test_rematches_come_late() -> None:
    # For 2**k entrants nobody meets an opponent again in the first k - 1 losers'
    # rounds (with drops in bracket order, rematches come from losers' round 2).
    for k in (3, 4, 5, 6):
        for seed in range(20):
            _, played = _play(2**k, seed)
            seen: set[frozenset[int]] = set()
            for label, entrants in played.tables:
                pair = frozenset(entrants)
                if label.startswith("L") and int(label[1:].split("-")[0]) < k:
                    assert pair not in seen, (k, seed, label)
                seen.add(pair)


def test_a_withdrawn_entrant_loses_its_matches_unplayed() -> None:
    state, played = _play(8, 1, withdraw={8: 1})
    assert all(8 not in entrants for _, entrants in played.tables)
    walkovers = [m for m in state.matches if m.status == brackets.WALKOVER]
    assert [m.loser for m in walkovers] == [8, 8]
    assert state.losses[8] == 2
    placements = {p.entrant: p for p in state.placements(list(range(1, 9)), {8})}
    assert placements[8].withdrawn
    assert placements[8].label == "7th-8th"
    assert sorted(placements) == list(range(1, 9))


def test_pods_send_the_better_half_on() -> None:
    seeded = list(range(1, 7))
    made, waiting = brackets.pod_double_elimination_round(seeded, [], size=3)
    assert [m for m, _ in made] == ["W1-1", "W1-2"]
    assert not waiting
    tables = [
        brackets.PodTable(1, match, tuple(entrants), [(e, i + 1) for i, e in enumerate(entrants)])
        for match, entrants in made
    ]
    state = brackets.pod_double_elimination_state(seeded, tables)
    assert sorted(e for e in seeded if state.losses[e] == 0) == sorted(t.entrants[0] for t in tables)
    made, waiting = brackets.pod_double_elimination_round(seeded, tables, size=3)
    # 2 winners at one table; 4 dropped at tables of 2 (pods as even as the size allows).
    assert sorted((m, len(e)) for m, e in made) == [("L2-1", 2), ("L2-2", 2), ("W2-1", 2)]
    assert brackets.stay_count(5) == 2
    assert brackets.stay_count(5, "winner") == 1
    assert brackets.stay_count(2) == 1
    with pytest.raises(PairingError):
        brackets.stay_count(3, "most")


@pytest.mark.parametrize(
    ("count", "size", "stay"), [(9, 3, "half"), (20, 4, "half"), (13, 4, "winner"), (3, 3, "half")]
)
def test_pods_place_everyone_once(count: int, size: int, stay: str) -> None:
    for seed in range(5):
        state, played = simulation.pod_double_elimination(count, random.Random(seed), size=size, stay=stay)
        seeded = list(range(1, count + 1))
        placements = state.placements(seeded)
        assert sorted(p.entrant for p in placements) == seeded
        assert state.champion is not None
        assert placements[0].place == 1
        assert placements[0].place_to == 1
        assert all(state.losses[e] == 2 for e in state.out)
        assert played.rounds < 4 * count


def test_too_few_entrants() -> None:
    with pytest.raises(PairingError):
        brackets.double_elimination_bracket(1)


def test_at_pods_a_withdrawn_entrant_is_seated_no_more_and_placed_as_withdrawn() -> None:
    """6 at tables of 3: seed 1 wins its first table, then withdraws. The next
    round seats the winners' bracket without it (its table-mate waits with a bye),
    and its placement says where it went out and that it withdrew."""
    seeded = list(range(1, 7))
    made, _ = brackets.pod_double_elimination_round(seeded, [], size=3)
    tables = [
        brackets.PodTable(1, match, tuple(entrants), [(e, i + 1) for i, e in enumerate(entrants)])
        for match, entrants in made
    ]
    assert 1 in {t.entrants[0] for t in tables}  # seed 1 won its table
    made, waiting = brackets.pod_double_elimination_round(seeded, tables, {1}, size=3)
    seated = {e for _, entrants in made for e in entrants}
    assert 1 not in seated
    assert 1 not in waiting
    upper = [t.entrants[0] for t in tables if t.entrants[0] != 1]
    assert upper == [e for e in waiting if e in upper]  # alone in the winners' bracket: a bye
    state = brackets.pod_double_elimination_state(seeded, tables, {1})
    placement = next(p for p in state.placements(seeded, {1}) if p.entrant == 1)
    assert placement.withdrawn
    assert placement.out_in == "withdrawn after round 1"
    assert placement.losses == 0
