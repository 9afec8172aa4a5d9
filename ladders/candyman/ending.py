"""Winning the game (rulebook L83-L102): the first cookie across the border, the
Last-Man-Standing Gauntlet (L91-L98), Sweet Toof's special rule for a runaway leader
(L99-L102), the placings and the tallies."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ladders.candyman.data import PARTS
from ladders.candyman.tables import SWEET_TOOF, new_event, own_record
from ladders.engine import Event, Outcome, Seat, State, placements_from_keys

if TYPE_CHECKING:
    from ladders.candyman.rules import Candyman


def sweet_toof_bites(rules: Candyman, state: State, seat: Seat) -> bool:
    """L101: before at least half of the other cookies pass the first cage match space."""
    first_burst = rules.board.bursts[0]
    others = [p for t, p in enumerate(state["players"]) if t != seat and p["alive"]]
    past = sum(1 for p in others if p["pos"] > first_burst)
    return 2 * past < len(others)


def sweet_toof(rules: Candyman, state: State, seat: Seat, events: list[Event]) -> None:
    player = state["players"][seat]
    head = PARTS.index("head")
    pink = rules.board.pink_gumball
    events.append(new_event(Event, ("sweet_toof", {"seat": seat, "to": pink}, None)))
    if player["parts"][head] > 0:
        rules._damage(state, SWEET_TOOF, seat, head, player["parts"][head], events)
    if not state["players"][seat]["alive"]:
        return
    own_record(state, seat)["pos"] = pink
    state["turn"]["burst"] = pink
    state["turn"]["summoned"] = True
    if rules._summonable(state, seat, True):
        state["stack"].append({"k": "summon", "seat": seat, "optional": False, "start": True})
    state["turn"]["phase"] = "over"


def gauntlet(rules: Candyman, state: State, seat: Seat, events: list[Event]) -> None:
    """L93: the last cookie left goes to the Peppermint Swirl before the Danger Zone."""
    state["gauntlet"] = True
    state["stack"].clear()
    state["cage"] = None
    player = own_record(state, seat)
    player["pos"] = rules.board.gauntlet_start
    events.append(new_event(Event, ("gauntlet", {"seat": seat, "to": player["pos"]}, None)))
    if state["turn"] is not None:
        state["turn"]["phase"] = "over"


def finish(rules: Candyman, state: State, winners: list[Seat], reason: str, events: list[Event]) -> None:
    state["winners"] = winners
    state["end_reason"] = reason
    state["stack"].clear()
    state["cage"] = None
    data: dict[str, Any] = {"winners": list(winners), "reason": reason}
    if reason == "round_cap":
        data["round_cap"] = state["options"]["round_cap"]
    events.append(new_event(Event, ("game_over", data, None)))


def finish_by_trophies(rules: Candyman, state: State, events: list[Event]) -> None:
    """L95: if the last cookie does not survive, the most trophies wins."""
    counts = [len(p["trophies"]) for p in state["players"]]
    best = max(counts)
    rules._finish(state, [s for s, c in enumerate(counts) if c == best], "trophies", events)


def finish_by_position(rules: Candyman, state: State, events: list[Event]) -> None:
    """The optional length limit (not a rule of the sheet): the cookie furthest along wins."""
    keys = [(p["pos"], len(p["trophies"])) if p["alive"] else (-1, len(p["trophies"])) for p in state["players"]]
    best = max(keys)
    rules._finish(state, [s for s, k in enumerate(keys) if k == best], "round_cap", events)


def outcome(rules: Candyman, state: State) -> Outcome | None:
    winners = state["winners"]
    if winners is None:
        return None
    players = state["players"]
    reason = state["end_reason"]
    keys: list[tuple[int, ...]] = []
    for s, p in enumerate(players):
        trophies = len(p["trophies"])
        if reason == "trophies":
            keys.append((trophies,))
        elif s in winners:
            keys.append((2, 0, 0))
        elif p["alive"]:
            keys.append((1, p["pos"], trophies))
        else:
            keys.append((0, p["out"] or 0, trophies))
    placements = placements_from_keys(keys)
    return Outcome(
        placements=placements,
        winners=list(winners),
        score=[float(len(p["trophies"])) for p in players],
        frags=[p["frags"] for p in players],
        trophies=[len(p["trophies"]) for p in players],
        details={
            "end_reason": reason,
            # The optional length limit (0: none); "end_reason" is "round_cap" when it ended the game.
            "round_cap": state["options"]["round_cap"],
            "trophies": [[{"part": PARTS[part], "from_seat": by} for part, by in p["trophies"]] for p in players],
            "positions": [p["pos"] for p in players],
            "rounds": state["round"],
        },
    )


def tallies(rules: Candyman, state: State) -> tuple[list[int], list[int]]:
    players = state["players"]
    return [int(p["frags"]) for p in players], [len(p["trophies"]) for p in players]
