"""A turn and the decisions that interrupt it (rulebook L39-L42, L103-L122 for the
order of a turn): who acts (the seat whose decision tops the stack, else the current
player), what each may do now (``legal_actions``, the decisions' lists), ``check``,
``apply`` with its short ways, ``step``, ``end_turn`` and the next turn, and ``advance``,
which runs the automatic part of the stack (the Twins' attacks, the order of the windows)
after every action."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ladders.candyman.data import PARTS, TREATS
from ladders.candyman.schemas import ACTION_TYPES, NO_PARAMETERS, PARAM_TYPES
from ladders.candyman.tables import (
    DECISION_TYPES,
    DIRECT,
    TARGETED,
    TWINS,
    TWINS_ATTACKS,
    hand_cards,
    has_bool,
    new_event,
    own_record,
    without,
)
from ladders.engine import Action, Event, IllegalAction, Ruleset, Seat, State, check_param_types

if TYPE_CHECKING:
    from ladders.candyman.rules import Candyman


def to_act(rules: Candyman, state: State) -> list[Seat]:
    if state["winners"] is not None:
        return []
    stack = state["stack"]
    if stack:
        return [stack[-1]["seat"]]
    return [state["current"]]


def legal_actions(rules: Candyman, state: State, seat: Seat) -> list[Action]:
    stack = state["stack"]
    if state["winners"] is not None or seat != (stack[-1]["seat"] if stack else state["current"]):
        return []
    if stack:
        return rules._decision_actions(state, seat, stack[-1], None)
    turn = state["turn"]
    phase = turn["phase"]
    if phase == "move":
        return rules._move_actions(state, seat)
    # Your own turn before or after the move: as ``_actions`` lists it, without the type filter
    # (the hand's playable cards looked up once, the normal targets listed once).
    players = state["players"]
    targets = turn["targets"]
    if targets:  # most turns meet nobody
        attacked = turn["attacked"]
        targets = [t for t in targets if players[t]["alive"] and t not in attacked]
    out: list[Action] = [{"type": "attack", "target": t} for t in targets] if targets else []
    player = players[seat]
    hand = player["hand"]
    equipped = player["equipped"]
    if hand or equipped:
        own, _, equippable, own_ranged = hand_cards(hand)
        cards: Sequence[int] = own if targets else own_ranged  # the others aim at targets only
        if equipped:
            used = turn["used"]
            cards = [*cards, *(uid for uid, _ in equipped if TREATS[uid].attack and uid not in used)]
        reached: dict[int, list[Seat]] = {}  # RANGED n -> the cookies within n spaces
        for uid in cards:
            reach = TREATS[uid].ranged
            if reach is None:
                aimed = targets
            else:
                aimed = reached.get(reach) or reached.setdefault(reach, rules._ranged_targets(state, seat, reach))
            if aimed:
                out += [{"type": "treat", "card": uid, "target": t} for t in aimed]
        if equippable:
            out += rules._equip_listing(player, equippable)
    if phase == "before_move":
        out.append({"type": "draw"})
    else:
        if rules._may_summon_from_burst(state, seat):
            out += [{"type": "summon", "target": t} for t in rules._summonable(state, seat, True)]
        out.append({"type": "end_turn"})
    return out


def actions(rules: Candyman, state: State, seat: Seat, only: str | None, *, checked: bool = False) -> list[Action]:
    """The legal actions of ``seat``; with ``only``, just those of that type."""
    stack = state["stack"]
    if not checked and (state["winners"] is not None or seat != (stack[-1]["seat"] if stack else state["current"])):
        return []
    if stack:
        return rules._decision_actions(state, seat, stack[-1], only)
    turn = state["turn"]
    phase = turn["phase"]
    if phase == "move":
        return rules._move_actions(state, seat) if only in (None, "move") else []
    out: list[Action] = []
    if only in (None, "attack"):
        out += [{"type": "attack", "target": t} for t in rules._normal_targets(state, seat)]
    if only in (None, "treat"):
        out += rules._treat_actions(state, seat, own_turn=True)
    if only in (None, "equip"):
        out += rules._equip_actions(state, seat)
    if phase == "before_move":
        if only in (None, "draw"):
            out.append({"type": "draw"})
    else:
        if only in (None, "summon") and rules._may_summon_from_burst(state, seat):
            out += [{"type": "summon", "target": t} for t in rules._summonable(state, seat, True)]
        if only in (None, "end_turn"):
            out.append({"type": "end_turn"})
    return out


def decision_actions(rules: Candyman, state: State, seat: Seat, item: dict[str, Any], only: str | None) -> list[Action]:
    kind = item["k"]
    player = state["players"][seat]
    out: list[Action] = []
    if only is not None and only not in DECISION_TYPES[kind]:
        return out
    if kind == "defend":
        used = state["turn"]["used"]
        seen: set[str] = set()
        for uid in player["hand"]:
            card = TREATS[uid]
            if card.defense and card.equip is None and card.id not in seen:
                seen.add(card.id)
                out.append({"type": "defend", "card": uid})
        for uid, _ in player["equipped"]:
            if TREATS[uid].defense and uid not in used:
                out.append({"type": "defend", "card": uid})
        out.append({"type": "no_defense"})
    elif kind == "interrupt":
        # Most windows are a lone "pass": no PLAY AT ANY TIME card in the hand.
        out = [{"type": "pass"}]
        if hand_cards(player["hand"])[1]:
            out = [*rules._treat_actions(state, seat, own_turn=False), *out]
    elif kind == "part":
        target = state["players"][item["target"]]
        out = [{"type": "part", "part": PARTS[i]} for i in range(len(PARTS)) if target["parts"][i] > 0]
    elif kind == "summon":
        out = [{"type": "summon", "target": t} for t in rules._summonable(state, seat, item["start"])]
        if item["optional"]:
            out.append({"type": "no_summon"})
    elif kind == "cage_draw":
        cage = state["cage"]
        out = [{"type": "cage_draw", "target": t} for t in cage["order"] if t != seat]
    elif kind == "escape":
        out = [{"type": "escape", "directions": d} for d in rules._escape_options(state, seat, item)]
    if only is not None:
        out = [a for a in out if a["type"] == only]
    return out


def normalize_action(rules: Candyman, state: State, seat: Seat, action: Action) -> Action:
    """Two copies of one Special Treat in a hand are one choice: any uid of a card in
    your hand is read as the first copy of that card there (the one listed)."""
    if not isinstance(action, dict) or action.get("type") not in ("treat", "equip", "defend"):
        return action
    uid = action.get("card")
    if type(uid) is not int or not 0 <= seat < len(state["players"]):
        return action
    hand = state["players"][seat]["hand"]
    if uid not in hand:
        return action
    card_id = TREATS[uid].id
    first = next(u for u in hand if TREATS[u].id == card_id)
    return action if first == uid else {**action, "card": first}


def check(rules: Candyman, state: State, seat: Seat, action: Action) -> None:
    """Validates one action by its own parameters where it can, else by listing only
    the actions of its own type (short lists), which also explains a refusal."""
    if state["winners"] is not None:
        raise IllegalAction("game_over", "The game is over; no more actions are accepted.")
    if not isinstance(action, dict) or not isinstance(action.get("type"), str):
        raise IllegalAction("malformed_action", 'An action is a JSON object with a string "type".')
    stack = state["stack"]
    if seat != (stack[-1]["seat"] if stack else state["current"]):
        raise IllegalAction("not_your_turn", f"Seat {seat} may not act now; waiting on {rules.to_act(state)}.")
    kind = action["type"]
    if kind not in ACTION_TYPES:
        known = ", ".join(sorted(rules.info.action_schemas))
        raise IllegalAction("unknown_action_type", f"Unknown action type {kind!r}; known: {known}.")
    check_param_types(PARAM_TYPES, action)
    if kind in NO_PARAMETERS and len(action) == 1:
        if stack:
            allowed = kind in DECISION_TYPES[stack[-1]["k"]] and (
                kind != "no_summon" or bool(stack[-1].get("optional"))
            )
        else:
            phase = state["turn"]["phase"]
            allowed = (kind == "draw" and phase == "before_move") or (kind == "end_turn" and phase == "after_move")
        if allowed:
            return
    if (
        kind == "move"
        and not state["stack"]
        and state["turn"]["phase"] == "move"
        and not has_bool(action.get("directions"))
        and action in rules._moves(state, seat)
    ):
        return
    if len(action) == 2 and kind in TARGETED:
        target = action.get("target")
        if type(target) is int and rules._target_ok(state, seat, kind, target):
            return
    if kind in DIRECT and rules._direct_ok(state, seat, action):
        return
    if any(has_bool(v) for k, v in action.items() if k != "type"):
        raise IllegalAction("malformed_action", "Seats, cards and directions are integers, not booleans.")
    same = rules._actions(state, seat, kind, checked=True)
    if not same:
        types = sorted({a["type"] for a in rules.legal_actions(state, seat)})
        raise IllegalAction("wrong_action_type", f"A {kind!r} is not possible now; possible action types: {types}.")
    if action not in same:
        raise IllegalAction("illegal_action", f"That {kind!r} is not legal now; legal choices are: {same}.")


def apply(rules: Candyman, state: State, seat: Seat, action: Action) -> tuple[State, list[Event]]:
    """``Ruleset.apply``, with a short way for the parameterless actions that make up
    most of a game (draw, end_turn, a window's pass or no_defense): the same test
    ``check`` makes, inline, and for a pass a copy of the stack alone (a pass only
    moves the PLAY AT ANY TIME window on: it writes the stack, nothing else)."""
    if type(action) is dict and len(action) == 2 and state["winners"] is None:
        # The one-parameter actions (a move without a first icon, an attack, a cage draw),
        # checked as ``check`` checks them; normalize_action leaves them as they are.
        kind = action.get("type")
        stack = state["stack"]
        if seat == (stack[-1]["seat"] if stack else state["current"]):
            if kind == "move":
                directions = action.get("directions")
                if (
                    not stack
                    and state["turn"]["phase"] == "move"
                    and type(directions) is list
                    and action in rules._moves(state, seat)
                    # after the membership test: ``True == 1``, so a listed move equals one with booleans
                    and all(type(d) is int for d in directions)
                ):
                    new_state = rules.copy_state(state)
                    return new_state, rules.step(new_state, seat, action)
            elif kind in TARGETED:
                target = action.get("target")
                if type(target) is int and rules._target_ok(state, seat, kind, target):
                    new_state = rules.copy_state(state)
                    return new_state, rules.step(new_state, seat, action)
    elif type(action) is dict and len(action) == 1 and state["winners"] is None:
        kind = action.get("type")
        stack = state["stack"]
        if stack:
            top = stack[-1]
            if seat == top["seat"]:
                if kind == "pass" and top["k"] == "interrupt":
                    new_state = dict(state)
                    new_state["stack"] = list(stack)
                    return new_state, rules.step(new_state, seat, action)
                if kind == "no_defense" and top["k"] == "defend":
                    new_state = rules.copy_state(state)
                    return new_state, rules.step(new_state, seat, action)
        elif seat == state["current"]:
            phase = state["turn"]["phase"]
            if (kind == "draw" and phase == "before_move") or (kind == "end_turn" and phase == "after_move"):
                new_state = rules.copy_state(state)
                return new_state, rules.step(new_state, seat, action)
    return Ruleset.apply(rules, state, seat, action)


def copy_state(rules: Candyman, state: State) -> State:
    """Copy on write: ``step`` replaces every list it changes (the piles, a hand,
    a sheet's parts, trophies, the turn's targets) instead of writing into it, and
    copies a player record (``own_record``) only when it writes one, so only the list of
    records, the turn, the RNG, the stack and the cage are copied here."""
    copy = dict(state)
    copy["rng"] = list(state["rng"])
    copy["players"] = list(state["players"])  # each record copied by ``own_record`` when written
    turn = state["turn"]
    if turn is not None:
        copy["turn"] = dict(turn)
    copy["stack"] = list(state["stack"])
    if state["cage"] is not None:
        copy["cage"] = dict(state["cage"], order=list(state["cage"]["order"]))
    return copy


def step(rules: Candyman, state: State, seat: Seat, action: Action) -> list[Event]:
    events: list[Event] = []
    kind = action["type"]
    stack = state["stack"]
    if stack:
        item = stack.pop()
        rules._decide(state, seat, item, action, events)
        rules._advance(state, events)
        return events
    if kind == "draw":
        rules._draw_movement(state, seat, events)
    elif kind == "move":
        rules._move(state, seat, action, events)
    elif kind == "attack":
        rules._declare(state, seat, action["target"], None, events)
    elif kind == "treat":
        rules._play_treat(state, seat, action, events)
    elif kind == "equip":
        rules._equip(state, seat, action["card"], PARTS.index(action["part"]), events)
    elif kind == "summon":
        state["turn"]["summoned"] = True
        rules._summon(state, seat, action["target"], events, start=True)
    elif kind == "end_turn":
        state["turn"]["phase"] = "over"
    if kind != "end_turn":
        rules._open_step_windows(state)  # as printed (L139): windows once this step is resolved
    rules._advance(state, events)
    return events


def decide(
    rules: Candyman, state: State, seat: Seat, item: dict[str, Any], action: Action, events: list[Event]
) -> None:
    kind = action["type"]
    if kind == "defend":
        uid = action["card"]
        events.append(new_event(Event, ("defended", {"seat": seat, "card": uid}, None)))
        if uid in state["players"][seat]["hand"]:
            player = own_record(state, seat)
            player["hand"] = without(player["hand"], uid)
            state["treat_discard"] = [*state["treat_discard"], uid]
        else:
            turn = state["turn"]
            turn["used"] = [*turn["used"], uid]
    elif kind == "no_defense":
        state["stack"].append(item["attack"])
    elif kind == "pass":
        rules._decline(state, seat, events)
    elif kind == "treat":
        rules._play_treat(state, seat, action, events)
    elif kind == "part":
        rules._damage(state, item["attacker"], item["target"], PARTS.index(action["part"]), item["amount"], events)
    elif kind == "summon":
        rules._summon(state, seat, action["target"], events, start=item["start"])
    elif kind == "cage_draw":
        rules._cage_draw(state, seat, action["target"], events)
    elif kind == "escape":
        rules._escape(state, seat, item, action["directions"], events)


def start_turn(rules: Candyman, state: State, seat: Seat, events: list[Event]) -> None:
    if seat <= state["current"] and state["turn"] is not None:
        state["round"] += 1
    state["current"] = seat
    players = state["players"]
    pos = players[seat]["pos"]
    state["turn"] = {
        "phase": "before_move",
        "card": None,
        # L117: a cookie that begins its turn on another's space may attack it before moving.
        "targets": [t for t, p in enumerate(players) if t != seat and p["alive"] and p["pos"] == pos],
        "attacked": [],
        "used": [],
        "burst": None,
        "summoned": False,
    }
    events.append(new_event(Event, ("turn", {"seat": seat, "round": state["round"]}, None)))
    if rules.board.in_zone(pos):
        # L89: four Twins' attacks at the beginning of each turn in the Danger Zone.
        events.append(new_event(Event, ("twins_awake", {"seat": seat}, None)))
        state["stack"].append({"k": "twins", "seat": seat, "left": TWINS_ATTACKS})


def next_turn(rules: Candyman, state: State, events: list[Event]) -> None:
    seats = state["seats"]
    players = state["players"]
    current = state["current"]
    cap = state["options"]["round_cap"]
    for offset in range(1, seats + 1):
        candidate = (current + offset) % seats
        if players[candidate]["alive"]:
            if cap and candidate <= current and state["round"] >= cap:
                rules._finish_by_position(state, events)
                return
            rules._start_turn(state, candidate, events)
            rules._open_step_windows(state)  # as printed (L139): windows once the Twins are done
            return


def advance(rules: Candyman, state: State, events: list[Event]) -> None:
    stack = state["stack"]
    players = state["players"]
    if (
        not stack
        and state["winners"] is None
        and state["turn"]["phase"] != "over"
        and state["seats"] - state["crumbled"] > 1
        and players[state["current"]]["alive"]
    ):
        return  # the common case: the active cookie's turn goes on
    if (
        stack
        and state["seats"] - state["crumbled"] > 1
        and stack[-1]["k"] in DECISION_TYPES
        and not rules._moot(state, stack[-1])
    ):
        return  # the other common case: a decision waits
    seats = state["seats"]
    while state["winners"] is None:
        alive = seats - state["crumbled"]
        if alive == 0:
            rules._finish_by_trophies(state, events)
            return
        if alive == 1 and not state["gauntlet"]:
            rules._gauntlet(state, next(s for s, p in enumerate(players) if p["alive"]), events)
            continue
        if not stack:
            turn = state["turn"]
            if turn["phase"] == "over" or not players[state["current"]]["alive"]:
                rules._next_turn(state, events)
                if not stack and state["winners"] is None:
                    return
                continue
            return
        item = stack[-1]
        kind = item["k"]
        if kind == "strike":
            stack.pop()
            if players[item["target"]]["alive"]:
                rules._strike(state, item, events)
        elif kind == "twins":
            seat = item["seat"]
            if not players[seat]["alive"] or item["left"] == 0:
                stack.pop()
                continue
            stack[-1] = {**item, "left": item["left"] - 1}
            rules._declare(state, TWINS, seat, None, events, counts=False)
        elif kind == "interrupts":
            if rules._next_window(state, item):
                return
        elif kind == "cage_turn":
            cage = state["cage"]
            order = [s for s in cage["order"] if players[s]["alive"] and players[s]["pos"] == cage["space"]]
            if len(order) != len(cage["order"]):
                for s in list(cage["order"]):
                    if s not in order:
                        rules._leave_cage(cage, s)
            if len(order) <= 1:
                stack.pop()
                events.append(new_event(Event, ("cage_over", {"space": cage["space"]}, None)))
                state["cage"] = None
                continue
            stack.append({"k": "cage_draw", "seat": order[cage["next"] % len(order)]})
            return
        elif rules._moot(state, item):
            stack.pop()
        else:
            return


def moot(rules: Candyman, state: State, item: dict[str, Any]) -> bool:
    """A decision that lost its point while others were resolved (its owner or target crumbled)."""
    players = state["players"]
    kind = item["k"]
    if not players[item["seat"]]["alive"]:
        return True
    if kind == "part":
        return not players[item["target"]]["alive"]
    if kind == "defend":
        return not players[item["attack"]["target"]]["alive"]
    if kind == "interrupt":
        current = state["current"]
        return not players[item["seat"]]["hand"] or not players[current]["alive"]
    if kind == "summon":
        return not rules._summonable(state, item["seat"], item["start"]) or (
            not item["start"] and (state["cage"] is None or item["seat"] not in state["cage"]["order"])
        )
    return False
