"""Ladder 29's firefighter deck and the climbing plays (rulebook: "Legal Plays").

Cards are small integers so hands are cheap lists:

- ``0..59`` firefighter cards: number ``id // 4 + 1`` (1-15), suit ``id % 4``
  with Yellow < Red < Green < Blue, so a higher id is a higher card.
- ``60`` Dalmatian, ``61`` Rookie (male), ``62`` Rookie (female, Blue),
  ``63`` Lieutenant (18), ``64`` Chief (21).

Counts: the component list says "65 Firefighter Cards (four suits/colors # 1-15)
and 5 Special Personnel Cards", but four suits of 1-15 are 60 cards, and five
hands of 13 (the 5-player deal) take exactly 65. So the deck is 60 firefighter
cards plus 5 specials, 65 in all (see hotspots.json's notes and docs/ladder-29.md).

A play's strength (``Combo``) is ``(kind, length, rank)``:

- single: rank = ``power`` = number * 4 + suit (Dalmatian 0, Rookie 1, Blue
  Rookie 3, Lieutenant 18 * 4, Chief 21 * 4), so number first, suit second.
- pair: rank = power of its highest card; the Dalmatian takes the other
  card's number; the pair of Rookies outranks every pair.
- triple, four: rank = the number.
- run: length = cards, rank = power of its top card (the ending number, then
  its suit). The Dalmatian or a Rookie may stand at 0 at the bottom of a run.
"""

from __future__ import annotations

from itertools import combinations, product
from typing import Final, NamedTuple

SUIT_NAMES: Final = ("Yellow", "Red", "Green", "Blue")
FIREFIGHTER_CARDS: Final = 60
DALMATIAN: Final = 60
ROOKIE: Final = 61
ROOKIE_BLUE: Final = 62
LIEUTENANT: Final = 63
CHIEF: Final = 64
DECK_SIZE: Final = 65
ALL_CARDS: Final = tuple(range(DECK_SIZE))
ZERO_CARDS: Final = (DALMATIAN, ROOKIE, ROOKIE_BLUE)  # value 0 in singles and runs
TOP_NUMBER: Final = 15

SINGLE: Final = "single"
PAIR: Final = "pair"
TRIPLE: Final = "triple"
FOUR: Final = "four"
RUN: Final = "run"
KINDS: Final = (SINGLE, PAIR, TRIPLE, FOUR, RUN)
ROOKIE_PAIR_RANK: Final = 1000  # "a pair of Rookies is the highest pair"


def _value(card: int) -> int:
    if card < FIREFIGHTER_CARDS:
        return card // 4 + 1
    return {DALMATIAN: 0, ROOKIE: 0, ROOKIE_BLUE: 0, LIEUTENANT: 18, CHIEF: 21}[card]


def _power(card: int) -> int:
    if card < FIREFIGHTER_CARDS:
        return card + 4  # number * 4 + suit
    return {DALMATIAN: 0, ROOKIE: 1, ROOKIE_BLUE: 3, LIEUTENANT: 18 * 4, CHIEF: 21 * 4}[card]


def _name(card: int) -> str:
    if card < FIREFIGHTER_CARDS:
        return f"{SUIT_NAMES[card % 4]} {card // 4 + 1}"
    return {
        DALMATIAN: "Dalmatian",
        ROOKIE: "Rookie",
        ROOKIE_BLUE: "Rookie (Blue)",
        LIEUTENANT: "Lieutenant",
        CHIEF: "Chief",
    }[card]


VALUE: Final = tuple(_value(c) for c in ALL_CARDS)
POWER: Final = tuple(_power(c) for c in ALL_CARDS)
NAME: Final = tuple(_name(c) for c in ALL_CARDS)


class Combo(NamedTuple):
    kind: str
    length: int
    rank: int


def card_names(cards: list[int]) -> list[str]:
    return [NAME[c] for c in cards]


def _classify_pair(a: int, b: int) -> Combo | None:
    if {a, b} == {ROOKIE, ROOKIE_BLUE}:
        return Combo(PAIR, 2, ROOKIE_PAIR_RANK)
    if DALMATIAN in (a, b):
        other = b if a == DALMATIAN else a
        # Wild as the second card of a pair: the other card sets number and strength.
        return Combo(PAIR, 2, POWER[other]) if other < FIREFIGHTER_CARDS else None
    if a < FIREFIGHTER_CARDS and b < FIREFIGHTER_CARDS and VALUE[a] == VALUE[b]:
        return Combo(PAIR, 2, max(POWER[a], POWER[b]))
    return None


# Every single and every pair, looked up rather than worked out (``classify`` is on
# every step and every ``check``).
SINGLE_COMBOS: Final = tuple(Combo(SINGLE, 1, POWER[c]) for c in ALL_CARDS)
_PAIRS: Final = {(a, b): _classify_pair(a, b) for a in ALL_CARDS for b in ALL_CARDS}
_PAIR_RANK: Final = {cards: combo.rank for cards, combo in _PAIRS.items() if combo is not None}


