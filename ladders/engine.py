"""The rules-engine contract shared by every ruleset.

A ruleset is one object with a small surface (after OpenSpiel's Game/State and
boardgame.io's game object):

- ``setup(config, seed) -> State``
- ``to_act(state) -> list[seat]``
- ``legal_actions(state, seat) -> list[Action]``
- ``apply(state, seat, action) -> (State, list[Event])`` (never mutates input)
- ``view(state, seat | None) -> dict`` (``None`` is a spectator)
- ``outcome(state) -> Outcome | None``

State is a plain JSON-serialisable ``dict``. All chance comes from the
counter-based generator in ``state["rng"]`` so that ``replay`` rebuilds any game
from its seed and action log, and ``state_hash`` proves it.

This module imports nothing from Django, DRF or Celery, and neither may any
ruleset package.
"""

from __future__ import annotations

import hashlib
import json
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Sequence
from dataclasses import FrozenInstanceError, dataclass, field
from typing import Any, ClassVar

import jsonschema

# Chance lives in ladders/rng.py; re-exported here, where every ruleset imports it from.
from ladders.rng import MASK64 as MASK64
from ladders.rng import rng_below as rng_below
from ladders.rng import rng_choice as rng_choice
from ladders.rng import rng_init as rng_init
from ladders.rng import rng_shuffle as rng_shuffle
from ladders.rng import rng_u64 as rng_u64
from ladders.rng import roll_dice as roll_dice
from ladders.rng import roll_die as roll_die
from ladders.rng import splitmix64 as splitmix64
from ladders.rng import teams_rng as teams_rng

State = dict[str, Any]
Action = dict[str, Any]
Seat = int

# Upper bounds of the count options games take (frags or trophies to win, respawns) and of
# the house round caps: every number a client sends has one (docs/api.md, bounds).
MAX_COUNT_OPTION = 100
MAX_ROUND_CAP = 100_000


# --------------------------------------------------------------------------
# Errors


class IllegalAction(Exception):  # noqa: N818 - the contract's name for it (DESIGN.md)
    """An action the rules do not allow now. ``code`` is machine-readable."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class InvalidConfig(Exception):  # noqa: N818 - mirrors IllegalAction
    """A game configuration (scenario, seats, teams, options) that cannot be set up."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


# --------------------------------------------------------------------------
# Data shapes


class Event(tuple[str, dict[str, Any], "tuple[Seat, ...] | None"]):
    """Something that happened. ``visible_to`` is ``None`` for public events,
    or the seats allowed to see it (a drawn card is private to its drawer).

    Immutable, with value equality (among events) and a hash, as a frozen dataclass;
    built as a tuple because every game step builds one or more and a tuple is the
    cheapest immutable record to make: a frozen dataclass cost about seven times the
    dict an event carries, a hand-written slotted class about 1.6 times a tuple
    (docs/engine.md)."""

    __slots__ = ()
    __match_args__ = ("type", "data", "visible_to")

    def __new__(
        cls, type: str, data: dict[str, Any] | None = None, visible_to: tuple[Seat, ...] | None = None
    ) -> Event:
        return tuple.__new__(cls, (type, {} if data is None else data, visible_to))

    def __getnewargs__(self) -> tuple[str, dict[str, Any], tuple[Seat, ...] | None]:
        return (self[0], self[1], self[2])  # copy and pickle rebuild it through __new__

    @property
    def type(self) -> str:
        return self[0]

    @property
    def data(self) -> dict[str, Any]:
        return self[1]

    @property
    def visible_to(self) -> tuple[Seat, ...] | None:
        return self[2]

    def __setattr__(self, name: str, value: Any) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def __repr__(self) -> str:
        return f"Event(type={self[0]!r}, data={self[1]!r}, visible_to={self[2]!r})"

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return tuple.__eq__(self, other)

    def __ne__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return tuple.__ne__(self, other)

    def __hash__(self) -> int:
        return tuple.__hash__(self)

    def visible(self, seat: Seat | None) -> bool:
        return self.visible_to is None or (seat is not None and seat in self.visible_to)

    def to_dict(self) -> dict[str, Any]:
        return {
            "type": self.type,
            "data": self.data,
            "visible_to": None if self.visible_to is None else list(self.visible_to),
        }

    @classmethod
    def from_dict(cls, raw: dict[str, Any]) -> Event:
        visible = raw.get("visible_to")
        return cls(raw["type"], raw.get("data", {}), None if visible is None else tuple(visible))


