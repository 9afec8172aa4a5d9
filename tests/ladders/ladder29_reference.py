"""The play enumeration and ``legal_actions`` play phase as they were before the
speed work of docs/ladder-29.md ("Speed"), frozen as the reference the fast
versions must match exactly, order included (tests/ladders/test_ladder29_speed.py)."""

from __future__ import annotations

from itertools import combinations, product
from typing import Any, Final

from ladders.engine import Action, State
from ladders.ladder29.cards import (
    DALMATIAN,
    FIREFIGHTER_CARDS,
    FOUR,
    KINDS,
    LIEUTENANT,
    PAIR,
    POWER,
    ROOKIE,
    ROOKIE_BLUE,
    ROOKIE_PAIR_RANK,
    RUN,
    SINGLE,
    TOP_NUMBER,
    TRIPLE,
    VALUE,
    Combo,
)
from ladders.ladder29.hotspots import HotSpot, allows
from ladders.ladder29.rules import Ladder29

_BY_KIND_ONLY: Final = frozenset({"no_play", "no_lead"})
_KIND_ONLY: Final = {kind: Combo(kind, 0, 0) for kind in KINDS}


def legal_plays(rules: Ladder29, state: State, seat: int) -> list[Action]:
    """The play phase of ``Ladder29.legal_actions`` before the speed work."""
    if seat != state["turn"]:
        return []
    hand = state["hands"][seat]
    card = rules.hot_spots[state["hot_spots"][seat]]
    top = state["top"]
    if top is None:
        every = plays_by_kind(hand, None)
        return [{"type": "lead", "cards": cards} for cards in _keeping(card, hand, every, True) or _all(every)]
    on_top = [{"type": "play", "cards": cards} for cards in _keeping(card, hand, _on(hand, top), False)]
    if top["seat"] == seat:
        every = plays_by_kind(hand, None)
        leads = _keeping(card, hand, every, True)
        if not on_top and not leads:
            leads = _all(every)
        return on_top + [{"type": "lead", "cards": cards} for cards in leads]
    return [{"type": "pass"}, *on_top]


def _on(hand: list[int], top: dict[str, Any]) -> list[tuple[str, list[list[int]]]]:
    return plays_by_kind(hand, Combo(top["kind"], top["length"], top["rank"]))


def _all(options: list[tuple[str, list[list[int]]]]) -> list[list[int]]:
    return [cards for _, group in options for cards in group]


def _keeping(card: HotSpot, hand: list[int], options: list[tuple[str, list[list[int]]]], lead: bool) -> list[list[int]]:
    """The plays among ``options`` (``plays_by_kind``'s groups) that keep ``card``'s challenge."""
    challenge = card.kind
    if challenge == "none":
        return [cards for _, group in options for cards in group]
    size = len(hand)
    kept: list[list[int]] = []
    for kind, group in options:
        if not group:
            continue
        combo = _KIND_ONLY[kind]  # ``allows`` reads only the kind of a play, never its rank
        if challenge in _BY_KIND_ONLY:
            # The verdict is the same for every play of one kind: ask once.
            if allows(card, group[0], combo, lead, size):
                kept.extend(group)
            continue
        for cards in group:
            if allows(card, cards, combo, lead, size):
                kept.append(cards)
    return kept


def _all(options: list[tuple[str, list[list[int]]]]) -> list[list[int]]:
    return [cards for _, group in options for cards in group]


def _groups(hand: list[int]) -> list[list[int]]:
    """Cards by value 0-15 (value 0: Dalmatian and Rookies), each ascending (hands are kept sorted)."""
    groups: list[list[int]] = [[] for _ in range(TOP_NUMBER + 1)]
    for card in hand:
        if card < LIEUTENANT:
            groups[VALUE[card]].append(card)
    return groups


def plays_by_kind(hand: list[int], top: Combo | None) -> list[tuple[str, list[list[int]]]]:
    """``plays`` grouped by the kind of play they make (in ``plays``'s order), so callers
    that filter by kind need not ``classify`` each one again."""
    if top is None:
        groups = _groups(hand)
        return [
            (SINGLE, _singles(hand, -1)),
            (PAIR, _pairs(hand, groups, -1)),
            (TRIPLE, _sets(groups, 3, -1)),
            (FOUR, _fours(hand, -1)),
            (RUN, _runs(groups, 0, -1)),
        ]
    kind = top.kind
    if kind == FOUR:
        return [(FOUR, _fours(hand, top.rank))]
    if kind == SINGLE:
        result = _singles(hand, top.rank)
    elif kind == PAIR:
        result = _pairs(hand, _groups(hand), top.rank)
    elif kind == TRIPLE:
        result = _sets(_groups(hand), 3, top.rank)
    else:
        result = _runs(_groups(hand), top.length, top.rank)
    return [(kind, result), (FOUR, _fours(hand, -1))]  # flashovers on any lead


