"""Set-up and the deal (rulebook L27-L41, L93-L97): the score trackers placed at random,
the Start Player card and the shuffled Hot Spot deck, a dealer; each round the Hot Spot
cards revealed (one per seat besides the Start Player card, the discard reshuffled when the
deck runs out) and 13 cards dealt to each seat, the rest out of play."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ladders.engine import Event, GameConfig, InvalidConfig, State, rng_below, rng_init, rng_shuffle
from ladders.ladder29.cards import ALL_CARDS, DECK_SIZE
from ladders.ladder29.tables import HAND_SIZE

if TYPE_CHECKING:
    from ladders.ladder29.rules import Ladder29


def setup(rules: Ladder29, config: GameConfig, seed: int) -> State:
    seats = config.seats
    if seats * HAND_SIZE > DECK_SIZE:
        raise InvalidConfig("bad_seat_count", "Thirteen cards each: at most five seats.")
    state: State = {
        "seats": seats,
        "rng": rng_init(seed),
        "short_game": bool(config.options.get("short_game", False)),
        "phase": "pass",
        "round": 0,
        "scores": [0] * seats,
        "dealer": 0,
        "hands": [[] for _ in range(seats)],
        "out_of_play": [],
        "pass_choices": [[] for _ in range(seats)],
        "received": [[] for _ in range(seats)],
        "hot_deck": [c.id for c in rules.hot_spots.cards if c.id != rules.hot_spots.start_player],
        "hot_discard": [],
        "hot_round": [],
        "hot_offer": [],
        "hot_spots": [None] * seats,
        "draft_order": [],
        "draft_index": 0,
        "turn": None,
        "top": None,
        "trick": [],
        "passed": [False] * seats,
        "finish": [],
        "played": [],
        "history": [],
    }
    # "Place a randomly selected score tracker on the door ... the remaining one space higher" each.
    order = list(range(seats))
    rng_shuffle(state, order)
    for space, seat in enumerate(order):
        state["scores"][seat] = space
    state["dealer"] = rng_below(state, seats)
    rng_shuffle(state, state["hot_deck"])
    rules._start_round(state, [])
    return state


def start_round(rules: Ladder29, state: State, events: list[Event]) -> None:
    seats = state["seats"]
    state["round"] += 1
    deck = list(ALL_CARDS)
    state["rng"] = list(state["rng"])  # the shuffles advance it: a copy's own (copy_state shares it)
    rng_shuffle(state, deck)
    dealer = state["dealer"]
    hands: list[list[int]] = [[] for _ in range(seats)]
    for i in range(seats):
        seat = (dealer + 1 + i) % seats
        hands[seat] = sorted(deck[i * HAND_SIZE : (i + 1) * HAND_SIZE])
    state["hands"] = hands
    state["out_of_play"] = sorted(deck[seats * HAND_SIZE :])
    state["pass_choices"] = [[] for _ in range(seats)]
    state["received"] = [[] for _ in range(seats)]
    revealed: list[int] = []
    hot_deck = list(state["hot_deck"])  # replaced, never changed in place: copies share it
    while len(revealed) < seats:
        if not hot_deck:
            # "If there are not enough hot spot cards, shuffle the discarded hot spot cards."
            hot_deck, state["hot_discard"] = list(state["hot_discard"]), []
            rng_shuffle(state, hot_deck)
        revealed.append(hot_deck.pop())
    state["hot_deck"] = hot_deck
    offer = [rules.hot_spots.start_player, *revealed]
    state["hot_round"] = list(offer)
    state["hot_offer"] = offer
    state["hot_spots"] = [None] * seats
    state["draft_order"] = sorted(range(seats), key=lambda s: state["scores"][s])
    state["draft_index"] = 0
    state["turn"] = None
    state["top"] = None
    state["trick"] = []
    state["passed"] = [False] * seats
    state["finish"] = []
    state["played"] = []
    state["phase"] = "pass"
    events.append(
        Event(
            "round_started",
            {
                "round": state["round"],
                "dealer": dealer,
                "hot_spots_offered": list(offer),
                "scores": list(state["scores"]),
            },
        )
    )
    for seat in range(seats):
        events.append(Event("hand_dealt", {"seat": seat, "cards": list(state["hands"][seat])}, (seat,)))
