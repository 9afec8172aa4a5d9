"""The ``normal`` and ``hard`` Candyman bots.

``CandymanBot`` decides from what its seat may see and nothing more: it first
re-samples everything hidden from it (``rules.determinize``: the other hands
and the Special Treat pile dealt again, the Dash N Bash pile shuffled), then
reads only public facts (positions, sheets, equipped treats) and its own hand.
Its rules of thumb, beyond the greedy baseline's:

- movement: try every way to move by the card (each direction, each order) on a
  copy and keep the furthest space after bridges (Sweet Toof and the cage cards
  are played out too), with a small bonus for a burst behind a runaway leader;
- a Candy Cage Match summons the cookie furthest ahead (pulling it back), and
  only if it is ahead of you; in a match, hit the leader;
- out of turn (a PLAY AT ANY TIME window, ``window_choice``): Push'n Pop shoves the
  active cookie back when the card it drew would carry it over the border and would
  not from five spaces back, or else right after its move when it is ahead of you
  (never out of the Danger Zone: that would spare it the Twins); Fizz Pop tears off a
  part left with one box (a trophy; a cookie's last box first); otherwise it waits;
- on its own turn Push'n Pop shoves a cookie that is ahead of you; other treats are
  spent on the leader; EQUIP cards are worn at once; DEFENSE cards cancel any attack,
  the Twins' included.

``lookahead`` (no level's since 2 December, when ``hard`` became the search in
``panel.py``; kept for ``bench/candyman_fit_eval.py``'s ``normal-look4``, which lost
to plain ``normal``: docs/bots.md, twenty-first run) adds a determinized look-ahead
to the movement choice: for each way to move, that many futures (hidden cards and
deck order re-sampled each time, the same futures for every move) are played on by
``normal`` for every seat until the mover's next turn is over, and the move with
the best mean position score is taken; optional summons are weighed the same way.
"""

from __future__ import annotations

import functools
from typing import Any

from ladders.candyman.data import DASH, PARTS, TREATS
from ladders.candyman.greedy import weakest_part
from ladders.engine import Action, Ruleset, Seat, State, splitmix64

SUMMON_WEIGHT = 0.6  # turns of the leader's lead a cage match on this space is worth
PUSH_BEHIND = 10  # shove a cookie up to this far behind you, or ahead of you


@functools.cache
def turns_to_finish() -> tuple[float, ...]:
    """Expected turns from each space to the border for a lone cookie that picks
    the best way to move every turn (value iteration over the Dash N Bash mix;
    bridges applied, a Sweet Toof card counted as landing on its space)."""
    from ladders.candyman.rules import RULESET

    board = RULESET.board
    kinds: dict[tuple[str, tuple[str, ...], str | None], int] = {}
    for card in DASH:
        key = (card.kind, card.icons, card.character)
        kinds[key] = kinds.get(key, 0) + 1
    total = len(DASH)
    cards = [
        (DASH[next(c.uid for c in DASH if (c.kind, c.icons, c.character) == k)], n / total) for k, n in kinds.items()
    ]
    size = board.size
    border = board.border
    value = [float(border - p) / 4.0 for p in range(size)]
    value[border] = 0.0

    def land(space: int) -> int:
        return board.bridges.get(space, space)

    options: list[list[tuple[float, list[int]]]] = []
    for pos in range(border):
        per_card = []
        for card, weight in cards:
            if card.kind == "character":
                dests = [board.characters[str(card.character)]]
            elif card.kind == "cage":
                dests = [board.nearest_burst(pos)]
            else:
                dests = [
                    land(legs[-1]) if legs[-1] != border else border for _, _, legs in RULESET._move_options(pos, card)
                ]
            per_card.append((weight, dests))
        options.append(per_card)
    for _ in range(200):
        delta = 0.0
        for pos in range(border - 1, -1, -1):
            new = 1.0 + sum(weight * min(value[d] for d in dests) for weight, dests in options[pos])
            delta = max(delta, abs(new - value[pos]))
            value[pos] = new
        if delta < 1e-6:
            break
    return tuple(value)


def can_cross(rules: Ruleset, pos: int, card_uid: int) -> bool:
    """Whether the Dash N Bash card ``card_uid`` can carry a cookie on ``pos`` over the
    border (L85): a character or Candy Cage Match card never does."""
    card = DASH[card_uid]
    if card.kind != "icons":
        return False
    border: int = rules.board.border  # type: ignore[attr-defined]
    return any(legs[-1] == border for _, _, legs in rules._move_options(pos, card))  # type: ignore[attr-defined]


