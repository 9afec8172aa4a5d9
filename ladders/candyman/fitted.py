"""Candyman's fitted evaluation: each seat's chance to win a position, from a small
model fit to who won played games (``bench/candyman_fit_eval.py`` makes the weights,
``fitted_weights.json`` holds them).

The model is a conditional logit: every seat gets a score, the weights times its
features (``seat_features``), and a seat's chance is its share of ``exp(score)`` over
the seats. So it is seat-neutral (no seat number is a feature; the turn order is read
from whose turn it is), and the chances sum to one. The features are public facts
(spaces, sheets, equipped treats, hand sizes, trophies, whose turn) and the kinds of
treats in hand, which a bot reads only in a world ``rules.determinize`` dealt from its
own view: its own hand as it is, the others' guessed.
"""

from __future__ import annotations

import functools
import json
import math
import random
from pathlib import Path
from typing import Any

from ladders.bots.style import settle
from ladders.candyman.data import PARTS, TREATS
from ladders.candyman.greedy import GreedyBot
from ladders.candyman.heuristic import CandymanBot, turns_to_finish
from ladders.engine import Action, Ruleset, Seat, State, splitmix64

WEIGHTS_FILE = Path(__file__).with_name("fitted_weights.json")

FEATURES = (
    "turns",  # expected turns to the border for a lone cookie (heuristic.turns_to_finish)
    "near",  # exp(-turns / 1.5): a turn's lead counts most near the end
    "in_zone",  # the Twins attack four times at each turn's start
    "health",  # boxes left, as a fraction of the sheet
    "weakest",  # boxes left on the weakest part still on, as a fraction of a part
    "parts_lost",
    "zone_frailty",  # in the Danger Zone times the boxes already lost
    "hand",
    "equipped",
    "push",  # Push'n Pop and its kind in hand
    "defense",
    "damage",
    "trophies",
    "next",  # first to move from here (its turn, not yet moved)
    "second",
    "third",
    "caged",  # in a Candy Cage Match now
)


class WeightsError(ValueError):
    """A weights file that does not fit this model."""


def seat_features(rules: Ruleset, state: State, seat: Seat) -> list[float]:
    """``FEATURES`` of ``seat`` in ``state``, in order (a crumbled cookie's are all nil: it is
    left out of the choice, so a feature every live seat shares, such as being alive,
    would cancel out)."""
    players = state["players"]
    me = players[seat]
    if not me["alive"]:
        return [0.0] * len(FEATURES)
    board = rules.board  # type: ignore[attr-defined]
    table = turns_to_finish()
    boxes = state["boxes"]
    turns = table[me["pos"]] if me["pos"] < len(table) else 0.0
    parts = me["parts"]
    left = [b for b in parts if b > 0]
    health = sum(parts) / (len(PARTS) * boxes)
    in_zone = 1.0 if board.in_zone(me["pos"]) else 0.0
    kinds = [TREATS[u].effect for u in me["hand"]]
    order = _order(state, seat)
    cage = state["cage"]
    return [
        turns,
        math.exp(-turns / 1.5),
        in_zone,
        health,
        min(left) / boxes if left else 0.0,
        float(len(parts) - len(left)),
        in_zone * (1.0 - health),
        float(len(me["hand"])),
        float(len(me["equipped"])),
        float(kinds.count("push")),
        float(kinds.count("cancel")),
        float(kinds.count("damage")),
        float(len(me["trophies"])),
        1.0 if order == 0 else 0.0,
        1.0 if order == 1 else 0.0,
        1.0 if order == 2 else 0.0,
        1.0 if cage is not None and seat in cage.get("order", ()) else 0.0,
    ]


def _order(state: State, seat: Seat) -> int:
    """How many live cookies move before ``seat`` does (the active one, once it has
    moved, moves last: its next move is a round away)."""
    players = state["players"]
    seats: int = state["seats"]
    current: int = state["current"]
    turn = state["turn"]
    moved = turn is not None and turn["phase"] != "before_move"

    def distance(s: Seat) -> int:
        d = (s - current) % seats
        return seats if d == 0 and moved else d

    mine = distance(seat)
    return sum(1 for s, p in enumerate(players) if p["alive"] and s != seat and distance(s) < mine)


