"""Signals other apps listen to, so games needs no import of them."""

from __future__ import annotations

from django.dispatch import Signal

# Sent after the commit that finished a game, with ``game_id``. Receivers only
# enqueue their own work (rank updates, tournament progression).
game_finished = Signal()
