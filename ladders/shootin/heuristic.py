"""A rule-aware Shootin' Ladders player: move where the shots are, shoot the best
expected damage, keep weapons loaded, draw.

It sees only what its seat may see (its own hand, the public board); it never
reads other hands or the deck order. Each call re-plans from scratch, so it is
stateless and deterministic for a given state.

Plan: over every order and direction of the unused dice, the cookie passes
through up to three positions; for each opponent it takes the best attack
available at any of them. It picks the plan with the greatest total, then
either attacks now (when here is that opponent's best spot) or makes the
plan's next move.
"""

from __future__ import annotations

from functools import lru_cache
from math import comb
from typing import Any

from ladders.engine import Action, Ruleset, Seat, State, splitmix64
from ladders.shootin.cards import CARDS, EAGLE, card
from ladders.shootin.flags import flag_objective
from ladders.shootin.rules import PARTS, ShootinLadders

TROPHY_VALUE = 4.0
FRAG_VALUE = 3.0
STAR_VALUE = 0.6
# Candyman Flag Capture: an exact landing on the objective (a flag to lift, the home base to
# drop it on, the carrier to steal from), and the pull towards it per square of range.
OBJECTIVE_VALUE = 12.0
OBJECTIVE_PULL = 0.4
FACES = len(PARTS)


@lru_cache(maxsize=64)
def _at_least(dice: int) -> tuple[float, ...]:
    """P(at least k hits on one given part) for k = 0..dice, each die hitting it with p = 1/6."""
    p = 1.0 / FACES
    pmf = [comb(dice, k) * p**k * (1 - p) ** (dice - k) for k in range(dice + 1)]
    tail = [0.0] * (dice + 2)
    for k in range(dice, -1, -1):
        tail[k] = tail[k + 1] + pmf[k]
    return tuple(tail)


@lru_cache(maxsize=65536)
def attack_value(
    dice: int,
    parts: tuple[int, ...],
    armour: tuple[int, ...],
    piercing: bool,
    box_weight: float = 1.0,
    trophy_value: float = TROPHY_VALUE,
) -> float:
    """Expected boxes removed (each worth ``box_weight``) plus the chance of each
    trophy (worth ``trophy_value``, and of the frag) weighted."""
    if dice <= 0:
        return 0.0
    tail = _at_least(dice)
    live = sum(1 for b in parts if b > 0)
    value = 0.0
    for boxes, shield in zip(parts, armour, strict=True):
        if boxes == 0:
            continue
        cover = 0 if piercing else shield
        # Expected boxes marked: sum over k of P(hits >= cover + k), k = 1..boxes.
        for k in range(1, boxes + 1):
            need = cover + k
            if need > dice:
                break
            value += tail[need] * box_weight
        need = cover + boxes
        if need <= dice:
            value += tail[need] * (trophy_value + (FRAG_VALUE if live == 1 else 0.0))
    return value


def shown_weapons(player: dict[str, Any]) -> list[tuple[int, int, int]]:
    """(uid, most ammo in one attack, extra dice per ammo) for what ``player`` shows in play."""
    shown = [(EAGLE, 1, 0)]
    for w in player["weapons"]:
        if w["ammo"] is None or w["ammo"] > 0:
            c = CARDS[w["card"]]
            most = c.shots if w["ammo"] is None else min(c.shots, w["ammo"])
            shown.append((w["card"], most, w["extra_dice"]))
    return shown


def exposure(
    rules: ShootinLadders,
    state: State,
    seat: Seat,
    square: int,
    box_weight: float = 1.0,
    trophy_value: float = TROPHY_VALUE,
) -> float:
    """The damage the standing opponents could do to ``seat``'s cookie on ``square``: for
    each, its best attack (``attack_value``) from where it stands now with what it shows in
    play (the Dessert Eagle and its weapons with ammo), summed over them. Public facts
    only: positions, weapons in play, ``seat``'s own parts and armour."""
    players = state["players"]
    me = players[seat]
    parts, armour = tuple(me["parts"]), tuple(me["armour"])
    board = rules.board
    scenario = rules.scenario(state)
    total = 0.0
    for s, other in enumerate(players):
        there = other["pos"]
        if s == seat or other["status"] != "alive" or there is None:
            continue
        if not scenario.may_attack(state, s, seat) or not scenario.line_of_sight(board, state, s, there, square):
            continue
        distance = board.distance(there, square)
        best = 0.0
        for uid, most, extra in shown_weapons(other):
            c = card(uid)
            if c.melee or distance > c.range:
                continue
            dice = (c.dice + extra) * most + (1 if there == square else 0)
            if board.level_gap(there, square) > 1 and not c.no_long_range_penalty:
                dice -= 1
            best = max(best, attack_value(dice, parts, armour, False, box_weight, trophy_value))
        total += best
    return total