def window_choice(rules: Ruleset, state: State, seat: Seat, treats: list[Action]) -> Action | None:
    """The PLAY AT ANY TIME card ``normal`` plays in its window (``treats``: the window's
    ``treat`` actions), or None to pass. Read from the public table and the seat's own
    hand only (the listed cards), under either rules version: version 1's windows all
    come right after the active cookie's move and aim at it alone."""
    players = state["players"]
    turn = state["turn"]
    current = state["current"]
    board = rules.board  # type: ignore[attr-defined]
    pushes = [a for a in treats if TREATS[a["card"]].effect == "push" and a["target"] == current != seat]
    if turn is not None and turn["phase"] == "move" and pushes:
        # The card just drawn would win the game (L85): shove the mover back if that stops it.
        pos = players[current]["pos"]
        for action in pushes:
            back = max(0, pos + TREATS[action["card"]].amount)
            if can_cross(rules, pos, turn["card"]) and not can_cross(rules, back, turn["card"]):
                return action
    snipes = []
    for action in treats:
        card = TREATS[action["card"]]
        if card.effect != "damage":
            continue
        target = players[action["target"]]
        parts = target["parts"] if card.part == "choice" else [target["parts"][PARTS.index(str(card.part))]]
        if any(0 < boxes <= card.amount for boxes in parts):
            # A trophy (L115), the cookie's last box first (crumbs, L31), then the one furthest along.
            snipes.append(((sum(target["parts"]) <= card.amount, target["pos"]), action))
    if snipes:
        return max(snipes, key=lambda scored: scored[0])[1]
    if turn is not None and turn["phase"] == "after_move" and pushes:
        me = players[seat]
        pos = players[current]["pos"]
        for action in pushes:
            back = max(0, pos + TREATS[action["card"]].amount)
            if pos > me["pos"] - PUSH_BEHIND and not (board.in_zone(pos) and not board.in_zone(back)):
                return action
    return None


def _leader(state: State, seat: Seat, candidates: list[Seat]) -> Seat:
    players = state["players"]
    return max(candidates, key=lambda t: (players[t]["pos"], -sum(players[t]["parts"]), -t))


def _position_score(rules: Ruleset, state: State, seat: Seat) -> float:
    winners = state["winners"]
    if winners is not None:
        return 1000.0 if seat in winners else -1000.0
    players = state["players"]
    me = players[seat]
    if not me["alive"]:
        return -500.0
    turns = turns_to_finish()
    score: float = -turns[me["pos"]]
    turn = state["turn"]
    if turn is not None and state["current"] == seat and turn["burst"] is not None and me["pos"] == turn["burst"]:
        # A cage match can pull the leader back to this space: worth part of the gap.
        ahead = [turns[p["pos"]] for t, p in enumerate(players) if t != seat and p["alive"]]
        if ahead and min(ahead) < turns[me["pos"]]:
            score += SUMMON_WEIGHT * (turns[me["pos"]] - min(ahead))
    return score


