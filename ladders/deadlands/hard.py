"""Frag Deadlands' hard bot.

``HardBot`` plays the normal bot's policy with an exact attack evaluation:
the frag chance of an attack is computed from the dice (to hit: Accuracy dice
at least the range; damage: the attack dice's total divided by the target's
Health dice's total, remainder dropped, plus extra damage), and a frag is
weighted by what it means for the race to three (more against the frag
leader, most against a fighter one frag from winning).

It also builds its fighter differently: Health 1, Speed 3, Accuracy 3 instead of
normal's 2/2/3 (``HARD_STATS``). A sweep of the splits against three ``normal``
(docs/frag-deadlands.md, seventh round) found Accuracy 3 (two attacks a turn) and
Speed 3 worth more than the second Health die; that split is most of its edge.

It reads only what its seat's view shows (own hand, the public board).
"""

from __future__ import annotations

from functools import lru_cache

from ladders.deadlands.heuristic import DeadlandsBot, sum_dist
from ladders.deadlands.rules import FragDeadlands
from ladders.engine import Seat, State


@lru_cache(maxsize=1024)
def damage_dist(attack_dice: int, defence_dice: int) -> tuple[float, ...]:
    """P(damage == k) for k = 0.. of ``attack_dice`` d6 // ``defence_dice`` d6 (L767-L776)."""
    out: dict[int, float] = {}
    for a, pa in sum_dist(max(0, attack_dice)):
        for d, pd in sum_dist(max(1, defence_dice)):
            k = a // d
            out[k] = out.get(k, 0.0) + pa * pd
    top = max(out)
    return tuple(out.get(k, 0.0) for k in range(top + 1))


def wound_odds(attack_dice: int, extra: int, health: int) -> tuple[float, float, float]:
    """(expected health lost, P(frag), P(gallows)) of one hit on a fighter with ``health`` left."""
    dist = damage_dist(attack_dice, max(1, health))
    lost = frag = gallows = 0.0
    for k, p in enumerate(dist):
        damage = k + extra
        lost += p * min(damage, health)
        if damage >= health:
            frag += p
            if damage >= 2 * health:
                gallows += p
    return lost, frag, gallows


# Health, Speed, Accuracy: 28.7% of 4,000 games against three normal (2/2/3: 25.8%).
HARD_STATS = (1, 3, 3)


class HardBot(DeadlandsBot):
    """The normal policy with exact frag odds, frag-race weighting and its own stat split."""

    def __init__(
        self,
        *,
        frag_weight: float = 3.0,
        leader_weight: float = 1.0,
        stats: tuple[int, int, int] = HARD_STATS,
        **kwargs: object,
    ) -> None:
        super().__init__(stats=stats, **kwargs)  # type: ignore[arg-type]
        self.frag_weight = frag_weight
        self.leader_weight = leader_weight

    def _frag_value(self, state: State, target: Seat) -> float:
        frags = [r["frags"] for r in state["f"]]
        mine = int(state["f"][target]["frags"])
        value = self.frag_weight + self.leader_weight * mine
        if mine == max(frags) and mine > 0:
            value += self.leader_weight
        return value

    def _hit_value(
        self, rules: FragDeadlands, state: State, seat: Seat, target: Seat, p: float, dice: int, extra: int
    ) -> float:
        other = state["f"][target]
        lost, frag, _gallows = wound_odds(dice, extra, int(other["health"]))
        return p * (lost + frag * self._frag_value(state, target))

    def _best_hit(
        self, rules: FragDeadlands, state: State, seat: Seat, target: Seat, p: float, arms: list[tuple[int, int]]
    ) -> float:
        # Every weapon priced exactly, not only the one with most dice.
        return max(self._hit_value(rules, state, seat, target, p, dice, extra) for dice, extra in arms)
