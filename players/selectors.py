"""Reads for players."""

from __future__ import annotations

from core.errors import NotFoundError
from players.models import Player


def player_by_handle(handle: str) -> Player:
    player = Player.objects.with_handle(handle).filter(deleted_at__isnull=True).first()
    if player is None:
        raise NotFoundError("player_not_found", f"There is no player {handle!r}.")
    return player
