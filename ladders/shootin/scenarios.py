"""Scenario objects: each scenario's set-up, damage boxes, respawns, end check and scoring.

The rules engine (rules.py) calls only these hooks, so the team scenarios
(Head Hunter, The Guns of Tobleronne, Candyman Flag Capture, The Dirty Half
Dozen) plug in as further subclasses: ``start_squares`` puts teams on their
home bases, ``advance`` alternates teams and offers a team the choice of
which member acts next (``scenario_state`` keeps who is deployed), ``boxes_for`` gives the
sniper's and the squad's boxes, ``check_end`` and ``placement_key`` judge by
team (``state["teams"]`` holds GameConfig.teams).
"""

from __future__ import annotations

from typing import Any, ClassVar

from ladders.engine import Scenario, State

STANDARD = 3
ENDURANCE = 6


class ScenarioRules:
    """A free-for-all scenario's defaults; subclasses override the hooks they change."""

    info: ClassVar[Scenario]
    boxes: ClassVar[int] = ENDURANCE
    starting_hand: ClassVar[dict[str, int]] = {}
    # None: unlimited respawns; 0: none; n: each cookie may respawn n times.
    respawns: ClassVar[int | None] = None

    def respawn_allowance(self, options: dict[str, Any]) -> int | None:
        return self.respawns

    def boxes_for(self, state: State, seat: int, *, respawn: bool) -> int:
        """Damage boxes per cookie part for ``seat`` (at the start, or on a respawn)."""
        override = state["options"].get("damage_boxes")
        return int(override) if override else self.boxes

    def start_squares(self, state: State) -> list[int] | None:
        """Fixed starting squares per seat, or None: players pick respawn points in turn order."""
        return None

    def advance(self, state: State, current: int) -> tuple[bool, list[int]]:
        """After ``current``'s turn: does a new round begin, and which seats may go next?

        One candidate starts that turn; several make a pending ``activate`` choice
        for the first of them (a team picking which member acts, L232).
        Free-for-all: clockwise, a round ends when play comes back past the first player.
        """
        following = self.next_seat(state, current)
        first, seats = state["first"], state["seats"]
        new_round = (following - first) % seats <= (current - first) % seats
        return new_round, [following]

    def next_seat(self, state: State, current: int) -> int:
        """Clockwise to the next seat still in the game."""
        seats = int(state["seats"])
        players = state["players"]
        for step in range(1, seats + 1):
            seat = (current + step) % seats
            if players[seat]["status"] != "out":
                return seat
        return current

    def may_attack(self, state: State, seat: int, target: int) -> bool:
        """Free-for-all: anyone. (A team scenario decides on friendly fire here.)"""
        return True

    def check_end(self, state: State) -> list[int] | None:
        """The winning seats if the mission goal is met now, else None."""
        return None

    def placement_key(self, state: State, seat: int) -> tuple[Any, ...]:
        """Higher is better; used for placements at the end (and at the round cap)."""
        player = state["players"][seat]
        return (len(player["trophies"]), player["frags"])

    def score(self, state: State, seat: int) -> float:
        return float(len(state["players"][seat]["trophies"]))


def _standing(state: State) -> list[int]:
    return [s for s, p in enumerate(state["players"]) if p["status"] != "out"]


class QuickAndTheCrumbed(ScenarioRules):
    """'Be the first to collect three limbs by shooting them off the other players!'"""

    info = Scenario(
        "quick-and-the-crumbed",
        "The Quick and the Crumbed",
        description="Free-for-all: the first to claim three trophies wins. Endurance boxes, unlimited respawns.",
    )
    boxes = ENDURANCE
    starting_hand = {"weapon": 1, "gear": 1}
    respawns = None

    def check_end(self, state: State) -> list[int] | None:
        needed = state["options"]["trophies_to_win"]
        winners = [s for s, p in enumerate(state["players"]) if len(p["trophies"]) >= needed]
        return winners or None

    def placement_key(self, state: State, seat: int) -> tuple[Any, ...]:
        player = state["players"][seat]
        return (seat in (state.get("winners") or []), len(player["trophies"]), player["frags"])


class TrophyRoom(ScenarioRules):
    """'Collect the most Trophies!' ... 'The game ends when only one player remains.'"""

    info = Scenario(
        "trophy-room",
        "Trophy Room",
        description="Free-for-all: most trophies wins when one cookie remains. Standard boxes, 1 respawn each.",
    )
    boxes = STANDARD
    starting_hand = {"weapon": 1, "gear": 1}
    respawns = 1

    def respawn_allowance(self, options: dict[str, Any]) -> int | None:
        return int(options["respawns"])

    def check_end(self, state: State) -> list[int] | None:
        if len(_standing(state)) > 1:
            return None
        return self.leaders(state)

    def leaders(self, state: State) -> list[int]:
        keys = [self.placement_key(state, s) for s in range(state["seats"])]
        best = max(keys)
        return [s for s in range(state["seats"]) if keys[s] == best]

    def placement_key(self, state: State, seat: int) -> tuple[Any, ...]:
        # "The winner is the cookie who collected the most Trophies" - out or not.
        player = state["players"][seat]
        return (len(player["trophies"]), player["frags"])


class CrumbleZone(ScenarioRules):
    """'Be the last man standing!' ... 'The last player remaining wins.'"""

    info = Scenario(
        "crumble-zone",
        "Crumble Zone",
        description="Free-for-all: the last cookie standing wins. Endurance boxes, no respawns, no starting hand.",
    )
    boxes = ENDURANCE
    starting_hand = {}
    respawns = 0

    def check_end(self, state: State) -> list[int] | None:
        standing = _standing(state)
        return standing if len(standing) == 1 else None

    def placement_key(self, state: State, seat: int) -> tuple[Any, ...]:
        player = state["players"][seat]
        out_order = player["out_order"]
        # Standing cookies first, then the later a cookie fell the better.
        survival = 1_000_000 if out_order is None else out_order
        health = sum(player["parts"])
        return (survival, health, len(player["trophies"]), player["frags"])


SCENARIOS: dict[str, ScenarioRules] = {
    rules.info.id: rules for rules in (QuickAndTheCrumbed(), TrophyRoom(), CrumbleZone())
}
