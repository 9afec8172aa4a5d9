"""Shrinks and Ladders (rulebook: shared/rulebooks/shrinks-and-ladders.txt).

A turn is two actions: ``roll`` (the D12, or 2d6 with the option), then
``move`` one of the seat's pieces that is not yet home. A roll below the
shrink value lowers it by one instead of moving; a roll equal to it moves
nothing; both end the turn at once.

Readings of points the rulebook leaves open (also in docs/shrinks-and-ladders.md):
- "Starts on, or passes the Tube Entrance" is read literally: a piece that
  starts its move past an entrance (inside the tube) moves freely.
- Ladders and snakes resolve first; the piece then bumps every other piece on
  the square where it comes to rest (own pieces too: "any piece"). A bumped
  piece only drops a row: it does not climb, slide or bump in turn.
- Pieces at Start and at the Finish are never bumped.
- Losers are placed by pieces home, then by how far their pieces have come.
"""

from __future__ import annotations

from typing import Any, cast

from ladders.engine import (
    MASK64,
    Action,
    Event,
    GameConfig,
    IllegalAction,
    Outcome,
    Ruleset,
    RulesetInfo,
    Scenario,
    Seat,
    State,
    described,
    event_schema,
    load_schema,
    placements_from_keys,
    rng_below,
    rng_init,
)
from ladders.shrinks.board import Board, load_board
from ladders.shrinks.svg import render_board_svg

PIECES_PER_SEAT = 3
PIECES_TO_WIN = 2

_SEAT = {"type": "integer", "minimum": 0, "maximum": 5}
_SQUARE = {"type": "integer", "minimum": 0}
_PIECE = {"type": "integer", "minimum": 0, "maximum": PIECES_PER_SEAT - 1}
_COUNT = {"type": "integer", "minimum": 0}
_POSITIVE = {"type": "integer", "minimum": 1}


