"""The greedy baseline for Frag Deadlands: the few lines a decent human plays by
rule of thumb. Shoot whoever is in sight with the best weapon at hand; else
walk towards the nearest fighter; pick up what it passes; play what helps;
spend a blood counter when hurt (and in a blood window, before the damage).

It reads only its own view's information (its hand, the public board).
"""

from __future__ import annotations

from collections import deque

from ladders.deadlands.rules import DIR_NAMES, FragDeadlands
from ladders.engine import Action, Ruleset, Seat, State, splitmix64


def distances_from(rules: FragDeadlands, start: int) -> dict[int, int]:
    """Walking distance (orthogonal steps, doors and walls respected) from ``start``."""
    step = rules.board.step
    seen = {start: 0}
    queue = deque([start])
    while queue:
        cell = queue.popleft()
        for nxt in step[cell]:
            if nxt >= 0 and nxt not in seen:
                seen[nxt] = seen[cell] + 1
                queue.append(nxt)
    return seen


_DIST_CACHE: dict[int, dict[int, int]] = {}


def distance_map(rules: FragDeadlands, target: int) -> dict[int, int]:
    """Distance to ``target`` from every square (the map's moves are nearly symmetric;
    one-way doors make it an estimate)."""
    hit = _DIST_CACHE.get(target)
    if hit is None:
        hit = distances_from(rules, target)
        _DIST_CACHE[target] = hit
    return hit


def weapon_dice(rules: FragDeadlands, state: State, seat: Seat, weapon: int) -> int:
    if weapon < 0:
        start = rules.sheet(state, seat).starting_weapon or {}
        return int(start.get("damage", 0))
    card = rules.cards[weapon]
    return (card.dice if card.deck == "hex" else card.damage) + card.extra


class GreedyBot:
    def choose(self, rules: Ruleset, state: State, seat: Seat, seed: int) -> Action:
        assert isinstance(rules, FragDeadlands)
        actions = rules.legal_actions(state, seat)
        by_type: dict[str, list[Action]] = {}
        for action in actions:
            by_type.setdefault(action["type"], []).append(action)

        def pick(options: list[Action]) -> Action:
            return options[splitmix64(seed) % len(options)]

        if "choose" in by_type:
            balanced = [a for a in by_type["choose"] if (a["health"], a["speed"], a["accuracy"]) == (2, 2, 3)]
            return balanced[0] if balanced else by_type["choose"][0]
        if "poker" in by_type:
            return pick(by_type["poker"])
        if "keep" in by_type:
            if "keep_none" in by_type and all(rules.cards[a["card"]].joker for a in by_type["keep"]):
                return by_type["keep_none"][0]  # five jokers: nothing worth keeping (L65-L66)
            return by_type["keep"][0]
        if "no_blood" in by_type:
            return by_type["use_blood"][0]  # a blood window: one more defence die against the hit
        if "joker_draw" in by_type:
            return next((a for a in by_type["joker_draw"] if a["deck"] == "weapon"), by_type["joker_draw"][0])
        if "hang" in by_type:
            return by_type["hang"][0]
        if "shoot_out" in by_type:
            return max(by_type["shoot_out"], key=lambda a: weapon_dice(rules, state, seat, a["weapon"]))
        if "return_fire" in by_type:
            return max(by_type["return_fire"], key=lambda a: weapon_dice(rules, state, seat, a["weapon"]))
        if "fall" in by_type:
            return (by_type.get("cure") or by_type.get("use_blood") or by_type["fall"])[0]
        if "respawn" in by_type:
            return pick(by_type["respawn"])
        if "roll" in by_type:
            return by_type["roll"][0]
        if "attack" in by_type:
            return max(
                by_type["attack"],
                key=lambda a: (weapon_dice(rules, state, seat, a["weapon"]), a.get("cheat", False), -a["target"]),
            )
        for kind in ("pickup", "take_blood", "use_blood"):  # use_blood is listed only when hurt
            if kind in by_type:
                return by_type[kind][0]
        weapons = [a for a in by_type.get("play", []) if rules.cards[a["card"]].deck == "weapon"]
        if weapons:
            return weapons[0]
        if "move" in by_type:
            rec = state["f"][seat]
            targets = [
                r["pos"] for s, r in enumerate(state["f"]) if s != seat and r["status"] == "alive" and r["pos"] >= 0
            ]
            if targets:
                best: tuple[int, Action] | None = None
                for action in by_type["move"]:
                    nxt = rules.board.step[rec["pos"]][DIR_NAMES.index(action["dir"])]
                    d = min(distance_map(rules, t).get(nxt, 999) for t in targets)
                    if best is None or d < best[0]:
                        best = (d, action)
                here = min(distance_map(rules, t).get(rec["pos"], 999) for t in targets)
                if best is not None and best[0] < here:
                    return best[1]
        if "end_turn" not in by_type:
            for kind in ("move", "jump"):  # in an occupied square: leave it before ending the turn (L183)
                if by_type.get(kind):
                    return by_type[kind][0]
        if "discard" in by_type and "end_turn" not in by_type:
            return by_type["discard"][0]
        return by_type["end_turn"][0] if "end_turn" in by_type else actions[0]
