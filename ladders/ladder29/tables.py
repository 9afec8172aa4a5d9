"""Ladder 29: the constants and small tables every chapter shares (hand and pass sizes,
the target score, the seats clockwise from each seat) and the fast event constructor."""

from __future__ import annotations

from typing import Final

HAND_SIZE: Final = 13
PASS_SIZE: Final = 3
TARGET: Final = 29
SHORT_GAME_ROUNDS: Final = 4

# For each seat count and seat, the other seats clockwise from its left, then itself.
CLOCKWISE: Final = {n: tuple(tuple((s + i) % n for i in range(1, n + 1)) for s in range(n)) for n in range(2, 6)}
# ``Event(...)`` without its Python-level ``__new__`` (one or more events on every step):
# ``new_event(Event, (type, data, visible_to))`` builds the same tuple.
new_event: Final = tuple.__new__
