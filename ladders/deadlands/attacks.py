"""Attacking (rulebook L787-L872): whom a fighter may shoot (line of sight, range,
never from a shared square L182-L183, doors L798-L800), with which weapon and whether he
cheats (L810-L818), ammunition (L819-L827), the to-hit and damage rolls and armour
(L828-L868, malfunctions L86-L89), wounds and the last stand at 0 Health (``cure``,
``fall``, L804-L806); as printed (rules version 2) a hit on a fighter who has lost Health
and holds a blood counter waits on his blood window before the damage (L877-L879). Each
action's listing (``gen_``), check (``_ok``) and effect
(``do_``) side by side."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ladders.deadlands.tables import ON_BOARD, STARTING, Occupancy, new_event, remove_one
from ladders.engine import Action, Event, Seat, State

if TYPE_CHECKING:
    from ladders.deadlands.rules import FragDeadlands


def weapon_choices(rules: FragDeadlands, state: State, seat: Seat, *, shootout: bool = False) -> list[tuple[int, bool]]:
    """(weapon, cheat) pairs this fighter may attack with now (L809-L827)."""
    rec = state["f"][seat]
    sheet = rules.sheet(state, seat)
    out: list[tuple[int, str]] = []
    if sheet.starting_weapon is not None:
        out.append((STARTING, str(sheet.starting_weapon.get("kind", ""))))
    for uid, ammo in rec["weapons"]:
        if ammo != 0:
            out.append((uid, rules.cards[uid].kind))
    # the weapon limit and hex access are asked only for a hand card they decide
    room: bool | None = None
    hexes: bool | None = None
    cards = rules.cards
    for uid in sorted(rec["hand"]):
        card = cards[uid]
        if card.deck == "weapon" and not card.joker:
            if room is None:
                room = len(rec["weapons"]) < rules.weapon_limit(state, seat)
            if room:
                out.append((uid, card.kind))
        elif card.deck == "hex" and card.effect == "hex_attack" and not shootout:
            if hexes is None:
                hexes = bool(rules.hex_ok(state, seat))
            if hexes:
                out.append((uid, "hex"))
    pairs: list[tuple[int, bool]] = []
    for uid, kind in out:
        pairs.append((uid, False))
        if sheet.cheat == "reroll_ones" and kind in sheet.cheat_kinds:
            pairs.append((uid, True))
    return pairs


def with_cheat(action: Action, cheat: bool) -> Action:
    if cheat:
        action["cheat"] = True
    return action


def alone(state: State, seat: Seat) -> bool:
    """No other fighter on this fighter's square (one may attack only then, L183-L184)."""
    pos = state["f"][seat]["pos"]
    return not any(s != seat and r["pos"] == pos and r["status"] in ON_BOARD for s, r in enumerate(state["f"]))


def can_attack_from_here(rules: FragDeadlands, state: State, seat: Seat, occ: dict[int, list[Seat]]) -> bool:
    rec = state["f"][seat]
    return rec["status"] == "alive" and len(occ.get(rec["pos"], ())) == 1


def targets(rules: FragDeadlands, state: State, seat: Seat, occ: dict[int, list[Seat]]) -> list[Seat]:
    # ``line_of_sight`` for each fighter, inline: the static sight table's entry for the
    # pair, then no fighter on a square the line enters
    fighters = state["f"]
    sight = rules._sight
    row = fighters[seat]["pos"] * rules._cell_count
    out: list[Seat] = []
    for t, rec in enumerate(fighters):
        if t != seat and rec["status"] == "alive":
            hit = sight[row + rec["pos"]]
            if hit is not None and hit[0] and hit[1].isdisjoint(occ):
                out.append(t)
    return out


