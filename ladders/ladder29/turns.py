"""Ladder 29's rounds and turns (rulebook L43-L49): a round is three phases (pass, draft,
play), then scoring. Who acts (``to_act``), the listing and the check of every action by
phase (each chapter's own, dispatched here), an action's canonical spelling, the state's
copy and ``step``, which hands each action to its chapter's effect."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ladders.engine import Action, Event, IllegalAction, Seat, State
from ladders.ladder29.draft import check_take_hot_spot, draft_actions
from ladders.ladder29.passing import check_choose_pass, pass_actions
from ladders.ladder29.plays import check_pass, play_actions
from ladders.ladder29.schemas import FIELDS, KEYS, PHASE_ACTIONS
from ladders.ladder29.tables import PASS_SIZE

if TYPE_CHECKING:
    from ladders.ladder29.rules import Ladder29


def to_act(rules: Ladder29, state: State) -> list[Seat]:
    phase = state["phase"]
    if phase == "play":
        return [state["turn"]]
    if phase == "pass":
        return [s for s, chosen in enumerate(state["pass_choices"]) if len(chosen) < PASS_SIZE]
    if phase == "draft":
        return [state["draft_order"][state["draft_index"]]]
    return []


def legal_actions(rules: Ladder29, state: State, seat: Seat) -> list[Action]:
    phase = state["phase"]
    if phase == "play":
        return play_actions(rules, state, seat)
    if phase == "pass":
        return pass_actions(rules, state, seat)
    if phase == "draft":
        return draft_actions(rules, state, seat)
    return []


def normalize_action(rules: Ladder29, state: State, seat: Seat, action: Action) -> Action:
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


def check(rules: Ladder29, state: State, seat: Seat, action: Action) -> None:
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
            rules._check_cards(state, seat, action["cards"], kind == "lead")
            return
    if phase == "over":
        raise IllegalAction("game_over", "The game is over; no more actions are accepted.")
    if type(action) is not dict or type(action.get("type")) is not str:
        raise IllegalAction("malformed_action", 'An action is a JSON object with a string "type".')
    if seat != state["turn"] if phase == "play" else seat not in rules.to_act(state):
        to_act = rules.to_act(state)
        raise IllegalAction("not_your_turn", f"Seat {seat} may not act now; waiting on {to_act}.")
    kind = action["type"]
    fields = FIELDS.get(kind)
    if fields is None:
        known = ", ".join(sorted(FIELDS))
        raise IllegalAction("unknown_action_type", f"Unknown action type {kind!r}; known: {known}.")
    possible = PHASE_ACTIONS[phase]
    if kind not in possible:
        raise IllegalAction(
            "wrong_action_type", f"A {kind!r} is not possible in the {phase} phase; possible: {list(possible)}."
        )
    if action.keys() != KEYS[kind]:
        wanted = ", ".join(repr(f) for f in ("type", *fields))
        raise IllegalAction("malformed_action", f"A {kind!r} action has exactly the fields {wanted}.")
    if phase == "pass":
        check_choose_pass(state, seat, action["card"])
    elif phase == "draft":
        check_take_hot_spot(state, action["hot_spot"])
    elif kind == "pass":
        check_pass(state, seat)
    else:
        rules._check_cards(state, seat, action["cards"], kind == "lead")


def copy_state(rules: Ladder29, state: State) -> State:
    """Share everything: ``step`` never changes a list or dict of the state in place,
    it puts a new one in its place (docs/engine.md), so the top level is all a
    step's copy needs. The RNG too: a round's deal replaces it before drawing."""
    return dict(state)


def step(rules: Ladder29, state: State, seat: Seat, action: Action) -> list[Event]:
    kind = action["type"]
    if kind == "pass":
        return rules._pass(state, seat)
    if kind == "play" or kind == "lead":
        return rules._play(state, seat, action["cards"], kind == "lead")
    if kind == "choose_pass":
        return rules._choose_pass(state, seat, action["card"])
    return rules._take_hot_spot(state, seat, action["hot_spot"])
