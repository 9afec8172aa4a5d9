"""Candyman's fitted evaluation (``ladders/candyman/fitted.py``): seat-neutral, a clearly
winning position above a losing one, and a weights file that names a feature the model
does not compute is refused."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ladders.candyman import fitted
from ladders.candyman.panel import PANEL
from ladders.engine import GameConfig, Ruleset, State, state_hash
from ladders.registry import get_ruleset


def _midgame(seed: int = 5, plies: int = 60) -> tuple[Ruleset, State]:
    rules = get_ruleset("run-for-your-life-candyman")
    state = rules.copy_state(rules.setup(GameConfig("standard", 4, {}), seed))
    bots = [PANEL[name]() for name in ("racer", "fighter", "hoarder", "racer")]
    for ply in range(plies):
        if rules.is_over(state):
            break
        seat = rules.to_act(state)[0]
        rules.step(state, seat, bots[seat].choose(rules, state, seat, ply))
    return rules, state


def _rotated(state: State, by: int) -> State:
    """The same table with every cookie ``by`` seats further round (whose turn it is too)."""
    seats = state["seats"]
    turned = json.loads(json.dumps(state))
    turned["players"] = [state["players"][(s - by) % seats] for s in range(seats)]
    turned["current"] = (state["current"] + by) % seats
    turned["first"] = (state["first"] + by) % seats
    if state["cage"] is not None:
        turned["cage"]["order"] = [(s + by) % seats for s in state["cage"]["order"]]
    return turned


def test_the_chances_are_seat_neutral_and_sum_to_one() -> None:
    for seed in (5, 6, 7):
        rules, state = _midgame(seed)
        chances = fitted.win_chances(rules, state)
        assert sum(chances) == pytest.approx(1.0)
        for by in (1, 2, 3):
            turned = fitted.win_chances(rules, _rotated(state, by))
            assert turned == pytest.approx([chances[(s - by) % 4] for s in range(4)])


def test_a_cookie_near_the_border_and_whole_is_ahead_of_one_crumbling_at_the_start() -> None:
    rules, state = _midgame(plies=0)
    before = state_hash(state)
    players = state["players"]
    players[0]["pos"] = rules.board.zone[0] - 2  # type: ignore[attr-defined]
    players[1]["parts"] = [1, 1, 0, 1, 1, 0]
    chances = fitted.win_chances(rules, state)
    assert chances[0] > max(chances[1:])
    assert chances[1] < min(chances[2:])
    assert state_hash(state) != before  # the edits above, not the evaluation, changed it
    players[2]["alive"] = False
    assert fitted.win_chances(rules, state)[2] == 0.0


def test_a_finished_game_is_its_result() -> None:
    rules, state = _midgame(plies=0)
    state["winners"] = [3]
    assert fitted.win_chances(rules, state) == [0.0, 0.0, 0.0, 1.0]


def test_the_shipped_weights_load_and_name_only_known_features() -> None:
    weights = fitted.load_weights()
    assert set(weights) <= set(fitted.FEATURES)
    assert weights


def test_a_weights_file_naming_an_unknown_feature_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "weights.json"
    path.write_text(json.dumps({"weights": {"turns": -0.1, "luck": 9.0}}))
    with pytest.raises(fitted.WeightsError, match="luck"):
        fitted.load_weights(path)
    path.write_text(json.dumps({"turns": -0.1}))
    with pytest.raises(fitted.WeightsError):
        fitted.load_weights(path)


def test_the_fitted_one_ply_player_reads_only_its_view() -> None:
    """The same choice for a state whose hidden cards are re-dealt (its seat's view unchanged)."""
    bot = fitted.FittedCandymanBot(worlds=2, decisions=frozenset({"move", "summon", "attack", "treat"}))
    rules, state = _midgame(seed=8, plies=0)
    racer = PANEL["racer"]()
    checked = 0
    for ply in range(400):
        if rules.is_over(state) or checked >= 6:
            break
        seat = rules.to_act(state)[0]
        if len(rules.legal_actions(state, seat)) > 1:
            action = bot.choose(rules, state, seat, ply)
            twin = rules.determinize(state, seat, 4242 + ply)
            assert rules.view(twin, seat) == rules.view(state, seat)
            assert bot.choose(rules, twin, seat, ply) == action
            checked += 1
        rules.step(state, seat, racer.choose(rules, state, seat, ply))
    assert checked >= 3
