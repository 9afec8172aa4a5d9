"""Shootouts and held fire (rulebook L241-L256): ``hold`` an attack for another's turn
(one at most, L243-L246); a fighter passing in front of a holder (orthogonal, in line of
sight) meets a ``shoot_out`` or ``hold_fire`` decision (L247-L250); Speed dice plus a
drawn card settle who fires first (L251-L253), and the one passed may answer with
``return_fire`` or ``no_return``; a frag on Main Street draws a bonus special (L254-L256).
Each action's listing (``gen_``) and effect (``do_``) side by side."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ladders.deadlands.data import DECKS
from ladders.deadlands.tables import JOKER_SHOOTOUT_VALUE, ON_BOARD, Occupancy, new_event
from ladders.engine import Action, Event, Seat, State, rng_below

if TYPE_CHECKING:
    from ladders.deadlands.rules import FragDeadlands


def gen_hold(rules: FragDeadlands, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
    rec = state["f"][seat]
    if rec["held"] or rules.sheet(state, seat).no_shootout or rules.attacks_left(state, seat) <= 0:
        return []
    return [{"type": "hold"}]


def do_hold(rules: FragDeadlands, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    state["turn"]["attacks_used"] += 1
    state["f"][seat]["held"] = True
    events.append(new_event(Event, ("held", {"seat": seat}, None)))


def queue_shootouts(rules: FragDeadlands, state: State, mover: Seat, events: list[Event]) -> None:
    """A held attack fires on a fighter passing directly in front: same row or
    column, in sight (L246-L249). The Saloon Gal, who may not use the shootout rules
    (L654-L655), is still shot out by a holder: she only never holds or fires."""
    holders = rules._holders(state, mover)
    if holders:
        state["pending"] = [*state["pending"], {"kind": "shootout", "seat": holders[0], "mover": mover}]


def holders(rules: FragDeadlands, state: State, mover: Seat, after: Seat | None = None) -> list[Seat]:
    fighters = state["f"]
    seats = state["seats"]
    cell = fighters[mover]["pos"]
    width = rules.board.width
    mx, my = cell % width, cell // width  # ``Board.xy``, inline
    # ``line_of_sight`` inline: the static sight table's entry, then the occupied squares
    # (built only for a holder in line with a clear static line) against the squares between
    occ: set[int] | None = None
    sight = rules._sight
    cells = rules._cell_count
    start = mover if after is None else after
    out = []
    for k in range(1, seats):
        h = (start + k) % seats
        if h == mover:
            break
        rec = fighters[h]
        if not rec["held"] or rec["status"] != "alive":
            continue
        held_at = rec["pos"]
        if held_at % width == mx or held_at // width == my:
            hit = sight[held_at * cells + cell]
            if hit is None or not hit[0]:
                continue
            if occ is None:
                occ = set()
                for other in fighters:
                    if other["pos"] >= 0 and other["status"] in ON_BOARD:
                        occ.add(other["pos"])
            if hit[1].isdisjoint(occ):
                out.append(h)
    return out


def gen_shoot_out(rules: FragDeadlands, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
    return [
        rules._with_cheat({"type": "shoot_out", "weapon": w}, c)
        for w, c in rules._weapon_choices(state, seat, shootout=True)
    ]


def do_shoot_out(rules: FragDeadlands, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    entry = state["pending"][0]
    state["f"][seat]["held"] = False
    mover = entry["mover"]
    cheat = bool(action.get("cheat"))
    if rules.sheet(state, mover).no_shootout:
        # The Saloon Gal may not use the shootout rules (L654-L655): she never fires back, so
        # nobody rolls for who fires first (L251-L253) and the holder fires at once.
        state["pending"] = state["pending"][1:]
        events.append(new_event(Event, ("shootout", {"seat": seat, "mover": mover, "return_fire": False}, None)))
        rules._fire(state, seat, mover, [(seat, action["weapon"], cheat)], events)
        return
    state["pending"] = [
        {"kind": "return_fire", "seat": mover, "holder": seat, "weapon": action["weapon"], "cheat": cheat},
        *state["pending"][1:],
    ]
    events.append(new_event(Event, ("shootout", {"seat": seat, "mover": mover}, None)))


def gen_hold_fire(rules: FragDeadlands, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
    return [{"type": "hold_fire"}]


def do_hold_fire(rules: FragDeadlands, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    mover = state["pending"][0]["mover"]
    rest = state["pending"][1:]
    nxt = rules._holders(state, mover, after=seat)
    state["pending"] = ([{"kind": "shootout", "seat": nxt[0], "mover": mover}] if nxt else []) + rest


def gen_return_fire(rules: FragDeadlands, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
    if not rules._alone(state, seat):
        return []  # passing through an occupied square: no attack from it (L183-L184)
    return [
        rules._with_cheat({"type": "return_fire", "weapon": w}, c)
        for w, c in rules._weapon_choices(state, seat, shootout=True)
    ]


def do_return_fire(rules: FragDeadlands, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    rules._shootout(state, seat, action["weapon"], bool(action.get("cheat")), events)


def gen_no_return(rules: FragDeadlands, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
    return [{"type": "no_return"}]


def do_no_return(rules: FragDeadlands, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    rules._shootout(state, seat, None, False, events)


def shootout(
    rules: FragDeadlands, state: State, mover: Seat, weapon: int | None, cheat: bool, events: list[Event]
) -> None:
    """Both roll Speed plus a randomly drawn card's value; the higher attacks first (L251-L253)."""
    entry = state["pending"][0]
    state["pending"] = state["pending"][1:]
    holder = entry["holder"]
    totals = []
    for s in (holder, mover):
        dice = rules._dice(state, rules.stat(state, s, "speed") + rules._extra_dice(state, s, "shootout"), 6)
        deck = DECKS[rng_below(state, len(DECKS))]
        uid = rules._take(state, deck, events)
        value = 0
        if uid is not None:
            rules._discard(state, uid)
            value = JOKER_SHOOTOUT_VALUE if rules.cards[uid].joker else rules.cards[uid].value
        totals.append(sum(dice) + value)
        events.append(
            new_event(Event, ("shootout_roll", {"seat": s, "dice": dice, "card": uid, "total": totals[-1]}, None))
        )
    order: list[tuple[Seat, int | None, bool]] = [(holder, entry["weapon"], entry["cheat"]), (mover, weapon, cheat)]
    if totals[1] > totals[0]:  # ties: the holder, whose attack was ready, fires first
        order.reverse()
    rules._fire(state, holder, mover, order, events)


