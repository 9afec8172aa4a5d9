"""Shrinks and Ladders (rulebook: shared/rulebooks/shrinks-and-ladders.txt).

A turn is two actions: ``roll`` (the D12, or 2d6 with the option), then
``move`` one of the seat's pieces that is not yet home. A roll below the
shrink value lowers it by one instead of moving; a roll equal to it moves
nothing; both end the turn at once.

Readings of points the rulebook leaves open (also in docs/rules-notes.md):
- "Starts on, or passes the Tube Entrance" is read literally: a piece that
  starts its move past an entrance (inside the tube) moves freely.
- Ladders and snakes resolve first; the piece then bumps every other piece on
  the square where it comes to rest (own pieces too: "any piece"). A bumped
  piece only drops a row: it does not climb, slide or bump in turn.
- Pieces at Start and at the Finish are never bumped.
- Losers are placed by pieces home, then by how far their pieces have come.
"""

from __future__ import annotations

from typing import Any

from ladders.engine import (
    Action,
    Event,
    GameConfig,
    Outcome,
    Ruleset,
    RulesetInfo,
    Scenario,
    Seat,
    State,
    placements_from_keys,
    rng_below,
    rng_init,
    roll_die,
)
from ladders.shrinks.board import Board, load_board
from ladders.shrinks.svg import render_board_svg

PIECES_PER_SEAT = 3
PIECES_TO_WIN = 2

_SEAT = {"type": "integer", "minimum": 0}
_SQUARE = {"type": "integer", "minimum": 0}

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
        "first_player": {"properties": {"seat": _SEAT}},
        "rolled": {
            "properties": {
                "seat": _SEAT,
                "dice": {"type": "array", "items": {"type": "integer"}},
                "roll": {"type": "integer"},
                "shrink": {"type": "integer"},
                "move": {"type": "integer"},
            }
        },
        "shrink_reduced": {"properties": {"seat": _SEAT, "shrink": {"type": "integer"}}},
        "no_move": {"properties": {"seat": _SEAT}},
        "moved": {"properties": {"seat": _SEAT, "piece": {"type": "integer"}, "from": _SQUARE, "to": _SQUARE}},
        "tube_stop": {
            "properties": {
                "seat": _SEAT,
                "piece": {"type": "integer"},
                "entrance": _SQUARE,
                "end": _SQUARE,
                "shrink_added": {"type": "integer"},
                "shrink": {"type": "integer"},
            }
        },
        "finish_overshoot": {
            "properties": {"seat": _SEAT, "shrink_added": {"type": "integer"}, "shrink": {"type": "integer"}}
        },
        "ladder": {"properties": {"seat": _SEAT, "piece": {"type": "integer"}, "from": _SQUARE, "to": _SQUARE}},
        "snake": {"properties": {"seat": _SEAT, "piece": {"type": "integer"}, "from": _SQUARE, "to": _SQUARE}},
        "bumped": {
            "properties": {
                "seat": _SEAT,
                "piece": {"type": "integer"},
                "by": _SEAT,
                "from": _SQUARE,
                "to": _SQUARE,
            }
        },
        "piece_home": {"properties": {"seat": _SEAT, "piece": {"type": "integer"}, "home": {"type": "integer"}}},
        "won": {"properties": {"seat": _SEAT}},
        "turn": {"properties": {"seat": _SEAT}},
    },
    description="Three pieces each, a D12, a shrink scale that eats your rolls, and shrink tubes.",
)


