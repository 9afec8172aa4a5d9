"""Winning the game (rulebook L222-L225: the scenario's mission goal) and the house option
``round_cap`` (no rule of the rulebook): the game's end, its outcome and tallies."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ladders.engine import Event, Outcome, State, placements_from_keys
from ladders.shootin.tables import new_event

if TYPE_CHECKING:
    from ladders.shootin.rules import ShootinLadders


def leaders(rules: ShootinLadders, state: State) -> list[int]:
    scenario = rules.scenarios[state["scenario"]]
    keys = [scenario.placement_key(state, s) for s in range(state["seats"])]
    best = max(keys)
    return [s for s in range(state["seats"]) if keys[s] == best]


def finish(rules: ShootinLadders, state: State, winners: list[int], reason: str, events: list[Event]) -> None:
    state["winners"] = winners
    state["end_reason"] = reason
    state["pending"] = None
    events.append(new_event(Event, ("game_over", {"winners": winners, "reason": reason}, None)))


def tallies(rules: ShootinLadders, state: State) -> tuple[list[int], list[int]]:
    players = state["players"]
    return [int(p["frags"]) for p in players], [len(p["trophies"]) for p in players]


def outcome(rules: ShootinLadders, state: State) -> Outcome | None:
    winners = state["winners"]
    if winners is None:
        return None
    scenario = rules.scenarios[state["scenario"]]
    seats = range(state["seats"])
    keys = [scenario.placement_key(state, s) for s in seats]
    players = state["players"]
    return Outcome(
        placements=placements_from_keys(keys),
        winners=list(winners),
        score=[scenario.score(state, s) for s in seats],
        frags=[p["frags"] for p in players],
        trophies=[len(p["trophies"]) for p in players],
        teams=None if state["teams"] is None else list(state["teams"]),
        details={
            "trophies": [[{"part": part, "from_seat": by} for part, by in p["trophies"]] for p in players],
            "end_reason": state["end_reason"],
            "rounds": min(state["round"], state["options"].get("round_cap") or state["round"]),
            **scenario.outcome_details(state),
        },
    )
