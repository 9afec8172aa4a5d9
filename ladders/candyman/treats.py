"""Special Treat cards and their keywords (rulebook L123-L141): drawing a treat,
playing one as an attack (``treat``: on your own turn, RANGED, or PLAY AT ANY TIME in the
out-of-turn windows), ``equip`` (EQUIP on a limb) and ``defend`` (DEFENSE). Each action's
listing, check and effect side by side.

PLAY AT ANY TIME (L139, Example 2 at L67) is read two ways, by the rules version a game is
played under (``Ruleset.played_rules_version``; docs/candyman.md, docs/rules-versions.md):

- version 1: once a turn, after the active cookie's move, each other cookie holding any
  treat gets a window (clockwise) to play such a card against the active cookie;
- version 2, as printed ("may be played out of turn at anytime during the game"): after
  each step of a turn (the turn's start once the Twins are done, and every action of the
  active cookie but ``end_turn``, once all it set off is resolved), and after each card so
  played, every other cookie holding a PLAY AT ANY TIME card gets a window in seat order
  from the active cookie's left, against any other cookie in play; nobody else is asked.
  No window while a Candy Cage Match runs (L77) or once the turn is over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ladders.candyman.data import LIMBS, PARTS, TREATS
from ladders.candyman.schemas import INFO
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

AS_PRINTED = 2  # the first rules version that plays PLAY AT ANY TIME as printed (L139)
_OLDEST_VERSION = INFO.earlier_rules_versions[0]  # a state without "rules_version" plays it
# The uids of the PLAY AT ANY TIME cards a hand may play out of turn.
_ANY_TIME_UIDS = frozenset(uid for uid, card_id in enumerate(PLAYABLE_ANY_TIME) if card_id is not None)


def as_printed(rules: Candyman, state: State) -> bool:
    """Whether ``state``'s game plays PLAY AT ANY TIME as printed (rules version 2 on).
    ``Ruleset.played_rules_version``'s reading, inlined: every step asks it twice."""
    version: int = state.get("rules_version", _OLDEST_VERSION)
    return version >= AS_PRINTED