INFO = RulesetInfo(
    id="shrinks-and-ladders",
    name="Shrinks and Ladders",
    min_seats=2,
    max_seats=6,
    scenarios=(Scenario("standard", "Standard game", description="First to bring two of three pieces home."),),
    options_schema={
        "type": "object",
        "additionalProperties": False,
        "properties": {
            "dice": {
                "type": "string",
                "enum": ["d12", "2d6"],
                "default": "d12",
                "description": "One twelve-sided die, or two six-sided dice (the rulebook's tip).",
            },
        },
    },
    action_schemas={
        "roll": {
            "type": "object",
            "description": "Roll the die for this turn.",
            "properties": {"type": {"const": "roll"}},
            "required": ["type"],
            "additionalProperties": False,
        },
        "move": {
            "type": "object",
            "description": "Move one of your pieces (0-2) that is not yet home by the shrunk roll.",
            "properties": {"type": {"const": "move"}, "piece": {"type": "integer", "minimum": 0, "maximum": 2}},
            "required": ["type", "piece"],
            "additionalProperties": False,
        },
    },
    event_schemas={
        "rolled": event_schema(
            "The current seat rolled (L11, L15). Always the first event of a `roll` action. Public.",
            seat=described(_SEAT, "The seat that rolled."),
            dice=described(
                {
                    "type": "array",
                    "items": {"type": "integer", "minimum": 1, "maximum": 12},
                    "minItems": 1,
                    "maxItems": 2,
                },
                "Each die thrown: one D12 value (1-12), or two D6 values (1-6 each) with the `2d6` option (L7).",
            ),
            roll=described({"type": "integer", "minimum": 1, "maximum": 12}, "The roll: the die, or both dice summed."),
            shrink=described(_COUNT, "The seat's Shrink Value when it rolled (L11)."),
            move=described(
                {"type": "integer", "minimum": 0, "maximum": 12},
                "The squares the seat's next `move` will take: `roll` less `shrink` (L16), or 0 when the roll is not "
                "above the Shrink Value (then `shrink_reduced` or `no_move` follows and the turn ends).",
            ),
        ),
        "shrink_reduced": event_schema(
            "The roll was below the seat's Shrink Value, which drops by 1 instead of a move; the turn ends (L12). "
            "Public.",
            seat=described(_SEAT, "The seat that rolled."),
            shrink=described(_COUNT, "The seat's new Shrink Value."),
        ),
        "no_move": event_schema(
            "The roll equalled the seat's Shrink Value, so it moves 0 squares: nothing moves and the turn ends. "
            "Public.",
            seat=described(_SEAT, "The seat that rolled."),
        ),
        "moved": event_schema(
            "A `move`: the piece moved along the track (L15-L16). Always the first event of a `move` action; a "
            "ladder or snake taken on arrival follows as its own event. Public.",
            seat=described(_SEAT, "The seat that moved."),
            piece=described(_PIECE, "Which of its pieces."),
            **cast(
                dict[str, Any],
                {
                    "from": described(_SQUARE, "The square it started on (0: Start)."),
                    "to": described(
                        _SQUARE,
                        "Where the move stopped, before any ladder or snake: held at a tube end (L24) or at the "
                        "Finish (L31) when it would have gone further.",
                    ),
                },
            ),
        ),
        "tube_stop": event_schema(
            "The moved piece started on or passed a tube entrance and was held at that tube's end; the rest of the "
            "move was added to the seat's Shrink Value (L24-L28). Follows `moved`. Public.",
            seat=described(_SEAT, "The seat that moved."),
            piece=described(_PIECE, "The piece held."),
            entrance=described(_SQUARE, "The tube's entrance square."),
            end=described(_SQUARE, "The tube's end square, where the piece stopped."),
            shrink_added=described(_POSITIVE, "The squares of movement left over, added to the Shrink Value."),
            shrink=described(_COUNT, "The seat's new Shrink Value."),
        ),
        "finish_overshoot": event_schema(
            "The moved piece reached the Finish with squares to spare; they were added to the seat's Shrink Value "
            "(L31). Follows `moved`; `piece_home` follows. Public.",
            seat=described(_SEAT, "The seat that moved."),
            shrink_added=described(_POSITIVE, "The squares of movement left over, added to the Shrink Value."),
            shrink=described(_COUNT, "The seat's new Shrink Value."),
        ),
        "ladder": event_schema(
            "The moved piece stopped on a ladder's bottom and climbed to its top (L19). Follows `moved` (and "
            "`tube_stop`); any bump happens on the top. Public.",
            seat=described(_SEAT, "The seat that moved."),
            piece=described(_PIECE, "The piece that climbed."),
            **cast(
                dict[str, Any],
                {
                    "from": described(_SQUARE, "The ladder's bottom."),
                    "to": described(_SQUARE, "The ladder's top, where the piece rests."),
                },
            ),
        ),
        "snake": event_schema(
            "The moved piece stopped on a snake's head and slid to its tail (L20). Follows `moved` (and "
            "`tube_stop`); any bump happens on the tail. Public.",
            seat=described(_SEAT, "The seat that moved."),
            piece=described(_PIECE, "The piece that slid."),
            **cast(
                dict[str, Any],
                {
                    "from": described(_SQUARE, "The snake's head."),
                    "to": described(_SQUARE, "The snake's tail, where the piece rests."),
                },
            ),
        ),
        "bumped": event_schema(
            "A piece was on the square where the moved piece came to rest (after any ladder or snake) and dropped "
            "one row, or back to Start from the bottom row (L18); any seat's piece, the mover's own too. One event "
            "per bumped piece. Public.",
            seat=described(_SEAT, "The seat whose piece was bumped (may be the mover)."),
            piece=described(_PIECE, "The bumped piece."),
            by=described(_SEAT, "The seat whose move bumped it."),
            **cast(
                dict[str, Any],
                {
                    "from": described(_SQUARE, "The square it was bumped off."),
                    "to": described(_SQUARE, "The square one row below in the same column, or 0 (Start)."),
                },
            ),
        ),
        "piece_home": event_schema(
            "The moved piece reached the Finish and is home: it never moves again (L2, L31). Public.",
            seat=described(_SEAT, "The seat whose piece came home."),
            piece=described(_PIECE, "The piece."),
            home=described(
                {"type": "integer", "minimum": 1, "maximum": 2},
                "How many of the seat's pieces are home now; 2 wins (`won` follows).",
            ),
        ),
        "won": event_schema(
            "The seat brought its second piece home and wins at once (L31); the game is over, no `turn` follows. "
            "Public.",
            seat=described(_SEAT, "The winning seat."),
        ),
        "turn": event_schema(
            "The turn passed to the next seat (after a move, or a roll that moved nothing). Always the last event "
            "of an action that ends a turn. Public.",
            seat=described(_SEAT, "The seat whose turn it is now."),
        ),
    },
    description="Three pieces each, a D12, a shrink scale that eats your rolls, and shrink tubes.",
    rules_version=1,
)


# The view's JSON Schema (docs/engine.md), read and checked once at import.
VIEW_SCHEMA = load_schema(__package__ or "ladders.shrinks", "view.schema.json")

# The largest move: a roll of 12 (d12 or 2d6) less a shrink value of at least 0.
MAX_STEPS = 12

