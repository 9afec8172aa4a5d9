"""The fast play enumeration lists exactly what the reference (the enumeration before
the speed work, tests/ladders/ladder29_reference.py) lists, in the same order."""

from __future__ import annotations

import random
from itertools import combinations

from ladders.engine import GameConfig
from ladders.ladder29.cards import ALL_CARDS, KINDS, Combo, classify, plays_above, plays_by_kind
from ladders.ladder29.hotspots import allows
from ladders.ladder29.rules import RULESET as RULES
from ladders.ladder29.rules import _keeping
from tests.ladders import ladder29_reference as reference


def test_plays_by_kind_matches_the_reference_in_order_on_random_hands_and_tops() -> None:
    """Every lead and every play on a random top (every kind, L113-141) from random hands,
    the Dalmatian and Rookies included, in the reference's order."""
    rng = random.Random(29)
    tops: list[Combo | None] = [None]
    for _ in range(1200):
        hand = sorted(rng.sample(ALL_CARDS, rng.randint(0, 16)))
        # Tops: a random play of each kind some other random 20-card hand can lead.
        for kind, options in reference.plays_by_kind(sorted(rng.sample(ALL_CARDS, 20)), None):
            if options:
                combo = classify(rng.choice(options))
                assert combo is not None
                assert combo.kind == kind
                tops.append(combo)
        for top in (None, *rng.sample(tops, min(6, len(tops)))):
            assert plays_by_kind(hand, top) == reference.plays_by_kind(hand, top), (hand, top)
    assert {top.kind for top in tops if top is not None} == set(KINDS)


def test_plays_above_picks_from_the_leads_what_the_reference_lists_on_a_top() -> None:
    """The top player's turn takes its plays on its own top from its leads (``plays_above``): the
    same plays in the same order as the reference enumerates on that top, every kind, each a new list."""
    rng = random.Random(77)
    checked = 0
    for _ in range(1500):
        hand = sorted(rng.sample(ALL_CARDS, rng.randint(0, 16)))
        leads = plays_by_kind(hand, None)
        for kind, options in reference.plays_by_kind(sorted(rng.sample(ALL_CARDS, 20)), None):
            if options:
                top = classify(rng.choice(options))
                assert top is not None
                assert top.kind == kind
                picked = plays_above(leads, top.kind, top.length, top.rank)
                assert picked == reference.plays_by_kind(hand, top), (hand, top)
                shared = {id(cards) for _kind, group in leads for cards in group}
                assert not any(id(cards) in shared for _kind, group in picked for cards in group)
                checked += sum(len(group) for _kind, group in picked)
    assert checked > 1000


def test_legal_actions_match_the_reference_in_order_over_random_play() -> None:
    """Over random four- and two-seat games, every play-phase ``legal_actions`` list equals the
    reference's, order included (leads, follows, the top player's turn, lifted challenges)."""
    chooser = random.Random(11)
    checked = 0
    for seed in range(12):
        state = RULES.setup(GameConfig("standard", 4 if seed % 3 else 2, {}, None), seed)
        while RULES.outcome(state) is None:
            seat = RULES.to_act(state)[0]
            options = RULES.legal_actions(state, seat)
            if state["phase"] == "play":
                assert options == reference.legal_plays(RULES, state, seat)
                checked += 1
            RULES.step(state, seat, options[chooser.randrange(len(options))])
    assert checked > 500


def test_keeping_gives_allows_verdict_on_every_play_for_every_hot_spot() -> None:
    """The per-kind challenge filter of ``legal_actions`` keeps exactly the plays ``allows``
    keeps, one by one, for every Hot Spot card (L59), on leads and on follows, including
    plays that empty the hand (Train Yard)."""
    rng = random.Random(59)
    for _ in range(400):
        hand = sorted(rng.sample(ALL_CARDS, rng.randint(1, 14)))
        other = sorted(rng.sample(ALL_CARDS, 20))
        tops: list[Combo | None] = [None]
        for _kind, options in plays_by_kind(other, None):
            if options:
                tops.append(classify(rng.choice(options)))
        for top in tops:
            options = plays_by_kind(hand, top)
            lead = top is None
            for card in RULES.hot_spots.cards:
                expected = [
                    cards
                    for _kind, group in options
                    for cards in group
                    if allows(card, cards, classify(cards) or Combo("", 0, 0), lead, len(hand))
                ]
                assert _keeping(card, hand, options, lead) == expected, (card.name, hand, top)


def test_classify_matches_the_reference_on_every_small_play_and_random_large_ones() -> None:
    """The table-driven ``classify`` names the same play as the reference for every set of
    1-3 cards, and for random sets of 4-8 cards and random runs (L113-151)."""
    for size in (1, 2, 3):
        for cards in combinations(ALL_CARDS, size):
            assert classify(list(cards)) == reference.classify(list(cards)), cards
    rng = random.Random(113)
    for _ in range(6000):
        cards = sorted(rng.sample(ALL_CARDS, rng.randint(4, 8)))
        assert classify(cards) == reference.classify(cards), cards
    for _ in range(1000):
        hand = sorted(rng.sample(ALL_CARDS, 24))
        for _kind, options in reference.plays_by_kind(hand, None):
            if options:
                cards = rng.choice(options)
                assert classify(cards) == reference.classify(cards), cards