def _fours(hand: list[int], above_number: int) -> list[list[int]]:
    """The four-of-a-kinds above ``above_number``: in a sorted hand, ids ``4k .. 4k+3`` side by side."""
    result: list[list[int]] = []
    for i in range(len(hand) - 3):
        low = hand[i]
        if low & 3 == 0 and low < FIREFIGHTER_CARDS and hand[i + 3] == low + 3 and (low >> 2) + 1 > above_number:
            result.append(hand[i : i + 4])
    return result


def _singles(hand: list[int], above: int) -> list[list[int]]:
    return [[c] for c in hand if POWER[c] > above]


def _pairs(hand: list[int], groups: list[list[int]], above: int) -> list[list[int]]:
    result: list[list[int]] = []
    dalmatian = DALMATIAN in hand
    for value in range(1, TOP_NUMBER + 1):
        group = groups[value]
        if not group or (not dalmatian and len(group) < 2):
            continue
        for i, low in enumerate(group):
            for high in group[i + 1 :]:
                if POWER[high] > above:
                    result.append([low, high])
            if dalmatian and POWER[low] > above:
                result.append([low, DALMATIAN])
    if ROOKIE in hand and ROOKIE_BLUE in hand and above < ROOKIE_PAIR_RANK:
        result.append([ROOKIE, ROOKIE_BLUE])
    return result


def _sets(groups: list[list[int]], size: int, above_number: int) -> list[list[int]]:
    result: list[list[int]] = []
    for group in groups[max(1, above_number + 1) :]:
        if len(group) < size:
            continue
        if len(group) == size:
            result.append(group[:])
        else:
            result.extend(list(c) for c in combinations(group, size))
    return result


def _runs(groups: list[list[int]], length: int, above: int) -> list[list[int]]:
    """Runs of ``length`` cards (0: every length from 3) whose top card's power is above ``above``."""
    result: list[list[int]] = []
    # reach[v]: how many consecutive values from v upward the hand holds.
    reach = [0] * (TOP_NUMBER + 2)
    for value in range(TOP_NUMBER, -1, -1):
        if groups[value]:
            reach[value] = reach[value + 1] + 1
    for start in range(TOP_NUMBER - 1):
        longest = reach[start]
        if longest < 3:
            continue
        if length:
            if longest < length:
                continue
            lengths: range = range(length, length + 1)
        else:
            lengths = range(3, longest + 1)
        for size in lengths:
            window = groups[start : start + size]
            ends = [c for c in window[-1] if POWER[c] > above]
            if not ends:
                continue
            for lower in product(*window[:-1]):
                for end in ends:
                    cards = [*lower, end]
                    cards.sort()
                    result.append(cards)
    return result


def classify(cards: list[int]) -> Combo | None:
    """The play these cards make, or ``None`` if they make no legal play."""
    count = len(cards)
    if count == 1:
        return Combo(SINGLE, 1, POWER[cards[0]])
    if count == 2:
        a, b = cards
        if {a, b} == {ROOKIE, ROOKIE_BLUE}:
            return Combo(PAIR, 2, ROOKIE_PAIR_RANK)
        if DALMATIAN in (a, b):
            other = b if a == DALMATIAN else a
            # Wild as the second card of a pair: the other card sets number and strength.
            return Combo(PAIR, 2, POWER[other]) if other < FIREFIGHTER_CARDS else None
        if a < FIREFIGHTER_CARDS and b < FIREFIGHTER_CARDS and VALUE[a] == VALUE[b]:
            return Combo(PAIR, 2, max(POWER[a], POWER[b]))
        return None
    if any(c >= LIEUTENANT for c in cards):
        return None  # Chief and Lieutenant are singles only
    values = sorted(VALUE[c] for c in cards)
    if count <= 4 and all(c < FIREFIGHTER_CARDS for c in cards) and values[0] == values[-1]:
        return Combo(TRIPLE if count == 3 else FOUR, count, values[0])
    if values == list(range(values[0], values[0] + count)):
        top = max(cards, key=lambda c: (VALUE[c], POWER[c]))
        return Combo(RUN, count, POWER[top])
    return None