def holds_any_time(player: dict[str, Any]) -> bool:
    """Whether a cookie holds a PLAY AT ANY TIME card it may play out of turn."""
    return not _ANY_TIME_UIDS.isdisjoint(player["hand"])


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
    if not own_turn:
        players = state["players"]
        if as_printed(rules, state):
            # L139 as printed: out of turn, the card is aimed at any other cookie in play.
            out_of_turn = [t for t, p in enumerate(players) if t != seat and p["alive"]]
        else:
            current = state["current"]
            out_of_turn = [current] if current != seat and players[current]["alive"] else []
    for uid in cards:
        card = TREATS[uid]
        if not own_turn:
            targets = out_of_turn
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
        # A PLAY AT ANY TIME window: a card from the hand against the active cookie
        # (version 1) or any other cookie in play (as printed, version 2).
        if as_printed(rules, state):
            aimed = target != seat and players[target]["alive"]
        else:
            current = state["current"]
            aimed = target == current != seat and players[current]["alive"]
        return (
            item["k"] == "interrupt"
            and in_hand
            and PLAYABLE_ANY_TIME[uid] is not None
            and first_copy(player["hand"], uid)
            and aimed
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
    if not own_turn and as_printed(rules, state):
        # A card played out of turn is a step too: once it is resolved, every holder is
        # asked again, from the active cookie's left (the round under it starts over).
        stack = state["stack"]
        stack[-1] = window_round(state)
    # L67: played on your own turn, it is that turn's attack on its target.
    rules._declare(state, seat, action["target"], card, events, from_hand=from_hand, counts=own_turn)


def equip(rules: Candyman, state: State, seat: Seat, uid: int, part: int, events: list[Event]) -> None:
    player = own_record(state, seat)
    player["hand"] = without(player["hand"], uid)
    player["equipped"] = [*player["equipped"], [uid, part]]
    events.append(new_event(Event, ("equipped", {"seat": seat, "card": uid, "part": PARTS[part]}, None)))


def open_interrupts(rules: Candyman, state: State, seat: Seat) -> None:
    """Version 1: the once-a-turn round of windows after the active cookie's move."""
    if as_printed(rules, state):
        return  # version 2: the move is a step like any other (``open_step_windows``)
    order = INTERRUPT_ORDER[seat, state["seats"]]
    if order:
        state["stack"].append({"k": "interrupts", "seat": seat, "left": order})


def window_round(state: State) -> dict[str, Any]:
    """A round of PLAY AT ANY TIME windows, in seat order from the active cookie's left."""
    current = state["current"]
    return {"k": "interrupts", "seat": current, "left": INTERRUPT_ORDER[current, state["seats"]]}


def open_step_windows(rules: Candyman, state: State) -> None:
    """Version 2: a step of the active cookie's turn (one of its own actions, or the turn
    itself) has had its direct effects: the round of windows that follows it goes under
    whatever the step set off (DEFENSE windows, damage, a part to choose, the Twins'
    attacks), so it opens once the step is resolved. Called after the step's own effects,
    which only push onto the stack or clear it (the end of the game), so the round lands
    where it would have had it been opened first. Version 1 opens no such round.

    When the step left nothing on the stack, the round is reached at once, so it opens
    only if ``_first_asked`` would ask someone then: a round dropped unopened is never
    pushed (most steps: no cookie to be asked holds a PLAY AT ANY TIME card)."""
    if not as_printed(rules, state) or state["winners"] is not None:
        return  # the game ended in the step: the stack was cleared, round and all
    stack = state["stack"]
    if stack or _first_asked(state, INTERRUPT_ORDER[state["current"], state["seats"]], True) >= 0:
        stack.insert(0, window_round(state))


def _first_asked(state: State, left: list[Seat], printed: bool) -> int:
    """The index in ``left`` of the next cookie a round of windows asks, or -1: under version
    2 only a cookie holding a PLAY AT ANY TIME card, and none once the turn is over (version
    1: any cookie with a hand); nobody once the active cookie is out."""
    players = state["players"]
    if not players[state["current"]]["alive"]:
        return -1
    if printed:
        if state["turn"]["phase"] != "over":
            for i, s in enumerate(left):
                holder = players[s]
                if holder["alive"] and holds_any_time(holder):
                    return i
        return -1
    for i, s in enumerate(left):
        holder = players[s]
        if holder["alive"] and holder["hand"]:
            return i
    return -1


def next_window(rules: Candyman, state: State, item: dict[str, Any]) -> bool:
    """The round of windows on top of the stack: open the next seat's window (True) or
    drop the round when nobody is left to ask (False)."""
    stack = state["stack"]
    left = item["left"]
    found = _first_asked(state, left, as_printed(rules, state))
    if found < 0:
        stack.pop()
        return False
    stack[-1] = {**item, "left": left[found + 1 :]}
    stack.append({"k": "interrupt", "seat": left[found]})
    return True  # a decision that ``_moot`` would keep: its holder has a hand, the mover is in


def decline(rules: Candyman, state: State, seat: Seat, events: list[Event]) -> None:
    """``pass`` in a window. Version 2 tells the passer alone: only holders of a PLAY AT
    ANY TIME card are asked, so a public pass would say what the hand holds."""
    shown_to = (seat,) if as_printed(rules, state) else None
    events.append(new_event(Event, ("passed", {"seat": seat}, shown_to)))


def decision_shown_to(rules: Candyman, state: State, item: dict[str, Any], viewer: Seat | None) -> bool:
    """Whether ``viewer`` sees the pending decision ``item`` in its view: every decision is
    public, except a version-2 window, which only its holder sees (it is opened for holders
    of a PLAY AT ANY TIME card only)."""
    return item["k"] != "interrupt" or viewer == item["seat"] or not as_printed(rules, state)
