"""Scenario objects: each scenario's set-up, damage boxes, respawns, end check and scoring.

The rules engine (rules.py) calls only these hooks, so the team scenarios
(Head Hunter, The Guns of Tobleronne, Candyman Flag Capture, The Dirty Half
Dozen) plug in as further subclasses, passed to ``rules.ruleset_with`` (or
added to ``SCENARIOS``), without touching rules.py:

- teams: ``state["teams"]`` holds GameConfig.teams; ``may_attack`` (friendly
  fire), ``check_end``/``placement_key``/``score`` judge by team;
- set-up: ``start_squares`` (home bases; ``None`` entries still choose),
  ``place_actions`` (the sniper anywhere on 91-100), ``starting_cards`` and
  ``deal_counts`` (the sniper's Ginger Snipe Rifle, the squad's empty hand),
  ``boxes_for`` (the sniper's and the squad's boxes, Standard on a Flag
  Capture respawn), ``first_turn`` (the squad picks who goes first);
- turns: ``advance`` (alternating teams, a team picking its next member,
  ``scenario_state`` keeps who is deployed), ``on_turn_start`` (the sniper's
  automatic reload, a flag resting a full round on a base);
- movement and combat: ``on_move`` (squares passed and the exact landing: flag
  pick-ups, steals, passes), ``on_part_lost`` (a carried flag drops),
  ``line_of_sight`` (the sniper ignores one obstruction), ``may_use_card`` and
  ``may_draw`` (the sniper may not touch other cards);
- own actions and decisions: ``action_schemas``/``event_schemas``/
  ``options_schema`` are merged into the ruleset's metadata,
  ``active_actions`` adds legal active-phase actions (declare a flag drop),
  ``open_pending`` queues a decision of the scenario's own kind (which body
  part carries the flag), ``pending_actions`` lists its choices and
  ``apply_action`` carries out any scenario action;
- ``view`` shows ``public_state`` (flag positions) to everyone.

Hooks that mutate take the state being built by ``step`` (already a copy);
``pending`` dicts are replaced, never changed in place (``copy_state`` copies
them shallowly). A scenario that declares ``hooks_mutate_in_place = False`` (the
three free-for-all scenarios do) promises more: its hooks set keys (of the
state, a player record, ``scenario_state``) but replace, never change in place,
any list or dict below them, as the engine's own ``step`` does; ``apply`` then
shares those with its input.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

from ladders.engine import MAX_COUNT_OPTION, Action, Event, IllegalAction, Scenario, Seat, State, fast_copy

if TYPE_CHECKING:
    from ladders.shootin.board import Board

STANDARD = 3
ENDURANCE = 6
# The cookie's parts, in the order of the candy icons on the dice (rules.ICONS).
PARTS = ("head", "torso", "left_arm", "right_arm", "left_leg", "right_leg")


def same_action(a: Action, b: Action) -> bool:
    """Equal actions, parameter types included (``True`` is not ``1``, ``1.0`` is not ``1``)."""
    return len(a) == len(b) and all(key in a and type(a[key]) is type(v) and a[key] == v for key, v in b.items())


def listed_action(action: Action, choices: list[Action]) -> bool:
    return any(same_action(action, choice) for choice in choices)


# The flags of ``ScenarioRules`` that ``on_board`` copies onto each bound scenario.
_HOT_FLAGS = (
    "hooks_mutate_in_place",
    "scenario_state_flat",
    "ends_only_by_damage",
    "ends_only_when_won",
    "plain_line_of_sight",
    "plain_may_attack",
    "plain_may_use_card",
    "plain_active_actions",
    "plain_on_turn_start",
    "plain_on_move",
)


class ScenarioRules:
    """A free-for-all scenario's defaults; subclasses override the hooks they change."""

    info: ClassVar[Scenario]
    boxes: ClassVar[int] = ENDURANCE
    starting_hand: ClassVar[dict[str, int]] = {}
    # None: unlimited respawns; 0: none; n: each cookie may respawn n times.
    respawns: ClassVar[int | None] = None

    # A scenario's own action types, event types and options. Its options schema is the common
    # options (rules.COMMON_OPTIONS) and these; any other option is refused at set-up.
    action_schemas: ClassVar[dict[str, dict[str, Any]]] = {}
    event_schemas: ClassVar[dict[str, dict[str, Any]]] = {}
    options_schema: ClassVar[dict[str, dict[str, Any]]] = {}
    # Common options this scenario does not use, left out of its schema so that they are
    # refused at set-up, never ignored (``damage_boxes`` where the boxes are "SPECIAL").
    unused_common_options: ClassVar[frozenset[str]] = frozenset()

    # True (the safe default): this scenario's hooks may change nested containers of the
    # state in place (a player's lists or weapon dicts, the turn, the piles), so
    # ``copy_state`` copies all of them for every ``apply``. The engine's own ``step`` never
    # does (it replaces what it changes), so a scenario whose hooks set only keys of the
    # state, of a player record or of ``scenario_state``, and replace anything below those,
    # declares False and ``apply`` shares the rest with its input (docs/engine.md, point 2).
    hooks_mutate_in_place: ClassVar[bool] = True
    # True: the hooks also replace, never change in place, whatever ``scenario_state``'s keys
    # hold (the team scenarios' ``deployed`` list, ``team_dice``), so ``copy_state`` copies
    # ``scenario_state`` shallowly; False (the default): a deep copy of it (the flags).
    scenario_state_flat: ClassVar[bool] = False
    # True: ``check_end`` can change only when a cookie is damaged (trophies, frags, cookies
    # out), so ``step`` asks it only after an attack is resolved or a respawn; False (the
    # default): after every step.
    ends_only_by_damage: ClassVar[bool] = False
    # True: ``check_end`` gives winners only once a hook has set ``scenario_state["won"]``
    # (Candyman Flag Capture's captures and reclaims), so ``step`` asks it only then.
    ends_only_when_won: ClassVar[bool] = False
    # Set per subclass: does it keep the default hook? (legal_actions skips the call if so.)
    plain_line_of_sight: ClassVar[bool] = True
    plain_may_attack: ClassVar[bool] = True
    plain_may_use_card: ClassVar[bool] = True
    plain_active_actions: ClassVar[bool] = True
    plain_on_turn_start: ClassVar[bool] = True
    plain_on_move: ClassVar[bool] = True

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.plain_line_of_sight = cls.line_of_sight is ScenarioRules.line_of_sight
        cls.plain_may_attack = cls.may_attack is ScenarioRules.may_attack
        cls.plain_may_use_card = cls.may_use_card is ScenarioRules.may_use_card
        cls.plain_active_actions = cls.active_actions is ScenarioRules.active_actions
        cls.plain_on_turn_start = cls.on_turn_start is ScenarioRules.on_turn_start
        cls.plain_on_move = cls.on_move is ScenarioRules.on_move

    # The ruleset's board, set on the copy each ruleset makes (``on_board``).
    board: Board | None = None

    def on_board(self, board: Board) -> ScenarioRules:
        """This scenario for one ruleset's board: a shallow copy (the class's hooks are shared)
        with the board, and with the class's flags above (``_HOT_FLAGS``) as its own attributes.

        Why: CPython 3.11 does not specialise reading a class attribute through an instance
        (about 370 machine instructions a read, against a few dozen for an attribute of the
        instance itself), and the hot paths read these flags several times an action. The copy
        is built attribute by attribute, not by ``copy.copy``, whose ``__dict__`` update leaves
        an instance whose attribute reads are not specialised either."""
        bound = object.__new__(type(self))
        for name, value in vars(self).items():
            setattr(bound, name, value)
        for name in _HOT_FLAGS:
            setattr(bound, name, getattr(self, name))
        bound.board = board
        return bound

    def respawn_allowance(self, options: dict[str, Any]) -> int | None:
        return self.respawns

    # -- set-up ----------------------------------------------------------------

    def starting_cards(self, state: State, seat: Seat) -> list[str]:
        """Named cards (card ids) taken from the decks into ``seat``'s hand before the deal."""
        return []

    def deal_counts(self, state: State, seat: Seat) -> dict[str, int]:
        """Cards dealt at random to ``seat`` per deck (the scenario's STARTING HAND)."""
        return self.starting_hand

    def place_actions(self, state: State, seat: Seat, free_points: list[int]) -> list[Action]:
        """Where ``seat`` may put its cookie at the start: by default a free respawn point (L79)."""
        return [{"type": "place", "point": p} for p in free_points]

    def first_turn(self, state: State, events: list[Event]) -> list[int]:
        """Who may take the first turn; several make an ``activate`` choice for the first's side;
        none: the scenario opened a decision of its own (``open_pending``) whose
        ``apply_action`` returns the candidates later (a team choosing to go first)."""
        return [int(state["first"])]

    def set_aside(self, state: State) -> list[str]:
        """Card ids taken out of the decks at set-up, for nobody (the sniper's second rifle)."""
        return []

    # -- teams -------------------------------------------------------------------

    def check_teams(self, teams: tuple[int, ...] | None, seats: int) -> None:
        """Raise ``InvalidConfig`` unless ``teams`` suit this scenario (free-for-all: none)."""

    def random_teams(self, seats: int, draw: Callable[[int], int]) -> tuple[int, ...] | None:
        """Teams drawn at random (``"teams": "random"``); ``draw(n)`` is uniform in 0..n-1."""
        return None

    def team_sizes(self, seats: int) -> tuple[int, ...] | None:
        """Seats per team (Red, Blue) at ``seats``, as ``check_teams`` accepts them; None:
        not played in teams at that count (free-for-all: never)."""
        return None

    # -- turns, movement, combat --------------------------------------------------

    def on_turn_start(self, state: State, seat: Seat, events: list[Event]) -> None:
        """Called as ``seat``'s turn begins (before respawn or roll)."""

    def on_move(self, state: State, seat: Seat, passed: list[int], landed: int | None, events: list[Event]) -> None:
        """After a move: ``passed`` the squares entered in order; ``landed`` the exact landing
        square of a movement die (before a ladder or slide), None for a gear move."""

    def on_part_lost(self, state: State, target: Seat, part: int, attacker: Seat | None, events: list[Event]) -> None:
        """After ``target``'s part (index into PARTS) is torn off."""

    def line_of_sight(self, board: Board, state: State, seat: Seat, a: int, b: int) -> bool:
        """Can ``seat`` on ``a`` shoot at ``b``? (The sniper may ignore one obstruction.)"""
        return board.line_of_sight(a, b)

    def may_use_card(self, state: State, seat: Seat, uid: int) -> bool:
        """May ``seat`` play this card from its hand (the sniper only his rifle)?"""
        return True

    def may_draw(self, state: State, seat: Seat) -> bool:
        """May ``seat`` draw when it lands on a star?"""
        return True

    # -- a scenario's own actions and decisions ------------------------------------

    def active_actions(self, state: State, seat: Seat) -> list[Action]:
        """Extra legal actions in ``seat``'s active phase."""
        return []

    def pending_actions(self, state: State, seat: Seat, pending: dict[str, Any]) -> list[Action]:
        """The choices of a pending decision of this scenario's own kind."""
        return []

    def pending_allows(self, state: State, seat: Seat, pending: dict[str, Any], action: Action) -> bool:
        """Is ``action`` one of ``pending_actions`` (``same_action``: the same keys and parameter
        types)? A scenario may override it to check one action without listing them all."""
        return listed_action(action, self.pending_actions(state, seat, pending))

    def apply_action(self, state: State, seat: Seat, action: Action, events: list[Event]) -> list[int] | None:
        """Carry out one of this scenario's own action types (already checked legal).
        A decision that starts a turn returns its candidates (as ``advance`` does), else None.
        A scenario without action types of its own knows none: refused like any illegal action."""
        raise IllegalAction("illegal_action", f"This scenario has no {action['type']!r} action.")

    @staticmethod
    def open_pending(state: State, pending: dict[str, Any]) -> None:
        """Ask ``pending["seat"]`` a decision now, or after the one already open."""
        if state["pending"] is None:
            state["pending"] = pending
        else:
            state["later"] = [*state.get("later", ()), pending]  # replaced, never appended to

    def public_state(self, state: State) -> Any:
        """What of ``scenario_state`` every viewer sees (flags are on the table)."""
        return fast_copy(state["scenario_state"])

    def boxes_for(self, state: State, seat: int, *, respawn: bool) -> int:
        """Damage boxes per cookie part for ``seat`` (at the start, or on a respawn)."""
        override = state["options"].get("damage_boxes")
        return int(override) if override else self.boxes

    def start_squares(self, state: State) -> list[int | None] | None:
        """Fixed starting squares per seat (None for a seat that places itself), or None:
        every player picks a respawn point in turn order."""
        return None

    def advance(self, state: State, current: int, events: list[Event]) -> tuple[bool, list[int]]:
        """After ``current``'s turn: does a new round begin, and which seats may go next?

        One candidate starts that turn; several make a pending ``activate`` choice
        for the first of them (a team picking which member acts, L232); none: the
        scenario opened its own decision (``first_turn`` says how).
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

    def outcome_details(self, state: State) -> dict[str, Any]:
        """The scenario's own entries in ``Outcome.details`` (team ranks, captures, ...)."""
        return {}


