"""Ladder 29 (rulebook: shared/rulebooks/ladder-29.txt).

A round is three phases, then scoring:

1. ``pass``: every seat picks 3 cards for its left neighbour, one card per
   ``choose_pass`` action, all seats at once (all are in ``to_act``). Choices
   stay hidden (a private event to the chooser, a public count) until the last
   seat has chosen; then all passes resolve together.
2. ``draft``: in reverse score order each seat takes one face-up Hot Spot card
   (``take_hot_spot``).
3. ``play``: the Start Player card's holder (else the lowest score) leads.
   On a lead a seat may ``play`` a higher play of the same kind (runs: same
   length) or a four-of-a-kind (flashover), or ``pass`` (locked out until the
   next lead). When everyone else has passed, the top player may keep playing
   on its own lead (``play``) or start a new one (``lead``). A player who went
   out and was last to play hands the lead to the next player on its left.

Each seat's Hot Spot challenge is a rule on its own plays (``hotspots.allows``):
``legal_actions`` offers only plays that keep it and ``check`` refuses the rest
(``hot_spot_rule``). When all but one have gone out, seats score their Hot
Spot's points for the position they went out, the last scores 0 and deals
next. Scores move highest first and never tie. The game ends after a round
in which someone reaches 29 (or after four rounds with ``short_game``); the
highest score wins.

Readings of points the rulebook leaves open are in docs/ladder-29.md.
"""

from __future__ import annotations

import math
from operator import sub
from pathlib import Path
from typing import Any, Final, cast

from ladders.engine import (
    Action,
    Event,
    GameConfig,
    IllegalAction,
    InvalidConfig,
    Outcome,
    Ruleset,
    RulesetInfo,
    Scenario,
    Seat,
    State,
    described,
    event_schema,
    load_schema,
    placements_from_keys,
    rng_below,
    rng_init,
    rng_shuffle,
)
from ladders.ladder29.cards import (
    ALL_CARDS,
    DECK_SIZE,
    FIREFIGHTER_CARDS,
    FOUR,
    KINDS,
    NAME,
    PAIR,
    POWER,
    RUN,
    SINGLE,
    SINGLE_COMBOS,
    TRIPLE,
    VALUE,
    Combo,
    classify,
    fours,
    plays_above,
    plays_by_kind,
    plays_on,
)
from ladders.ladder29.hotspots import (
    ANY,
    DEFAULT_HOT_SPOTS_FILE,
    FLASHOVER,
    HotSpot,
    HotSpots,
    allows,
    load_hot_spots,
)
from ladders.ladder29.svg import render_board_svg

HAND_SIZE: Final = 13
PASS_SIZE: Final = 3
TARGET: Final = 29
SHORT_GAME_ROUNDS: Final = 4

_SEAT = {"type": "integer", "minimum": 0, "maximum": 4}
_CARD = {"type": "integer", "minimum": 0, "maximum": DECK_SIZE - 1}
_CARDS = {"type": "array", "items": _CARD}
_KIND = {"type": "string", "enum": list(KINDS)}
_HOT_SPOT = {"type": "integer", "minimum": 0}


def _per_seat(item: dict[str, Any]) -> dict[str, Any]:
    return {"type": "array", "items": item, "minItems": 2, "maxItems": 5}


_PER_SEAT_SCORE = _per_seat({"type": "integer", "minimum": 0})


# Each action type's fields besides "type", and the action types of each phase.
_FIELDS: Final[dict[str, tuple[str, ...]]] = {
    "choose_pass": ("card",),
    "take_hot_spot": ("hot_spot",),
    "lead": ("cards",),
    "play": ("cards",),
    "pass": (),
}
_KEYS: Final = {kind: frozenset({"type", *fields}) for kind, fields in _FIELDS.items()}
_PHASE_ACTIONS: Final[dict[str, tuple[str, ...]]] = {
    "pass": ("choose_pass",),
    "draft": ("take_hot_spot",),
    "play": ("lead", "play", "pass"),
}

