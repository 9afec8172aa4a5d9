"""Movement, jumps and map features (rulebook L152-L154, L175-L239): ``roll`` for
movement (Speed dice, L177-L180) or ``teleport`` (a card) first; then ``move`` one square
(orthogonal, through not into others L181-L184) and ``jump`` (a straight line up to Speed
squares, double cost, never over walls, L195-L201); entering a square: power-ups
(L188-L194), acid (L205-L207), beasts (L220-L231). Each action's listing (``gen_``),
check (``_ok``), short way for ``apply`` (``quiet_``, ``plain_``) and effect (``do_``)
side by side."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ladders.deadlands.tables import DIR_INDEX, DIR_NAMES, ON_BOARD, Occupancy, new_event, remove_one
from ladders.engine import Action, Event, Seat, State

if TYPE_CHECKING:
    from ladders.deadlands.rules import FragDeadlands


def gen_roll(rules: FragDeadlands, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
    return [{"type": "roll"}]


def plain_roll(rules: FragDeadlands, state: State, seat: Seat) -> tuple[State, list[Event]]:
    """``apply`` of a legal roll (the start stage) by a fighter without the Saloon Gal's
    extra dice waiting: ``_copy_for`` and ``_do_roll`` as one. The roll writes no record,
    so the new state shares them all, and the records list."""
    rec = state["f"][seat]
    if rec["boosts"] or rec["gadgets"] or state["globals"]:
        speed = rules.stat(state, seat, "speed")
    else:
        speed = rec["stats"][1]  # ``stat``'s usual case
        if speed < 1:
            speed = 1
    new = state.copy()
    new["rng"] = state["rng"].copy()
    rolls = rules._dice(new, speed, 6)
    turn = new["turn"] = state["turn"].copy()  # its lists are shared: step replaces them
    turn["dice_speed"] = speed
    turn["stage"] = "act"
    move = turn["move"] = turn["move"] + sum(rolls)
    return new, [new_event(Event, ("rolled", {"seat": seat, "dice": rolls, "move": move}, None))]


def do_roll(rules: FragDeadlands, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    turn = state["turn"]
    rec = state["f"][seat]
    if rec["boosts"] or rec["gadgets"] or state["globals"]:
        speed = rules.stat(state, seat, "speed")
    else:
        speed = rec["stats"][1]  # ``stat``'s usual case
        if speed < 1:
            speed = 1
    turn["dice_speed"] = speed
    turn["stage"] = "act"
    # ``_roll_movement``, inline; ``_extra_dice`` only when the Saloon Gal has some waiting
    rolls = rules._dice(state, speed + rules._extra_dice(state, seat, "movement") if rec["dice"] else speed, 6)
    turn["move"] += sum(rolls)
    events.append(new_event(Event, ("rolled", {"seat": seat, "dice": rolls, "move": turn["move"]}, None)))


def roll_movement(rules: FragDeadlands, state: State, seat: Seat, dice: int, events: list[Event]) -> None:
    rolls = rules._dice(state, dice, 6)
    state["turn"]["move"] += sum(rolls)
    events.append(new_event(Event, ("rolled", {"seat": seat, "dice": rolls, "move": state["turn"]["move"]}, None)))


def teleport_cards(rules: FragDeadlands, state: State, seat: Seat) -> list[int]:
    hexes = rules.hex_ok(state, seat)
    return [
        u
        for u in sorted(state["f"][seat]["hand"])
        if rules.cards[u].effect == "teleport" and (rules.cards[u].deck != "hex" or hexes)
    ]


def gen_teleport(rules: FragDeadlands, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
    return [
        {"type": "teleport", "card": u, "square": n}
        for u in rules._teleport_cards(state, seat)
        for n in sorted(rules.board.respawn)
    ]


def do_teleport(rules: FragDeadlands, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    rec = state["f"][seat]
    remove_one(rec, "hand", action["card"])
    rules._discard(state, action["card"])
    turn = state["turn"]
    turn["stage"] = "act"
    turn["dice_speed"] = rules.stat(state, seat, "speed")
    cell = rules.board.respawn[action["square"]]
    events.append(new_event(Event, ("teleported", {"seat": seat, "card": action["card"], "square": cell}, None)))
    rules._place(state, seat, cell, events)
    turn["entry"] = cell


def step_target(rules: FragDeadlands, state: State, seat: Seat, cell: int, d: int, occ: dict[int, list[Seat]]) -> int:
    nxt = rules.board.step[cell][d]
    if nxt < 0:
        return -1
    for other in occ.get(nxt, ()):
        if state["f"][other]["status"] == "hanged":
            return -1  # nobody passes through a hanged fighter's gallows (L8)
    return nxt


def gen_move(rules: FragDeadlands, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
    turn = state["turn"]
    rec = state["f"][seat]
    if turn["move"] < 1 or rec["status"] != "alive":
        return []
    occ = rules.occupied(state) if occ is None else occ
    out: list[Action] = []
    fighters = state["f"]
    last_step = turn["move"] < 2
    for d, nxt in enumerate(rules.board.step[rec["pos"]]):
        if nxt < 0:
            continue
        here = occ.get(nxt)
        if here is not None:
            if last_step:
                continue  # may pass through, never stop in, an occupied square (L182-L184)
            if any(fighters[o]["status"] == "hanged" for o in here):
                continue  # nobody passes through a hanged fighter's gallows (L8)
        out.append({"type": "move", "dir": DIR_NAMES[d]})
    return out


def move_ok(rules: FragDeadlands, state: State, seat: Seat, action: Action) -> bool:
    name = action["dir"]
    if type(name) is not str or name not in DIR_INDEX:
        return False
    turn = state["turn"]
    rec = state["f"][seat]
    if turn["move"] < 1 or rec["status"] != "alive":
        return False
    nxt = rules.board.step[rec["pos"]][DIR_INDEX[name]]
    if nxt < 0:
        return False
    last_step = turn["move"] < 2
    for other in state["f"]:  # the one square entered, read directly (no occupancy map)
        # no passing the gallows (L8); never stopping in an occupied square (L182-L184)
        if other["pos"] == nxt and other["status"] in ON_BOARD and (other["status"] == "hanged" or last_step):
            return False
    return True


def quiet_move(rules: FragDeadlands, state: State, seat: Seat, action: Action) -> tuple[State, list[Event]] | None:
    """``apply`` of a legal move onto a quiet square (no acid, no beast, no power-up left to
    roll for: over nine in ten of random play's moves) in one pass: ``_move_ok``, the copy and
    ``_do_move``. ``None`` for any other move, legal or not, which goes the usual way
    (``tests/ladders/test_deadlands.py`` holds the two ways together)."""
    name = action["dir"]
    d = DIR_INDEX.get(name) if type(name) is str else None
    if d is None:
        return None
    turn = state["turn"]
    move = turn["move"]
    rec = state["f"][seat]
    if move < 1 or rec["status"] != "alive":
        return None
    nxt = rules._step_table[rec["pos"]][d]
    if nxt < 0 or (nxt in rules._dice_cells and (nxt not in rules._powerup_only or nxt not in turn["checked"])):
        return None
    event = new_event(Event, ("moved", {"seat": seat, "square": nxt}, None))
    return rules._quiet_enter(state, seat, turn, move - 1, (nxt,), event)


def do_move(rules: FragDeadlands, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    rec = state["f"][seat]
    nxt = rules.board.step[rec["pos"]][DIR_INDEX[action["dir"]]]
    state["turn"]["move"] -= 1
    events.append(new_event(Event, ("moved", {"seat": seat, "square": nxt}, None)))
    rules._enter(state, seat, nxt, events)
    rules._turn_over_if_fragged(state, seat)


def static_line(rules: FragDeadlands, cell: int, d: int) -> tuple[int, ...]:
    out: list[int] = []
    while True:
        cell = rules.board.step[cell][d]
        if cell < 0 or cell in out:
            return tuple(out)
        out.append(cell)


def list_free_moves(rules: FragDeadlands, pos: int, reach: int) -> tuple[Action, ...]:
    """The act stage's moves and jumps from ``pos`` with no fighter in reach, in
    ``_gen_move``'s then ``_gen_jump``'s order."""
    listed = [step for _, step in rules._exits[pos]]
    if reach >= 2:
        for _, rest in rules._jump_lines[pos]:
            listed.extend(jump for _, _, jump in rest[: reach - 1])
    return tuple(listed)


def gen_jump(
    rules: FragDeadlands, state: State, seat: Seat, occ: Occupancy | None = None, only: int | None = None
) -> list[Action]:
    turn = state["turn"]
    rec = state["f"][seat]
    if rec["status"] != "alive":
        return []
    reach = min(rules.stat(state, seat, "speed"), turn["move"] // 2)
    if reach < 2:
        return []
    occ = rules.occupied(state) if occ is None else occ
    out: list[Action] = []
    fighters = state["f"]
    move = turn["move"]
    lines = rules._lines[rec["pos"]]
    for d, name in enumerate(DIR_NAMES):
        if only is not None and d != only:
            continue
        for distance, cell in enumerate(lines[d][:reach], 1):
            here = occ.get(cell)
            if here is not None:
                if any(fighters[o]["status"] == "hanged" for o in here):
                    break  # nobody passes through a hanged fighter's gallows (L8)
                if move - 2 * distance < 1:
                    continue
            if distance >= 2:
                out.append({"type": "jump", "dir": name, "distance": distance})
    return out


def jump_ok(rules: FragDeadlands, state: State, seat: Seat, action: Action) -> bool:
    name, distance = action["dir"], action["distance"]
    if type(name) is not str or name not in DIR_INDEX or type(distance) is not int or distance < 2:
        return False
    rec = state["f"][seat]
    move = state["turn"]["move"]
    if rec["status"] != "alive" or distance > move // 2 or distance > rules.stat(state, seat, "speed"):
        return False
    line = rules._lines[rec["pos"]][DIR_INDEX[name]]
    if distance > len(line):
        return False
    # ``_gen_jump`` for this one line, its squares read directly (no occupancy map): no
    # gallows on the way (L8); an occupied landing square only with movement left
    way = line[:distance]
    landing = line[distance - 1]
    for other in state["f"]:
        cell = other["pos"]
        if cell >= 0 and cell in way:
            status = other["status"]
            if status == "hanged" or (status == "alive" and cell == landing and move - 2 * distance < 1):
                return False
    return True


def quiet_jump(rules: FragDeadlands, state: State, seat: Seat, action: Action) -> tuple[State, list[Event]] | None:
    """``_quiet_move`` for a jump (``_jump_ok``, the copy and ``_do_jump``): only the
    landing square is entered, so only its effects count."""
    name, distance = action["dir"], action["distance"]
    d = DIR_INDEX.get(name) if type(name) is str else None
    if d is None or type(distance) is not int or distance < 2:
        return None
    turn = state["turn"]
    move = turn["move"]
    rec = state["f"][seat]
    if rec["status"] != "alive" or distance > move // 2:
        return None
    if rec["boosts"] or rec["gadgets"] or state["globals"]:
        speed = rules.stat(state, seat, "speed")
    else:
        speed = rec["stats"][1]  # ``stat``'s usual case
        if speed < 1:
            speed = 1
    line = rules._lines[rec["pos"]][d]
    if distance > speed or distance > len(line):
        return None
    landing = line[distance - 1]
    if landing in rules._dice_cells and (landing not in rules._powerup_only or landing not in turn["checked"]):
        return None
    event = new_event(Event, ("jumped", {"seat": seat, "square": landing, "distance": distance}, None))
    return rules._quiet_enter(state, seat, turn, move - 2 * distance, line[:distance], event)


def do_jump(rules: FragDeadlands, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    rec = state["f"][seat]
    d = DIR_INDEX[action["dir"]]
    cell = rec["pos"]
    for _ in range(action["distance"]):
        cell = rules.board.step[cell][d]
    state["turn"]["move"] -= 2 * action["distance"]
    events.append(new_event(Event, ("jumped", {"seat": seat, "square": cell, "distance": action["distance"]}, None)))
    rules._enter(state, seat, cell, events)
    rules._turn_over_if_fragged(state, seat)


def quiet_enter(
    rules: FragDeadlands, state: State, seat: Seat, turn: dict[str, Any], left: int, way: tuple[int, ...], event: Event
) -> tuple[State, list[Event]] | None:
    """The rest of a quiet move or jump along ``way`` (its last square the one entered),
    ``left`` movement after it: refused (``None``) through a gallows or into an occupied
    square without movement left (L8, L182-L184); else the new state, which shares the RNG
    list (no die is rolled) and every record but the mover's, and its events. The held
    attacks in line with the square entered are found by ``_holders``, called only when
    another fighter holds one in its row or column."""
    fighters = state["f"]
    rec = fighters[seat]
    cell = way[-1]
    width = rules._width
    column, row = cell % width, cell // width
    stop = left < 1
    aligned = False
    for other in fighters:
        at = other["pos"]
        if at in way:
            status = other["status"]
            if status == "hanged" or (stop and at == cell and status == "alive"):
                return None
        if other["held"] and other is not rec and (at % width == column or at // width == row):
            aligned = True
    new = state.copy()
    records = fighters.copy()
    mover = rec.copy()
    mover["pos"] = cell
    records[seat] = mover
    new["f"] = records
    entered = turn.copy()
    entered["move"] = left
    entered["entry"] = cell
    new["turn"] = entered
    if aligned and mover["health"] > 0:  # ``_enter``'s ``_queue_shootouts``
        holders = rules._holders(new, seat)
        if holders:
            new["pending"] = [*state["pending"], {"kind": "shootout", "seat": holders[0], "mover": seat}]
    return new, [event]


def enter(rules: FragDeadlands, state: State, seat: Seat, cell: int, events: list[Event]) -> None:
    """Entering a square: acid, tentacles, power-ups, then shootouts (L188-L230)."""
    rec = state["f"][seat]
    turn = state["turn"]
    rec["pos"] = cell
    turn["entry"] = cell
    board = rules.board
    if cell in board.acid:
        events.append(new_event(Event, ("acid", {"seat": seat, "square": cell}, None)))
        rules._hazard(state, seat, 2, events)
    # the square's own tests first (most squares are plain), ``_standing`` after
    if cell in board.beast and rules._standing(state, seat):
        check = rules.stat(state, seat, "accuracy") + rules._extra_dice(state, seat, "beast")
        dice = rules._dice(state, check, 6)
        grabbed = sum(dice) <= 5
        events.append(
            new_event(Event, ("beast", {"seat": seat, "square": cell, "dice": dice, "grabbed": grabbed}, None))
        )
        if grabbed:
            rules._hazard(state, seat, 3, events)
            turn["move"] = 0
            if rec["status"] == "alive":  # a last stand too: cured, he is in the mouth (L229-L230)
                rec["pos"] = board.beast[cell]
                turn["entry"] = rec["pos"]
    if rec["pos"] in board.powerup and rec["pos"] not in turn["checked"] and rules._standing(state, seat):
        turn["checked"] = [*turn["checked"], rec["pos"]]
        deck = board.powerup[rec["pos"]]
        need = rules.sheet(state, seat).powerup_min
        roll = sum(rules._dice(state, 1 + rules._extra_dice(state, seat, "powerup"), 6))
        events.append(new_event(Event, ("powerup", {"seat": seat, "deck": deck, "roll": roll, "need": need}, None)))
        if roll >= need:
            rules.draw(state, seat, deck, events)
    if rec["status"] == "alive" and rec["health"] > 0:  # ``_standing``, inline
        rules._queue_shootouts(state, seat, events)


def hazard(rules: FragDeadlands, state: State, seat: Seat, dice: int, events: list[Event]) -> None:
    attack = rules._dice(state, dice, 6)
    # the Saloon Gal's bought defence dice count here too ("any die roll", L658-L659)
    guard = rules._extra_dice(state, seat, "defence") if state["f"][seat]["dice"] else 0
    defence = rules._dice(state, max(1, state["f"][seat]["health"]) + guard, 6)
    damage = sum(attack) // sum(defence)
    events.append(
        new_event(Event, ("damage", {"seat": seat, "attack": attack, "defence": defence, "damage": damage}, None))
    )
    rules._wound(state, seat, damage, None, events)
