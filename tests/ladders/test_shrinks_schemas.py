"""Shrinks and Ladders: every view (each seat's and a spectator's) and every event of
seeded random games fits the view schema and the event schemas the ruleset declares
(docs/engine.md, "The shape of a view"), for every seat count and dice option."""

from __future__ import annotations

import itertools
import json
import random

import jsonschema
import pytest

from ladders.engine import GameConfig
from ladders.shrinks.rules import INFO
from ladders.shrinks.rules import RULESET as RULES
from tests.scale import scaled
from tests.schema_validator import SchemaValidator

VIEW = SchemaValidator(RULES.view_schema())
# The board is the same in every view of every game: validated in full once (below), then
# held to that by equality, which costs a fraction of validating its dozens of squares again
# on every one of the ~400 steps of a random game.
BOARD = RULES.board.to_dict()
VIEW_ON_THIS_BOARD = SchemaValidator(
    {**RULES.view_schema(), "properties": {**RULES.view_schema()["properties"], "board": {"const": BOARD}}}
)
EVENTS = {kind: SchemaValidator(schema) for kind, schema in INFO.event_schemas.items()}
CONFIGS = list(itertools.product(range(INFO.min_seats, INFO.max_seats + 1), ("d12", "2d6")))


def check(validator: SchemaValidator, instance: object, where: str) -> None:
    if not validator.is_valid(instance):  # the quick test first; the reason only on failure
        error = jsonschema.exceptions.best_match(validator.iter_errors(instance))
        raise AssertionError(f"{where}: {error.message} at {list(error.absolute_path)}")


def play_and_check(games: int, first_seed: int) -> set[str]:
    """Play ``games`` random games over every configuration in turn; returns the event types seen."""
    check(VIEW, RULES.view(RULES.setup(GameConfig("standard", 2, {}), first_seed), None), "the board")
    seen: set[str] = set()
    valid_events: set[str] = set()  # most events repeat ("turn" to seat 1): each distinct one is validated once
    for game in range(games):
        seats, dice = CONFIGS[game % len(CONFIGS)]
        seed = first_seed + game
        chooser = random.Random(seed)
        state = RULES.setup(GameConfig("standard", seats, {"dice": dice}), seed)
        while True:
            view = RULES.view(state, None)
            check(VIEW_ON_THIS_BOARD, view, f"seed {seed}")
            # Nothing is hidden: every seat's view is the spectator's, so it fits the schema too
            # (validating it again would only multiply the test's time by the seat count).
            for viewer in range(seats):
                assert RULES.view(state, viewer) == view, f"seed {seed} viewer {viewer}"
            if RULES.outcome(state) is not None:
                break
            seat = chooser.choice(RULES.to_act(state))
            state, events = RULES.apply(state, seat, chooser.choice(RULES.legal_actions(state, seat)))
            for event in events:
                assert event.visible_to is None, event  # nothing in this game is private
                key = json.dumps([event.type, event.data], sort_keys=True)
                if key not in valid_events:
                    check(EVENTS[event.type], event.data, f"seed {seed} event {event.type}")
                    valid_events.add(key)
                    seen.add(event.type)
    return seen


def test_views_and_events_of_random_games_fit_their_schemas() -> None:
    """8 games meet every event type (5 do, on these seeds)."""
    seen = play_and_check(8, 1)
    # Every event the ruleset declares is emitted in these games.
    assert seen == set(INFO.event_schemas)


@pytest.mark.property
def test_views_and_events_of_many_random_games_fit_their_schemas() -> None:
    """5 more games per unit of PROPERTY_SCALE, on seeds of their own."""
    play_and_check(scaled(5), 10_000)


def test_the_view_schema_refuses_a_field_it_does_not_describe() -> None:
    view = RULES.view(RULES.setup(GameConfig("standard", 2, {"dice": "d12"}), 1), None)
    assert VIEW.is_valid(view)
    assert not VIEW.is_valid({**view, "extra": 1})
    assert not VIEW.is_valid({**view, "board": {**view["board"], "extra": 1}})
