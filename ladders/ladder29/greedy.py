"""Ladder 29's greedy baseline: the rules of thumb a decent player starts from.

- Pass (L53): the lowest card (by strength: number then suit; the Dalmatian
  and Rookies are 0) not yet chosen, so the three lowest cards go left.
- Draft (L57): the offered Hot Spot card with the most points for going out
  first (ties: the lower card id).
- Follow (L73): the cheapest play that fits on the lead, that is the lowest
  play of the led kind; a four-of-a-kind (flashover) only when nothing else
  fits. Passes only when it cannot play.
- Lead (L67, and when everyone else passed on its own lead): a new lead with
  the longest play, the lowest of those (by its highest card).

It picks only among ``legal_actions``, so it never breaks its own Hot Spot
challenge. Deterministic: the seed is unused.
"""

from __future__ import annotations

from typing import Final

from ladders.engine import Action, Ruleset, Seat, State, splitmix64
from ladders.ladder29.cards import FIREFIGHTER_CARDS, POWER, ROOKIE, ROOKIE_BLUE, ROOKIE_PAIR_RANK
from ladders.ladder29.hotspots import HotSpots


def height(cards: list[int]) -> int:
    """How high a play is: its highest card's strength, the Rookies' pair (the highest
    pair of all) above every card. Within one kind of play this orders as its rank does."""
    if cards == _ROOKIE_PAIR:
        return ROOKIE_PAIR_RANK
    return max(POWER[c] for c in cards)


def is_four(cards: list[int]) -> bool:
    """Four cards of one number (ascending ids ``4k .. 4k+3``)."""
    return len(cards) == 4 and cards[3] < FIREFIGHTER_CARDS and cards[0] >> 2 == cards[3] >> 2


def follow_cost(cards: list[int]) -> tuple[bool, int]:
    """Cheaper plays first: any play of the led kind by rank, a flashover last."""
    return is_four(cards), height(cards)


_ROOKIE_PAIR: Final = [ROOKIE, ROOKIE_BLUE]


def greedy_action(hot_spots: HotSpots, state: State, seat: Seat, legal: list[Action]) -> Action:
    """The greedy baseline's choice among ``legal`` (``seat``'s legal actions now)."""
    if len(legal) == 1:
        return legal[0]
    first = legal[0]["type"]
    if first == "choose_pass":
        return min(legal, key=lambda a: (POWER[a["card"]], a["card"]))
    if first == "take_hot_spot":
        return min(legal, key=lambda a: (-hot_spots[a["hot_spot"]].points[0], a["hot_spot"]))
    leads = [a for a in legal if a["type"] == "lead"]
    if leads:
        return min(leads, key=lambda a: (-len(a["cards"]), height(a["cards"]), a["cards"]))
    plays = [a for a in legal if a["type"] == "play"]
    if plays:
        return min(plays, key=lambda a: (follow_cost(a["cards"]), a["cards"]))
    return legal[0]


class GreedyBot:
    """The greedy baseline as a ``Bot`` (Ladder 29 only)."""

    def choose(self, rules: Ruleset, state: State, seat: Seat, seed: int) -> Action:
        legal = rules.legal_actions(state, seat)
        if not legal:
            raise ValueError(f"seat {seat} has no legal action")
        hot_spots: HotSpots = rules.hot_spots  # type: ignore[attr-defined]
        return greedy_action(hot_spots, state, seat, legal)


class SloppyGreedyBot:
    """The greedy baseline that slips: on a decision with a choice, with probability
    ``mistake_rate`` (drawn from the seed, so deterministic) it takes a uniformly random
    legal action instead. A beginner's level that still keeps its Hot Spot challenge."""

    def __init__(self, mistake_rate: float) -> None:
        self.mistake_rate = mistake_rate

    def choose(self, rules: Ruleset, state: State, seat: Seat, seed: int) -> Action:
        legal = rules.legal_actions(state, seat)
        if not legal:
            raise ValueError(f"seat {seat} has no legal action")
        draw = splitmix64(seed)
        if len(legal) > 1 and (draw >> 11) / float(1 << 53) < self.mistake_rate:
            return legal[splitmix64(draw) % len(legal)]
        hot_spots: HotSpots = rules.hot_spots  # type: ignore[attr-defined]
        return greedy_action(hot_spots, state, seat, legal)
