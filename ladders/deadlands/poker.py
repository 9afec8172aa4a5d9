"""Poker hands for the set-up draw (L63-L66, L108-L143): jokers wild, ace high (and low in a wheel)."""

from __future__ import annotations

from functools import lru_cache
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
    values = sorted([v for v, _ in cards], reverse=True)
    counts: dict[int, int] = {}
    for v in values:
        counts[v] = counts.get(v, 0) + 1
    # (count, value), the most often first, ties by the higher value (tuples compare natively:
    # no key function to call per item)
    by_count = sorted([(c, v) for v, c in counts.items()], reverse=True)
    flush = len(cards) == 5 and len({s for _, s in cards}) == 1
    straight_high = 0
    if len(cards) == 5 and len(counts) == 5:
        if values[0] - values[4] == 4:
            straight_high = values[0]
        elif values == [14, 5, 4, 3, 2]:
            straight_high = 5
    if straight_high and flush:
        return (9 if straight_high == 14 else 8, straight_high)
    top = by_count[0][0]
    second = by_count[1][0] if len(by_count) > 1 else 0
    if top >= 4:
        # five of one value (four decks share the values, so no joker is needed) holds four
        # of a kind: it ranks as one, its fifth card the kicker
        quad = by_count[0][1]
        return (7, quad, *(v for v in values if v != quad), *([quad] if top == 5 else []))
    if top == 3 and second == 2:
        return (6, *[v for _, v in by_count])
    if flush:
        return (5, *values)
    if straight_high:
        return (4, straight_high)
    if top == 3:
        return (3, *[v for _, v in by_count])
    if top == 2 and second == 2:
        return (2, *[v for _, v in by_count])
    if top == 2:
        return (1, *[v for _, v in by_count])
    return (0, *values)


def hand_rank(cards: list[Card]) -> tuple[int, ...]:
    """A comparable key (higher is better); ``CATEGORIES[key[0]]`` names the hand.
    Each joker stands for whatever card makes the best hand."""
    plain = [(c.value, c.suit) for c in cards if not c.joker]
    jokers = len(cards) - len(plain)
    if not jokers:
        return _rank(plain)
    plain.sort()
    return _wild_rank(tuple(plain), jokers)


@lru_cache(maxsize=256)
def _wild_rank(plain: tuple[tuple[int, str], ...], jokers: int) -> tuple[int, ...]:
    """The best rank of ``plain`` (sorted) with ``jokers`` wild cards: every value tried for each
    (up to 455 ranks for three jokers), so a hand ranked again, as the last seat's poker ranks
    every hand, is looked up; the rank depends only on the cards, not their order."""
    # Flushes need one suit: the jokers take the plain cards' suit if they share
    # one, and any suit otherwise (no flush is possible then).
    suits = {s for _, s in plain}
    suit = next(iter(suits)) if len(suits) == 1 else SUITS[0]
    candidates = [(value, suit) for value in range(2, 15)]
    base = list(plain)
    return max(_rank(base + list(extra)) for extra in combinations_with_replacement(candidates, jokers))
