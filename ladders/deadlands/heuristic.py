"""Rule-aware Frag Deadlands players.

``DeadlandsBot`` (normal, and hard with ``cautious``) plans each step from its
own view: it scores every square it can still reach this turn by the expected
damage of its best attack from there (hit chance from the range, damage from
the dice against the target's Health), walks the first step of the best plan,
attacks from the best square, and once out of attacks ends the turn where the
fewest enemies can see it. It arms up (weapons, armour, Health and damage
gadgets into play), heals when hurt, picks up leftovers and blood, hangs
whoever it can, and holds an attack for a shootout when nobody is in sight.
With ``cautious`` it also counts the enemies that could see each square
(the hard level, ``hard.HardBot``, is this policy, cautious, with exact
frag odds).

``SloppyBot`` (easy) shoots whenever it can and otherwise plays at random.

Neither reads another seat's hand or the deck order: only ``state`` fields a
``view`` shows them (own hand, the public board).
"""

from __future__ import annotations

from collections import deque
from functools import lru_cache

from ladders.deadlands.rules import DIR_NAMES, STARTING, FragDeadlands
from ladders.engine import Action, Ruleset, Seat, State, splitmix64

# The fighters in the order the bots pick them when free.
FIGHTER_PREFERENCE = (
    "agency_operative",
    "harrowed_gunslinger",
    "indian_brave",
    "saloon_gal",
    "mad_scientist",
    "huckster",
)


@lru_cache(maxsize=64)
def sum_dist(dice: int) -> tuple[tuple[int, float], ...]:
    """The distribution of the total of ``dice`` d6: (total, probability), lowest first."""
    dist = {0: 1.0}
    for _ in range(dice):
        nxt: dict[int, float] = {}
        for total, p in dist.items():
            for face in range(1, 7):
                nxt[total + face] = nxt.get(total + face, 0.0) + p / 6
        dist = nxt
    return tuple(sorted(dist.items()))


@lru_cache(maxsize=256)
def p_at_least(dice: int, need: int) -> float:
    """P(sum of ``dice`` d6 >= ``need``)."""
    return sum(p for total, p in sum_dist(dice) if total >= need)