@dataclass(frozen=True, slots=True)
class Scenario:
    id: str
    name: str
    teams: bool = False
    min_seats: int | None = None
    max_seats: int | None = None
    description: str = ""
    # This scenario's own options (a JSON schema object): an option it does not use is refused
    # at set-up, not ignored. None: the ruleset's ``options_schema`` applies.
    options_schema: dict[str, Any] | None = None


@dataclass(frozen=True, slots=True)
class GameConfig:
    """What ``setup`` needs besides the seed.

    ``teams`` gives each seat's team index for team scenarios, else ``None``.
    ``rules_version``: the rules to deal the game under, ``None`` for the ruleset's
    current ones. A game keeps the version it was created under to its end, where its
    ruleset still plays that version (``RulesetInfo.earlier_rules_versions``).
    """

    scenario: str
    seats: int
    options: dict[str, Any] = field(default_factory=dict)
    teams: tuple[int, ...] | None = None
    rules_version: int | None = None

    def to_dict(self) -> dict[str, Any]:
        raw: dict[str, Any] = {
            "scenario": self.scenario,
            "seats": self.seats,
            "options": self.options,
            "teams": None if self.teams is None else list(self.teams),
        }
        if self.rules_version is not None:
            raw["rules_version"] = self.rules_version
        return raw

    @classmethod
    def from_dict(cls, raw: dict[str, Any]) -> GameConfig:
        teams = raw.get("teams")
        return cls(
            scenario=raw["scenario"],
            seats=int(raw["seats"]),
            options=dict(raw.get("options") or {}),
            teams=None if teams is None else tuple(int(t) for t in teams),
            rules_version=None if raw.get("rules_version") is None else int(raw["rules_version"]),
        )


@dataclass(slots=True)
class Outcome:
    """A finished game's result, the inputs that ranks are computed from.

    ``placements[seat]`` is 1 for first; tied seats share a place.
    ``trophies`` counts trophies per seat; ``details`` holds the ruleset's own
    breakdown (which trophies, from whom, the scenario's score, ...).
    """

    placements: list[int]
    winners: list[Seat]
    score: list[float]
    frags: list[int]
    trophies: list[int]
    teams: list[int] | None = None
    details: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {
            "placements": self.placements,
            "winners": self.winners,
            "score": self.score,
            "frags": self.frags,
            "trophies": self.trophies,
            "teams": self.teams,
            "details": self.details,
        }

    @classmethod
    def from_dict(cls, raw: dict[str, Any]) -> Outcome:
        return cls(
            placements=list(raw["placements"]),
            winners=list(raw["winners"]),
            score=list(raw["score"]),
            frags=list(raw["frags"]),
            trophies=list(raw["trophies"]),
            teams=raw.get("teams"),
            details=dict(raw.get("details") or {}),
        )


def trophy_count(raw: Any) -> int:
    """One seat's trophies in a stored outcome: a count, or a list of trophies
    (``{"part", "from_seat"}``) as some rulesets record them."""
    if isinstance(raw, list):
        return len(raw)
    return int(raw or 0)


def load_schema(package: str, name: str) -> dict[str, Any]:
    """A JSON Schema file shipped in ``package`` (a view schema), checked against its
    metaschema at load: a malformed schema is refused at import, not served."""
    from importlib.resources import files

    schema: dict[str, Any] = json.loads(files(package).joinpath(name).read_text(encoding="utf-8"))
    jsonschema.validators.validator_for(schema).check_schema(schema)
    return schema


