"""Ladder 29: the views (each seat's and a spectator's) and the events of seeded random
games fit the view schema and the event schemas the ruleset declares (docs/engine.md,
"The shape of a view"), for every seat count and both values of ``short_game``; and what
the schemas' descriptions say about who sees what holds."""

from __future__ import annotations

import itertools
import json
import random
from typing import Any

import jsonschema
import pytest

from ladders.engine import GameConfig, State
from ladders.ladder29.rules import INFO
from ladders.ladder29.rules import RULESET as RULES
from tests.scale import scaled
from tests.schema_validator import SchemaValidator

VIEW = SchemaValidator(RULES.view_schema())
EVENTS = {kind: SchemaValidator(schema) for kind, schema in INFO.event_schemas.items()}
CONFIGS = list(itertools.product(range(INFO.min_seats, INFO.max_seats + 1), (False, True)))
# The fields only a seat's own view carries (null for a spectator), and card_names, which names them too.
OWN = ("hand", "my_pass", "received", "card_names")


def check(validator: SchemaValidator, instance: object, where: str) -> None:
    if not validator.is_valid(instance):  # the quick test first; the reason only on failure
        error = jsonschema.exceptions.best_match(validator.iter_errors(instance))
        raise AssertionError(f"{where}: {error.message} at {list(error.absolute_path)}")


def views(state: State, seed: int, *, validate: bool) -> None:
    """Every viewer's view: the same but for its own cards (checked always), each fitting the
    schema (checked when ``validate``: a view takes milliseconds to validate, a game has ~500 steps)."""
    seats = state["seats"]
    spectator = RULES.view(state, None)
    assert [spectator["hand"], spectator["my_pass"], spectator["received"]] == [None, None, None]
    public = {key: value for key, value in spectator.items() if key not in OWN}
    for viewer in (None, *range(seats)):
        view = spectator if viewer is None else RULES.view(state, viewer)
        if viewer is not None:
            assert {key: value for key, value in view.items() if key not in OWN} == public
            assert (view["received"] is None) == (state["phase"] == "pass")
        if validate:
            check(VIEW, view, f"seed {seed} viewer {viewer} phase {state['phase']}")


def expected_visibility(kind: str, data: dict[str, Any]) -> tuple[int, ...] | None:
    """Who sees each event, as the event schemas' descriptions say."""
    if kind in ("hand_dealt", "pass_card_chosen"):
        return (data["seat"],)
    if kind == "cards_received":
        return tuple(sorted({data["seat"], data["from"]}))
    return None


def play_and_check(games: int, first_seed: int, sampled_per_game: float) -> set[str]:
    """Play ``games`` random games over every configuration in turn, validating every event
    and every viewer's view at set-up, at each phase change of the first round, at the first
    step of the second round, at the end, and at about ``sampled_per_game`` other steps drawn
    at random; returns the event types seen."""
    seen: set[str] = set()
    valid_events: set[str] = set()  # events repeat ("passed" by seat 1): each distinct one is validated once
    for game in range(games):
        seats, short_game = CONFIGS[game % len(CONFIGS)]
        seed = first_seed + game
        chooser, sampler = random.Random(seed), random.Random(-seed)
        state = RULES.setup(GameConfig("standard", seats, {"short_game": short_game}), seed)
        before: tuple[int, str] | None = None
        rate = sampled_per_game / 500  # a random game is ~500 steps
        while True:
            now = (state["round"], state["phase"])
            changed = now != before and (state["round"] == 1 or before is None or before[0] == 1)
            over = RULES.outcome(state) is not None
            views(state, seed, validate=changed or over or sampler.random() < rate)
            before = now
            if over:
                break
            seat = chooser.choice(RULES.to_act(state))
            state, events = RULES.apply(state, seat, chooser.choice(RULES.legal_actions(state, seat)))
            for event in events:
                assert event.visible_to == expected_visibility(event.type, event.data), event
                key = json.dumps([event.type, event.data], sort_keys=True)
                if key not in valid_events:
                    check(EVENTS[event.type], event.data, f"seed {seed} event {event.type}")
                    valid_events.add(key)
                    seen.add(event.type)
    return seen


def test_views_and_events_of_random_games_fit_their_schemas() -> None:
    """20 two-deal games meet every event type (15 do, on these seeds)."""
    assert play_and_check(20, 1, 2) == set(INFO.event_schemas)


@pytest.mark.property
def test_views_and_events_of_many_random_games_fit_their_schemas() -> None:
    """6 longer games (up to 10 deals) per unit of PROPERTY_SCALE, on seeds of their own."""
    play_and_check(scaled(6), 10_000, 10)


def test_the_view_schema_refuses_a_field_it_does_not_describe() -> None:
    state = RULES.setup(GameConfig("standard", 3, {"short_game": False}), 1)
    view = RULES.view(state, 0)
    assert VIEW.is_valid(view)
    assert not VIEW.is_valid({**view, "extra": 1})
    assert not VIEW.is_valid({**view, "history": [{**entry, "extra": 1} for entry in view["history"]] or [{}]})
