"""Signals other apps listen to, so players (the bottom layer) imports none of them."""

from __future__ import annotations

from django.dispatch import Signal

# Sent inside the transaction that erases an account, with ``player``, before its
# handle and token go, and ``erased_handle``, the handle it is given (names made
# of the old one are renamed with it). Each app's receiver lets go of the player's
# part in it (seats, entries, memberships, tickets, webhooks) through its own
# services; an exception rolls the whole erasure back.
player_erasing = Signal()

# Sent to gather a player's data for their export (GET /players/me/export/), with
# ``player``. Each receiver returns a dict of named sections, each a list of
# plain JSON objects: what that app holds about the player.
player_data_requested = Signal()
