"""Ladder 29's panel: three players of different styles, written from the rulebook
(shed your thirteen cards first; a lead sets the kind of play, each play on it must be
the same kind and higher; the last to play leads anew; the Hot Spot card drafted
scores the round), and the ``hard`` search's leaf value and rollout.

Each reads only its own legal actions and hand (its seat's view) and breaks ties with
its seed, never by seat or listing order:

- ``dumper`` (low-dumper): passes its lowest cards, leads its lowest play and follows
  with the cheapest play that fits, whenever one does: low cards out early.
- ``leader`` (high-leader): leads its highest play and follows with its highest
  fitting play, to win the lead back and keep it.
- ``saver``: leads its longest play (the lowest of those), follows only with a cheap
  play (the lower half of its hand's heights) and keeps its high cards and bombs for
  the end.

The draft, for all three: the face-up Hot Spot card with the most points for going
out first.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ladders.bots.ismcts import DeterminizedCriticBot
from ladders.engine import Action, Ruleset, Seat, State
from ladders.ladder29.cards import POWER
from ladders.ladder29.greedy import follow_cost, greedy_action, height
from ladders.ladder29.rules import Ladder29
from ladders.ladder29.search import PlayKey, normal, round_values


def _best(rng: random.Random, options: list[Action], key: Callable[[Action], Any]) -> Action:
    """The options of the highest ``key``, one of them drawn by ``rng``."""
    keys = [key(a) for a in options]
    top = max(keys)
    ties = [a for a, k in zip(options, keys, strict=True) if k == top]
    return ties[rng.randrange(len(ties))] if len(ties) > 1 else ties[0]


class PanelBot:
    """One style of the panel (the module docstring)."""

    def __init__(self, style: str) -> None:
        self.style = style

    def choose(self, rules: Ruleset, state: State, seat: Seat, seed: int) -> Action:
        legal = rules.legal_actions(state, seat)
        if not legal:
            raise ValueError(f"seat {seat} has no legal action")
        if len(legal) == 1:
            return legal[0]
        rng = random.Random(seed)
        kind = legal[0]["type"]
        if kind == "choose_pass":
            return _best(rng, legal, lambda a: -POWER[a["card"]])
        if kind == "take_hot_spot":
            spots = rules.hot_spots  # type: ignore[attr-defined]
            return _best(rng, legal, lambda a: spots[a["hot_spot"]].points[0])
        leads = [a for a in legal if a["type"] == "lead"]
        plays = [a for a in legal if a["type"] == "play"]
        if leads and not plays:
            if self.style == "dumper":
                return _best(rng, leads, lambda a: (-height(a["cards"]), len(a["cards"])))
            if self.style == "leader":
                return _best(rng, leads, lambda a: (height(a["cards"]), len(a["cards"])))
            return _best(rng, leads, lambda a: (len(a["cards"]), -height(a["cards"])))
        if not plays:
            return _best(rng, legal, lambda a: 0)
        if self.style == "leader":
            return _best(rng, plays, lambda a: (not follow_cost(a["cards"])[0], height(a["cards"])))
        cheapest = _best(rng, plays, lambda a: tuple(-x for x in follow_cost(a["cards"])))
        if self.style == "saver" and leads == [] and any(a["type"] == "pass" for a in legal):
            hand = sorted(POWER[c] for c in state["hands"][seat])
            if follow_cost(cheapest["cards"])[0] or height(cheapest["cards"]) > hand[len(hand) // 2]:
                return {"type": "pass"}
        return cheapest


STYLES = ("dumper", "leader", "saver")
PANEL = {style: (lambda style=style: PanelBot(style)) for style in STYLES}


def evaluate(rules: Ruleset, state: State) -> list[float]:
    """The ruleset's own value (projected scores, pairwise)."""
    value = rules.evaluate(state)
    return value if value is not None else [0.5] * rules.seat_count(state)


def rollout(rules: Ruleset, state: State, seat: Seat, rng: random.Random) -> Action:
    return greedy_action(rules.hot_spots, state, seat, rules.legal_actions(state, seat))  # type: ignore[attr-defined]


def round_evaluate(rules: Ruleset, state: State) -> list[float]:
    """The ``hard`` search's leaf value: the round played out by the greedy baseline for
    every seat (``search.round_values``, in place: the search's leaf is a throwaway copy),
    then each seat's chance of finishing ahead from the scores. Mid-round the scores say
    nothing of the hands still held; the round's end does (a leaf valued by ``evaluate``
    after 16 greedy actions lost 0 of 4 to the dumper)."""
    assert isinstance(rules, Ladder29)
    return round_values(rules, state, {})


# The greedy choices a bot's leaves remember, at most (a few MB); then they start afresh.
LEAF_MEMO_LIMIT = 100_000


class RoundLeaf:
    """``round_evaluate`` with one memo of the greedy baseline's choices kept across every
    leaf of a bot's searches: the greedy play depends only on the memo's key (the hand, the
    Hot Spot card, the play on the table), and a search's leaves meet the same hands and
    tables again and again, across simulations and guessed deals alike."""

    def __init__(self) -> None:
        self.memo: dict[PlayKey, Action] = {}

    def __call__(self, rules: Ruleset, state: State) -> list[float]:
        assert isinstance(rules, Ladder29)
        if len(self.memo) > LEAF_MEMO_LIMIT:
            self.memo.clear()
        return round_values(rules, state, self.memo)


# The search is ``normal``'s critic, as in Deadlands, Candyman and Shootin': it keeps
# ``normal``'s choice unless another move's mean value is ahead by more than this. The plain
# search won 24 of 100 heads-up against ``normal`` (report seeds); the critic at 0.10 won 74.0%
# of 100 against the dumper and 56.0% of 100 against ``normal`` on tuning seeds (docs/bots.md,
# ninth run).
PRIOR_MARGIN = 0.10


def sampled_deals_bot(worlds: int, simulations: int, time_limit: float) -> DeterminizedCriticBot:
    """``hard`` since 7 December: ``normal``'s critic by determinized search, ``worlds``
    guessed deals each searched whole (``simulations`` each, a line valued by ``RoundLeaf``
    at the tree's edge, its greedy choices remembered across the deals). Until then ``hard``
    was one single-observer tree (``ISMCTSBot``) over the same lines and leaf."""
    return DeterminizedCriticBot(
        rollout,
        RoundLeaf(),
        worlds=worlds,
        simulations=simulations,
        rollout_depth=0,
        time_limit=time_limit,
        prior=normal(),
        prior_margin=PRIOR_MARGIN,
    )
