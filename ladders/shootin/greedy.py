"""The greedy baseline for Shootin' Ladders: what a decent player does by rule of thumb.

It is the bar the bot levels are measured against (docs/engine.md, docs/shootin-ladders.md),
deterministic (the seed is not used) and blind to hidden cards (it reads only its own hand
and the public board). One decision at a time, in this order:

1. reaction window: let the attack be rolled (``no_reaction``);
2. placement, a team's activation: the first choice listed;
3. a two-colour star: ammo if a weapon in play is empty, else a weapon;
4. turn start: ``roll``;
5. active phase, the first that applies:
   a. put a weapon from the hand into play while fewer than three are (never discard one);
   b. reload a weapon in play that is out of ammo;
   c. **shoot the best target in range and sight**: the attack with the most expected
      hits (dice times the share of the target's parts still on, armour counted off),
      ties to the target with the fewest boxes left, then the lower seat;
   d. **move towards the nearest target**: the die and direction whose landing square
      (after a ladder or slide) is nearest, by range, to the nearest standing opponent;
      with no opponent on the board, towards the nearest star;
   e. ``end_turn``.

It never plays gear or reactions and never holds a weapon back: that is what the levels
above it may do better.
"""

from __future__ import annotations

from ladders.engine import Action, Ruleset, Seat, State
from ladders.shootin.cards import EAGLE, card
from ladders.shootin.flags import flag_objective
from ladders.shootin.rules import PARTS, ShootinLadders


class ShootinGreedyBot:
    """The greedy baseline (see the module docstring); deterministic, stateless."""

    def choose(self, rules: Ruleset, state: State, seat: Seat, seed: int) -> Action:
        legal = rules.legal_actions(state, seat)
        if not legal:
            raise ValueError(f"seat {seat} has no legal action")
        if len(legal) == 1:
            return legal[0]
        if not isinstance(rules, ShootinLadders):
            raise TypeError("the Shootin' Ladders greedy bot plays only shootin-ladders")
        kinds = {a["type"] for a in legal}
        if "no_reaction" in kinds:
            return {"type": "no_reaction"}
        if "draw" in kinds:
            return self._draw(state, seat, legal)
        if "roll" in kinds:
            return {"type": "roll"}
        if "move" not in kinds and "end_turn" not in kinds and "attack" not in kinds:
            # place, activate, go first, a flag's body part: the first listed.
            return legal[0]
        for action in legal:
            if action["type"] in ("drop_flag", "steal_flag"):
                return action  # a flag home or a flag to take: the objective first
        return self._active(rules, state, seat, legal)

    @staticmethod
    def _draw(state: State, seat: Seat, legal: list[Action]) -> Action:
        empty = any(w["ammo"] == 0 for w in state["players"][seat]["weapons"])
        wanted = "ammo" if empty else "weapon"
        return next((a for a in legal if a["deck"] == wanted), legal[0])

    def _active(self, rules: ShootinLadders, state: State, seat: Seat, legal: list[Action]) -> Action:
        player = state["players"][seat]
        for action in legal:
            if action["type"] == "play_weapon" and "discard" not in action:
                return action
        for action in legal:
            if action["type"] == "reload":
                weapon = next(w for w in player["weapons"] if w["card"] == action["weapon"])
                if weapon["ammo"] == 0:
                    return action
        attacks = [a for a in legal if a["type"] == "attack"]
        if attacks:
            return max(attacks, key=lambda a: self.attack_score(rules, state, seat, a))
        moves = [a for a in legal if a["type"] == "move"]
        if moves:
            return min(moves, key=lambda a: self.move_score(rules, state, seat, a))
        return next((a for a in legal if a["type"] == "end_turn"), legal[-1])

    @staticmethod
    def expected_hits(rules: ShootinLadders, state: State, seat: Seat, action: Action) -> float:
        """Dice times the chance one die hits a part still on the target (an armoured part's
        hit only wears armour, so it counts as a miss here unless the ammo pierces)."""
        victim = state["players"][action["target"]]
        dice = rules.attack_dice(state, seat, action["weapon"], action["target"], action["ammo"])
        piercing = False
        if action["weapon"] != EAGLE:
            loaded = next(w for w in state["players"][seat]["weapons"] if w["card"] == action["weapon"])
            piercing = loaded["piercing"]
        open_parts = sum(
            1
            for boxes, armour in zip(victim["parts"], victim["armour"], strict=True)
            if boxes > 0 and (piercing or armour == 0)
        )
        return dice * open_parts / len(PARTS)

    def attack_score(self, rules: ShootinLadders, state: State, seat: Seat, action: Action) -> tuple[float, ...]:
        """Higher is better: expected hits, then the target with the fewest boxes left,
        then the lower seat, then the cheaper shot (less ammo spent)."""
        victim = state["players"][action["target"]]
        ammo_cost = 0 if action["weapon"] == EAGLE or card(action["weapon"]).ammo is None else action["ammo"]
        return (
            round(self.expected_hits(rules, state, seat, action), 9),
            -sum(victim["parts"]),
            -action["target"],
            -ammo_cost,
        )

    @staticmethod
    def landing(rules: ShootinLadders, square: int) -> int:
        """Where a movement die that lands exactly on ``square`` leaves the cookie."""
        board = rules.board
        return board.ladders.get(square) or board.slides.get(square) or square

    def move_score(self, rules: ShootinLadders, state: State, seat: Seat, action: Action) -> int:
        """Lower is better: the landing square's range to the scenario's objective (a flag
        to take or to bring home), else to the nearest standing opponent (or, with none on
        the board, to the nearest star); ties to the die listed first."""
        pos = state["players"][seat]["pos"]
        steps = state["turn"]["dice"][action["die"]]
        landed = pos + action["direction"] * steps
        objective = flag_objective(state, seat)
        if objective is not None:
            return 0 if landed == objective else 1 + rules.board.distance(self.landing(rules, landed), objective)
        return self.nearest(rules, state, seat, self.landing(rules, landed))

    @staticmethod
    def nearest(rules: ShootinLadders, state: State, seat: Seat, square: int) -> int:
        board = rules.board
        teams = state["teams"]
        targets = [
            p["pos"]
            for s, p in enumerate(state["players"])
            if s != seat and p["status"] == "alive" and p["pos"] and (teams is None or teams[s] != teams[seat])
        ]
        if not targets:
            targets = list(board.stars)
        return min(board.distance(square, t) for t in targets)
