"""Poker hands for the set-up draw (L63-L66, L108-L143): jokers wild, ace high (and low in a wheel)."""

from __future__ import annotations

from collections import Counter
from itertools import combinations_with_replacement

from ladders.deadlands.data import SUITS, Card

CATEGORIES = (
    "high_card",
    "one_pair",
    "two_pair",
    "three_of_a_kind",
    "straight",
    "flush",
    "full_house",
    "four_of_a_kind",
    "straight_flush",
    "royal_flush",
)


def _rank(cards: list[tuple[int, str]]) -> tuple[int, ...]:
    values = sorted((v for v, _ in cards), reverse=True)
    counts = Counter(values)
    by_count = sorted(counts.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
    flush = len(cards) == 5 and len({s for _, s in cards}) == 1
    straight_high = 0
    if len(cards) == 5 and len(counts) == 5:
        if values[0] - values[4] == 4:
            straight_high = values[0]
        elif values == [14, 5, 4, 3, 2]:
            straight_high = 5
    if straight_high and flush:
        return (9 if straight_high == 14 else 8, straight_high)
    shape = [c for _, c in by_count]
    ordered = tuple(v for v, _ in by_count)
    if shape[0] >= 4:
        # five of one value (four decks share the values, so no joker is needed) holds four
        # of a kind: it ranks as one, its fifth card the kicker
        quad = ordered[0]
        return (7, quad, *(v for v in values if v != quad), *([quad] if shape[0] == 5 else []))
    if shape[:2] == [3, 2]:
        return (6, *ordered)
    if flush:
        return (5, *values)
    if straight_high:
        return (4, straight_high)
    if shape[0] == 3:
        return (3, *ordered)
    if shape[:2] == [2, 2]:
        return (2, *ordered)
    if shape[0] == 2:
        return (1, *ordered)
    return (0, *values)


def hand_rank(cards: list[Card]) -> tuple[int, ...]:
    """A comparable key (higher is better); ``CATEGORIES[key[0]]`` names the hand.
    Each joker stands for whatever card makes the best hand."""
    plain = [(c.value, c.suit) for c in cards if not c.joker]
    jokers = len(cards) - len(plain)
    if not jokers:
        return _rank(plain)
    # Flushes need one suit: the jokers take the plain cards' suit if they share
    # one, and any suit otherwise (no flush is possible then).
    suits = {s for _, s in plain}
    suit = next(iter(suits)) if len(suits) == 1 else SUITS[0]
    candidates = [(value, suit) for value in range(2, 15)]
    return max(_rank(plain + list(extra)) for extra in combinations_with_replacement(candidates, jokers))
