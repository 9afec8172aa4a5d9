"""The cards (rulebook L128-L135): weapon cards (L136-L144: at most three in play, a full clip
when played) and ammo cards (L146: reload a weapon, special ammo, reloading early): ``play_weapon``
and ``reload``, which hand cards a seat may use, and a weapon that reloads itself (L368). Each
action's check and effect side by side (listed with the active phase, ``turns.active_actions``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ladders.engine import Action, Event, Seat, State
from ladders.shootin.cards import CARDS
from ladders.shootin.tables import MAX_WEAPONS_IN_PLAY, discard_cards, new_event, without

if TYPE_CHECKING:
    from ladders.shootin.rules import ShootinLadders


def usable_hand(rules: ShootinLadders, state: State, seat: Seat) -> list[int]:
    """The hand cards ``seat`` may play (the scenario may forbid some)."""
    hand: list[int] = state["players"][seat]["hand"]
    scenario = rules.scenarios[state["scenario"]]
    if scenario.plain_may_use_card:
        return hand
    return [u for u in hand if scenario.may_use_card(state, seat, u)]


def first_copy(hand: list[int], uid: int) -> bool:
    """Is ``uid`` the first card of its name in ``hand``? (Copies are one choice, listed once.)"""
    name = CARDS[uid].id
    for u in hand:
        if CARDS[u].id == name:
            return u == uid
    return False


def check_play_weapon(rules: ShootinLadders, state: State, seat: Seat, action: Action) -> bool:
    uid = action.get("card")
    if type(uid) is not int or uid not in rules._usable_hand(state, seat) or CARDS[uid].deck != "weapon":
        return False
    in_play = state["players"][seat]["weapons"]
    if len(in_play) < MAX_WEAPONS_IN_PLAY:
        return len(action) == 2
    discard = action.get("discard")
    return len(action) == 3 and type(discard) is int and any(w["card"] == discard for w in in_play)


def play_weapon(
    rules: ShootinLadders, state: State, seat: Seat, uid: int, discard: int | None, events: list[Event]
) -> None:
    player = state["players"][seat]
    player["hand"] = without(player["hand"], uid)
    weapons = player["weapons"]
    if discard is not None:
        # "must immediately discard extra weapons if he exceeds that limit"
        old = next(w for w in weapons if w["card"] == discard)
        weapons = [w for w in weapons if w is not old]
        rules._discard_weapon(state, seat, old, events)
    c = CARDS[uid]
    # "place a Candy Corn Marker on the highest number shown on the Ammo track"
    player["weapons"] = [
        *weapons,
        {"card": uid, "ammo": c.ammo, "extra_dice": 0, "piercing": False, "reloads": 0, "ammo_cards": []},
    ]
    events.append(new_event(Event, ("weapon_played", {"seat": seat, "card": uid}, None)))


def step_play_weapon(rules: ShootinLadders, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    rules._play_weapon(state, seat, action["card"], action.get("discard"), events)


def discard_weapon(
    rules: ShootinLadders, state: State, seat: Seat, weapon: dict[str, Any], events: list[Event]
) -> None:
    discard_cards(state, "weapon", [weapon["card"]])
    if weapon["ammo_cards"]:
        discard_cards(state, "ammo", weapon["ammo_cards"])
    events.append(new_event(Event, ("weapon_discarded", {"seat": seat, "card": weapon["card"]}, None)))


def check_reload(rules: ShootinLadders, state: State, seat: Seat, action: Action) -> bool:
    uid, weapon = action.get("card"), action.get("weapon")
    if len(action) != 3 or type(uid) is not int or type(weapon) is not int:
        return False
    hand = rules._usable_hand(state, seat)
    if uid not in hand or CARDS[uid].deck != "ammo" or not rules._first_copy(hand, uid):
        return False
    return any(w["card"] == weapon and w["ammo"] is not None for w in state["players"][seat]["weapons"])


def reload(rules: ShootinLadders, state: State, seat: Seat, uid: int, weapon_uid: int, events: list[Event]) -> None:
    player = state["players"][seat]
    player["hand"] = without(player["hand"], uid)
    weapon = next(w for w in player["weapons"] if w["card"] == weapon_uid)
    # Reloading early loses the ammo left and any special ammo it had.
    if weapon["ammo_cards"]:
        discard_cards(state, "ammo", weapon["ammo_cards"])
    c = CARDS[uid]
    loaded = dict(
        weapon,
        ammo=CARDS[weapon_uid].ammo,
        extra_dice=c.extra_dice,
        piercing=c.piercing,
        reloads=c.reloads,
        ammo_cards=[uid],
    )
    player["weapons"] = [loaded if w is weapon else w for w in player["weapons"]]
    events.append(new_event(Event, ("reloaded", {"seat": seat, "card": uid, "weapon": weapon_uid}, None)))


def step_reload(rules: ShootinLadders, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    rules._reload(state, seat, action["card"], action["weapon"], events)


def self_reload(state: State, seat: Seat, events: list[Event]) -> None:
    """'When out of ammo, he may automatically reload the weapon, on his following Turn' (L368):
    a weapon with ``self_reload`` found empty as its holder's turn begins is full again."""
    player = state["players"][seat]
    weapons = player["weapons"]
    for w in weapons:
        c = CARDS[w["card"]]
        if w["ammo"] == 0 and c.self_reload and c.applies("self_reload", state["scenario"]):
            full = dict(w, ammo=c.ammo)
            weapons = [full if x is w else x for x in weapons]
            events.append(new_event(Event, ("self_reloaded", {"seat": seat, "weapon": w["card"]}, None)))
    if weapons is not player["weapons"]:
        # A new record (see ``_start_turn``): the old one may be shared with ``apply``'s input.
        state["players"][seat] = {**player, "weapons": weapons}