def classify(cards: list[int]) -> Combo | None:
    """The play these cards make, or ``None`` if they make no legal play."""
    count = len(cards)
    if count == 1:
        return SINGLE_COMBOS[cards[0]]
    if count == 2:
        return _PAIRS.get((cards[0], cards[1]))
    if max(cards) >= LIEUTENANT:
        return None  # Chief and Lieutenant are singles only
    values = sorted([VALUE[c] for c in cards])
    low = values[0]
    if low == values[-1]:
        if count <= 4 and low:  # value 0 is the Dalmatian and Rookies: no triples of them
            return Combo(TRIPLE if count == 3 else FOUR, count, low)
        return None
    if values[-1] - low == count - 1 and len(set(values)) == count:
        # The top number is held once, by a firefighter card: the highest one.
        return Combo(RUN, count, POWER[max([c for c in cards if c < FIREFIGHTER_CARDS])])
    return None


def beats(play: Combo, top: Combo) -> bool:
    """May ``play`` go on ``top``? Same kind (runs: same length) and higher, or a flashover."""
    if play.kind == FOUR:
        return top.kind != FOUR or play.rank > top.rank
    return play.kind == top.kind and play.length == top.length and play.rank > top.rank


def _grouped(hand: list[int]) -> tuple[list[list[int]], int, int]:
    """Cards by value 0-15 (value 0: Dalmatian and Rookies), each ascending (hands are kept
    sorted), and two bit masks: the values held (bit v) and those held more than once."""
    groups: list[list[int]] = [[], [], [], [], [], [], [], [], [], [], [], [], [], [], [], []]
    held = 0
    twice = 0
    for card in hand:
        if card >= LIEUTENANT:
            break  # sorted: only the Lieutenant and the Chief follow, singles only
        value = VALUE[card]
        group = groups[value]
        if group:
            twice |= 1 << value
        group.append(card)
        held |= 1 << value
    return groups, held, twice


def plays(hand: list[int], top: Combo | None) -> list[list[int]]:
    """Every play from ``hand`` (sorted ascending) that may lead (``top`` None) or go on ``top``."""
    return [cards for _, options in plays_by_kind(hand, top) for cards in options]


def plays_by_kind(hand: list[int], top: Combo | None) -> list[tuple[str, list[list[int]]]]:
    """``plays`` grouped by the kind of play they make (in ``plays``'s order), so callers
    that filter by kind need not ``classify`` each one again.

    On a lead only the led kind is generated, and only above the top: singles from
    the power table, pairs and triples from the values above the top's, runs of the
    led length ending high enough; the value groups are built only for pairs,
    triples and runs. Fours come from one scan of the sorted hand."""
    if top is None:
        return _leads(hand)
    return plays_on(hand, top.kind, top.length, top.rank)


def _leads(hand: list[int]) -> list[tuple[str, list[list[int]]]]:
    """Every lead, by kind. One pass over the hand groups it by value and notes, as bit
    masks, the values held and those held more than once, so a hand without a pair,
    a triple or three values in a row (most hands late in a round) skips that kind."""
    groups, held, twice = _grouped(hand)
    zero = groups[0]  # Dalmatian and Rookies, ascending
    dalmatian = bool(zero) and zero[0] == DALMATIAN
    pairs: list[list[int]] = []
    sets: list[list[int]] = []
    found_fours: list[list[int]] = []
    values = (held if dalmatian else twice) & ~1
    while values:
        bit = values & -values
        values ^= bit
        group = groups[bit.bit_length() - 1]
        for i, low in enumerate(group):
            for high in group[i + 1 :]:
                pairs.append([low, high])
            if dalmatian:
                pairs.append([low, DALMATIAN])
        if len(group) >= 3:
            if len(group) == 3:
                sets.append(group[:])
            else:
                sets.extend([list(c) for c in combinations(group, 3)])
                found_fours.append(group[:])
    if len(zero) >= 2 and zero[-2] == ROOKIE and (zero[-1] == ROOKIE_BLUE):
        pairs.append([ROOKIE, ROOKIE_BLUE])
    runs = _runs(groups, held, 0, -1) if held & (held >> 1) & (held >> 2) else []
    return [(SINGLE, [[c] for c in hand]), (PAIR, pairs), (TRIPLE, sets), (FOUR, found_fours), (RUN, runs)]


