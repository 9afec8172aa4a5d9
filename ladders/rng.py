"""Chance for every ruleset: splitmix64 over (seed, counter). Two integers in the state
(``state["rng"]``), cheap, replayable, and independent of Python's ``random`` implementation.

Every function here takes the game state (``ladders.engine.State``), or any dict holding an
``"rng"`` pair, and advances its counter in place; ``ladders.engine`` re-exports them all, so
``from ladders.engine import rng_below`` is what a ruleset writes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

State = dict[str, Any]  # ladders.engine.State (the same alias: this module imports nothing of the engine)

MASK64 = (1 << 64) - 1


def splitmix64(value: int) -> int:
    z = (value + 0x9E3779B97F4A7C15) & MASK64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return z ^ (z >> 31)


# splitmix64 of every counter below this, computed once at import: each draw mixes its
# counter before its seed, and a game rarely draws more (a Ladder 29 game about 700 times:
# a deal is a 65-card shuffle). Draws past it compute the mix as before.
_COUNTER_MIXES = 4096
_COUNTER_MIX = tuple(splitmix64(counter) for counter in range(_COUNTER_MIXES))


def rng_init(seed: int) -> list[int]:
    """The RNG's state as kept in ``state["rng"]``: ``[seed, counter]``."""
    return [seed & MASK64, 0]


def rng_u64(state: State) -> int:
    """Next 64-bit value; advances the counter kept in ``state`` (in place)."""
    rng = state["rng"]
    seed: int = rng[0]
    counter: int = rng[1]
    rng[1] = counter + 1
    # splitmix64((seed ^ splitmix64(counter)) & MASK64), both calls inlined (the hot path of
    # every die roll and shuffle; ``test_engine`` holds it to splitmix64).
    z = (counter + 0x9E3779B97F4A7C15) & MASK64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    z = (((seed ^ z ^ (z >> 31)) & MASK64) + 0x9E3779B97F4A7C15) & MASK64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return z ^ (z >> 31)


# The rejection limit of ``rng_below`` for the small ``n`` of dice and hands (a 64-bit
# modulo per draw otherwise).
_BELOW_LIMITS = tuple(MASK64 - (MASK64 + 1) % n if n else 0 for n in range(257))


def rng_below(state: State, n: int) -> int:
    """Uniform integer in ``[0, n)`` without modulo bias (rejection sampling).

    The same draws as ``rng_u64`` (``test_engine`` holds it to that), inlined, with the
    counter's mix looked up as ``rng_shuffle`` does: every die roll comes through here."""
    if n <= 0:
        raise ValueError("n must be positive")
    limit = _BELOW_LIMITS[n] if n < 257 else MASK64 - (MASK64 + 1) % n
    rng = state["rng"]
    seed: int = rng[0]
    counter: int = rng[1]
    while True:
        if counter < _COUNTER_MIXES:
            z = _COUNTER_MIX[counter]
        else:
            z = (counter + 0x9E3779B97F4A7C15) & MASK64
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
            z ^= z >> 31
        counter += 1
        z = (((seed ^ z) & MASK64) + 0x9E3779B97F4A7C15) & MASK64
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        value = z ^ (z >> 31)
        if value <= limit:
            rng[1] = counter
            return value % n


def roll_die(state: State, sides: int) -> int:
    return rng_below(state, sides) + 1


def roll_dice(state: State, count: int, sides: int) -> list[int]:
    """``[roll_die(state, sides) for _ in range(count)]``: the same draws in the same order
    (``test_engine`` holds it to that), in one call, with ``rng_below`` inlined (a ruleset
    that rolls a handful of dice at a time pays one call, not two per die)."""
    if sides <= 0:
        if count <= 0:
            return []
        raise ValueError("n must be positive")
    limit = _BELOW_LIMITS[sides] if sides < 257 else MASK64 - (MASK64 + 1) % sides
    rng = state["rng"]
    seed: int = rng[0]
    counter: int = rng[1]
    mixes = _COUNTER_MIX
    out: list[int] = []
    for _ in range(count):
        while True:
            if counter < _COUNTER_MIXES:
                z = mixes[counter]
            else:
                z = (counter + 0x9E3779B97F4A7C15) & MASK64
                z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
                z ^= z >> 31
            counter += 1
            z = (((seed ^ z) & MASK64) + 0x9E3779B97F4A7C15) & MASK64
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
            value = z ^ (z >> 31)
            if value <= limit:
                break
        out.append(value % sides + 1)
    rng[1] = counter
    return out


def rng_shuffle(state: State, items: list[Any]) -> None:
    """Fisher-Yates shuffle of ``items`` in place using the state's RNG.

    The same draws as ``rng_below(state, i + 1)`` for each ``i`` from the top
    down (``test_engine`` holds it to that), with ``rng_u64`` inlined and the
    counter's mix looked up: every deal is a shuffle, and a matcher pass deals
    thousands of games."""
    rng = state["rng"]
    seed: int = rng[0]
    counter: int = rng[1]
    mixes = _COUNTER_MIX
    limits = _BELOW_LIMITS
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        limit = limits[n] if n < 257 else MASK64 - (MASK64 + 1) % n
        while True:
            if counter < _COUNTER_MIXES:
                z = mixes[counter]
            else:
                z = (counter + 0x9E3779B97F4A7C15) & MASK64
                z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
                z ^= z >> 31
            counter += 1
            z = ((seed ^ z) + 0x9E3779B97F4A7C15) & MASK64
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
            value = z ^ (z >> 31)
            if value <= limit:
                break
        j = value % n
        items[i], items[j] = items[j], items[i]
    rng[1] = counter


def rng_choice(state: State, items: Sequence[Any]) -> Any:
    return items[rng_below(state, len(items))]


# Mixed into a seed for draws made in public from it (``Ruleset.random_teams``): a stream of
# their own, so what they show says nothing of the stream the game deals and rolls from.
_TEAMS_STREAM = 0x7EA3_5EED_0F7E_A115


def teams_rng(seed: int) -> State:
    """An RNG holder (``{"rng": ...}``) for drawing a game's teams from its ``seed``: not the
    game's own stream (``rng_init(seed)``), whose first draws shuffle its decks. The teams
    are public from the game's creation; drawn from that stream they told which way its
    first shuffles went (about one bit of the first cards dealt)."""
    return {"rng": rng_init(splitmix64((seed & MASK64) ^ _TEAMS_STREAM))}
