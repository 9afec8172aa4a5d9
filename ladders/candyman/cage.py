"""The Candy Cage Match (rulebook L71-L82): landing on a burst, ``summon`` (or
``no_summon``), each ``cage_draw`` of the match, and the loser's ``escape``. Each action's
listing and effect side by side."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ladders.candyman.tables import CHARACTER_DAMAGE, new_event, own_record
from ladders.engine import Event, Seat, State

if TYPE_CHECKING:
    from ladders.candyman.rules import Candyman


def may_summon_from_burst(rules: Candyman, state: State, seat: Seat) -> bool:
    turn = state["turn"]
    burst = turn["burst"]
    return burst is not None and state["players"][seat]["pos"] == burst and not turn["summoned"]


def summonable(rules: Candyman, state: State, seat: Seat, start: bool) -> list[Seat]:
    """L75: a match starts by summoning any player from anywhere, one already on the space
    included; in a match (L81) the summons draws in another player, not on the space yet."""
    pos = state["players"][seat]["pos"]
    return [t for t, p in enumerate(state["players"]) if t != seat and p["alive"] and (start or p["pos"] != pos)]


def summon(rules: Candyman, state: State, seat: Seat, target: Seat, events: list[Event], *, start: bool) -> None:
    players = state["players"]
    space = players[seat]["pos"]
    own_record(state, target)["pos"] = space
    events.append(new_event(Event, ("summoned", {"seat": seat, "target": target, "space": space}, None)))
    if start:
        # Draw order: the initiator, then whoever already stood on the space (clockwise),
        # then the summoned cookie; every later entrant joins at the end (docs/candyman.md).
        seats = state["seats"]
        there = [
            (seat + k) % seats
            for k in range(1, seats)
            if players[(seat + k) % seats]["alive"] and players[(seat + k) % seats]["pos"] == space
        ]
        there.remove(target)
        order = [seat, *there, target]
        state["cage"] = {"space": space, "icon": rules.board.icons[space], "order": order, "next": 0}
        events.append(new_event(Event, ("cage_match", {"space": space, "players": list(order)}, None)))
        state["turn"]["phase"] = "over"  # the match ends the initiator's turn
        state["stack"].append({"k": "cage_turn", "seat": seat})
    else:
        cage = state["cage"]
        if target not in cage["order"]:
            cage["order"].append(target)


def leave_cage(cage: dict[str, Any], seat: Seat) -> None:
    index = cage["order"].index(seat)
    cage["order"].remove(seat)
    if index < cage["next"]:
        cage["next"] -= 1
    if cage["order"]:
        cage["next"] %= len(cage["order"])


def cage_draw(rules: Candyman, state: State, seat: Seat, target: Seat, events: list[Event]) -> None:
    cage = state["cage"]
    cage["next"] = (cage["order"].index(seat) + 1) % len(cage["order"])
    card = rules._draw_dash(state, events)
    events.append(new_event(Event, ("card_drawn", {"seat": seat, "card": card.uid, "purpose": "cage_match"}, None)))
    if card.kind == "cage":
        # L81: summon another cookie and do 2 damage to a part of your choice.
        state["stack"].append(
            {"k": "part", "seat": seat, "attacker": seat, "target": target, "amount": CHARACTER_DAMAGE}
        )
        if rules._summonable(state, seat, False):
            state["stack"].append({"k": "summon", "seat": seat, "optional": False, "start": False})
        return
    rules._card_damage(state, seat, target, card, events)
    legs = card.icons.count(cage["icon"])
    if legs and state["players"][seat]["alive"]:
        # L77-L79: the card showing the space's icon ends the match for its drawer,
        # after the defender takes the parting shot.
        rules._leave_cage(cage, seat)
        state["stack"].append({"k": "escape", "seat": seat, "icon": cage["icon"], "legs": legs})


def escape_options(rules: Candyman, state: State, seat: Seat, item: dict[str, Any]) -> list[list[int]]:
    board = rules.board
    pos = state["players"][seat]["pos"]
    icon = item["icon"]
    out: list[list[int]] = []
    for d1 in (1, -1):
        a = board.step(pos, icon, d1)
        if a is None:
            continue
        if item["legs"] == 1 or a == board.border:
            out.append([d1] if item["legs"] == 1 else [d1, 1])
            continue
        out += [[d1, d2] for d2 in (1, -1) if board.step(a, icon, d2) is not None]
    return out


def escape(
    rules: Candyman, state: State, seat: Seat, item: dict[str, Any], directions: list[int], events: list[Event]
) -> None:
    board = rules.board
    player = own_record(state, seat)
    pos = player["pos"]
    for direction in directions:
        dest = board.step(pos, item["icon"], direction)
        assert dest is not None
        pos = dest
        if pos == board.border:
            break
    player["pos"] = pos
    events.append(new_event(Event, ("escaped", {"seat": seat, "to": pos}, None)))
    if pos == board.border:
        rules._finish(state, [seat], "border", events)
        return
    exit_ = board.bridges.get(pos)
    if exit_ is not None:
        # L59 with L79: the escape is a move; ending it on a bridge entrance falls back.
        pos = player["pos"] = exit_
        events.append(new_event(Event, ("bridge", {"seat": seat, "to": exit_}, None)))
    cage = state["cage"]
    if cage is not None and pos == cage["space"]:
        # L81: back into the cage with the second icon, drawing another cookie in.
        cage["order"].append(seat)
        if rules._summonable(state, seat, False):
            state["stack"].append({"k": "summon", "seat": seat, "optional": True, "start": False})