class ShrinksAndLadders(Ruleset):
    info = INFO

    def __init__(self, board: Board | None = None) -> None:
        self.board = board or load_board()

    # -- set-up ------------------------------------------------------------

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
        finish = self.board.finish
        return [{"type": "move", "piece": i} for i, pos in enumerate(state["pieces"][seat]) if pos != finish]

    def view(self, state: State, seat: Seat | None) -> dict[str, Any]:
        # Nothing is hidden in this game but the RNG, which would reveal future rolls.
        finish = self.board.finish
        return {
            "board": self.board.to_dict(),
            "dice": state["dice"],
            "current": state["current"],
            "turn": state["turn"],
            "roll": state["roll"],
            "pieces": [list(p) for p in state["pieces"]],
            "shrink": list(state["shrink"]),
            "home": [sum(1 for pos in p if pos == finish) for p in state["pieces"]],
            "winner": state["winner"],
        }

    def outcome(self, state: State) -> Outcome | None:
        winner = state["winner"]
        if winner is None:
            return None
        finish = self.board.finish
        home = [sum(1 for pos in p if pos == finish) for p in state["pieces"]]
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

    def step(self, state: State, seat: Seat, action: Action) -> list[Event]:
        if action["type"] == "roll":
            return self._roll(state, seat)
        return self._move(state, seat, action["piece"])

    def _end_turn(self, state: State, events: list[Event]) -> None:
        state["roll"] = None
        state["current"] = (state["current"] + 1) % state["seats"]
        state["turn"] += 1
        events.append(Event("turn", {"seat": state["current"]}))

    def _roll(self, state: State, seat: Seat) -> list[Event]:
        dice = [roll_die(state, 6), roll_die(state, 6)] if state["dice"] == "2d6" else [roll_die(state, 12)]
        roll = sum(dice)
        shrink = state["shrink"][seat]
        move = max(roll - shrink, 0)
        events = [Event("rolled", {"seat": seat, "dice": dice, "roll": roll, "shrink": shrink, "move": move})]
        if roll < shrink:
            # "If the player rolls a number less than their Shrink Value, they
            # decrease their Shrink Value by 1, instead of moving."
            state["shrink"][seat] = shrink - 1
            events.append(Event("shrink_reduced", {"seat": seat, "shrink": shrink - 1}))
            self._end_turn(state, events)
        elif move == 0:
            events.append(Event("no_move", {"seat": seat}))
            self._end_turn(state, events)
        else:
            state["roll"] = roll
        return events

    def _move(self, state: State, seat: Seat, piece: int) -> list[Event]:
        board = self.board
        pieces = state["pieces"]
        start = pieces[seat][piece]
        steps = state["roll"] - state["shrink"][seat]
        target = start + steps
        events: list[Event] = []
        for entrance, end in board.tubes:
            # "If your piece starts on, or passes the Tube Entrance, then it may
            # not continue past the Tube End on the same turn."
            if start <= entrance and target > end:
                extra = target - end
                state["shrink"][seat] += extra
                target = end
                events.append(
                    Event(
                        "tube_stop",
                        {
                            "seat": seat,
                            "piece": piece,
                            "entrance": entrance,
                            "end": end,
                            "shrink_added": extra,
                            "shrink": state["shrink"][seat],
                        },
                    )
                )
                break
        if target >= board.finish:
            # "If any piece reaches the Finish, any extra roll is used up by
            # increasing the player's Shrink Value."
            extra = target - board.finish
            target = board.finish
            if extra:
                state["shrink"][seat] += extra
                events.append(
                    Event("finish_overshoot", {"seat": seat, "shrink_added": extra, "shrink": state["shrink"][seat]})
                )
        events.insert(0, Event("moved", {"seat": seat, "piece": piece, "from": start, "to": target}))
        if target in board.ladders:
            top = board.ladders[target]
            events.append(Event("ladder", {"seat": seat, "piece": piece, "from": target, "to": top}))
            target = top
        elif target in board.snakes:
            tail = board.snakes[target]
            events.append(Event("snake", {"seat": seat, "piece": piece, "from": target, "to": tail}))
            target = tail
        pieces[seat][piece] = target
        if target == board.finish:
            home = sum(1 for pos in pieces[seat] if pos == board.finish)
            events.append(Event("piece_home", {"seat": seat, "piece": piece, "home": home}))
            if home >= PIECES_TO_WIN:
                state["winner"] = seat
                state["roll"] = None
                events.append(Event("won", {"seat": seat}))
                return events
        else:
            self._bump(state, seat, piece, target, events)
        self._end_turn(state, events)
        return events

    def _bump(self, state: State, seat: Seat, piece: int, square: int, events: list[Event]) -> None:
        """ "Should any piece land on another piece, that (landed on) piece is
        immediately moved down a row. If it is already on the bottom row,
        return it to the Start." """
        for other_seat, other_pieces in enumerate(state["pieces"]):
            for other_piece, pos in enumerate(other_pieces):
                if pos == square and (other_seat, other_piece) != (seat, piece):
                    below = self.board.square_below(square)
                    other_pieces[other_piece] = below
                    events.append(
                        Event(
                            "bumped",
                            {"seat": other_seat, "piece": other_piece, "by": seat, "from": square, "to": below},
                        )
                    )


RULESET = ShrinksAndLadders()