class ShootinHeuristicBot:
    # What ending a turn where the others can shoot costs, times ``exposure``: ``normal``
    # weighs only the shots it can make; ``ShootinOutlastBot`` weighs the ones it can take.
    exposure_weight = 0.0

    def choose(self, rules: Ruleset, state: State, seat: Seat, seed: int) -> Action:
        legal = rules.legal_actions(state, seat)
        if not legal:
            raise ValueError(f"seat {seat} has no legal action")
        if len(legal) == 1:
            return legal[0]
        if not isinstance(rules, ShootinLadders):
            raise TypeError("the Shootin' Ladders heuristic plays only shootin-ladders")
        kinds = {a["type"] for a in legal}
        if "no_reaction" in kinds:
            return self._react(state, legal)
        if "go_first" in kinds:
            return {"type": "go_first", "team": state["teams"][seat]}  # shoot before being shot
        if "flag_part" in kinds:
            # The flag rides on the healthiest part (it drops when that part is destroyed).
            parts = state["players"][seat]["parts"]
            return max(legal, key=lambda a: (parts[PARTS.index(a["part"])], a["part"] == "torso"))
        if "keep_flag" in kinds:
            return {"type": "keep_flag"}
        if "activate" in kinds:
            return self._activate(rules, state, legal)
        if "place" in kinds or "choose" in kinds:
            return legal[splitmix64(seed) % len(legal)]
        if "draw" in kinds:
            return self._draw(state, seat, legal)
        if "roll" in kinds:
            return {"type": "roll"}
        return self._active(rules, state, seat, legal)

    # -- small choices -------------------------------------------------------

    def _activate(self, rules: ShootinLadders, state: State, legal: list[Action]) -> Action:
        """A team picks its next member (L232): the one with the best shots from where it
        stands, else the one nearest an opponent (ties: the first listed)."""
        players = state["players"]
        # Between turns: as if the member's turn had begun (no attack made yet).
        fresh = {**state, "turn": {**(state["turn"] or {}), "attacks": [[0, 0] for _ in players]}}

        def key(action: Action) -> tuple[float, int]:
            member = action["seat"]
            pos = players[member]["pos"]
            if pos is None or players[member]["status"] != "alive":
                return (0.0, 0)
            shots = sum(self._potential(rules, fresh, member, pos).values())
            return (shots, -self._nearest(rules, state, member, pos))

        return max(legal, key=key)

    def _react(self, state: State, legal: list[Action]) -> Action:
        reactions = [a for a in legal if a["type"] == "react"]
        if reactions and state["pending"]["dice"] >= 2:
            # The decoy cancels outright; keep it for big attacks.
            cancel = [a for a in reactions if CARDS[a["card"]].effect == "cancel_attack"]
            if cancel and state["pending"]["dice"] >= 4:
                return cancel[0]
            duck = [a for a in reactions if CARDS[a["card"]].effect != "cancel_attack"]
            return (duck or reactions)[0]
        return {"type": "no_reaction"}

    def _draw(self, state: State, seat: Seat, legal: list[Action]) -> Action:
        player = state["players"][seat]
        empty = any(w["ammo"] == 0 for w in player["weapons"])
        order = ["ammo", "weapon", "gear"] if empty else ["weapon", "ammo", "gear"]
        return min(legal, key=lambda a: order.index(a["deck"]))

    @staticmethod
    def _weapon_strength(uid: int) -> float:
        c = card(uid)
        reach = 1.0 if c.melee else min(c.range, 10) / 6.0
        return c.dice * c.shots * (0.6 if c.melee else 1.0) * (0.5 + reach)

    # -- the active phase ----------------------------------------------------

    def _active(self, rules: ShootinLadders, state: State, seat: Seat, legal: list[Action]) -> Action:
        player = state["players"][seat]
        for action in legal:
            if action["type"] in ("drop_flag", "steal_flag"):
                return action  # Candyman Flag Capture: the mission before anything else
        # 1. Equip: weapons (replacing the weakest at the limit), armour, reloads, heals.
        best_play: tuple[float, Action] | None = None
        for action in legal:
            kind = action["type"]
            if kind == "play_weapon":
                gain = self._weapon_strength(action["card"])
                if "discard" in action:
                    old = next(w for w in player["weapons"] if w["card"] == action["discard"])
                    dead = old["ammo"] == 0 and not any(CARDS[u].deck == "ammo" for u in player["hand"])
                    gain -= 0.0 if dead else self._weapon_strength(action["discard"]) + 0.5
                if gain > 0 and (best_play is None or gain > best_play[0]):
                    best_play = (gain, action)
            elif kind == "reload":
                weapon = next(w for w in player["weapons"] if w["card"] == action["weapon"])
                if weapon["ammo"] == 0:
                    gain = 5.0 + self._weapon_strength(action["weapon"])
                    if best_play is None or gain > best_play[0]:
                        best_play = (gain, action)
            elif kind == "gear":
                effect = CARDS[action["card"]].effect
                if "seat" in action:
                    continue  # on another cookie: this bot keeps its gear for itself
                if effect in ("armour", "graft_head"):
                    return action
                if effect == "heal":
                    part = PARTS.index(action["part"])
                    if player["parts"][part] <= 2:
                        return action
        if best_play is not None:
            return best_play[1]
        # 2. Plan moves and attacks.
        attacks = [a for a in legal if a["type"] == "attack"]
        moves = [a for a in legal if a["type"] == "move"]
        here = self._attack_scores(rules, state, seat, player["pos"], attacks)
        if not moves:
            if here:
                return max(here.values(), key=lambda sv: sv[0])[1]
            return {"type": "end_turn"} if {"type": "end_turn"} in legal else legal[-1]
        plan_value, first_move, best_later = self._plan(rules, state, seat, moves)
        for target, (value, action) in here.items():
            if value > 0 and value >= best_later.get(target, 0.0) - 1e-9:
                return action
        return first_move if plan_value is not None else moves[0]

    def _attack_scores(
        self, rules: ShootinLadders, state: State, seat: Seat, pos: int, attacks: list[Action]
    ) -> dict[int, tuple[float, Action]]:
        """Best (value, action) per target among the legal attacks from ``pos``."""
        best: dict[int, tuple[float, Action]] = {}
        players = state["players"]
        box_weight, trophy_value = 1.0, TROPHY_VALUE
        for action in attacks:
            target = action["target"]
            victim = players[target]
            dice = rules.attack_dice(state, seat, action["weapon"], target, action["ammo"])
            value = attack_value(
                dice,
                tuple(victim["parts"]),
                tuple(victim["armour"]),
                self._piercing(state, seat, action),
                box_weight,
                trophy_value,
            )
            if action["weapon"] != EAGLE and card(action["weapon"]).ammo is not None:
                value -= 0.05 * action["ammo"]  # spend ammo only for a better shot
            if target not in best or value > best[target][0]:
                best[target] = (value, action)
        return best

    @staticmethod
    def _piercing(state: State, seat: Seat, action: Action) -> bool:
        if action["weapon"] == EAGLE:
            return False
        weapon = next(w for w in state["players"][seat]["weapons"] if w["card"] == action["weapon"])
        return bool(weapon["piercing"])

    def _potential(self, rules: ShootinLadders, state: State, seat: Seat, pos: int) -> dict[int, float]:
        """Best attack value per target if the cookie stood on ``pos`` (ranged and melee at range 0)."""
        board = rules.board
        players = state["players"]
        me = players[seat]
        used = state["turn"]["attacks"]
        scenario = rules.scenario(state)
        box_weight, trophy_value = 1.0, TROPHY_VALUE
        options: list[tuple[int, Any, int]] = [(EAGLE, card(EAGLE), 1)]
        for w in me["weapons"]:
            c = CARDS[w["card"]]
            if w["ammo"] is None or w["ammo"] > 0:
                options.append((w["card"], c, c.shots if w["ammo"] is None else min(c.shots, w["ammo"])))
        result: dict[int, float] = {}
        for target, victim in enumerate(players):
            if target == seat or victim["status"] != "alive" or (used[target][0] and used[target][1]):
                continue
            if not scenario.may_attack(state, seat, target):
                continue
            there = victim["pos"]
            distance = board.distance(pos, there)
            sight = scenario.line_of_sight(board, state, seat, pos, there)
            parts, armour = tuple(victim["parts"]), tuple(victim["armour"])
            best = 0.0
            for uid, c, most in options:
                if c.melee:
                    if there != pos:
                        continue
                elif used[target][0] or distance > c.range or not sight:
                    continue
                dice = rules.attack_dice(state, seat, uid, target, most, from_square=pos)
                best = max(best, attack_value(dice, parts, armour, False, box_weight, trophy_value))
            if best > 0:
                result[target] = best
        return result

    def _land(self, rules: ShootinLadders, square: int) -> tuple[int, float]:
        board = rules.board
        bonus = STAR_VALUE if square in board.stars else 0.0
        if square in board.ladders:
            return board.ladders[square], bonus
        if square in board.slides:
            return board.slides[square], bonus
        return square, bonus

    def _plan(
        self, rules: ShootinLadders, state: State, seat: Seat, moves: list[Action]
    ) -> tuple[float | None, Action, dict[int, float]]:
        """The best plan's value, its first move, and each target's best value later in that plan."""
        dice = state["turn"]["dice"]
        start = state["players"][seat]["pos"]
        squares = rules.board.squares
        objective = flag_objective(state, seat)
        best: tuple[float | None, Action, dict[int, float]] = (None, moves[0], {})
        for first in moves:
            exact_one = start + first["direction"] * dice[first["die"]]
            one, bonus_one = self._land(rules, exact_one)
            if exact_one == objective:
                bonus_one += OBJECTIVE_VALUE
            later_moves: list[tuple[int, float]] = [(one, bonus_one)]
            others = [i for i, d in enumerate(dice) if d is not None and i != first["die"]]
            tails: list[list[tuple[int, float]]] = []
            if others:
                step = dice[others[0]]
                for direction in (1, -1):
                    exact_two = one + direction * step
                    if 1 <= exact_two <= squares:
                        two, bonus_two = self._land(rules, exact_two)
                        tails.append([(two, bonus_two + (OBJECTIVE_VALUE if exact_two == objective else 0.0))])
            if not tails:
                tails = [[]]
            for tail in tails:
                positions = later_moves + tail
                per_target: dict[int, float] = {}
                bonus = 0.0
                for pos, star in positions:
                    bonus += star
                    for target, value in self._potential(rules, state, seat, pos).items():
                        if value > per_target.get(target, 0.0):
                            per_target[target] = value
                total = sum(per_target.values()) + bonus
                if self.exposure_weight:
                    total -= self.exposure_weight * exposure(rules, state, seat, positions[-1][0])
                if objective is not None:
                    total -= OBJECTIVE_PULL * rules.board.distance(positions[-1][0], objective)
                elif not per_target:
                    total -= 0.02 * self._nearest(rules, state, seat, positions[-1][0])
                if best[0] is None or total > best[0]:
                    best = (total, first, per_target)
        return best

    @staticmethod
    def _nearest(rules: ShootinLadders, state: State, seat: Seat, pos: int) -> int:
        board = rules.board
        distances = [
            board.distance(pos, p["pos"])
            for s, p in enumerate(state["players"])
            if s != seat and p["status"] == "alive" and p["pos"] is not None
        ]
        return min(distances, default=0)