def placements_from_keys(keys: Sequence[Any]) -> list[int]:
    """Competition ranking ("1224"): higher key is better; equal keys share a place."""
    order = sorted(range(len(keys)), key=lambda s: keys[s], reverse=True)
    places = [0] * len(keys)
    for rank, seat in enumerate(order):
        if rank and keys[seat] == keys[order[rank - 1]]:
            places[seat] = places[order[rank - 1]]
        else:
            places[seat] = rank + 1
    return places


def action_schema(description: str, **properties: Any) -> dict[str, Any]:
    """The JSON schema of one action type, for ``RulesetInfo.action_schemas``: ``type``
    plus the given parameters, each required unless its schema carries
    ``"optional": True`` (taken out here), and no other key. The ``type`` const is
    left empty for the ruleset to fill with the action's name."""
    required = ["type", *[k for k, v in properties.items() if not v.pop("optional", False)]]
    return {
        "type": "object",
        "description": description,
        "properties": {"type": {"const": ""}, **properties},
        "required": required,
        "additionalProperties": False,
    }


def event_schema(description: str, *, optional: tuple[str, ...] = (), **fields: Any) -> dict[str, Any]:
    """The JSON schema of one event type's ``data``, for ``RulesetInfo.event_schemas``: the
    ``description`` says when it is emitted and who sees it; every field is required but
    those named in ``optional`` (their descriptions say when they are present), and no
    other field is allowed, so the contract suite's check of every event holds the docs
    to what the engine emits."""
    return {
        "type": "object",
        "description": description,
        "properties": fields,
        "required": [name for name in fields if name not in optional],
        "additionalProperties": False,
    }


def described(schema: dict[str, Any], description: str) -> dict[str, Any]:
    """``schema`` with a ``description``: a field of an event or a view."""
    return {**schema, "description": description}


@dataclass(frozen=True, slots=True)
class RulesetInfo:
    """A ruleset's metadata, declared once as a constant in its package."""

    id: str
    name: str
    min_seats: int
    max_seats: int
    scenarios: tuple[Scenario, ...]
    options_schema: dict[str, Any]
    action_schemas: dict[str, dict[str, Any]]
    event_schemas: dict[str, dict[str, Any]]
    hidden_information: bool = False
    description: str = ""
    # Which rules a stored game was played under. Bump it with any change that can give a
    # stored log another final state on replay (a rules fix, a new or renamed state key),
    # so that a finished game's verification can say its rules changed rather than that
    # its log does not replay. ``tests/ladders/test_rules_versions.py`` replays a recorded
    # corpus of logs and fails when they replay differently under the same version.
    rules_version: int = 1
    # Earlier versions this engine still plays exactly, oldest first: a game created under
    # one keeps its rules to the end and replays to its own final state. A state dealt
    # under the oldest of them carries no mark (states saved before versions were kept in
    # the state are that version); any other carries ``"rules_version"``. Rules read it
    # with ``played_rules_version``; ``setup`` refuses a version not listed here.
    earlier_rules_versions: tuple[int, ...] = ()
    # Options that hand seats an edge a tournament earned them (Frag Deadlands' ``fighters``:
    # stats up to 9 each). The service sets them on tournament tables only; a client's rated
    # game, a quick-play ticket, a league or a tournament's own options may not name them.
    tournament_options: frozenset[str] = frozenset()

    def scenario(self, scenario_id: str) -> Scenario:
        for scenario in self.scenarios:
            if scenario.id == scenario_id:
                return scenario
        known = ", ".join(s.id for s in self.scenarios)
        raise InvalidConfig("unknown_scenario", f"Unknown scenario {scenario_id!r}; choose one of: {known}.")


