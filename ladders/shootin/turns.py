"""The turn sequence (rulebook L83-L89), rolling for movement (L96-L99) and the active phase
(L100-L103): whose turn it is, what ``legal_actions`` lists, ``check`` of one action, ``apply``
and ``step``, ``roll``/``stay``, a team's ``activate`` (L232), ``end_turn`` and the next turn.

The active phase lists every chapter's actions in one pass (``active_actions``: moves, cards,
attacks), inline because it runs on most calls; each action's own check and effect lives in its
chapter (movement, weapons, gear, combat) and is dispatched from here (``STEPS``;
``ShootinLadders._ACTIVE_CHECKS`` in rules.py)."""

from __future__ import annotations

from collections.abc import Callable
from itertools import repeat
from typing import TYPE_CHECKING

from ladders.engine import Action, Event, IllegalAction, Seat, State, fast_copy, rng_below
from ladders.shootin import combat, gear, movement, respawn, setup, weapons
from ladders.shootin.cards import CARDS, Card
from ladders.shootin.scenarios import ScenarioRules, listed_action
from ladders.shootin.tables import (
    DAMAGING,
    EAGLE_RANGE,
    END_TURN,
    MAX_WEAPONS_IN_PLAY,
    MELEE,
    MOVE_0_DOWN,
    MOVE_0_UP,
    MOVE_1_DOWN,
    MOVE_1_UP,
    NO_ATTACKS,
    ORDINARY,
    OUT_OF_TURN,
    RANGE,
    ROLL,
    SEES,
    STAY,
    TURN_ONLY_STEPS,
    copy_with_players,
    is_int,
    new_event,
)

if TYPE_CHECKING:
    from ladders.shootin.rules import ShootinLadders


def to_act(rules: ShootinLadders, state: State) -> list[Seat]:
    if state["winners"] is not None:
        return []
    pending = state["pending"]
    if pending is not None:
        return [pending["seat"]]
    return [state["current"]]


def legal_actions(rules: ShootinLadders, state: State, seat: Seat) -> list[Action]:
    if state["winners"] is not None:
        return []
    pending = state["pending"]
    if pending is None and state["phase"] == "play":
        # Most calls: the turn's own steps (the active phase, a roll or stay, a respawn).
        if seat != state["current"]:
            return []
        phase = state["turn"]["phase"]
        if phase == "start":
            return [ROLL.copy(), STAY.copy()]
        if phase == "respawn":
            return [{"type": "respawn"}]
        return rules._active_actions(state, seat)
    if pending is not None:
        if seat != pending["seat"]:
            return []
        kind = pending["kind"]
        if kind == "react":
            return rules._react_actions(state, seat)
        if kind == "activate":
            # A side's choice of who acts (team play: every turn), listed by a loop: under
            # CPython 3.11 a comprehension makes a function object and a frame per call.
            choices: list[Action] = []
            for s in pending["seats"]:
                choices.append({"type": "activate", "seat": s})
            return choices
        if kind == "draw":
            return [{"type": "draw", "deck": deck} for deck in pending["decks"]]
        return rules.scenarios[state["scenario"]].pending_actions(state, seat, pending)
    if seat != state["current"]:
        return []
    if state["phase"] == "choose":
        return rules._choose_actions(state)
    if state["phase"] == "place":
        return rules.scenarios[state["scenario"]].place_actions(state, seat, rules._free_points(state))
    phase = state["turn"]["phase"]
    if phase == "respawn":
        return [{"type": "respawn"}]
    if phase == "start":
        return [{"type": "roll"}, {"type": "stay"}]
    return rules._active_actions(state, seat)