@lru_cache(maxsize=256)
def p_frag(attack_dice: int, extra: int, health: int) -> float:
    """P(a hit of ``attack_dice`` d6 plus ``extra`` takes all of ``health``): the attack total
    divided by ``health`` d6, remainder dropped (L767-L776)."""
    defence = sum_dist(max(1, health))
    return sum(pa * pd for a, pa in sum_dist(max(0, attack_dice)) for d, pd in defence if a // d + extra >= health)


# A blood counter is kept through a hit it would almost surely not survive anyway (it stays
# on the record sheet through the frag, to be spent after the respawn).
BLOOD_HOPELESS = 0.9


def keep_worthless(rules: FragDeadlands, state: State, seat: Seat, card: int) -> bool:
    """A set-up card not worth keeping: a joker (never played, L108-L111) or a hex for a fighter
    who may never play one, unless his cheatin' turns any card into a die or a hex (the Saloon
    Gal's and the Huckster's discards)."""
    sheet = rules.sheet(state, seat)
    if sheet.cheat in ("extra_die", "hex_swap"):
        return False
    found = rules.cards[card]
    return found.joker or (found.deck == "hex" and sheet.no_hexes)


def spend_blood(state: State, seat: Seat) -> bool:
    """In a blood window: spend the counter unless the hit frags him even with it (the point
    restored now is one more defence die against this hit, L767-L768, and the counter is not
    lost to a frag it cannot prevent)."""
    window = state["pending"][0]
    health = int(state["f"][seat]["health"])
    return p_frag(int(window["dice"]), int(window["extra"]), health + 1) < BLOOD_HOPELESS


def expected_damage(attack_dice: int, extra: int, defence_dice: int) -> float:
    return max(0.0, (3.5 * attack_dice) / (3.5 * max(1, defence_dice)) - 0.35) + extra


def weapon_stats(rules: FragDeadlands, state: State, seat: Seat, weapon: int) -> tuple[int, int]:
    """(damage dice, extra damage) of a declared weapon, with damage gadgets."""
    rec = state["f"][seat]
    bonus = sum(rules.cards[u].bonus for u in rec["gadgets"] if rules.cards[u].effect == "damage")
    if weapon == STARTING:
        start = rules.sheet(state, seat).starting_weapon or {}
        return int(start.get("damage", 0)) + bonus, 0
    card = rules.cards[weapon]
    if card.deck == "hex":
        return card.dice, 0
    return card.damage + bonus, card.extra


class DeadlandsBot:
    def __init__(
        self,
        *,
        cautious: bool = False,
        stats: tuple[int, int, int] = (2, 2, 3),
        caution: float = 0.3,
        fighters: tuple[str, ...] = FIGHTER_PREFERENCE,
    ) -> None:
        self.cautious = cautious
        self.fighters = fighters
        self.stats = stats
        self.caution = caution
        self.step_ratio = 1.5

    # -- helpers -----------------------------------------------------------

    def _hit_value(
        self, rules: FragDeadlands, state: State, seat: Seat, target: Seat, p: float, dice: int, extra: int
    ) -> float:
        """What a hit on ``target`` with ``dice`` attack dice and ``extra`` damage is
        worth, landing with probability ``p``: the health it takes, and a frag's
        worth (more against a leader). The hard bot prices it exactly (hard.py)."""
        other = state["f"][target]
        dmg = expected_damage(dice, extra, other["health"])
        value = p * min(dmg, other["health"] + 0.5)
        if dmg >= other["health"]:
            value += p * (2.0 + other["frags"])
        return float(value)

    def _best_hit(
        self, rules: FragDeadlands, state: State, seat: Seat, target: Seat, p: float, arms: list[tuple[int, int]]
    ) -> float:
        """What the best of ``arms`` (dice, extra) is worth against ``target`` when
        choosing where to stand: the strongest weapon's dice, a frag at a flat 2."""
        other = state["f"][target]
        dmg = expected_damage(max(dice for dice, _ in arms), 0, other["health"])
        return float(p * min(dmg, other["health"] + 0.5) + (p * 2.0 if dmg >= other["health"] else 0.0))

    def _attack_value(self, rules: FragDeadlands, state: State, seat: Seat, action: Action) -> float:
        rec = state["f"][seat]
        target = state["f"][action["target"]]
        distance = rules.line_of_sight(state, rec["pos"], target["pos"])
        acc = rules.stat(state, seat, "accuracy")
        p = 1.0 if rec["auto_hit"] else p_at_least(acc, distance)
        if target["charm"] and not rec["auto_hit"]:
            p = 0.0
        dice, extra = weapon_stats(rules, state, seat, action["weapon"])
        value = self._hit_value(rules, state, seat, action["target"], p, dice, extra)
        if action["weapon"] >= 0 and action["weapon"] in rec["hand"] and rules.cards[action["weapon"]].deck == "hex":
            value -= 0.3
        if action.get("cheat"):
            value += 0.05
        return float(value)

    def _best_at(self, rules: FragDeadlands, state: State, seat: Seat, cell: int, occ: dict[int, list[Seat]]) -> float:
        """Expected value of the best single attack from ``cell``."""
        rec = state["f"][seat]
        acc = rules.stat(state, seat, "accuracy")
        arms = [weapon_stats(rules, state, seat, w) for w, _ in rules._weapon_choices(state, seat)]
        if not arms:
            return 0.0
        best = 0.0
        for t, other in enumerate(state["f"]):
            if t == seat or other["status"] != "alive":
                continue
            distance = rules.line_of_sight(state, cell, other["pos"], occ)
            if not distance:
                continue
            p = p_at_least(acc, distance) if not rec["auto_hit"] else 1.0
            best = max(best, self._best_hit(rules, state, seat, t, p, arms))
        return best

    def _exposure(self, rules: FragDeadlands, state: State, seat: Seat, cell: int, occ: dict[int, list[Seat]]) -> float:
        risk = 0.0
        for t, other in enumerate(state["f"]):
            if t == seat or other["status"] != "alive":
                continue
            distance = rules.line_of_sight(state, other["pos"], cell, occ)
            if distance:
                risk += p_at_least(rules.stat(state, t, "accuracy"), distance)
        return risk

    def _reachable(
        self, rules: FragDeadlands, state: State, seat: Seat, occ: dict[int, list[Seat]]
    ) -> dict[int, tuple[int, str]]:
        """Squares reachable by plain moves this turn: cell -> (cost, first direction).
        Acid and tentacle squares are avoided."""
        rec = state["f"][seat]
        budget = state["turn"]["move"]
        board = rules.board
        start = rec["pos"]
        out: dict[int, tuple[int, str]] = {start: (0, "")}
        queue = deque([start])
        while queue:
            cell = queue.popleft()
            cost, first = out[cell]
            if cost >= budget:
                continue
            for d, name in enumerate(DIR_NAMES):
                nxt = rules._step_target(state, seat, cell, d, occ)
                if nxt < 0 or nxt in out or nxt in board.acid or nxt in board.beast:
                    continue
                out[nxt] = (cost + 1, first or name)
                queue.append(nxt)
        return out

    # -- the choice ----------------------------------------------------------

    def choose(self, rules: Ruleset, state: State, seat: Seat, seed: int) -> Action:
        assert isinstance(rules, FragDeadlands)
        actions = rules.legal_actions(state, seat)
        by_type: dict[str, list[Action]] = {}
        for action in actions:
            by_type.setdefault(action["type"], []).append(action)
        rec = state["f"][seat]

        if "choose" in by_type:
            order = list(self.fighters)
            options = by_type["choose"]
            for fighter in order:
                mine = [a for a in options if a["fighter"] == fighter]
                if mine:
                    # Stats given at creation (a tournament's grown fighter) list only those.
                    return next((a for a in mine if (a["health"], a["speed"], a["accuracy"]) == self.stats), mine[0])
            return options[0]
        if "poker" in by_type:
            return next(a for a in by_type["poker"] if a["decks"] == ["weapon"] * 5)
        if "keep" in by_type:
            best = max(by_type["keep"], key=lambda a: self._card_value(rules, a["card"]))
            if "keep_none" in by_type and keep_worthless(rules, state, seat, best["card"]):
                return by_type["keep_none"][0]  # L65-L66: keeping is a choice (rules version 2)
            return best
        if "no_blood" in by_type:  # a blood window before a hit's damage (L877-L879)
            return by_type["use_blood"][0] if spend_blood(state, seat) else by_type["no_blood"][0]
        if "joker_draw" in by_type:
            deck = "weapon" if len(rec["weapons"]) < 2 else "special"
            return next((a for a in by_type["joker_draw"] if a["deck"] == deck), by_type["joker_draw"][0])
        if "hang" in by_type:
            if not self.cautious:
                return by_type["hang"][0]
            # Hang him where he will re-enter in our sight, as close as possible (L10-L12).
            occ = rules.occupied(state)

            def sight(a: Action) -> tuple[int, int]:
                distance = rules.line_of_sight(state, rec["pos"], a["square"], occ) if rec["pos"] >= 0 else 0
                return (0 if distance else 1, distance)

            return min(by_type["hang"], key=sight)
        if "shoot_out" in by_type:
            return max(by_type["shoot_out"], key=lambda a: sum(weapon_stats(rules, state, seat, a["weapon"])))
        if "return_fire" in by_type:
            return max(by_type["return_fire"], key=lambda a: sum(weapon_stats(rules, state, seat, a["weapon"])))
        if "fall" in by_type:  # brought to 0: cure if anything can
            for kind in ("cure", "use_blood", "fall"):
                if kind in by_type:
                    return by_type[kind][0]
        for kind in ("hold_fire", "no_return", "no_hang"):
            if kind in by_type:
                return by_type[kind][0]  # nothing to shoot with (or nothing to choose)
        if "respawn" in by_type:
            occ = rules.occupied(state)
            return min(
                by_type["respawn"],
                key=lambda a: self._exposure(rules, state, seat, rules.board.respawn[a["square"]], occ),
            )
        if "roll" in by_type:
            boosts = [a for a in by_type.get("boost", []) if len(rec["hand"]) > 4]
            return boosts[0] if boosts else by_type["roll"][0]
        if state["turn"]["stage"] == "done":
            return by_type["end_turn"][0] if "end_turn" in by_type else self._worst_discard(rules, by_type["discard"])

        # Free improvements first: they never cost movement or attacks.
        for kind in ("take_blood", "pickup"):
            if kind in by_type and (True):
                return max(by_type[kind], key=lambda a: self._card_value(rules, a.get("card", -1)))
        if "use_blood" in by_type and rec["health"] < rules.health_stat(state, seat):
            return by_type["use_blood"][0]
        play = self._useful_play(rules, state, seat, by_type.get("play", []))
        if play is not None:
            return play

        attacks = by_type.get("attack", [])
        occ = rules.occupied(state)
        if attacks:
            best = max(attacks, key=lambda a: self._attack_value(rules, state, seat, a))
            here = self._attack_value(rules, state, seat, best)
            # Step somewhere better first if the plan finds a clearly better square.
            better = self._plan_move(rules, state, seat, occ, by_type, attacking=True)
            if better is not None and better[0] > here * self.step_ratio + 0.2:
                return better[1]
            if here > 0.05:
                return best
        if rules.attacks_left(state, seat) > 0 and by_type.get("move"):
            plan = self._plan_move(rules, state, seat, occ, by_type, attacking=True)
            if plan is not None and plan[0] > 0.05:
                return plan[1]
        if "hold" in by_type and not attacks:
            return by_type["hold"][0]
        if by_type.get("move"):
            plan = self._plan_move(rules, state, seat, occ, by_type, attacking=False)
            if plan is not None:
                return plan[1]
        if self.cautious and "hold" in by_type:
            return by_type["hold"][0]  # an attack left unused is a shootout on someone else's turn
        if "end_turn" in by_type:
            return by_type["end_turn"][0]
        for kind in ("move", "jump"):  # in an occupied square: leave it before ending the turn (L183)
            if by_type.get(kind):
                return by_type[kind][0]
        return self._worst_discard(rules, by_type["discard"])

    def _card_value(self, rules: FragDeadlands, uid: int) -> float:
        if uid < 0:
            return 1.0
        card = rules.cards[uid]
        if card.joker:
            return 0.0
        if card.deck == "weapon":
            return card.damage + card.extra + (0.5 if card.ammo is None or card.ammo >= 4 else 0.0)
        return {"armor": 3.0, "heal": 2.5, "health": 3.0, "extra_attack": 2.5, "auto_hit": 2.0, "damage": 3.0}.get(
            card.effect, 1.0
        )

    def _worst_discard(self, rules: FragDeadlands, discards: list[Action]) -> Action:
        return min(discards, key=lambda a: self._card_value(rules, a["card"]))

    def _useful_play(self, rules: FragDeadlands, state: State, seat: Seat, plays: list[Action]) -> Action | None:
        rec = state["f"][seat]
        hurt = rec["health"] < rules.health_stat(state, seat)
        best: tuple[float, Action] | None = None
        for action in plays:
            card = rules.cards[action["card"]]
            value = 0.0
            if card.deck == "weapon":
                current = max((rules.cards[u].damage for u, _ in rec["weapons"]), default=0)
                start = rules.sheet(state, seat).starting_weapon or {}
                if card.damage + card.extra > max(current, int(start.get("damage", 0))):
                    value = 2.0 + card.damage
            elif card.effect in ("armor", "health", "damage", "accuracy", "hex_access"):
                value = 3.0
            elif card.effect == "speed":
                value = 1.5
            elif card.effect == "heal" and hurt:
                value = 2.0
            elif card.effect == "reload":
                value = 2.5
            elif card.effect in ("extra_attack", "auto_hit") and rules.attacks_left(state, seat) > 0:
                occ = rules.occupied(state)
                if rules._targets(state, seat, occ) and rules._can_attack_from_here(state, seat, occ):
                    value = 1.5
            elif card.effect == "boost" and card.stat == "accuracy" and rules.attacks_left(state, seat) > 0:
                occ = rules.occupied(state)
                if rules._targets(state, seat, occ):
                    value = 1.0
            elif card.effect == "charm":
                value = 0.5 if state["turn"]["move"] == 0 else 0.0
            elif card.effect == "draw":
                value = 1.0
            if value > 0 and (best is None or value > best[0]):
                best = (value, action)
        return None if best is None else best[1]

    def _plan_move(
        self,
        rules: FragDeadlands,
        state: State,
        seat: Seat,
        occ: dict[int, list[Seat]],
        by_type: dict[str, list[Action]],
        *,
        attacking: bool,
    ) -> tuple[float, Action] | None:
        moves = {a["dir"]: a for a in by_type.get("move", [])}
        if not moves:
            return None
        reach = self._reachable(rules, state, seat, occ)
        rec = state["f"][seat]
        board = rules.board
        enemies = [r["pos"] for s, r in enumerate(state["f"]) if s != seat and r["status"] == "alive" and r["pos"] >= 0]
        best: tuple[float, Action] | None = None
        from ladders.deadlands.greedy import distance_map

        for cell, (cost, first) in reach.items():
            if not first or first not in moves:
                continue
            if cell in occ and cell != rec["pos"]:
                continue
            if attacking:
                value = self._best_at(rules, state, seat, cell, occ)
                if self.cautious:
                    value -= self.caution * self._exposure(rules, state, seat, cell, occ)
            else:
                value = -self._exposure(rules, state, seat, cell, occ)
                if enemies:
                    near = min(distance_map(rules, e).get(cell, 99) for e in enemies)
                    value -= 0.03 * abs(near - 5)
            if cell in board.powerup:
                value += 0.2
            if any(p["cell"] == cell for p in state["piles"]) or cell in state["blood"]:
                value += 0.4
            value -= 0.001 * cost
            if best is None or value > best[0]:
                best = (value, moves[first])
        if best is None:
            return None
        if not attacking:
            stay = -self._exposure(rules, state, seat, rec["pos"], occ)
            if enemies:
                near = min(distance_map(rules, e).get(rec["pos"], 99) for e in enemies)
                stay -= 0.03 * abs(near - 5)
            if best[0] <= stay + 0.01:
                return None
        elif enemies and best[0] <= 0.05:
            # Nobody in reach this turn: close in on the nearest enemy.
            here = min(distance_map(rules, e).get(rec["pos"], 99) for e in enemies)
            for name, action in sorted(moves.items()):
                nxt = board.step[rec["pos"]][DIR_NAMES.index(name)]
                if nxt in board.acid or nxt in board.beast:
                    continue
                if min(distance_map(rules, e).get(nxt, 99) for e in enemies) < here:
                    return 0.06, action
        return best


class SloppyBot:
    """Shoots whenever it can (any weapon, any target), else a random legal action."""

    def choose(self, rules: Ruleset, state: State, seat: Seat, seed: int) -> Action:
        actions = rules.legal_actions(state, seat)
        attacks = [a for a in actions if a["type"] in ("attack", "shoot_out", "return_fire", "hang")]
        pool = attacks or actions
        return pool[splitmix64(seed) % len(pool)]
