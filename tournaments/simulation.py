"""Whole events played out on the pure functions alone (no games, no database):
the ``simulate_formats`` command and the invariant tests run them at full size.

A table's result is drawn at random from a seeded ``random.Random``, as bots'
games would give one; nothing here writes anything.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from tournaments import brackets

Progress = Callable[[str], None]


def _quiet(_: str) -> None:
    return None


@dataclass(slots=True)
class Played:
    """What a simulated event did: each table (its label and entrants, best first) in play order."""

    rounds: int = 0
    tables: list[tuple[str, list[int]]] = field(default_factory=list)


def _draw(entrants: list[int], rng: random.Random) -> list[tuple[int, int]]:
    order = entrants[:]
    rng.shuffle(order)
    return [(e, place) for place, e in enumerate(order, start=1)]


def double_elimination(
    count: int,
    rng: random.Random,
    *,
    reset: bool = True,
    withdraw: dict[int, int] | None = None,
    progress: Progress = _quiet,
) -> tuple[brackets.EliminationState, Played]:
    """A double elimination of ``count`` entrants (ids 1..count, seed order) at
    2-entrant tables, to the end. ``withdraw``: entrant -> the round before
    which it withdraws."""
    seeded = list(range(1, count + 1))
    bracket = brackets.double_elimination_bracket(count, reset=reset)
    results: dict[str, brackets.Result] = {}
    played = Played()
    withdrawn: set[int] = set()
    while True:
        withdrawn |= {e for e, before in (withdraw or {}).items() if before <= played.rounds + 1}
        state = brackets.double_elimination_state(bracket, seeded, results, withdrawn)
        if not state.ready:
            return state, played
        played.rounds += 1
        for match in state.ready:
            entrants = [e for e in match.entrants if e is not None]
            results[match.id] = _draw(entrants, rng)
            played.tables.append((match.id, [e for e, _ in results[match.id]]))
        still = sum(1 for e in seeded if e not in state.out)
        labels = ", ".join(m.id for m in state.ready)
        progress(f"round {played.rounds}: {len(state.ready)} match(es) ({labels}); {still} still in")


def pod_double_elimination(
    count: int,
    rng: random.Random,
    *,
    size: int,
    stay: str = "half",
    reset: bool = True,
    progress: Progress = _quiet,
) -> tuple[brackets.EliminationState, Played]:
    """A double elimination of ``count`` entrants at tables of ``size``, to the end."""
    seeded = list(range(1, count + 1))
    tables: list[brackets.PodTable] = []
    played = Played()
    while True:
        made, waiting = brackets.pod_double_elimination_round(seeded, tables, size=size, stay=stay, reset=reset)
        if not made:
            return brackets.pod_double_elimination_state(seeded, tables, stay=stay, reset=reset), played
        played.rounds += 1
        for match, entrants in made:
            result = _draw(entrants, rng)
            tables.append(brackets.PodTable(played.rounds, match, tuple(entrants), result))
            played.tables.append((match, [e for e, _ in result]))
        progress(f"round {played.rounds}: {len(made)} table(s), {len(waiting)} waiting")
