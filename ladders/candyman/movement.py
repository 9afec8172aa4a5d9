"""Movement (rulebook L43-L62): ``draw`` a Dash N Bash card, then ``move`` by its
icons (a direction per icon, the order of two different icons chosen), the bridges and the
character spaces, and whom the move passed or landed on (they may be attacked after it).
Each action's listing, check and effect side by side."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ladders.candyman.data import DASH, Dash
from ladders.candyman.tables import ICON_SETS, new_event, own_record
from ladders.engine import Action, Event, Seat, State, rng_shuffle

if TYPE_CHECKING:
    from ladders.candyman.rules import Candyman


def draw_dash(rules: Candyman, state: State, events: list[Event]) -> Dash:
    left = state["dash_left"]
    if not left:
        pile = list(state["dash"])
        rng_shuffle(state, pile)
        state["dash"] = pile
        left = len(pile)
        events.append(new_event(Event, ("reshuffled", {"deck": "dash_n_bash", "size": left}, None)))
    left -= 1
    state["dash_left"] = left
    uid: int = state["dash"][left]
    return DASH[uid]


def draw_movement(rules: Candyman, state: State, seat: Seat, events: list[Event]) -> None:
    card = rules._draw_dash(state, events)
    events.append(new_event(Event, ("card_drawn", {"seat": seat, "card": card.uid, "purpose": "movement"}, None)))
    turn = state["turn"]
    turn["card"] = card.uid
    turn["phase"] = "move"
    # L125: a movement card showing the circled icon also draws a Special Treat.
    if not ICON_SETS[card.uid].isdisjoint(state["treat_icons"]):
        rules._draw_treat(state, seat, events)


def move_options(rules: Candyman, pos: int, card: Dash) -> list[tuple[tuple[int, ...], str | None, list[int]]]:
    """Each way to move by ``card`` from ``pos``: (directions, first icon, spaces after each leg)."""
    board = rules.board
    if card.kind != "icons":
        return [((), None, [])]
    orders: list[tuple[str, ...]]
    if len(card.icons) == 1 or card.icons[0] == card.icons[1]:
        orders = [card.icons]
    else:
        orders = [card.icons, (card.icons[1], card.icons[0])]
    options: list[tuple[tuple[int, ...], str | None, list[int]]] = []
    for order in orders:
        first = order[0] if len(orders) == 2 else None
        for d1 in (1, -1):
            a = board.step(pos, order[0], d1)
            if a is None:
                continue
            if len(order) == 1:
                options.append(((d1,), first, [a]))
                continue
            if a == board.border:  # the first icon already crosses the border
                options.append(((d1, 1), first, [a]))
                continue
            for d2 in (1, -1):
                b = board.step(a, order[1], d2)
                if b is not None:
                    options.append(((d1, d2), first, [a, b]))
    return options


def list_moves(rules: Candyman, pos: int, card: Dash) -> list[Action]:
    """The move actions from ``pos`` by ``card``, for ``_move_table``."""
    listed: list[Action] = []
    for directions, first, _ in rules._move_options(pos, card):
        action: Action = {"type": "move", "directions": list(directions)}
        if first is not None:
            action["first"] = first
        listed.append(action)
    return listed


def moves(rules: Candyman, state: State, seat: Seat) -> list[Action]:
    """The move actions from the seat's space by the drawn card (the static table's)."""
    listed: list[Action] = rules._move_table[state["players"][seat]["pos"]][state["turn"]["card"]]
    return listed


def move_actions(rules: Candyman, state: State, seat: Seat) -> list[Action]:
    # Fresh dicts: a caller may keep or change what it is given.
    return [dict(a, directions=list(a["directions"])) for a in rules._moves(state, seat)]


def move(rules: Candyman, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    board = rules.board
    turn = state["turn"]
    player = own_record(state, seat)
    card = DASH[turn["card"]]
    turn["phase"] = "after_move"
    if card.kind == "character":
        # L51-L53: transported to the character's space, passing nobody on the way.
        dest = board.characters[str(card.character)]
        player["pos"] = dest
        rules._meet(state, seat, rules._landed_on(state, seat, dest), dest, "character", events)
        if dest == board.characters.get("sweet_toof") and rules._sweet_toof_bites(state, seat):
            rules._sweet_toof(state, seat, events)
            return
    elif card.kind == "cage":
        dest = board.nearest_burst(player["pos"])
        player["pos"] = dest
        rules._meet(state, seat, rules._landed_on(state, seat, dest), dest, "cage_card", events)
    else:
        directions = action["directions"]
        order = card.icons
        if len(order) == 2 and order[0] != order[1] and action["first"] != order[0]:
            order = (order[1], order[0])
        pos: int = player["pos"]
        passed: list[Seat] = []
        players = state["players"]
        border = board.border
        for icon, direction in zip(order, directions, strict=False):
            leg_end = board.step(pos, icon, direction)
            assert leg_end is not None
            # L111: each cookie passed through or landed on, once, in seat order within a leg
            low, high = (pos, leg_end) if pos < leg_end else (leg_end, pos)
            for t, other in enumerate(players):
                if t != seat and other["alive"] and t not in passed:
                    at = other["pos"]
                    if low < at < high or at == leg_end:
                        passed.append(t)
            pos = leg_end
            if pos == border:
                break
        player["pos"] = pos
        rules._meet(state, seat, passed, pos, "icons", events)
        if pos == border:
            rules._finish(state, [seat], "border", events)
            return
        exit_ = board.bridges.get(pos)
        if exit_ is not None:
            # L59: ending on a bridge entrance falls back to the bridge's exit.
            player["pos"] = exit_
            events.append(new_event(Event, ("bridge", {"seat": seat, "to": exit_}, None)))
    if player["pos"] in board.bursts:
        turn["burst"] = player["pos"]
    rules._open_interrupts(state, seat)


def landed_on(state: State, seat: Seat, dest: int) -> list[Seat]:
    """L53 with L111: a transport passes nobody on the way, but it lands on its space
    (L101 calls it landing), so the cookies already there may be attacked."""
    return [t for t, p in enumerate(state["players"]) if t != seat and p["alive"] and p["pos"] == dest]


def meet(
    rules: Candyman, state: State, seat: Seat, passed: list[Seat], dest: int, how: str, events: list[Event]
) -> None:
    # L117: the cookies met at the start of the turn may be attacked *before* moving only;
    # after the move the targets are those passed or landed on (L111).
    state["turn"]["targets"] = passed
    events.append(new_event(Event, ("moved", {"seat": seat, "to": dest, "passed": list(passed), "how": how}, None)))
