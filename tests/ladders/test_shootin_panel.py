"""Shootin' Ladders' panel (``ladders/shootin/panel.py``): the styles' ``safety`` in Crumble Zone."""

from __future__ import annotations

import pytest

from ladders.bots.style import StyleBot
from ladders.engine import GameConfig, splitmix64
from ladders.shootin.panel import OUTLAST_SCENARIOS, STYLES, _owner, features, panel_bot, settle_policy
from ladders.shootin.rules import RULESET as R
from tests.ladders.test_shootin import at_turn, game

CRUMBLE = "crumble-zone"


def _without_safety(style: str) -> StyleBot:
    """The style as it was before ``safety``: its weights with that one left out."""
    weights = {k: w for k, w in STYLES[style].items() if k != "safety"}
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
