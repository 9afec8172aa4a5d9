"""A player that picks uniformly among the legal actions."""

from __future__ import annotations

from ladders.engine import Action, Ruleset, Seat, State, splitmix64


class RandomBot:
    def choose(self, rules: Ruleset, state: State, seat: Seat, seed: int) -> Action:
        actions = rules.legal_actions(state, seat)
        if not actions:
            raise ValueError(f"seat {seat} has no legal action")
        return actions[splitmix64(seed) % len(actions)]
