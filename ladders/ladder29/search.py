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
from ladders.engine import Action, Ruleset, Seat, State, placements_from_keys, splitmix64
from ladders.ladder29.cards import POWER
from ladders.ladder29.greedy import greedy_action
from ladders.ladder29.rules import Ladder29, standing_values

MAX_ROLLOUT_ACTIONS = 2_000
# ``normal``'s deals a decision. Tuned on tuning seeds, the same 400 games heads-up against
# the dumper (the panel style it beats least): 2 sampled deals won 68.8% (64.0-73.1%, think
# p50 2 ms), 8 won 72.8% (68.2-76.9%, p50 8 ms, p99 68 ms); 16 won 71.5% of the first 200
# (p50 15 ms): no better (docs/bots.md, ninth run).
NORMAL_SAMPLES = 8
NORMAL_SECONDS = 1.0

# A play-phase position as the greedy player sees it: its hand, its Hot Spot card, and the
# play on the table (kind, length, rank, and whether it is its own) or None.
PlayKey = tuple[tuple[int, ...], int, tuple[str, int, int, bool] | None]


def play_out_round(rules: Ladder29, sim: State, seat: Seat, memo: dict[PlayKey, Action]) -> float:
    """Play ``sim`` (in place) with the greedy baseline for every seat to the end of its round;
    ``seat``'s value of the result in [0, 1] (``round_values``)."""
    return round_values(rules, sim, memo)[seat]


def round_values(rules: Ladder29, sim: State, memo: dict[PlayKey, Action]) -> list[float]:
    """Play ``sim`` (in place) with the greedy baseline for every seat to the end of its round;
    every seat's value of the result in [0, 1]: the game's result if it ends, else
    ``standing_values`` of the scores (what ``evaluate`` says at the next deal).

    The play that ends the round is scored here instead of stepped, so no rollout pays for
    dealing the next round. ``memo`` remembers the greedy choice per play-phase position:
    one decision's rollouts meet the same hands and tables again and again.
    """
    hot_spots = rules.hot_spots
    start_round = sim["round"]
    for _ in range(MAX_ROLLOUT_ACTIONS):
        if sim["phase"] == "over" or sim["round"] != start_round:
            return values(rules, sim)
        actor = rules.to_act(sim)[0]
        if sim["phase"] != "play":
            rules.step(sim, actor, greedy_action(hot_spots, sim, actor, rules.legal_actions(sim, actor)))
            continue
        hand = sim["hands"][actor]
        top = sim["top"]
        key: PlayKey = (
            tuple(hand),
            sim["hot_spots"][actor],
            None if top is None else (top["kind"], top["length"], top["rank"], top["seat"] == actor),
        )
        action = memo.get(key)
        if action is None:
            action = greedy_action(hot_spots, sim, actor, rules.legal_actions(sim, actor))
            memo[key] = action
        cards = action.get("cards")
        if cards is not None and len(cards) == len(hand) and sum(1 for h in sim["hands"] if h) == 2:
            # This play leaves one seat holding cards: the round is over. Score it.
            scores = list(sim["scores"])
            Ladder29._move_score_trackers({"scores": scores}, rules.round_points(sim, [*sim["finish"], actor]))
            if rules.game_ends_after_round(sim, scores):
                places = placements_from_keys(scores)
                return [(len(scores) - place) / (len(scores) - 1) for place in places]
            return standing_values([float(x) for x in scores])
        rules.step(sim, actor, action)
    raise RuntimeError("a Ladder 29 round did not end within the rollout bound")


def value(rules: Ruleset, sim: State, seat: Seat) -> float:
    """``seat``'s value in [0, 1] of a position: the result if the game is over, else ``evaluate``."""
    return values(rules, sim)[seat]


def values(rules: Ruleset, sim: State) -> list[float]:
    """Every seat's value in [0, 1] of a position: the result if the game is over, else ``evaluate``."""
    outcome = rules.outcome(sim)
    if outcome is not None:
        return rewards_from_outcome(outcome)
    estimate = rules.evaluate(sim)
    return [0.5] * rules.seat_count(sim) if estimate is None else estimate


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
        if not isinstance(rules, Ladder29):
            raise TypeError("RolloutBot plays Ladder 29 only")
        hot_spots = rules.hot_spots
        memo: dict[PlayKey, Action] = {}
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
                totals[index] += play_out_round(rules, sim, seat, memo)
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


def normal() -> RolloutBot:
    """The ``normal`` level (``bots.py``), and ``hard``'s prior (``panel.search_bot``)."""
    return RolloutBot(NORMAL_SAMPLES, NORMAL_SECONDS)
