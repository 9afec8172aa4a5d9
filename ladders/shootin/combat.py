"""Combat (rulebook L160-L221): attacking (L162-L177: one attack per target per turn, the ONE
additional melee attack, range and line of sight), range and damage modifiers (L178-L183),
performing an attack (L184-L195: ``attack``, the target's ``react`` or ``no_reaction`` window),
hitting and damaging a target (L196-L211: icons, armour, trophies) and being CRUMBED
(L212-L221). Each action's check and effect side by side (attacks are listed with the active
phase, ``turns.active_actions``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ladders.engine import Action, Event, Seat, State, rng_below
from ladders.shootin.cards import CARDS, EAGLE, EAGLE_CARD, Card, card
from ladders.shootin.scenarios import PARTS
from ladders.shootin.tables import ICONS, MELEE, OUT_OF_TURN, discard_cards, new_event, without

if TYPE_CHECKING:
    from ladders.shootin.rules import ShootinLadders


def attack_dice(
    rules: ShootinLadders,
    state: State,
    seat: Seat,
    weapon_uid: int,
    target: Seat,
    ammo: int,
    from_square: int | None = None,
) -> int:
    """Dice rolled for an attack (before any reaction): D per ammo, special ammo,
    point blank +1 (not melee), long range -1 (more than one level away).
    ``from_square`` asks "what if the attacker stood there" (for bots)."""
    c = card(weapon_uid)
    dice = c.dice * ammo
    if weapon_uid != EAGLE:
        loaded = next(w for w in state["players"][seat]["weapons"] if w["card"] == weapon_uid)
        dice += loaded["extra_dice"] * ammo
    a = state["players"][seat]["pos"] if from_square is None else from_square
    b = state["players"][target]["pos"]
    if not c.melee:
        if a == b:
            dice += 1
        if rules.board.level_gap(a, b) > 1 and not c.no_long_range_penalty:
            dice -= 1
    return dice


def armed(rules: ShootinLadders, player: dict[str, Any]) -> list[tuple[Card, int, int]]:
    """(card, dice per ammo, most ammo in one attack) for the Eagle and each weapon that can fire."""
    armed = [(EAGLE_CARD, EAGLE_CARD.dice, 1)]
    for w in player["weapons"]:
        left = w["ammo"]
        if left is None or left > 0:
            c = CARDS[w["card"]]
            per = c.dice + w["extra_dice"]
            shots = c.shots
            armed.append((c, per, 1 if left is None else shots if shots <= left else left))  # min(), uncalled
    return armed


def sees_through(state: State, c: Card) -> int:
    """How many obstructions weapon ``c`` may shoot through in this scenario."""
    return c.ignore_obstructions if c.applies("ignore_obstructions", state["scenario"]) else 0


def melee_ready(player: dict[str, Any]) -> list[int]:
    """The melee weapons ``player`` has in play that can strike."""
    ready = []
    for w in player["weapons"]:
        uid = w["card"]
        if MELEE[uid] and w["ammo"] != 0:
            ready.append(uid)
    return ready


def check_attack(rules: ShootinLadders, state: State, seat: Seat, action: Action) -> bool:
    uid, target, ammo = action.get("weapon"), action.get("target"), action.get("ammo")
    if len(action) != 4 or type(uid) is not int or type(target) is not int or type(ammo) is not int:
        return False
    players = state["players"]
    if target == seat or not 0 <= target < len(players) or players[target]["status"] != "alive":
        return False
    normal_used, extra_used = state["turn"]["attacks"][target]
    if normal_used and extra_used:
        return False
    scenario = rules.scenarios[state["scenario"]]
    if not scenario.plain_may_attack and not scenario.may_attack(state, seat, target):
        return False
    for c, per, most in rules._armed(players[seat]):
        if c.uid != uid:
            continue
        if not 1 <= ammo <= most:
            return False
        pos, there = players[seat]["pos"], players[target]["pos"]
        if c.melee:
            turn = state["turn"]
            if extra_used or per * ammo <= 0:
                return False
            return there == pos or (there in turn["passed"] and uid in turn.get("melee_then", ()))
        board = rules.board
        if normal_used or board.distance_rows[pos][there] > c.range:
            return False
        if not scenario.line_of_sight(board, state, seat, pos, there):
            seeing = rules._sees_through(state, c)
            if not seeing or board.obstructions(pos, there) > seeing:
                return False
        bonus = (1 if there == pos else 0) - (board.far_rows[pos][there] and not c.no_long_range_penalty)
        return per * ammo + bonus > 0
    return False


def attack_pending(attacker: Seat, target: Seat, weapon: int, dice: int, piercing: bool) -> dict[str, Any]:
    """The target's reaction window for an attack about to be rolled; ``weapon`` is the card
    that attacks (-1 the Dessert Eagle, as the ``attack`` event; a Rockett Popp's or a C4reo
    counter's card uid)."""
    return {
        "kind": "react",
        "seat": target,
        "attacker": attacker,
        "weapon": weapon,
        "dice": dice,
        "piercing": piercing,
    }


def declare_attack(rules: ShootinLadders, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    uid, target, ammo = action["weapon"], action["target"], action["ammo"]
    player = state["players"][seat]
    c = card(uid)
    turn = state["turn"] = state["turn"].copy()  # this step's own, changed below
    attacks = turn["attacks"].copy()
    normal_used, extra_used = attacks[target]
    if c.melee:
        # A melee attack is the ONE additional attack (L166), so melee-then-shoot and
        # shoot-then-melee are both legal (L102 "in any order"), melee twice is not.
        attacks[target] = [normal_used, 1]
    else:
        attacks[target] = [1, extra_used]
    turn["attacks"] = attacks
    dice = rules.attack_dice(state, seat, uid, target, ammo)
    piercing = False
    if uid != EAGLE:
        weapon = next(w for w in player["weapons"] if w["card"] == uid)
        piercing = weapon["piercing"]
        if weapon["ammo"] is not None:
            fired = dict(weapon, ammo=weapon["ammo"] - ammo)
            if fired["ammo"] == 0:
                if fired["reloads"] > 0:
                    fired["reloads"] -= 1
                    fired["ammo"] = c.ammo
                else:
                    # "Discard when the ammo is exhausted."
                    if fired["ammo_cards"]:
                        discard_cards(state, "ammo", fired["ammo_cards"])
                    fired.update(extra_dice=0, piercing=False, ammo_cards=[])
            player["weapons"] = [fired if w is weapon else w for w in player["weapons"]]
    events.append(new_event(Event, ("attack", {"seat": seat, "target": target, "weapon": uid, "ammo": ammo}, None)))
    state["pending"] = rules._attack_pending(seat, target, uid, dice, piercing)


def react_actions(rules: ShootinLadders, state: State, seat: Seat) -> list[Action]:
    reacts: list[Action] = [{"type": "no_reaction"}]
    # A cookie that respawned this round takes no action, a reaction included, until its
    # next turn (L92); the window still opens, as for any attack.
    if state["players"][seat].get("respawned"):
        return reacts
    seen: set[str] = set()
    for uid in rules._usable_hand(state, seat):
        c = CARDS[uid]
        if OUT_OF_TURN[uid] and c.id not in seen:
            seen.add(c.id)
            reacts.append({"type": "react", "card": uid})
    return reacts


def step_react(rules: ShootinLadders, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    rules._resolve_attack(state, seat, action.get("card"), events)


def resolve_attack(
    rules: ShootinLadders, state: State, seat: Seat, react_card: int | None, events: list[Event]
) -> None:
    pending = state["pending"]
    state["pending"] = None
    dice = pending["dice"]
    attacker = pending["attacker"]
    if react_card is not None:
        c = CARDS[react_card]
        player = state["players"][seat]
        player["hand"] = without(player["hand"], react_card)
        discard_cards(state, "gear", [react_card])
        events.append(new_event(Event, ("reaction", {"seat": seat, "card": react_card}, None)))
        dice = 0 if c.effect == "cancel_attack" else max(0, dice - c.amount)
    icons = [rng_below(state, len(ICONS)) for _ in range(dice)]
    events.append(
        new_event(Event, ("attack_roll", {"seat": attacker, "target": seat, "icons": [ICONS[i] for i in icons]}, None))
    )
    rules._damage(state, attacker, seat, icons, piercing=pending["piercing"], events=events)
    if (
        seat == state["current"]
        and state["players"][seat]["status"] != "alive"
        and state["turn"]["phase"] == "active"
        and state["winners"] is None
    ):
        # Crumbed on its own turn (a C4reo charge it walked into): its turn is over.
        rules._end_turn(state, events)


def damage(
    rules: ShootinLadders,
    state: State,
    attacker: Seat | None,
    target: Seat,
    icons: list[int],
    *,
    piercing: bool,
    events: list[Event],
) -> None:
    """Hits matched by icon: armour first, then boxes; a destroyed part is a trophy."""
    victim = state["players"][target]
    if not icons:
        return
    # This step's own copies, changed in place below (the input's lists are shared).
    parts = victim["parts"] = victim["parts"].copy()
    armour = victim["armour"] = victim["armour"].copy()
    for icon in icons:
        if parts[icon] == 0:
            events.append(new_event(Event, ("miss", {"target": target, "icon": ICONS[icon]}, None)))
            continue
        if armour[icon] > 0 and not piercing:
            armour[icon] -= 1
            events.append(
                new_event(
                    Event,
                    ("hit", {"target": target, "part": PARTS[icon], "armour": True, "left": parts[icon]}, None),
                )
            )
            if armour[icon] == 0:
                rules._discard_armour(state, victim, icon)
            continue
        parts[icon] -= 1
        events.append(
            new_event(
                Event, ("hit", {"target": target, "part": PARTS[icon], "armour": False, "left": parts[icon]}, None)
            )
        )
        if parts[icon] == 0:
            if armour[icon] > 0:
                # Armour-piercing hits tore off a part still wearing armour: it goes with the part.
                armour[icon] = 0
                rules._discard_armour(state, victim, icon)
            lost: dict[str, Any] = {"target": target, "part": PARTS[icon]}
            if attacker is not None:
                lost["by"] = attacker
            events.append(new_event(Event, ("part_lost", lost, None)))
            if attacker is not None:
                winner = state["players"][attacker]
                winner["trophies"] = [*winner["trophies"], [PARTS[icon], target]]
            rules.scenarios[state["scenario"]].on_part_lost(state, target, icon, attacker, events)
            if not any(parts):
                rules._crumb(state, attacker, target, events)
                return


def discard_armour(state: State, victim: dict[str, Any], part: int) -> None:
    spent = [a[0] for a in victim["armour_cards"] if a[1] == part]
    victim["armour_cards"] = [a for a in victim["armour_cards"] if a[1] != part]
    discard_cards(state, "gear", spent)


def crumb(rules: ShootinLadders, state: State, attacker: Seat | None, target: Seat, events: list[Event]) -> None:
    """All parts gone: a frag for the attacker (none for respawn damage)."""
    victim = state["players"][target]
    if attacker is not None:
        state["players"][attacker]["frags"] += 1
    events.append(
        new_event(Event, ("crumbed", {"seat": target} if attacker is None else {"seat": target, "by": attacker}, None))
    )
    # "A Respawned cookie loses all the items they have 'in play'"; the hand is kept.
    for weapon in victim["weapons"]:
        rules._discard_weapon(state, target, weapon, events)
    victim["weapons"] = []
    discard_cards(state, "gear", [a[0] for a in victim["armour_cards"]])
    victim["armour_cards"] = []
    victim["armour"] = [0] * len(PARTS)
    # Its C4reo charges on the board are items it has in play too: lost with the rest (L218).
    counters = state.get("counters")
    if counters:
        kept = [c for c in counters if c["owner"] != target]
        if len(kept) != len(counters):
            discard_cards(state, "gear", [c["card"] for c in counters if c["owner"] == target])
            state["counters"] = kept
    victim["pos"] = None
    if victim["respawns"] is None or victim["respawns"] > 0:
        victim["status"] = "crumbed"
    else:
        victim["status"] = "out"
        state["fallen"] += 1
        victim["out_order"] = state["fallen"]
        events.append(new_event(Event, ("out", {"seat": target}, None)))