def active_actions(rules: ShootinLadders, state: State, seat: Seat) -> list[Action]:
    player = state["players"][seat]
    pos = player["pos"]
    actions: list[Action] = []
    rolling = False  # a die still to move
    turn = state["turn"]
    dice = turn["dice"]
    squares = rules._squares
    if len(dice) != 2:  # none after a stay (a test may set any number)
        for index, value in enumerate(dice):
            if value is not None:
                rolling = True
                if pos + value <= squares:
                    actions.append({"type": "move", "die": index, "direction": 1})
                if pos - value >= 1:
                    actions.append({"type": "move", "die": index, "direction": -1})
    else:  # two after a roll, written out
        first, second = dice
        if first is not None:
            rolling = True
            if pos + first <= squares:
                actions.append(MOVE_0_UP.copy())
            if pos - first >= 1:
                actions.append(MOVE_0_DOWN.copy())
        if second is not None:
            rolling = True
            if pos + second <= squares:
                actions.append(MOVE_1_UP.copy())
            if pos - second >= 1:
                actions.append(MOVE_1_DOWN.copy())
    scenario = rules.scenarios[state["scenario"]]
    hand = player["hand"]
    if hand:
        if not scenario.plain_may_use_card:
            hand = [u for u in hand if scenario.may_use_card(state, seat, u)]
        # One action per card name (copies are interchangeable): made at the first ammo or
        # gear card (a hand of weapons alone needs none).
        seen: set[str] | None = None
        in_play = player["weapons"]
        for uid in hand:
            c = CARDS[uid]
            deck = c.deck
            if deck == "weapon":
                if len(in_play) < MAX_WEAPONS_IN_PLAY:
                    actions.append({"type": "play_weapon", "card": uid})
                else:
                    for w in in_play:
                        actions.append({"type": "play_weapon", "card": uid, "discard": w["card"]})
            elif deck == "ammo":
                if seen is None:
                    seen = {c.id}
                elif c.id in seen:
                    continue
                else:
                    seen.add(c.id)
                for w in in_play:
                    if w["ammo"] is not None:
                        actions.append({"type": "reload", "card": uid, "weapon": w["card"]})
            elif not OUT_OF_TURN[uid]:
                if seen is None:
                    seen = {c.id}
                elif c.id in seen:
                    continue
                else:
                    seen.add(c.id)
                # ``_gear_actions``, without its call and list for the commonest gear in
                # hand: a Rockett Popp (its squares), a head graft with the head still on.
                effect = c.effect
                if effect == "rocket":
                    for square in rules._rocket_squares(state, state["turn"]["seat"], player, c):
                        actions.append({"type": "gear", "card": uid, "square": square})
                elif effect != "graft_head" or player["parts"][0] == 0:
                    actions.extend(rules._gear_actions(state, player, uid))
    # Every legal attack: per target, per weapon, per ammo count with at least one die to
    # roll. (Inline: this listing is most of the active phase's, and a call is not free.)
    # Nothing reaches past the longest range of the Eagle and the weapons in play, and
    # the squares passed matter only with a melee weapon that can strike.
    longest = EAGLE_RANGE
    melee = False
    seeing = 0  # the most obstructions a weapon in play may shoot through (the sniper's, L368)
    for w in player["weapons"]:
        uid = w["card"]
        if ORDINARY[uid]:
            continue  # reaches no farther than the Eagle: changes none of the three
        if RANGE[uid] > longest:
            longest = RANGE[uid]
        elif MELEE[uid]:  # a melee weapon's range is 0: never the longest
            ammo_left = w["ammo"]
            if ammo_left is None or ammo_left != 0:  # (``!= 0`` on an int alone: specialised)
                melee = True
        if SEES[uid] > seeing and CARDS[uid].applies("ignore_obstructions", state["scenario"]):
            seeing = SEES[uid]
    used = turn["attacks"]
    if melee:
        # Melee reaches the attacker's own square, and the squares entered by the move just
        # made if a melee weapon was in play as they were passed (``melee_then``).
        melee_then = turn.get("melee_then", ())
        melee_squares = (pos, *turn["passed"]) if melee_then else (pos,)
    else:
        melee_then = melee_squares = ()
    board = rules.board
    distance = board.distance_rows[pos]
    # Unless a weapon sees through obstructions, a target out of the board's sight is out
    # of every weapon's reach (a melee strike aside): one test for both (most targets).
    reachable = board.shot_rows[pos] if not seeing and scenario.plain_line_of_sight else distance
    far = b""
    sight: bytes | None = None  # fetched once a target is within reach
    armed: list[tuple[Card, int, int]] | None = None
    plain_may_attack = scenario.plain_may_attack
    for target, other in enumerate(state["players"]):
        if target == seat or other["status"] != "alive":
            continue
        there = other["pos"]
        if melee:
            normal_used, extra_used = used[target]
            if not extra_used and there in melee_squares:
                melee_ok = True
            elif normal_used or reachable[there] > longest:
                continue
            else:
                melee_ok = False
        elif used[target][0] or reachable[there] > longest:
            continue  # attacked already, or out of every weapon's reach or sight
        else:
            normal_used = 0
            melee_ok = False
        # Friends: in team play a third of the table.
        if not plain_may_attack and not scenario.may_attack(state, seat, target):
            continue
        if normal_used:
            reach = -1
        else:
            reach = distance[there]
            if reach > longest:
                reach = -1
        if sight is None:
            far, sight = board.far_rows[pos], board.sight_rows[pos]
        # Blocked sight: only a weapon that sees through that many obstructions may fire.
        through = 0
        if reach >= 0 and not (
            sight[there] if scenario.plain_line_of_sight else scenario.line_of_sight(board, state, seat, pos, there)
        ):
            through = board.obstructions(pos, there) if seeing else 99
            if through > seeing:
                if not melee_ok:
                    continue
                reach = -1
        if armed is None:
            armed = rules._armed(player)
        blank = 1 if there == pos else 0
        long_range = far[there]
        for c, per, most in armed:
            if c.melee:
                if not melee_ok or (there != pos and c.uid not in melee_then):
                    continue
                bonus = 0
            elif reach < 0 or reach > c.range or (through and through > rules._sees_through(state, c)):
                continue
            else:
                bonus = blank - (long_range and not c.no_long_range_penalty)
            for ammo in range(1, most + 1):
                if per * ammo + bonus > 0:
                    actions.append({"type": "attack", "weapon": c.uid, "target": target, "ammo": ammo})
    if not scenario.plain_active_actions:
        actions.extend(scenario.active_actions(state, seat))
    if not rolling:
        # "Your Turn ends when you ... have moved your full amount": both dice first.
        actions.append(END_TURN.copy())
    return actions


