"""Shootin' Ladders' ``easy`` level: the greedy baseline that cannot aim.

It plays as the greedy baseline (``ladders/shootin/greedy.py``): it rolls, walks towards
the nearest cookie, puts weapons in play and reloads empty ones, so it is never passive
and gets as close to the fight as the baseline does. But where the greedy would take its
best shot, ``easy`` slips with probability ``slip`` (always, by default): it picks one of
that moment's choices at random, any legal attack (a worse target, one ammo where three
were loaded) or ending its turn with the shot not taken. It never reacts or plays gear,
and in the trophy races (The Quick and the Crumbed, Trophy Room) it keeps to one weapon
in play, as a novice does (``EASY_WEAPONS``): with three, it won 21.0% of 300 Quick and
the Crumbed games against three greedy, too close to the fair share to tell apart.

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
# Weapons a novice keeps in play, per scenario (the rest stay in its hand); 3, the rules'
# limit, elsewhere. Measured against three greedy, 300 seeded games each (bench seeds):
# The Quick and the Crumbed 21.0% with three, 16.0% with one; Trophy Room 16.0% and 14.3%;
# Crumble Zone 19.7% and 20.7% (there it keeps three).
EASY_WEAPONS: dict[str, int] = {"quick-and-the-crumbed": 1, "trophy-room": 1}


class ShootinEasyBot(ShootinGreedyBot):
    """The greedy baseline with random shots (module docstring)."""

    def __init__(self, slip: float = EASY_SLIP, weapons: int | None = None) -> None:
        self.slip = slip
        self.weapons = weapons  # None: by scenario (EASY_WEAPONS)
        self._seed = 0

    def choose(self, rules: Ruleset, state: State, seat: Seat, seed: int) -> Action:
        self._seed = seed
        return super().choose(rules, state, seat, seed)

    def _active(self, rules: ShootinLadders, state: State, seat: Seat, legal: list[Action]) -> Action:
        keep = self.weapons if self.weapons is not None else EASY_WEAPONS.get(state["scenario"], 3)
        if len(state["players"][seat]["weapons"]) >= keep:
            # A novice keeps to the weapon it has: further weapon cards stay in its hand.
            legal = [a for a in legal if a["type"] != "play_weapon"]
        choice = super()._active(rules, state, seat, legal)
        if choice["type"] != "attack":
            return choice
        rng = random.Random(self._seed)
        if rng.random() >= self.slip:
            return choice
        return rng.choice([a for a in legal if a["type"] in ("attack", "end_turn")])
