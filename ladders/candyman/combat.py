"""Combat (rulebook L63-L70, L103-L122): ``attack`` a cookie you share a space with,
passed or landed on (once each a turn), the target's DEFENSE window, the strike (a
Dash N Bash card's damage, 2 for a Character or Candy Cage Match card), the ``part`` the
attacker chooses for 2 damage, boxes crossed off, trophies and crumbling. Each action's
listing, check and effect side by side."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ladders.candyman.data import ICON_PART, PARTS, TREATS, Dash, Treat
from ladders.candyman.tables import CHARACTER_DAMAGE, new_event, own_record, pass_window
from ladders.engine import Event, Seat, State

if TYPE_CHECKING:
    from ladders.candyman.rules import Candyman


def normal_targets(rules: Candyman, state: State, seat: Seat) -> list[Seat]:
    turn = state["turn"]
    players = state["players"]
    return [t for t in turn["targets"] if players[t]["alive"] and t not in turn["attacked"]]


def ranged_targets(rules: Candyman, state: State, seat: Seat, reach: int) -> list[Seat]:
    pos = state["players"][seat]["pos"]
    attacked = state["turn"]["attacked"]
    return [
        t
        for t, p in enumerate(state["players"])
        if t != seat and p["alive"] and abs(p["pos"] - pos) <= reach and t not in attacked
    ]


def target_ok(rules: Candyman, state: State, seat: Seat, kind: str, target: int) -> bool:
    """Fast check of the two common one-target actions; False sends it the long way."""
    stack = state["stack"]
    if kind == "attack":
        turn = state["turn"]
        return (
            not stack
            and turn["phase"] in ("before_move", "after_move")
            and target in turn["targets"]
            and target not in turn["attacked"]
            and state["players"][target]["alive"]
        )
    return bool(stack) and stack[-1]["k"] == "cage_draw" and target != seat and target in state["cage"]["order"]


def declare(
    rules: Candyman,
    state: State,
    attacker: Seat,
    target: Seat,
    card: Treat | None,
    events: list[Event],
    *,
    from_hand: bool = False,
    counts: bool = True,
) -> None:
    """An attack: the target's DEFENSE window first, then the strike."""
    if counts and attacker >= 0:
        turn = state["turn"]
        turn["attacked"] = [*turn["attacked"], target]
    strike = {
        "k": "strike",
        "seat": attacker,
        "attacker": attacker,
        "target": target,
        "card": None if card is None else card.uid,
        "from_hand": from_hand,
    }
    data = {"seat": attacker, "target": target}
    if card is not None:
        data["card"] = card.uid
    events.append(new_event(Event, ("attack", data, None)))
    victim = state["players"][target]
    if pass_window(victim, state["turn"]["used"]):
        state["stack"].append({"k": "defend", "seat": target, "attacker": attacker, "attack": strike})
    else:
        state["stack"].append(strike)


def strike(rules: Candyman, state: State, item: dict[str, Any], events: list[Event]) -> None:
    attacker, target = item["attacker"], item["target"]
    uid = item["card"]
    if uid is None:
        rules._strike_cards(state, attacker, target, 1, events)
        return
    card = TREATS[uid]
    if card.effect == "damage":
        if card.part == "choice":
            state["stack"].append(
                {"k": "part", "seat": attacker, "attacker": attacker, "target": target, "amount": card.amount}
            )
        else:
            rules._damage(state, attacker, target, PARTS.index(str(card.part)), card.amount, events)
    elif card.effect == "draw":
        rules._strike_cards(state, attacker, target, card.amount, events)
    elif card.effect == "push":
        victim = own_record(state, target)
        victim["pos"] = max(0, min(rules.board.border - 1, victim["pos"] + card.amount))
        events.append(new_event(Event, ("pushed", {"seat": target, "to": victim["pos"]}, None)))
    elif card.effect == "discard_equipped":
        victim = own_record(state, target)
        for equipped_uid, _ in victim["equipped"]:
            state["treat_discard"] = [*state["treat_discard"], equipped_uid]
            events.append(new_event(Event, ("equip_lost", {"seat": target, "card": equipped_uid}, None)))
        victim["equipped"] = []