def check(rules: ShootinLadders, state: State, seat: Seat, action: Action) -> None:
    """Validate this one action without listing every legal one (docs/engine.md, point 3).

    Accepts exactly what ``legal_actions`` lists (``test_check_agrees_with_legal_actions``):
    the same keys, ``int`` parameters that are ints (not bools), and the rule that allows
    it. A refusal lists the legal choices of that type, as the engine's default does, so
    its message says how to fix the call (built only then, from ``legal_actions``).
    """
    if state["winners"] is not None:
        raise IllegalAction("game_over", "The game is over; no more actions are accepted.")
    if not isinstance(action, dict) or not isinstance(action.get("type"), str):
        raise IllegalAction("malformed_action", 'An action is a JSON object with a string "type".')
    pending = state["pending"]
    if seat != (state["current"] if pending is None else pending["seat"]):
        raise IllegalAction("not_your_turn", f"Seat {seat} may not act now; waiting on {rules.to_act(state)}.")
    kind = action["type"]
    if kind not in rules.info.action_schemas:
        known = ", ".join(sorted(rules.info.action_schemas))
        raise IllegalAction("unknown_action_type", f"Unknown action type {kind!r}; known: {known}.")
    if pending is None and state["phase"] == "play" and state["turn"]["phase"] == "active":
        # The active phase, most actions: straight to that type's own check.
        check = rules._ACTIVE_CHECKS.get(kind)
        allowed = (
            listed_action(action, rules.scenarios[state["scenario"]].active_actions(state, seat))
            if check is None
            else check(rules, state, seat, action)
        )
    else:
        allowed = rules._allowed(state, seat, action)
    if not allowed:
        raise rules._refusal(state, seat, action)


def refusal(rules: ShootinLadders, state: State, seat: Seat, action: Action) -> IllegalAction:
    legal = rules.legal_actions(state, seat)
    same_type = [a for a in legal if a["type"] == action["type"]]
    if same_type:
        return IllegalAction(
            "illegal_action", f"That {action['type']!r} is not legal now; legal choices are: {same_type}."
        )
    types = sorted({a["type"] for a in legal})
    return IllegalAction(
        "wrong_action_type", f"A {action['type']!r} is not possible now; possible action types: {types}."
    )