def load_weights(path: Path = WEIGHTS_FILE) -> dict[str, float]:
    """The weights in ``path`` (``{"weights": {feature: weight}}``); a feature this model
    does not compute is refused, so a stale file cannot silently score nothing."""
    raw: Any = json.loads(path.read_text())
    weights = raw.get("weights") if isinstance(raw, dict) else None
    if not isinstance(weights, dict):
        raise WeightsError(f"{path}: expected an object with 'weights': {{feature: number}}")
    unknown = sorted(set(weights) - set(FEATURES))
    if unknown:
        raise WeightsError(f"{path}: unknown features {unknown}; known: {list(FEATURES)}")
    if not all(isinstance(w, int | float) for w in weights.values()):
        raise WeightsError(f"{path}: every weight must be a number")
    return {name: float(w) for name, w in weights.items()}


@functools.cache
def _vector() -> tuple[float, ...]:
    weights = load_weights()
    return tuple(weights.get(name, 0.0) for name in FEATURES)


def win_chances(rules: Ruleset, state: State, weights: tuple[float, ...] | None = None) -> list[float]:
    """Each seat's chance to win ``state`` by the fitted model (the game's result once it
    is over; a crumbled cookie's chance is nil)."""
    players = state["players"]
    winners = state["winners"]
    if winners is not None:
        return [1.0 / len(winners) if s in winners else 0.0 for s in range(len(players))]
    vector = weights if weights is not None else _vector()
    scores: list[float | None] = []
    for seat, player in enumerate(players):
        if not player["alive"]:
            scores.append(None)
            continue
        scores.append(sum(w * x for w, x in zip(vector, seat_features(rules, state, seat), strict=True)))
    live = [s for s in scores if s is not None]
    if not live:
        return [1.0 / len(players)] * len(players)
    top = max(live)
    exps = [0.0 if s is None else math.exp(s - top) for s in scores]
    total = sum(exps)
    return [e / total for e in exps]


_GREEDY = GreedyBot()


def _owner(state: State) -> Seat:
    return int(state["current"])


def _greedy_reply(rules: Ruleset, state: State, seat: Seat, rng: random.Random) -> Action:
    return _GREEDY.choose(rules, state, seat, 0)  # as the panel settles a reply (panel.settle_policy)


class FittedCandymanBot(CandymanBot):
    """``normal``'s rules of thumb, with the choices in ``decisions`` (action types; by default
    the movement) made one ply deep instead: each legal action is tried in ``worlds`` worlds
    dealt from the seat's view, the replies within the turn played by the greedy baseline,
    and the action with the best mean fitted chance to win is taken (``normal``'s own choice
    on a tie)."""

    def __init__(self, worlds: int = 1, decisions: frozenset[str] = frozenset({"move"})) -> None:
        super().__init__()
        self.worlds = worlds
        self.decisions = decisions

    def _choose(self, rules: Ruleset, state: State, seat: Seat, actions: list[Action], seed: int) -> Action:
        default = super()._choose(rules, state, seat, actions, seed)
        if default["type"] not in self.decisions or (state["stack"] and state["stack"][-1]["k"] == "interrupt"):
            return default
        candidates = [a for a in actions if a["type"] in self.decisions]
        if len(candidates) < 2:
            return default
        rng = random.Random(seed)
        values = [0.0] * len(candidates)
        for k in range(self.worlds):
            world = state if k == 0 else rules.determinize(state, seat, splitmix64(seed + 7919 * k))
            for i, action in enumerate(candidates):
                sim = rules.copy_state(world)
                rules.step(sim, seat, action)
                settle(rules, sim, seat, _owner, _greedy_reply, rng)
                values[i] += win_chances(rules, sim)[seat]
        best = max(values)
        if default in candidates and values[candidates.index(default)] >= best - 1e-9:
            return default
        return candidates[values.index(best)]
