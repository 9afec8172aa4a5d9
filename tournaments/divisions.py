"""Divisions of a league as pure functions: no Django, no database.

Tier 1 is the top division. Members are plain ids.

- ``initial_tiers``: the members in the league when its first season is
  first paired are dealt into the tiers in join order, top tier first, as
  evenly as can be (the first tiers take one more when the count doesn't
  divide). Anyone joining later enters the lowest tier.
- ``season_moves``: at a season's end the top ``promote`` of each tier but
  the first go up one tier and the bottom ``relegate`` of each tier but the
  last go down one; a tier too small for both promotes first and relegates
  from those left. Everyone else stays.
"""

from __future__ import annotations

from collections.abc import Sequence

PROMOTED = "promoted"
RELEGATED = "relegated"
STAYED = "stayed"
ENTERED = "entered"


def tier_name(tier: int) -> str:
    return f"Division {tier}"


def initial_tiers(members: Sequence[int], tiers: int) -> dict[int, int]:
    """Member -> tier (1-based, 1 the top), dealt in order, the top tiers first."""
    if tiers < 1:
        raise ValueError("at least one tier")
    size, extra = divmod(len(members), tiers)
    placed: dict[int, int] = {}
    start = 0
    for tier in range(1, tiers + 1):
        count = size + (1 if tier <= extra else 0)
        for member in members[start : start + count]:
            placed[member] = tier
        start += count
    return placed


def season_moves(ranked_tiers: Sequence[Sequence[int]], *, promote: int, relegate: int) -> dict[int, tuple[int, str]]:
    """Member -> (next season's tier, movement), from each tier's members ranked
    best first (``ranked_tiers[0]`` is tier 1)."""
    last = len(ranked_tiers)
    moves: dict[int, tuple[int, str]] = {}
    for index, ranked in enumerate(ranked_tiers):
        tier = index + 1
        up = list(ranked[:promote]) if tier > 1 else []
        rest = [m for m in ranked if m not in up]
        down = rest[len(rest) - relegate :] if tier < last and relegate > 0 else []
        for member in ranked:
            if member in up:
                moves[member] = (tier - 1, PROMOTED)
            elif member in down:
                moves[member] = (tier + 1, RELEGATED)
            else:
                moves[member] = (tier, STAYED)
    return moves
