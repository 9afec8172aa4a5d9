"""The bot interface and shared helpers."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from ladders.engine import Action, Outcome, Ruleset, Seat, State


class Bot(Protocol):
    def choose(self, rules: Ruleset, state: State, seat: Seat, seed: int) -> Action:
        """A legal action for ``seat`` (which must be in ``to_act``). Deterministic for a given seed."""
        ...


@dataclass(frozen=True, slots=True)
class BotSpec:
    name: str
    description: str
    factory: Callable[[], Bot]
    # The rulesets this bot can play; None means every ruleset (it uses only the contract).
    rulesets: tuple[str, ...] | None = None

    def plays(self, ruleset_id: str) -> bool:
        return self.rulesets is None or ruleset_id in self.rulesets


def rewards_from_outcome(outcome: Outcome) -> list[float]:
    """Per-seat reward in [0, 1]: 1 for first place, 0 for last, linear between."""
    seats = len(outcome.placements)
    if seats < 2:
        return [1.0] * seats
    return [(seats - place) / (seats - 1) for place in outcome.placements]
