"""The greedy baseline: after a roll, move the piece that gains most.

What a player does by rule of thumb (docs/engine.md, "a greedy baseline"):

- a move that brings the second piece home wins, and is always taken;
- otherwise each movable piece's **gain** is how far the move takes your own
  pieces, in squares, as the rules resolve it: the moved piece's square after
  the move (held at a tube end, held at the Finish, up a ladder, down a
  snake) less its square before, less the squares any of your own pieces
  lose by being bumped by it;
- the largest gain is played; on equal gains, the lowest-numbered piece.

What it leaves out is what makes it beatable: the shrink a tube or a Finish
overshoot adds (it counts only the squares the piece really moves), the
pieces of other players (it neither aims at nor avoids them), and where a
piece will stand for the rolls to come.
"""

from __future__ import annotations

from ladders.engine import Action, Ruleset, Seat, State
from ladders.shrinks.rules import PIECES_TO_WIN, ShrinksAndLadders


def move_gain(rules: ShrinksAndLadders, state: State, seat: Seat, piece: int) -> int:
    """Squares gained by ``seat``'s own pieces if ``piece`` moves by this turn's roll."""
    mine = state["pieces"][seat]
    start: int = mine[piece]
    _to, final, _added, _tube = rules.landing(start, state["roll"] - state["shrink"][seat])
    gain = final - start
    if final != rules.finish:
        below = rules.square_below(final)
        gain -= sum(final - below for other, pos in enumerate(mine) if other != piece and pos == final)
    return gain


def wins_now(rules: ShrinksAndLadders, state: State, seat: Seat, piece: int) -> bool:
    """Whether moving ``piece`` by this turn's roll brings the seat's winning piece home."""
    mine = state["pieces"][seat]
    _to, final, _added, _tube = rules.landing(mine[piece], state["roll"] - state["shrink"][seat])
    return final == rules.finish and mine.count(rules.finish) + 1 >= PIECES_TO_WIN


class GreedyBot:
    """Deterministic: the seed is not used."""

    def choose(self, rules: Ruleset, state: State, seat: Seat, seed: int) -> Action:
        legal = rules.legal_actions(state, seat)
        if not legal:
            raise ValueError(f"seat {seat} has no legal action")
        if legal[0]["type"] == "roll":
            return legal[0]
        assert isinstance(rules, ShrinksAndLadders)
        best = legal[0]
        best_key = (-1, -(10**9))
        for action in legal:
            piece = action["piece"]
            key = (1 if wins_now(rules, state, seat, piece) else 0, move_gain(rules, state, seat, piece))
            if key > best_key:  # strictly better: on a tie the lower piece (listed first) stays
                best, best_key = action, key
        return best