def allowed(rules: ShootinLadders, state: State, seat: Seat, action: Action) -> bool:
    """Is ``action`` (its type known, ``seat`` to act) one that ``legal_actions`` lists?"""
    kind = action["type"]
    size = len(action)
    pending = state["pending"]
    if pending is not None:
        pending_kind = pending["kind"]
        if pending_kind == "react":
            if kind == "no_reaction":
                return size == 1
            if kind != "react" or size != 2:
                return False
            uid = action.get("card")
            if type(uid) is not int or state["players"][seat].get("respawned"):
                return False
            hand = rules._usable_hand(state, seat)
            return uid in hand and CARDS[uid].out_of_turn and rules._first_copy(hand, uid)
        if pending_kind == "activate":
            return (
                kind == "activate" and size == 2 and is_int(action.get("seat")) and action["seat"] in pending["seats"]
            )
        if pending_kind == "draw":
            return (
                kind == "draw" and size == 2 and type(action.get("deck")) is str and action["deck"] in pending["decks"]
            )
        return rules.scenarios[state["scenario"]].pending_allows(state, seat, pending, action)
    if state["phase"] == "choose":
        return listed_action(action, rules._choose_actions(state))
    if state["phase"] == "place":
        return listed_action(
            action, rules.scenarios[state["scenario"]].place_actions(state, seat, rules._free_points(state))
        )
    phase = state["turn"]["phase"]
    if phase == "respawn":
        return kind == "respawn" and size == 1
    if phase == "start":
        return kind in ("roll", "stay") and size == 1
    check = rules._ACTIVE_CHECKS.get(kind)
    if check is None:
        # A scenario's own active-phase action (or a type never legal in this phase).
        return listed_action(action, rules.scenarios[state["scenario"]].active_actions(state, seat))
    return check(rules, state, seat, action)


def check_end_turn(rules: ShootinLadders, state: State, seat: Seat, action: Action) -> bool:
    dice = state["turn"]["dice"]
    return len(action) == 1 and dice.count(None) == len(dice)


