"""The team scenarios: Head Hunter, The Guns of Tobleronne, The Dirty Half Dozen (this module)
and Candyman Flag Capture (``flags.py``). Each cites the rulebook lines it follows; the
readings of what the rulebook leaves open are listed in docs/shootin-ladders.md."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from ladders.engine import MAX_COUNT_OPTION, Action, Event, InvalidConfig, Scenario, Seat, State
from ladders.shootin.cards import CARDS
from ladders.shootin.scenarios import ENDURANCE, STANDARD
from ladders.shootin.teams import BLUE, RED, TeamScenario

HEAD = 0  # PARTS[0]: the head (the Peppermint Swirl, L200)
RED_BASE, BLUE_BASE = 1, 100  # "Red Team begins on square #1. Blue Team begins on square #100."
SNIPER_RIFLE = "ginger_snipe_rifle"


def has_head(player: dict[str, Any]) -> bool:
    """A cookie still in the game with a head on: its own, or an opponent's grafted on by a Gear
    card (L244 'You are still considered to have a head if you graft an opponent's head')."""
    return bool(player["status"] != "out" and player["parts"][HEAD] > 0)


class HeadHunter(TeamScenario):
    """L236-255: 'Collect the heads of the opposing team before they collect all yours!'"""

    info = Scenario(
        "head-hunter",
        "Head Hunter",
        teams=True,
        description=(
            "Teams: the game ends the moment one team has no head left. Endurance boxes, no respawns; "
            "Red starts on #1, Blue on #100."
        ),
    )
    boxes = ENDURANCE  # L250
    starting_hand: ClassVar[dict[str, int]] = {"weapon": 1, "gear": 1}  # L248
    respawns = 0  # L242 'Players may not Respawn in this scenario', L252
    # A head is lost only to damage (a grafted head only adds one), so the end is asked after damage.
    ends_only_by_damage = True

    def start_squares(self, state: State) -> list[int | None] | None:
        return [RED_BASE if t == RED else BLUE_BASE for t in state["teams"]]  # L254-255

    def heads(self, state: State, team: int) -> int:
        players = state["players"]
        return sum(1 for s in self.members(state, team) if has_head(players[s]))

    def check_end(self, state: State) -> list[int] | None:
        # L242 'The game ends immediately upon the removal of the last head on one of the teams.'
        for team in (RED, BLUE):
            if self.heads(state, team) == 0:
                return self.members(state, 1 - team)
        return None

    def team_score(self, state: State, team: int) -> float:
        return float(self.heads(state, team))


class GunsOfTobleronne(TeamScenario):
    """L257-280: 'Score three Frags on the other team!'"""

    info = Scenario(
        "guns-of-tobleronne",
        "The Guns of Tobleronne",
        teams=True,
        description=(
            "Teams: the first team to score `frags_to_win` frags (3) wins. Standard boxes, unlimited respawns; "
            "Red starts on #1, Blue on #100."
        ),
    )
    boxes = STANDARD  # L273
    starting_hand: ClassVar[dict[str, int]] = {"weapon": 1, "ammo": 1}  # L269
    respawns = None  # L265, L275 'Unlimited'
    ends_only_by_damage = True
    options_schema: ClassVar[dict[str, dict[str, Any]]] = {
        "frags_to_win": {
            "type": "integer",
            "minimum": 1,
            "maximum": MAX_COUNT_OPTION,
            "default": 3,
            "description": "The Guns of Tobleronne: team frags needed to win (L265 'adjust the number of Frags').",
        }
    }

    def start_squares(self, state: State) -> list[int | None] | None:
        return [RED_BASE if t == RED else BLUE_BASE for t in state["teams"]]  # L279-280

    def check_end(self, state: State) -> list[int] | None:
        needed = int(state["options"].get("frags_to_win", 3))
        for team in (RED, BLUE):
            if self.team_score(state, team) >= needed:
                return self.members(state, team)
        return None


class DirtyHalfDozen(TeamScenario):
    """L358-398: 'Crumb the Sniper / Wipe out the Squad!' One sniper against the squad.

    The Ginger Snipe Rifle's own rules here (it sees through one obstruction and reloads itself
    on its holder's following turn, L368) are effects of the card (cards.json, scoped to this
    scenario), not hooks of the scenario."""

    info = Scenario(
        "dirty-half-dozen",
        "The Dirty Half Dozen",
        teams=True,
        min_seats=3,  # the sniper's boxes are given for 2 to 7 opponents (L388-398)
        max_seats=8,
        description=(
            "All versus one: exactly one sniper (alone on his team) anywhere on 91-100 with the Ginger Snipe "
            "Rifle, the squad on #1 with nothing but Dessert Eagles. No respawns; the last side standing wins."
        ),
    )
    respawns = 0  # L378
    ends_only_by_damage = True  # a side falls only to damage
    starting_hand: ClassVar[dict[str, int]] = {}  # L374 'Squad - None'
    # L382-398 'DAMAGE BOXES: Special' (one per part for the squad, one per opponent for the
    # sniper): ``boxes_for`` ignores ``damage_boxes``, so the option is refused, not ignored.
    unused_common_options: ClassVar[frozenset[str]] = frozenset({"damage_boxes"})

    def check_teams(self, teams: tuple[int, ...] | None, seats: int) -> None:
        if teams is None:
            raise InvalidConfig("teams_required", "Name the sniper: give every seat a team, the sniper alone on his.")
        if set(teams) != {RED, BLUE}:
            raise InvalidConfig("bad_teams", "Two teams: 0 and 1, the sniper alone on one of them.")
        if min(teams.count(RED), teams.count(BLUE)) != 1 or seats < 3:
            # L366 "It's all versus One": exactly one sniper.
            raise InvalidConfig(
                "one_sniper_required",
                "The Dirty Half Dozen is all versus one: exactly one seat alone on its team (the sniper).",
            )

    def random_teams(self, seats: int, draw: Callable[[int], int]) -> tuple[int, ...] | None:
        # L366 'a volunteer or randomly determined player, is the sniper'.
        sniper = draw(seats)
        return tuple(BLUE if s == sniper else RED for s in range(seats))

    def team_sizes(self, seats: int) -> tuple[int, ...] | None:
        # The squad is Red, the sniper alone on Blue (as ``random_teams`` draws them).
        return (seats - 1, 1) if seats >= 3 else None

    @staticmethod
    def sniper_team(state: State) -> int:
        teams: list[int] = state["teams"]
        return RED if teams.count(RED) == 1 else BLUE

    def is_sniper(self, state: State, seat: int) -> bool:
        return bool(state["teams"][seat] == self.sniper_team(state))

    def set_aside(self, state: State) -> list[str]:
        # The squad never draws the sniper's second rifle (a reading: it is his card, L368).
        return [SNIPER_RIFLE]

    def starting_cards(self, state: State, seat: Seat) -> list[str]:
        return [SNIPER_RIFLE] if self.is_sniper(state, seat) else []  # L374

    def boxes_for(self, state: State, seat: int, *, respawn: bool) -> int:
        if self.is_sniper(state, seat):
            # L388-398: as many boxes per part as he has opponents (7 vs 7, 2 vs 2).
            return int(state["seats"]) - 1
        return 1  # L384 'Squad: 1 damage box per body part.'

    def start_squares(self, state: State) -> list[int | None] | None:
        # L366 the sniper places himself on 91-100; the squad begins on square #1.
        return [None if self.is_sniper(state, s) else RED_BASE for s in range(state["seats"])]

    def place_actions(self, state: State, seat: Seat, free_points: list[int]) -> list[Action]:
        return [{"type": "place", "square": s} for s in range(91, 101)]  # L366 'anywhere on the top level'

    def new_round(self, state: State, events: list[Event], number: int) -> list[int]:
        # L366 'The squad will go first - and may choose which players take their Turn in
        # what order every Turn': no team dice; the squad opens every round.
        state["scenario_state"]["deployed"] = []
        squad = [s for s in self.ready(state) if not self.is_sniper(state, s)]
        return squad or self.ready(state)

    def may_use_card(self, state: State, seat: Seat, uid: int) -> bool:
        # L368 'He may not access other Ammo, Weapons or Gear Cards.'
        return not self.is_sniper(state, seat) or CARDS[uid].id == SNIPER_RIFLE

    def may_draw(self, state: State, seat: Seat) -> bool:
        return not self.is_sniper(state, seat)

    def check_end(self, state: State) -> list[int] | None:
        # L370 'Fight until one side stands victorious.'
        standing = {state["teams"][s] for s, p in enumerate(state["players"]) if p["status"] != "out"}
        if len(standing) == 1:
            return self.members(state, standing.pop())
        return None

    def team_score(self, state: State, team: int) -> float:
        return float(sum(1 for s in self.members(state, team) if state["players"][s]["status"] != "out"))

    def public_state(self, state: State) -> Any:
        shown = super().public_state(state)
        shown["sniper"] = next(s for s in range(state["seats"]) if self.is_sniper(state, s))
        shown["team_names"] = ["squad", "sniper"] if self.sniper_team(state) == BLUE else ["sniper", "squad"]
        return shown
