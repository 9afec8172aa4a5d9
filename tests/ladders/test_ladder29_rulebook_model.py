"""Ladder 29 against a model of its round written from the rulebook's text alone.

The rules audit of docs/ladder-29.md: seeded random games, every step compared with what
this model says, in its own plain code (no fast path of the engine):

- the draft goes lowest score first, and the Start Player card's holder, else the lowest
  score, leads (L57, L61);
- on a lead, the offered plays are exactly the subsets of the hand that make the led kind
  higher (runs: the led length) or a four-of-a-kind, that keep the seat's Hot Spot rule
  (L69-L75, L113, L137; docs: the escape), plus ``pass``; the top player after everyone else
  passed may play on its lead or lead anew, never pass (L77);
- after each play or pass, the turn goes clockwise to the next seat that holds cards and has
  not passed, else back to the top player, else (the top player went out) to the first seat
  on its left holding cards, which leads (L67, L75-L79);
- the round ends when one seat holds cards (L81); the n-th out scores its card's n-th place
  points, the last 0 and deals next (L85-L87, L97); trackers move highest first to the next
  open space (L91); the game ends once a score reaches 29, or after four rounds of the short
  game, and the highest score wins (L99-L105).

The model shares only the card table (``classify``, ``beats``: the worked examples in
test_ladder29.py) and the Hot Spot rules (``allows``: test_ladder29_hotspots.py).
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

import pytest

from ladders.engine import Action, GameConfig, State
from ladders.ladder29.cards import Combo, beats, classify
from ladders.ladder29.hotspots import allows
from ladders.ladder29.rules import RULESET as RULES
from ladders.ladder29.rules import SHORT_GAME_ROUNDS, TARGET

# Subsets of hands up to this size are enumerated for the offered plays (2^7 = 128 a step).
ENUMERATED_HAND = 7


def clockwise(seat: int, seats: int) -> list[int]:
    """The other seats from ``seat``'s left (L53: the left neighbour is ``seat + 1``; L67)."""
    return [(seat + i) % seats for i in range(1, seats)]


def model_plays(state: State, seat: int) -> set[tuple[str, tuple[int, ...]]]:
    """Every action the rulebook (and the documented Hot Spot rule and escape) allows ``seat`` now."""
    hand = state["hands"][seat]
    top = state["top"]
    card = RULES.hot_spots[state["hot_spots"][seat]]
    every = [
        (cards, combo)
        for size in range(1, len(hand) + 1)
        for cards in combinations(hand, size)
        if (combo := classify(list(cards))) is not None
    ]
    mine = top is None or top["seat"] == seat
    leads = {("lead", cards) for cards, combo in every if mine and allows(card, list(cards), combo, True, len(hand))}
    plays: set[tuple[str, tuple[int, ...]]] = set()
    if top is not None:
        on = Combo(top["kind"], top["length"], top["rank"])
        plays = {
            ("play", cards)
            for cards, combo in every
            if beats(combo, on) and allows(card, list(cards), combo, False, len(hand))
        }
    if not mine:
        return plays | {("pass", ())}
    if not leads and not plays:
        leads = {("lead", cards) for cards, _ in every}  # the rule is lifted for this lead
    return plays | leads


def model_turn(state: State, seat: int, action: Action) -> tuple[str, int | None, list[bool]]:
    """After ``seat`` takes ``action`` in the play phase: ("end", None, _) if the round ends, else
    ("turn" | "inherited", the seat to act, the passed flags)."""
    seats = state["seats"]
    hands = [list(hand) for hand in state["hands"]]
    passed = list(state["passed"])
    if action["type"] == "pass":
        passed[seat] = True
        top = state["top"]["seat"]
    else:
        if action["type"] == "lead":
            passed = [False] * seats
        for card in action["cards"]:
            hands[seat].remove(card)
        if sum(1 for hand in hands if hand) == 1:
            return "end", None, passed
        top = seat
    for other in clockwise(seat, seats):
        if other != top and hands[other] and not passed[other]:
            return "turn", other, passed
    if hands[top]:
        return "turn", top, passed
    return "inherited", next(s for s in clockwise(top, seats) if hands[s]), [False] * seats


def model_trackers(scores: list[int], gains: list[int]) -> list[int]:
    moved = list(scores)
    for seat in sorted(range(len(moved)), key=lambda s: -moved[s]):
        if gains[seat]:
            space = moved[seat] + gains[seat]
            while space in [moved[o] for o in range(len(moved)) if o != seat]:
                space += 1
            moved[seat] = space
    return moved


def check_scoring(before: State, after: State, events: dict[str, dict[str, Any]], rounds: int) -> None:
    scored = events["round_scored"]
    seats = before["seats"]
    points = [0] * seats
    for place, seat in enumerate(scored["finish"]):
        points[seat] = RULES.hot_spots[before["hot_spots"][seat]].points[place]
    assert scored["points"] == points
    assert scored["last"] not in scored["finish"]
    assert len(scored["finish"]) == seats - 1
    scores = model_trackers(before["scores"], points)
    assert scored["scores"] == scores
    over = max(scores) >= TARGET or (before["short_game"] and rounds >= SHORT_GAME_ROUNDS)
    assert ("game_over" in events) == over
    if over:
        assert events["game_over"]["winner"] == max(range(seats), key=lambda s: scores[s])
        return
    assert after["dealer"] == scored["last"]
    assert [len(hand) for hand in after["hands"]] == [13] * seats
    assert after["hot_offer"][0] == RULES.hot_spots.start_player
    assert len(set(after["hot_offer"])) == seats + 1


def play_against_the_model(seats: int, seed: int, short_game: bool) -> int:
    rng = random.Random(seed)
    state = RULES.setup(GameConfig("standard", seats, {"short_game": short_game}), seed)
    assert sorted(state["scores"]) == list(range(seats)), "trackers from the door up (L31-L33)"
    rounds = checked = 0
    while RULES.outcome(state) is None:
        phase = state["phase"]
        seat = rng.choice(RULES.to_act(state))
        legal = RULES.legal_actions(state, seat)
        if phase == "draft":
            assert state["draft_order"] == sorted(range(seats), key=lambda s: state["scores"][s])
        if phase == "play" and len(state["hands"][seat]) <= ENUMERATED_HAND:
            assert {(a["type"], tuple(a.get("cards", ()))) for a in legal} == model_plays(state, seat)
            checked += 1
        action = rng.choice(legal)
        before = state
        state, emitted = RULES.apply(state, seat, action)
        events = {e.type: e.data for e in emitted}
        if phase == "draft" and state["phase"] == "play":
            holders = [s for s, h in enumerate(state["hot_spots"]) if h == RULES.hot_spots.start_player]
            assert state["turn"] == (holders[0] if holders else state["draft_order"][0])
        if phase != "play":
            continue
        outcome, turn, passed = model_turn(before, seat, action)
        assert ("round_scored" in events) == (outcome == "end")
        if outcome == "end":
            rounds += 1
            check_scoring(before, state, events, rounds)
            continue
        assert state["turn"] == turn
        assert state["passed"] == passed
        assert ("lead_inherited" in events) == (outcome == "inherited")
        assert (state["top"] is None) == (outcome == "inherited")
    assert checked > 0
    return rounds


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_random_games_follow_the_rulebook_model(seats: int) -> None:
    """Seeded random games, every step as the model of L53-L105 says (module docstring)."""
    for seed in range(3):
        assert play_against_the_model(seats, 100 * seats + seed, short_game=seed == 0) >= 1