def plays_on(hand: list[int], kind: str, length: int, rank: int) -> list[tuple[str, list[list[int]]]]:
    """``plays_by_kind`` on a top given by its fields (as the state stores them)."""
    if kind == FOUR:
        return [(FOUR, fours(hand, rank))]
    if kind == SINGLE:
        result = [[c] for c in hand if POWER[c] > rank]
    elif len(hand) < length:
        result = []
    else:
        groups, held, twice = _grouped(hand)
        if kind == PAIR:
            # Pairs need a value held twice, or a zero card (the Dalmatian pairs with any number).
            result = _pairs(hand, groups, rank) if twice or groups[0] else []
        elif kind == TRIPLE:
            result = _sets(groups, 3, rank) if twice & ~1 else []
        else:
            result = _runs(groups, held, length, rank)
    return [(kind, result), (FOUR, fours(hand, -1))]  # flashovers on any lead


def plays_above(
    leads: list[tuple[str, list[list[int]]]], kind: str, length: int, rank: int
) -> list[tuple[str, list[list[int]]]]:
    """``plays_on(hand, kind, length, rank)`` picked from the hand's ``leads`` (``plays_by_kind(hand,
    None)``, in ``KINDS`` order) instead of enumerated again: the same plays in the same order, each
    a new list. The top player's turn lists both."""
    if kind == FOUR:
        return [(FOUR, [cards[:] for cards in leads[3][1] if cards[0] >> 2 >= rank])]
    if kind == SINGLE:
        result = [cards[:] for cards in leads[0][1] if POWER[cards[0]] > rank]
    elif kind == PAIR:
        result = [cards[:] for cards in leads[1][1] if _PAIR_RANK[cards[0], cards[1]] > rank]
    elif kind == TRIPLE:
        result = [cards[:] for cards in leads[2][1] if VALUE[cards[0]] > rank]
    else:
        # A run's rank is its top firefighter card's power: the last id, or the one before a zero card.
        result = [
            cards[:]
            for cards in leads[4][1]
            if len(cards) == length and POWER[cards[-1] if cards[-1] < FIREFIGHTER_CARDS else cards[-2]] > rank
        ]
    return [(kind, result), (FOUR, [cards[:] for cards in leads[3][1]])]


def fours(hand: list[int], above_number: int) -> list[list[int]]:
    """The four-of-a-kinds above ``above_number``: in a sorted hand, ids ``4k .. 4k+3`` side by side."""
    result: list[list[int]] = []
    # Most hands hold no four: find one side-by-side pair 3 apart before building anything.
    for i in range(len(hand) - 3):
        if hand[i + 3] - hand[i] == 3:
            break
    else:
        return result
    for low, high in zip(hand, hand[3:], strict=False):
        # Distinct ascending ids 3 apart four places apart are 4k..4k+3 when 4k is a firefighter.
        if high - low == 3 and not low & 3 and low < FIREFIGHTER_CARDS and low >> 2 >= above_number:
            result.append([low, low + 1, low + 2, high])
    return result


def _pairs(hand: list[int], groups: list[list[int]], above: int) -> list[list[int]]:
    result: list[list[int]] = []
    dalmatian = DALMATIAN in hand
    # A pair's rank is its higher card's power (4 * number + suit): numbers below
    # ``first`` cannot beat ``above``.
    first = max(1, (above - 3) // 4 + 1)
    for value in range(first, TOP_NUMBER + 1):
        group = groups[value]
        if not group or (not dalmatian and len(group) < 2):
            continue
        for i, low in enumerate(group):
            for high in group[i + 1 :]:
                if POWER[high] > above:
                    result.append([low, high])
            if dalmatian and POWER[low] > above:
                result.append([low, DALMATIAN])
    if above < ROOKIE_PAIR_RANK and ROOKIE in hand and ROOKIE_BLUE in hand:
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


def _runs(groups: list[list[int]], held: int, length: int, above: int) -> list[list[int]]:
    """Runs of ``length`` cards (0: every length from 3) whose top card's power is above ``above``;
    ``held``: the values held, as ``_grouped``'s bit mask.

    Each run is listed ascending by id: its cards ascend by number, except a
    Dalmatian or Rookie at 0, whose id (60-62) sorts it last."""
    result: list[list[int]] = []
    # A run ending at number e has a top card of power at most 4 * e + 3.
    lowest_end = (above - 3) // 4 + 1 if above >= 0 else 0
    starts = held & (held >> 1) & (held >> 2)  # bit v: values v, v+1 and v+2 are held
    while starts:
        bit = starts & -starts
        starts ^= bit
        start = bit.bit_length() - 1
        following = held >> start
        longest = (following ^ (following + 1)).bit_length() - 1  # values held in a row from start
        if length:
            if longest < length or start + length - 1 < lowest_end:
                continue
            lengths: range = range(length, length + 1)
        else:
            lengths = range(3, longest + 1)
        for size in lengths:
            window = groups[start : start + size]
            last = window[-1]
            ends = last if above < 0 else [c for c in last if POWER[c] > above]
            if not ends:
                continue
            if start:
                for lower in product(*window[:-1]):
                    for end in ends:
                        result.append([*lower, end])
            else:
                for zero, *middle in product(*window[:-1]):
                    for end in ends:
                        result.append([*middle, end, zero])
    return result
