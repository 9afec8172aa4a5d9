"""3. Play Firefighter Cards, Legal Plays, Flashover, Special Personnel Cards (rulebook
L63-L81, L107-L153): leads and plays of singles, pairs, triples, four of a kind and runs
(same kind and higher; runs the same length; a four of a kind as a flashover on any lead),
passing on a lead (locked out until the next), the top player continuing or leading anew,
and the lead handed left when its top player went out. ``lead``, ``play`` and ``pass``:
the listing, the check and the effect side by side; the cards' ranks are in ``cards.py``."""

from __future__ import annotations

from operator import sub
from typing import TYPE_CHECKING, Any

from ladders.engine import Action, Event, IllegalAction, Seat, State
from ladders.ladder29.cards import (
    FOUR,
    POWER,
    SINGLE,
    SINGLE_COMBOS,
    Combo,
    classify,
    fours,
    plays_above,
    plays_by_kind,
    plays_on,
)
from ladders.ladder29.draft import EACH_PLAY, each_kept, every_play, keep_plays
from ladders.ladder29.hotspots import allows
from ladders.ladder29.tables import CLOCKWISE, new_event

if TYPE_CHECKING:
    from ladders.ladder29.rules import Ladder29


def play_actions(rules: Ladder29, state: State, seat: Seat) -> list[Action]:
    if seat != state["turn"]:
        return []
    hand = state["hands"][seat]
    hot_spot = state["hot_spots"][seat]
    follow, lead = rules._verdicts[hot_spot]
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
                card = rules.hot_spots.cards[hot_spot]
                actions += [{"type": "play", "cards": cards} for cards in each_kept(card, hand, SINGLE, group, False)]
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
                    group = each_kept(rules.hot_spots.cards[hot_spot], hand, kind, group, False)
                elif not verdict:
                    continue
                actions += [{"type": "play", "cards": cards} for cards in group]
        return actions
    card = rules.hot_spots.cards[hot_spot]
    every = plays_by_kind(hand, None)
    if top is None:
        return [
            {"type": "lead", "cards": cards} for cards in keep_plays(card, lead, hand, every, True) or every_play(every)
        ]
    # Everyone else has passed: keep playing on this lead, or start a new one.
    on = plays_above(every, top["kind"], top["length"], top["rank"])
    on_top = [{"type": "play", "cards": cards} for cards in keep_plays(card, follow, hand, on, False)]
    leads = keep_plays(card, lead, hand, every, True)
    if not on_top and not leads:
        leads = every_play(every)  # the challenge forbids every play: lifted for this lead
    return on_top + [{"type": "lead", "cards": cards} for cards in leads]


def check_pass(state: State, seat: Seat) -> None:
    top = state["top"]
    if top is None or top["seat"] == seat:
        raise IllegalAction("wrong_action_type", "You lead now (nobody else is left on this lead): play or lead cards.")


def check_cards(rules: Ladder29, state: State, seat: Seat, cards: Any, lead: bool) -> None:
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
            raise IllegalAction("wrong_action_type", "A lead is running: play higher on it (type 'play') or 'pass'.")
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
    verdict = rules._verdicts[hot_spot][lead][combo.kind]
    card = rules.hot_spots.cards[hot_spot]
    if verdict or (verdict is EACH_PLAY and allows(card, cards, combo, lead, len(hand))):
        return
    if lead and rules._lead_lifted(state, seat, top):
        return
    raise IllegalAction("hot_spot_rule", f"Your Hot Spot card {card.name} forbids that play: {card.text}")


def pass_on_lead(rules: Ladder29, state: State, seat: Seat) -> list[Event]:
    passed = state["passed"][:]
    passed[seat] = True
    state["passed"] = passed
    state["trick"] = [*state["trick"], {"seat": seat, "pass": True}]
    events = [new_event(Event, ("passed", {"seat": seat}, None))]
    # The next seat that may still play on this lead (``advance``, its common case inline).
    hands = state["hands"]
    top_seat = state["top"]["seat"]
    for other in CLOCKWISE[state["seats"]][seat]:
        if other == top_seat:
            if hands[other]:
                state["turn"] = other
                return events
            break
        if hands[other] and not passed[other]:
            state["turn"] = other
            return events
    rules._advance(state, seat, events)
    return events


def play(rules: Ladder29, state: State, seat: Seat, cards: list[int], lead: bool) -> list[Event]:
    events: list[Event] = []
    combo = SINGLE_COMBOS[cards[0]] if len(cards) == 1 else classify(cards)
    assert combo is not None  # check() admits only listed plays
    kind = combo.kind
    seats = state["seats"]
    if lead:
        top = state["top"]
        if top is not None:
            events.append(new_event(Event, ("lead_won", {"seat": top["seat"], "kind": top["kind"]}, None)))
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
    verdict = rules._verdicts[hot_spot][lead][kind]
    if verdict is EACH_PLAY:
        lifted = not allows(rules.hot_spots.cards[hot_spot], cards, combo, lead, size)
    else:
        lifted = not verdict
    state["top"] = {"seat": seat, "kind": kind, "length": combo.length, "rank": combo.rank, "cards": cards}
    state["trick"] = [*state["trick"], {"seat": seat, "cards": cards}]
    state["played"] = state["played"] + cards
    events.append(
        new_event(
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
        events.append(new_event(Event, ("went_out", {"seat": seat, "place": len(finish)}, None)))
        if seats - hands.count([]) == 1:
            rules._end_round(state, events)
            return events
    else:
        # The next seat that may still play on this lead (``advance``, its common case inline).
        passed = state["passed"]
        for other in CLOCKWISE[seats][seat]:
            if other == seat:
                state["turn"] = seat  # everyone else has passed: it continues or leads anew
                return events
            if hands[other] and not passed[other]:
                state["turn"] = other
                return events
    rules._advance(state, seat, events)
    return events


def advance(rules: Ladder29, state: State, seat: Seat, events: list[Event]) -> None:
    """Give the turn to the next seat clockwise that may still play on this lead."""
    hands = state["hands"]
    passed = state["passed"]
    top_seat = state["top"]["seat"]
    for other in CLOCKWISE[state["seats"]][seat]:
        if other == top_seat:
            if hands[other]:
                state["turn"] = other  # all others passed: continue or lead anew
                return
        elif hands[other] and not passed[other]:
            state["turn"] = other
            return
    # The top player went out and everyone else passed: the next seat on its left leads.
    seats = state["seats"]
    rules._lead_won(state, events)
    leader = next(s for s in ((top_seat + i) % seats for i in range(1, seats)) if hands[s])
    events.append(Event("lead_inherited", {"seat": leader, "from": top_seat}))
    state["top"] = None
    state["passed"] = [False] * seats
    state["trick"] = []
    state["turn"] = leader


def lead_won(rules: Ladder29, state: State, events: list[Event]) -> None:
    top = state["top"]
    winner = top["seat"]
    events.append(Event("lead_won", {"seat": winner, "kind": top["kind"]}))