# Where a move resolves to: (to, final, shrink_added, tube). ``to`` is where the
# piece stops moving (held at a tube end or the Finish), ``final`` where it
# rests after a ladder or snake, ``tube`` the (entrance, end) that held it.
Landing = tuple[int, int, int, tuple[int, int] | None]

# ``roll_die``'s rejection limits for this game's dice, computed once.
_LIMITS = {sides: MASK64 - (MASK64 + 1) % sides for sides in (6, 12)}
_GOLDEN = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB


def _mix(value: int) -> int:
    z = (value + _GOLDEN) & MASK64
    z = ((z ^ (z >> 30)) * _MIX1) & MASK64
    z = ((z ^ (z >> 27)) * _MIX2) & MASK64
    return z ^ (z >> 31)


# splitmix64(counter) for the counters a game reaches (a 6-seat game rolls a
# few hundred times): half of each draw's arithmetic, looked up.
_COUNTER_MIX = [_mix(counter) for counter in range(4096)]


def _roll_die(seed: int, counter: int, sides: int) -> tuple[int, int]:
    """``engine.roll_die`` inlined for a die of 6 or 12 sides: the same value from
    the same ``[seed, counter]``, and the counter after it, advanced the same way
    (replays of games played before this was inlined give the same rolls)."""
    limit = _LIMITS[sides]
    while True:
        z = _COUNTER_MIX[counter] if counter < 4096 else _mix(counter)
        z = ((seed ^ z) + _GOLDEN) & MASK64
        z = ((z ^ (z >> 30)) * _MIX1) & MASK64
        z = ((z ^ (z >> 27)) * _MIX2) & MASK64
        value = z ^ (z >> 31)
        counter += 1
        if value <= limit:
            return value % sides + 1, counter


