"""Set up (rulebook L35-L56), choosing a scenario (L57-L82: its starting hands, damage boxes,
respawns and starting positions) and the starting hands (L150-L155): the deal, the roll-off for
the first player (L79), ``choose`` a character (L39; its Alternate Starting Hand, L154) and
``place`` a token on a Respawn Point (L79) or the scenario's own squares. Each action's listing,
check and effect side by side."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ladders.engine import Action, Event, GameConfig, InvalidConfig, Seat, State, rng_init, rng_shuffle, roll_die
from ladders.shootin.board import DECKS
from ladders.shootin.cards import CARDS, CHARACTERS
from ladders.shootin.scenarios import PARTS
from ladders.shootin.tables import new_event, new_player, without

if TYPE_CHECKING:
    from ladders.shootin.rules import ShootinLadders


def setup(rules: ShootinLadders, config: GameConfig, seed: int) -> State:
    scenario = rules.scenarios[config.scenario]
    if config.teams is not None and not scenario.info.teams:
        raise InvalidConfig("teams_not_allowed", "This scenario is free-for-all.")
    state: State = {
        "rng": rng_init(seed),
        "scenario": config.scenario,
        "options": dict(config.options),
        "seats": config.seats,
        "teams": None if config.teams is None else list(config.teams),
        "players": [],
        "decks": {deck: [] for deck in DECKS},
        "discards": {deck: [] for deck in DECKS},
        "phase": "place",
        "current": 0,
        "first": 0,
        "round": 1,
        "turn": None,
        "pending": None,
        "winners": None,
        "end_reason": None,
        "fallen": 0,
        "scenario_state": {},  # a scenario's own bookkeeping (e.g. who has been deployed)
        "counters": [],  # C4reo charges on the board: {"card", "square", "owner"}
    }
    respawns = scenario.respawn_allowance(state["options"])
    for seat in range(config.seats):
        player = new_player(seat, 0, respawns)
        state["players"].append(player)
    for seat in range(config.seats):
        boxes = scenario.boxes_for(state, seat, respawn=False)
        state["players"][seat]["boxes"] = boxes
        state["players"][seat]["parts"] = [boxes] * len(PARTS)
    aside = list(scenario.set_aside(state))
    for c in CARDS:
        if c.id in aside:
            aside.remove(c.id)  # out of the game (one copy per id named)
            continue
        state["decks"][c.deck].append(c.uid)
    alternate = bool(state["options"].get("alternate_hands"))
    # Named cards are chosen, not dealt: take those copies before the shuffle. (An
    # Alternate Starting Hand is taken when its character is chosen, L39, L154.)
    for seat, player in enumerate(state["players"]):
        for card_id in scenario.starting_cards(state, seat):
            rules._take_named(state, player, card_id)
    for deck in DECKS:
        rng_shuffle(state, state["decks"][deck])
    if not alternate:
        # The Alternate Starting Hand replaces the scenario's dealt hand (L154).
        for seat, player in enumerate(state["players"]):
            for deck, count in scenario.deal_counts(state, seat).items():
                for _ in range(count):
                    player["hand"].append(state["decks"][deck].pop())
    # "The highest rolling player ... will take their Turn first": a roll-off, ties re-roll.
    contenders = list(range(config.seats))
    while len(contenders) > 1:
        rolls = [roll_die(state, 6) for _ in contenders]
        best = max(rolls)
        contenders = [s for s, r in zip(contenders, rolls, strict=True) if r == best]
    state["first"] = state["current"] = contenders[0]
    given = list(state["options"].get("characters") or [])
    if len(given) > config.seats:
        raise InvalidConfig("bad_characters", f"options.characters names {len(given)} seats; there are {config.seats}.")
    taken = [c for c in given if c is not None]
    if len(set(taken)) != len(taken):
        raise InvalidConfig("bad_characters", "Each character is one token: name a character once (L16, L39).")
    for seat, character in enumerate(given):
        if character is not None:
            rules._give_character(state, seat, character, [])
    state["phase"] = "choose"
    chooser = rules._next_to_choose(state, state["first"], include=True)
    if chooser is None:
        rules._after_choosing(state, [], at_setup=True)
    else:
        state["current"] = chooser
    return state


def take_named(rules: ShootinLadders, state: State, player: dict[str, Any], card_id: str) -> None:
    """Move one copy of ``card_id`` from its deck into ``player``'s hand (none left: nothing)."""
    for deck in DECKS:
        pile = state["decks"][deck]
        found = next((u for u in pile if CARDS[u].id == card_id), None)
        if found is not None:
            state["decks"] = {**state["decks"], deck: without(pile, found)}
            player["hand"] = [*player["hand"], found]
            return


