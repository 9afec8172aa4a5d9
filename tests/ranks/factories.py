"""Finished games with synthetic outcomes, for rank and standings tests."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from django.utils import timezone

from games.models import Game, GameStatus, Seat, SeatType
from ladders.engine import seed_commitment
from players.models import Player

_clock = [0]


def finished_game(
    seats: list[Player | str],
    placements: list[int],
    *,
    ruleset: str = "shootin-ladders",
    scenario: str = "deathmatch",
    score: list[float] | None = None,
    frags: list[int] | None = None,
    trophies: list[Any] | None = None,
    teams: list[int] | None = None,
) -> Game:
    """A finished game; a seat is a Player (human) or a bot name (AI seat).
    Each game finishes a minute after the previous one made here."""
    _clock[0] += 1
    count = len(seats)
    outcome = {
        "placements": placements,
        "winners": [s for s, p in enumerate(placements) if p == 1],
        "score": score or [0.0] * count,
        "frags": frags or [0] * count,
        "trophies": trophies or [0] * count,
        "teams": teams,
        "details": {},
    }
    game = Game.objects.create(
        ruleset=ruleset,
        scenario=scenario,
        seed=_clock[0],
        seed_sha256=seed_commitment(_clock[0]),
        state={},
        status=GameStatus.FINISHED,
        outcome=outcome,
        teams=teams,
        finished_at=timezone.now() + timedelta(minutes=_clock[0]),
    )
    for index, who in enumerate(seats):
        human = isinstance(who, Player)
        Seat.objects.create(
            game=game,
            index=index,
            type=SeatType.HUMAN if human else SeatType.AI,
            player=who if human else None,
            bot="" if human else str(who),
            team=None if teams is None else teams[index],
        )
    return game
