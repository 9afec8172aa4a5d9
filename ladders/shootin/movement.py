"""Movement (rulebook L104-L113), board elements (L114-L127: ladders and slides on an exact
landing) and drawing cards (L156-L159: a star landed on by exact count): ``move`` one die in full,
either way, and ``draw`` from a two-colour star. Each action's check and effect side by side (the
moves are listed with the active phase, ``turns.active_actions``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ladders.engine import Action, Event, Seat, State, rng_shuffle
from ladders.shootin.tables import MELEE, new_event

if TYPE_CHECKING:
    from ladders.shootin.rules import ShootinLadders


def check_move(rules: ShootinLadders, state: State, seat: Seat, action: Action) -> bool:
    if len(action) != 3:
        return False
    die, direction = action.get("die"), action.get("direction")
    if type(die) is not int or type(direction) is not int or direction not in (1, -1):
        return False
    dice = state["turn"]["dice"]
    if not 0 <= die < len(dice) or dice[die] is None:
        return False
    end: int = state["players"][seat]["pos"] + direction * dice[die]
    return 1 <= end <= rules._squares


def step_move(rules: ShootinLadders, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    die, direction = action["die"], action["direction"]
    turn = state["turn"] = state["turn"].copy()  # this step's own, changed below
    player = state["players"][seat]
    dice = turn["dice"].copy()
    steps = dice[die]
    dice[die] = None
    turn["dice"] = dice
    start = player["pos"]
    landed = end = start + direction * steps
    entered = list(range(start + direction, end + direction, direction))
    # Only this move's squares count for melee, with the melee weapons in play now (L166).
    melee_then = []
    for w in player["weapons"]:  # ``_melee_ready``, inline (every move asks)
        uid = w["card"]
        if MELEE[uid] and w["ammo"] != 0:
            melee_then.append(uid)
    turn["melee_then"] = melee_then
    events.append(new_event(Event, ("moved", {"seat": seat, "die": die, "steps": steps * direction, "to": end}, None)))
    board = rules.board
    # Exact landing: ladders and slides carry you at once; stars let you draw.
    ride = board.rides[end]
    if ride is not None:
        ridden: int = ride[1]
        events.append(new_event(Event, (ride[0], {"seat": seat, "to": ridden}, None)))
        end = ridden
        passed = [*entered, end]  # the squares entered, the ride's end included
    else:
        passed = entered
    turn["passed"] = passed  # never changed in place: shared by the hooks below
    player["pos"] = end
    scenario = rules.scenarios[state["scenario"]]
    if not scenario.plain_on_move:
        scenario.on_move(state, seat, passed, landed, events)
    colours = board.star_decks[landed]
    if colours and scenario.may_draw(state, seat):
        events.append(new_event(Event, ("star", {"seat": seat, "square": end, "decks": list(colours)}, None)))
        if len(colours) == 1:
            rules._draw(state, seat, colours[0], events)
        else:
            scenario.open_pending(state, {"kind": "draw", "seat": seat, "decks": list(colours)})
    if state.get("counters"):
        rules._trip_mine(state, seat, passed, events)


def draw(rules: ShootinLadders, state: State, seat: Seat, deck: str, events: list[Event]) -> None:
    pile = state["decks"][deck]
    if not pile:
        # "When a deck runs out of cards, reshuffle the discards."
        pile = state["discards"][deck][:]
        discards = state["discards"] = state["discards"].copy()
        discards[deck] = []
        rng_shuffle(state, pile)
        events.append(new_event(Event, ("reshuffled", {"deck": deck, "size": len(pile)}, None)))
        if not pile:
            return  # every card of this deck is in hands or in play
    uid = pile[-1]
    decks = state["decks"] = state["decks"].copy()  # a new table and pile: the old may be shared
    decks[deck] = pile[:-1]
    player = state["players"][seat]
    player["hand"] = [*player["hand"], uid]
    events.append(new_event(Event, ("drew", {"seat": seat, "deck": deck}, None)))
    events.append(new_event(Event, ("card_drawn", {"seat": seat, "card": uid, "deck": deck}, (seat,))))


def step_draw(rules: ShootinLadders, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    state["pending"] = None
    rules._draw(state, seat, action["deck"], events)