# JSON has one number type: a client may send ``1.0`` or ``true`` where an action takes the
# integer 1, and both compare equal to 1, so a membership test against the listed actions
# lets them through to ``step`` (a float index, a float in the log). ``check`` refuses them
# by each parameter's declared type, read from the ruleset's action schemas.
_JSON_TYPES: dict[str, type] = {"integer": int, "boolean": bool, "string": str, "array": list, "object": dict}
_JSON_NAMES: dict[type, str] = {
    int: "an integer",
    bool: "a boolean",
    str: "a string",
    list: "an array",
    dict: "an object",
}

ParamTypes = dict[str, tuple[tuple[str, type, type | None], ...]]


def _value_type(schema: dict[str, Any]) -> type | None:
    """The one Python type a parameter's values have (``type(v) is`` it), or ``None``."""
    if "type" in schema:
        # a list of types (``["integer", "null"]``) has no one type: left to the ruleset
        return _JSON_TYPES.get(schema["type"]) if isinstance(schema["type"], str) else None
    values = schema.get("enum", [schema["const"]] if "const" in schema else [])
    kinds = {type(v) for v in values}
    return kinds.pop() if len(kinds) == 1 else None


def param_types(action_schemas: dict[str, dict[str, Any]]) -> ParamTypes:
    """Per action type, ``(parameter, its type, its items' type or None)`` for each typed
    parameter, from the action schemas (``type``, ``enum``, ``const``, array ``items``)."""
    table: ParamTypes = {}
    for kind, schema in action_schemas.items():
        params = []
        for key, prop in schema.get("properties", {}).items():
            value_type = _value_type(prop) if key != "type" else None
            if value_type is None:
                continue
            item_type = _value_type(prop["items"]) if value_type is list and "items" in prop else None
            params.append((key, value_type, item_type))
        table[kind] = tuple(params)
    return table


def check_param_types(table: ParamTypes, action: Action) -> None:
    """Raise ``malformed_action`` if a parameter of ``action`` present in it has another
    JSON type than its schema declares (``1.0`` or ``true`` for an integer)."""
    for key, value_type, item_type in table.get(action["type"], ()):
        if key not in action:
            continue
        value = action[key]
        if type(value) is not value_type:
            raise IllegalAction(
                "malformed_action", f"{action['type']!r}'s {key!r} must be {_JSON_NAMES[value_type]}, not {value!r}."
            )
        if item_type is not None and any(type(item) is not item_type for item in action[key]):
            raise IllegalAction(
                "malformed_action",
                f"Each item of {action['type']!r}'s {key!r} must be {_JSON_NAMES[item_type]}, not {value!r}.",
            )


# --------------------------------------------------------------------------
# The contract


