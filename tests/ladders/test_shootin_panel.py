"""Shootin' Ladders' panel (``ladders/shootin/panel.py``): the styles' ``safety`` in Crumble Zone,
and the flag race in Candyman Flag Capture."""

from __future__ import annotations

import pytest

from ladders.bots.style import StyleBot
from ladders.engine import GameConfig, splitmix64
from ladders.shootin.panel import (
    FLAG_SCENARIO,
    OUTLAST_SCENARIOS,
    STYLES,
    _owner,
    features,
    flag_race,
    panel_bot,
    settle_policy,
)
from ladders.shootin.rules import RULESET as R
from tests.ladders.test_shootin import at_turn, game
from tests.ladders.test_shootin_teams import cfc, into_turn

CRUMBLE = "crumble-zone"


def _without_safety(style: str, left_out: tuple[str, ...] = ("safety",)) -> StyleBot:
    """The style as it was before ``safety`` (or the features ``left_out``): its weights
    with those left out."""
    weights = {k: w for k, w in STYLES[style].items() if k not in left_out}
    return StyleBot(features, weights, owner=_owner, settle_policy=settle_policy, name=style)


@pytest.mark.parametrize("scenario", ["quick-and-the-crumbed", "trophy-room"])
def test_safety_is_read_only_in_crumble_zone_so_the_panel_plays_as_before_elsewhere(scenario: str) -> None:
    """Outside the last-man-standing scenario the feature is zero, so each style chooses
    exactly what it chose without it: the other scenarios' panel rows are unchanged."""
    assert scenario not in OUTLAST_SCENARIOS
    assert CRUMBLE in OUTLAST_SCENARIOS
    styles = list(STYLES)
    seed = 11
    state = R.copy_state(R.setup(GameConfig(scenario, 4, {}), seed))
    now = [panel_bot(styles[s % len(styles)]) for s in range(4)]
    before = [_without_safety(styles[s % len(styles)]) for s in range(4)]
    for ply in range(400):
        if R.outcome(state) is not None:
            break
        seat = R.to_act(state)[0]
        assert features(R, state, seat)["safety"] == 0.0
        decision_seed = splitmix64(seed * 1_000_003 + ply)
        action = now[seat].choose(R, state, seat, decision_seed)
        assert action == before[seat].choose(R, state, seat, decision_seed)
        R.step(state, seat, action)


def test_in_crumble_zone_safety_counts_the_shots_the_rivals_have_at_the_square() -> None:
    """Square 7 is four squares from the rival on 3 and in its line of sight, square 15 as
    far but behind a floor: only the first is within its Dessert Eagle's reach."""
    state = at_turn(game(CRUMBLE, seats=2), 0, {0: 7, 1: 3}, dice=[])
    exposed = features(R, state, 0)["safety"]
    state["players"][0]["pos"] = 15
    assert features(R, state, 0)["safety"] == 0.0 > exposed
    assert features(R, state, 0)["near"] == -0.4  # equally near the rival on both


@pytest.mark.parametrize("style", list(STYLES))
def test_in_crumble_zone_each_style_takes_the_safer_of_two_otherwise_equal_moves(style: str) -> None:
    """'Be the last man standing!': from 11 a four lands on 15 (out of the rival's sight) or
    on 7 (in it), both four squares from the rival, neither a star, ladder or slide. Every
    style takes 15 whatever its seed; without ``safety`` the seed decides."""
    state = at_turn(game(CRUMBLE, seats=2), 0, {0: 11, 1: 3}, dice=[])
    state["turn"]["dice"] = [None, 4]  # the first die moved: a four is left
    state["players"][0]["hand"] = []
    moves = [a for a in R.legal_actions(state, 0) if a["type"] == "move"]
    assert sorted(a["direction"] for a in moves) == [-1, 1]
    bot, blind = panel_bot(style), _without_safety(style)
    chosen = {bot.choose(R, state, 0, seed)["direction"] for seed in range(12)}
    assert chosen == {1}, "forward, to 15: out of sight"
    assert {blind.choose(R, state, 0, seed)["direction"] for seed in range(12)} == {1, -1}


