"""Writes for leagues and tournaments.

Organisers are staff, or a league's / tournament's owner; creating one needs
staff or the ``add_league`` / ``add_tournament`` permission. Every refusal
raises a ServiceError before anything is written (each service is one
transaction), so bad input changes nothing.

Pairing and standings are the pure functions of tournaments.pairing and
tournaments.standings; these modules feed them rows and turn their tables
into games through games.services.game_create:

- ``common``: who organises, the game settings check, a table's game;
- ``leagues``: members, seasons, pairings;
- ``tournaments``: entries, rounds, withdrawals, table results;
- ``accounts``: a player's events when their account is erased or exported.

Callers import this package (``from tournaments import services``): every
public service is named here.
"""

from tournaments.services.accounts import player_events_export, player_events_leave
from tournaments.services.common import (
    FIGHTER_STATS,
    FRAG_DEADLANDS,
    LEAGUE_BYE_POINTS,
    MAX_PAIRINGS_PER_SEASON,
    MAX_TABLE,
    Organiser,
    placement_points_clean,
)
from tournaments.services.leagues import (
    league_close,
    league_create,
    league_first_season_ensure,
    league_game_over,
    league_join,
    league_leave,
    league_pair,
    league_settings_check,
    leagues_auto_pair_sweep,
    season_start,
)
from tournaments.services.tournaments import (
    entrant_check,
    entrant_raise_stat,
    entrant_seeds_compact,
    table_result,
    tournament_close,
    tournament_create,
    tournament_enter,
    tournament_game_over,
    tournament_next_round,
    tournament_settings_check,
    tournament_start,
    tournament_tables_sweep,
    tournament_withdraw,
)

__all__ = [
    "FIGHTER_STATS",
    "FRAG_DEADLANDS",
    "LEAGUE_BYE_POINTS",
    "MAX_PAIRINGS_PER_SEASON",
    "MAX_TABLE",
    "Organiser",
    "entrant_check",
    "entrant_raise_stat",
    "entrant_seeds_compact",
    "league_close",
    "league_create",
    "league_first_season_ensure",
    "league_game_over",
    "league_join",
    "league_leave",
    "league_pair",
    "league_settings_check",
    "leagues_auto_pair_sweep",
    "placement_points_clean",
    "player_events_export",
    "player_events_leave",
    "season_start",
    "table_result",
    "tournament_close",
    "tournament_create",
    "tournament_enter",
    "tournament_game_over",
    "tournament_next_round",
    "tournament_settings_check",
    "tournament_start",
    "tournament_tables_sweep",
    "tournament_withdraw",
]