class ShootinOutlastBot(ShootinHeuristicBot):
    """The heuristic playing to outlast (Crumble Zone, won by the last cookie standing): the
    prior of ``hard``'s search there (``panel.HardPrior``), whose lines ``normal`` plays on.

    - Exposure: a plan's value loses twice the damage the standing opponents could do to
      this cookie where the plan ends, each from where it stands now with what it shows in
      play (``exposure``: public facts only).
    - Stay or roll: at the start of a turn it compares staying put (the shots from here, less
      the exposure here) with the mean, over the 36 rolls, of the best plan each roll allows
      (rolling forces both dice to be moved).

    This was ``ShootinHardBot``'s play in Crumble Zone before issue #40 (weight 2: 1 won 29
    and 2 won 50 of 100 games against three ``normal``; docs/shootin-ladders.md). On the
    strength bench's tuning seeds it won 41.1% of 800 games against three ``normal`` and
    98.5-100% of 400 against three of each panel style (docs/bots.md, nineteenth run).
    """

    exposure_weight = 2.0

    def choose(self, rules: Ruleset, state: State, seat: Seat, seed: int) -> Action:
        legal = rules.legal_actions(state, seat)
        if isinstance(rules, ShootinLadders) and {"type": "stay"} in legal and {"type": "roll"} in legal:
            return self._stay_or_roll(rules, state, seat)
        return super().choose(rules, state, seat, seed)

    def _stay_or_roll(self, rules: ShootinLadders, state: State, seat: Seat) -> Action:
        pos = state["players"][seat]["pos"]
        stay = sum(self._potential(rules, state, seat, pos).values()) - self.exposure_weight * exposure(
            rules, state, seat, pos
        )
        squares = rules.board.squares
        total = 0.0
        for a in range(1, 7):
            for b in range(1, 7):
                sim = dict(state)
                sim["turn"] = {**state["turn"], "dice": [a, b], "phase": "active"}
                moves: list[Action] = [
                    {"type": "move", "die": die, "direction": direction}
                    for die, steps in enumerate((a, b))
                    for direction in (1, -1)
                    if 1 <= pos + direction * steps <= squares
                ]
                value, _, _ = self._plan(rules, sim, seat, moves)
                total += value if value is not None else stay
        return {"type": "stay"} if stay > total / 36 else {"type": "roll"}