def apply(rules: ShootinLadders, state: State, seat: Seat, action: Action) -> tuple[State, list[Event]]:
    """As the engine's ``apply`` (check, copy, step), with a lighter copy for the steps
    that change no player record but the one whose turn begins (``TURN_ONLY_STEPS``):
    those share the records, and ``_start_turn`` copies the one it changes; a move
    copies the mover's record only.

    The actions that make up most of a game (a die's move, the end of a turn, roll or
    stay, letting an attack be rolled, a team's ``activate`` or ``go_first``) take a
    short way: the test ``check`` makes for them, inline. Whatever fails it goes the
    long way, where ``check`` says why."""
    if rules._normalizes:
        action = rules.normalize_action(state, seat, action)
    scenario = rules.scenarios[state["scenario"]]
    # Guard clauses, each leaving for the long way, keep every jump here short: CPython
    # 3.11 specialises a comparison only when its jump follows it directly (no
    # ``EXTENDED_ARG`` for a jump over a long block), and these run on every action.
    if type(action) is not dict or state["winners"] is not None or scenario.hooks_mutate_in_place:
        return rules._apply_checked(state, seat, action, scenario)
    kind = action.get("type")
    pending = state["pending"]
    if pending is not None:
        if seat != pending["seat"]:
            return rules._apply_checked(state, seat, action, scenario)
        if kind == "no_reaction":
            if len(action) != 1 or pending["kind"] != "react":
                return rules._apply_checked(state, seat, action, scenario)
            players = list(map(dict.copy, state["players"]))  # damage may come to anyone
        elif kind == "activate":
            # ``_allowed``'s test, inline: one of the side's cookies offered (team play, a
            # sixth of a team game's actions). It starts a turn: ``TURN_ONLY_STEPS``.
            chosen = action.get("seat")
            if (
                len(action) != 2
                or pending["kind"] != "activate"
                or type(chosen) is not int
                or chosen not in pending["seats"]
            ):
                return rules._apply_checked(state, seat, action, scenario)
            players = state["players"].copy()
        elif kind == "go_first":
            # A team's choice at the round's start: the scenario's own test, as ``_allowed``
            # asks it for this decision; it starts no turn or one (``TURN_ONLY_STEPS``).
            if pending["kind"] != "go_first" or not scenario.pending_allows(state, seat, pending, action):
                return rules._apply_checked(state, seat, action, scenario)
            players = state["players"].copy()
        else:
            return rules._apply_checked(state, seat, action, scenario)
    else:
        if seat != state["current"] or state["phase"] != "play":
            return rules._apply_checked(state, seat, action, scenario)
        turn = state["turn"]
        phase = turn["phase"]
        if phase == "start":
            if (kind != "roll" and kind != "stay") or len(action) != 1:
                return rules._apply_checked(state, seat, action, scenario)
            players = state["players"].copy()
        elif phase != "active":
            return rules._apply_checked(state, seat, action, scenario)
        elif kind == "end_turn":
            dice = turn["dice"]
            if len(action) != 1 or dice.count(None) != len(dice):
                return rules._apply_checked(state, seat, action, scenario)
            players = state["players"].copy()
        elif kind != "move":
            return rules._apply_checked(state, seat, action, scenario)
        else:
            # ``_check_move``, inline: a die's full count along the board, +1 or -1.
            die, direction = action.get("die"), action.get("direction")
            dice = turn["dice"]
            if not (
                len(action) == 3
                and type(die) is int
                and type(direction) is int
                and (direction == 1 or direction == -1)
                and 0 <= die < len(dice)
                and dice[die] is not None
                and 1 <= state["players"][seat]["pos"] + direction * dice[die] <= rules._squares
            ):
                return rules._apply_checked(state, seat, action, scenario)
            players = state["players"].copy()
            players[seat] = players[seat].copy()
    # ``copy_with_players``, inline (every action of a game comes this way: a call saved).
    new_state = state.copy()
    new_state["rng"] = state["rng"].copy()
    new_state["players"] = players
    scenario_state = state["scenario_state"]
    if not scenario_state:
        new_state["scenario_state"] = {}
    elif scenario.scenario_state_flat:
        new_state["scenario_state"] = scenario_state.copy()
    else:
        new_state["scenario_state"] = fast_copy(scenario_state)
    return new_state, rules.step(new_state, seat, action, scenario)


def apply_checked(
    rules: ShootinLadders, state: State, seat: Seat, action: Action, scenario: ScenarioRules
) -> tuple[State, list[Event]]:
    """``apply``'s long way: ``check`` (which says why an action is refused), then the copy
    that step needs."""
    rules.check(state, seat, action)
    kind = action["type"]
    if scenario.hooks_mutate_in_place:
        new_state = rules.copy_state(state)
    elif kind in TURN_ONLY_STEPS:
        new_state = copy_with_players(state, state["players"].copy(), scenario)
    elif kind == "move":
        # A die's move changes the mover's record only (its square, a card drawn on a
        # star). A C4reo counter it trips opens the mover's reaction window (``pending``):
        # the damage, to the mover, comes with its answer, which copies every record.
        new_state = copy_with_players(state, state["players"].copy(), scenario)
        players = new_state["players"]
        players[seat] = players[seat].copy()
    elif kind == "attack":
        # Declaring an attack changes the attacker's record only (a weapon's ammo); the
        # target's reaction window is ``pending``, and damage comes with its answer.
        players = state["players"].copy()
        players[seat] = players[seat].copy()
        new_state = copy_with_players(state, players, scenario)
    else:
        new_state = rules.copy_state(state)
    return new_state, rules.step(new_state, seat, action, scenario)


def copy_state(rules: ShootinLadders, state: State) -> State:
    """A copy that ``step`` may change: the containers ``step`` writes into are new.

    ``step`` sets keys of the state and of player records, and *replaces* everything
    below them that it changes (a hand, a part's boxes, a weapon's dict, the turn, the
    deck and discard tables, ``pending``), never changing one in place. So the copy
    is the top dict, the player records (shallow) and the RNG (advanced in place by
    ``ladders.engine``), and it shares the rest with ``state``; ``scenario_state`` is
    copied for the scenario hooks. A scenario whose hooks change nested containers in place
    (``hooks_mutate_in_place``, the default for scenarios plugged in later) gets the
    deep copy instead. ``test_apply_never_changes_any_state_it_was_given`` holds both.
    """
    scenario = rules.scenarios[state["scenario"]]
    if scenario.hooks_mutate_in_place:
        return rules._deep_copy(state)
    return copy_with_players(state, list(map(dict.copy, state["players"])), scenario)


