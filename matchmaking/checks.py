"""System checks: a bad quick-play turn clock in the settings is reported at
startup (``manage.py check``, ``migrate``, ``runserver``), not by every matcher pass."""

from __future__ import annotations

from typing import Any

from django.core import checks

from core.errors import ServiceError
from games.services import turn_clock_check
from matchmaking.services import match_turn_clock


def match_turn_clock_check(app_configs: Any = None, **kwargs: Any) -> list[checks.CheckMessage]:
    turn_seconds, deadline_policy = match_turn_clock()
    try:
        turn_clock_check(turn_seconds=turn_seconds, deadline_policy=deadline_policy)
    except ServiceError as exc:
        return [
            checks.Error(
                f"LADDERS_MATCH_TURN_SECONDS / LADDERS_MATCH_DEADLINE_POLICY: {exc.detail}",
                hint="Set LADDERS_MATCH_TURN_SECONDS to 1-2592000 (0 or empty: no clock), "
                "LADDERS_MATCH_DEADLINE_POLICY to random or forfeit.",
                id="matchmaking.E001",
            )
        ]
    return []
