"""The bot interface, the bot registry and shared helpers.

Every ruleset offers three levels, ``easy``, ``normal`` and ``hard``, plus the
game-agnostic ``random``. A seat names one of them (``{"type": "ai", "bot":
"normal"}``); which algorithm plays a level is the ruleset's business, declared
next to the ruleset in ``ladders/registry.py``. Each level states a bound on
its thinking time per decision (``think_seconds``), shown by the API.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from ladders.engine import Action, Outcome, Ruleset, Seat, State

LEVELS = ("easy", "normal", "hard")


class Bot(Protocol):
    def choose(self, rules: Ruleset, state: State, seat: Seat, seed: int) -> Action:
        """A legal action for ``seat`` (which must be in ``to_act``). Deterministic for a given seed."""
        ...


@dataclass(frozen=True, slots=True)
class BotSpec:
    """One bot a seat may name.

    ``name`` is what a seat names (a level, or ``random``); ``ruleset`` is the
    ruleset it plays (``None``: any, using only the contract); ``think_seconds``
    bounds the wall-clock time of one decision.
    """

    name: str
    description: str
    factory: Callable[[], Bot]
    think_seconds: float
    ruleset: str | None = None

    @property
    def level(self) -> str:
        return self.name if self.name in LEVELS else "none"

    def plays(self, ruleset_id: str) -> bool:
        return self.ruleset is None or self.ruleset == ruleset_id


def rewards_from_outcome(outcome: Outcome) -> list[float]:
    """Per-seat reward in [0, 1]: 1 for first place, 0 for last, linear between."""
    seats = len(outcome.placements)
    if seats < 2:
        return [1.0] * seats
    return [(seats - place) / (seats - 1) for place in outcome.placements]
