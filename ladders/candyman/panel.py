"""Run For Your Life, Candyman!'s panel: three one-ply players of different styles,
written from the rulebook (first across the border wins; passing a cookie lets you
attack it; a part with no box left is torn off as a trophy; the Twins guard the last
nine spaces), and the ``hard`` search's leaf value and rollout. Each is a ``StyleBot``
(``ladders/bots/style.py``): seat-neutral, its own view only (the hidden hands and
piles re-dealt by ``determinize``); replies within its turn (a defence, a part to
mark) played by the greedy baseline.

- ``racer``: as far along the path as it can get, its own health kept a little.
- ``fighter``: the damage it has done (the other cookies' health) and trophies.
- ``hoarder`` (cautious): its own health first, a hand of treats, steady progress.
"""

from __future__ import annotations

import math
import random
from typing import Any

from ladders.bots.ismcts import Evaluate, ISMCTSBot, critic_search
from ladders.bots.style import StyleBot, bot_policy
from ladders.candyman.data import PARTS
from ladders.candyman.greedy import GreedyBot
from ladders.candyman.heuristic import CandymanBot, turns_to_finish, window_choice
from ladders.engine import Action, Ruleset, Seat, State

_GREEDY = GreedyBot()
TEMPERATURE = 1.5  # turns: how sharply a lead in expected turns tells the winner


def _health(state: State, player: dict[str, Any]) -> float:
    if not player["alive"]:
        return 0.0
    health: float = sum(player["parts"]) / (len(PARTS) * state["boxes"])
    return health


def features(rules: Ruleset, state: State, seat: Seat) -> dict[str, float]:
    players = state["players"]
    me = players[seat]
    border: int = rules.board.border  # type: ignore[attr-defined]
    winners = state["winners"] or []
    others = [p for s, p in enumerate(players) if s != seat]
    return {
        "won": 1.0 if seat in winners else 0.0,
        "alive": 1.0 if me["alive"] else 0.0,
        "progress": me["pos"] / border if me["alive"] else 0.0,
        "health": _health(state, me),
        "damage": -sum(_health(state, p) for p in others) / max(1, len(others)),
        "trophies": float(len(me["trophies"])),
        "hand": 0.5 * len(me["hand"]) + len(me["equipped"]),
    }


STYLES: dict[str, dict[str, float]] = {
    "racer": {"won": 100.0, "alive": 3.0, "progress": 4.0, "health": 0.5},
    "fighter": {"won": 100.0, "alive": 3.0, "damage": 3.0, "trophies": 0.5, "progress": 1.0, "health": 0.5},
    "hoarder": {"won": 100.0, "alive": 5.0, "health": 2.5, "hand": 0.3, "progress": 2.0, "trophies": 0.3},
}


def _owner(state: State) -> Seat:
    return int(state["current"])


def settle_policy(rules: Ruleset, state: State, seat: Seat, rng: random.Random) -> Action:
    return _GREEDY.choose(rules, state, seat, 0)


def panel_bot(style: str, **kwargs: Any) -> StyleBot:
    return StyleBot(features, STYLES[style], owner=_owner, settle_policy=settle_policy, name=style, **kwargs)


PANEL = {style: (lambda style=style: panel_bot(style)) for style in STYLES}


def evaluate(rules: Ruleset, state: State) -> list[float]:
    """Each seat's chance to win, estimated: a live cookie's weight falls with its expected
    turns to the border (``heuristic.turns_to_finish``, a lone cookie's best play) and
    with the boxes it has lost (the Twins' four attacks a turn in the last nine spaces);
    a crumbled cookie has none. Normalised over the seats."""
    table = turns_to_finish()
    players = state["players"]
    weights = []
    for player in players:
        if not player["alive"]:
            weights.append(0.0)
            continue
        turns = table[player["pos"]] if player["pos"] < len(table) else 0.0
        weights.append(math.exp(-turns / TEMPERATURE) * (0.3 + 0.7 * _health(state, player)))
    total = sum(weights)
    if total <= 0.0:
        return [0.5] * len(players)
    return [w / total for w in weights]


_GREEDY_POLICY = bot_policy(_GREEDY)


def rollout(rules: Ruleset, state: State, seat: Seat, rng: random.Random) -> Action:
    """The ``hard`` search's rollout: the greedy baseline, except in a PLAY AT ANY TIME
    window (which the greedy always passes), where ``normal``'s rule plays: shove back a
    cookie whose card would cross the border, tear off a one-box part (``window_choice``)."""
    stack = state["stack"]
    if stack and stack[-1]["k"] == "interrupt":
        rng.getrandbits(63)  # the greedy's seed, drawn all the same: the search's stream is unchanged
        treats = [a for a in rules.legal_actions(state, seat) if a["type"] == "treat"]
        return window_choice(rules, state, seat, treats) or {"type": "pass"}
    return _GREEDY_POLICY(rules, state, seat, rng)


# The search is ``normal``'s critic (``ISMCTSBot``'s prior): it keeps ``normal``'s choice unless
# another move's mean value is ahead by more than this. Tuned on the strength bench's tuning
# seeds (docs/bots.md), against three racers: the search alone won 9 of 40; with the prior,
# margin 0.02 won 18.8%, 0.05 28.7%, 0.10 30.0%, never overriding 32.5% (80 games each).
PRIOR_MARGIN = 0.10


def search_bot(
    simulations: int,
    time_limit: float,
    *,
    leaf: Evaluate = evaluate,
    margin: float = PRIOR_MARGIN,
) -> ISMCTSBot:
    """``hard``'s search (``normal``'s critic); ``leaf`` values the end of each simulated
    line; ``margin`` is how far another move's mean value must be ahead of ``normal``'s to
    override it."""
    return critic_search(
        CandymanBot,
        rollout,
        leaf,
        simulations=simulations,
        time_limit=time_limit,
        rollout_depth=10,
        prior_margin=margin,
    )
