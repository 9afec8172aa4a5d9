"""Team matches (rulebook "TEAM MATCHES", L226-232): the turn order every team scenario shares.

- Two teams, 0 (Red) and 1 (Blue), of equal size unless the scenario says otherwise
  (``check_teams``; refused with ``InvalidConfig("unequal_teams")``), given at creation or
  drawn at random (``random_teams``).
- Each round begins with one die per team (ties re-roll, L232 "Have one member of each team
  roll a die"); the higher team *chooses* to go first or to let the other team go first: a
  ``go_first {team}`` decision taken by its captain (its lowest seat still in the game).
- Teams then alternate; the acting team picks which of its READY members acts (the engine's
  ``activate`` choice); a member acts once a round and is then DEPLOYED; when every cookie
  still in the game has acted, a new round rolls again.
- When one side has no READY member left (1 vs N, or a side with cookies out of the game),
  the other side's READY members act one after another, still in the order their team
  picks: "Play will alternate back and forth between teams until all players have had a
  Turn" (L232) gives every cookie exactly one turn a round, so a side with more members
  takes its extra turns at the end of the round (docs/shootin-ladders.md).

The view's ``scenario_state`` shows each seat's ``activation`` (``ready``, ``deployed`` or
``out``), the round's team dice and who chose to go first.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar, Final

from ladders.engine import Action, Event, IllegalAction, InvalidConfig, Seat, State, action_schema, rng_below
from ladders.shootin.scenarios import ScenarioRules

RED, BLUE = 0, 1
TEAM_NAMES = ("red", "blue")
# ``Event(...)`` without its Python-level ``__new__``, as rules.py builds its events: a team
# game rolls the team dice and takes a ``go_first`` every round.
_new_event: Final = tuple.__new__


def _go_first_schema() -> dict[str, Any]:
    schema = action_schema(
        "Your team won the round's team dice: name the team that goes first (yours or the other).",
        team={"enum": [RED, BLUE]},
    )
    schema["properties"]["type"] = {"const": "go_first"}
    return schema


class TeamScenario(ScenarioRules):
    """A team scenario: no friendly fire, team dice each round, alternating teams."""

    hooks_mutate_in_place = False  # the hooks below replace, never change in place, below a key
    scenario_state_flat = True  # ``deployed`` and ``team_dice`` are replaced, never appended to
    action_schemas: ClassVar[dict[str, dict[str, Any]]] = {"go_first": _go_first_schema()}
    event_schemas: ClassVar[dict[str, dict[str, Any]]] = {
        "team_dice": {
            "description": "A team round begins (L232): one die per team, rolled again on a tie (each roll is an "
            "event); the higher team's captain then chooses who goes first (`pending` go_first). Not in The Dirty "
            "Half Dozen (the squad always goes first, L366). Seen by everyone.",
            "type": "object",
            "properties": {
                "round": {"type": "integer", "minimum": 1, "description": "The round beginning."},
                "rolls": {
                    "type": "array",
                    "items": {"type": "integer", "minimum": 1, "maximum": 6},
                    "minItems": 2,
                    "maxItems": 2,
                    "description": "The dice: Red's (team 0), then Blue's (team 1).",
                },
            },
            "required": ["round", "rolls"],
            "additionalProperties": False,
        },
        "go_first": {
            "description": "The team that won the team dice chose which team goes first this round (L232). Seen "
            "by everyone.",
            "type": "object",
            "properties": {
                "seat": {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 7,
                    "description": "The captain who chose (the winning team's lowest seat in the game).",
                },
                "team": {"type": "integer", "enum": [RED, BLUE], "description": "The team going first: 0 Red, 1 Blue."},
            },
            "required": ["seat", "team"],
            "additionalProperties": False,
        },
    }

    # -- teams -------------------------------------------------------------------

    def check_teams(self, teams: tuple[int, ...] | None, seats: int) -> None:
        if teams is None:
            raise InvalidConfig("teams_required", "This scenario is played in teams: give every seat a team.")
        if set(teams) != {RED, BLUE}:
            raise InvalidConfig("bad_teams", "Two teams: 0 (Red) and 1 (Blue), each with at least one seat.")
        if teams.count(RED) != teams.count(BLUE):
            raise InvalidConfig(
                "unequal_teams",
                f"{self.info.name} is played by teams of equal size (L226): "
                f"{teams.count(RED)} Red against {teams.count(BLUE)} Blue.",
            )

    def random_teams(self, seats: int, draw: Callable[[int], int]) -> tuple[int, ...] | None:
        if seats % 2:
            raise InvalidConfig("unequal_teams", f"{self.info.name} needs an even number of seats for equal teams.")
        teams = [i % 2 for i in range(seats)]
        for i in range(seats - 1, 0, -1):
            j = draw(i + 1)
            teams[i], teams[j] = teams[j], teams[i]
        return tuple(teams)

    def team_sizes(self, seats: int) -> tuple[int, ...] | None:
        return (seats // 2, seats // 2) if seats >= 2 and seats % 2 == 0 else None

    @staticmethod
    def team_of(state: State, seat: int) -> int:
        return int(state["teams"][seat])

    @staticmethod
    def members(state: State, team: int) -> list[int]:
        return [s for s, t in enumerate(state["teams"]) if t == team]

    def may_attack(self, state: State, seat: int, target: int) -> bool:
        teams: list[int] = state["teams"]  # asked per target on every listing: no bool() call
        return teams[seat] != teams[target]

    # -- the round ---------------------------------------------------------------

    @staticmethod
    def ready(state: State) -> list[int]:
        """Seats still to act this round (READY): in the game and not yet DEPLOYED."""
        deployed = state["scenario_state"].get("deployed", ())
        return [s for s, p in enumerate(state["players"]) if p["status"] != "out" and s not in deployed]

    def captain(self, state: State, team: int) -> int:
        """Who takes a team's decisions: its lowest seat still in the game (else its lowest seat)."""
        players = state["players"]
        lowest = -1
        for s, t in enumerate(state["teams"]):  # ``members``, inline: asked every round
            if t == team:
                if players[s]["status"] != "out":
                    return s
                if lowest < 0:
                    lowest = s
        return lowest

    def first_turn(self, state: State, events: list[Event]) -> list[int]:
        return self.new_round(state, events, int(state["round"]))

    def new_round(self, state: State, events: list[Event], number: int) -> list[int]:
        """Round ``number`` begins: everyone READY again; roll the team dice and ask the
        winner who goes first (no candidate: the ``go_first`` decision starts the turn)."""
        ss = state["scenario_state"]
        ss["deployed"] = []
        while True:
            rolls = [rng_below(state, 6) + 1, rng_below(state, 6) + 1]  # ``roll_die``, uncalled
            events.append(_new_event(Event, ("team_dice", {"round": number, "rolls": rolls}, None)))
            if rolls[RED] != rolls[BLUE]:  # "ties re-roll"
                break
        winner = RED if rolls[RED] > rolls[BLUE] else BLUE
        ss["team_dice"] = rolls
        ss["first_team"] = None
        decider = self.captain(state, winner)
        self.open_pending(state, {"kind": "go_first", "seat": decider, "team": winner})
        return []

    def advance(self, state: State, current: int, events: list[Event]) -> tuple[bool, list[int]]:
        ss = state["scenario_state"]
        deployed = ss["deployed"] = [*ss.get("deployed", ()), current]
        # ``ready`` and its members of the other team, in one pass.
        teams = state["teams"]
        team = teams[current]
        ready = []
        other = []
        for s, p in enumerate(state["players"]):
            if p["status"] != "out" and s not in deployed:
                ready.append(s)
                if teams[s] != team:
                    other.append(s)
        if not ready:
            return True, self.new_round(state, events, int(state["round"]) + 1)
        return False, other or ready

    def pending_actions(self, state: State, seat: Seat, pending: dict[str, Any]) -> list[Action]:
        if pending["kind"] == "go_first":
            # The winner's team, then the other, each if it has a READY member (``ready``, inline).
            winner = pending["team"]
            teams = state["teams"]
            deployed = state["scenario_state"].get("deployed", ())
            winner_ready = other_ready = False
            for s, p in enumerate(state["players"]):
                if p["status"] != "out" and s not in deployed:
                    if teams[s] == winner:
                        winner_ready = True
                    else:
                        other_ready = True
            choices: list[Action] = []
            if winner_ready:
                choices.append({"type": "go_first", "team": winner})
            if other_ready:
                choices.append({"type": "go_first", "team": 1 - winner})
            return choices
        return []

    def pending_allows(self, state: State, seat: Seat, pending: dict[str, Any], action: Action) -> bool:
        if pending["kind"] != "go_first":
            return super().pending_allows(state, seat, pending, action)
        # As ``pending_actions`` lists them, without building the list: the winner's team or
        # the other, a team with a READY member, ``team`` an int (not a bool).
        team = action.get("team")
        if action["type"] != "go_first" or len(action) != 2 or type(team) is not int or team not in (RED, BLUE):
            return False
        teams = state["teams"]
        deployed = state["scenario_state"].get("deployed", ())
        for s, p in enumerate(state["players"]):  # ``ready``, inline, up to the first member found
            if teams[s] == team and p["status"] != "out" and s not in deployed:
                return True
        return False

    def apply_action(self, state: State, seat: Seat, action: Action, events: list[Event]) -> list[int] | None:
        if action["type"] == "go_first":
            state["pending"] = None
            team = int(action["team"])
            ss = state["scenario_state"]
            ss["first_team"] = team
            events.append(_new_event(Event, ("go_first", {"seat": seat, "team": team}, None)))
            # The team's READY members (``ready``, inline: every round asks).
            teams = state["teams"]
            deployed = ss.get("deployed", ())
            going = []
            for s, p in enumerate(state["players"]):
                if teams[s] == team and p["status"] != "out" and s not in deployed:
                    going.append(s)
            return going
        raise IllegalAction("illegal_action", f"This scenario has no {action['type']!r} action.")

    def public_state(self, state: State) -> Any:
        ss = state["scenario_state"]
        deployed = ss.get("deployed", ())
        activation = [
            "out" if p["status"] == "out" else "deployed" if s in deployed else "ready"
            for s, p in enumerate(state["players"])
        ]
        return {
            "team_names": list(TEAM_NAMES),
            "activation": activation,
            "team_dice": ss.get("team_dice"),
            "first_team": ss.get("first_team"),
        }

    # -- judging by team -------------------------------------------------------------

    def team_seats(self, state: State, team: int) -> list[int]:
        return self.members(state, team)

    def team_won(self, state: State, seat: int) -> bool:
        winners = state.get("winners") or ()
        return seat in winners

    def placement_key(self, state: State, seat: int) -> tuple[Any, ...]:
        """Team placement: every member of a team shares its team's place."""
        return (self.team_won(state, seat), self.team_score(state, self.team_of(state, seat)))

    def team_score(self, state: State, team: int) -> float:
        """The scenario's own measure of a team (frags, heads, ...), for placements."""
        return float(sum(state["players"][s]["frags"] for s in self.members(state, team)))

    def score(self, state: State, seat: int) -> float:
        return self.team_score(state, self.team_of(state, seat))

    def outcome_details(self, state: State) -> dict[str, Any]:
        """Team results beside the per-seat frags and trophies: each team's place, members
        and score, and each seat's rank on its team (most frags, then most trophies, L265)."""
        winners = state.get("winners") or ()
        players = state["players"]

        def key(s: int) -> tuple[int, int]:
            return (players[s]["frags"], len(players[s]["trophies"]))

        teams = []
        for team in (RED, BLUE):
            members = self.members(state, team)
            teams.append(
                {
                    "team": team,
                    "name": TEAM_NAMES[team],
                    "seats": members,
                    "won": any(s in winners for s in members),
                    "score": self.team_score(state, team),
                    "frags": sum(players[s]["frags"] for s in members),
                    "trophies": sum(len(players[s]["trophies"]) for s in members),
                }
            )
        team_rank = [
            1 + sum(1 for m in self.members(state, self.team_of(state, s)) if key(m) > key(s))
            for s in range(state["seats"])
        ]
        return {"teams": teams, "team_rank": team_rank}