class CandymanBot:
    def __init__(self, lookahead: int = 0, depth: int = 120, *, interrupts: bool = True) -> None:
        self.lookahead = lookahead  # futures sampled per movement option (0: none)
        self.depth = depth
        # False: pass every PLAY AT ANY TIME window (the bench's yardstick of what they are worth)
        self.interrupts = interrupts

    def choose(self, rules: Ruleset, state: State, seat: Seat, seed: int) -> Action:
        actions = rules.legal_actions(state, seat)
        if not actions:
            raise ValueError(f"seat {seat} has no legal action")
        if len(actions) == 1:
            return actions[0]
        # Whatever this seat cannot see is dealt again: the choice cannot depend on it.
        seen = rules.determinize(state, seat, splitmix64(seed))
        return self._choose(rules, seen, seat, actions, seed)

    def _choose(self, rules: Ruleset, state: State, seat: Seat, actions: list[Action], seed: int) -> Action:
        by_type: dict[str, list[Action]] = {}
        for action in actions:
            by_type.setdefault(action["type"], []).append(action)
        players = state["players"]
        me = players[seat]
        if "move" in by_type:
            return self._move(rules, state, seat, by_type["move"], seed)
        if "escape" in by_type:
            return max(by_type["escape"], key=lambda a: self._after(rules, state, seat, a))
        if "defend" in by_type:
            return by_type["defend"][0]
        if "part" in by_type:
            return weakest_part(state, state["stack"][-1]["target"], by_type["part"])
        if "cage_draw" in by_type:
            targets = [a["target"] for a in by_type["cage_draw"]]
            return {"type": "cage_draw", "target": _leader(state, seat, targets)}
        if state["stack"] and state["stack"][-1]["k"] == "interrupt":
            chosen = window_choice(rules, state, seat, by_type.get("treat", [])) if self.interrupts else None
            return chosen or {"type": "pass"}
        if "equip" in by_type:
            return by_type["equip"][0]
        treats = by_type.get("treat", [])
        pushes = [
            a
            for a in treats
            if TREATS[a["card"]].effect == "push" and players[a["target"]]["pos"] > me["pos"] - PUSH_BEHIND
        ]
        if pushes:
            return max(pushes, key=lambda a: players[a["target"]]["pos"])
        if "attack" in by_type:
            return by_type["attack"][0]
        harmful = [a for a in treats if TREATS[a["card"]].effect in ("damage", "draw", "discard_equipped")]
        harmful = [
            a for a in harmful if TREATS[a["card"]].effect != "discard_equipped" or players[a["target"]]["equipped"]
        ]
        if harmful:
            target = _leader(state, seat, [a["target"] for a in harmful])
            return next(a for a in harmful if a["target"] == target)
        if "summon" in by_type:
            targets = [a["target"] for a in by_type["summon"]]
            target = _leader(state, seat, targets)
            optional = "end_turn" in by_type or "no_summon" in by_type
            if self.lookahead and optional:
                decline = by_type.get("no_summon", by_type.get("end_turn", []))
                return self._look_ahead(rules, state, seat, [{"type": "summon", "target": target}, *decline], seed)
            if not optional or players[target]["pos"] > me["pos"]:
                return {"type": "summon", "target": target}
        for kind in ("no_summon", "no_defense", "draw", "end_turn", "pass"):
            if kind in by_type:
                return by_type[kind][0]
        return actions[0]

    @staticmethod
    def _after(rules: Ruleset, state: State, seat: Seat, action: Action) -> float:
        copy = rules.copy_state(state)
        rules.step(copy, seat, action)
        return _position_score(rules, copy, seat)

    def _move(self, rules: Ruleset, state: State, seat: Seat, moves: list[Action], seed: int) -> Action:
        if not self.lookahead:
            scored = [(self._after(rules, state, seat, a), i) for i, a in enumerate(moves)]
            return moves[max(scored)[1]]
        # Every way to move is played out: a shortlist of the moves within a turn of the
        # best immediate one won 27.1% of 2,000 games against three normal, every move
        # 29.8% (docs/candyman.md); the slowest decision measured took 54 ms.
        return self._look_ahead(rules, state, seat, moves, seed)

    def _look_ahead(self, rules: Ruleset, state: State, seat: Seat, candidates: list[Action], seed: int) -> Action:
        """The candidate with the best mean outcome over ``lookahead`` futures, each with
        the hidden cards and deck order sampled again (the same futures for every candidate)."""
        values: list[float] = []
        for action in candidates:
            total = 0.0
            for k in range(self.lookahead):
                sim = rules.determinize(state, seat, splitmix64(seed * 31 + k))
                rules.step(sim, seat, action)
                total += self._play_on(rules, sim, seat, seed + k)
            values.append(total / self.lookahead)
        best = max(range(len(candidates)), key=lambda i: (values[i], -i))
        return candidates[best]

    def _play_on(self, rules: Ruleset, sim: State, seat: Seat, seed: int) -> float:
        """Play on with ``normal`` for every seat until ``seat``'s next turn is over."""
        policy = CandymanBot()
        turns_seen = 0
        last_current = sim["current"]
        for ply in range(self.depth):
            if sim["winners"] is not None:
                break
            if sim["current"] != last_current:
                last_current = sim["current"]
                if last_current == seat:
                    turns_seen += 1
                elif turns_seen:
                    break
            actor = rules.to_act(sim)[0]
            legal = rules.legal_actions(sim, actor)
            action = legal[0] if len(legal) == 1 else policy._choose(rules, sim, actor, legal, seed + ply)
            rules.step(sim, actor, action)
        return _relative(sim, seat)


def _relative(state: State, seat: Seat) -> float:
    winners = state["winners"]
    if winners is not None:
        return 1000.0 if seat in winners else -1000.0
    players: list[dict[str, Any]] = state["players"]
    me = players[seat]
    if not me["alive"]:
        return -500.0
    turns = turns_to_finish()
    others = [turns[p["pos"]] for t, p in enumerate(players) if t != seat and p["alive"]]
    # Turns behind the leader (a lead counts too), and a little for the boxes left.
    lead: float = (min(others) if others else 0.0) - turns[me["pos"]]
    return lead + 0.02 * float(sum(me["parts"]))
