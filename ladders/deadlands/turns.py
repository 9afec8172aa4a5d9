"""Turn flow and winning (rulebook L147-L161, L906-L914): who acts, the stage a turn is
in (respawn, roll, act, done) and what it lists, ``end_turn`` (L161; the hand limit
L73-L75; no ending in an occupied square L182-L184), the contract's entry points
(``legal_actions``, ``check``, ``apply`` with its short ways for the common actions,
``copy_state``, ``step``) and the game's end (L901-L910)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ladders.deadlands.data import DECKS, STATS
from ladders.deadlands.schemas import ACTION_KEYS, ACTION_SCHEMAS, PARAM_TYPES
from ladders.deadlands.tables import (
    ACT_KINDS,
    NEW_TURN,
    NO_SQUARES,
    PENDING_KINDS,
    STARTING,
    Occupancy,
    new_event,
    shares_square,
)
from ladders.engine import (
    Action,
    Event,
    IllegalAction,
    Outcome,
    Ruleset,
    Seat,
    State,
    check_param_types,
    placements_from_keys,
)

if TYPE_CHECKING:
    from ladders.deadlands.rules import FragDeadlands


def to_act(rules: FragDeadlands, state: State) -> list[Seat]:
    if state["winners"] is not None:
        return []
    if state["pending"]:
        return [state["pending"][0]["seat"]]
    phase = state["phase"]
    if phase in ("poker", "keep"):
        return [s for s in range(state["seats"]) if not state["done"][s]]
    return [state["current"]]


def kinds_now(rules: FragDeadlands, state: State, seat: Seat) -> tuple[str, ...]:
    if state["pending"]:
        return PENDING_KINDS[state["pending"][0]["kind"]]
    phase = state["phase"]
    if phase == "keep":
        return rules._keep_kinds(state)
    if phase in ("choose", "poker"):
        return (phase,)
    stage = state["turn"]["stage"]
    if stage == "grave":
        return ("respawn",)
    if stage == "start":
        return ("roll", "teleport", "boost")
    if stage == "done":
        return ("discard", "end_turn")
    return ACT_KINDS


def legal_actions(rules: FragDeadlands, state: State, seat: Seat) -> list[Action]:
    if state["phase"] == "play" and not state["pending"] and state["winners"] is None:
        # most of a game: ``to_act`` and ``_kinds_now`` read directly
        if seat != state["current"]:
            return []
        stage = state["turn"]["stage"]
        if stage != "start" and stage != "grave" and stage != "done":
            return rules._act_actions(state, seat)
        if stage == "start":
            # teleport and boost each play a card from the hand: the roll alone without a
            # teleport card or the extra die (nine in ten start stages with a hand)
            rec = state["f"][seat]
            if not rec["hand"]:
                return [{"type": "roll"}]
            if rules.fighter_by_id[rec["id"]].cheat != "extra_die":
                cards = rules.cards
                for uid in rec["hand"]:
                    if cards[uid].effect == "teleport":
                        break
                else:
                    return [{"type": "roll"}]
    if seat not in rules.to_act(state):
        return []
    out: list[Action] = []
    generators = rules._generators
    kinds = rules._kinds_now(state, seat)
    if kinds is ACT_KINDS:
        return rules._act_actions(state, seat)
    for kind in kinds:
        out.extend(generators[kind](state, seat, None))  # the one that reads the occupancy builds it
    return out


def gen(rules: FragDeadlands, state: State, seat: Seat, kind: str, occ: Occupancy | None = None) -> list[Action]:
    generator: Callable[[State, Seat, Occupancy | None], list[Action]] = rules._generators[kind]
    return generator(state, seat, occ)


def act_actions(rules: FragDeadlands, state: State, seat: Seat) -> list[Action]:
    """The act stage's list, in ``ACT_KINDS`` order, as the generators list it (a test
    holds the two together): each generator is called only when the cheap condition
    that makes it list anything holds, since most of them list nothing, and the moves,
    jumps and targets, which read the occupancy, are listed inline from one pass over
    the fighters instead of ``occupied``'s map. The cards in hand are sorted once and the
    plays, weapons and discards listed inline with ``stat``'s, the weapon limit's, hex
    access's and the health cap's usual cases read directly (no gadget, no armour).
    (Measured with callgrind: ``map``, ``isdisjoint`` over a line or copies of prebuilt
    actions cost more instructions than these short loops.)"""
    fighters = state["f"]
    rec = fighters[seat]
    sheet = rules.fighter_by_id[rec["id"]]
    turn = state["turn"]
    alive = rec["status"] == "alive"
    pos = rec["pos"]
    # ``occupied``'s squares, the hanged fighters' among them (nobody passes those; rarely
    # any, so their set is made only when one is met) and whether this fighter stands
    # alone (he attacks only then)
    occ: set[int] = set()
    hanged: frozenset[int] = NO_SQUARES
    alone = alive and pos >= 0
    if pos >= 0:  # the mover's own square, outside the loop (not in its own sight)
        if alive:
            occ.add(pos)
        elif rec["status"] == "hanged":
            occ.add(pos)
            hanged = frozenset((pos,))
    # and the other fighters in static sight of this square, with the squares between,
    # for ``_targets`` (the sight table's entry for the pair: walls, corners, doors; its
    # range is at least 1); the table's row for this square, so that no index above 256
    # is computed (each such int is an allocation)
    seen: list[tuple[Seat, frozenset[int]]] = []
    sight = rules._sight_rows[pos]
    t = -1
    for other in fighters:
        t += 1
        if t == seat:
            continue
        cell = other["pos"]
        if cell >= 0:
            status = other["status"]
            if status == "alive":
                occ.add(cell)
                hit = sight[cell]
                if hit is not None:
                    seen.append((t, hit[1]))
            elif status == "hanged":
                occ.add(cell)
                hanged = hanged | {cell}
            else:
                continue
            if cell == pos:
                alone = False
    out: list[Action] = []
    move = turn["move"]
    gadgets = rec["gadgets"]
    plain = not rec["boosts"] and not gadgets and not state["globals"]  # ``stat`` is the printed value
    if alive and move >= 1 and rules._near[pos].isdisjoint(occ):
        # nobody within reach: the square's every move, and its jumps up to the reach
        reach = 0
        if move >= 4:
            speed = rec["stats"][1] if plain else rules.stat(state, seat, "speed")
            if speed < 1:
                speed = 1
            reach = speed if speed < move // 2 else move // 2
        by_reach = rules._free_moves[pos]
        free = by_reach[reach] if reach < len(by_reach) else by_reach[-1]
        out += map(dict.copy, free)  # a C-level loop: about a quarter less than append in Python
    elif alive and move >= 1:
        # ``_gen_move``: through, never into, an occupied square; never through a gallows
        last_step = move < 2
        for nxt, step in rules._exits[pos]:
            if nxt in occ and (last_step or nxt in hanged):
                continue
            out.append(step.copy())
        if move >= 4:
            speed = rec["stats"][1] if plain else rules.stat(state, seat, "speed")
            if speed < 1:
                speed = 1
            reach = speed if speed < move // 2 else move // 2
            if reach >= 2:
                # ``_gen_jump``, over the directions with a line of two squares or more
                for first, rest in rules._jump_lines[pos]:
                    if first in hanged:
                        continue
                    for cell, cost, jump in rest[: reach - 1]:
                        if cell in occ:
                            if cell in hanged:
                                break
                            if move - cost < 1:
                                continue
                        out.append(jump.copy())
    # ``_must_leave``: sharing a square with a move or jump out listed, no ending the turn (L183)
    stuck_ok = alone or not alive or pos < 0 or not out
    hand = rec["hand"]
    ordered = sorted(hand) if len(hand) > 1 else hand
    cards = rules.cards
    # room under the weapon limit (``weapon_limit``) and hex access (``hex_ok``), for the
    # attack and play listings below; the methods are called only when gadgets change them
    room = hexes = False
    if hand:
        room = len(rec["weapons"]) < (
            rec["stats"][0] + sheet.weapon_limit_bonus
            if not gadgets and "rules_version" not in state  # version 1's usual case (``weapon_limit``)
            else rules.weapon_limit(state, seat)
        )
        hexes = not sheet.no_hexes and (sheet.hexes or (bool(gadgets) and rules.hex_ok(state, seat)))
    # ``attacks_left``, with ``stat``'s usual case inline (stats are integers, checked when
    # chosen or given: no ``int`` or ``max`` calls, about 300 instructions each)
    accuracy = rec["stats"][2] if plain else rules.stat(state, seat, "accuracy")
    if accuracy < 1:
        accuracy = 1
    if (accuracy + 1) // 2 + turn["extra"] - turn["attacks_used"] > 0:
        # ``_gen_attack`` without its second ``attacks_left``: ``_targets`` inline (the
        # weapon list is only built when someone is in sight)
        if alone and seen:
            targets: list[Seat] = []
            for t, between in seen:
                if between.isdisjoint(occ):  # no fighter on a square the line enters
                    targets.append(t)
            if targets:
                # ``_weapon_choices``, inline
                kinds: list[tuple[int, str]] = []
                if sheet.starting_weapon is not None:
                    kinds.append((STARTING, str(sheet.starting_weapon.get("kind", ""))))
                for uid, ammo in rec["weapons"]:
                    if ammo != 0:
                        kinds.append((uid, cards[uid].kind))
                for uid in ordered:
                    card = cards[uid]
                    if card.deck == "weapon" and not card.joker:
                        if room:
                            kinds.append((uid, card.kind))
                    elif hexes and card.deck == "hex" and card.effect == "hex_attack":
                        kinds.append((uid, "hex"))
                rerolls = sheet.cheat_kinds if sheet.cheat == "reroll_ones" else ()
                for t in targets:
                    for w, kind in kinds:
                        out.append({"type": "attack", "target": t, "weapon": w})
                        if kind in rerolls:
                            out.append({"type": "attack", "target": t, "weapon": w, "cheat": True})
        if not rec["held"] and not sheet.no_shootout:
            out.append({"type": "hold"})
    if hand:
        # ``_gen_play``, inline; the health cap (``health_cap``) is asked only for a healing card
        hurt: bool | None = None
        for uid in ordered:
            card = cards[uid]
            if card.joker:
                continue
            if card.deck == "weapon":
                if room:
                    out.append({"type": "play", "card": uid})
                continue
            if card.deck == "hex" and not hexes:
                continue
            effect = card.effect
            if effect == "teleport" or effect == "hex_attack":
                continue  # played by ``teleport`` / ``attack``
            if effect == "heal":
                if hurt is None:
                    hurt = rec["health"] < (
                        rec["stats"][0] if not gadgets and not rec["armor"] else rules.health_cap(state, seat)
                    )
                if not hurt:
                    continue
            elif effect == "armor":
                if not rules._armor_fits(state, seat, card):
                    continue
            elif effect == "hex_access":
                if sheet.no_hexes:
                    continue
            elif effect == "reload":
                for w, ammo in rec["weapons"]:
                    full = cards[w].ammo
                    if full is not None and ammo < full:
                        out.append({"type": "play", "card": uid, "weapon": w})
                continue
            out.append({"type": "play", "card": uid})
    here = alive and turn["entry"] == pos
    if here:
        # most steps have no pile on this square: ``_gen_pickup`` only when one is
        for pile in state["piles"]:
            if pile["cell"] == pos:
                out += rules._gen_pickup(state, seat)
                break
        if pos in state["blood"]:
            out.append({"type": "take_blood"})
    if rec["blood"] > 0:
        out += rules._gen_use_blood(state, seat)
    if alive and (rec["weapons"] or gadgets or rec["armor"]):
        out += rules._gen_drop(state, seat)
    if hand:  # discards, boosts and swaps each name cards from the hand
        for uid in ordered:
            out.append({"type": "discard", "card": uid})
        if sheet.cheat == "extra_die":
            out += rules._gen_boost(state, seat)
        elif sheet.cheat == "hex_swap" and state["discards"]["hex"]:
            # ``_gen_swap``: every pair of cards, in order
            for i, first in enumerate(ordered):
                for second in ordered[i + 1 :]:
                    out.append({"type": "swap", "cards": [first, second]})
    if len(hand) <= sheet.hand_limit and stuck_ok:
        out.append({"type": "end_turn"})
    return out


def normalize_action(rules: FragDeadlands, state: State, seat: Seat, action: Action) -> Action:
    if not isinstance(action, dict):
        return action
    kind = action.get("type")
    if kind in ("attack", "shoot_out", "return_fire") and action.get("cheat") is False:
        return {k: v for k, v in action.items() if k != "cheat"}
    if kind == "swap" and isinstance(action.get("cards"), list) and all(type(c) is int for c in action["cards"]):
        return {**action, "cards": sorted(action["cards"])}
    if kind == "poker" and isinstance(action.get("decks"), list) and all(d in DECKS for d in action["decks"]):
        return {**action, "decks": sorted(action["decks"], key=DECKS.index)}
    return action


def check(rules: FragDeadlands, state: State, seat: Seat, action: Action) -> None:
    """Validate one action: its shape, then the rule for its type only (one
    generator, not the whole legal list)."""
    if state["winners"] is not None:
        raise IllegalAction("game_over", "The game is over; no more actions are accepted.")
    if not isinstance(action, dict) or not isinstance(action.get("type"), str):
        raise IllegalAction("malformed_action", 'An action is a JSON object with a string "type".')
    to_act = rules.to_act(state)
    if seat not in to_act:
        raise IllegalAction("not_your_turn", f"Seat {seat} may not act now; waiting on {to_act}.")
    kind = action["type"]
    schema = ACTION_SCHEMAS.get(kind)
    if schema is None:
        known = ", ".join(sorted(ACTION_SCHEMAS))
        raise IllegalAction("unknown_action_type", f"Unknown action type {kind!r}; known: {known}.")
    allowed, required = ACTION_KEYS[kind]
    if not allowed.issuperset(action):
        extra = set(action) - allowed
        raise IllegalAction("malformed_action", f"{kind!r} takes no {sorted(extra)}; it takes {sorted(allowed)}.")
    missing = [k for k in required if k not in action]
    if missing:
        raise IllegalAction("malformed_action", f"{kind!r} needs {missing}.")
    check_param_types(PARAM_TYPES, action)
    kinds = rules._kinds_now(state, seat)
    if kind not in kinds:
        raise IllegalAction("wrong_action_type", f"A {kind!r} is not possible now; possible action types: {kinds}.")
    direct = rules._direct_checks.get(kind)
    if direct is not None:
        if not direct(state, seat, action):
            raise IllegalAction("illegal_action", f"That {kind!r} is not legal now; see legal-actions.")
        return
    if (kind == "poker" and rules._poker_ok(action)) or (kind == "choose" and rules._choose_ok(state, seat, action)):
        return  # listed, without building the list (a refusal builds it for its message)
    legal = rules._gen(state, seat, kind)
    if action not in legal:
        raise IllegalAction("illegal_action", f"That {kind!r} is not legal now; legal choices are: {legal[:40]}.")


def apply(rules: FragDeadlands, state: State, seat: Seat, action: Action) -> tuple[State, list[Event]]:
    """``Ruleset.apply`` with a short way for the actions that make up most of a game
    (move, end_turn, roll, jump, hold, discard, play, hold_fire: over nine in ten of random
    play's): the test ``check`` makes for that type, inline, then the copy and the step
    (for a quiet move or jump and a plain end of turn, one pass that builds the new state:
    ``_quiet_move``, ``_quiet_jump``, ``_plain_end_turn``). Anything that fails it goes the
    long way, where ``check`` says why; ``normalize_action`` leaves these types as they are."""
    if (
        type(action) is dict
        and state["winners"] is None
        and not state["pending"]
        and state["phase"] == "play"
        and seat == state["current"]
    ):
        kind = action.get("type")
        stage = state["turn"]["stage"]
        acting = stage != "start" and stage != "grave" and stage != "done"
        size = len(action)
        legal = False
        if size == 1:
            if kind == "roll":
                if stage == "start" and not state["f"][seat]["dice"]:
                    return rules._plain_roll(state, seat)
                legal = stage == "start"
            elif kind == "end_turn":
                rec = state["f"][seat]  # ``_gen_end_turn``'s hand limit, its sheet read directly
                if (acting or stage == "done") and len(rec["hand"]) <= rules.fighter_by_id[rec["id"]].hand_limit:
                    done = rules._plain_end_turn(state, seat, rec)
                    if done is not None:
                        return done
                    legal = not rules._must_leave(state, seat)
            elif kind == "hold":
                legal = acting and bool(rules._gen_hold(state, seat))
        elif kind == "move":
            if acting and size == 2 and "dir" in action:
                done = rules._quiet_move(state, seat, action)
                if done is not None:
                    return done
                legal = rules._move_ok(state, seat, action)
        elif kind == "discard":
            # ``_gen_discard`` (the act and done stages list every card in hand)
            card = action.get("card")
            legal = (acting or stage == "done") and size == 2 and type(card) is int and card in state["f"][seat]["hand"]
        elif kind == "play":
            # ``_gen_play``'s test for the one card named; a reload, which names its weapon
            # too, goes the long way
            card = action.get("card")
            legal = (
                acting
                and size == 2
                and type(card) is int
                and card in state["f"][seat]["hand"]
                and rules._play_ok(state, seat, card)
            )
        elif kind == "attack":
            if (
                acting
                and (size == 3 or (size == 4 and action.get("cheat") is True))
                and "target" in action
                and "weapon" in action
                and rules._attack_ok(state, seat, action)
            ):
                # ``check``'s own test; the step writes the attacker's and the target's
                # records only (a frag credits the attacker, a backfire wounds him)
                new_state = rules._copy_for(state, seat, kind)
                target = action["target"]
                new_state["f"][target] = state["f"][target].copy()
                events: list[Event] = []
                rules._do_attack(new_state, seat, action, events)
                return new_state, events
        elif kind == "jump" and acting and size == 3 and "dir" in action and "distance" in action:
            done = rules._quiet_jump(state, seat, action)
            if done is not None:
                return done
            legal = rules._jump_ok(state, seat, action)
        if legal:
            new_state = rules._copy_for(state, seat, action["type"])
            events = []
            rules._steps[action["type"]](new_state, seat, action, events)  # ``step``, inline
            return new_state, events
    pending = state["pending"]
    if (
        pending
        and type(action) is dict
        and len(action) == 1
        and action.get("type") == "hold_fire"
        and state["winners"] is None
        and pending[0]["kind"] == "shootout"
        and seat == pending[0]["seat"]
    ):
        # A shootout's holder lets the mover pass: ``check`` lists just this action for him
        # (``_gen_hold_fire``), and its step writes only the pending list, which it
        # replaces, so the new state shares everything else (records, RNG list, turn).
        new_state = state.copy()
        events = []
        rules._do_hold_fire(new_state, seat, action, events)
        return new_state, events
    return Ruleset.apply(rules, state, seat, action)


def copy_state(rules: FragDeadlands, state: State) -> State:
    new = dict(state)
    new["rng"] = list(state["rng"])
    # a fighter's card lists (and their entries) are shared by copies: step replaces them, never writes them
    new["f"] = list(map(dict.copy, state["f"]))  # no comprehension frame
    turn = state["turn"]
    if turn is not None:
        new["turn"] = turn.copy()  # its lists are shared: step replaces them, never writes them
    return new


def copy_for(rules: FragDeadlands, state: State, seat: Seat, kind: str) -> State:
    """``copy_state`` for one of ``apply``'s short-way steps, copying only the fighter
    records that step may write and sharing the others with ``state`` (copying and then
    freeing the records was about a tenth of an action). Move, jump, roll and hold write
    the mover's record alone (a hazard or a beast wounds and may frag only the mover, with
    nobody credited; shootouts are queued, not fought). An end of turn writes the mover's
    and the next seat's; it also bumps whoever shares a square with a fighter it places,
    so a turn ended on a shared square or passing to a fragged fighter (who respawns)
    copies every record. A roll writes the mover's record only to spend the Saloon Gal's
    extra dice, so without them it shares every record; a hold rolls no die, so it shares
    the RNG list; a discard writes only the mover's record and the discard piles (which are
    replaced), so it shares the RNG list and the turn. ``tests/ladders/test_deadlands.py``
    holds ``apply``'s input unchanged over random play."""
    fighters = state["f"]
    if kind == "end_turn":
        nxt = (seat + 1) % len(fighters)
        if fighters[nxt]["status"] == "fragged" or shares_square(fighters, fighters[seat]):
            return rules.copy_state(state)
    new = state.copy()
    if kind != "hold" and kind != "discard":  # a hold or a discard rolls no die
        new["rng"] = state["rng"].copy()
    if kind != "roll" or fighters[seat]["dice"]:  # a roll writes the record only to spend extra dice
        records = fighters.copy()
        records[seat] = fighters[seat].copy()
        if kind == "end_turn":
            records[nxt] = fighters[nxt].copy()
        new["f"] = records
    # an end of turn replaces the turn (``_begin_turn``), a discard does not touch it
    if kind != "end_turn" and kind != "discard":
        new["turn"] = state["turn"].copy()  # its lists are shared: step replaces them, never writes them
    return new