def fire(
    rules: FragDeadlands,
    state: State,
    holder: Seat,
    mover: Seat,
    order: list[tuple[Seat, int | None, bool]],
    events: list[Event],
) -> None:
    """A shootout's shots in ``order`` (shooter, weapon or None, cheat), then the next holder in
    line. A shot that opens a blood window (rules version 2) keeps the rest in the window, and
    ``resume_strike`` fires them here when it closes."""
    cells = {state["f"][holder]["pos"], state["f"][mover]["pos"]}
    main = any(c in rules.board.main_street for c in cells)
    for index, (shooter, gun, ch) in enumerate(order):
        other = mover if shooter == holder else holder
        if state["winners"] is not None or gun is None:
            continue
        if not rules._standing(state, shooter) or not rules._standing(state, other):
            continue
        if not rules._alone(state, shooter):
            continue  # nobody attacks from an occupied square (L183-L184)
        if not rules.line_of_sight(state, state["f"][shooter]["pos"], state["f"][other]["pos"]):
            continue
        if not rules._still_armed(state, shooter, gun):
            continue
        if rules._attack(state, shooter, other, gun, ch, events, main_street=main):
            # a blood window between the shots (L877-L879): the rest fire when it closes
            window = {
                **state["pending"][0],
                "then": {"holder": holder, "mover": mover, "order": [list(shot) for shot in order[index + 1 :]]},
            }
            state["pending"] = [window, *state["pending"][1:]]
            return
    if state["winners"] is None and rules._standing(state, mover):
        nxt = rules._holders(state, mover, after=holder)
        if nxt:
            state["pending"] = [{"kind": "shootout", "seat": nxt[0], "mover": mover}, *state["pending"]]
    rules._turn_over_if_fragged(state, mover)
