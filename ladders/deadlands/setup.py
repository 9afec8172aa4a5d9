"""Set-up and poker (rulebook L42-L66, L108-L145): ``choose`` (a fighter nobody has
taken and a split of 7 points, 1-4 each, L46-L48), the set-up draw (L59-L61), ``poker``
(which decks the five cards come from, L63-L64) and ``keep`` (one of them, L65-L66; or, as
printed since rules version 2, ``keep_none``); the
best hand (ties by die) takes the first turn (L64-L65, L118-L143). Each action's listing
(``gen_``), check (``_ok``) and effect (``do_``) side by side."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ladders.deadlands.data import DECKS
from ladders.deadlands.poker import CATEGORIES, hand_rank
from ladders.deadlands.tables import (
    POKER_DECKS,
    POKER_SET,
    SPLIT_SET,
    STAT_POINTS,
    Occupancy,
    fighter_record,
    new_event,
)
from ladders.engine import Action, Event, GameConfig, InvalidConfig, Seat, State, rng_init, rng_shuffle

if TYPE_CHECKING:
    from ladders.deadlands.rules import FragDeadlands

KEEP_ONE = ("keep",)
KEEP_PRINTED = ("keep", "keep_none")


def setup(rules: FragDeadlands, config: GameConfig, seed: int) -> State:
    options = dict(config.options)
    given = options.get("fighters")
    if given is not None and len(given) != config.seats:
        raise InvalidConfig("bad_options", f"options.fighters gives {len(given)} entries for {config.seats} seats.")
    state: State = {
        "rng": rng_init(seed),
        "seats": config.seats,
        "options": options,
        "phase": "choose",
        "f": [fighter_record("", [0, 0, 0]) for _ in range(config.seats)],
        "decks": {d: [c.uid for c in rules.cards if c.deck == d] for d in DECKS},
        "discards": {d: [] for d in DECKS},
        "poker": [[] for _ in range(config.seats)],
        "done": [False] * config.seats,
        "current": 0,
        "first": 0,
        "round": 1,
        "turn": None,
        "pending": [],
        "piles": [],
        "blood": [],
        "next_pile": 1,
        "seq": 0,
        "globals": [],
        "winners": None,
        "end_reason": None,
    }
    for deck in DECKS:
        rng_shuffle(state, state["decks"][deck])
    taken: set[str] = set()
    for seat, entry in enumerate(given or []):
        if entry is None:
            continue
        if entry["health"] + entry["speed"] + entry["accuracy"] < STAT_POINTS:
            raise InvalidConfig("bad_options", f"options.fighters[{seat}]: stats must total at least 7.")
        stats = [entry["health"], entry["speed"], entry["accuracy"]]
        fighter = entry.get("fighter")
        if fighter is None:
            state["f"][seat]["stats"] = stats  # the fighter is chosen at the table, with these stats
            continue
        if fighter not in rules.fighter_by_id:
            raise InvalidConfig("bad_options", f"options.fighters[{seat}]: unknown fighter {fighter!r}.")
        if fighter in taken:
            raise InvalidConfig("bad_options", f"options.fighters[{seat}]: {fighter!r} is taken twice.")
        taken.add(fighter)
        state["f"][seat] = fighter_record(fighter, stats)
    events: list[Event] = []
    rules._after_choose(state, events)
    return state


def next_unchosen(rules: FragDeadlands, state: State) -> Seat | None:
    for seat, rec in enumerate(state["f"]):
        if not rec["id"]:
            return seat
    return None


def gen_choose(rules: FragDeadlands, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
    taken = {r["id"] for r in state["f"]}
    given = state["f"][seat]["stats"]
    if given[0]:  # stats given at creation (a tournament's grown fighter): only the fighter is chosen
        return [
            {"type": "choose", "fighter": f.id, "health": given[0], "speed": given[1], "accuracy": given[2]}
            for f in rules.fighters
            if f.id not in taken
        ]
    out: list[Action] = []
    for f in rules.fighters:
        if f.id not in taken:
            out += map(dict.copy, rules._choices[f.id])  # copies of the fighter's prebuilt choices
    return out


def choose_ok(rules: FragDeadlands, state: State, seat: Seat, action: Action) -> bool:
    """Whether ``_gen_choose`` lists this ``choose`` (its keys and types already checked),
    without building its list of up to 72 actions (a refusal builds it for its message)."""
    fighter = action["fighter"]
    if fighter not in rules.fighter_by_id or any(r["id"] == fighter for r in state["f"]):
        return False
    split = (action["health"], action["speed"], action["accuracy"])
    given = state["f"][seat]["stats"]
    if given[0]:
        return split == (given[0], given[1], given[2])
    return split in SPLIT_SET


def do_choose(rules: FragDeadlands, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    stats = [action["health"], action["speed"], action["accuracy"]]
    state["f"][seat] = fighter_record(action["fighter"], stats)
    events.append(new_event(Event, ("chosen", {"seat": seat, "fighter": action["fighter"], "stats": stats}, None)))
    rules._after_choose(state, events)


def after_choose(rules: FragDeadlands, state: State, events: list[Event]) -> None:
    nxt = rules._next_unchosen(state)
    if nxt is not None:
        state["current"] = nxt
        return
    # Deal one Weapon, Gadget and Special each; the Huckster also a Hex (L59-L61).
    for seat in range(state["seats"]):
        decks = ["weapon", "gadget", "special"]
        if rules.sheet(state, seat).hexes:
            decks.append("hex")
        for deck in decks:
            uid = rules._take(state, deck, events, allow_joker=False)
            if uid is not None:
                state["f"][seat]["hand"] = [*state["f"][seat]["hand"], uid]
                events.append(new_event(Event, ("card_drawn", {"seat": seat, "card": uid, "deck": deck}, (seat,))))
        events.append(new_event(Event, ("dealt", {"seat": seat, "decks": decks}, None)))
    state["phase"] = "poker"
    state["done"] = [False] * state["seats"]


def gen_poker(rules: FragDeadlands, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
    return [{"type": "poker", "decks": list(decks)} for decks in POKER_DECKS]


def poker_ok(action: Action) -> bool:
    decks = action["decks"]
    # ``_gen_poker``'s table as a set (each entry a string: anything else is no deck)
    return type(decks) is list and all(type(d) is str for d in decks) and tuple(decks) in POKER_SET


def do_poker(rules: FragDeadlands, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    cards: list[int] = []
    for deck in action["decks"]:
        uid = rules._take(state, deck, events)
        if uid is not None:
            cards.append(uid)
    # poker and done are shared by copies: replaced, never written
    state["poker"] = [cards if s == seat else p for s, p in enumerate(state["poker"])]
    state["done"] = [True if s == seat else d for s, d in enumerate(state["done"])]
    rank = hand_rank([rules.cards[u] for u in cards])
    # The five cards are the drawer's own until every seat has drawn (the house rule on
    # hidden information): the others see which decks it drew from, the hands at the reveal.
    events.append(
        new_event(Event, ("poker_drawn", {"seat": seat, "cards": cards, "hand": CATEGORIES[rank[0]]}, (seat,)))
    )
    events.append(new_event(Event, ("poker_progress", {"seat": seat, "decks": list(action["decks"])}, None)))
    if all(state["done"]):
        keys = {s: hand_rank([rules.cards[u] for u in state["poker"][s]]) for s in range(state["seats"])}
        for s in range(state["seats"]):
            shown = {"seat": s, "cards": list(state["poker"][s]), "hand": CATEGORIES[keys[s][0]]}
            events.append(new_event(Event, ("poker_shown", shown, None)))
        best = max(keys.values())
        contenders = [s for s in range(state["seats"]) if keys[s] == best]
        while len(contenders) > 1:  # ties: roll a die (L64-L65)
            rolls = rules._dice(state, len(contenders), 6)
            contenders = [s for s, r in zip(contenders, rolls, strict=True) if r == max(rolls)]
        state["first"] = state["current"] = contenders[0]
        events.append(new_event(Event, ("poker_result", {"seat": contenders[0], "hand": CATEGORIES[best[0]]}, None)))
        state["phase"] = "keep"
        state["done"] = [not state["poker"][s] for s in range(state["seats"])]
        if all(state["done"]):
            rules._start_play(state, events)


def gen_keep(rules: FragDeadlands, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
    cards = state["poker"][seat]
    plain = [u for u in cards if not rules.cards[u].joker]
    return [{"type": "keep", "card": u} for u in sorted(plain or cards)]


def keep_kinds(rules: FragDeadlands, state: State) -> tuple[str, ...]:
    """ "Each player may keep one of these cards in his hand and discard the rest" (L65-L66):
    as printed (rules version 2) keeping is a choice, so ``keep_none`` is listed beside each
    ``keep``; version 1 read keeping one as compulsory."""
    return KEEP_PRINTED if rules.as_printed(state) else KEEP_ONE


def gen_keep_none(rules: FragDeadlands, state: State, seat: Seat, occ: Occupancy | None = None) -> list[Action]:
    return [{"type": "keep_none"}]


def do_keep_none(rules: FragDeadlands, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    rules._do_keep(state, seat, {"type": "keep", "card": None}, events)


def do_keep(rules: FragDeadlands, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
    """Keep ``action["card"]`` (``None``: none, ``keep_none``) and discard the rest."""
    for uid in state["poker"][seat]:
        if uid == action["card"]:
            state["f"][seat]["hand"] = [*state["f"][seat]["hand"], uid]
        else:
            rules._discard(state, uid)
    events.append(new_event(Event, ("kept", {"seat": seat, "card": action["card"]}, None)))
    state["poker"] = [[] if s == seat else p for s, p in enumerate(state["poker"])]
    state["done"] = [True if s == seat else d for s, d in enumerate(state["done"])]
    if all(state["done"]):
        rules._start_play(state, events)


def start_play(rules: FragDeadlands, state: State, events: list[Event]) -> None:
    state["phase"] = "play"
    state["poker"] = [[] for _ in range(state["seats"])]
    for seat in range(state["seats"]):
        state["f"][seat]["status"] = "fragged"  # everyone enters by a respawn roll on his first turn
    rules._begin_turn(state, state["first"], events)
