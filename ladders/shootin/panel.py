"""Shootin' Ladders' panel: three one-ply players of different styles, written from the
rulebook (shoot parts off the other cookies for trophies; a cookie with no part left
crumbles; the scenarios win by trophies or by standing last), and the ``hard`` search
(its leaf value, its rollout and its prior). Each is a ``StyleBot`` (``ladders/bots/style.py``): seat-neutral,
its own view only; replies within its turn (a target's reaction) played by the greedy
baseline.

- ``fighter``: damage dealt (the other cookies' health), trophies and frags, and closing
  in on the nearest target.
- ``hunter`` (a racer for trophies): trophies above all, then closing in; its own health
  kept.
- ``hoarder``: an arsenal (weapons in play, ammo, cards in hand) and its own health,
  trophies and damage when they come, closing in slowly (a hoarder that kept its
  distance made Trophy Room and Crumble Zone games of hundreds of rounds).

In Candyman Flag Capture ("grab their flag and bring it to your base") every style also
weighs the flag race: ``objective``, closing in on where the flags call it (the enemy flag,
home with a flag carried, after the carrier of its own: ``flags.flag_objective``, the route
the greedy takes), and ``flags``, the flags its team holds against the flags the other team
holds (a capture waiting out its round counts double). Blind to them, the styles fought on
while a team moving at random took the flags (``random`` won 36-49% of 100 report games
against a team of each style; docs/bots.md, seventeenth run). Weights in character: the
hunter, the racer for trophies, races for the flags (2 and 5), the fighter goes for them
(1 and 3), the hoarder least (0.5 and 2). Elsewhere both are zero.

In Crumble Zone ("Be the last man standing!") every style also weighs its ``safety``:
the shots the standing rivals have at its square. Without it the styles closed in and
shot each other down while a wanderer outlasted them (``random`` won 22.5-32% of the
tuning games against three of a style); with it the fighter and the hunter (10) still
close in and shoot but not from where three guns see them, and the hoarder, cautious
already, needs little (1: at 2 its games lasted several times longer). Tuning seeds,
docs/bots.md's fifteenth run B. Elsewhere the feature is zero and the panel plays as
before.
"""

from __future__ import annotations

import random
from typing import Any

from ladders.bots.ismcts import ISMCTSBot, critic_search
from ladders.bots.style import StyleBot, bot_policy
from ladders.engine import Action, Ruleset, Seat, State
from ladders.shootin.flags import CandymanFlagCapture, flag_objective
from ladders.shootin.greedy import ShootinGreedyBot
from ladders.shootin.heuristic import ShootinHeuristicBot, ShootinOutlastBot, exposure
from ladders.shootin.rules import PARTS, ShootinLadders

_GREEDY = ShootinGreedyBot()


def _health(player: dict[str, Any]) -> float:
    if player["status"] == "out":
        return 0.0
    health: float = sum(player["parts"]) / (len(PARTS) * player["boxes"])
    return health


# Scenarios won by outlasting the others ("Be the last man standing!"): only there is a
# cookie's own survival the mission itself, so only there is ``safety`` read. In The Quick
# and the Crumbed a crumbed cookie respawns whole and keeps its trophies; Trophy Room is
# scored by trophies.
OUTLAST_SCENARIOS = frozenset({"crumble-zone"})


def safety(rules: ShootinLadders, state: State, seat: Seat) -> float:
    """Minus the share of ``seat``'s boxes the standing rivals could shoot off where it
    stands, each with its best shot from where it is with what it shows in play (a last
    part's loss, the crumbing, counts three boxes more: ``attack_value``'s frag value)."""
    me = state["players"][seat]
    if me["status"] != "alive" or not me["pos"]:
        return 0.0
    at_risk = exposure(rules, state, seat, me["pos"], 1.0, 0.0)
    boxes: int = me["boxes"]
    return -at_risk / (len(PARTS) * boxes)


FLAG_SCENARIO = CandymanFlagCapture.info.id


def flag_race(rules: ShootinLadders, state: State, seat: Seat) -> tuple[float, float]:
    """(objective, flags) for ``seat`` in Candyman Flag Capture, (0.0, 0.0) elsewhere: minus
    its distance (in tens of squares) to where the flags call it, and the flags its team
    carries or has captured less those the other team has (a capture counts 2: held a full
    round, it wins)."""
    if state["scenario"] != FLAG_SCENARIO or "flags" not in state["scenario_state"]:
        return 0.0, 0.0
    teams = state["teams"]
    team = teams[seat]
    scenario_state = state["scenario_state"]
    held = 0.0
    for flag_team, flag in enumerate(scenario_state["flags"]):
        carrier = flag["carrier"]
        if carrier is None:
            continue
        if flag_team != team and teams[carrier] == team:
            held += 1.0  # theirs, carried by us
        elif flag_team == team and teams[carrier] != team:
            held -= 1.0  # ours, carried by them (ours carried by us, reclaimed: neither)
    for capture in scenario_state["captures"]:
        held += 2.0 if teams[capture["by"]] == team else -2.0
    me = state["players"][seat]
    objective = flag_objective(state, seat)
    if objective is None or me["status"] != "alive" or not me["pos"]:
        return 0.0, held
    return -rules.board.distance(me["pos"], objective) / 10.0, held