INFO = RulesetInfo(
    id="ladder-29",
    name="Ladder 29",
    min_seats=2,
    max_seats=5,
    scenarios=(Scenario("standard", "Standard game", description="Play rounds until someone reaches 29 points."),),
    options_schema={
        "type": "object",
        "additionalProperties": False,
        "properties": {
            "short_game": {
                "type": "boolean",
                "default": False,
                "description": "The rulebook's shorter variant: four rounds, highest score wins.",
            },
        },
    },
    action_schemas={
        "choose_pass": {
            "type": "object",
            "description": "Pick one card of your hand to pass left (three picks, hidden until all seats are done).",
            "properties": {"type": {"const": "choose_pass"}, "card": _CARD},
            "required": ["type", "card"],
            "additionalProperties": False,
        },
        "take_hot_spot": {
            "type": "object",
            "description": "Take one of the face-up Hot Spot cards for this round.",
            "properties": {"type": {"const": "take_hot_spot"}, "hot_spot": {"type": "integer", "minimum": 0}},
            "required": ["type", "hot_spot"],
            "additionalProperties": False,
        },
        "lead": {
            "type": "object",
            "description": "Start a new lead with any legal play (card ids ascending).",
            "properties": {"type": {"const": "lead"}, "cards": {**_CARDS, "minItems": 1}},
            "required": ["type", "cards"],
            "additionalProperties": False,
        },
        "play": {
            "type": "object",
            "description": "Play on the current lead: the same kind and higher, or a four-of-a-kind flashover.",
            "properties": {"type": {"const": "play"}, "cards": {**_CARDS, "minItems": 1}},
            "required": ["type", "cards"],
            "additionalProperties": False,
        },
        "pass": {
            "type": "object",
            "description": "Pass on the current lead: no more plays until a new lead.",
            "properties": {"type": {"const": "pass"}},
            "required": ["type"],
            "additionalProperties": False,
        },
    },
    event_schemas={
        "round_started": event_schema(
            "A new round began (from the second round on; the first round's deal is made at set-up and shown "
            "only through the views): the Hot Spot cards are revealed (L95) and the dealer dealt 13 cards each "
            "(L97). Public; each seat's `hand_dealt` follows.",
            round=described({"type": "integer", "minimum": 2}, "The new round's number."),
            dealer=described(_SEAT, "The dealer: the last player of the previous round (L87, L97)."),
            hot_spots_offered=described(
                {"type": "array", "items": _HOT_SPOT, "minItems": 3, "maxItems": 6},
                "The face-up Hot Spot cards: the Start Player card first, then one per seat (L37, L95).",
            ),
            scores=described(_PER_SEAT_SCORE, "Every seat's score, indexed by seat."),
        ),
        "hand_dealt": event_schema(
            "A seat's new hand for the round (L97). Private: visible only to that seat (`visible_to` is "
            "[seat]). Emitted from the second round on, after `round_started`.",
            seat=described(_SEAT, "The seat dealt to."),
            cards=described(
                {"type": "array", "items": _CARD, "minItems": HAND_SIZE, "maxItems": HAND_SIZE, "uniqueItems": True},
                "Its 13 cards, ascending (L41).",
            ),
        ),
        "pass_card_chosen": event_schema(
            "A seat chose one of its 3 cards to pass left (L53). Private: visible only to the chooser; the "
            "others see `pass_progress`.",
            seat=described(_SEAT, "The seat that chose."),
            card=described(_CARD, "The card chosen."),
        ),
        "pass_progress": event_schema(
            "A seat chose one more card to pass (which card stays hidden). Public; follows `pass_card_chosen`.",
            seat=described(_SEAT, "The seat that chose."),
            chosen=described({"type": "integer", "minimum": 1, "maximum": PASS_SIZE}, "How many it has chosen now."),
        ),
        "cards_passed": event_schema(
            "The last seat chose its last card: every seat's 3 cards went to its left neighbour at once (L53) and "
            "the draft begins. Public; one `cards_received` per seat follows.",
            seats=described(
                {"type": "array", "items": _SEAT, "minItems": 2, "maxItems": 5},
                "Every seat that passed: all of them, 0 to seats-1.",
            ),
        ),
        "cards_received": event_schema(
            "The 3 cards one seat received from its right neighbour. Private: visible only to the receiver and "
            "the passer (`visible_to` is both seats).",
            seat=described(_SEAT, "The receiver."),
            cards=described(
                {"type": "array", "items": _CARD, "minItems": PASS_SIZE, "maxItems": PASS_SIZE, "uniqueItems": True},
                "The cards received, ascending.",
            ),
            **cast(
                dict[str, Any],
                {
                    "from": described(
                        _SEAT, "The passer: the receiver's right neighbour (seat - 1, mod the seat count)."
                    )
                },
            ),
        ),
        "hot_spot_taken": event_schema(
            "A seat drafted a face-up Hot Spot card (L57). Public.",
            seat=described(_SEAT, "The seat that took it."),
            hot_spot=described(_HOT_SPOT, "The Hot Spot card's id."),
        ),
        "start_player": event_schema(
            "The draft is over and play begins: the Start Player card's holder leads, or the lowest score if "
            "nobody took it (L61). Public; follows the last `hot_spot_taken`.",
            seat=described(_SEAT, "The seat that leads first."),
        ),
        "played": event_schema(
            "A seat led or played cards (L65-L73, L137-L141). Public.",
            seat=described(_SEAT, "The seat that played."),
            cards=described(
                {"type": "array", "items": _CARD, "minItems": 1, "maxItems": HAND_SIZE, "uniqueItems": True},
                "The cards, ascending.",
            ),
            kind=described(_KIND, "The kind of play."),
            lead=described({"type": "boolean"}, "True for a new lead (action `lead`), false for a play on the lead."),
            flashover=described(
                {"type": "boolean"}, "True for a four-of-a-kind played on a lead rather than led (L137-L139)."
            ),
            left=described(
                {"type": "integer", "minimum": 0, "maximum": HAND_SIZE - 1},
                "Cards the seat holds after the play (0: it went out; `went_out` follows).",
            ),
            challenge_lifted=described(
                {"type": "boolean"},
                "True when the seat's Hot Spot challenge forbade every lead it could make, so it was lifted for "
                "this lead (docs/ladder-29.md); otherwise false.",
            ),
        ),
        "passed": event_schema(
            "A seat passed on the current lead: it may not play again until a new lead (L75). Public.",
            seat=described(_SEAT, "The seat that passed."),
        ),
        "lead_won": event_schema(
            "Every other seat still holding cards passed on a lead, and its top player won it: recorded when that "
            "player starts a new lead, when the lead is inherited (L79), or at the round's end if the last seat "
            "had passed. Public.",
            seat=described(_SEAT, "The seat that won the lead (its top player)."),
            kind=described(_KIND, "The kind of the lead's top play."),
        ),
        "lead_inherited": event_schema(
            "The top player of a lead had gone out and everyone else passed: the next seat on its left still "
            "holding cards starts a new lead (L79). Public; follows `lead_won`.",
            seat=described(_SEAT, "The seat that leads now."),
            **cast(dict[str, Any], {"from": described(_SEAT, "The seat that went out on top of the lead.")}),
        ),
        "went_out": event_schema(
            "A seat played its last card (L79, L85). Public; follows its `played`.",
            seat=described(_SEAT, "The seat that went out."),
            place=described({"type": "integer", "minimum": 1, "maximum": 4}, "Its place this round (1: first out)."),
        ),
        "round_scored": event_schema(
            "One seat holds cards, so the round is over and scored (L81-L91). Public; `round_started` or "
            "`game_over` follows.",
            round=described({"type": "integer", "minimum": 1}, "The round scored."),
            finish=described(
                {"type": "array", "items": _SEAT, "minItems": 1, "maxItems": 4, "uniqueItems": True},
                "The seats that went out, in order (every seat but the last).",
            ),
            last=described(_SEAT, "The seat left holding cards: it scores 0 and deals next (L87)."),
            points=described(
                _per_seat({"type": "integer", "minimum": 0}),
                "Each seat's points this round, indexed by seat: its Hot Spot card's points for its place "
                "(L85), 0 for the last (L87).",
            ),
            scores=described(
                _PER_SEAT_SCORE, "Each seat's score after the scoring, indexed by seat (scores never tie, L91)."
            ),
        ),
        "game_over": event_schema(
            "The round just scored ended the game: a score reached 29 (L103), or the fourth round of a "
            "`short_game` (L105). Public; follows `round_scored`.",
            scores=described(_PER_SEAT_SCORE, "The final scores, indexed by seat."),
            winner=described(_SEAT, "The highest score's seat (scores never tie)."),
        ),
    },
    hidden_information=True,
    description="Climbing card game: pass 3 cards, draft a Hot Spot, shed 13 cards; first to 29 triggers the end.",
    rules_version=1,
)

