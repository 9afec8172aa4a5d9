"""The greedy baseline for Run For Your Life, Candyman!: what a player does by rule
of thumb, written down. Always move forward, attack whenever possible (every
cookie it may, with a normal attack; a cage-match summons to whoever comes
first), block with a DEFENSE card when it has one, never play other treats, and
put a chosen 2 damage on the part closest to being torn off (a trophy)."""

from __future__ import annotations

from ladders.candyman.data import PARTS
from ladders.engine import Action, Ruleset, Seat, State

ORDER = ("attack", "defend", "summon", "cage_draw", "part", "escape", "move", "draw", "no_defense", "pass", "end_turn")


def weakest_part(state: State, target: Seat, actions: list[Action]) -> Action:
    parts = state["players"][target]["parts"]
    return min(actions, key=lambda a: (parts[PARTS.index(a["part"])], a["part"]))


class GreedyBot:
    def choose(self, rules: Ruleset, state: State, seat: Seat, seed: int) -> Action:
        actions = rules.legal_actions(state, seat)
        if not actions:
            raise ValueError(f"seat {seat} has no legal action")
        for kind in ORDER:
            matching = [a for a in actions if a["type"] == kind]
            if not matching:
                continue
            if kind in ("move", "escape"):
                forward = [a for a in matching if all(d == 1 for d in a["directions"])]
                return (forward or matching)[0]
            if kind == "part":
                return weakest_part(state, state["stack"][-1]["target"], matching)
            return matching[0]
        return actions[0]
