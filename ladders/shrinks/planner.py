"""Shrinks and Ladders bots that plan with the solo table (``solo.py``).

The game's skill is all in one choice a turn: which piece spends the roll. A
roll spent badly costs turns for the rest of the game: a tube or a Finish
overshoot adds shrink (about a turn a point on this board), a snake or your
own bump throws a piece back. Every level scores a move by the position it
leaves, through each seat's expected turns to win alone
(``SoloTable.player_turns``); the levels differ in what else they see:

- ``PlannerBot()`` (``normal``): the move that leaves this seat the fewest
  expected turns. It plays its own race well (shrink, tubes, the Finish,
  snakes, ladders, bumping its own pieces) and ignores the other seats.
- ``PlannerBot(rivals=True, replies=1)`` (``hard``): scores a position by
  every seat's win chance, so a bump that sets back the leader counts, and
  weighs each roll the next seat may throw and the reply it would play (its
  own one-ply best), so it sees the bumps it risks as well as the ones it deals.
- ``PlannerBot(blunder=p)`` (``easy``): ``normal``, but with chance ``p`` it
  moves a piece at random.

Win chances from expected turns: seat i, needing ``V_i`` turns plus the part
of a round it waits for its turn, wins with a chance proportional to
``exp(-V_i / T)``, with ``T`` growing with the turns left (the later the
finish, the more the dice can still change).
"""

from __future__ import annotations

import math
import random
import time

from ladders.engine import Action, Ruleset, Seat, State
from ladders.shrinks.rules import RULESET, ShrinksAndLadders
from ladders.shrinks.solo import ROLL_CHANCES, SoloTable, solo_table


def win_chances(table: SoloTable, state: State) -> list[float]:
    """Each seat's chance of winning from ``state`` (a finished game: 1 for the winner)."""
    seats = state["seats"]
    if state["winner"] is not None:
        return [1.0 if s == state["winner"] else 0.0 for s in range(seats)]
    next_seat = state["current"]
    turns = [
        table.player_turns(state["pieces"][seat], state["shrink"][seat]) + ((seat - next_seat) % seats) / seats
        for seat in range(seats)
    ]
    low = min(turns)
    temperature = 0.8 + 0.25 * math.sqrt(low)
    weights = [math.exp((low - t) / temperature) for t in turns]
    total = sum(weights)
    return [w / total for w in weights]


class _OutOfTimeError(Exception):
    pass


class PlannerBot:
    """Deterministic for a given seed (only ``easy``'s blunders use it)."""

    def __init__(
        self, *, rivals: bool = False, replies: int = 0, blunder: float = 0.0, think_seconds: float = 1.0
    ) -> None:
        self.rivals = rivals  # score every seat's win chance, not only this seat's turns
        self.replies = replies  # following seats whose every roll and reply is weighed
        self.blunder = blunder  # chance of a random piece instead
        self.think_seconds = think_seconds
        self.timed_out = False  # whether the last choice fell back to one ply at the deadline
        solo_table(RULESET, "d12")  # load the shipped table now, not in a timed decision

    def choose(self, rules: Ruleset, state: State, seat: Seat, seed: int) -> Action:
        deadline = time.perf_counter() + self.think_seconds
        legal = rules.legal_actions(state, seat)
        if not legal:
            raise ValueError(f"seat {seat} has no legal action")
        self.timed_out = False
        if len(legal) == 1:
            return legal[0]
        if self.blunder:
            chance = random.Random(seed)
            if chance.random() < self.blunder:
                return legal[chance.randrange(len(legal))]
        assert isinstance(rules, ShrinksAndLadders)
        table = solo_table(rules, state["dice"])
        scores = [self.score_after(rules, table, state, seat, action) for action in legal]
        if self.replies:
            try:
                scores = [self._look_ahead(rules, table, state, seat, action, deadline) for action in legal]
            except _OutOfTimeError:
                self.timed_out = True
        best = max(range(len(legal)), key=lambda i: (scores[i], -i))
        return legal[best]

    def score(self, table: SoloTable, state: State, seat: Seat) -> float:
        """How good ``state`` is for ``seat``: its win chance, or minus its expected turns."""
        if self.rivals:
            return win_chances(table, state)[seat]
        if state["winner"] is not None:
            return 0.0 if state["winner"] == seat else -math.inf
        return -table.player_turns(state["pieces"][seat], state["shrink"][seat])

    def score_after(
        self, rules: ShrinksAndLadders, table: SoloTable, state: State, seat: Seat, action: Action
    ) -> float:
        after = rules.copy_state(state)
        rules.step(after, seat, action)
        return self.score(table, after, seat)

    def _look_ahead(
        self, rules: ShrinksAndLadders, table: SoloTable, state: State, seat: Seat, action: Action, deadline: float
    ) -> float:
        after = rules.copy_state(state)
        rules.step(after, seat, action)
        return self._expect(rules, table, after, seat, self.replies, deadline)

    def _expect(
        self, rules: ShrinksAndLadders, table: SoloTable, state: State, me: Seat, depth: int, deadline: float
    ) -> float:
        """``me``'s score after the next ``depth`` turns, averaged over their rolls,
        each seat playing the move that scores best for itself."""
        if depth == 0 or state["winner"] is not None:
            return self.score(table, state, me)
        if time.perf_counter() > deadline:
            raise _OutOfTimeError
        actor = state["current"]
        total = 0.0
        for roll, chance in enumerate(ROLL_CHANCES[state["dice"]]):
            if not chance:
                continue
            sim = rules.copy_state(state)
            rules.settle_roll(sim, actor, roll)
            if sim["roll"] is not None:
                legal = rules.legal_actions(sim, actor)
                choice = legal[0]
                if len(legal) > 1:
                    choice = max(legal, key=lambda a: self.score_after(rules, table, sim, actor, a))
                rules.step(sim, actor, choice)
            total += chance * self._expect(rules, table, sim, me, depth - 1, deadline)
        return total