# The view's JSON Schema (docs/engine.md), read and checked once at import.
VIEW_SCHEMA = load_schema(__package__ or "ladders.ladder29", "view.schema.json")


class Ladder29(Ruleset):
    info = INFO

    def __init__(self, hot_spots: HotSpots | None = None) -> None:
        self.hot_spots = hot_spots if hot_spots is not None else load_hot_spots()
        # Per Hot Spot card, per kind of play, following and leading: its verdict where the
        # rule reads only the kind, else EACH_PLAY (``kind_verdicts``).
        self._verdicts = tuple(kind_verdicts(card) for card in self.hot_spots.cards)

    @classmethod
    def from_file(cls, path: str | Path = DEFAULT_HOT_SPOTS_FILE) -> Ladder29:
        return cls(load_hot_spots(path))

    # -- set-up ------------------------------------------------------------

    def _setup(self, config: GameConfig, seed: int) -> State:
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
            "hot_deck": [c.id for c in self.hot_spots.cards if c.id != self.hot_spots.start_player],
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
        self._start_round(state, [])
        return state

    def _start_round(self, state: State, events: list[Event]) -> None:
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
        offer = [self.hot_spots.start_player, *revealed]
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

    # -- reading -----------------------------------------------------------

    def to_act(self, state: State) -> list[Seat]:
        phase = state["phase"]
        if phase == "play":
            return [state["turn"]]
        if phase == "pass":
            return [s for s, chosen in enumerate(state["pass_choices"]) if len(chosen) < PASS_SIZE]
        if phase == "draft":
            return [state["draft_order"][state["draft_index"]]]
        return []

    def legal_actions(self, state: State, seat: Seat) -> list[Action]:
        phase = state["phase"]
        if phase == "play":
            if seat != state["turn"]:
                return []
            hand = state["hands"][seat]
            hot_spot = state["hot_spots"][seat]
            follow, lead = self._verdicts[hot_spot]
            top = state["top"]
            if top is not None and top["seat"] != seat:
                # Following a lead (most turns of a game): pass, or beat it.
                actions: list[Action] = [{"type": "pass"}]
                kind = top["kind"]
                if kind == SINGLE:
                    # Most leads are singles: the singles above it straight into actions.
                    rank = top["rank"]
                    verdict = follow[SINGLE]
                    if verdict is True:
                        actions += [{"type": "play", "cards": [c]} for c in hand if POWER[c] > rank]
                    elif verdict is EACH_PLAY:
                        group = [[c] for c in hand if POWER[c] > rank]
                        card = self.hot_spots.cards[hot_spot]
                        actions += [
                            {"type": "play", "cards": cards} for cards in _each(card, hand, SINGLE, group, False)
                        ]
                    # Flashovers: a sorted hand holds a four only where ids four places apart are 3 apart.
                    if len(hand) < 4 or 3 not in map(sub, hand[3:], hand):
                        return actions
                    on = [(FOUR, fours(hand, -1))]
                else:
                    on = plays_on(hand, kind, top["length"], top["rank"])
                for kind, group in on:
                    if group:
                        verdict = follow[kind]
                        if verdict is EACH_PLAY:
                            group = _each(self.hot_spots.cards[hot_spot], hand, kind, group, False)
                        elif not verdict:
                            continue
                        actions += [{"type": "play", "cards": cards} for cards in group]
                return actions
            card = self.hot_spots.cards[hot_spot]
            every = plays_by_kind(hand, None)
            if top is None:
                return [
                    {"type": "lead", "cards": cards} for cards in _keep(card, lead, hand, every, True) or _all(every)
                ]
            # Everyone else has passed: keep playing on this lead, or start a new one.
            on = plays_above(every, top["kind"], top["length"], top["rank"])
            on_top = [{"type": "play", "cards": cards} for cards in _keep(card, follow, hand, on, False)]
            leads = _keep(card, lead, hand, every, True)
            if not on_top and not leads:
                leads = _all(every)  # the challenge forbids every play: lifted for this lead
            return on_top + [{"type": "lead", "cards": cards} for cards in leads]
        if phase == "pass":
            chosen = state["pass_choices"][seat]
            if len(chosen) >= PASS_SIZE:
                return []
            return [{"type": "choose_pass", "card": c} for c in state["hands"][seat] if c not in chosen]
        if phase == "draft":
            if seat != state["draft_order"][state["draft_index"]]:
                return []
            return [{"type": "take_hot_spot", "hot_spot": h} for h in state["hot_offer"]]
        return []

    def normalize_action(self, state: State, seat: Seat, action: Action) -> Action:
        """A play is a set of cards: its canonical spelling lists them ascending, as
        ``legal_actions`` does. Anything malformed is returned unchanged for ``check``."""
        if type(action) is not dict:
            return action
        cards = action.get("cards")  # none on a pass, one card on most plays: nothing to order
        if (
            type(cards) is list
            and len(cards) > 1
            and action.get("type") in ("lead", "play")
            and all(type(c) is int for c in cards)
        ):
            ordered = sorted(cards)
            if ordered != cards:
                return {**action, "cards": ordered}
        return action

    def check(self, state: State, seat: Seat, action: Action) -> None:
        """Validate this one action from its own fields (never listing every play);
        agrees with ``legal_actions`` (tests/ladders/test_contract.py)."""
        phase = state["phase"]
        if phase == "play" and seat == state["turn"] and type(action) is dict:
            # The play phase's well-formed actions, most of a game, straight to their rule;
            # anything else (and a pass that is refused) takes the general path below.
            kind = action.get("type")
            if kind == "pass" and len(action) == 1:
                top = state["top"]
                if top is not None and top["seat"] != seat:
                    return
            elif (kind == "play" or kind == "lead") and len(action) == 2 and "cards" in action:
                self._check_cards(state, seat, action["cards"], kind == "lead")
                return
        if phase == "over":
            raise IllegalAction("game_over", "The game is over; no more actions are accepted.")
        if type(action) is not dict or type(action.get("type")) is not str:
            raise IllegalAction("malformed_action", 'An action is a JSON object with a string "type".')
        if seat != state["turn"] if phase == "play" else seat not in self.to_act(state):
            to_act = self.to_act(state)
            raise IllegalAction("not_your_turn", f"Seat {seat} may not act now; waiting on {to_act}.")
        kind = action["type"]
        fields = _FIELDS.get(kind)
        if fields is None:
            known = ", ".join(sorted(_FIELDS))
            raise IllegalAction("unknown_action_type", f"Unknown action type {kind!r}; known: {known}.")
        possible = _PHASE_ACTIONS[phase]
        if kind not in possible:
            raise IllegalAction(
                "wrong_action_type", f"A {kind!r} is not possible in the {phase} phase; possible: {list(possible)}."
            )
        if action.keys() != _KEYS[kind]:
            wanted = ", ".join(repr(f) for f in ("type", *fields))
            raise IllegalAction("malformed_action", f"A {kind!r} action has exactly the fields {wanted}.")
        if phase == "pass":
            self._check_choose_pass(state, seat, action["card"])
        elif phase == "draft":
            hot_spot = action["hot_spot"]
            if type(hot_spot) is not int or hot_spot not in state["hot_offer"]:
                raise IllegalAction(
                    "illegal_action",
                    f"hot_spot {hot_spot!r} is not on offer; take one of {state['hot_offer']}.",
                )
        elif kind == "pass":
            top = state["top"]
            if top is None or top["seat"] == seat:
                raise IllegalAction(
                    "wrong_action_type", "You lead now (nobody else is left on this lead): play or lead cards."
                )
        else:
            self._check_cards(state, seat, action["cards"], kind == "lead")

    @staticmethod
    def _check_choose_pass(state: State, seat: Seat, card: Any) -> None:
        if type(card) is not int:
            raise IllegalAction("malformed_action", "card is a card id (an integer) from your hand.")
        if card not in state["hands"][seat]:
            raise IllegalAction("illegal_action", f"Card {card} is not in your hand.")
        if card in state["pass_choices"][seat]:
            raise IllegalAction("illegal_action", f"Card {card} is already among your pass choices.")

    def _check_cards(self, state: State, seat: Seat, cards: Any, lead: bool) -> None:
        if type(cards) is not list or not cards:
            raise IllegalAction("malformed_action", "cards is a non-empty list of card ids (integers).")
        hand = state["hands"][seat]
        if len(cards) == 1:  # most plays: no order to check, one card to find
            if type(cards[0]) is not int:
                raise IllegalAction("malformed_action", "cards is a non-empty list of card ids (integers).")
            if cards[0] not in hand:
                raise IllegalAction("illegal_action", f"Cards {cards} are not in your hand.")
            combo: Combo | None = SINGLE_COMBOS[cards[0]]  # a card of the hand: a valid id
        else:
            for c in cards:
                if type(c) is not int:
                    raise IllegalAction("malformed_action", "cards is a non-empty list of card ids (integers).")
            previous = cards[0]
            for c in cards[1:]:
                if c <= previous:
                    raise IllegalAction("malformed_action", "cards lists distinct card ids in ascending order.")
                previous = c
            missing = [c for c in cards if c not in hand]
            if missing:
                raise IllegalAction("illegal_action", f"Cards {missing} are not in your hand.")
            combo = classify(cards)
        if combo is None:
            raise IllegalAction(
                "illegal_action", "Those cards make no play: a single, pair, triple, four of a kind or a run of 3+."
            )
        top = state["top"]
        if lead:
            if top is not None and top["seat"] != seat:
                raise IllegalAction(
                    "wrong_action_type", "A lead is running: play higher on it (type 'play') or 'pass'."
                )
        else:
            if top is None:
                raise IllegalAction("wrong_action_type", "Nothing has been led: start a new lead (type 'lead').")
            if not (combo.kind == top["kind"] and combo.length == top["length"] and combo.rank > top["rank"]) and not (
                combo.kind == FOUR and (top["kind"] != FOUR or combo.rank > top["rank"])
            ):  # ``beats``
                raise IllegalAction(
                    "illegal_action",
                    f"That {combo.kind} does not beat the {top['kind']} on the table: play the same kind"
                    " (runs: same length) higher, or a four-of-a-kind.",
                )
        hot_spot = state["hot_spots"][seat]
        verdict = self._verdicts[hot_spot][lead][combo.kind]
        card = self.hot_spots.cards[hot_spot]
        if verdict or (verdict is EACH_PLAY and allows(card, cards, combo, lead, len(hand))):
            return
        if lead and self._lead_lifted(state, seat, top):
            return
        raise IllegalAction("hot_spot_rule", f"Your Hot Spot card {card.name} forbids that play: {card.text}")

    def _lead_lifted(self, state: State, seat: Seat, top: dict[str, Any] | None) -> bool:
        """Is the challenge lifted for this lead: does it forbid every way the seat could play now?"""
        hand = state["hands"][seat]
        hot_spot = state["hot_spots"][seat]
        card = self.hot_spots.cards[hot_spot]
        follow, lead = self._verdicts[hot_spot]
        if _keep(card, lead, hand, plays_by_kind(hand, None), True):
            return False
        return top is None or not _keep(card, follow, hand, _on(hand, top), False)

    def view(self, state: State, seat: Seat | None) -> dict[str, Any]:
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
            "to_act": self.to_act(state),
            "hand": hand,
            "hand_counts": [len(h) for h in state["hands"]],
            "pass_chosen_counts": [len(c) for c in state["pass_choices"]],
            "my_pass": my_pass,
            "received": received,
            # Face up from the deal on (L37, L95): seats see the offer while choosing their pass.
            "hot_spot_offer": list(state["hot_offer"]),
            "hot_spots": list(state["hot_spots"]),
            "hot_spot_cards": {str(h): self.hot_spots.cards[h].to_dict() for h in hot_cards},
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

    def view_schema(self) -> dict[str, Any]:
        return VIEW_SCHEMA

    def components(self) -> dict[str, Any]:
        # Views and events name a card by its number, a Hot Spot card by its id.
        return {
            "cards": [{"number": c, "name": NAME[c], "value": VALUE[c]} for c in ALL_CARDS],
            "hot_spots": [h.to_dict() for h in self.hot_spots.cards],
        }

    def render_svg(self, view: dict[str, Any]) -> str | None:
        return render_board_svg(view)

    def outcome(self, state: State) -> Outcome | None:
        if state["phase"] != "over":
            return None
        scores = state["scores"]
        seats = state["seats"]
        placements = placements_from_keys(scores)
        return Outcome(
            placements=placements,
            winners=[s for s in range(seats) if placements[s] == 1],
            score=[float(s) for s in scores],
            frags=[0] * seats,
            trophies=[0] * seats,
            details={"rounds": [dict(h) for h in state["history"]], "final_scores": list(scores)},
        )

    def evaluate(self, state: State) -> list[float] | None:
        """Each seat's chance of finishing ahead of each other, from projected scores.

        The projection adds this round's expected points: seats with fewer cards
        left are assumed to go out first. Pairwise logistic, averaged, in [0, 1].
        """
        if state["phase"] == "over":
            return None
        seats = state["seats"]
        projected = [float(s) for s in state["scores"]]
        if state["phase"] == "play":
            hands = state["hands"]
            finish = state["finish"]
            ahead = sorted((s for s in range(seats) if hands[s]), key=lambda s: len(hands[s]))
            order = finish + ahead
            for place, seat in enumerate(order[:-1]):
                card = self.hot_spots.cards[state["hot_spots"][seat]]
                certain = 1.0 if seat in finish else 0.6  # not yet out: may still lose the race
                projected[seat] += certain * card.points[place]
        return standing_values(projected)

    # -- writing -----------------------------------------------------------

    def copy_state(self, state: State) -> State:
        """Share everything: ``step`` never changes a list or dict of the state in place,
        it puts a new one in its place (docs/engine.md), so the top level is all a
        step's copy needs. The RNG too: a round's deal replaces it before drawing."""
        return dict(state)

    def step(self, state: State, seat: Seat, action: Action) -> list[Event]:
        kind = action["type"]
        if kind == "pass":
            return self._pass(state, seat)
        if kind == "play" or kind == "lead":
            return self._play(state, seat, action["cards"], kind == "lead")
        if kind == "choose_pass":
            return self._choose_pass(state, seat, action["card"])
        return self._take_hot_spot(state, seat, action["hot_spot"])

    def _choose_pass(self, state: State, seat: Seat, card: int) -> list[Event]:
        chosen = [*state["pass_choices"][seat], card]
        choices = list(state["pass_choices"])
        choices[seat] = chosen
        state["pass_choices"] = choices
        events = [
            _event(Event, ("pass_card_chosen", {"seat": seat, "card": card}, (seat,))),
            _event(Event, ("pass_progress", {"seat": seat, "chosen": len(chosen)}, None)),
        ]
        if min(map(len, choices)) == PASS_SIZE:
            self._resolve_passes(state, events)
        return events

    def _resolve_passes(self, state: State, events: list[Event]) -> None:
        """Everyone has chosen: every seat's three cards go to its left neighbour at once."""
        seats = state["seats"]
        hands = list(state["hands"])
        received = list(state["received"])
        choices = state["pass_choices"]
        kept = [[c for c in hands[seat] if c not in choices[seat]] for seat in range(seats)]
        for seat in range(seats):
            left = (seat + 1) % seats
            cards = sorted(choices[seat])
            received[left] = cards
            hands[left] = sorted(kept[left] + cards)
        state["hands"] = hands
        state["received"] = received
        events.append(Event("cards_passed", {"seats": list(range(seats))}))
        for seat in range(seats):
            left = (seat + 1) % seats
            events.append(
                Event(
                    "cards_received",
                    {"seat": left, "from": seat, "cards": list(state["received"][left])},
                    tuple(sorted({left, seat})),
                )
            )
        state["phase"] = "draft"

    def _take_hot_spot(self, state: State, seat: Seat, hot_spot: int) -> list[Event]:
        state["hot_offer"] = [h for h in state["hot_offer"] if h != hot_spot]
        holders = list(state["hot_spots"])
        holders[seat] = hot_spot
        state["hot_spots"] = holders
        state["draft_index"] += 1
        events = [Event("hot_spot_taken", {"seat": seat, "hot_spot": hot_spot})]
        if state["draft_index"] == state["seats"]:
            holders = [s for s, h in enumerate(state["hot_spots"]) if h == self.hot_spots.start_player]
            # The Start Player card's holder leads; if nobody took it, the lowest score.
            start = holders[0] if holders else state["draft_order"][0]
            state["phase"] = "play"
            state["turn"] = start
            events.append(Event("start_player", {"seat": start}))
        return events

    def _pass(self, state: State, seat: Seat) -> list[Event]:
        passed = state["passed"][:]
        passed[seat] = True
        state["passed"] = passed
        state["trick"] = [*state["trick"], {"seat": seat, "pass": True}]
        events = [_event(Event, ("passed", {"seat": seat}, None))]
        # The next seat that may still play on this lead (``_advance``, its common case inline).
        hands = state["hands"]
        top_seat = state["top"]["seat"]
        for other in _CLOCKWISE[state["seats"]][seat]:
            if other == top_seat:
                if hands[other]:
                    state["turn"] = other
                    return events
                break
            if hands[other] and not passed[other]:
                state["turn"] = other
                return events
        self._advance(state, seat, events)
        return events

    def _play(self, state: State, seat: Seat, cards: list[int], lead: bool) -> list[Event]:
        events: list[Event] = []
        combo = SINGLE_COMBOS[cards[0]] if len(cards) == 1 else classify(cards)
        assert combo is not None  # check() admits only listed plays
        kind = combo.kind
        seats = state["seats"]
        if lead:
            top = state["top"]
            if top is not None:
                events.append(_event(Event, ("lead_won", {"seat": top["seat"], "kind": top["kind"]}, None)))
            state["passed"] = [False] * seats
            state["trick"] = []
        cards = cards[:]  # the state keeps its own list, never the caller's
        hands = state["hands"][:]
        hand = hands[seat][:]
        size = len(hand)
        for card in cards:
            hand.remove(card)
        hands[seat] = hand
        state["hands"] = hands
        # check() admitted it, so a play that breaks the challenge is the lifted lead.
        hot_spot = state["hot_spots"][seat]
        verdict = self._verdicts[hot_spot][lead][kind]
        if verdict is EACH_PLAY:
            lifted = not allows(self.hot_spots.cards[hot_spot], cards, combo, lead, size)
        else:
            lifted = not verdict
        state["top"] = {"seat": seat, "kind": kind, "length": combo.length, "rank": combo.rank, "cards": cards}
        state["trick"] = [*state["trick"], {"seat": seat, "cards": cards}]
        state["played"] = state["played"] + cards
        events.append(
            _event(
                Event,
                (
                    "played",
                    {
                        "seat": seat,
                        "cards": cards[:],
                        "kind": kind,
                        "lead": lead,
                        "flashover": kind == FOUR and not lead,
                        "left": size - len(cards),
                        "challenge_lifted": lifted,
                    },
                    None,
                ),
            )
        )
        if not hand:
            finish = state["finish"] = [*state["finish"], seat]
            events.append(_event(Event, ("went_out", {"seat": seat, "place": len(finish)}, None)))
            if seats - hands.count([]) == 1:
                self._end_round(state, events)
                return events
        else:
            # The next seat that may still play on this lead (``_advance``, its common case inline).
            passed = state["passed"]
            for other in _CLOCKWISE[seats][seat]:
                if other == seat:
                    state["turn"] = seat  # everyone else has passed: it continues or leads anew
                    return events
                if hands[other] and not passed[other]:
                    state["turn"] = other
                    return events
        self._advance(state, seat, events)
        return events

    def _advance(self, state: State, seat: Seat, events: list[Event]) -> None:
        """Give the turn to the next seat clockwise that may still play on this lead."""
        hands = state["hands"]
        passed = state["passed"]
        top_seat = state["top"]["seat"]
        for other in _CLOCKWISE[state["seats"]][seat]:
            if other == top_seat:
                if hands[other]:
                    state["turn"] = other  # all others passed: continue or lead anew
                    return
            elif hands[other] and not passed[other]:
                state["turn"] = other
                return
        # The top player went out and everyone else passed: the next seat on its left leads.
        seats = state["seats"]
        self._lead_won(state, events)
        leader = next(s for s in ((top_seat + i) % seats for i in range(1, seats)) if hands[s])
        events.append(Event("lead_inherited", {"seat": leader, "from": top_seat}))
        state["top"] = None
        state["passed"] = [False] * seats
        state["trick"] = []
        state["turn"] = leader

    def _lead_won(self, state: State, events: list[Event]) -> None:
        top = state["top"]
        winner = top["seat"]
        events.append(Event("lead_won", {"seat": winner, "kind": top["kind"]}))

    def _end_round(self, state: State, events: list[Event]) -> None:
        seats = state["seats"]
        last = next(s for s in range(seats) if state["hands"][s])
        top = state["top"]
        if top is not None and top["seat"] != last and state["passed"][last]:
            self._lead_won(state, events)  # the last player had already passed on it
        points = self.round_points(state, state["finish"])
        state["scores"] = list(state["scores"])  # moved in place below: this state's own (copy_state shares it)
        self._move_score_trackers(state, points)
        # One entry a round for outcome's breakdown and the view: replaced, never appended
        # to in place, so every copy of the state shares it (docs/engine.md).
        entry = {
            "round": state["round"],
            "finish": list(state["finish"]),
            "last": last,
            "hot_spots": list(state["hot_spots"]),
            "points": points,
            "scores": list(state["scores"]),
        }
        state["history"] = [*state["history"], entry]
        events.append(
            Event(
                "round_scored",
                {
                    "round": state["round"],
                    "finish": list(state["finish"]),
                    "last": last,
                    "points": points,
                    "scores": list(state["scores"]),
                },
            )
        )
        # Hot spots go to the discard, except the Start Player card which stays in play.
        start = self.hot_spots.start_player
        state["hot_discard"] = state["hot_discard"] + [h for h in state["hot_round"] if h != start]
        state["hot_round"] = []
        state["hot_offer"] = []
        state["dealer"] = last
        scores = state["scores"]
        if self.game_ends_after_round(state, scores):
            state["phase"] = "over"
            state["turn"] = None
            winner = max(range(seats), key=lambda s: scores[s])
            events.append(Event("game_over", {"scores": list(scores), "winner": winner}))
            return
        self._start_round(state, events)

    def round_points(self, state: State, finish: list[Seat]) -> list[int]:
        """Each seat's points for this round had the seats gone out in the order ``finish``: the
        n-th out scores its Hot Spot card's n-th place points; the last player ALWAYS scores 0."""
        points = [0] * state["seats"]
        hot_spots = state["hot_spots"]
        for place, seat in enumerate(finish):
            points[seat] = self.hot_spots.cards[hot_spots[seat]].points[place]
        return points

    @staticmethod
    def game_ends_after_round(state: State, scores: list[int]) -> bool:
        """Does the game end once this round is scored with ``scores``? (29 reached, or the short game's 4 rounds.)"""
        return max(scores) >= TARGET or (state["short_game"] and state["round"] >= SHORT_GAME_ROUNDS)

    @staticmethod
    def _move_score_trackers(state: State, gains: list[int]) -> None:
        """Highest tracker first; a tracker that would land on an occupied space moves on to the next open one."""
        scores = state["scores"]
        for seat in sorted(range(len(scores)), key=lambda s: -scores[s]):
            if gains[seat] <= 0:
                continue
            target = scores[seat] + gains[seat]
            while any(scores[o] == target for o in range(len(scores)) if o != seat):
                target += 1
            scores[seat] = target

    # -- hidden information ------------------------------------------------

    def determinize(self, state: State, seat: Seat, rng_seed: int) -> State:
        """Re-deal what ``seat`` cannot see, keeping hand counts and what it knows.

        Known: its own hand and pass choices, every card played, and the cards it
        passed left (in that neighbour's hand until played). Re-sampled: the other
        hands, the out-of-play cards, other seats' unrevealed pass choices, the
        face-down Hot Spot deck and the RNG (future deals).
        """
        copy = self.copy_state(state)
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