def _standing(state: State) -> list[int]:
    return [s for s, p in enumerate(state["players"]) if p["status"] != "out"]


def _two_standing(state: State) -> bool:
    """At least two cookies still in the game (stops at the second: every step asks)."""
    found = False
    for p in state["players"]:
        if p["status"] != "out":
            if found:
                return True
            found = True
    return False


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
    hooks_mutate_in_place = False
    ends_only_by_damage = True
    options_schema: ClassVar[dict[str, dict[str, Any]]] = {
        "trophies_to_win": {
            "type": "integer",
            "minimum": 1,
            "maximum": MAX_COUNT_OPTION,
            "default": 3,
            "description": "Trophies needed to win (L69 'three limbs').",
        },
    }

    def check_end(self, state: State) -> list[int] | None:
        needed = state["options"]["trophies_to_win"]
        for p in state["players"]:
            if len(p["trophies"]) >= needed:
                return [s for s, q in enumerate(state["players"]) if len(q["trophies"]) >= needed]
        return None

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
    hooks_mutate_in_place = False
    ends_only_by_damage = True
    options_schema: ClassVar[dict[str, dict[str, Any]]] = {
        "respawns": {
            "type": "integer",
            "minimum": 0,
            "maximum": MAX_COUNT_OPTION,
            "default": 1,
            "description": "Respawns per cookie (L296 '1 (Variable, adjust for different length games)').",
        },
    }

    def respawn_allowance(self, options: dict[str, Any]) -> int | None:
        return int(options["respawns"])

    def check_end(self, state: State) -> list[int] | None:
        if _two_standing(state):
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
    hooks_mutate_in_place = False
    ends_only_by_damage = True
    options_schema: ClassVar[dict[str, dict[str, Any]]] = {
        "respawns": {
            "type": "integer",
            "minimum": 0,
            "maximum": MAX_COUNT_OPTION,
            "default": 0,
            "description": "Respawns per cookie (L314-316 'None (Variable, adjust for different length games)').",
        },
    }

    def respawn_allowance(self, options: dict[str, Any]) -> int | None:
        return int(options["respawns"])

    def check_end(self, state: State) -> list[int] | None:
        if _two_standing(state):
            return None
        standing = _standing(state)
        return standing if len(standing) == 1 else None

    def placement_key(self, state: State, seat: int) -> tuple[Any, ...]:
        player = state["players"][seat]
        out_order = player["out_order"]
        # Standing cookies first, then the later a cookie fell the better.
        survival = 1_000_000 if out_order is None else out_order
        health = sum(player["parts"])
        return (survival, health, len(player["trophies"]), player["frags"])

    def score(self, state: State, seat: int) -> float:
        """The last-man-standing score: how many cookies this one outlasted."""
        out_order = state["players"][seat]["out_order"]
        return float(state["fallen"] if out_order is None else out_order - 1)


SCENARIOS: dict[str, ScenarioRules] = {
    rules.info.id: rules for rules in (QuickAndTheCrumbed(), TrophyRoom(), CrumbleZone())
}