def deep_copy(state: State) -> State:
    """Every container a hook might change in place is new (trophy and armour entries and
    a weapon's ammo cards are never changed in place, by the engine or by a hook's contract)."""
    copy = state.copy()
    copy["rng"] = state["rng"][:]
    copy["decks"] = {deck: cards[:] for deck, cards in state["decks"].items()}
    copy["discards"] = {deck: cards[:] for deck, cards in state["discards"].items()}
    players = []
    for p in state["players"]:
        q = p.copy()
        q["parts"] = p["parts"][:]
        q["armour"] = p["armour"][:]
        q["armour_cards"] = p["armour_cards"][:]
        q["weapons"] = [w.copy() for w in p["weapons"]]
        q["hand"] = p["hand"][:]
        q["trophies"] = p["trophies"][:]
        players.append(q)
    copy["players"] = players
    turn = state["turn"]
    if turn is not None:
        copy["turn"] = dict(
            turn, dice=turn["dice"][:], passed=turn["passed"][:], attacks=[a[:] for a in turn["attacks"]]
        )
    if state["pending"] is not None:
        copy["pending"] = dict(state["pending"])
    if "later" in state:
        copy["later"] = list(state["later"])
    if "counters" in state:
        copy["counters"] = list(state["counters"])
    copy["scenario_state"] = fast_copy(state["scenario_state"])
    return copy


def step(
    rules: ShootinLadders, state: State, seat: Seat, action: Action, scenario: ScenarioRules | None = None
) -> list[Event]:
    """The engine's ``step``; ``scenario``, if given, is ``state``'s (``apply`` has looked it up)."""
    events: list[Event] = [Event.from_dict(e) for e in state.pop("opening")] if "opening" in state else []
    kind = action["type"]
    if scenario is None:
        scenario = rules.scenarios[state["scenario"]]
    # The commonest steps called by name: CPython 3.11 specialises a call site that always
    # calls one function, not the table's call of many (nor its ``get``).
    damaging = False
    if kind == "move":
        rules._step_move(state, seat, action, events)
    elif kind == "end_turn":
        rules._end_turn(state, events)
    elif kind == "roll":
        rules._step_roll(state, seat, action, events)
    elif kind == "stay":
        rules._step_stay(state, seat, action, events)
    else:
        damaging = kind in DAMAGING
        handler = STEPS.get(kind)
        if handler is None:
            candidates = scenario.apply_action(state, seat, action, events)
            if candidates is not None:
                rules._next_turn(state, candidates, events)  # the decision starts a turn
        else:
            handler(rules, state, seat, action, events)
    if state["winners"] is not None:
        return events
    if state["pending"] is None and "later" in state:
        later = state["later"]
        if later:
            state["pending"] = later[0]
            state["later"] = later[1:]
    # Any step may meet a mission goal (an attack, a flag carried home, a turn begun);
    # a scenario whose goal only damage can meet is asked after damage only, and one whose
    # hooks mark its goal in ``scenario_state["won"]`` once so marked.
    if (
        (damaging or not scenario.ends_only_by_damage)
        and state["phase"] == "play"
        and (not scenario.ends_only_when_won or state["scenario_state"].get("won") is not None)
    ):
        winners = scenario.check_end(state)
        if winners is not None:
            rules._finish(state, winners, "mission", events)
    return events


def next_turn(rules: ShootinLadders, state: State, candidates: list[int], events: list[Event]) -> None:
    """Start the next turn: one candidate starts it, several make an ``activate`` choice
    for the first of them (a team picking its member, L232), none means the scenario
    opened a decision of its own (a team choosing to go first) that starts it later."""
    if len(candidates) == 1:
        rules._start_turn(state, candidates[0], events)
    elif candidates:
        state["current"] = candidates[0]
        rules.scenarios[state["scenario"]].open_pending(
            state, {"kind": "activate", "seat": candidates[0], "seats": list(candidates)}
        )


