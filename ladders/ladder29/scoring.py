"""Round End and Game End (rulebook L83-L105): each seat that went out scores its Hot Spot
card's points for its place, the last ALWAYS 0 and deals next; score trackers move highest
first and never tie; Hot Spot cards are discarded but the Start Player card; the game ends
after a round in which someone reaches 29 (or after four rounds of the short game). Also
the outcome and the evaluation of a position."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Final

from ladders.engine import Event, Outcome, Seat, State, placements_from_keys
from ladders.ladder29.tables import SHORT_GAME_ROUNDS, TARGET

if TYPE_CHECKING:
    from ladders.ladder29.rules import Ladder29


def end_round(rules: Ladder29, state: State, events: list[Event]) -> None:
    seats = state["seats"]
    last = next(s for s in range(seats) if state["hands"][s])
    top = state["top"]
    if top is not None and top["seat"] != last and state["passed"][last]:
        rules._lead_won(state, events)  # the last player had already passed on it
    points = rules.round_points(state, state["finish"])
    state["scores"] = list(state["scores"])  # moved in place below: this state's own (copy_state shares it)
    rules._move_score_trackers(state, points)
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
    start = rules.hot_spots.start_player
    state["hot_discard"] = state["hot_discard"] + [h for h in state["hot_round"] if h != start]
    state["hot_round"] = []
    state["hot_offer"] = []
    state["dealer"] = last
    scores = state["scores"]
    if rules.game_ends_after_round(state, scores):
        state["phase"] = "over"
        state["turn"] = None
        winner = max(range(seats), key=lambda s: scores[s])
        events.append(Event("game_over", {"scores": list(scores), "winner": winner}))
        return
    rules._start_round(state, events)


def round_points(rules: Ladder29, state: State, finish: list[Seat]) -> list[int]:
    """Each seat's points for this round had the seats gone out in the order ``finish``: the
    n-th out scores its Hot Spot card's n-th place points; the last player ALWAYS scores 0."""
    points = [0] * state["seats"]
    hot_spots = state["hot_spots"]
    for place, seat in enumerate(finish):
        points[seat] = rules.hot_spots.cards[hot_spots[seat]].points[place]
    return points


def game_ends_after_round(state: State, scores: list[int]) -> bool:
    """Does the game end once this round is scored with ``scores``? (29 reached, or the short game's 4 rounds.)"""
    return max(scores) >= TARGET or (state["short_game"] and state["round"] >= SHORT_GAME_ROUNDS)


def move_score_trackers(state: State, gains: list[int]) -> None:
    """Highest tracker first; a tracker that would land on an occupied space moves on to the next open one."""
    scores = state["scores"]
    for seat in sorted(range(len(scores)), key=lambda s: -scores[s]):
        if gains[seat] <= 0:
            continue
        target = scores[seat] + gains[seat]
        while any(scores[o] == target for o in range(len(scores)) if o != seat):
            target += 1
        scores[seat] = target


def outcome(rules: Ladder29, state: State) -> Outcome | None:
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


def evaluate(rules: Ladder29, state: State) -> list[float] | None:
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
            card = rules.hot_spots.cards[state["hot_spots"][seat]]
            certain = 1.0 if seat in finish else 0.6  # not yet out: may still lose the race
            projected[seat] += certain * card.points[place]
    return standing_values(projected)


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
