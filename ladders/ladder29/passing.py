"""1. Pass Firefighter Cards (rulebook L51-L53): the simultaneous pass. Every seat picks its
3 cards one ``choose_pass`` at a time, all seats at once (all are in ``to_act``); choices
stay hidden (a private event to the chooser, a public count) until the last seat has
chosen, then all passes resolve together. The action's listing, check and effect side by side."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ladders.engine import Action, Event, IllegalAction, Seat, State
from ladders.ladder29.tables import PASS_SIZE, new_event

if TYPE_CHECKING:
    from ladders.ladder29.rules import Ladder29


def pass_actions(rules: Ladder29, state: State, seat: Seat) -> list[Action]:
    chosen = state["pass_choices"][seat]
    if len(chosen) >= PASS_SIZE:
        return []
    return [{"type": "choose_pass", "card": c} for c in state["hands"][seat] if c not in chosen]


def check_choose_pass(state: State, seat: Seat, card: Any) -> None:
    if type(card) is not int:
        raise IllegalAction("malformed_action", "card is a card id (an integer) from your hand.")
    if card not in state["hands"][seat]:
        raise IllegalAction("illegal_action", f"Card {card} is not in your hand.")
    if card in state["pass_choices"][seat]:
        raise IllegalAction("illegal_action", f"Card {card} is already among your pass choices.")


def choose_pass(rules: Ladder29, state: State, seat: Seat, card: int) -> list[Event]:
    chosen = [*state["pass_choices"][seat], card]
    choices = list(state["pass_choices"])
    choices[seat] = chosen
    state["pass_choices"] = choices
    events = [
        new_event(Event, ("pass_card_chosen", {"seat": seat, "card": card}, (seat,))),
        new_event(Event, ("pass_progress", {"seat": seat, "chosen": len(chosen)}, None)),
    ]
    if min(map(len, choices)) == PASS_SIZE:
        rules._resolve_passes(state, events)
    return events


def resolve_passes(rules: Ladder29, state: State, events: list[Event]) -> None:
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
