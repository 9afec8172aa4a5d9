"""Candyman Flag Capture (rulebook L320-356): grab their flag and bring it to your base.

Flag ``f`` belongs to team ``f`` (0 Red on #6, 1 Blue on #95, L326). The scenario state holds
per flag where it rests (``at``) or who carries it (``carrier``) on which body part (``part``),
and who may not pick it up until their next turn (``barred``); the captures waiting out
their full round; and the square of this turn's exact landing, which steals, passes and a
declared drop need. The flag-drop scatter diagram is not in the text: ``flag_scatter.json``
is its reconstruction (marked so), checked at load.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, ClassVar

from ladders.engine import Action, Event, Scenario, Seat, State, action_schema, roll_die
from ladders.shootin.scenarios import ENDURANCE, PARTS, STANDARD
from ladders.shootin.teams import BLUE, RED, TeamScenario

HOMES = (6, 95)  # L326 'place the Red flag on square #6 and the Blue flag on square #95'; L352-356
SCATTER_FILE = Path(__file__).parent / "flag_scatter.json"


def load_scatter(path: Path = SCATTER_FILE) -> tuple[frozenset[int], dict[int, tuple[int, int]]]:
    """The drop diagram: the faces on which the flag stays, and per other face the diagonal
    (levels up, columns right). Refuses a table that does not give every face 1-6 exactly once
    or names a move that is not one diagonal step."""
    with open(path, encoding="utf-8") as handle:
        raw = json.load(handle)
    stays = frozenset(int(face) for face in raw["stays"])
    diagonals = {int(face): (int(step[0]), int(step[1])) for face, step in raw["diagonals"].items()}
    faces = sorted([*stays, *diagonals])
    if faces != [1, 2, 3, 4, 5, 6]:
        raise ValueError(f"{path}: the faces 1-6 must each appear once (stays + diagonals), got {faces}")
    for face, (up, right) in diagonals.items():
        if abs(up) != 1 or abs(right) != 1:
            raise ValueError(f"{path}: face {face} must move one diagonal step, not {[up, right]}")
    return stays, diagonals


STAYS, DIAGONALS = load_scatter()


def _schema(name: str, description: str, **properties: Any) -> dict[str, Any]:
    schema = action_schema(description, **properties)
    schema["properties"]["type"] = {"const": name}
    return schema


_FLAG = {"enum": [RED, BLUE]}


def _set_flag(ss: dict[str, Any], f: int, flag: dict[str, Any]) -> None:
    """Flag ``f`` is now ``flag``: a new flags list (``copy_state`` shares the old one)."""
    flags = ss["flags"][:]
    flags[f] = flag
    ss["flags"] = flags


class CandymanFlagCapture(TeamScenario):
    """L322 'Grab their flag and get it to your base before they get your flag to theirs!'"""

    info = Scenario(
        "candyman-flag-capture",
        "Candyman Flag Capture",
        teams=True,
        description=(
            "Teams: carry the other team's flag to your base (Red #6, Blue #95) and hold it there a full round. "
            "Endurance boxes at the start, Standard after a respawn, unlimited respawns."
        ),
    )
    starting_hand: ClassVar[dict[str, int]] = {"weapon": 1, "ammo": 1}  # L342
    scenario_state_flat = True  # the flags list, a flag and the landing are replaced, never changed
    ends_only_when_won = True  # ``check_end`` reads ``scenario_state["won"]`` alone
    respawns = None  # L350
    # L344-348 'DAMAGE BOXES: SPECIAL' (Endurance, then Standard on a respawn): ``boxes_for``
    # has no one count for ``damage_boxes`` to replace, so the option is refused, not ignored.
    unused_common_options: ClassVar[frozenset[str]] = frozenset({"damage_boxes"})
    action_schemas: ClassVar[dict[str, dict[str, Any]]] = {
        **TeamScenario.action_schemas,
        "flag_part": _schema(
            "flag_part",
            "Put the flag you just took on one of your body parts (L328); it stays there.",
            part={"enum": list(PARTS)},
        ),
        "drop_flag": _schema(
            "drop_flag",
            "Declare that you drop the flag you carry on your home base, reached this turn by exact count (L338).",
            flag=_FLAG,
        ),
        "steal_flag": _schema(
            "steal_flag",
            "Try to steal the flag from the opponent on the square you landed on by exact count (L336).",
            flag=_FLAG,
        ),
        "pass_flag": _schema(
            "pass_flag",
            "Pass the flag you carry to a teammate on your square after an exact landing (L334).",
            flag=_FLAG,
            to={"type": "integer", "minimum": 0},
        ),
        "keep_flag": _schema("keep_flag", "Keep the flag you carry (a teammate who landed on you offered to take it)."),
    }
    event_schemas: ClassVar[dict[str, dict[str, Any]]] = {
        **TeamScenario.event_schemas,
        "flag": {
            "description": "Candyman Flag Capture: a flag changed hands or place (L326-340); `what` says how. "
            "Seen by everyone.",
            "type": "object",
            "properties": {
                "flag": {"type": "integer", "enum": [RED, BLUE], "description": "Whose flag: 0 Red, 1 Blue."},
                "what": {
                    "type": "string",
                    "enum": [
                        "picked_up",
                        "dropped",
                        *(f"on_{part}" for part in PARTS),
                        "passed",
                        "stolen",
                        "captured",
                        "returned",
                    ],
                    "description": "picked_up: taken from a square by moving (L326-328); on_<part>: its carrier put "
                    "it on that body part (L328); passed: handed to a teammate (L334); stolen: taken by the thief "
                    "(L336); dropped: fell (its part destroyed, L330, or a second tie on a steal, L336) and "
                    "scattered; captured: dropped on its captors' base (L338); returned: its own team carried it "
                    "home.",
                },
                "seat": {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 7,
                    "description": "Who: the cookie that picked it up, chose the part, received it (passed), stole, "
                    "captured or returned it; for dropped, the carrier that lost it, or on a steal's second tie "
                    "the thief (both are barred from it until their next turn).",
                },
                "square": {
                    "type": "integer",
                    "minimum": 1,
                    "maximum": 100,
                    "description": "Present for picked_up (where it lay), dropped (where it came to rest), captured "
                    "and returned (the base); absent for on_<part>, passed and stolen (it moves with its carrier).",
                },
            },
            "required": ["flag", "what", "seat"],
            "additionalProperties": False,
        },
        "steal": {
            "description": "Candyman Flag Capture: a steal attempt after an exact landing on an opponent "
            "carrier's square (L336): both roll, the higher wins, a tie goes to the healthier part, a second tie "
            "drops the flag (a `flag` event follows). Seen by everyone.",
            "type": "object",
            "properties": {
                "seat": {"type": "integer", "minimum": 0, "maximum": 7, "description": "The thief."},
                "carrier": {"type": "integer", "minimum": 0, "maximum": 7, "description": "The carrier."},
                "flag": {"type": "integer", "enum": [RED, BLUE], "description": "The flag: 0 Red, 1 Blue."},
                "rolls": {
                    "type": "array",
                    "items": {"type": "integer", "minimum": 1, "maximum": 6},
                    "minItems": 2,
                    "maxItems": 2,
                    "description": "The dice: the thief's, then the carrier's.",
                },
                "winner": {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 7,
                    "description": "Who has the flag now (the thief or the carrier). Absent when the flag drops "
                    "(both ties).",
                },
            },
            "required": ["seat", "carrier", "flag", "rolls"],
            "additionalProperties": False,
        },
    }

    def boxes_for(self, state: State, seat: int, *, respawn: bool) -> int:
        # L344-348 'All Players begin the game with Endurance ... All Respawns enter with Standard'.
        return STANDARD if respawn else ENDURANCE

    def start_squares(self, state: State) -> list[int | None] | None:
        return [HOMES[t] for t in state["teams"]]  # L352-356

    def first_turn(self, state: State, events: list[Event]) -> list[int]:
        ss = state["scenario_state"]
        ss["flags"] = [{"at": HOMES[f], "carrier": None, "part": None, "barred": []} for f in (RED, BLUE)]
        ss["captures"] = []  # {"flag", "by"}: a flag resting on its captor's base
        ss["landing"] = None  # {"square", "used": flags already stolen or passed there}
        return super().first_turn(state, events)

    # -- picking up, dropping ------------------------------------------------------

    def on_turn_start(self, state: State, seat: Seat, events: list[Event]) -> None:
        ss = state["scenario_state"]
        ss["landing"] = None
        for barring in ss["flags"]:  # a loop, not any(...) over a generator: every turn asks
            if seat in barring["barred"]:
                # L330 'may not pick it up again until their next turn'
                ss["flags"] = [
                    {**flag, "barred": [s for s in flag["barred"] if s != seat]} if seat in flag["barred"] else flag
                    for flag in ss["flags"]
                ]
                break
        captures = ss["captures"]
        # L338 'The game ends when an opponent's flag rests on your home base - for a full round ...
        # until the player who placed the opponent's flag on their base begins their next turn.'
        # With both flags captured, the race to reclaim decides instead (L340).
        if len(captures) == 1 and captures[0]["by"] == seat:
            ss["won"] = self.team_of(state, seat)

    def on_move(self, state: State, seat: Seat, passed: list[int], landed: int | None, events: list[Event]) -> None:
        ss = state["scenario_state"]
        pos = state["players"][seat]["pos"]
        exact = landed is not None and pos == landed
        ss["landing"] = {"square": pos, "used": []} if exact else None
        teams = state["teams"]
        team = teams[seat]  # ``team_of``, inline (an int already: no ``int()`` call): every move asks
        flags = ss["flags"]
        for f, flag in enumerate(flags):
            at = flag["at"]
            if flag["carrier"] is not None or at not in passed or seat in flag["barred"]:
                continue
            if at == HOMES[team]:
                # L326 'You MAY NOT pick up your own flag while it is resting on your base'; an
                # opponent's flag captured there (L338) is a capture being held, not lifted by its
                # captors. An opponent's flag that only fell there (L330) is loose (L328).
                if f == team:
                    continue
                held = False
                for capture in ss["captures"]:
                    if capture["flag"] == f:
                        held = True
                if held:
                    continue
            if at == HOMES[1 - team] and not (exact and pos == at):
                continue  # L326 'To remove a flag from the opponent's home base ... exact count'
            self._pick_up(state, seat, f, events)
        if exact:
            # L334: a teammate carrying a flag on the square landed on may pass it to the mover.
            # Most landings: neither flag carried by another cookie (the loop below finds none).
            flags = ss["flags"]  # a pick-up above replaced the list
            carrier_0, carrier_1 = flags[0]["carrier"], flags[1]["carrier"]
            if (carrier_0 is None or carrier_0 == seat) and (carrier_1 is None or carrier_1 == seat):
                return
            players = state["players"]
            for mate, mate_team in enumerate(teams):  # ``members``, inline: every exact landing asks
                if mate_team != team or mate == seat:
                    continue
                if players[mate]["pos"] != pos or players[mate]["status"] != "alive":
                    continue
                for f, flag in enumerate(flags):
                    if flag["carrier"] == mate:
                        self.open_pending(state, {"kind": "pass_offer", "seat": mate, "flag": f, "to": seat})

    def _pick_up(self, state: State, seat: Seat, f: int, events: list[Event]) -> None:
        ss = state["scenario_state"]
        flag = ss["flags"][f]
        was = flag["at"]
        team = self.team_of(state, seat)
        both_captured = len(ss["captures"]) == 2
        ss["captures"] = [c for c in ss["captures"] if c["flag"] != f]
        _set_flag(ss, f, {"at": None, "carrier": seat, "part": None, "barred": flag["barred"]})
        events.append(Event("flag", {"flag": f, "what": "picked_up", "seat": seat, "square": was}))
        if both_captured and f == team and was == HOMES[1 - team]:
            # L340 'the team who can first reclaim their flag wins - immediately upon moving the
            # flag off the enemy base.'
            ss["won"] = team
        self._ask_part(state, seat, f)

    def _ask_part(self, state: State, seat: Seat, f: int) -> None:
        """L328 'they must place a matching color Flag Marker on a specific body part'."""
        parts = state["players"][seat]["parts"]
        # By name, as the ``flag_part`` action names them.
        live = [PARTS[p] for p in range(len(PARTS)) if parts[p] > 0]
        self.open_pending(state, {"kind": "flag_part", "seat": seat, "flag": f, "parts": live})

    def on_part_lost(self, state: State, target: Seat, part: int, attacker: Seat | None, events: list[Event]) -> None:
        for f, flag in enumerate(state["scenario_state"]["flags"]):
            if flag["carrier"] == target and flag["part"] == part:
                # L330 'If the body part holding the flag is destroyed, the flag will drop.'
                self._drop(state, f, state["players"][target]["pos"], [target], events)

    def _drop(self, state: State, f: int, square: int, barred: list[int], events: list[Event]) -> None:
        """L330: roll a die; 5-6 the flag stays, 1-4 it falls one diagonal (the diagram, reconstructed)."""
        roll = roll_die(state, 6)
        at = square
        step = DIAGONALS.get(roll)
        board = self.board
        if step is not None and board is not None:
            there = board.square_at(board.level(square) + step[0], board.column(square) + step[1])
            if there is not None:
                at = there
        _set_flag(state["scenario_state"], f, {"at": at, "carrier": None, "part": None, "barred": list(barred)})
        events.append(Event("flag", {"flag": f, "what": "dropped", "seat": barred[0], "square": at}))

    # -- the scenario's actions --------------------------------------------------------

    def active_actions(self, state: State, seat: Seat) -> list[Action]:
        ss = state["scenario_state"]
        landing = ss["landing"]
        if landing is None:  # most listings: no exact landing this turn
            return []
        players = state["players"]
        pos = players[seat]["pos"]
        if landing["square"] != pos:
            return []
        teams = state["teams"]  # ``team_of``, inline below: every exact landing's listing asks
        team = int(teams[seat])
        actions: list[Action] = []
        for f, flag in enumerate(ss["flags"]):
            carrier = flag["carrier"]
            if carrier == seat:
                if pos == HOMES[team] and flag["part"] is not None:
                    actions.append({"type": "drop_flag", "flag": f})  # L338
                if f in landing["used"]:
                    continue
                for mate in self.members(state, team):
                    if mate != seat and players[mate]["pos"] == pos and players[mate]["status"] == "alive":
                        actions.append({"type": "pass_flag", "flag": f, "to": mate})  # L334
            elif (
                carrier is not None
                and f not in landing["used"]
                and int(teams[carrier]) != team
                and players[carrier]["pos"] == pos
                and flag["part"] is not None
            ):
                actions.append({"type": "steal_flag", "flag": f})  # L336
        return actions

    def pending_actions(self, state: State, seat: Seat, pending: dict[str, Any]) -> list[Action]:
        kind = pending["kind"]
        if kind == "flag_part":
            # Names (rules version 2); a decision saved by version 1 listed indices into PARTS.
            return [{"type": "flag_part", "part": PARTS[p] if type(p) is int else p} for p in pending["parts"]]
        if kind == "pass_offer":
            return [{"type": "pass_flag", "flag": pending["flag"], "to": pending["to"]}, {"type": "keep_flag"}]
        # The team's decisions (``go_first``, every round), named: ``super()`` builds an object per call.
        return TeamScenario.pending_actions(self, state, seat, pending)

    def apply_action(self, state: State, seat: Seat, action: Action, events: list[Event]) -> list[int] | None:
        kind = action["type"]
        if kind == "go_first":  # every round: straight to the team's own (no ``super()`` object)
            return TeamScenario.apply_action(self, state, seat, action, events)
        ss = state["scenario_state"]
        flags = ss["flags"]
        if kind == "flag_part":
            f = state["pending"]["flag"]
            state["pending"] = None
            _set_flag(ss, f, {**flags[f], "part": PARTS.index(action["part"])})
            events.append(Event("flag", {"flag": f, "what": "on_" + action["part"], "seat": seat}))
        elif kind == "keep_flag":
            state["pending"] = None
        elif kind == "pass_flag":
            f, to = action["flag"], action["to"]
            if state["pending"] is not None:  # the offer to the teammate who carries it
                state["pending"] = None
            landing = ss["landing"]
            ss["landing"] = {**landing, "used": [*landing["used"], f]}
            _set_flag(ss, f, {**flags[f], "carrier": to, "part": None})
            events.append(Event("flag", {"flag": f, "what": "passed", "seat": to}))
            # 'it may be assigned to any body part the other team member wishes'
            self._ask_part(state, to, f)
        elif kind == "steal_flag":
            self._steal(state, seat, action["flag"], events)
        elif kind == "drop_flag":
            f = action["flag"]
            team = self.team_of(state, seat)
            _set_flag(ss, f, {"at": HOMES[team], "carrier": None, "part": None, "barred": []})
            if f != team:
                ss["captures"] = [*ss["captures"], {"flag": f, "by": seat}]
                events.append(Event("flag", {"flag": f, "what": "captured", "seat": seat, "square": HOMES[team]}))
            else:
                # A team's own flag carried home rests on its base again (a reading: the rulebook
                # does not say how a reclaimed flag goes back).
                events.append(Event("flag", {"flag": f, "what": "returned", "seat": seat, "square": HOMES[team]}))
        else:
            return super().apply_action(state, seat, action, events)
        return None

    def _steal(self, state: State, seat: Seat, f: int, events: list[Event]) -> None:
        """L336: both roll a die, the higher gets the flag; on a tie the healthier body part (the
        part holding the flag against the same part of the thief: boxes left) takes or keeps it;
        on a second tie the flag drops and neither may grab it until their next turn."""
        ss = state["scenario_state"]
        flag = ss["flags"][f]
        carrier, part = flag["carrier"], flag["part"]
        landing = ss["landing"]
        ss["landing"] = {**landing, "used": [*landing["used"], f]}
        mine, theirs = roll_die(state, 6), roll_die(state, 6)
        winner: int | None
        if mine != theirs:
            winner = seat if mine > theirs else carrier
        else:
            thief_part = state["players"][seat]["parts"][part]
            carrier_part = state["players"][carrier]["parts"][part]
            winner = None if thief_part == carrier_part else seat if thief_part > carrier_part else carrier
        contest: dict[str, Any] = {"seat": seat, "carrier": carrier, "flag": f, "rolls": [mine, theirs]}
        if winner is not None:
            contest["winner"] = winner
        events.append(Event("steal", contest))
        if winner is None:
            self._drop(state, f, state["players"][carrier]["pos"], [seat, carrier], events)
        elif winner == seat:
            _set_flag(ss, f, {**flag, "carrier": seat, "part": None})
            events.append(Event("flag", {"flag": f, "what": "stolen", "seat": seat}))
            self._ask_part(state, seat, f)

    # -- judging ---------------------------------------------------------------------

    def check_end(self, state: State) -> list[int] | None:
        won = state["scenario_state"].get("won")
        return None if won is None else self.members(state, won)

    def team_score(self, state: State, team: int) -> float:
        """Placement after the flags: the team's frags."""
        return float(sum(state["players"][s]["frags"] for s in self.members(state, team)))

    def public_state(self, state: State) -> Any:
        shown = super().public_state(state)
        ss = state["scenario_state"]
        flags = ss.get("flags")
        if flags is not None:
            players = state["players"]
            shown["flags"] = [
                {
                    "team": f,
                    "base": HOMES[f],
                    # 'Carried flags move with that player's movement token.'
                    "at": flag["at"] if flag["carrier"] is None else players[flag["carrier"]]["pos"],
                    "carrier": flag["carrier"],
                    "part": None if flag["part"] is None else PARTS[flag["part"]],
                    "barred": list(flag["barred"]),
                }
                for f, flag in enumerate(flags)
            ]
            shown["captures"] = [dict(c) for c in ss["captures"]]
            shown["landing"] = None if ss["landing"] is None else dict(ss["landing"], used=list(ss["landing"]["used"]))
        return shown


def flag_objective(state: State, seat: Seat) -> int | None:
    """Where a Candyman Flag Capture cookie should head (for bots): home with a flag it carries,
    else to the enemy flag lying on the board, else after the carrier of its own flag (to
    steal it back), else to its own flag lying loose; None when nothing calls (a teammate
    carries the enemy flag and its own flag is home), or in another scenario."""
    if state["scenario"] != CandymanFlagCapture.info.id or "flags" not in state["scenario_state"]:
        return None
    flags = state["scenario_state"]["flags"]
    team = int(state["teams"][seat])
    mine, theirs = flags[team], flags[1 - team]
    if seat in (mine["carrier"], theirs["carrier"]):
        return HOMES[team]
    if theirs["carrier"] is None and seat not in theirs["barred"]:
        return int(theirs["at"])
    if mine["carrier"] is not None:
        return int(state["players"][mine["carrier"]]["pos"])
    if mine["at"] != HOMES[team] and seat not in mine["barred"]:
        return int(mine["at"])
    return None
