"""Players: the game-agnostic ones (random, MCTS) and the bot registry.

A ruleset's levels are registered with it in ``ladders/registry.py``; this
module keeps the table and answers "which bots play ruleset X" and "make me
ruleset X's ``normal``".
"""

from __future__ import annotations

from ladders.bots.base import LEVELS, Bot, BotSpec
from ladders.bots.mcts import MCTSBot
from ladders.bots.random_bot import RandomBot

RANDOM = BotSpec("random", "Uniformly random legal actions.", lambda: RandomBot(), think_seconds=0.0)

# (ruleset id, bot name) -> spec; the game-agnostic ``random`` answers for every ruleset.
_BOTS: dict[tuple[str, str], BotSpec] = {}


def register_bots(ruleset_id: str, specs: list[BotSpec]) -> None:
    """Register a ruleset's bots: exactly one per level, each marked as playing that ruleset."""
    names = sorted(spec.name for spec in specs)
    if names != sorted(LEVELS):
        raise ValueError(f"{ruleset_id}: bots must be exactly the levels {LEVELS}, got {names}")
    for spec in specs:
        if spec.ruleset != ruleset_id:
            raise ValueError(f"{ruleset_id}: bot {spec.name!r} is declared for {spec.ruleset!r}")
        if (ruleset_id, spec.name) in _BOTS:
            raise ValueError(f"{ruleset_id}: bot {spec.name!r} registered twice")
        _BOTS[(ruleset_id, spec.name)] = spec


def bots_for(ruleset_id: str) -> list[BotSpec]:
    """The bots a seat of ``ruleset_id`` may name: its levels in order, then ``random``."""
    levels = [_BOTS[(ruleset_id, level)] for level in LEVELS if (ruleset_id, level) in _BOTS]
    return [*levels, RANDOM]


def all_bots() -> list[BotSpec]:
    """Every registered bot, by ruleset then level; ``random`` last (it plays any ruleset)."""
    order = {level: i for i, level in enumerate(LEVELS)}
    specs = sorted(_BOTS.values(), key=lambda s: (s.ruleset or "", order[s.name]))
    return [*specs, RANDOM]


def find_bot(ruleset_id: str, name: str) -> BotSpec:
    """The spec of bot ``name`` for ``ruleset_id``; KeyError if that ruleset has no such bot."""
    if name == RANDOM.name:
        return RANDOM
    return _BOTS[(ruleset_id, name)]


def bot_names(ruleset_id: str) -> list[str]:
    return [spec.name for spec in bots_for(ruleset_id)]


def make_bot(ruleset_id: str, name: str) -> Bot:
    """A fresh bot by ruleset and name; raises KeyError for an unknown one."""
    return find_bot(ruleset_id, name).factory()


__all__ = [
    "LEVELS",
    "RANDOM",
    "Bot",
    "BotSpec",
    "MCTSBot",
    "RandomBot",
    "all_bots",
    "bot_names",
    "bots_for",
    "find_bot",
    "make_bot",
    "register_bots",
]
