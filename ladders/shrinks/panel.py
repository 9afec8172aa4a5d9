"""Shrinks and Ladders' panel: three one-ply players of different styles, written
from the rulebook (two pieces home wins; a tube or a Finish overshoot shrinks
every later roll; landing on a piece bumps it down), and the leaf value the
``hard`` search uses. Each is a ``StyleBot`` (``ladders/bots/style.py``):
seat-neutral, its own view only.

- ``racer``: the two leading pieces as far as they go, pieces home; shrink
  and the other seats ignored.
- ``fighter``: its own race, and every square it costs the other seats
  (bumps), weighed heavier.
- ``hoarder`` (cautious): shrink avoided above all, the last piece brought
  up, no piece left behind.
"""

from __future__ import annotations

import random
from typing import Any

from ladders.bots.ismcts import ISMCTSBot
from ladders.bots.style import StyleBot
from ladders.engine import Action, Ruleset, Seat, State
from ladders.shrinks.planner import PlannerBot, win_chances
from ladders.shrinks.rules import RULESET, ShrinksAndLadders
from ladders.shrinks.solo import solo_table


def _lead(rules: ShrinksAndLadders, pieces: list[int]) -> float:
    top = sorted(pieces, reverse=True)[:2]
    return sum(top) / (2 * rules.finish)


def features(rules: Ruleset, state: State, seat: Seat) -> dict[str, float]:
    assert isinstance(rules, ShrinksAndLadders)
    finish = rules.finish
    mine = state["pieces"][seat]
    others = [_lead(rules, p) for s, p in enumerate(state["pieces"]) if s != seat]
    return {
        "won": 1.0 if state["winner"] == seat else 0.0,
        "lead": _lead(rules, mine),
        "home": float(mine.count(finish)),
        "rear": min(mine) / finish,
        "shrink": -float(state["shrink"][seat]),
        "others": -sum(others) / max(1, len(others)),
    }


STYLES: dict[str, dict[str, float]] = {
    "racer": {"won": 100.0, "lead": 3.0, "home": 0.3},
    "fighter": {"won": 100.0, "lead": 1.5, "home": 0.2, "others": 3.0},
    "hoarder": {"won": 100.0, "lead": 1.0, "home": 0.2, "rear": 1.0, "shrink": 0.08},
}


def _owner(state: State) -> Seat:
    return int(state["current"])


def panel_bot(style: str, **kwargs: Any) -> StyleBot:
    return StyleBot(features, STYLES[style], owner=_owner, name=style, **kwargs)


PANEL = {style: (lambda style=style: panel_bot(style)) for style in STYLES}


RACE_WEIGHT = 0.3  # of the leaf value: the seat's own expected turns, beside its win chance
RACE_TURNS = 30.0  # expected turns that count as no progress at all


def evaluate(rules: Ruleset, state: State) -> list[float]:
    """Each seat's win chance from the solo table (``planner.win_chances``), mixed with its
    own race (expected turns to win alone, also the table's): a win chance alone saturates
    when one seat is far ahead, and then cannot tell a good move of the leader's from a bad one."""
    table = solo_table(RULESET, state["dice"])
    chances = win_chances(table, state)
    if state["winner"] is not None:
        return chances
    values = []
    for seat, chance in enumerate(chances):
        turns = table.player_turns(state["pieces"][seat], state["shrink"][seat])
        race = max(0.0, 1.0 - turns / RACE_TURNS)
        values.append((1.0 - RACE_WEIGHT) * chance + RACE_WEIGHT * race)
    return values


_PLANNER = PlannerBot()  # ``normal``: the move that leaves the fewest expected turns


def rollout(rules: Ruleset, state: State, seat: Seat, rng: random.Random) -> Action:
    return _PLANNER.choose(rules, state, seat, 0)


def search_bot(simulations: int, time_limit: float) -> ISMCTSBot:
    return ISMCTSBot(rollout, evaluate, simulations=simulations, rollout_depth=4, time_limit=time_limit)