_KIND_ONLY: Final = {kind: Combo(kind, 0, 0) for kind in KINDS}
# For each seat count and seat, the other seats clockwise from its left, then itself.
_CLOCKWISE: Final = {n: tuple(tuple((s + i) % n for i in range(1, n + 1)) for s in range(n)) for n in range(2, 6)}
# ``Event(...)`` without its Python-level ``__new__`` (one or more events on every step):
# ``_event(Event, (type, data, visible_to))`` builds the same tuple.
_event: Final = tuple.__new__


def _on(hand: list[int], top: dict[str, Any]) -> list[tuple[str, list[list[int]]]]:
    return plays_on(hand, top["kind"], top["length"], top["rank"])


EACH_PLAY: Final = None  # a verdict: the rule must be asked play by play
Verdicts = dict[str, bool | None]


def kind_verdicts(card: HotSpot) -> tuple[Verdicts, Verdicts]:
    """``card``'s verdict on every kind of play, following (first) and leading (second):
    ``True`` (every play of that kind keeps the rule), ``False`` (none does) or
    ``EACH_PLAY``. The same verdicts as ``allows``, decided once per card wherever the rule
    reads only the kind of play and whether it leads (the play's size is fixed per kind
    except for runs; whether a kind may go out reads only the kind)."""
    sizes = {SINGLE: 1, PAIR: 2, TRIPLE: 3, FOUR: 4}  # cards in a play of each kind but runs
    both: list[Verdicts] = []
    for lead in (False, True):
        verdicts: Verdicts = {}
        for kind in KINDS:
            combo = _KIND_ONLY[kind]  # ``allows`` reads only the kind of a play, never its rank
            challenge = card.kind
            played = FLASHOVER if kind == FOUR and not lead else kind
            verdict: bool | None
            if challenge in ("none", "no_play", "no_lead"):
                verdict = allows(card, [], combo, lead, 0)
            elif challenge == "max_cards":
                verdict = sizes[kind] <= card.n if kind != RUN else EACH_PLAY
            elif challenge == "go_out_with":
                # A kind that may go out keeps the rule always; otherwise only plays that do not empty the hand.
                verdict = True if allows(card, [], combo, lead, 0) else EACH_PLAY
            elif challenge == "no_suit_in":
                verdict = True if card.combo not in (ANY, kind, played) else EACH_PLAY
            elif challenge == "min_single":
                verdict = True if kind != SINGLE else EACH_PLAY
            elif challenge == "run_colours":
                verdict = True if kind != RUN else EACH_PLAY
            else:
                verdict = EACH_PLAY
            verdicts[kind] = verdict
        both.append(verdicts)
    return both[0], both[1]


