"""The one registry of rulesets: every game is registered here, explicitly,
with its bot levels."""

from __future__ import annotations

from ladders.bots import register_bots
from ladders.bots.base import BotSpec
from ladders.candyman.bots import BOTS as CANDYMAN_BOTS
from ladders.candyman.rules import RULESET as CANDYMAN
from ladders.deadlands.bots import BOTS as FRAG_DEADLANDS_BOTS
from ladders.deadlands.rules import RULESET as FRAG_DEADLANDS
from ladders.engine import InvalidConfig, Ruleset
from ladders.ladder29.bots import BOTS as LADDER_29_BOTS
from ladders.ladder29.rules import RULESET as LADDER_29
from ladders.shootin.bots import BOTS as SHOOTIN_LADDERS_BOTS
from ladders.shootin.rules import RULESET as SHOOTIN_LADDERS
from ladders.shrinks.bots import BOTS as SHRINKS_AND_LADDERS_BOTS
from ladders.shrinks.rules import RULESET as SHRINKS_AND_LADDERS

_REGISTRY: dict[str, Ruleset] = {}


def register(ruleset: Ruleset, bots: list[BotSpec]) -> Ruleset:
    ruleset_id = ruleset.info.id
    if ruleset_id in _REGISTRY:
        raise ValueError(f"ruleset {ruleset_id!r} registered twice")
    _REGISTRY[ruleset_id] = ruleset
    register_bots(ruleset_id, bots)
    return ruleset


def get_ruleset(ruleset_id: str) -> Ruleset:
    try:
        return _REGISTRY[ruleset_id]
    except KeyError:
        known = ", ".join(sorted(_REGISTRY))
        raise InvalidConfig("unknown_ruleset", f"Unknown ruleset {ruleset_id!r}; choose one of: {known}.") from None


def all_rulesets() -> list[Ruleset]:
    return [_REGISTRY[key] for key in sorted(_REGISTRY)]


register(SHRINKS_AND_LADDERS, SHRINKS_AND_LADDERS_BOTS)
register(SHOOTIN_LADDERS, SHOOTIN_LADDERS_BOTS)
register(LADDER_29, LADDER_29_BOTS)
register(CANDYMAN, CANDYMAN_BOTS)
register(FRAG_DEADLANDS, FRAG_DEADLANDS_BOTS)
