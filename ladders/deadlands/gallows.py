"""Frags, the gallows and respawns (rulebook L1-L12, L150-L151, L163-L173, L804-L809,
L873-L876, L891-L894): a frag and its leftovers, hanging a fighter fragged hard enough
(``hang`` or ``no_hang``, the gallows squares L1-L12), the respawn roll or a Harrowed
Gunslinger's chosen grave (``respawn``), and bumping (L169-L172). Each action's listing
(``gen_``) and effect (``do_``) side by side."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ladders.deadlands.tables import Occupancy, new_event
from ladders.engine import Action, Event, Seat, State

if TYPE_CHECKING:
    from ladders.deadlands.rules import FragDeadlands


def frag(
    rules: FragDeadlands,
    state: State,
    seat: Seat,
    by: Seat | None,
    damage: int,
    before: int,
    events: list[Event],
    bonus: Seat | None,
) -> None:
    """You got fragged (L843-L858): blood counter, dropped weapons, gadgets discarded. In a Main
    Street shootout ``bonus``, the other fighter, draws a bonus Special if still standing (L254-L256)."""
    rec = state["f"][seat]
    cell = rec["pos"]
    state["blood"] = [*state["blood"], cell]
    weapons = [u for u, _ in rec["weapons"]]
    if weapons:
        rules._new_pile(state, cell, weapons, -1)
    for uid in rec["gadgets"] + [u for u, _ in rec["armor"]]:
        rules._discard(state, uid)
    rec.update(status="fragged", pos=-1, health=0, weapons=[], gadgets=[], armor=[], held=False, boosts=[])
    events.append(new_event(Event, ("fragged", {"seat": seat, "by": by, "square": cell}, None)))
    if by is not None and by != seat:  # never a frag against yourself (L909-L910)
        killer = state["f"][by]
        killer["frags"] += 1
        events.append(new_event(Event, ("frag", {"seat": by, "victim": seat, "frags": killer["frags"]}, None)))
        if killer["frags"] >= state["options"]["frags_to_win"]:
            rules._finish(state, [by], "frags", events)
            return
        rules.draw(state, by, "special", events)
    if bonus is not None and rules._standing(state, bonus):
        # "one of the fighters is fragged": the survivor's bonus, whoever fragged him (a backfire too)
        rules.draw(state, bonus, "special", events)
    if by is None or by == seat:
        return
    brave = rules.sheet(state, seat).always_hangable
    if (damage >= 2 * before or brave) and rules._free_gallows(state):
        state["pending"] = [
            *state["pending"],
            {"kind": "hang", "seat": by, "victim": seat, "optional": brave and damage < 2 * before},
        ]


def free_gallows(rules: FragDeadlands, state: State, occ: Occupancy | None = None) -> list[int]:
    occ = rules.occupied(state) if occ is None else occ
    return [c for c in rules.board.gallows if c not in occ]


def gen_hang(rules: FragDeadlands, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
    return [{"type": "hang", "square": c} for c in rules._free_gallows(state, occ)]


def do_hang(rules: FragDeadlands, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    entry = state["pending"][0]
    state["pending"] = state["pending"][1:]
    victim = state["f"][entry["victim"]]
    victim["status"] = "hanged"
    victim["pos"] = action["square"]
    events.append(new_event(Event, ("hanged", {"seat": entry["victim"], "by": seat, "square": action["square"]}, None)))


def gen_no_hang(rules: FragDeadlands, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
    return [{"type": "no_hang"}] if state["pending"][0].get("optional") else []


def do_no_hang(rules: FragDeadlands, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    state["pending"] = state["pending"][1:]


def gen_respawn(rules: FragDeadlands, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
    return [{"type": "respawn", "square": n} for n in sorted(rules.board.respawn)]


def do_respawn(rules: FragDeadlands, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    state["turn"]["stage"] = "start"
    rules._respawn(state, seat, rules.board.respawn[action["square"]], events, action["square"])
    rules._start_draws(state, seat, events)


def respawn(rules: FragDeadlands, state: State, seat: Seat, cell: int, events: list[Event], face: int) -> None:
    rec = state["f"][seat]
    rec["status"] = "alive"
    rec["health"] = rules.health_stat(state, seat)
    events.append(new_event(Event, ("respawned", {"seat": seat, "square": cell, "face": face}, None)))
    rules._place(state, seat, cell, events)
    rules._after_respawn(state, seat, events)


def after_respawn(rules: FragDeadlands, state: State, seat: Seat, events: list[Event]) -> None:
    state["turn"]["entry"] = state["f"][seat]["pos"]
    if rules.sheet(state, seat).cheat == "choose_grave":
        rules.draw(state, seat, "weapon", events)  # "Draw one free weapon on respawn."


def place(rules: FragDeadlands, state: State, seat: Seat, cell: int, events: list[Event]) -> None:
    """Put a fighter on a square; its occupant is bumped to a rolled respawn square,
    which may bump another, and so on (L169-L172)."""
    mover, target = seat, cell
    for _ in range(60):
        state["f"][mover]["pos"] = target
        others = [
            s
            for s, r in enumerate(state["f"])
            if s != mover and r["pos"] == target and r["status"] in ("alive", "hanged")
        ]
        if not others:
            return
        mover = others[0]
        face = rules._die(state, 6)
        target = rules.board.respawn[face]
        events.append(new_event(Event, ("bumped", {"seat": mover, "square": target, "face": face}, None)))
