"""A level's one-ply player, criticised by paired rollouts: the lower-variance critic.

``ISMCTSBot`` as a critic compares the prior's move with the others on values from
different worlds: each simulation deals a fresh world, and each root action is scored on
the worlds its own simulations happened to draw, so two moves' means differ by the luck
of their worlds as much as by the moves (in Candyman, where the dice and draws decide
most of a game, a 0.10 margin still let the search override ``normal`` for the worse).

Here every candidate is played in the same worlds: for each world (``rules.determinize``
from the seat's view, never the hidden cards), each legal action is stepped on a copy of
that world and the line then played ``rollout_depth`` decisions by the game's rollout
policy with a random stream seeded by the world alone, so two candidates meet the same
dice, the same draws and the same rollout choices wherever their lines agree (common
random numbers). The comparison is then paired: the prior's move is kept unless another
candidate's mean gain over it, world by world, is above ``margin`` and more than ``z``
standard errors of that gain (a one-sided test per candidate; Bertsekas' rollout
algorithm with a statistical stopping rule rather than a fixed margin).

The budget is ``worlds`` (each costs one line per legal action): a seed fixes the choice
whatever the load. ``time_limit`` is the hard bound on one decision: no world is started
that a world as slow as the slowest so far would carry past it.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable

from ladders.bots.base import Bot
from ladders.bots.ismcts import Evaluate, action_key, play_line
from ladders.bots.style import Policy
from ladders.engine import Action, Ruleset, Seat, State, splitmix64


class PairedCriticBot:
    """``prior``'s choice unless a paired rollout comparison finds a clearly better one."""

    def __init__(
        self,
        prior: Bot,
        rollout: Policy,
        evaluate: Evaluate,
        *,
        worlds: int,
        rollout_depth: int,
        time_limit: float,
        margin: float = 0.0,
        z: float = 2.0,
        min_worlds: int = 8,
        peek: bool = False,
    ) -> None:
        self.prior = prior
        self.rollout = rollout
        self.evaluate = evaluate
        self.worlds = worlds
        self.rollout_depth = rollout_depth
        self.time_limit = time_limit
        self.margin = margin
        self.z = z
        self.min_worlds = min_worlds
        # The oracle: every world is the real state (it sees the cards and dice to come).
        self.peek = peek
        self.clock: Callable[[], float] = time.perf_counter
        self.last_worlds = 0

    def choose(self, rules: Ruleset, state: State, seat: Seat, seed: int) -> Action:
        legal = rules.legal_actions(state, seat)
        if not legal:
            raise ValueError(f"seat {seat} has no legal action")
        if len(legal) == 1:
            self.last_worlds = 0
            return legal[0]
        last = self.clock()  # the prior's choice counts against the bound too
        deadline = last + self.time_limit
        prior_choice = self.prior.choose(rules, state, seat, seed)
        keys = [action_key(a) for a in legal]
        if action_key(prior_choice) not in keys:
            return prior_choice
        default = keys.index(action_key(prior_choice))
        # Per candidate: the sum and sum of squares of its gain over the prior's move, world by world.
        sums = [0.0] * len(legal)
        squares = [0.0] * len(legal)
        done = 0
        slowest = 0.0
        for k in range(self.worlds):
            world_seed = splitmix64(seed + 7919 * (k + 1))
            world = rules.copy_state(state) if self.peek else rules.determinize(state, seat, world_seed)
            values = [self._line(rules, world, seat, action, world_seed) for action in legal]
            base = values[default]
            for i, value in enumerate(values):
                gain = value - base
                sums[i] += gain
                squares[i] += gain * gain
            done = k + 1
            now = self.clock()
            slowest = max(slowest, now - last)
            last = now
            if now + slowest > deadline:
                break
        self.last_worlds = done
        if done < self.min_worlds:
            return legal[default]
        best, best_gain = default, 0.0
        for i in range(len(legal)):
            if i == default:
                continue
            mean = sums[i] / done
            variance = max(0.0, squares[i] / done - mean * mean) * done / max(1, done - 1)
            error = math.sqrt(variance / done)
            if mean > self.margin and mean > self.z * error and mean > best_gain:
                best, best_gain = i, mean
        return legal[best]

    def _line(self, rules: Ruleset, world: State, seat: Seat, action: Action, world_seed: int) -> float:
        """``seat``'s value after ``action`` in a copy of ``world``, the line played on by the
        rollout policy with the world's own random stream (the same for every candidate)."""
        sim = rules.copy_state(world)
        rules.step(sim, seat, action)
        return play_line(rules, sim, self.rollout, self.evaluate, self.rollout_depth, random.Random(world_seed))[seat]