def gen_attack(rules: FragDeadlands, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
    if rules.attacks_left(state, seat) <= 0:
        return []
    occ = rules.occupied(state) if occ is None else occ
    if not rules._can_attack_from_here(state, seat, occ):
        return []
    targets = rules._targets(state, seat, occ)
    if not targets:
        return []
    choices = rules._weapon_choices(state, seat)
    return [
        rules._with_cheat({"type": "attack", "target": t, "weapon": w}, cheat) for t in targets for w, cheat in choices
    ]


def attack_ok(rules: FragDeadlands, state: State, seat: Seat, action: Action) -> bool:
    target, weapon = action["target"], action["weapon"]
    if type(target) is not int or type(weapon) is not int:
        return False
    if "cheat" in action and action["cheat"] is not True:
        return False  # the listed spelling has no ``cheat`` or ``cheat: true`` (normalize_action drops false)
    cheat = "cheat" in action
    if not 0 <= target < state["seats"] or target == seat or rules.attacks_left(state, seat) <= 0:
        return False
    fighters = state["f"]
    rec = fighters[seat]
    pos = rec["pos"]
    if rec["status"] != "alive" or pos < 0:
        return False
    # ``_can_attack_from_here`` (alone on the square) and the occupied squares, in one
    # pass: a set, not ``occupied``'s map of lists
    occ: set[int] = set()
    t = -1
    for other in fighters:
        t += 1
        cell = other["pos"]
        if cell >= 0 and other["status"] in ON_BOARD:
            if cell == pos and t != seat:
                return False
            occ.add(cell)
    victim = fighters[target]
    if victim["status"] != "alive" or not rules.line_of_sight(state, pos, victim["pos"], occ):
        return False
    return (weapon, cheat) in rules._weapon_choices(state, seat)


def do_attack(rules: FragDeadlands, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    state["turn"]["attacks_used"] += 1
    if not rules._attack(state, seat, action["target"], action["weapon"], bool(action.get("cheat")), events):
        rules._turn_over_if_fragged(state, seat)
    # else a blood window waits before the damage; ``resume_strike`` ends the attack


def extra_dice(state: State, seat: Seat, roll: str) -> int:
    """The Saloon Gal's extra dice bought for this kind of roll, spent now."""
    rec = state["f"][seat]
    extra: int = rec["dice"].get(roll, 0)
    if extra:
        rec["dice"] = {k: v for k, v in rec["dice"].items() if k != roll}
    return extra


def roll(rules: FragDeadlands, state: State, dice: int, cheat: bool) -> list[int]:
    rolls = rules._dice(state, dice, 6)
    if cheat:  # the Agency Operative rerolls every 1
        rolls = [rules._die(state, 6) if r == 1 else r for r in rolls]
    return rolls


def arm(rules: FragDeadlands, state: State, seat: Seat, weapon: int) -> tuple[int, int, str | None, int]:
    """Ready the declared weapon (L809-L827): play it from the hand if need be and
    spend one ammo. Returns (damage dice, extra damage, malfunction, hex card or -1)."""
    rec = state["f"][seat]
    if weapon == STARTING:
        start = rules.sheet(state, seat).starting_weapon or {}
        return int(start["damage"]), 0, None, -1  # starting weapons never malfunction
    card = rules.cards[weapon]
    if weapon in rec["hand"]:
        remove_one(rec, "hand", weapon)
        if card.deck == "hex":
            rules._discard(state, weapon)
            return card.dice, 0, None, weapon
        rec["weapons"] = [*rec["weapons"], [weapon, card.ammo if card.ammo is not None else -1]]
    rec["weapons"] = [[w, ammo - 1] if w == weapon and ammo > 0 else [w, ammo] for w, ammo in rec["weapons"]]
    return card.damage, card.extra, card.malfunction, -1


def attack(
    rules: FragDeadlands,
    state: State,
    seat: Seat,
    target: Seat,
    weapon: int,
    cheat: bool,
    events: list[Event],
    main_street: bool = False,
) -> bool:
    """Declare, arm and roll to hit; on a hit, roll the damage (``strike``). True when the
    damage waits instead on the target's blood window (rules version 2, L877-L879): his
    ``use_blood`` / ``no_blood`` then rolls it (``resume_strike``)."""
    rec = state["f"][seat]
    victim = state["f"][target]
    distance = rules.line_of_sight(state, rec["pos"], victim["pos"])
    dice, extra, malfunction, _hex = rules._arm(state, seat, weapon)
    events.append(
        new_event(Event, ("attack", {"seat": seat, "target": target, "weapon": weapon, "range": distance}, None))
    )
    state["seq"] += 1
    hit: bool
    if victim["charm"] and (not rec["auto_hit"] or victim["charm"] > rec["auto_hit"]):
        hit = False  # the last card played controls (L103-L106)
        victim["charm"] = 0
        rec["auto_hit"] = 0
        events.append(new_event(Event, ("to_hit", {"seat": seat, "charm": True, "hit": False}, None)))
    elif rec["auto_hit"]:
        hit = True
        rec["auto_hit"] = 0
        victim["charm"] = 0
        events.append(new_event(Event, ("to_hit", {"seat": seat, "auto": True, "hit": True}, None)))
    else:
        hit_dice = rules._extra_dice(state, seat, "hit")
        rolls = rules._roll(state, rules.stat(state, seat, "accuracy") + hit_dice, cheat)
        hit = sum(rolls) >= distance
        events.append(new_event(Event, ("to_hit", {"seat": seat, "dice": rolls, "need": distance, "hit": hit}, None)))
    if not hit:
        return False
    bonus = sum(rules.cards[u].bonus for u in rec["gadgets"] if rules.cards[u].effect == "damage")
    if rules._blood_helps(state, target):
        # "spend it at any time to restore one point of lost Health" (L877-L879): after the
        # hit, before the damage roll, where his Health sets his defence dice (L767-L768) and
        # the Health left that the gallows compare with (L6). Nothing else happens meanwhile.
        window = {
            "kind": "blood",
            "seat": target,
            "by": seat,
            "weapon": weapon,
            "dice": dice + bonus,
            "extra": extra,
            "malfunction": malfunction,
            "cheat": cheat,
            "main_street": main_street,
            "then": None,  # a shootout's shots still to fire (``fire``), hidden from the view
        }
        state["pending"] = [window, *state["pending"]]
        return True
    rules._strike(state, seat, target, weapon, dice + bonus, extra, malfunction, cheat, main_street, events)
    return False


def strike(
    rules: FragDeadlands,
    state: State,
    seat: Seat,
    target: Seat,
    weapon: int,
    dice: int,
    extra: int,
    malfunction: str | None,
    cheat: bool,
    main_street: bool,
    events: list[Event],
) -> None:
    """A hit's damage (L767-L779) and the weapon's malfunction (L86-L89): ``dice`` damage dice
    (the weapon's and the damage gadgets'; the Saloon Gal's bought dice are added here)."""
    rec = state["f"][seat]
    victim = state["f"][target]
    attack = rules._roll(state, dice + rules._extra_dice(state, seat, "damage"), cheat)
    guard = rules._extra_dice(state, target, "defence")
    defence = rules._dice(state, max(1, victim["health"]) + guard, 6)
    damage = sum(attack) // sum(defence) + extra
    events.append(
        new_event(Event, ("damage", {"seat": target, "attack": attack, "defence": defence, "damage": damage}, None))
    )
    # a Main Street shootout's frag earns the fighter left standing a bonus Special (L254-L256)
    rules._wound(state, target, damage, seat, events, seat if main_street else None)
    if malfunction is not None and 1 in attack:
        events.append(new_event(Event, ("malfunction", {"seat": seat, "weapon": weapon, "kind": malfunction}, None)))
        if malfunction == "jam":
            rec["weapons"] = [[w, 0] if w == weapon else [w, ammo] for w, ammo in rec["weapons"]]
        elif malfunction == "explode":
            if any(w[0] == weapon for w in rec["weapons"]):
                rec["weapons"] = [w for w in rec["weapons"] if w[0] != weapon]
                rules._discard(state, weapon)
        elif malfunction == "backfire" and rules._standing(state, seat):
            rules._wound(state, seat, 1, None, events, target if main_street else None)


def resume_strike(rules: FragDeadlands, state: State, events: list[Event]) -> None:
    """Close the blood window in front of the pending list: roll the hit's damage, then go on
    where the attack was (the attacker's turn, or the shootout's next shot)."""
    window = state["pending"][0]
    state["pending"] = state["pending"][1:]
    by, target = window["by"], window["seat"]
    rules._strike(
        state,
        by,
        target,
        window["weapon"],
        window["dice"],
        window["extra"],
        window["malfunction"],
        window["cheat"],
        window["main_street"],
        events,
    )
    then = window["then"]
    if then is None:
        rules._turn_over_if_fragged(state, by)
    else:
        rules._fire(state, then["holder"], then["mover"], then["order"], events)


def wound(
    rules: FragDeadlands,
    state: State,
    seat: Seat,
    damage: int,
    by: Seat | None,
    events: list[Event],
    bonus: Seat | None = None,
) -> None:
    """Health damage; armour is discarded once it has taken its bonus (L777-L779); at 0 the fighter is fragged.
    ``bonus``: the other fighter of a Main Street shootout, who draws a bonus Special on this frag."""
    if damage <= 0:
        return
    rec = state["f"][seat]
    before = rec["health"]
    rec["health"] -= damage
    left = damage
    kept = []
    for uid, absorbs in rec["armor"]:  # not ``bonus``: that name is the shootout's survivor
        take = min(absorbs, left)
        left -= take
        if absorbs - take <= 0:
            rules._discard(state, uid)
            events.append(new_event(Event, ("armor_lost", {"seat": seat, "card": uid}, None)))
        else:
            kept.append([uid, absorbs - take])
    rec["armor"] = kept
    if rec["health"] <= 0 and before > 0:
        if rec["hand"] or rec["blood"]:
            # "If he can't cure it instantly with cards" (L805-L806, L784): the victim may heal first.
            # The window opens for any hand, so it says nothing about which cards it holds.
            stand = {"kind": "last_stand", "seat": seat, "by": by, "damage": damage, "before": before}
            state["pending"] = [{**stand, "bonus": bonus}, *state["pending"]]
            return
        rules._frag(state, seat, by, damage, before, events, bonus)


def still_armed(rules: FragDeadlands, state: State, seat: Seat, weapon: int) -> bool:
    return any(w == weapon for w, _ in rules._weapon_choices(state, seat, shootout=True))


def turn_over_if_fragged(rules: FragDeadlands, state: State, seat: Seat) -> None:
    if state["winners"] is None and state["f"][seat]["status"] != "alive" and state["current"] == seat:
        state["turn"]["stage"] = "done"
        state["turn"]["move"] = 0


def standing(rules: FragDeadlands, state: State, seat: Seat) -> bool:
    """On the board and above 0 Health (not waiting on a last stand)."""
    rec = state["f"][seat]
    return bool(rec["status"] == "alive" and rec["health"] > 0)


def gen_cure(rules: FragDeadlands, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
    hexes = rules.hex_ok(state, seat)
    return [
        {"type": "cure", "card": u}
        for u in sorted(state["f"][seat]["hand"])
        if rules.cards[u].effect == "heal" and (rules.cards[u].deck != "hex" or hexes)
    ]


def do_cure(rules: FragDeadlands, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    uid = action["card"]
    remove_one(state["f"][seat], "hand", uid)
    rules._discard(state, uid)
    events.append(new_event(Event, ("played", {"seat": seat, "card": rules.cards[uid].to_dict()}, None)))
    rules._heal(state, seat, rules.cards[uid].amount, events)
    rules._after_stand(state, seat, events)


def gen_fall(rules: FragDeadlands, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
    return [{"type": "fall"}]


def do_fall(rules: FragDeadlands, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    stand = state["pending"][0]
    state["pending"] = state["pending"][1:]
    rules._frag(state, seat, stand["by"], stand["damage"], stand["before"], events, stand["bonus"])
    rules._turn_over_if_fragged(state, seat)


def after_stand(rules: FragDeadlands, state: State, seat: Seat, events: list[Event]) -> None:
    if state["f"][seat]["health"] > 0:
        state["pending"] = state["pending"][1:]
        events.append(new_event(Event, ("cured", {"seat": seat, "health": state["f"][seat]["health"]}, None)))