FLAG_FEATURES = ("objective", "flags")


@pytest.mark.parametrize("scenario", ["quick-and-the-crumbed", "crumble-zone", "head-hunter"])
def test_the_flag_race_is_read_only_in_flag_capture_so_the_panel_plays_as_before_elsewhere(scenario: str) -> None:
    """Outside Candyman Flag Capture both flag features are zero, so each style chooses
    exactly what it chose without them (the other scenarios' panel rows are unchanged)."""
    teams = (0, 1, 0, 1) if scenario == "head-hunter" else None
    styles = list(STYLES)
    seed = 12
    state = R.copy_state(R.setup(GameConfig(scenario, 4, {}, teams), seed))
    now = [panel_bot(styles[s % len(styles)]) for s in range(4)]
    before = [_without_safety(styles[s % len(styles)], FLAG_FEATURES) for s in range(4)]
    for ply in range(300):
        if R.outcome(state) is not None:
            break
        seat = R.to_act(state)[0]
        assert flag_race(R, state, seat) == (0.0, 0.0)
        decision_seed = splitmix64(seed * 1_000_003 + ply)
        action = now[seat].choose(R, state, seat, decision_seed)
        assert action == before[seat].choose(R, state, seat, decision_seed)
        R.step(state, seat, action)


def test_the_flag_race_counts_flags_held_and_the_way_to_the_objective() -> None:
    """L320-356: Red (seats 0 and 2) and Blue (1 and 3). A flag of theirs carried by the team
    counts 1, one of its own carried by them -1, a capture waiting out its round 2 (-2 for
    theirs); ``objective`` is minus the distance in tens of squares to where
    ``flag_objective`` sends the cookie (Blue's flag on #95 at the start)."""
    state = into_turn(cfc(), 0, {0: 47, 1: 60, 2: 10, 3: 90})
    assert state["scenario"] == FLAG_SCENARIO
    objective, held = flag_race(R, state, 0)
    assert held == 0.0
    assert objective == -R.board.distance(47, 95) / 10.0 < 0.0
    flags = state["scenario_state"]["flags"]
    flags[1] = {"at": None, "carrier": 0, "part": 1, "barred": []}  # Red's seat 0 carries Blue's flag
    assert flag_race(R, state, 0)[1] == flag_race(R, state, 2)[1] == 1.0
    assert flag_race(R, state, 1)[1] == flag_race(R, state, 3)[1] == -1.0
    # Carrying, it is sent home to #6.
    assert flag_race(R, state, 0)[0] == -R.board.distance(47, 6) / 10.0
    flags[0] = {"at": None, "carrier": 3, "part": 1, "barred": []}  # and Blue's seat 3 carries Red's
    assert flag_race(R, state, 0)[1] == flag_race(R, state, 1)[1] == 0.0
    flags[0] = {"at": 6, "carrier": None, "part": None, "barred": []}
    flags[1] = {"at": 6, "carrier": None, "part": None, "barred": []}
    state["scenario_state"]["captures"] = [{"flag": 1, "by": 2}]  # Blue's flag captured on Red's base
    assert flag_race(R, state, 0)[1] == 2.0
    assert flag_race(R, state, 1)[1] == -2.0
    # A crumbed cookie off the board has no way to go: only the flags count.
    state["players"][0]["status"] = "out"
    assert flag_race(R, state, 0) == (0.0, 2.0)


@pytest.mark.parametrize("style", list(STYLES))
def test_in_flag_capture_each_style_takes_the_move_onto_the_enemy_flag(style: str) -> None:
    """L326 'To remove a flag from the opponent's home base ... exact count': from #91 a four
    lands on Blue's base #95 and lifts its flag; every style takes it whatever its seed."""
    state = into_turn(cfc(), 0, {0: 91, 1: 60, 2: 10, 3: 40}, dice=[None, 4])
    state["players"][0]["hand"] = []
    moves = [a for a in R.legal_actions(state, 0) if a["type"] == "move"]
    assert {a["direction"] for a in moves} == {-1, 1}
    bot = panel_bot(style)
    assert {bot.choose(R, state, 0, seed)["direction"] for seed in range(8)} == {1}
