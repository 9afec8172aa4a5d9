"""Shootin' Ladders' ``easy`` level: the greedy baseline that cannot aim.

It plays as the greedy baseline (``ladders/shootin/greedy.py``): it rolls, walks towards
the nearest cookie, puts weapons in play and reloads empty ones, so it is never passive
and gets as close to the fight as the baseline does. But where the greedy would take its
best shot, ``easy`` slips with probability ``slip`` (always, by default): it picks one of
that moment's choices at random, any legal attack (a worse target, one ammo where three
were loaded) or ending its turn with the shot not taken. It never reacts or plays gear.

So it stands as exposed as a greedy cookie and hits back worse: it loses to the greedy
in every scenario, Crumble Zone included, where a passive cookie would outlast the
others (docs/shootin-ladders.md, "Bots"). Deterministic given the seed it is passed,
and blind to hidden cards like the greedy.
"""

from __future__ import annotations

import random

from ladders.engine import Action, Ruleset, Seat, State
from ladders.shootin.greedy import ShootinGreedyBot
from ladders.shootin.rules import ShootinLadders

EASY_SLIP = 1.0


class ShootinEasyBot(ShootinGreedyBot):
    """The greedy baseline with random shots (module docstring)."""

    def __init__(self, slip: float = EASY_SLIP) -> None:
        self.slip = slip
        self._seed = 0

    def choose(self, rules: Ruleset, state: State, seat: Seat, seed: int) -> Action:
        self._seed = seed
        return super().choose(rules, state, seat, seed)

    def _active(self, rules: ShootinLadders, state: State, seat: Seat, legal: list[Action]) -> Action:
        choice = super()._active(rules, state, seat, legal)
        if choice["type"] != "attack":
            return choice
        rng = random.Random(self._seed)
        if rng.random() >= self.slip:
            return choice
        return rng.choice([a for a in legal if a["type"] in ("attack", "end_turn")])