def _each(card: HotSpot, hand: list[int], kind: str, group: list[list[int]], lead: bool) -> list[list[int]]:
    """The plays of one kind's ``group`` that keep ``card``'s rule, asked play by play
    (one comprehension per rule, the same verdicts as ``allows``)."""
    challenge = card.kind
    if challenge == "no_suit_in":
        suit = card.suit
        if kind == SINGLE:
            return [cards for cards in group if cards[0] >= FIREFIGHTER_CARDS or cards[0] & 3 != suit]
        return [cards for cards in group if all(c >= FIREFIGHTER_CARDS or c & 3 != suit for c in cards)]
    if challenge == "no_cards":
        banned = card.cards
        return [cards for cards in group if banned.isdisjoint(cards)]
    if challenge == "max_cards":
        limit = card.n
        return [cards for cards in group if len(cards) <= limit]
    if challenge == "go_out_with":
        size = len(hand)
        return [cards for cards in group if len(cards) < size]
    if challenge == "min_single":
        least = card.n
        return [cards for cards in group if VALUE[cards[0]] >= least]
    combo = _KIND_ONLY[kind]
    size = len(hand)
    return [cards for cards in group if allows(card, cards, combo, lead, size)]


def _keep(
    card: HotSpot, verdicts: Verdicts, hand: list[int], options: list[tuple[str, list[list[int]]]], lead: bool
) -> list[list[int]]:
    """The plays among ``options`` (``plays_by_kind``'s groups) that keep ``card``'s rule,
    given its ``verdicts`` for following or leading (``kind_verdicts``)."""
    kept: list[list[int]] = []
    for kind, group in options:
        if group:
            verdict = verdicts[kind]
            if verdict is EACH_PLAY:
                kept += _each(card, hand, kind, group, lead)
            elif verdict:
                kept += group
    return kept


def _keeping(card: HotSpot, hand: list[int], options: list[tuple[str, list[list[int]]]], lead: bool) -> list[list[int]]:
    """The plays among ``options`` that keep ``card``'s challenge (``_keep`` with the card's verdicts)."""
    return _keep(card, kind_verdicts(card)[lead], hand, options, lead)


def _all(options: list[tuple[str, list[list[int]]]]) -> list[list[int]]:
    return [cards for _, group in options for cards in group]


EVALUATE_SCALE: Final = 4.0


def standing_values(scores: list[float]) -> list[float]:
    """Each seat's chance of finishing ahead of each other seat, averaged: pairwise logistic
    in the score gap (``EVALUATE_SCALE`` points = e times the odds), in [0, 1]."""
    seats = len(scores)
    values = []
    for seat in range(seats):
        total = 0.0
        for other in range(seats):
            if other != seat:
                total += 1.0 / (1.0 + math.exp((scores[other] - scores[seat]) / EVALUATE_SCALE))
        values.append(total / (seats - 1))
    return values


RULESET = Ladder29()
