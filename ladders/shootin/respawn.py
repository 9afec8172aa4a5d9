"""Respawn (rulebook L90-L95, L216): a crumbed cookie's whole turn is ``respawn``: a new,
fully healed sheet, a die for the Respawn Point, a die of damage for a point already taken."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ladders.engine import Action, Event, Seat, State, rng_below, roll_die
from ladders.shootin.scenarios import PARTS
from ladders.shootin.tables import ICONS, new_event

if TYPE_CHECKING:
    from ladders.shootin.rules import ShootinLadders


def respawn(rules: ShootinLadders, state: State, seat: Seat, events: list[Event]) -> None:
    """'Roll a die and Respawn ... If someone is already there, take 1 die of damage and roll again.'"""
    player = state["players"][seat]
    boxes = rules.scenarios[state["scenario"]].boxes_for(state, seat, respawn=True)
    player["boxes"] = boxes
    player["parts"] = [boxes] * len(PARTS)
    player["status"] = "alive"
    # "Respawn takes your entire Turn. No other actions may be taken until your following Turn."
    player["respawned"] = True
    if player["respawns"] is not None:
        player["respawns"] -= 1
    points = rules.board.respawn_points
    occupied = {p["pos"] for s, p in enumerate(state["players"]) if s != seat and p["pos"] is not None}
    while True:
        roll = roll_die(state, 6)
        square = points[roll]
        taken = square in occupied
        events.append(
            new_event(Event, ("respawn_roll", {"seat": seat, "roll": roll, "square": square, "occupied": taken}, None))
        )
        if not taken:
            break
        rules._damage(state, None, seat, [rng_below(state, len(ICONS))], piercing=False, events=events)
        if player["status"] != "alive":
            return  # crumbed by respawn damage (only with very few boxes): try again next turn
        if all(sq in occupied for sq in points.values()):
            break  # nowhere free: share the rolled point (a reading for 7-8 players)
    player["pos"] = square
    events.append(new_event(Event, ("respawned", {"seat": seat, "square": square}, None)))


def step_respawn(rules: ShootinLadders, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    rules._respawn(state, seat, events)
    rules._end_turn(state, events)
