"""Ladder 29's board picture (issue #15): drawn from a view, so it shows the
caller's hand and nobody else's, the table, the score track's trackers and
the Hot Spot cards, in every phase; a spectator's picture has no hand."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET
from typing import Any

import pytest

from ladders.engine import GameConfig, State
from ladders.ladder29.cards import NAME
from ladders.registry import all_rulesets, get_ruleset

R = get_ruleset("ladder-29")


def states_by_phase(seats: int, seed: int) -> dict[str, State]:
    """The first state of each phase in one random game."""
    config = GameConfig("standard", seats, R.validate_config(GameConfig("standard", seats, {}, None)), None)
    state = R.setup(config, seed)
    chooser = random.Random(seed)
    found: dict[str, State] = {}
    while True:
        phase = state["phase"]
        found.setdefault(phase, state)
        if phase == "play" and state["trick"]:
            found.setdefault("play, a trick on the table", state)
        if R.outcome(state) is not None:
            return found
        seat = chooser.choice(R.to_act(state))
        state, _ = R.apply(state, seat, chooser.choice(R.legal_actions(state, seat)))


def shown_as_card(name: str, svg: str) -> bool:
    """The name drawn as a card (its tooltip) or listed among played, passed or
    received cards (Hot Spot challenges may name a card: that is no leak)."""
    lines = [t for t in re.findall(r">([^<]*)</text>", svg) if t.startswith(("you pass", "this trick"))]
    listed = any(re.search(rf"(?<![\w]){re.escape(name)}(?![\w(])", line) for line in lines)
    return f"<title>{name}</title>" in svg or listed


@pytest.mark.parametrize("seats", [2, 5])
def test_every_phase_draws_the_callers_hand_and_nobody_elses(seats: int) -> None:
    phases = states_by_phase(seats, seed=seats)
    assert {"pass", "draft", "play", "play, a trick on the table", "over"} <= set(phases)
    for phase, state in phases.items():
        for viewer in [None, *range(seats)]:
            view: dict[str, Any] = R.view(state, viewer)
            svg = R.render_svg(view)
            assert svg is not None
            root = ET.fromstring(svg)  # well-formed
            assert root.tag.endswith("svg")
            assert "Ladder 29" in svg
            visible = set(view["card_names"].values())
            if viewer is None:
                assert "your hand" not in svg
            else:
                assert f"your hand ({len(view['hand'])} card" in svg
                assert all(f"<title>{NAME[c]}</title>" in svg for c in view["hand"]), phase
            others = {c for seat, hand in enumerate(state["hands"]) if seat != viewer for c in hand}
            hidden = {NAME[c] for c in others} - visible
            hidden = {n for n in hidden if not any(v.startswith(n) for v in visible)}  # "Rookie" in "Rookie (Blue)"
            leaked = sorted(n for n in hidden if shown_as_card(n, svg))
            assert not leaked, f"{phase}, viewer {viewer}: {leaked}"


def test_trackers_hot_spots_and_the_table() -> None:
    state = states_by_phase(4, seed=11)["play, a trick on the table"]
    view = R.view(state, 0)
    svg = R.render_svg(view)
    assert svg is not None
    for seat, score in enumerate(view["scores"]):
        assert f"<title>seat {seat}: {score}</title>" in svg  # each tracker on its space
        assert f"seat {seat}: {score} points" in svg
    for hot in view["hot_spots"]:
        if hot is not None:
            card = view["hot_spot_cards"][str(hot)]
            assert f"Hot Spot: {card['name']}" in svg
            assert f"<title>{card['name']}</title>" in svg
            assert card["challenge"].split()[0] in svg
    top = view["top"]
    assert f"to beat: seat {top['seat']}" in svg
    assert all(f"<title>{view['card_names'][str(c)]}</title>" in svg for c in top["cards"])
    assert "this trick" in svg


def test_every_ruleset_has_a_board_picture() -> None:
    """Every ruleset draws a board (Ladder 29 was the one without)."""
    for rules in all_rulesets():
        config = GameConfig(
            rules.info.scenarios[0].id,
            rules.info.min_seats,
            rules.validate_config(GameConfig(rules.info.scenarios[0].id, rules.info.min_seats, {}, None)),
            None,
        )
        assert rules.render_svg(rules.view(rules.setup(config, 1), None)) is not None, rules.info.id
