"""A scenario plugs into Shootin' Ladders through the scenario hooks alone (``ruleset_with``).

The four team scenarios are real now (tests/ladders/test_shootin_teams.py); this file keeps
the hook contract itself: a scenario decision may start a turn (``first_turn``/``advance``
returning no candidate, ``apply_action`` returning them), and the first turn's events are
never dropped when every start square is fixed and play begins inside ``setup``.
"""

from __future__ import annotations

from typing import Any, ClassVar

from ladders.engine import Action, Event, GameConfig, Scenario, Seat, State, action_schema
from ladders.shootin.rules import RULESET, ruleset_with
from ladders.shootin.scenarios import ScenarioRules


def _schema() -> dict[str, Any]:
    schema = action_schema("Name who takes the next turn.", seat={"type": "integer"})
    schema["properties"]["type"] = {"const": "name_next"}
    return schema


class CallerPicksForTest(ScenarioRules):
    """Fixed squares; before every turn seat 0 names who goes next (a decision of the scenario)."""

    info = Scenario("test-caller-picks", "Caller picks (hook test)")
    action_schemas: ClassVar[dict[str, dict[str, Any]]] = {"name_next": _schema()}
    event_schemas: ClassVar[dict[str, dict[str, Any]]] = {"asked": {"properties": {}}}

    def start_squares(self, state: State) -> list[int | None] | None:
        return [13, 27]

    def ask(self, state: State, events: list[Event]) -> list[int]:
        events.append(Event("asked", {}))
        self.open_pending(state, {"kind": "name_next", "seat": 0})
        return []  # no candidate: the decision below starts the turn

    def first_turn(self, state: State, events: list[Event]) -> list[int]:
        return self.ask(state, events)

    def advance(self, state: State, current: int, events: list[Event]) -> tuple[bool, list[int]]:
        return current == 1, self.ask(state, events)

    def pending_actions(self, state: State, seat: Seat, pending: dict[str, Any]) -> list[Action]:
        return [{"type": "name_next", "seat": s} for s in range(state["seats"])]

    def apply_action(self, state: State, seat: Seat, action: Action, events: list[Event]) -> list[int] | None:
        state["pending"] = None
        return [int(action["seat"])]


class FixedStartForTest(ScenarioRules):
    """Every start square fixed, one first player: the first turn begins inside setup."""

    info = Scenario("test-fixed-start", "Fixed start (hook test)")

    def start_squares(self, state: State) -> list[int | None] | None:
        return [13, 27, 45]

    def on_turn_start(self, state: State, seat: Seat, events: list[Event]) -> None:
        events.append(Event("asked", {"seat": seat}))


R = ruleset_with([CallerPicksForTest(), FixedStartForTest()])


def test_plugged_in_scenarios_join_the_metadata_without_changing_the_registered_ruleset() -> None:
    assert "name_next" in R.info.action_schemas
    assert {s.id for s in R.info.scenarios} >= {"test-caller-picks", "crumble-zone", "head-hunter"}
    assert "name_next" not in RULESET.info.action_schemas


def test_a_scenario_decision_starts_each_turn() -> None:
    """``first_turn`` and ``advance`` may return no candidate (they opened a decision);
    the decision's ``apply_action`` returns who takes the turn."""
    config = GameConfig("test-caller-picks", 2, {"characters": ["ginger_joe", "crumbelina"]})
    state = R.setup(config, 3)
    assert R.to_act(state) == [0]
    assert R.legal_actions(state, 0) == [{"type": "name_next", "seat": 0}, {"type": "name_next", "seat": 1}]
    state, events = R.apply(state, 0, {"type": "name_next", "seat": 1})
    kinds = [e.type for e in events]
    assert kinds[0] == "asked", "the set-up's event leads the first action's events"
    assert "turn" in kinds
    assert state["current"] == 1
    assert R.legal_actions(state, 1) == [{"type": "roll"}, {"type": "stay"}]
    state, _ = R.apply(state, 1, {"type": "stay"})
    state, events = R.apply(state, 1, {"type": "end_turn"})
    assert [e.type for e in events] == ["asked"]
    assert state["round"] == 2
    assert R.to_act(state) == [0]
    state, events = R.apply(state, 0, {"type": "name_next", "seat": 0})
    assert state["current"] == 0
    assert [e.type for e in events] == ["turn"]


def test_the_first_turns_events_are_not_dropped_when_play_begins_in_setup() -> None:
    config = GameConfig("test-fixed-start", 3, {"characters": ["ginger_joe", "crumbelina", "doc_molasses"]})
    state = R.setup(config, 8)
    first = state["current"]
    assert state["turn"]["seat"] == first
    state, events = R.apply(state, first, {"type": "roll"})
    assert [(e.type, e.data) for e in events[:2]] == [
        ("turn", {"seat": first, "round": 1}),
        ("asked", {"seat": first}),
    ]
    assert events[2].type == "rolled"
    assert "opening" not in state
