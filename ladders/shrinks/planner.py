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
- ``PlannerBot(own_rolls=2, rival_seats=2)`` (``hard``): the same race,
  searched: an exact expectimax over this seat's own next two rolls (each
  roll of the die, its best move on each) with the table at the leaves. The
  table plays two pieces; the search sees what the third piece is worth (a
  place to spend a roll that would shrink or bump). In games of at most
  ``rival_seats`` seats it scores by every seat's win chance too, so a bump
  that sets back the rival counts.
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
from ladders.shrinks.rules import PIECES_TO_WIN, RULESET, ShrinksAndLadders
from ladders.shrinks.solo import ROLL_CHANCES, SoloTable, solo_table

# Own-search values remembered between decisions and games, per table (the
# value of a position never changes, so bots share them: a game revisits its
# positions, and every game the same opening ones); past this many a table's
# memo starts afresh, to bound the process's memory.
MEMO_LIMIT = 200_000
_MEMOS: dict[SoloTable, dict[tuple[int, ...], float]] = {}


def win_chances(table: SoloTable, state: State, turns: list[float] | None = None) -> list[float]:
    """Each seat's chance of winning from ``state`` (a finished game: 1 for the winner);
    ``turns``, if given, are the seats' expected turns to use instead of the table's."""
    seats = state["seats"]
    if state["winner"] is not None:
        return [1.0 if s == state["winner"] else 0.0 for s in range(seats)]
    if turns is None:
        turns = [table.player_turns(state["pieces"][seat], state["shrink"][seat]) for seat in range(seats)]
    next_seat = state["current"]
    waits = [turns[seat] + ((seat - next_seat) % seats) / seats for seat in range(seats)]
    low = min(waits)
    temperature = 0.8 + 0.25 * math.sqrt(low)
    weights = [math.exp((low - t) / temperature) for t in waits]
    total = sum(weights)
    return [w / total for w in weights]


class _OutOfTimeError(Exception):
    pass


class PlannerBot:
    """Deterministic for a given seed (only ``easy``'s blunders use it)."""

    def __init__(
        self, *, own_rolls: int = 0, rival_seats: int = 0, blunder: float = 0.0, think_seconds: float = 1.0
    ) -> None:
        self.own_rolls = own_rolls  # this seat's next rolls searched exactly after the move
        self.rival_seats = rival_seats  # in games of at most this many seats, score every seat's win chance
        self.blunder = blunder  # chance of a random piece instead
        self.think_seconds = think_seconds
        self.timed_out = False  # whether the last choice stopped its search short at the deadline
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
        afters = []
        for action in legal:
            after = rules.copy_state(state)
            rules.step(after, seat, action)
            afters.append(after)
        # Deeper and deeper, each depth over every move before the next: out of
        # time, the last whole depth decides.
        scores = [self.score(rules, table, after, seat, 0, deadline) for after in afters]
        try:
            for rolls in range(1, self.own_rolls + 1):
                scores = [self.score(rules, table, after, seat, rolls, deadline) for after in afters]
        except _OutOfTimeError:
            self.timed_out = True
        best = max(range(len(legal)), key=lambda i: (scores[i], -i))
        return legal[best]

    def score(
        self, rules: ShrinksAndLadders, table: SoloTable, state: State, seat: Seat, rolls: int, deadline: float
    ) -> float:
        """How good ``state`` is for ``seat``, its own next ``rolls`` rolls searched:
        its win chance, or minus its expected turns."""
        if state["winner"] is not None:
            if self._rivals(state):
                return 1.0 if state["winner"] == seat else 0.0
            return 0.0 if state["winner"] == seat else -math.inf
        mine = self.own_turns(
            rules, table, state["dice"], state["pieces"][seat], state["shrink"][seat], rolls, deadline
        )
        if not self._rivals(state):
            return -mine
        turns = [
            mine if other == seat else table.player_turns(state["pieces"][other], state["shrink"][other])
            for other in range(state["seats"])
        ]
        return win_chances(table, state, turns)[seat]

    def _rivals(self, state: State) -> bool:
        return bool(state["seats"] <= self.rival_seats)

    def own_turns(
        self,
        rules: ShrinksAndLadders,
        table: SoloTable,
        dice: str,
        pieces: list[int],
        shrink: int,
        rolls: int,
        deadline: float,
    ) -> float:
        """Expected turns for one seat alone to win from ``pieces`` and ``shrink``, its
        next ``rolls`` rolls searched exactly (each roll's best move), then the table."""
        if rolls == 0:
            return table.player_turns(pieces, shrink)
        if time.perf_counter() > deadline:
            raise _OutOfTimeError
        memo = _MEMOS.setdefault(table, {})
        key = (*sorted(pieces), shrink, rolls)
        known = memo.get(key)
        if known is not None:
            return known
        finish = rules.finish
        total = 1.0
        for roll, chance in enumerate(ROLL_CHANCES[dice]):
            if not chance:
                continue
            if roll < shrink:  # the shrink comes down a point instead of a move
                value = self.own_turns(rules, table, dice, pieces, shrink - 1, rolls - 1, deadline)
            elif roll == shrink:  # a move of nothing
                value = self.own_turns(rules, table, dice, pieces, shrink, rolls - 1, deadline)
            else:
                value = math.inf
                tried = set()
                for piece, start in enumerate(pieces):
                    if start == finish or start in tried:
                        continue
                    tried.add(start)
                    _to, final, added, _tube = rules.landing(start, roll - shrink)
                    moved = pieces[:]
                    moved[piece] = final
                    if final == finish:
                        if moved.count(finish) >= PIECES_TO_WIN:
                            value = 0.0
                            break
                    else:  # the mover bumps its own pieces on its square ("any piece")
                        below = rules.square_below(final)
                        moved = [below if p == final and i != piece else p for i, p in enumerate(moved)]
                    value = min(value, self.own_turns(rules, table, dice, moved, shrink + added, rolls - 1, deadline))
            total += chance * value
        if len(memo) >= MEMO_LIMIT:
            memo.clear()
        memo[key] = total
        return total
