"""Rank arithmetic without a database: ratings against openskill directly,
tallies, titles as data, AI seats, teams and scopes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from openskill.models import PlackettLuce

from ranks.rating import (
    SCOPE_ALL,
    GameResult,
    RankState,
    SeatResult,
    Title,
    apply_game,
    competition_ranks,
    game_result,
    plackett_luce,
    rank_title,
    rank_titles,
    rate_with_openskill,
    replay,
)

OS = PlackettLuce()


def ffa(game: int, players: list[int | None], placements: list[int], **extra: list[int]) -> GameResult:
    outcome = {"placements": placements, "score": extra.get("score"), "frags": extra.get("frags")}
    outcome["trophies"] = extra.get("trophies")
    return game_result(game, [SCOPE_ALL], outcome, players)


def test_free_for_all_update_equals_openskill_with_one_member_teams() -> None:
    states: dict[tuple[int, str], RankState] = {}
    apply_game(states, ffa(1, [10, 20, 30], [2, 1, 3]))
    a, b, c = OS.rating(), OS.rating(), OS.rating()
    [[a2], [b2], [c2]] = OS.rate([[a], [b], [c]], ranks=[2, 1, 3])
    assert (states[10, SCOPE_ALL].mu, states[10, SCOPE_ALL].sigma) == (a2.mu, a2.sigma)
    assert (states[20, SCOPE_ALL].mu, states[20, SCOPE_ALL].sigma) == (b2.mu, b2.sigma)
    assert (states[30, SCOPE_ALL].mu, states[30, SCOPE_ALL].sigma) == (c2.mu, c2.sigma)
    assert states[20, SCOPE_ALL].rating == b2.mu - 3 * b2.sigma


def test_a_second_game_starts_from_the_first_games_ratings() -> None:
    states = replay([ffa(1, [1, 2], [1, 2]), ffa(2, [1, 2], [2, 1])])
    first = OS.rate([[OS.rating()], [OS.rating()]], ranks=[1, 2])
    second = OS.rate([[first[0][0]], [first[1][0]]], ranks=[2, 1])
    assert states[1, SCOPE_ALL].mu == second[0][0].mu
    assert states[2, SCOPE_ALL].sigma == second[1][0].sigma


def test_score_separates_seats_that_share_a_placement() -> None:
    states: dict[tuple[int, str], RankState] = {}
    apply_game(states, ffa(1, [1, 2, 3], [1, 2, 2], score=[9, 5, 7]))
    expected = OS.rate([[OS.rating()], [OS.rating()], [OS.rating()]], ranks=[1, 3, 2])
    assert states[2, SCOPE_ALL].mu == expected[1][0].mu
    assert states[3, SCOPE_ALL].mu == expected[2][0].mu


def test_full_ties_stay_ties() -> None:
    assert competition_ranks([(1, 0), (1, 0), (2, 0)]) == [1, 1, 3]


def test_ai_seats_are_left_out_and_human_order_is_kept() -> None:
    states: dict[tuple[int, str], RankState] = {}
    apply_game(states, ffa(1, [None, 5, 6], [1, 2, 3]))
    expected = OS.rate([[OS.rating()], [OS.rating()]], ranks=[1, 2])
    assert states[5, SCOPE_ALL].mu == expected[0][0].mu
    assert states[6, SCOPE_ALL].mu == expected[1][0].mu
    assert states[5, SCOPE_ALL].wins == 0  # the bot won the game


def test_one_human_against_bots_is_counted_but_not_rated() -> None:
    states: dict[tuple[int, str], RankState] = {}
    apply_game(states, ffa(1, [None, 5], [2, 1], frags=[3, 2]))
    state = states[5, SCOPE_ALL]
    assert (state.mu, state.sigma) == (OS.rating().mu, OS.rating().sigma)
    assert (state.games, state.wins, state.frags, state.rated_games) == (1, 1, 2, 0)


def test_team_game_rates_teams_against_openskill() -> None:
    outcome = {"placements": [1, 2, 1, 2], "teams": [0, 1, 0, 1]}
    states: dict[tuple[int, str], RankState] = {}
    apply_game(states, game_result(1, [SCOPE_ALL], outcome, [1, 2, 3, 4]))
    expected = OS.rate([[OS.rating(), OS.rating()], [OS.rating(), OS.rating()]], ranks=[1, 2])
    assert states[1, SCOPE_ALL].mu == states[3, SCOPE_ALL].mu == expected[0][0].mu
    assert states[2, SCOPE_ALL].mu == expected[1][0].mu


def test_team_with_a_bot_rates_its_humans_only() -> None:
    outcome = {"placements": [2, 1, 2, 1], "teams": [0, 1, 0, 1]}
    states: dict[tuple[int, str], RankState] = {}
    apply_game(states, game_result(1, [SCOPE_ALL], outcome, [1, 2, None, 4]))
    expected = OS.rate([[OS.rating()], [OS.rating(), OS.rating()]], ranks=[2, 1])
    assert states[1, SCOPE_ALL].mu == expected[0][0].mu
    assert states[4, SCOPE_ALL].sigma == expected[1][1].sigma


def test_frags_trophies_wins_games_tally_and_trophy_lists_count() -> None:
    trophies = [[{"part": "arm", "from_seat": 1}, {"part": "leg", "from_seat": 1}], []]
    result = ffa(1, [1, 2], [1, 2], frags=[4, 1], trophies=trophies)  # type: ignore[arg-type]
    states = replay([result])
    assert (states[1, SCOPE_ALL].frags, states[1, SCOPE_ALL].trophies) == (4, 2)
    assert (states[1, SCOPE_ALL].wins, states[1, SCOPE_ALL].games) == (1, 1)
    assert (states[2, SCOPE_ALL].wins, states[2, SCOPE_ALL].frags) == (0, 1)


def test_each_scope_keeps_its_own_rating() -> None:
    league = GameResult(1, (SCOPE_ALL, "league:1"), (SeatResult(1, 1, 0, 0, 0, None), SeatResult(2, 2, 0, 0, 0, None)))
    casual = GameResult(2, (SCOPE_ALL,), (SeatResult(1, 2, 0, 0, 0, None), SeatResult(2, 1, 0, 0, 0, None)))
    states = replay([league, casual])
    assert states[1, "league:1"].games == 1
    assert states[1, SCOPE_ALL].games == 2
    assert states[1, "league:1"].mu != states[1, SCOPE_ALL].mu


def test_titles_climb_with_frags_and_trophies_both() -> None:
    titles = rank_titles()
    assert titles[0].title == "Recruit"
    assert titles[-1].title == "General"
    assert rank_title(0, 0) == "Recruit"
    assert rank_title(5, 0) == "Private"
    assert rank_title(1000, 0) == "Private"  # Corporal also needs a trophy
    assert rank_title(400, 40) == "General"


def test_titles_are_data(tmp_path: Path) -> None:
    custom = tmp_path / "titles.json"
    custom.write_text(json.dumps({"titles": [{"title": "Pup", "frags": 0, "trophies": 0}]}))
    assert rank_titles(custom) == (Title("Pup", 0, 0),)
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"titles": [{"title": "Pup", "frags": 1, "trophies": 0}]}))
    with pytest.raises(ValueError, match="first title"):
        rank_titles(bad)


@settings(max_examples=400, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.lists(
                st.tuples(st.floats(-20, 70, allow_nan=False), st.floats(0.05, 12, allow_nan=False)),
                min_size=1,
                max_size=3,
            ),
            st.integers(1, 4),
        ),
        min_size=2,
        max_size=6,
    )
)
def test_plackett_luce_equals_openskill_to_the_last_bit(game: list[tuple[list[tuple[float, float]], int]]) -> None:
    teams = [team for team, _ in game]
    ranks = [rank for _, rank in game]
    assert plackett_luce(teams, ranks) == rate_with_openskill(teams, ranks)
