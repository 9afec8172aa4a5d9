"""A game-agnostic Monte Carlo tree search player.

Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012):
every iteration starts from ``rules.determinize(state, seat, ...)``, which
re-samples what the bot cannot see (other hands, deck order) and re-seeds the
dice, so the bot never peeks at hidden cards or future rolls. Nodes are keyed
by action sequence (open loop), which also covers chance. Each node keeps a
reward total per seat, so multi-player games are searched max^n style: every
seat picks what is best for itself. UCB uses availability counts, because a
determinisation may allow actions that another does not.
"""

from __future__ import annotations

import json
import math
import random
import time

from ladders.bots.base import rewards_from_outcome
from ladders.engine import Action, Ruleset, Seat, State, splitmix64

EXPLORATION = 0.7


class _Node:
    __slots__ = ("avail", "children", "totals", "visits")

    def __init__(self, seats: int) -> None:
        self.children: dict[str, _Node] = {}
        self.visits = 0
        self.avail = 1
        self.totals = [0.0] * seats


def action_key(action: Action) -> str:
    return json.dumps(action, sort_keys=True, separators=(",", ":"))


class MCTSBot:
    def __init__(self, iterations: int = 300, time_limit: float = 2.0, rollout_depth: int = 600) -> None:
        self.iterations = iterations
        self.time_limit = time_limit
        self.rollout_depth = rollout_depth
        self.last_iterations = 0  # how many iterations the last choice ran (for benchmarks)

    def choose(self, rules: Ruleset, state: State, seat: Seat, seed: int) -> Action:
        legal = rules.legal_actions(state, seat)
        if not legal:
            raise ValueError(f"seat {seat} has no legal action")
        if len(legal) == 1:
            self.last_iterations = 0
            return legal[0]
        seats = rules.seat_count(state)
        rng = random.Random(seed)
        root = _Node(seats)
        deadline = time.perf_counter() + self.time_limit
        iteration = 0
        for iteration in range(1, self.iterations + 1):
            sim = rules.determinize(state, seat, splitmix64(seed + iteration))
            path = self._select_and_expand(rules, sim, root, seat, seats, rng)
            rewards = self._rollout(rules, sim, seats, rng)
            for node in path:
                node.visits += 1
                totals = node.totals
                for s in range(seats):
                    totals[s] += rewards[s]
            if time.perf_counter() > deadline:
                break
        self.last_iterations = iteration
        best_key = max(
            (action_key(a) for a in legal),
            key=lambda k: root.children[k].visits if k in root.children else -1,
        )
        return next(a for a in legal if action_key(a) == best_key)

    def _select_and_expand(
        self, rules: Ruleset, sim: State, root: _Node, me: Seat, seats: int, rng: random.Random
    ) -> list[_Node]:
        node = root
        path = [root]
        first = True
        while not rules.is_over(sim):
            to_act = rules.to_act(sim)
            actor = me if first and me in to_act else to_act[0]
            first = False
            actions = rules.legal_actions(sim, actor)
            keys = [action_key(a) for a in actions]
            children = node.children
            untried = []
            for index, key in enumerate(keys):
                child = children.get(key)
                if child is None:
                    untried.append(index)
                else:
                    child.avail += 1
            if untried:
                index = untried[rng.randrange(len(untried))]
                child = _Node(seats)
                children[keys[index]] = child
                rules.step(sim, actor, actions[index])
                path.append(child)
                return path
            best_index = 0
            best_score = -math.inf
            for index, key in enumerate(keys):
                child = children[key]
                score = child.totals[actor] / child.visits + EXPLORATION * math.sqrt(
                    math.log(child.avail) / child.visits
                )
                if score > best_score:
                    best_score, best_index = score, index
            rules.step(sim, actor, actions[best_index])
            node = children[keys[best_index]]
            path.append(node)
        return path

    def _rollout(self, rules: Ruleset, sim: State, seats: int, rng: random.Random) -> list[float]:
        for _ in range(self.rollout_depth):
            outcome = rules.outcome(sim)
            if outcome is not None:
                return rewards_from_outcome(outcome)
            actor = rules.to_act(sim)[0]
            actions = rules.legal_actions(sim, actor)
            rules.step(sim, actor, actions[rng.randrange(len(actions))])
        outcome = rules.outcome(sim)
        if outcome is not None:
            return rewards_from_outcome(outcome)
        estimate = rules.evaluate(sim)
        return estimate if estimate is not None else [0.5] * seats
