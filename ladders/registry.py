"""The one registry of rulesets: every game is registered here, explicitly."""

from __future__ import annotations

from ladders.engine import InvalidConfig, Ruleset
from ladders.ladder29.rules import RULESET as LADDER_29
from ladders.shootin.rules import RULESET as SHOOTIN_LADDERS
from ladders.shrinks.rules import RULESET as SHRINKS_AND_LADDERS

_REGISTRY: dict[str, Ruleset] = {}


def register(ruleset: Ruleset) -> Ruleset:
    ruleset_id = ruleset.info.id
    if ruleset_id in _REGISTRY:
        raise ValueError(f"ruleset {ruleset_id!r} registered twice")
    _REGISTRY[ruleset_id] = ruleset
    return ruleset


def get_ruleset(ruleset_id: str) -> Ruleset:
    try:
        return _REGISTRY[ruleset_id]
    except KeyError:
        known = ", ".join(sorted(_REGISTRY))
        raise InvalidConfig("unknown_ruleset", f"Unknown ruleset {ruleset_id!r}; choose one of: {known}.") from None


def all_rulesets() -> list[Ruleset]:
    return [_REGISTRY[key] for key in sorted(_REGISTRY)]


register(SHRINKS_AND_LADDERS)
register(SHOOTIN_LADDERS)
register(LADDER_29)
