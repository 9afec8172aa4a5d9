"""Shootin' Ladders: the view schema (``view.schema.json``) and the event schemas hold the
engine to its documentation, across all seven scenarios, every seat count and the options.

Seeded random games (``round_cap`` keeps the ones without a quick mission short): every
event each step emits is validated against its type's schema, and every viewer's view (each
seat and a spectator) against the view schema at the set-up, the end and a seeded sample of
the steps between (jsonschema takes milliseconds a view: every step of every game would take
minutes; the contract suite validates every step of its games). The longer run is ``slow``.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import jsonschema
import pytest

from ladders.engine import GameConfig, State
from ladders.shootin.cards import CARDS, CHARACTERS
from ladders.shootin.greedy import ShootinGreedyBot
from ladders.shootin.rules import RULESET as R
from tests.scale import at_scale, scaled
from tests.schema_validator import SchemaValidator

GREEDY = ShootinGreedyBot()
VIEW = SchemaValidator(R.view_schema())
EVENTS = {kind: SchemaValidator(schema) for kind, schema in R.info.event_schemas.items()}
# The scenarios' own options, set so that their missions end quickly (or as the rulebook has them).
OWN_OPTIONS: dict[str, list[dict[str, Any]]] = {
    "quick-and-the-crumbed": [{"trophies_to_win": 1}, {"trophies_to_win": 3}],
    "trophy-room": [{"respawns": 0}, {"respawns": 2}],
    "crumble-zone": [{"respawns": 1}, {"respawns": 0}],
    "guns-of-tobleronne": [{"frags_to_win": 1}, {"frags_to_win": 3}],
}
# Options a scenario refuses (its boxes are "SPECIAL", L344-348, L382-398).
NO_DAMAGE_BOXES = {"candyman-flag-capture", "dirty-half-dozen"}


def games(per_table: int, round_cap: int) -> Iterator[tuple[str, int, dict[str, Any], int]]:
    """(scenario, seats, options, seed): every scenario at every seat count it takes, and
    ``per_table`` games at each, the options varied between them. Odd seeds are played by
    the greedy baseline (it attacks whenever it can: cookies crumb, respawn, drop out)."""
    for scenario in R.info.scenarios:
        for seats in range(scenario.min_seats or R.info.min_seats, (scenario.max_seats or R.info.max_seats) + 1):
            if scenario.teams and R.team_sizes(scenario.id, seats) is None:
                continue  # equal teams need an even table
            for game in range(per_table):
                seed = 1000 * seats + game
                options: dict[str, Any] = {"round_cap": round_cap, **OWN_OPTIONS.get(scenario.id, [{}, {}])[game % 2]}
                if game % 2:
                    options["alternate_hands"] = True
                    # Characters given at creation for some seats (null: chosen at the table, L39).
                    options["characters"] = [CHARACTERS[s]["id"] if s % 2 else None for s in range(seats)]
                if scenario.id not in NO_DAMAGE_BOXES:
                    options["damage_boxes"] = 1 if game % 2 else 1 + seats % 3  # one box: parts go fast
                if scenario.id == "quick-and-the-crumbed" and game % 2:
                    options["round_cap"] = None  # no cap (the default): the first trophy ends it
                yield scenario.id, seats, options, seed


def check_views(state: State, seats: int) -> None:
    for viewer in (None, *range(seats)):
        VIEW.validate(R.view(state, viewer))


def play(scenario: str, seats: int, options: dict[str, Any], seed: int, *, sample: float) -> set[str]:
    """One game to its end, validating as the module says; returns the event types seen."""
    teams = R.random_teams(scenario, seats, seed)
    state = R.setup(GameConfig(scenario, seats, options, teams), seed)
    chooser = random.Random(seed)
    seen: set[str] = set()
    check_views(state, seats)
    for _ in range(20_000):
        if R.outcome(state) is not None:
            check_views(state, seats)
            return seen
        seat = chooser.choice(R.to_act(state))
        if seed % 2:
            action = GREEDY.choose(R, state, seat, chooser.randrange(2**32))
        else:
            action = chooser.choice(R.legal_actions(state, seat))
        state, events = R.apply(state, seat, action)
        for event in events:
            EVENTS[event.type].validate(event.data)
            seen.add(event.type)
        if chooser.random() < sample:
            check_views(state, seats)
    pytest.fail(f"{scenario} with {seats} seats did not end")


QUICK = list(games(per_table=2, round_cap=2))


def test_the_quick_run_covers_every_scenario_seat_count_and_option() -> None:
    assert len(QUICK) >= 60
    assert {scenario for scenario, *_ in QUICK} == {s.id for s in R.info.scenarios}
    options = {name for _, _, chosen, _ in QUICK for name in chosen}
    assert options == set(R.info.options_schema["properties"])


def play_all(cases: list[tuple[str, int, dict[str, Any], int]], sample: float) -> set[str]:
    seen: set[str] = set()
    for scenario, seats, options, seed in cases:
        try:
            seen |= play(scenario, seats, options, seed, sample=sample)
        except jsonschema.ValidationError as error:
            raise AssertionError(f"{scenario}, {seats} seats, options {options}, seed {seed}") from error
    return seen


# Emitted by cards or flag plays that short random games seldom reach; the slow run and the
# rule tests (tests/ladders/test_shootin*.py) reach them.
RARE_EVENTS = {"flag", "head_grafted", "mine", "reaction", "reshuffled", "steal"}


def test_views_and_events_fit_their_schemas() -> None:
    """Every declared event type but the rare ones is emitted (so none goes untested)."""
    seen = play_all(QUICK, sample=0.03)
    assert seen >= set(R.info.event_schemas) - RARE_EVENTS


@pytest.mark.property
def test_views_and_events_fit_their_schemas_over_hundreds_of_games() -> None:
    """8 of the 200-odd four-round games per unit of PROPERTY_SCALE (a seeded sample,
    every one of them from scale 25 up, when every event but the rarest must be met)."""
    cases = list(games(per_table=6, round_cap=4))
    assert len(cases) >= 200
    chosen = random.Random(4).sample(cases, min(len(cases), scaled(8)))
    seen = play_all(chosen, sample=0.02)
    if at_scale(25):
        # Decks seldom run out within four rounds: `reshuffled` is left to the rule tests.
        assert seen >= set(R.info.event_schemas) - {"head_grafted", "reshuffled", "steal"}


def test_a_field_the_schema_does_not_know_is_refused() -> None:
    """``additionalProperties: false`` everywhere: a field added to a view without the
    schema fails the checks above."""
    state = R.setup(GameConfig("quick-and-the-crumbed", 2, {}, None), 1)
    view = R.view(state, 0)
    VIEW.validate(view)
    for where in (view, view["players"][0], view["board"], view["options"]):
        where["surprise"] = 1
        assert not VIEW.is_valid(view)
        del where["surprise"]
    card = next(iter(view["cards"].values()))
    card["surprise"] = 1
    assert not VIEW.is_valid(view)


def test_the_hand_is_only_in_its_own_seats_view() -> None:
    state = R.setup(GameConfig("quick-and-the-crumbed", 3, {}, None), 2)
    for viewer in (None, 0, 1, 2):
        view = R.view(state, viewer)
        assert [("hand" in p) for p in view["players"]] == [s == viewer for s in range(3)]
        hand = state["players"][viewer]["hand"] if viewer is not None else []
        assert set(view["cards"]) == {str(u) for u in hand}


def test_every_card_fits_the_card_schema() -> None:
    card = SchemaValidator({"$defs": R.view_schema()["$defs"], "$ref": "#/$defs/card"})
    for c in CARDS:
        card.validate(c.to_dict())


def _described(node: Any, where: str) -> Iterator[str]:
    """Paths of properties without a description or a type (a ``$ref`` carries its type)."""
    if isinstance(node, dict):
        for name, sub in node.get("properties", {}).items():
            if isinstance(sub, dict) and not (sub.get("description") and ("type" in sub or "$ref" in sub)):
                yield f"{where}/{name}"
        for key, sub in node.items():
            if key not in ("if", "then", "else"):  # conditions narrow fields described elsewhere
                yield from _described(sub, f"{where}/{key}")
    elif isinstance(node, list):
        for i, sub in enumerate(node):
            yield from _described(sub, f"{where}/{i}")


def test_every_field_is_described_and_typed() -> None:
    assert list(_described(R.view_schema(), "")) == []
    for kind, schema in R.info.event_schemas.items():
        assert schema.get("description"), kind
        assert schema.get("additionalProperties") is False, kind
        assert list(_described(schema, kind)) == []