class ShrinksAndLadders(Ruleset):
    """The rules, with the board resolved into tables once (docs/engine.md):
    every move from every square is looked up, not walked, and ``step``
    replaces the lists it changes instead of writing into them, so
    ``copy_state`` copies the top dict only."""

    info = INFO

    def __init__(self, board: Board | None = None) -> None:
        self.board = board or load_board()
        self.finish = self.board.finish
        # landings[start][steps] for every square a piece can move from.
        self._landings: list[list[Landing]] = [
            [self._resolve(start, steps) for steps in range(MAX_STEPS + 1)] for start in range(self.finish)
        ]
        self._below = [0] + [self.board.square_below(square) for square in range(1, self.finish + 1)]

    def _resolve(self, start: int, steps: int) -> Landing:
        board = self.board
        target = start + steps
        added = 0
        held: tuple[int, int] | None = None
        # The first tube end the move reaches holds it, whatever order a board file lists them in.
        for entrance, end in sorted(board.tubes, key=lambda tube: tube[1]):
            # "If your piece starts on, or passes the Tube Entrance, then it may
            # not continue past the Tube End on the same turn."
            if start <= entrance and target > end:
                added = target - end
                target = end
                held = (entrance, end)
                break
        if target >= board.finish:
            # "If any piece reaches the Finish, any extra roll is used up by
            # increasing the player's Shrink Value."
            added = target - board.finish
            target = board.finish
        final = board.ladders.get(target, board.snakes.get(target, target))
        return target, final, added, held

    def landing(self, start: int, steps: int) -> Landing:
        """Where a piece on ``start`` (not home) moving ``steps`` squares stops and rests,
        the shrink it adds and the tube that held it (for bots as for ``step``)."""
        if 0 <= start < self.finish and 0 <= steps <= MAX_STEPS:
            return self._landings[start][steps]
        return self._resolve(start, steps)

    def square_below(self, square: int) -> int:
        """Where a piece bumped off ``square`` goes (Start from the bottom row)."""
        return self._below[square]

    # -- set-up ------------------------------------------------------------

    def validate_config(self, config: GameConfig) -> dict[str, Any]:
        # The common configurations skip the JSON-schema run (most of a short
        # game's set-up cost); anything else gets the full check and its message.
        options = config.options
        dice = options.get("dice", "d12")
        if (
            config.scenario == "standard"
            and config.teams is None
            and type(config.seats) is int
            and INFO.min_seats <= config.seats <= INFO.max_seats
            and len(options) <= 1
            and (not options or "dice" in options)
            and (dice == "d12" or dice == "2d6")
            and type(dice) is str
        ):
            return {"dice": dice}
        return super().validate_config(config)

    def _setup(self, config: GameConfig, seed: int) -> State:
        state: State = {
            "rng": rng_init(seed),
            "scenario": config.scenario,
            "dice": config.options["dice"],
            "seats": config.seats,
            "pieces": [[0] * PIECES_PER_SEAT for _ in range(config.seats)],
            "shrink": [0] * config.seats,
            "current": 0,
            "roll": None,
            "turn": 1,
            "winner": None,
        }
        # "Randomly choose a player to play first."
        state["current"] = rng_below(state, config.seats)
        return state

    def copy_state(self, state: State) -> State:
        # ``step`` never writes into a list of the state: it replaces ``rng``,
        # ``shrink``, ``pieces`` and the rows it changes, so the top dict is all
        # there is to copy (test_apply_never_changes_any_state_it_was_given).
        return state.copy()

    # -- reading -----------------------------------------------------------

    def to_act(self, state: State) -> list[Seat]:
        if state["winner"] is not None:
            return []
        return [state["current"]]

    def legal_actions(self, state: State, seat: Seat) -> list[Action]:
        if state["winner"] is not None or seat != state["current"]:
            return []
        if state["roll"] is None:
            return [{"type": "roll"}]
        finish = self.finish
        mine = state["pieces"][seat]
        if finish not in mine:  # the common case: all PIECES_PER_SEAT (3) pieces may move
            return [{"type": "move", "piece": 0}, {"type": "move", "piece": 1}, {"type": "move", "piece": 2}]
        return [{"type": "move", "piece": i} for i, pos in enumerate(mine) if pos != finish]

    def view(self, state: State, seat: Seat | None) -> dict[str, Any]:
        # Nothing is hidden in this game but the RNG, which would reveal future rolls.
        finish = self.finish
        return {
            "board": self.board.to_dict(),
            "dice": state["dice"],
            "current": state["current"],
            "turn": state["turn"],
            "roll": state["roll"],
            "pieces": [list(p) for p in state["pieces"]],
            "shrink": list(state["shrink"]),
            "home": [p.count(finish) for p in state["pieces"]],
            "winner": state["winner"],
        }

    def view_schema(self) -> dict[str, Any]:
        return VIEW_SCHEMA

    def outcome(self, state: State) -> Outcome | None:
        winner = state["winner"]
        if winner is None:
            return None
        finish = self.finish
        home = [p.count(finish) for p in state["pieces"]]
        keys = [(1 if s == winner else 0, home[s], sum(state["pieces"][s])) for s in range(state["seats"])]
        return Outcome(
            placements=placements_from_keys(keys),
            winners=[winner],
            score=[float(h) for h in home],
            frags=[0] * state["seats"],
            trophies=[0] * state["seats"],
            details={"home": home, "progress": [sum(p) for p in state["pieces"]]},
        )

    def render_svg(self, view: dict[str, Any]) -> str | None:
        return render_board_svg(view)

    # -- writing -----------------------------------------------------------

    def check(self, state: State, seat: Seat, action: Action) -> None:
        """Validate this one action (agrees with ``legal_actions``, which it never builds)."""
        if state["winner"] is not None:
            raise IllegalAction("game_over", "The game is over; no more actions are accepted.")
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise IllegalAction("malformed_action", 'An action is a JSON object with a string "type".')
        current = state["current"]
        if seat != current:
            raise IllegalAction("not_your_turn", f"Seat {seat} may not act now; waiting on [{current}].")
        kind = action["type"]
        if kind == "roll":
            if state["roll"] is not None:
                raise IllegalAction(
                    "wrong_action_type",
                    f"You have rolled {state['roll']}; now move a piece: possible action types: ['move'].",
                )
            if len(action) != 1:
                raise IllegalAction("illegal_action", 'A roll is just {"type": "roll"}: drop the other keys.')
            return
        if kind == "move":
            if state["roll"] is None:
                raise IllegalAction(
                    "wrong_action_type", "Roll first: a 'move' is not possible now; possible action types: ['roll']."
                )
            piece = action.get("piece")
            mine = state["pieces"][seat]
            if len(action) != 2 or type(piece) is not int:
                raise IllegalAction(
                    "illegal_action", 'A move is {"type": "move", "piece": N} with N a whole number 0-2, nothing else.'
                )
            if not 0 <= piece < len(mine) or mine[piece] == self.finish:
                movable = [i for i, pos in enumerate(mine) if pos != self.finish]
                raise IllegalAction(
                    "illegal_action", f"Piece {piece} cannot move: choose one of your pieces not yet home, {movable}."
                )
            return
        known = ", ".join(sorted(INFO.action_schemas))
        raise IllegalAction("unknown_action_type", f"Unknown action type {kind!r}; known: {known}.")

    def step(self, state: State, seat: Seat, action: Action) -> list[Event]:
        if action["type"] != "roll":
            return self._move(state, seat, action["piece"])
        # Roll: the dice here (the hottest path of a playout), then what the roll does.
        seed, counter = state["rng"]
        if state["dice"] == "2d6":
            first, counter = _roll_die(seed, counter, 6)
            second, counter = _roll_die(seed, counter, 6)
            state["rng"] = [seed, counter]
            return self.settle_roll(state, seat, first + second, [first, second])
        roll, counter = _roll_die(seed, counter, 12)
        state["rng"] = [seed, counter]
        return self.settle_roll(state, seat, roll, [roll])

    def settle_roll(self, state: State, seat: Seat, roll: int, dice: list[int] | None = None) -> list[Event]:
        """What a roll of ``roll`` does, the dice already thrown: the ``roll`` step
        after its dice, and a bot's way to try each roll without the RNG."""
        shrinks = state["shrink"]
        shrink = shrinks[seat]
        move = roll - shrink if roll > shrink else 0
        events = [Event("rolled", {"seat": seat, "dice": dice or [roll], "roll": roll, "shrink": shrink, "move": move})]
        if roll < shrink:
            # "If the player rolls a number less than their Shrink Value, they
            # decrease their Shrink Value by 1, instead of moving."
            shrinks = shrinks[:]
            shrinks[seat] = shrink - 1
            state["shrink"] = shrinks
            events.append(Event("shrink_reduced", {"seat": seat, "shrink": shrink - 1}))
        elif move == 0:
            events.append(Event("no_move", {"seat": seat}))
        else:
            state["roll"] = roll
            return events
        # The turn passes (inlined in both steps: it runs on every turn).
        current = seat + 1 if seat + 1 < state["seats"] else 0
        state["current"] = current
        state["turn"] += 1
        events.append(Event("turn", {"seat": current}))
        return events

    def _move(self, state: State, seat: Seat, piece: int) -> list[Event]:
        # New lists for what changes (the pieces, the mover's row, a bumped
        # row, the shrink values): the state's lists may be shared with the
        # state this one was copied from.
        pieces = state["pieces"][:]
        mine = pieces[seat][:]
        pieces[seat] = mine
        state["pieces"] = pieces
        start = mine[piece]
        shrink = state["shrink"]
        steps = state["roll"] - shrink[seat]
        if start < self.finish and 0 <= steps <= MAX_STEPS:
            to, final, added, tube = self._landings[start][steps]
        else:
            to, final, added, tube = self._resolve(start, steps)
        events = [Event("moved", {"seat": seat, "piece": piece, "from": start, "to": to})]
        if added:
            total = shrink[seat] + added
            shrink = shrink[:]
            shrink[seat] = total
            state["shrink"] = shrink
            if tube is not None:
                events.append(
                    Event(
                        "tube_stop",
                        {
                            "seat": seat,
                            "piece": piece,
                            "entrance": tube[0],
                            "end": tube[1],
                            "shrink_added": added,
                            "shrink": total,
                        },
                    )
                )
            else:
                events.append(Event("finish_overshoot", {"seat": seat, "shrink_added": added, "shrink": total}))
        if final != to:
            kind = "ladder" if final > to else "snake"
            events.append(Event(kind, {"seat": seat, "piece": piece, "from": to, "to": final}))
        mine[piece] = final
        finish = self.finish
        if final == finish:
            home = mine.count(finish)
            events.append(Event("piece_home", {"seat": seat, "piece": piece, "home": home}))
            if home >= PIECES_TO_WIN:
                state["winner"] = seat
                state["roll"] = None
                events.append(Event("won", {"seat": seat}))
                return events
        else:
            # "Should any piece land on another piece, that (landed on) piece is
            # immediately moved down a row. If it is already on the bottom row,
            # return it to the Start." Any piece: the mover's own too.
            for other_seat, row in enumerate(pieces):
                if final in row:
                    below = self._below[final]
                    if other_seat != seat:
                        row = row[:]
                        pieces[other_seat] = row
                    for other_piece, pos in enumerate(row):
                        if pos == final and (other_piece != piece or other_seat != seat):
                            row[other_piece] = below
                            events.append(
                                Event(
                                    "bumped",
                                    {"seat": other_seat, "piece": other_piece, "by": seat, "from": final, "to": below},
                                )
                            )
        state["roll"] = None
        current = seat + 1 if seat + 1 < state["seats"] else 0
        state["current"] = current
        state["turn"] += 1
        events.append(Event("turn", {"seat": current}))
        return events


RULESET = ShrinksAndLadders()
