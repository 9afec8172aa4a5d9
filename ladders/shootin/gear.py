"""Gear cards (rulebook L148, L134 'on yourself or on another player'): ``gear`` and its effects
(cards.EFFECTS: armour, heal, die change, a vertical or diagonal move L122, a head graft L244,
the Rockett Popp fired into a square L182, the C4reo counter L18). Each action's listing, check
and effect side by side."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ladders.engine import Action, Event, Seat, State
from ladders.shootin.cards import CARDS, Card
from ladders.shootin.scenarios import PARTS, listed_action
from ladders.shootin.tables import discard_cards, new_event, without

if TYPE_CHECKING:
    from ladders.shootin.rules import ShootinLadders


def gear_actions(rules: ShootinLadders, state: State, player: dict[str, Any], uid: int) -> list[Action]:
    """The ways to play gear card ``uid`` now, from its effect (cards.EFFECTS)."""
    c = CARDS[uid]
    effect = c.effect
    if effect == "armour" or effect == "heal":
        actions: list[Action] = []
        for target, other in rules._gear_targets(state, player, c):
            parts = other["parts"]
            if effect == "armour":
                chosen = range(len(PARTS)) if c.part is None else (PARTS.index(c.part),)
                fits = [i for i in chosen if parts[i] > 0]
            else:
                full = other["boxes"]
                fits = [i for i in range(len(PARTS)) if 0 < parts[i] < full]
            for i in fits:
                action: Action = {"type": "gear", "card": uid}
                if c.part is None or effect == "heal":
                    action["part"] = PARTS[i]
                if target is not None:
                    action["seat"] = target
                actions.append(action)
        return actions
    if effect == "die_change":
        return [{"type": "gear", "card": uid, "die": i} for i, v in enumerate(state["turn"]["dice"]) if v is not None]
    if effect == "move":
        if state["turn"].get("stayed"):
            return []  # "declare that you are not moving this Turn" (L86): no gear move either
        pos = player["pos"]
        vertical = c.effects[0]["direction"] == "vertical"
        squares = rules.board.vertical_neighbours(pos) if vertical else rules.board.diagonal_neighbours(pos)
        return [{"type": "gear", "card": uid, "to": s} for s in squares]
    if effect == "graft_head":
        if player["parts"][0] != 0:
            return []
        heads = 0
        for part, _ in player["trophies"]:
            if part == "head":
                heads += 1
        if heads > player.get("grafted", 0):
            return [{"type": "gear", "card": uid}]
        return []
    if effect == "rocket":
        seat = state["turn"]["seat"]
        squares = rules._rocket_squares(state, seat, player, c)
        return [{"type": "gear", "card": uid, "square": s} for s in squares] if squares else []
    if effect == "mine":
        return [{"type": "gear", "card": uid}]
    return []


def gear_targets(
    rules: ShootinLadders, state: State, player: dict[str, Any], c: Card
) -> list[tuple[Seat | None, dict[str, Any]]]:
    """Whom a gear card may be played on: yourself (None), and with ``on: cookie`` any other
    standing cookie within its reach and in sight (L134 'on yourself or on another player')."""
    targets: list[tuple[Seat | None, dict[str, Any]]] = [(None, player)]
    if c.on_others:
        pos = player["pos"]
        distance, sight = rules.board.distance_rows[pos], rules.board.sight_rows[pos]
        for seat, other in enumerate(state["players"]):
            there = other["pos"]
            if other is player or other["status"] != "alive" or there is None:
                continue
            if distance[there] <= c.reach and sight[there]:
                targets.append((seat, other))
    return targets


def rocket_squares(rules: ShootinLadders, state: State, seat: Seat, player: dict[str, Any], c: Card) -> list[int]:
    """Target squares for a square-targeted attack (L182): in range and sight, not your own,
    with a cookie there that may still be attacked this turn, and at least one die to roll.
    (The targets of ``_rocket_targets``, the geometry asked first: most are out of range.)"""
    pos = player["pos"]
    board = rules.board
    scenario = rules.scenarios[state["scenario"]]
    used = state["turn"]["attacks"]
    plain_sight = scenario.plain_line_of_sight
    # With the board's own sight, one test for out of range or out of sight (as the
    # attack listing); a scenario's own sight is asked after the range.
    reachable = board.shot_rows[pos] if plain_sight else board.distance_rows[pos]
    far = board.far_rows[pos]
    reach, dice = c.range, c.dice
    squares: set[int] | None = None  # made for the first target found (most listings find none)
    for target, other in enumerate(state["players"]):
        if target == seat or other["status"] != "alive" or used[target][0]:
            continue
        there = other["pos"]
        if there == pos or reachable[there] > reach or dice - far[there] < 1:
            continue
        if squares is not None and there in squares:
            continue  # a square already found
        if not scenario.plain_may_attack and not scenario.may_attack(state, seat, target):
            continue
        if plain_sight or scenario.line_of_sight(board, state, seat, pos, there):
            if squares is None:
                squares = {there}
            else:
                squares.add(there)
    if squares is None:
        return []
    return sorted(squares)


def rocket_targets(rules: ShootinLadders, state: State, seat: Seat, square: int | None) -> list[Seat]:
    """Other standing cookies (on ``square``, if given) that ``seat`` may attack now."""
    scenario = rules.scenarios[state["scenario"]]
    used = state["turn"]["attacks"]
    return [
        t
        for t, other in enumerate(state["players"])
        if t != seat
        and other["status"] == "alive"
        and (square is None or other["pos"] == square)
        and not used[t][0]
        and (scenario.plain_may_attack or scenario.may_attack(state, seat, t))
    ]


def check_gear(rules: ShootinLadders, state: State, seat: Seat, action: Action) -> bool:
    uid = action.get("card")
    if type(uid) is not int:
        return False
    hand = rules._usable_hand(state, seat)
    if uid not in hand:
        return False
    c = CARDS[uid]
    if c.deck != "gear" or c.out_of_turn or not rules._first_copy(hand, uid):
        return False
    return listed_action(action, rules._gear_actions(state, state["players"][seat], uid))


def gear(rules: ShootinLadders, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    """Play a gear card: its one effect (cards.EFFECTS), on ``action["seat"]`` if named (L134)."""
    player = state["players"][seat]
    uid = action["card"]
    c = CARDS[uid]
    player["hand"] = without(player["hand"], uid)
    on = action.get("seat", seat)
    played: dict[str, Any] = {"seat": seat, "card": uid}
    if on != seat:
        played["on"] = on
    events.append(new_event(Event, ("gear_played", played, None)))
    effect = c.effect
    target = state["players"][on]
    if effect == "armour":
        part = PARTS.index(c.part or action["part"])
        armour = target["armour"][:]
        armour[part] += c.points
        target["armour"] = armour
        target["armour_cards"] = [*target["armour_cards"], [uid, part]]
        return
    if effect == "mine":
        # The card stays on the board as a C4reo counter until it goes off (L18).
        state["counters"] = [*state.get("counters", ()), {"card": uid, "square": player["pos"], "owner": seat}]
        events.append(new_event(Event, ("mine_set", {"seat": seat, "card": uid, "square": player["pos"]}, None)))
        return
    discard_cards(state, "gear", [uid])
    if effect == "heal":
        part = PARTS.index(action["part"])
        parts = target["parts"][:]
        parts[part] = min(target["boxes"], parts[part] + c.amount)
        target["parts"] = parts
    elif effect == "die_change":
        dice = state["turn"]["dice"][:]
        dice[action["die"]] = max(1, dice[action["die"]] + c.amount)
        state["turn"] = {**state["turn"], "dice": dice}
    elif effect == "move":
        player["pos"] = action["to"]
        state["turn"] = {**state["turn"], "passed": [action["to"]], "melee_then": rules._melee_ready(player)}
        events.append(new_event(Event, ("moved", {"seat": seat, "die": -1, "steps": 0, "to": action["to"]}, None)))
        rules.scenarios[state["scenario"]].on_move(state, seat, [action["to"]], None, events)
        rules._trip_mine(state, seat, [action["to"]], events)
    elif effect == "graft_head":
        heads = [by for part, by in player["trophies"] if part == "head"]
        grafted = player.get("grafted", 0)
        parts = player["parts"][:]
        parts[0] = c.boxes or player["boxes"]
        player["parts"] = parts
        player["grafted"] = grafted + 1
        events.append(new_event(Event, ("head_grafted", {"seat": seat, "from_seat": heads[grafted]}, None)))
    elif effect == "rocket":
        square = action["square"]
        targets = rules._rocket_targets(state, seat, square)
        dice = c.dice - rules.board.far_rows[player["pos"]][square]
        events.append(new_event(Event, ("rocket", {"seat": seat, "square": square, "targets": targets}, None)))
        turn = state["turn"] = state["turn"].copy()
        attacks = turn["attacks"].copy()
        scenario = rules.scenarios[state["scenario"]]
        for t in targets:
            attacks[t] = [1, attacks[t][1]]  # the one attack on each cookie hit (L164)
            scenario.open_pending(state, rules._attack_pending(seat, t, uid, dice, False))
        turn["attacks"] = attacks


def trip_mine(rules: ShootinLadders, state: State, seat: Seat, entered: list[int], events: list[Event]) -> None:
    """The first other cookie's C4reo counter on a square ``seat`` just entered goes off."""
    counters = state.get("counters")
    if not counters:
        return
    scenario = rules.scenarios[state["scenario"]]
    for square in entered:
        for counter in counters:
            owner = counter["owner"]
            if counter["square"] != square or owner == seat:
                continue
            if not scenario.plain_may_attack and not scenario.may_attack(state, owner, seat):
                continue
            state["counters"] = [c for c in counters if c is not counter]
            discard_cards(state, "gear", [counter["card"]])
            events.append(
                new_event(
                    Event,
                    ("mine", {"seat": owner, "target": seat, "card": counter["card"], "square": square}, None),
                )
            )
            mine = counter["card"]
            scenario.open_pending(state, rules._attack_pending(owner, seat, mine, CARDS[mine].dice, False))
            return
