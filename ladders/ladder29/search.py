"""A rule-aware search player for Ladder 29: determinised Monte Carlo over the
greedy baseline (perfect-information Monte Carlo with a policy rollout).

For each decision the bot samples ``samples`` worlds with ``determinize``
(what its seat cannot see re-dealt: the other hands, out-of-play cards,
unrevealed pass choices, the Hot Spot deck and the RNG), so it decides from its
seat's information only. In every world it tries each legal action and plays
the rest of the round out with the greedy baseline for every seat
(``greedy.py``), then scores the position when the round is scored: ``evaluate``
(each seat's chance of finishing ahead, from the scores) or the final result.
All actions see the same worlds (common random numbers), so the comparison
between them is not swamped by the luck of the deal. The action with the best
mean wins; ties go to the greedy baseline's own choice, then to the first listed.

This is one step of policy improvement over the greedy player: it keeps the
greedy player's habits where they are right and drops them where a round played
out says otherwise (breaking a pair to follow, passing a card it needs, taking
a Hot Spot whose challenge its hand cannot keep).
"""

from __future__ import annotations

import time

from ladders.bots.base import rewards_from_outcome
from ladders.engine import Action, Ruleset, Seat, State, splitmix64
from ladders.ladder29.cards import POWER
from ladders.ladder29.greedy import greedy_action
from ladders.ladder29.hotspots import HotSpots

MAX_ROLLOUT_ACTIONS = 2_000


def play_out_round(rules: Ruleset, hot_spots: HotSpots, sim: State) -> None:
    """Play ``sim`` (in place) with the greedy baseline for every seat until its round is scored."""
    start_round = sim["round"]
    for _ in range(MAX_ROLLOUT_ACTIONS):
        if sim["phase"] == "over" or sim["round"] != start_round:
            return
        actor = rules.to_act(sim)[0]
        rules.step(sim, actor, greedy_action(hot_spots, sim, actor, rules.legal_actions(sim, actor)))
    raise RuntimeError("a Ladder 29 round did not end within the rollout bound")


def value(rules: Ruleset, sim: State, seat: Seat) -> float:
    """``seat``'s value in [0, 1] of a position: the result if the game is over, else ``evaluate``."""
    outcome = rules.outcome(sim)
    if outcome is not None:
        return rewards_from_outcome(outcome)[seat]
    estimate = rules.evaluate(sim)
    return 0.5 if estimate is None else estimate[seat]


class RolloutBot:
    """``samples`` determinised worlds per decision, every legal action played out
    to the end of the round in each. ``time_limit`` bounds the thinking: past it the
    bot stops after the current rollout and compares the means it has (an action
    not yet tried in any world ranks last). ``pass_candidates``: how many of the
    lowest cards a pass choice searches among."""

    def __init__(self, samples: int, time_limit: float, pass_candidates: int = 13) -> None:
        self.samples = samples
        self.time_limit = time_limit
        self.pass_candidates = pass_candidates
        self.last_rollouts = 0  # rollouts the last choice ran (for benchmarks)

    def choose(self, rules: Ruleset, state: State, seat: Seat, seed: int) -> Action:
        legal = rules.legal_actions(state, seat)
        if not legal:
            raise ValueError(f"seat {seat} has no legal action")
        hot_spots: HotSpots = rules.hot_spots  # type: ignore[attr-defined]
        self.last_rollouts = 0
        if legal[0]["type"] == "choose_pass":
            # Only the lowest cards are worth passing on: search among those.
            legal = sorted(legal, key=lambda a: (POWER[a["card"]], a["card"]))[: self.pass_candidates]
        if len(legal) == 1:
            return legal[0]
        deadline = time.perf_counter() + self.time_limit
        totals = [0.0] * len(legal)
        counts = [0] * len(legal)
        for sample in range(self.samples):
            world = rules.determinize(state, seat, splitmix64(seed * 7919 + sample))
            for index, action in enumerate(legal):
                sim = rules.copy_state(world)
                rules.step(sim, seat, action)
                play_out_round(rules, hot_spots, sim)
                totals[index] += value(rules, sim, seat)
                counts[index] += 1
                self.last_rollouts += 1
                if time.perf_counter() > deadline:
                    break
            if time.perf_counter() > deadline:
                break
        greedy = greedy_action(hot_spots, state, seat, legal)
        means = [round(totals[i] / counts[i], 9) if counts[i] else -1.0 for i in range(len(legal))]
        best = max(range(len(legal)), key=lambda i: (means[i], legal[i] == greedy, -i))
        return legal[best]