def start_turn(rules: ShootinLadders, state: State, seat: Seat, events: list[Event]) -> None:
    state["phase"] = "play"
    state["current"] = seat
    player = state["players"][seat]
    if "respawned" in player:
        # Its following turn: it may act again. A new record: ``apply`` shares the records
        # with its input on the steps that start a turn (``TURN_ONLY_STEPS``).
        player = state["players"][seat] = player.copy()
        del player["respawned"]
    phase = "respawn" if player["status"] == "crumbed" else "start"
    # A new [normal, extra melee] pair per seat. Written out for the usual seat counts:
    # under CPython 3.11 a list display costs about a third of ``list(map(list, ...))``.
    seats = state["seats"]
    if seats == 4:
        attacks = [[0, 0], [0, 0], [0, 0], [0, 0]]
    elif seats == 2:
        attacks = [[0, 0], [0, 0]]
    elif seats == 3:
        attacks = [[0, 0], [0, 0], [0, 0]]
    elif seats == 6:
        attacks = [[0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0]]
    elif seats == 5:
        attacks = [[0, 0], [0, 0], [0, 0], [0, 0], [0, 0]]
    else:
        attacks = list(map(list, repeat(NO_ATTACKS, seats)))
    state["turn"] = {
        "seat": seat,
        "phase": phase,
        "dice": [],
        "passed": [],  # squares entered by the move just made (L166)
        "melee_then": [],  # the melee weapons in play as they were passed
        "attacks": attacks,
    }
    events.append(new_event(Event, ("turn", {"seat": seat, "round": state["round"]}, None)))
    for w in player["weapons"]:
        if w["ammo"] == 0:  # only an empty weapon may reload itself
            rules._self_reload(state, seat, events)
            break
    scenario = rules.scenarios[state["scenario"]]
    if not scenario.plain_on_turn_start:
        scenario.on_turn_start(state, seat, events)


def end_turn(rules: ShootinLadders, state: State, events: list[Event]) -> None:
    """Ask the scenario who may go next; more than one candidate is a choice for its side."""
    new_round, candidates = rules.scenarios[state["scenario"]].advance(state, state["current"], events)
    if new_round:
        state["round"] += 1
        cap = state["options"].get("round_cap")
        if cap and state["round"] > cap:
            rules._finish(state, rules._leaders(state), "round_cap", events)
            return
    if len(candidates) == 1:  # ``_next_turn``'s common case, without the call
        rules._start_turn(state, candidates[0], events)
    else:
        rules._next_turn(state, candidates, events)


def step_roll(rules: ShootinLadders, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    dice = [rng_below(state, 6) + 1, rng_below(state, 6) + 1]  # roll_die(state, 6), without its call
    turn = state["turn"] = state["turn"].copy()  # a new turn dict: the input's is shared
    turn["dice"] = dice
    turn["phase"] = "active"
    events.append(new_event(Event, ("rolled", {"seat": seat, "dice": dice}, None)))


def step_stay(rules: ShootinLadders, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    turn = state["turn"] = state["turn"].copy()
    turn["phase"] = "active"
    turn["stayed"] = True
    events.append(new_event(Event, ("stayed", {"seat": seat}, None)))


def step_end_turn(rules: ShootinLadders, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    rules._end_turn(state, events)


def step_activate(rules: ShootinLadders, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    state["pending"] = None
    rules._start_turn(state, action["seat"], events)


# One handler per action type: (ruleset, state, seat, action, events). ``step`` calls the
# commonest (move, end_turn, roll, stay) by name and the rest through this table.
STEPS: dict[str, Callable[[ShootinLadders, State, Seat, Action, list[Event]], None]] = {
    "choose": setup.step_choose,
    "place": setup.step_place,
    "respawn": respawn.step_respawn,
    "roll": step_roll,
    "stay": step_stay,
    "move": movement.step_move,
    "draw": movement.step_draw,
    "play_weapon": weapons.step_play_weapon,
    "reload": weapons.step_reload,
    "gear": gear.gear,
    "attack": combat.declare_attack,
    "react": combat.step_react,
    "no_reaction": combat.step_react,
    "end_turn": step_end_turn,
    "activate": step_activate,
}
