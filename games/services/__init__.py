"""Writes for game sessions: create, join, submit an action, AI turns, deadlines.

Every write that touches a running game holds the game row's
``SELECT ... FOR UPDATE`` lock for its whole transaction, checks the version it
expects, applies the action through the engine, appends to the log and bumps
the version. Any refusal raises before anything is written.

The turn path is kept to the statements it needs (pinned by
tests/games/test_statements.py): one query locks the game row and reads its
seats (a join locking only the game), one looks up the idempotency key when
one is given, one inserts the action, and one updates only the game's columns
that a turn changes. docs/performance.md has the figures.

A module for each thing a reader looks for; this package re-exports their
public names, so callers import ``games.services`` as before:

- ``creating``: a game and its seats, seated games in bulk, join, reserve,
  rematch, abort, leave;
- ``turns``: an action submitted, applied and logged, and the next turn set up;
- ``ai``: the bots' turns, the sweep of lost AI turns, turn deadlines;
- ``finishing``: outcomes, and forfeits until one side or none is left;
- ``accounts``: a leaving player's games released and exported;
- ``common``: what they share (turn settings, seat specs, row locks, the clock,
  queueing the bots' turn by name).
"""

from __future__ import annotations

from games.services.accounts import player_games_export, player_games_release
from games.services.ai import ai_action_play, ai_turns_play, ai_turns_sweep, turn_deadlines_enforce
from games.services.common import (
    FINISH_FIELDS,
    FORFEIT_ACCOUNT_ERASED,
    FORFEIT_DEADLINE,
    FORFEIT_LEFT_LEAGUE,
    FORFEIT_RESIGNED,
    FORFEIT_WITHDRAWN,
    MAX_ACTIONS_FOR_EXPIRED_TURN,
    PLAY_AI_TURNS_TASK,
    SEED_BITS,
    TURN_FIELDS,
    SeatSpec,
    SubmitResult,
    choices_since,
    turn_clock_check,
    turn_deadline,
)
from games.services.creating import (
    SeatedGameSpec,
    game_abort,
    game_create,
    game_join,
    game_leave,
    game_rematch,
    game_reserve,
    games_create_seated,
    refuse_tournament_options,
)
from games.services.finishing import game_resign, game_seats_forfeit
from games.services.turns import action_submit, request_fingerprint

__all__ = [
    "FINISH_FIELDS",
    "FORFEIT_ACCOUNT_ERASED",
    "FORFEIT_DEADLINE",
    "FORFEIT_LEFT_LEAGUE",
    "FORFEIT_RESIGNED",
    "FORFEIT_WITHDRAWN",
    "MAX_ACTIONS_FOR_EXPIRED_TURN",
    "PLAY_AI_TURNS_TASK",
    "SEED_BITS",
    "TURN_FIELDS",
    "SeatSpec",
    "SeatedGameSpec",
    "SubmitResult",
    "action_submit",
    "ai_action_play",
    "ai_turns_play",
    "ai_turns_sweep",
    "choices_since",
    "game_abort",
    "game_create",
    "game_join",
    "game_leave",
    "game_rematch",
    "game_reserve",
    "game_resign",
    "game_seats_forfeit",
    "games_create_seated",
    "player_games_export",
    "player_games_release",
    "refuse_tournament_options",
    "request_fingerprint",
    "turn_clock_check",
    "turn_deadline",
    "turn_deadlines_enforce",
]
