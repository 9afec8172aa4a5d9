"""Fixtures the leagues' and tournaments' tests share: a staff organiser and their client."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from rest_framework.test import APIClient

from players.models import Player


@pytest.fixture
def staff(make_player: Callable[..., Player]) -> Player:
    """A staff user's player, handle "boss": an organiser of every league and tournament."""
    player = make_player(handle="boss")
    player.user.is_staff = True
    player.user.save()
    return player


@pytest.fixture
def staff_client(staff: Player, client_for: Callable[[Player], APIClient]) -> APIClient:
    return client_for(staff)