def step(rules: FragDeadlands, state: State, seat: Seat, action: Action) -> list[Event]:
    events: list[Event] = []
    rules._steps[action["type"]](state, seat, action, events)
    return events


def begin_turn(rules: FragDeadlands, state: State, seat: Seat, events: list[Event]) -> None:
    rec = state["f"][seat]
    state["current"] = seat
    turn = state["turn"] = NEW_TURN.copy()  # a small dict's copy costs about half its literal
    turn["checked"] = []  # a turn's own lists (copies share them; steps replace them)
    turn["picked"] = []
    events.append(new_event(Event, ("turn", {"seat": seat, "round": state["round"]}, None)))
    # Held attacks, charms and everything-until-your-next-turn cards end now.
    rec["held"] = False
    rec["charm"] = 0
    rec["boosts"] = []
    if state["globals"] and any(g[0] == seat for g in state["globals"]):
        state["globals"] = [g for g in state["globals"] if g[0] != seat]
    if rec["status"] == "hanged":
        rec["status"] = "alive"
        rec["health"] = rules.health_stat(state, seat)
        events.append(new_event(Event, ("respawned", {"seat": seat, "square": rec["pos"], "gallows": True}, None)))
        rules._after_respawn(state, seat, events)
    elif rec["status"] == "fragged":
        if rules.sheet(state, seat).cheat == "choose_grave":
            state["turn"]["stage"] = "grave"
            return
        face = rules._die(state, 6)
        rules._respawn(state, seat, rules.board.respawn[face], events, face)
    rules._start_draws(state, seat, events)


