"""The cards and cheatin' (rulebook L68-L107, L873-L905, the fighters' CHEATIN' lines
L351-L716): drawing and discarding (L70-L71, jokers L108-L111), ``play`` (weapons,
gadgets, armour, specials, hexes; limits L80-L85, L94-L96), ``discard``, ``drop`` and
``pickup`` (leftovers and dropped gear, L873-L876, L883-L905), the blood counters
(``take_blood``, ``use_blood``, L877-L879; as printed, rules version 2, also in a blood
window before a hit's damage, or ``no_blood``), the draws a turn starts with, and the
cheatin' actions ``boost`` (the Saloon Gal's extra die) and ``swap`` (the Huckster's).
Each action's listing (``gen_``), check (``_ok``) and effect (``do_``) side by side."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ladders.deadlands.data import DECKS, IN_PLAY_EFFECTS, Card
from ladders.deadlands.tables import BOOST_ROLLS, Occupancy, new_event, remove_one
from ladders.engine import Action, Event, Seat, State, rng_shuffle

if TYPE_CHECKING:
    from ladders.deadlands.rules import FragDeadlands


def take(rules: FragDeadlands, state: State, deck: str, events: list[Event], *, allow_joker: bool = True) -> int | None:
    """The top card of ``deck``, reshuffling its discards when it is empty (L70-L71).
    With ``allow_joker`` False a joker met is put at the bottom and the next card taken."""
    if not state["decks"][deck] and not state["discards"][deck]:
        return None
    pile = rules._mutable(state, "decks", deck)
    for _ in range(2 + len(pile) + len(state["discards"][deck])):
        if not pile:
            if not state["discards"][deck]:
                return None
            pile.extend(state["discards"][deck])
            state["discards"] = {**state["discards"], deck: []}
            rng_shuffle(state, pile)
            events.append(new_event(Event, ("reshuffled", {"deck": deck, "size": len(pile)}, None)))
        uid: int = pile.pop()
        if allow_joker or not rules.cards[uid].joker:
            return uid
        pile.insert(0, uid)
    return None


def draw(rules: FragDeadlands, state: State, seat: Seat, deck: str, events: list[Event]) -> int | None:
    """Draw into the hand. A joker is discarded at once and its drawer draws from any deck (L108-L111)."""
    uid = rules._take(state, deck, events)
    if uid is None:
        return None
    events.append(new_event(Event, ("drew", {"seat": seat, "deck": deck}, None)))
    if rules.cards[uid].joker:
        rules._mutable(state, "discards", deck).append(uid)
        events.append(new_event(Event, ("joker", {"seat": seat, "deck": deck, "card": uid}, None)))
        if any(state["decks"][d] or state["discards"][d] for d in DECKS):
            state["pending"] = [*state["pending"], {"kind": "joker", "seat": seat}]
        return None
    state["f"][seat]["hand"] = [*state["f"][seat]["hand"], uid]
    events.append(new_event(Event, ("card_drawn", {"seat": seat, "card": uid, "deck": deck}, (seat,))))
    return uid


def discard(rules: FragDeadlands, state: State, uid: int) -> None:
    rules._mutable(state, "discards", rules.cards[uid].deck).append(uid)


def mutable(state: State, key: str, deck: str) -> list[int]:
    """A draw or discard pile that ``step`` may change: ``copy_state`` shares the
    piles with the state it copied, so a pile is replaced before it is written."""
    pile = list(state[key][deck])
    state[key] = {**state[key], deck: pile}
    return pile


def start_draws(rules: FragDeadlands, state: State, seat: Seat, events: list[Event]) -> None:
    """Starting gadgets that draw at the beginning of each turn (Hoyle's Book of
    Games: a hex on 5-6; the Mad Scientist's Gizmo Satchel: a gadget on 3-6)."""
    rec = state["f"][seat]
    sheet = rules.fighter_by_id[rec["id"]]
    if sheet.starting_gadget is None and not rec["gadgets"]:
        return  # most turns: nothing to draw for
    draws: list[tuple[str, int]] = []
    if sheet.starting_gadget is not None:
        draws.append((sheet.starting_gadget["draw_deck"], sheet.starting_gadget["draw_min"]))
    if rec["gadgets"] and not sheet.no_hexes and not sheet.hexes:
        draws += [("hex", 5) for u in rec["gadgets"] if rules.cards[u].effect == "hex_access"]
    for deck, need in draws:
        roll = rules._die(state, 6)
        events.append(new_event(Event, ("powerup", {"seat": seat, "deck": deck, "roll": roll, "need": need}, None)))
        if roll >= need:
            rules.draw(state, seat, deck, events)


def gen_joker_draw(rules: FragDeadlands, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
    return [{"type": "joker_draw", "deck": d} for d in DECKS if state["decks"][d] or state["discards"][d]]


def do_joker_draw(rules: FragDeadlands, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    state["pending"] = state["pending"][1:]
    rules.draw(state, seat, action["deck"], events)


def gen_play(rules: FragDeadlands, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
    rec = state["f"][seat]
    out: list[Action] = []
    # hex access, the weapon limit and the health cap are asked only for a card they decide
    hexes: bool | None = None
    room: bool | None = None
    hurt: bool | None = None
    cards = rules.cards
    for uid in sorted(rec["hand"]):
        card = cards[uid]
        if card.joker:
            continue
        if card.deck == "weapon":
            if room is None:
                room = len(rec["weapons"]) < rules.weapon_limit(state, seat)
            if room:
                out.append({"type": "play", "card": uid})
            continue
        if card.deck == "hex":
            if hexes is None:
                hexes = bool(rules.hex_ok(state, seat))
            if not hexes:
                continue
        effect = card.effect
        if effect in ("teleport", "hex_attack"):
            continue  # played by ``teleport`` / ``attack``
        if effect == "heal":
            if hurt is None:
                hurt = rec["health"] < rules.health_cap(state, seat)
            if not hurt:
                continue
        if effect == "armor" and not rules._armor_fits(state, seat, card):
            continue
        if effect == "hex_access" and rules.sheet(state, seat).no_hexes:
            continue
        if effect == "reload":
            for w, ammo in rec["weapons"]:
                full = rules.cards[w].ammo
                if full is not None and ammo < full:
                    out.append({"type": "play", "card": uid, "weapon": w})
            continue
        out.append({"type": "play", "card": uid})
    return out


def armor_fits(rules: FragDeadlands, state: State, seat: Seat, card: Card) -> bool:
    """One suit of armour; the Armored Duster or the Leggings may go with the Vest (L779-L781)."""
    worn = [rules.cards[u] for u, _ in state["f"][seat]["armor"]]
    if not worn:
        return True
    if len(worn) >= 2:
        return False
    other = worn[0]
    return (card.vest and other.combines_with_vest) or (other.vest and card.combines_with_vest)


def play_ok(rules: FragDeadlands, state: State, seat: Seat, uid: int) -> bool:
    """Whether ``_gen_play`` lists ``{"type": "play", "card": uid}`` for this card in hand:
    its test for that one card (a reload is listed with its weapon, so not in this spelling)."""
    card = rules.cards[uid]
    effect = card.effect
    if effect == "joker":
        return False
    rec = state["f"][seat]
    if card.deck == "weapon":
        return len(rec["weapons"]) < rules.weapon_limit(state, seat)
    if card.deck == "hex" and not rules.hex_ok(state, seat):
        return False
    if effect == "heal":
        hurt: bool = rec["health"] < rules.health_cap(state, seat)
        return hurt
    if effect == "armor":
        return rules._armor_fits(state, seat, card)
    if effect == "hex_access":
        return not rules.sheet(state, seat).no_hexes
    return effect != "teleport" and effect != "hex_attack" and effect != "reload"


def do_play(rules: FragDeadlands, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    rec = state["f"][seat]
    uid = action["card"]
    card = rules.cards[uid]
    remove_one(rec, "hand", uid)
    state["seq"] += 1
    events.append(new_event(Event, ("played", {"seat": seat, "card": card.to_dict()}, None)))
    effect = card.effect
    if card.deck == "weapon":
        rec["weapons"] = [*rec["weapons"], [uid, card.ammo if card.ammo is not None else -1]]
        return
    if effect == "armor":
        rec["armor"] = [*rec["armor"], [uid, card.bonus]]
        rec["health"] += card.bonus
        return
    if effect in IN_PLAY_EFFECTS:
        rec["gadgets"] = [*rec["gadgets"], uid]
        if effect == "health":
            rec["health"] += card.bonus
        if effect == "speed":
            rules._after_speed_change(state, seat, events)
        return
    rules._discard(state, uid)
    if effect == "heal":
        rules._heal(state, seat, card.amount, events)
    elif effect == "reload":
        rec["weapons"] = [
            [w, rules.cards[w].ammo] if w == action["weapon"] else [w, ammo] for w, ammo in rec["weapons"]
        ]
    elif effect == "draw":
        for _ in range(card.count):
            rules.draw(state, seat, card.deck, events)
    elif effect == "boost":
        rec["boosts"] = [*rec["boosts"], [card.stat, card.mult, card.add]]
        if card.stat == "speed":
            rules._after_speed_change(state, seat, events)
    elif effect == "extra_attack":
        state["turn"]["extra"] += card.count
    elif effect == "auto_hit":
        rec["auto_hit"] = state["seq"]
    elif effect == "charm":
        rec["charm"] = state["seq"]
    elif effect == "global":
        state["globals"] = [*state["globals"], [seat, card.stat, card.add]]
        if card.stat == "speed":
            rules._after_speed_change(state, seat, events)


def heal(rules: FragDeadlands, state: State, seat: Seat, amount: int, events: list[Event]) -> None:
    rec = state["f"][seat]
    if rules.sheet(state, seat).cheat == "heal_bonus":
        amount += 1  # the Indian Brave: healing cards heal +1
    rec["health"] = min(rules.health_cap(state, seat), rec["health"] + amount)
    events.append(new_event(Event, ("healed", {"seat": seat, "health": rec["health"]}, None)))


def after_speed_change(rules: FragDeadlands, state: State, seat: Seat, events: list[Event]) -> None:
    """Speed raised after the movement roll: roll the extra dice now."""
    turn = state["turn"]
    speed = rules.stat(state, seat, "speed")
    if turn["stage"] == "act" and speed > turn["dice_speed"]:
        extra = speed - turn["dice_speed"]
        turn["dice_speed"] = speed
        rules._roll_movement(state, seat, extra, events)


def gen_discard(rules: FragDeadlands, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
    return [{"type": "discard", "card": u} for u in sorted(state["f"][seat]["hand"])]


def do_discard(rules: FragDeadlands, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    remove_one(state["f"][seat], "hand", action["card"])
    rules._discard(state, action["card"])
    events.append(new_event(Event, ("discarded", {"seat": seat, "card": action["card"]}, None)))


def gen_drop(rules: FragDeadlands, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
    rec = state["f"][seat]
    if rec["status"] != "alive":
        return []
    # loops rather than comprehensions: each of those is a call (the act stage asks often)
    cards = list(rec["gadgets"])
    for uid, _ in rec["weapons"]:
        cards.append(uid)
    health = rec["health"]
    for uid, left in rec["armor"]:
        if health - left >= 1:
            cards.append(uid)
    cards.sort()
    out: list[Action] = []
    for uid in cards:
        out.append({"type": "drop", "card": uid})
    return out


def do_drop(rules: FragDeadlands, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    rec = state["f"][seat]
    uid = action["card"]
    rec["weapons"] = [w for w in rec["weapons"] if w[0] != uid]
    if uid in rec["gadgets"]:
        remove_one(rec, "gadgets", uid)
        card = rules.cards[uid]
        if card.effect == "health":
            rec["health"] = max(1, rec["health"] - card.bonus)
    for armor in rec["armor"]:
        if armor[0] == uid:
            rec["health"] -= armor[1]
    rec["armor"] = [a for a in rec["armor"] if a[0] != uid]
    rules._new_pile(state, rec["pos"], [uid], seat)
    events.append(new_event(Event, ("dropped", {"seat": seat, "card": uid, "square": rec["pos"]}, None)))


def new_pile(rules: FragDeadlands, state: State, cell: int, cards: list[int], fresh: Seat) -> None:
    state["piles"] = [*state["piles"], {"id": state["next_pile"], "cell": cell, "cards": cards, "fresh": fresh}]
    state["next_pile"] += 1


def here_piles(rules: FragDeadlands, state: State, seat: Seat) -> list[dict[str, Any]]:
    turn = state["turn"]
    rec = state["f"][seat]
    if turn["entry"] != rec["pos"] or rec["status"] != "alive":
        return []
    return [
        p for p in state["piles"] if p["cell"] == rec["pos"] and p["id"] not in turn["picked"] and p["fresh"] != seat
    ]


def gen_pickup(rules: FragDeadlands, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
    return [
        {"type": "pickup", "pile": p["id"], "card": u}
        for p in rules._here_piles(state, seat)
        for u in sorted(p["cards"])
    ]


def do_pickup(rules: FragDeadlands, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    turn = state["turn"]
    piles = []
    for pile in state["piles"]:
        if pile["id"] == action["pile"]:  # piles are shared by copies: replaced, never written
            left = [u for u in pile["cards"] if u != action["card"]]
            if not left:
                continue
            pile = {**pile, "cards": left}
        piles.append(pile)
    state["piles"] = piles
    state["f"][seat]["hand"] = [*state["f"][seat]["hand"], action["card"]]
    turn["picked"] = [*turn["picked"], action["pile"]]
    turn["entry"] = -1  # one counter per entry (L875-L876)
    events.append(
        new_event(
            Event,
            ("pickup", {"seat": seat, "pile": action["pile"], "card": rules.cards[action["card"]].to_dict()}, None),
        )
    )


def gen_take_blood(rules: FragDeadlands, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
    rec = state["f"][seat]
    if state["turn"]["entry"] == rec["pos"] and rec["status"] == "alive" and rec["pos"] in state["blood"]:
        return [{"type": "take_blood"}]
    return []


def do_take_blood(rules: FragDeadlands, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    rec = state["f"][seat]
    blood = list(state["blood"])  # shared by copies: replaced, never written
    blood.remove(rec["pos"])
    state["blood"] = blood
    rec["blood"] += 1
    state["turn"]["entry"] = -1
    events.append(new_event(Event, ("blood", {"seat": seat, "square": rec["pos"]}, None)))


def gen_use_blood(rules: FragDeadlands, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
    rec = state["f"][seat]
    if rec["blood"] > 0 and rec["status"] == "alive" and rec["health"] < rules.health_cap(state, seat):
        return [{"type": "use_blood"}]
    return []


def do_use_blood(rules: FragDeadlands, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    rec = state["f"][seat]
    rec["blood"] -= 1
    rec["health"] += 1
    events.append(new_event(Event, ("healed", {"seat": seat, "health": rec["health"], "blood": True}, None)))
    if state["pending"]:
        kind = state["pending"][0]["kind"]
        if kind == "last_stand":
            rules._after_stand(state, seat, events)
        elif kind == "blood" and not rules._blood_helps(state, seat):
            rules._resume_strike(state, events)  # no counter left, or no Health left to restore


def blood_helps(rules: FragDeadlands, state: State, seat: Seat) -> bool:
    """Whether a blood window opens for this fighter, hit and about to take the damage: as
    printed (rules version 2), a counter is spent "at any time to restore one point of lost
    Health" (L877-L879), so it is offered wherever it changes something: he holds a counter
    and has lost Health (below his cap), and the damage is rolled against his Health."""
    rec = state["f"][seat]
    return (
        rec["blood"] > 0
        and "rules_version" in state  # version 1 (no mark): no window
        and rules.as_printed(state)
        and rec["status"] == "alive"
        and rec["health"] < rules.health_cap(state, seat)
    )


def gen_no_blood(rules: FragDeadlands, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
    return [{"type": "no_blood"}]


def do_no_blood(rules: FragDeadlands, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    rules._resume_strike(state, events)


def gen_boost(rules: FragDeadlands, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
    if rules.sheet(state, seat).cheat != "extra_die":
        return []
    rolls = ["movement"] if state["turn"]["stage"] == "start" else list(BOOST_ROLLS[1:])
    return [{"type": "boost", "card": u, "roll": r} for u in sorted(state["f"][seat]["hand"]) for r in rolls]


def do_boost(rules: FragDeadlands, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    rec = state["f"][seat]
    remove_one(rec, "hand", action["card"])
    rules._discard(state, action["card"])
    dice = rec["dice"]
    rec["dice"] = {**dice, action["roll"]: dice.get(action["roll"], 0) + 1}
    events.append(new_event(Event, ("boosted", {"seat": seat, "card": action["card"], "roll": action["roll"]}, None)))


def gen_swap(rules: FragDeadlands, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
    if rules.sheet(state, seat).cheat != "hex_swap" or not state["discards"]["hex"]:
        return []
    hand = sorted(state["f"][seat]["hand"])
    return [{"type": "swap", "cards": [a, b]} for i, a in enumerate(hand) for b in hand[i + 1 :]]


def do_swap(rules: FragDeadlands, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    rec = state["f"][seat]
    top = rules._mutable(state, "discards", "hex").pop()  # the top card before this swap's own discards
    for uid in action["cards"]:
        remove_one(rec, "hand", uid)
        rules._discard(state, uid)
    events.append(new_event(Event, ("swapped", {"seat": seat, "discarded": list(action["cards"]), "hex": top}, None)))
    if rules.cards[top].joker:
        # a joker drawn in play, off a discard pile too, is discarded at once and its drawer
        # draws one card from any deck instead (L108-L111)
        rules._discard(state, top)
        events.append(new_event(Event, ("joker", {"seat": seat, "deck": "hex", "card": top}, None)))
        if any(state["decks"][d] or state["discards"][d] for d in DECKS):
            state["pending"] = [*state["pending"], {"kind": "joker", "seat": seat}]
        return
    rec["hand"] = [*rec["hand"], top]
