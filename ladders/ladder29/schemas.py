"""Ladder 29: what the rules exchange with the world, described (docs/api.md): each action
type's fields and the action types of each phase, the action schemas, the event schemas,
the options and the ruleset's metadata (``INFO``), the view schema (view.schema.json)."""

from __future__ import annotations

from typing import Any, Final, cast

from ladders.engine import RulesetInfo, Scenario, described, event_schema, load_schema
from ladders.ladder29.cards import DECK_SIZE, KINDS
from ladders.ladder29.tables import HAND_SIZE, PASS_SIZE

_SEAT = {"type": "integer", "minimum": 0, "maximum": 4}
_CARD = {"type": "integer", "minimum": 0, "maximum": DECK_SIZE - 1}
_CARDS = {"type": "array", "items": _CARD}
_KIND = {"type": "string", "enum": list(KINDS)}
_HOT_SPOT = {"type": "integer", "minimum": 0}


def _per_seat(item: dict[str, Any]) -> dict[str, Any]:
    return {"type": "array", "items": item, "minItems": 2, "maxItems": 5}


_PER_SEAT_SCORE = _per_seat({"type": "integer", "minimum": 0})


# Each action type's fields besides "type", and the action types of each phase.
FIELDS: Final[dict[str, tuple[str, ...]]] = {
    "choose_pass": ("card",),
    "take_hot_spot": ("hot_spot",),
    "lead": ("cards",),
    "play": ("cards",),
    "pass": (),
}
KEYS: Final = {kind: frozenset({"type", *fields}) for kind, fields in FIELDS.items()}
PHASE_ACTIONS: Final[dict[str, tuple[str, ...]]] = {
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