def features(rules: Ruleset, state: State, seat: Seat) -> dict[str, float]:
    assert isinstance(rules, ShootinLadders)
    players = state["players"]
    me = players[seat]
    teams = state["teams"]
    rivals = [s for s in range(len(players)) if s != seat and (teams is None or teams[s] != teams[seat])]
    winners = state["winners"] or []
    objective, flags = flag_race(rules, state, seat)
    near = 0.0
    if me["pos"] and me["status"] == "alive":
        distance = rules.board.distance
        spots = [players[s]["pos"] for s in rivals if players[s]["status"] == "alive" and players[s]["pos"]]
        if spots:
            near = min(distance(me["pos"], spot) for spot in spots) / 10.0
    return {
        "won": 1.0 if seat in winners else 0.0,
        "trophies": float(len(me["trophies"])),
        "frags": float(me["frags"]),
        "health": _health(me),
        "standing": 0.0 if me["status"] == "out" else 1.0,
        "damage": -sum(_health(players[s]) for s in rivals) / max(1, len(rivals)),
        "near": -near,
        "far": near,
        "arsenal": 0.2 * len(me["weapons"]) + 0.05 * sum(w["ammo"] or 0 for w in me["weapons"]) + 0.1 * len(me["hand"]),
        "safety": safety(rules, state, seat) if state["scenario"] in OUTLAST_SCENARIOS else 0.0,
        "objective": objective,
        "flags": flags,
    }


STYLES: dict[str, dict[str, float]] = {
    "fighter": {
        "won": 100.0,
        "damage": 3.0,
        "trophies": 1.5,
        "frags": 1.0,
        "near": 0.5,
        "health": 0.5,
        "standing": 2,
        "safety": 10.0,
        "objective": 1.0,
        "flags": 3.0,
    },
    "hunter": {
        "won": 100.0,
        "trophies": 4.0,
        "near": 0.8,
        "health": 1.0,
        "damage": 0.5,
        "standing": 2,
        "safety": 10.0,
        "objective": 2.0,
        "flags": 5.0,
    },
    "hoarder": {
        "won": 100.0,
        "health": 1.0,
        "arsenal": 1.0,
        "near": 0.2,
        "trophies": 2.5,
        "damage": 1.5,
        "standing": 4.0,
        "safety": 1.0,
        "objective": 0.5,
        "flags": 2.0,
    },
}


def _owner(state: State) -> Seat:
    return int(state["current"])


def settle_policy(rules: Ruleset, state: State, seat: Seat, rng: random.Random) -> Action:
    return _GREEDY.choose(rules, state, seat, 0)


def panel_bot(style: str, **kwargs: Any) -> StyleBot:
    return StyleBot(features, STYLES[style], owner=_owner, settle_policy=settle_policy, name=style, **kwargs)


PANEL = {style: (lambda style=style: panel_bot(style)) for style in STYLES}


def evaluate(rules: Ruleset, state: State) -> list[float]:
    """The ruleset's own value (trophies, frags and health against the table)."""
    value = rules.evaluate(state)
    return value if value is not None else [0.5] * rules.seat_count(state)


# The search plays its lines on by ``normal``'s rules of thumb (the heuristic, under 0.1 ms
# a decision), so it expects the table to play as ``normal`` does; and it is ``normal``'s
# critic (``ISMCTSBot``'s prior): it keeps ``normal``'s choice unless another move's mean
# value is ahead by more than PRIOR_MARGIN. Tuned on the strength bench's tuning seeds
# (docs/bots.md), 40 games a scenario against three ``normal`` (Quick / Trophy / Crumble):
# the plain search with greedy lines won 15.0 / 25.0 / 25.0%, with the heuristic's lines
# 30.0 / 7.5 / 20.0%; as critic at 0.10, with greedy lines 30.0 / 36.2 / 15.0%, with the
# heuristic's 27.5 / 41.2 / 20.0% (the best mean, 29.6% of 120).
rollout = bot_policy(ShootinHeuristicBot())
PRIOR_MARGIN = 0.10


class HardPrior:
    """The move ``hard``'s search starts from and keeps unless another is clearly better:
    ``normal``'s (the heuristic's), and in a scenario won by outlasting the others the
    heuristic that weighs the shots it can take and whether to stay put
    (``ShootinOutlastBot``). As ``normal``'s critic there, the search won 26.2% of 1,000
    report games against three ``normal`` (the fourteenth run); this prior won 41.1% of 800
    tuning games alone and 39.2% of 120 under the search (docs/bots.md, nineteenth run)."""

    def __init__(self) -> None:
        self.normal = ShootinHeuristicBot()
        self.outlast = ShootinOutlastBot()

    def choose(self, rules: Ruleset, state: State, seat: Seat, seed: int) -> Action:
        bot = self.outlast if state["scenario"] in OUTLAST_SCENARIOS else self.normal
        return bot.choose(rules, state, seat, seed)


def search_bot(simulations: int, time_limit: float) -> ISMCTSBot:
    """``hard``'s search (the critic of ``HardPrior``)."""
    return critic_search(
        HardPrior,
        rollout,
        evaluate,
        simulations=simulations,
        time_limit=time_limit,
        rollout_depth=10,
        prior_margin=PRIOR_MARGIN,
    )
