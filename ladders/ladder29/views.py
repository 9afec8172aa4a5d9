"""What each seat sees of Ladder 29's hidden hands: the view, the components views and
events name, and ``determinize`` (the hands and choices a seat cannot see, re-dealt)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ladders.engine import Seat, State, rng_init, rng_shuffle
from ladders.ladder29.cards import ALL_CARDS, NAME, VALUE
from ladders.ladder29.tables import TARGET

if TYPE_CHECKING:
    from ladders.ladder29.rules import Ladder29


def view(rules: Ladder29, state: State, seat: Seat | None) -> dict[str, Any]:
    seats = state["seats"]
    phase = state["phase"]
    passes_done = phase != "pass"
    mine = seat is not None
    visible_cards: set[int] = set(state["played"])
    hand = list(state["hands"][seat]) if mine else None
    my_pass = list(state["pass_choices"][seat]) if mine else None
    received = list(state["received"][seat]) if mine and passes_done else None
    for group in (hand, my_pass, received):
        visible_cards.update(group or [])
    hot_cards = sorted(set(state["hot_round"]) | {h for h in state["hot_spots"] if h is not None})
    return {
        "phase": phase,
        "round": state["round"],
        "short_game": state["short_game"],
        "target": TARGET,
        "scores": list(state["scores"]),
        "dealer": state["dealer"],
        "to_act": rules.to_act(state),
        "hand": hand,
        "hand_counts": [len(h) for h in state["hands"]],
        "pass_chosen_counts": [len(c) for c in state["pass_choices"]],
        "my_pass": my_pass,
        "received": received,
        # Face up from the deal on (L37, L95): seats see the offer while choosing their pass.
        "hot_spot_offer": list(state["hot_offer"]),
        "hot_spots": list(state["hot_spots"]),
        "hot_spot_cards": {str(h): rules.hot_spots.cards[h].to_dict() for h in hot_cards},
        "draft_order": list(state["draft_order"]),
        "turn": state["turn"],
        "top": None if state["top"] is None else dict(state["top"], cards=list(state["top"]["cards"])),
        "trick": [dict(t, cards=list(t["cards"])) if "cards" in t else dict(t) for t in state["trick"]],
        "passed": list(state["passed"]),
        "finish": list(state["finish"]),
        "played": list(state["played"]),
        "history": [dict(h) for h in state["history"]],
        "card_names": {str(c): NAME[c] for c in sorted(visible_cards)},
        "seats": seats,
    }


def components(rules: Ladder29) -> dict[str, Any]:
    # Views and events name a card by its number, a Hot Spot card by its id.
    return {
        "cards": [{"number": c, "name": NAME[c], "value": VALUE[c]} for c in ALL_CARDS],
        "hot_spots": [h.to_dict() for h in rules.hot_spots.cards],
    }


def determinize(rules: Ladder29, state: State, seat: Seat, rng_seed: int) -> State:
    """Re-deal what ``seat`` cannot see, keeping hand counts and what it knows.

    Known: its own hand and pass choices, every card played, and the cards it
    passed left (in that neighbour's hand until played). Re-sampled: the other
    hands, the out-of-play cards, other seats' unrevealed pass choices, the
    face-down Hot Spot deck and the RNG (future deals).
    """
    copy = rules.copy_state(state)
    copy["rng"] = rng_init(rng_seed)
    if copy["phase"] == "over":
        return copy
    seats = copy["seats"]
    # Changed below, per seat: this copy's own lists (copy_state shares them).
    hands = copy["hands"] = list(copy["hands"])
    copy["pass_choices"] = list(copy["pass_choices"])
    copy["received"] = list(copy["received"])
    left = (seat + 1) % seats
    known_in_left: list[int] = []
    if copy["phase"] != "pass":
        played = set(copy["played"])
        known_in_left = [c for c in copy["pass_choices"][seat] if c not in played]
    fixed = set(hands[seat]) | set(copy["played"]) | set(known_in_left)
    pool = [c for c in ALL_CARDS if c not in fixed]
    rng_shuffle(copy, pool)
    at = 0
    for other in range(seats):
        if other == seat:
            continue
        keep = known_in_left if other == left else []
        need = len(hands[other]) - len(keep)
        hands[other] = sorted(keep + pool[at : at + need])
        at += need
        if copy["phase"] == "pass":
            count = len(copy["pass_choices"][other])
            shuffled = list(hands[other])
            rng_shuffle(copy, shuffled)
            copy["pass_choices"][other] = shuffled[:count]
        else:
            # What the right neighbour passed is what this seat received; the rest is unknown.
            if other != (seat - 1) % seats:
                copy["pass_choices"][other] = []
            if other != left:
                copy["received"][other] = []
    copy["out_of_play"] = sorted(pool[at:])
    # Sorted first, so the sample depends only on what the seat knows, not on the real order.
    copy["hot_deck"] = sorted(copy["hot_deck"])
    rng_shuffle(copy, copy["hot_deck"])
    return copy