def gen_end_turn(rules: FragDeadlands, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
    if len(state["f"][seat]["hand"]) > rules.hand_limit(state, seat):
        return []  # five or fewer cards when your turn ends (L73-L75); the Operative four
    if rules._must_leave(state, seat):
        return []  # no ending the turn in an occupied square while one can still leave it (L183)
    return [{"type": "end_turn"}]


def must_leave(rules: FragDeadlands, state: State, seat: Seat) -> bool:
    """On a square another fighter shares, with movement left and a move or jump out listed:
    "you cannot end your turn in an occupied square" (L182-L183). One who cannot leave it (a
    beast's mouth, no movement left) ends there and is bumped like a respawn."""
    rec = state["f"][seat]
    if rec["status"] != "alive" or state["turn"]["move"] < 1:
        return False
    if not shares_square(state["f"], rec) or rules._alone(state, seat):
        return False
    return bool(rules._gen_move(state, seat) or rules._gen_jump(state, seat))


def plain_end_turn(
    rules: FragDeadlands, state: State, seat: Seat, rec: dict[str, Any]
) -> tuple[State, list[Event]] | None:
    """``apply`` of a legal end of turn (the stage and hand limit tested) in the usual case,
    in one pass: the mover alone on his square (so he need not leave it and is not bumped),
    the next seat alive (no respawn), no card in force for everyone (``globals``), no round
    cap reached; over nine in ten of random play's. ``_copy_for``, ``_do_end_turn``,
    ``_begin_turn`` and ``_start_draws`` as one: the new state shares each record the step
    leaves as it was (the mover's without a boost or a sure hit, the next seat's without a
    held attack, a charm or a boost and with nothing to draw for), the records list when
    it shares both, and the RNG list when nothing is drawn for. ``None`` for any other end
    of turn, which goes the usual way (``tests/ladders/test_deadlands.py`` holds the two
    ways together)."""
    fighters = state["f"]
    pos = rec["pos"]
    for other in fighters:  # ``shares_square``, inline
        if other["pos"] == pos and other is not rec:
            return None
    nxt = (seat + 1) % state["seats"]
    nrec = fighters[nxt]
    if nrec["status"] != "alive" or state["globals"]:
        return None
    round_ = state["round"]
    if nxt == state["first"]:
        round_ += 1
        cap = state["options"].get("round_cap")
        if cap and round_ > cap:
            return None
    new = state.copy()
    records = None
    if rec["boosts"] or rec["auto_hit"]:
        records = fighters.copy()
        mover = rec.copy()
        mover["boosts"] = []
        mover["auto_hit"] = 0
        records[seat] = mover
    draws = rules.fighter_by_id[nrec["id"]].starting_gadget is not None or nrec["gadgets"]
    if draws or nrec["held"] or nrec["charm"] or nrec["boosts"]:
        if records is None:
            records = fighters.copy()
        nrec = nrec.copy()
        nrec["held"] = False
        nrec["charm"] = 0
        nrec["boosts"] = []
        records[nxt] = nrec
    if records is not None:
        new["f"] = records
    piles = state["piles"]
    for pile in piles:  # a seat's piles stop being fresh when his turn ends
        if pile["fresh"] == seat:
            new["piles"] = [{**p, "fresh": -1} if p["fresh"] == seat else p for p in piles]
            break
    new["round"] = round_
    new["current"] = nxt
    turn = new["turn"] = NEW_TURN.copy()  # ``_begin_turn``'s
    turn["checked"] = []
    turn["picked"] = []
    events = [new_event(Event, ("turn", {"seat": nxt, "round": round_}, None))]
    if draws:
        new["rng"] = state["rng"].copy()
        rules._start_draws(new, nxt, events)
    return new, events


def do_end_turn(rules: FragDeadlands, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    rec = state["f"][seat]
    # the cheap test first: most turns end alone on a square
    if rec["status"] == "alive" and shares_square(state["f"], rec):
        shared = [
            s
            for s, r in enumerate(state["f"])
            if s != seat and r["pos"] == rec["pos"] and r["status"] in ("alive", "hanged")
        ]
        if shared:  # forced into an occupied square (a beast's mouth): bumped like a respawn
            face = rules._die(state, 6)
            events.append(
                new_event(Event, ("bumped", {"seat": seat, "square": rules.board.respawn[face], "face": face}, None))
            )
            rules._place(state, seat, rules.board.respawn[face], events)
    rec["boosts"] = []
    rec["auto_hit"] = 0
    piles = state["piles"]
    for pile in piles:  # a seat's piles stop being fresh when his turn ends
        if pile["fresh"] == seat:
            state["piles"] = [{**p, "fresh": -1} if p["fresh"] == seat else p for p in piles]
            break
    nxt = (seat + 1) % state["seats"]
    if nxt == state["first"]:
        state["round"] += 1
        cap = state["options"].get("round_cap")
        if cap and state["round"] > cap:
            frags = [r["frags"] for r in state["f"]]
            best = max(frags)
            rules._finish(state, [s for s in range(state["seats"]) if frags[s] == best], "round_cap", events)
            return
    rules._begin_turn(state, nxt, events)


def finish(rules: FragDeadlands, state: State, winners: list[Seat], reason: str, events: list[Event]) -> None:
    state["winners"] = winners
    state["end_reason"] = reason
    state["phase"] = "over"
    state["pending"] = []
    events.append(new_event(Event, ("game_over", {"winners": winners, "reason": reason}, None)))


def outcome(rules: FragDeadlands, state: State) -> Outcome | None:
    if state["winners"] is None:
        return None
    frags = [int(r["frags"]) for r in state["f"]]
    placements = placements_from_keys(frags)
    return Outcome(
        placements=placements,
        winners=list(state["winners"]),
        score=[float(f) for f in frags],
        frags=frags,
        trophies=[0] * state["seats"],
        details={
            "reason": state["end_reason"],
            "fighters": [{"fighter": r["id"], "stats": dict(zip(STATS, r["stats"], strict=True))} for r in state["f"]],
        },
    )


def tallies(rules: FragDeadlands, state: State) -> tuple[list[int], list[int]]:
    return [int(r["frags"]) for r in state["f"]], [0] * state["seats"]
