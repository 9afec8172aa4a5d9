"""Special Treat cards and their keywords (rulebook L123-L141): drawing a treat,
playing one as an attack (``treat``: on your own turn, RANGED, or PLAY AT ANY TIME in the
windows each other cookie gets once a turn), ``equip`` (EQUIP on a limb) and ``defend``
(DEFENSE). Each action's listing, check and effect side by side."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ladders.candyman.data import LIMBS, PARTS, TREATS
from ladders.candyman.tables import (
    EQUIP_PARTS,
    INTERRUPT_ORDER,
    PLAYABLE_ANY_TIME,
    PLAYABLE_OWN,
    first_copy,
    hand_cards,
    new_event,
    own_record,
    without,
)
from ladders.engine import Action, Event, Seat, State, rng_shuffle

if TYPE_CHECKING:
    from ladders.candyman.rules import Candyman


def draw_treat(rules: Candyman, state: State, seat: Seat, events: list[Event]) -> None:
    if not state["treats"]:
        if not state["treat_discard"]:
            return  # every Special Treat is in a hand or on a limb
        pile = list(state["treat_discard"])
        state["treats"] = pile
        state["treat_discard"] = []
        rng_shuffle(state, pile)
        events.append(new_event(Event, ("reshuffled", {"deck": "special_treats", "size": len(pile)}, None)))
    treats = state["treats"]
    uid = treats[-1]
    state["treats"] = treats[:-1]
    player = own_record(state, seat)
    hand = player["hand"] = [*player["hand"], uid]
    events.append(new_event(Event, ("treat_drawn", {"seat": seat, "card": uid}, (seat,))))
    events.append(new_event(Event, ("treat_count", {"seat": seat, "hand": len(hand)}, None)))


def treat_actions(rules: Candyman, state: State, seat: Seat, *, own_turn: bool) -> list[Action]:
    player = state["players"][seat]
    own, any_time, _, _ = hand_cards(player["hand"])
    cards = list(own if own_turn else any_time)
    if own_turn and player["equipped"]:
        used = state["turn"]["used"]
        cards += [uid for uid, _ in player["equipped"] if TREATS[uid].attack and uid not in used]
    if not cards:
        return []
    out: list[Action] = []
    normal = rules._normal_targets(state, seat) if own_turn else None
    for uid in cards:
        card = TREATS[uid]
        if not own_turn:
            current = state["current"]
            targets = [current] if current != seat and state["players"][current]["alive"] else []
        elif card.ranged is not None:
            targets = rules._ranged_targets(state, seat, card.ranged)
        else:
            targets = normal or []
        out += [{"type": "treat", "card": uid, "target": t} for t in targets]
    return out


def equip_actions(rules: Candyman, state: State, seat: Seat) -> list[Action]:
    player = state["players"][seat]
    return rules._equip_listing(player, hand_cards(player["hand"])[2])


def equip_listing(player: dict[str, Any], equippable: tuple[int, ...]) -> list[Action]:
    if not equippable:
        return []
    equipped = player["equipped"]
    taken = {part for _, part in equipped} if equipped else ()
    parts = player["parts"]
    out: list[Action] = []
    for uid in equippable:
        for part in EQUIP_PARTS[uid]:
            if parts[part] > 0 and part not in taken:
                out.append({"type": "equip", "card": uid, "part": PARTS[part]})
    return out


def direct_ok(rules: Candyman, state: State, seat: Seat, action: Action) -> bool:
    """Fast check of a treat, equip, defend or part by its own parameters, without
    listing the actions of its type; False sends it the long way (which explains)."""
    kind = action["type"]
    stack = state["stack"]
    item = stack[-1] if stack else None
    player = state["players"][seat]
    if kind == "part":
        part = action.get("part")
        if len(action) != 2 or item is None or item["k"] != "part" or type(part) is not str or part not in PARTS:
            return False
        return bool(state["players"][item["target"]]["parts"][PARTS.index(part)] > 0)
    uid = action.get("card")
    if type(uid) is not int or not 0 <= uid < len(TREATS):
        return False
    card = TREATS[uid]
    in_hand = uid in player["hand"]
    if kind == "defend":
        if len(action) != 2 or item is None or item["k"] != "defend" or not card.defense:
            return False
        if in_hand:
            return card.equip is None and first_copy(player["hand"], uid)
        return uid not in state["turn"]["used"] and any(u == uid for u, _ in player["equipped"])
    own_turn = item is None and state["turn"]["phase"] != "move"
    if kind == "equip":
        part = action.get("part")
        if len(action) != 3 or not own_turn or type(part) is not str or part not in PARTS:
            return False
        index = PARTS.index(part)
        return (
            card.equip is not None
            and in_hand
            and first_copy(player["hand"], uid)
            and index in LIMBS[card.equip]
            and player["parts"][index] > 0
            and all(on != index for _, on in player["equipped"])
        )
    target = action.get("target")
    if len(action) != 3 or type(target) is not int or not 0 <= target < state["seats"]:
        return False
    players = state["players"]
    if item is not None:
        # A PLAY AT ANY TIME window: a card from the hand against the active cookie.
        current = state["current"]
        return (
            item["k"] == "interrupt"
            and in_hand
            and PLAYABLE_ANY_TIME[uid] is not None
            and first_copy(player["hand"], uid)
            and target == current != seat
            and players[current]["alive"]
        )
    if not own_turn:
        return False
    turn = state["turn"]
    if in_hand:
        if PLAYABLE_OWN[uid] is None or not first_copy(player["hand"], uid):
            return False
    elif not card.attack or uid in turn["used"] or all(u != uid for u, _ in player["equipped"]):
        return False
    if target == seat or not players[target]["alive"] or target in turn["attacked"]:
        return False
    if card.ranged is not None:
        return bool(abs(players[target]["pos"] - player["pos"]) <= card.ranged)
    return target in turn["targets"]


def play_treat(rules: Candyman, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    uid = action["card"]
    card = TREATS[uid]
    from_hand = uid in state["players"][seat]["hand"]
    if from_hand:
        player = own_record(state, seat)
        player["hand"] = without(player["hand"], uid)
        state["treat_discard"] = [*state["treat_discard"], uid]  # single use: discarded after the attack (L129)
    else:
        turn = state["turn"]
        turn["used"] = [*turn["used"], uid]
    own_turn = seat == state["current"]
    rules._declare(state, seat, action["target"], card, events, from_hand=from_hand, counts=own_turn)


def equip(rules: Candyman, state: State, seat: Seat, uid: int, part: int, events: list[Event]) -> None:
    player = own_record(state, seat)
    player["hand"] = without(player["hand"], uid)
    player["equipped"] = [*player["equipped"], [uid, part]]
    events.append(new_event(Event, ("equipped", {"seat": seat, "card": uid, "part": PARTS[part]}, None)))


def open_interrupts(rules: Candyman, state: State, seat: Seat) -> None:
    order = INTERRUPT_ORDER[seat, state["seats"]]
    if order:
        state["stack"].append({"k": "interrupts", "seat": seat, "left": order})