def give_character(rules: ShootinLadders, state: State, seat: Seat, character: str, events: list[Event]) -> None:
    """``seat`` plays ``character``; with Alternate Starting Hands it takes that character's hand (L154)."""
    player = state["players"][seat]
    player["character"] = character
    if state["options"].get("alternate_hands"):
        hand = next(c for c in CHARACTERS if c["id"] == character)["alternate_hand"]
        for card_id in hand:
            rules._take_named(state, player, card_id)
    events.append(new_event(Event, ("chose", {"seat": seat, "character": character}, None)))


def next_to_choose(rules: ShootinLadders, state: State, seat: Seat, *, include: bool = False) -> Seat | None:
    """The next seat, clockwise from ``seat`` and not past the first player, still without a character."""
    seats, first = int(state["seats"]), int(state["first"])
    offset = (seat - first) % seats
    for step in range(offset if include else offset + 1, seats):
        candidate = (first + step) % seats
        if state["players"][candidate]["character"] is None:
            return candidate
    return None


def choose_actions(rules: ShootinLadders, state: State) -> list[Action]:
    taken = {p["character"] for p in state["players"]}
    return [{"type": "choose", "character": c["id"]} for c in CHARACTERS if c["id"] not in taken]


def step_choose(rules: ShootinLadders, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    rules._give_character(state, seat, action["character"], events)
    chooser = rules._next_to_choose(state, seat)
    if chooser is None:
        rules._after_choosing(state, events)
    else:
        state["current"] = chooser


def after_choosing(rules: ShootinLadders, state: State, events: list[Event], *, at_setup: bool = False) -> None:
    """Every cookie has its character: the scenario's starting positions (L79 or its own)."""
    scenario = rules.scenarios[state["scenario"]]
    state["phase"] = "place"
    state["current"] = state["first"]
    fixed = scenario.start_squares(state)
    if fixed is not None:
        for seat, square in enumerate(fixed):
            state["players"][seat]["pos"] = square
        unplaced = rules._next_to_place(state, state["first"], include=True)
        if unplaced is None:
            if at_setup:
                # Play begins in set-up (every start square fixed): its events (the first
                # turn, a team roll) wait in the state and lead the first action's events.
                opening: list[Event] = []
                rules._begin_play(state, opening)
                if opening:
                    state["opening"] = [e.to_dict() for e in opening]
            else:
                rules._begin_play(state, events)
        else:
            state["current"] = unplaced


def next_to_place(rules: ShootinLadders, state: State, seat: Seat, *, include: bool = False) -> Seat | None:
    """The next seat, clockwise from ``seat`` and not past the first player, still to place."""
    seats, first = int(state["seats"]), int(state["first"])
    offset = (seat - first) % seats
    for step in range(offset if include else offset + 1, seats):
        candidate = (first + step) % seats
        if state["players"][candidate]["pos"] is None:
            return candidate
    return None


def free_points(rules: ShootinLadders, state: State) -> list[int]:
    occupied = {p["pos"] for p in state["players"] if p["pos"] is not None}
    free = [n for n, sq in sorted(rules.board.respawn_points.items()) if sq not in occupied]
    return free or sorted(rules.board.respawn_points)


def place(rules: ShootinLadders, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    point = action.get("point")
    square = rules.board.respawn_points[point] if point is not None else int(action["square"])
    state["players"][seat]["pos"] = square
    placed: dict[str, Any] = {"seat": seat, "square": square}
    if point is not None:
        placed["point"] = point
    events.append(new_event(Event, ("placed", placed, None)))
    following = rules._next_to_place(state, seat)
    if following is None:
        rules._begin_play(state, events)
    else:
        state["current"] = following


def step_place(rules: ShootinLadders, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    rules._place(state, seat, action, events)


def begin_play(rules: ShootinLadders, state: State, events: list[Event]) -> None:
    state["phase"] = "play"
    rules._next_turn(state, rules.scenarios[state["scenario"]].first_turn(state, events), events)
