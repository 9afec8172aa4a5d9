"""The admin's add forms as a browser posts them (every field, the inlines' management
forms), for the admin tests: keyword arguments override or add fields."""

from __future__ import annotations

from typing import Any

from players.models import Player
from tests.tournaments.test_tournaments_api import SHRINKS


def league_form(owner: Player, **extra: Any) -> dict[str, Any]:
    return {
        "name": "Clocked",
        "owner": owner.pk,
        "status": "open",
        "ruleset": SHRINKS,
        "scenario": "standard",
        "options": "{}",
        "table_size": 2,
        "placement_points": "[]",
        "frag_points": 0,
        "trophy_points": 0,
        "bye_points": 0,
        "deadline_policy": "random",
        "members-TOTAL_FORMS": 0,
        "members-INITIAL_FORMS": 0,
        "seasons-TOTAL_FORMS": 0,
        "seasons-INITIAL_FORMS": 0,
        **extra,
    }


def tournament_form(owner: Player, **extra: Any) -> dict[str, Any]:
    return {
        "name": "Clocked",
        "owner": owner.pk,
        "format": "swiss",
        "ruleset": SHRINKS,
        "scenario": "standard",
        "options": "{}",
        "table_size": 2,
        "team_size": 1,
        "auto_advance": "on",
        "placement_points": "[]",
        "frag_points": 0,
        "trophy_points": 0,
        "bye_points": 3,
        "deadline_policy": "random",
        "entrants-TOTAL_FORMS": 0,
        "entrants-INITIAL_FORMS": 0,
        **extra,
    }
