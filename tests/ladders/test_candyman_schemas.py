"""Run For Your Life, Candyman!'s view schema (view.schema.json) and event schemas
hold every view and every event of seeded random play: each seat's view and a
spectator's after every action, 2 to 6 seats, every option
(rulebook: shared/rulebooks/run-for-your-life-candyman.txt)."""

from __future__ import annotations

import hashlib
import itertools
import json
import random
from collections import Counter
from typing import Any

import jsonschema
import pytest

from ladders.candyman.rules import _DECISION_TYPES, RULESET
from ladders.engine import GameConfig
from tests.scale import at_scale, scaled
from tests.schema_validator import SchemaValidator

SCHEMA = RULESET.view_schema()
VIEW = SchemaValidator(SCHEMA)
# One validator per top-level field (the shared $defs beside it): a view repeats most of the
# one before it (the board and the Dash N Bash catalogue never change, and make up two thirds
# of the checking), so each distinct value of a field is validated once, not in every view.
FIELDS = {name: SchemaValidator({"$defs": SCHEMA["$defs"], **field}) for name, field in SCHEMA["properties"].items()}
EVENTS = {kind: SchemaValidator({"type": "object", **schema}) for kind, schema in RULESET.info.event_schemas.items()}
FLAGS = ("classic", "starting_treat", "two_treat_icons")


class Checker:
    """Validates views and events, and counts what it saw (so a test can say what it covered)."""

    def __init__(self) -> None:
        self.checked: set[bytes] = set()
        self.seen: Counter[str] = Counter()

    def view(self, view: dict[str, Any]) -> None:
        # additionalProperties false and required, at the top level, as the whole schema says
        assert set(SCHEMA["required"]) <= set(view) <= set(SCHEMA["properties"]), sorted(view)
        for name, value in view.items():
            digest = hashlib.blake2b(f"{name}:{json.dumps(value, sort_keys=True)}".encode(), digest_size=16).digest()
            if digest not in self.checked:
                FIELDS[name].validate(value)
                self.checked.add(digest)
        decision = view["decision"]
        self.seen[f"decision:{decision['k']}" if decision else "decision:none"] += 1
        self.seen[f"phase:{view['turn']['phase']}"] += 1
        if view["move_options"]:
            self.seen[f"move_options:{view['move_options'][0]['action']['type']}"] += 1

    def event(self, kind: str, data: dict[str, Any]) -> None:
        EVENTS[kind].validate(data)
        self.seen[f"event:{kind}"] += 1


def play(checker: Checker, seats: int, options: dict[str, Any], seed: int) -> dict[str, Any]:
    """A seeded random game, every viewer's view checked from the first state to the last
    (the last ones, a spectator's and seat 0's, also whole by the whole schema's validator)."""
    config = GameConfig("standard", seats, RULESET.validate_config(GameConfig("standard", seats, options)))
    state = RULESET.setup(config, seed, checked=True)
    chooser = random.Random(seed)
    checker.checked.clear()  # the values met in this game only: memory stays small over hundreds
    while RULESET.outcome(state) is None:
        for viewer in [None, *range(seats)]:
            checker.view(RULESET.view(state, viewer))
        seat = RULESET.to_act(state)[0]
        state, events = RULESET.apply(state, seat, chooser.choice(RULESET.legal_actions(state, seat)))
        for event in events:
            checker.event(event.type, event.data)
    for viewer in [None, *range(seats)]:
        last = RULESET.view(state, viewer)
        checker.view(last)
        if viewer is None or viewer == 0:
            VIEW.validate(last)
    checker.seen[f"end:{last['end_reason']}"] += 1
    return last


def games(count: int, first_seed: int, round_cap: int | None) -> list[tuple[int, dict[str, Any], int]]:
    """``count`` games over 2-6 seats and the eight sets of the three rule options, the 40
    combinations taken in steps of 7 (so any 10 running games meet every seat count and
    every 8 every set of options); ``round_cap`` None plays to the end, else a cap of
    1..round_cap."""
    combos = list(itertools.product(range(2, 7), itertools.product((False, True), repeat=len(FLAGS))))
    out = []
    for n in range(count):
        seats, flags = combos[n * 7 % len(combos)]
        options: dict[str, Any] = dict(zip(FLAGS, flags, strict=True))
        if round_cap is not None:
            options["round_cap"] = 1 + n % round_cap
        out.append((seats, options, first_seed + n))
    return out


def test_views_and_events_of_20_short_games_fit_the_schemas() -> None:
    """20 games (every seat count and every set of options, capped at 1-2 rounds:
    a whole game's views take seconds to check) and their events fit the schemas."""
    checker = Checker()
    for seats, options, seed in games(20, 0, round_cap=2):
        last = play(checker, seats, options, seed)
        assert len(last["players"]) == seats
        assert last["options"] == options
    assert checker.seen["end:round_cap"] == 20
    for kind in ("turn", "card_drawn", "moved", "attack", "damage", "treat_drawn", "treat_count", "game_over"):
        assert checker.seen[f"event:{kind}"], kind
    assert checker.seen["move_options:move"]
    assert checker.seen["decision:interrupt"]


@pytest.mark.property
def test_views_and_events_of_games_to_the_end_fit_the_schemas() -> None:
    """1 game played to the end and 2 with a round cap of 1-6 per unit of PROPERTY_SCALE
    fit; from scale 60 (60 and 120 games) every decision kind, phase, move and escape
    preview, event type and ending is met."""
    checker = Checker()
    for seats, options, seed in games(scaled(1), 1000, None) + games(scaled(2), 5000, 6):
        play(checker, seats, options, seed)
    if not at_scale(60):
        return
    missing = [
        key
        for key in (
            *(f"decision:{k}" for k in _DECISION_TYPES),
            *(f"phase:{p}" for p in SCHEMA["$defs"]["turn"]["properties"]["phase"]["enum"]),
            "move_options:move",
            "move_options:escape",
            *(f"event:{kind}" for kind in RULESET.info.event_schemas),
            "end:border",
            "end:trophies",
            "end:round_cap",
        )
        if not checker.seen[key]
    ]
    assert not missing, missing


def test_a_field_the_schema_does_not_describe_fails() -> None:
    """additionalProperties is false throughout: a field added to the view (at the top,
    in a player, in a treat card) without its schema fails validation."""
    state = RULESET.setup(
        GameConfig("standard", 3, RULESET.validate_config(GameConfig("standard", 3, {"starting_treat": True}))), 7
    )
    view = RULESET.view(state, 0)
    VIEW.validate(view)
    uid = str(view["players"][0]["hand"][0])
    for extra in (
        {**view, "secret": 1},
        {**view, "players": [{**view["players"][0], "secret": 1}, *view["players"][1:]]},
        {**view, "treat_cards": {**view["treat_cards"], uid: {**view["treat_cards"][uid], "secret": 1}}},
    ):
        assert not VIEW.is_valid(extra)
        with pytest.raises((AssertionError, jsonschema.ValidationError)):
            Checker().view(extra)
    spectator = RULESET.view(state, None)
    assert all("hand" not in p for p in spectator["players"])
    assert not VIEW.is_valid({**spectator, "treat_cards": {**spectator["treat_cards"], "x": {}}})
