"""Frag Deadlands' view schema (``view.schema.json``, served at
GET /api/v1/rulesets/frag-deadlands/view-schema/) and event schemas against seeded
random play: every event emitted fits its type's schema, and every viewer's view
(each seat and a spectator) fits the view schema, so neither can drift from the
engine (docs/frag-deadlands.md, "For client developers").

Validating a view costs about 3-9 ms (jsonschema walks some thousand schema nodes
for a view of four fighters), so the quick games are short (a round cap) and their
views are validated at every state that shows something new (a phase, a pending
decision, a turn stage, an attack preview or an event type not yet met in that
game) and at the end; the slow tests play hundreds of longer games, and a set of
games whose every view of every state is validated."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import jsonschema
import pytest

from ladders.deadlands.rules import EVENT_TYPES
from ladders.deadlands.rules import RULESET as R
from ladders.engine import GameConfig, State
from tests.scale import at_scale, scaled
from tests.schema_validator import SchemaValidator

VIEW = SchemaValidator(R.view_schema())
EVENTS = {kind: SchemaValidator(schema) for kind, schema in R.info.event_schemas.items()}
# Only these go to one seat (visible_to): the cards a seat draws, and its poker cards before the reveal.
PRIVATE = {"card_drawn", "poker_drawn"}


def _options(game: int, seats: int, round_cap: int) -> dict[str, Any]:
    """Every option in turn: frags_to_win 1-3, the round cap, and fighters given at creation
    (a whole fighter, stats alone, or null: chosen at the table)."""
    options: dict[str, Any] = {"frags_to_win": 1 + game % 3, "round_cap": round_cap}
    if game % 4 == 3:
        given: list[Any] = [
            {"fighter": "saloon_gal", "health": 3, "speed": 2, "accuracy": 2},
            {"health": 4, "speed": 5, "accuracy": 3},  # a tournament's grown stats, the fighter chosen here
            None,
            {"fighter": "huckster", "health": 2, "speed": 2, "accuracy": 3},
            {"fighter": "harrowed_gunslinger", "health": 9, "speed": 1, "accuracy": 1},
            None,
        ]
        options["fighters"] = given[:seats]
    return options


def _games(count: int, round_cap: int) -> Iterator[tuple[int, int, dict[str, Any]]]:
    for game in range(count):
        seats = 2 + game % 5
        yield game, seats, _options(game, seats, round_cap)


def _check_views(state: State, seats: int) -> None:
    for viewer in [None, *range(seats)]:
        error = jsonschema.exceptions.best_match(VIEW.iter_errors(R.view(state, viewer)))
        if error is not None:
            raise AssertionError(f"viewer {viewer}: {error.message} at {list(error.absolute_path)}") from error


def _play(
    seed: int,
    seats: int,
    options: dict[str, Any],
    seen: set[Any],
    *,
    every_view: bool = False,
    stride: int = 0,
) -> set[str]:
    """A seeded random game: every event validated; the views of every viewer validated at
    every state (``every_view``), or at each state that shows something not in ``seen`` (a
    phase, pending decisions, a turn stage, an attack preview at this table size, or the first
    event of a type; ``seen`` grows), every ``stride``-th state (0: none) and the last.
    Returns the event types met."""
    chooser = random.Random(seed)
    state = R.setup(GameConfig("standard", seats, options), seed)
    met: set[str] = set()
    new_types = True
    for step in range(20_000):
        over = R.outcome(state) is not None
        preview = R.view(state, None)["attack_options"] is not None
        turn = state["turn"]
        shape = (seats, state["phase"], tuple(p["kind"] for p in state["pending"]), turn and turn["stage"], preview)
        if every_view or over or new_types or shape not in seen or (stride and step % stride == 0):
            _check_views(state, seats)
            seen.add(shape)
        if over:
            return met
        seat = chooser.choice(R.to_act(state))
        state, events = R.apply(state, seat, chooser.choice(R.legal_actions(state, seat)))
        new_types = False
        for event in events:
            error = jsonschema.exceptions.best_match(EVENTS[event.type].iter_errors(event.data))
            if error is not None:
                raise AssertionError(f"{event.type} {event.data}: {error.message}") from error
            if event.type in PRIVATE:
                assert event.visible_to == (event.data["seat"],), event
            else:
                assert event.visible_to is None, event
            new_types |= event.type not in seen
            seen.add(event.type)
            met.add(event.type)
    pytest.fail(f"seed {seed}: the game did not end")


def test_random_games_fit_the_view_and_event_schemas() -> None:
    """20 short games, 4 at each of 2-6 seats, every option in turn."""
    met: set[str] = set()
    seen: set[Any] = set()
    for game, seats, options in _games(20, round_cap=3):
        met |= _play(game, seats, options, seen)
    assert {"chosen", "poker_shown", "attack", "to_hit", "fragged"} <= met


@pytest.mark.property
def test_many_longer_games_fit_the_view_and_event_schemas() -> None:
    """2 games per unit of PROPERTY_SCALE to a frag count or 30 rounds, views at every state
    that shows something new; at 200 games (scale 100) every one of the 42 event types is met."""
    met: set[str] = set()
    for game, seats, options in _games(scaled(2), round_cap=30):
        met |= _play(1000 + game, seats, options, set())
    if at_scale(100):
        assert met == set(EVENT_TYPES)


@pytest.mark.property
def test_every_view_of_every_state_fits_the_view_schema() -> None:
    """1 short game per unit of PROPERTY_SCALE, every viewer's view of every state validated."""
    for game, seats, options in _games(scaled(1), round_cap=2):
        _play(5000 + game, seats, options, set(), every_view=True)


def test_a_field_the_schema_does_not_name_is_refused() -> None:
    """additionalProperties is false at every level a view's keys are fixed, so a field
    added to a view without its schema fails the tests above."""
    state = R.setup(GameConfig("standard", 3, {}), 7)
    view = R.view(state, 1)
    VIEW.validate(view)
    for place in (view, view["fighters"][0], view["board"], view["decks"], view["fighters"][1]["stats"]):
        place["unexpected"] = 1
        assert not VIEW.is_valid(view)
        del place["unexpected"]
    for kind, validator in EVENTS.items():
        assert not validator.is_valid({"unexpected": 1}), kind


def test_every_event_type_and_field_is_described() -> None:
    """Each event type has a schema with a description, and every property at every level of
    the view and event schemas says what it is."""
    assert list(R.info.event_schemas) == EVENT_TYPES
    assert len(EVENT_TYPES) == 42

    def undescribed(node: Any, path: str) -> Iterator[str]:
        if isinstance(node, dict):
            for name, sub in node.get("properties", {}).items():
                if "description" not in sub:
                    yield f"{path}/{name}"
            if node.get("type") == "object" and "additionalProperties" not in node:
                yield f"{path} (additionalProperties)"
            for key, value in node.items():
                yield from undescribed(value, f"{path}/{key}")
        elif isinstance(node, list):
            for index, value in enumerate(node):
                yield from undescribed(value, f"{path}/{index}")

    assert list(undescribed(R.view_schema(), "#")) == []
    for kind, schema in R.info.event_schemas.items():
        assert schema["description"], kind
        assert schema["additionalProperties"] is False, kind
        assert list(undescribed(schema, kind)) == []