def fast_copy(value: Any) -> Any:
    """Copy JSON-shaped data (dicts, lists, scalars) much faster than deepcopy."""
    if isinstance(value, dict):
        return {k: fast_copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [fast_copy(v) for v in value]
    return value


def strict_options_validator(schema: dict[str, Any]) -> Any:
    """An options JSON-schema validator (the schema checked once, when it is built:
    ``jsonschema.validate`` re-checks it on every call, 2.5 ms a game set-up)."""
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    # JSON Schema counts 3.0 as an integer; an option that counts something is kept as
    # the integer itself (the state, the options echoed back), as actions are.
    extend: Callable[..., Any] = jsonschema.validators.extend  # untyped in jsonschema
    strict = extend(
        validator_class,
        type_checker=validator_class.TYPE_CHECKER.redefine("integer", lambda _checker, value: type(value) is int),
    )
    return strict(schema)


class Ruleset(ABC):
    """Base class of every ruleset.

    Subclasses implement ``_setup``, ``to_act``, ``legal_actions``, ``_step``,
    ``view`` and ``outcome``. ``apply`` validates, copies once, then steps the
    copy in place: bots may call ``copy_state`` and ``step`` directly to play
    out many moves on one private copy.
    """

    info: ClassVar[RulesetInfo]

    # -- set-up ------------------------------------------------------------

    def validate_config(self, config: GameConfig) -> dict[str, Any]:
        """Check scenario, seat count, teams and options; return options with defaults."""
        scenario = self.info.scenario(config.scenario)
        low = scenario.min_seats or self.info.min_seats
        high = scenario.max_seats or self.info.max_seats
        if not low <= config.seats <= high:
            raise InvalidConfig(
                "bad_seat_count",
                f"{self.info.name} ({scenario.name}) takes {low} to {high} seats, not {config.seats}.",
            )
        if scenario.teams:
            if config.teams is None or len(config.teams) != config.seats:
                raise InvalidConfig("teams_required", "This scenario is played in teams: give every seat a team.")
            if len(set(config.teams)) < 2:
                raise InvalidConfig("bad_teams", "A team scenario needs at least two teams.")
        elif config.teams is not None:
            raise InvalidConfig("teams_not_allowed", f"Scenario {scenario.id!r} is not a team scenario.")
        schema = self.options_schema(scenario.id)
        error = jsonschema.exceptions.best_match(self.options_validator(scenario.id).iter_errors(config.options))
        if error is not None:
            where = ".".join(str(p) for p in error.absolute_path) or "options"
            known = ", ".join(sorted(schema.get("properties", {}))) or "none"
            raise InvalidConfig("bad_options", f"{where}: {error.message} (scenario {scenario.id!r} takes: {known})")
        options = {name: spec["default"] for name, spec in schema.get("properties", {}).items() if "default" in spec}
        options.update(config.options)
        return options

    # Static tables, built from ``info`` on first use and kept on the ruleset (never keyed
    # by an object's identity): a ruleset's schemas do not change while it serves games.

    def options_validator(self, scenario_id: str) -> Any:
        """``scenario_id``'s options validator (``strict_options_validator``)."""
        tables: dict[str, Any] = self.__dict__.setdefault("_options_validators", {})
        if scenario_id not in tables:
            tables[scenario_id] = strict_options_validator(self.options_schema(scenario_id))
        return tables[scenario_id]

    def action_param_types(self) -> ParamTypes:
        """``param_types`` of the ruleset's action schemas."""
        table: ParamTypes | None = self.__dict__.get("_action_param_types")
        if table is None:
            table = self.__dict__["_action_param_types"] = param_types(self.info.action_schemas)
        return table

    def options_schema(self, scenario_id: str) -> dict[str, Any]:
        """The options ``scenario_id`` takes: its own schema, else the ruleset's."""
        own = self.info.scenario(scenario_id).options_schema
        return self.info.options_schema if own is None else own

    def random_teams(self, scenario_id: str, seats: int, seed: int) -> tuple[int, ...] | None:
        """Teams drawn at random for a game created with ``"teams": "random"`` (from ``seed``,
        so a committed seed fixes them, by ``teams_rng``: not from the stream the game deals
        from, as the teams are public): two equal teams, 0 and 1, in shuffled seats; ``None``
        for a free-for-all scenario. A ruleset whose scenarios have other shapes overrides it."""
        if not self.info.scenario(scenario_id).teams:
            return None
        teams = [i % 2 for i in range(seats)]
        rng_shuffle(teams_rng(seed), teams)
        return tuple(teams)

    def team_sizes(self, scenario_id: str, seats: int) -> tuple[int, ...] | None:
        """How many seats each team (0, 1, ...) has in a game of ``seats`` (what matchmaking
        builds), or ``None`` when the scenario is not played in teams at that count (a
        free-for-all scenario, an odd count). By default two equal teams; a ruleset whose
        scenarios have other shapes (one against all) overrides it, in agreement with the
        teams its ``validate_config`` accepts."""
        if not self.info.scenario(scenario_id).teams or seats < 2 or seats % 2:
            return None
        return (seats // 2, seats // 2)

    def setup(self, config: GameConfig, seed: int, *, checked: bool = False) -> State:
        """The game's first state. ``checked``: ``config`` is already what
        ``validate_config`` accepted, its options with their defaults filled in (a
        caller dealing many games from one configuration checks it once)."""
        version = self.deal_version(config)
        options = config.options if checked else self.validate_config(config)
        # ``_setup`` is told the version it deals under, never ``None``.
        state = self._setup(GameConfig(config.scenario, config.seats, options, config.teams, version), seed)
        if self.info.earlier_rules_versions and version != self.info.earlier_rules_versions[0]:
            state["rules_version"] = version
        return state

    def plays_rules_version(self, version: int | None) -> bool:
        """Whether this engine deals and plays ``version`` exactly (``None``: the current)."""
        return version is None or version == self.info.rules_version or version in self.info.earlier_rules_versions

    def deal_version(self, config: GameConfig) -> int:
        """The rules version ``config`` deals under: its own, or the current one."""
        info = self.info
        if config.rules_version is None or config.rules_version == info.rules_version:
            return info.rules_version
        if config.rules_version in info.earlier_rules_versions:
            return config.rules_version
        playable = ", ".join(str(v) for v in (*info.earlier_rules_versions, info.rules_version))
        raise InvalidConfig(
            "unknown_rules_version",
            f"{info.name} plays rules versions {playable}, not {config.rules_version}.",
        )

    def played_rules_version(self, state: State) -> int:
        """The rules version ``state`` is played under (see ``earlier_rules_versions``)."""
        earlier = self.info.earlier_rules_versions
        if not earlier:
            return self.info.rules_version
        return int(state.get("rules_version", earlier[0]))

    @abstractmethod
    def _setup(self, config: GameConfig, seed: int) -> State: ...

    # -- reading -----------------------------------------------------------

    @abstractmethod
    def to_act(self, state: State) -> list[Seat]: ...

    @abstractmethod
    def legal_actions(self, state: State, seat: Seat) -> list[Action]: ...

    @abstractmethod
    def view(self, state: State, seat: Seat | None) -> dict[str, Any]: ...

    @abstractmethod
    def outcome(self, state: State) -> Outcome | None: ...

    def is_over(self, state: State) -> bool:
        return self.outcome(state) is not None

    def tallies(self, state: State) -> tuple[list[int], list[int]]:
        """Frags and trophies per seat so far, of an unfinished state too: what a game
        scores when it ends before its rules end it (every other side forfeited). At
        the end they are ``outcome``'s ``frags`` and trophy counts (a contract test
        holds every ruleset to that). The default is for rulesets that keep neither."""
        seats = self.seat_count(state)
        return [0] * seats, [0] * seats

    def components(self) -> dict[str, Any]:
        """The printed components this ruleset loaded (card catalogues, characters,
        fighters): public, the same for every game it serves, and what its views
        and events name by number. Empty where the views carry everything."""
        return {}

    def view_schema(self) -> dict[str, Any]:
        """The JSON Schema (draft 2020-12) of what ``view`` returns, for every seat and
        for a spectator, each field described, so a client can generate its types and
        knows which fields only a seat's own view carries. Served at
        ``GET /rulesets/{id}/view-schema/``; the contract suite validates the views of
        random play against it. Empty only for a ruleset that has not declared one."""
        return {}

    def seat_count(self, state: State) -> int:
        """Every state keeps its seat count under ``"seats"`` (and its RNG under ``"rng"``)."""
        return int(state["seats"])

    def render_svg(self, view: dict[str, Any]) -> str | None:
        """An SVG drawing of the board drawn from a ``view`` (so it can show no more
        than that view does), or ``None`` if the ruleset has no drawing."""
        return None

    def evaluate(self, state: State) -> list[float] | None:
        """Optional heuristic value in [0, 1] per seat of an unfinished state, for
        bots that cut playouts short; ``None`` means no opinion."""
        return None

    # -- writing -----------------------------------------------------------

    def check(self, state: State, seat: Seat, action: Action) -> None:
        """Raise ``IllegalAction`` unless ``action`` is legal for ``seat`` now.

        The default compares against ``legal_actions``; a ruleset may override
        it to give more precise codes.
        """
        if self.is_over(state):
            raise IllegalAction("game_over", "The game is over; no more actions are accepted.")
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise IllegalAction("malformed_action", 'An action is a JSON object with a string "type".')
        if seat not in self.to_act(state):
            raise IllegalAction("not_your_turn", f"Seat {seat} may not act now; waiting on {self.to_act(state)}.")
        if action["type"] not in self.info.action_schemas:
            known = ", ".join(sorted(self.info.action_schemas))
            raise IllegalAction("unknown_action_type", f"Unknown action type {action['type']!r}; known: {known}.")
        check_param_types(self.action_param_types(), action)
        legal = self.legal_actions(state, seat)
        if action not in legal:
            same_type = [a for a in legal if a["type"] == action["type"]]
            if same_type:
                raise IllegalAction(
                    "illegal_action",
                    f"That {action['type']!r} is not legal now; legal choices are: {same_type}.",
                )
            types = sorted({a["type"] for a in legal})
            raise IllegalAction(
                "wrong_action_type", f"A {action['type']!r} is not possible now; possible action types: {types}."
            )

    def normalize_action(self, state: State, seat: Seat, action: Action) -> Action:
        """The canonical form of ``action``, so that two spellings of one move are
        one move (a card list in another order, say). ``apply`` checks and logs
        the canonical form. Must not raise: a malformed action is returned as it
        is, for ``check`` to refuse. The default changes nothing."""
        return action

    def apply(self, state: State, seat: Seat, action: Action) -> tuple[State, list[Event]]:
        """Validate and apply; returns a new state, never mutating ``state``.

        The cost model (docs/engine.md): ``check`` validates this one action
        (a ruleset overrides it to avoid listing every legal action), then
        ``copy_state`` copies what a step may change, then ``step`` mutates the
        copy in place. Callers that must log the action use ``normalize_action``
        first, as ``apply`` does.
        """
        action = self.normalize_action(state, seat, action)
        self.check(state, seat, action)
        new_state = self.copy_state(state)
        events = self.step(new_state, seat, action)
        return new_state, events

    def copy_state(self, state: State) -> State:
        """A copy that ``step`` may mutate without touching ``state``.

        The default copies everything. A ruleset overrides it to copy only the
        containers its ``step`` mutates in place and to share the rest (constant
        tables, append-only logs that ``step`` replaces rather than appends to):
        the contract test checks ``apply`` never changes its input.
        """
        copy: State = fast_copy(state)
        return copy

    @abstractmethod
    def step(self, state: State, seat: Seat, action: Action) -> list[Event]:
        """Apply a legal action to ``state`` in place. Precondition: ``check`` passed."""
        ...

    # -- hidden information ------------------------------------------------

    def determinize(self, state: State, seat: Seat, rng_seed: int) -> State:
        """A copy of ``state`` with everything ``seat`` cannot see re-sampled.

        Used by information-set bots. Perfect-information games (the default)
        only need the RNG re-seeded so a bot cannot foresee future dice.
        """
        copy = self.copy_state(state)
        copy["rng"] = rng_init(rng_seed)
        return copy


# --------------------------------------------------------------------------
# Replay and hashing


def canonical_json(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def state_hash(state: State) -> str:
    """SHA-256 of the state's canonical JSON: equal states, equal hashes."""
    return hashlib.sha256(canonical_json(state).encode()).hexdigest()


def seed_commitment(seed: int) -> str:
    """The published SHA-256 of a game's seed (revealed when the game ends)."""
    return hashlib.sha256(str(seed).encode()).hexdigest()


def replay(
    rules: Ruleset,
    config: GameConfig,
    seed: int,
    actions: Iterable[tuple[Seat, Action]],
    on_step: Callable[[int, State], None] | None = None,
) -> State:
    """Rebuild a game from its seed and action log; raises IllegalAction on a bad log."""
    state = rules.setup(config, seed)
    for index, (seat, action) in enumerate(actions):
        state, _ = rules.apply(state, seat, action)
        if on_step is not None:
            on_step(index, state)
    return state
