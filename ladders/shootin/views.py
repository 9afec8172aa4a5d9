"""Hidden information: what each seat and a spectator see (``view``: a hand only to its owner),
``determinize`` for the search bots, and ``evaluate``."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from ladders.engine import Seat, State, fast_copy, rng_init, rng_shuffle
from ladders.shootin.board import DECKS
from ladders.shootin.cards import CARDS
from ladders.shootin.scenarios import PARTS
from ladders.shootin.tables import CARD_DICTS, ICONS, copy_field

if TYPE_CHECKING:
    from ladders.shootin.rules import ShootinLadders


def view(rules: ShootinLadders, state: State, seat: Seat | None) -> dict[str, Any]:
    players = []
    for s, p in enumerate(state["players"]):
        shown = {k: copy_field(k, v) for k, v in p.items() if k != "hand"}
        counts = dict.fromkeys(DECKS, 0)
        for u in p["hand"]:
            counts[CARDS[u].deck] += 1
        shown["hand_counts"] = counts
        if s == seat:
            shown["hand"] = list(p["hand"])
        players.append(shown)
    return {
        "board": rules.board.to_dict(),
        "scenario": state["scenario"],
        "options": dict(state["options"]),
        "seats": state["seats"],
        "teams": state["teams"],
        "parts": list(PARTS),
        "icons": list(ICONS),
        "players": players,
        "deck_sizes": {deck: len(cards) for deck, cards in state["decks"].items()},
        "discards": {deck: list(cards) for deck, cards in state["discards"].items()},
        "phase": state["phase"],
        "current": state["current"],
        "round": state["round"],
        "turn": fast_copy(state["turn"]),
        "pending": fast_copy(state["pending"]),
        "winners": fast_copy(state["winners"]),
        "end_reason": state["end_reason"],
        "scenario_state": rules.scenarios[state["scenario"]].public_state(state),
        "counters": [dict(c) for c in state.get("counters", ())],
        # What each card this viewer can see is: its own hand, everything in play, the discards.
        "cards": {str(u): dict(CARD_DICTS[u]) for u in rules._visible_cards(state, seat)},
    }


def visible_cards(state: State, seat: Seat | None) -> set[int]:
    visible: set[int] = set(state["players"][seat]["hand"]) if seat is not None else set()
    for p in state["players"]:
        for w in p["weapons"]:
            visible.add(w["card"])
            visible.update(w["ammo_cards"])
        visible.update(a[0] for a in p["armour_cards"])
    for pile in state["discards"].values():
        visible.update(pile)
    visible.update(c["card"] for c in state.get("counters", ()))  # set face up (``mine_set`` names it)
    return visible


def determinize(rules: ShootinLadders, state: State, seat: Seat, rng_seed: int) -> State:
    """Re-deal what ``seat`` cannot see: deck order and other hands, per deck
    (card backs show each hand's deck colours, so those counts are kept)."""
    copy = rules.copy_state(state)
    copy["rng"] = rng_init(rng_seed)
    copy["decks"] = dict(copy["decks"])  # shared with ``state`` by copy_state: a new table
    for deck in DECKS:
        pool = list(copy["decks"][deck])
        for s, p in enumerate(copy["players"]):
            if s != seat:
                pool.extend(u for u in p["hand"] if CARDS[u].deck == deck)
        pool.sort()  # the sample must not depend on where the unseen cards lay
        rng_shuffle(copy, pool)
        for s, p in enumerate(copy["players"]):
            if s == seat:
                continue
            kept = [u for u in p["hand"] if CARDS[u].deck != deck]
            count = len(p["hand"]) - len(kept)
            p["hand"] = kept + [pool.pop() for _ in range(count)]
        copy["decks"][deck] = pool
    return copy


def evaluate(rules: ShootinLadders, state: State) -> list[float] | None:
    """Trophies, frags and health relative to the table, squashed into [0, 1]."""
    players = state["players"]
    values = []
    for p in players:
        health = sum(p["parts"]) / (len(PARTS) * p["boxes"])
        values.append(3.0 * len(p["trophies"]) + p["frags"] + health - (2.0 if p["status"] == "out" else 0.0))
    mean = sum(values) / len(values)
    return [0.5 + 0.5 * math.tanh((v - mean) / 3.0) for v in values]