def strike_cards(rules: Candyman, state: State, attacker: Seat, target: Seat, count: int, events: list[Event]) -> None:
    for _ in range(count):
        if not state["players"][target]["alive"]:
            return
        card = rules._draw_dash(state, events)
        events.append(new_event(Event, ("card_drawn", {"seat": attacker, "card": card.uid, "purpose": "attack"}, None)))
        rules._card_damage(state, attacker, target, card, events)


def card_damage(rules: Candyman, state: State, attacker: Seat, target: Seat, card: Dash, events: list[Event]) -> None:
    if card.kind == "icons":
        # L111: each icon marks a box on its candy-coded part.
        for icon in card.icons:
            rules._damage(state, attacker, target, ICON_PART[icon], 1, events)
    else:
        # L115: a Character or Candy Cage Match card: 2 boxes to a part of the attacker's choice.
        rules._choose_part(state, attacker, target, events)


def choose_part(rules: Candyman, state: State, attacker: Seat, target: Seat, events: list[Event]) -> None:
    if attacker < 0:
        # Reading: the Twins take the standing part closest to being torn off.
        parts = state["players"][target]["parts"]
        part = min((i for i in range(len(PARTS)) if parts[i] > 0), key=lambda i: (parts[i], i))
        rules._damage(state, attacker, target, part, CHARACTER_DAMAGE, events)
    else:
        state["stack"].append(
            {"k": "part", "seat": attacker, "attacker": attacker, "target": target, "amount": CHARACTER_DAMAGE}
        )


def damage(
    rules: Candyman, state: State, attacker: Seat, target: Seat, part: int, amount: int, events: list[Event]
) -> None:
    victim = state["players"][target]
    if not victim["alive"]:
        return
    left = victim["parts"][part]
    if left == 0:
        events.append(new_event(Event, ("ignored", {"target": target, "part": PARTS[part]}, None)))  # L115
        return
    hit = min(left, amount)
    victim = own_record(state, target)
    parts = victim["parts"] = list(victim["parts"])
    parts[part] = left - hit
    events.append(
        new_event(Event, ("damage", {"target": target, "part": PARTS[part], "boxes": hit, "left": left - hit}, None))
    )
    if left - hit > 0:
        return
    # L115: the destroyed part is the attacker's trophy; what was equipped on it is lost.
    events.append(new_event(Event, ("part_lost", {"target": target, "part": PARTS[part], "by": attacker}, None)))
    if attacker >= 0:
        winner = own_record(state, attacker)
        winner["trophies"] = [*winner["trophies"], [part, target]]
        victim = state["players"][target]
    kept = []
    for uid, on in victim["equipped"]:
        if on == part:
            state["treat_discard"] = [*state["treat_discard"], uid]
            events.append(new_event(Event, ("equip_lost", {"seat": target, "card": uid}, None)))
        else:
            kept.append([uid, on])
    victim["equipped"] = kept
    if not any(parts):
        rules._crumb(state, attacker, target, events)


def crumb(rules: Candyman, state: State, attacker: Seat, target: Seat, events: list[Event]) -> None:
    """L31: no unmarked box left on the sheet: a pile of crumbs, out of the game."""
    victim = own_record(state, target)
    victim["alive"] = False
    state["crumbled"] += 1
    victim["out"] = state["crumbled"]
    state["treat_discard"] = state["treat_discard"] + victim["hand"] + [u for u, _ in victim["equipped"]]
    victim["hand"] = []
    victim["equipped"] = []
    if attacker >= 0:
        own_record(state, attacker)["frags"] += 1
    events.append(new_event(Event, ("crumbs", {"seat": target, "by": attacker}, None)))
    cage = state["cage"]
    if cage is not None and target in cage["order"]:
        rules._leave_cage(cage, target)
