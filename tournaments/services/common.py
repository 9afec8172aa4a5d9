"""What leagues and tournaments share: who organises, the game settings check,
a table's game, and Swiss pairs or pods for a ranked list."""

from __future__ import annotations

import logging
import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from core.errors import ForbiddenError, ServiceError
from games import services as game_services
from games.models import Game, SeatType
from ladders.engine import GameConfig, Ruleset, Scenario
from ladders.registry import get_ruleset
from players.models import Player
from tournaments import pairing, selectors
from tournaments.models import Tournament

logger = logging.getLogger(__name__)

FRAG_DEADLANDS = "frag-deadlands"
FIGHTER_STATS = ("health", "speed", "accuracy")
MAX_TABLE = 8
MAX_PAIRINGS_PER_SEASON = 1000
# A league's byes score nothing unless its organiser says so (a tournament's
# score the model's default, 3: the usual forfeit win).
LEAGUE_BYE_POINTS = 0.0


@dataclass(frozen=True, slots=True)
class Organiser:
    """Who is asking: a player, and whether the user is staff."""

    player: Player
    is_staff: bool = False
    can_create_leagues: bool = False
    can_create_tournaments: bool = False


def _require_owner(owner_id: int, who: Organiser, what: str) -> None:
    if not who.is_staff and who.player.pk != owner_id:
        raise ForbiddenError("not_organiser", f"Only staff or the {what}'s owner may do this.")


def placement_points_clean(placement_points: Sequence[float] | None) -> list[float]:
    """The placement points to store: none given is the default (3, 1), stored
    as such, so the league's or tournament's JSON shows the points it scores."""
    if placement_points is not None and not isinstance(placement_points, list | tuple):
        raise ServiceError("bad_scoring", "placement_points is a list of numbers: points for 1st, 2nd, ...")
    points = list(placement_points or selectors.DEFAULT_PLACEMENT_POINTS)
    if any(not isinstance(p, int | float) or isinstance(p, bool) for p in points):
        raise ServiceError("bad_scoring", "placement_points is a list of numbers: points for 1st, 2nd, ...")
    return [float(p) for p in points]


def _check_game_setup(
    ruleset_id: str, scenario_id: str | None, options: dict[str, Any], table_size: int, team_size: int
) -> tuple[Ruleset, Scenario, dict[str, Any]]:
    """The ruleset, scenario and options as one game at a full table would use them."""
    rules = get_ruleset(ruleset_id)
    scenario = rules.info.scenario(scenario_id) if scenario_id else rules.info.scenarios[0]
    if team_size < 1:
        raise ServiceError("bad_team_size", "team_size is at least 1.")
    if team_size > 1 and not scenario.teams:
        raise ServiceError("not_a_team_scenario", f"Scenario {scenario.id!r} is not played in teams; use team_size 1.")
    teams = tuple(i // team_size for i in range(table_size * team_size)) if scenario.teams else None
    config = GameConfig(scenario.id, table_size * team_size, dict(options), teams)
    game_services.refuse_tournament_options(rules, options, "the service gives them to each table, not the event")
    return rules, scenario, rules.validate_config(config)  # bad seat counts, teams or options: 400


def _seat_range(rules: Ruleset, scenario: Scenario) -> tuple[int, int]:
    return scenario.min_seats or rules.info.min_seats, scenario.max_seats or rules.info.max_seats


def _create_table_game(
    *,
    owner: Player,
    ruleset: str,
    scenario: str,
    options: dict[str, Any],
    team_play: bool,
    entries: Sequence[tuple[list[Player], str]],
    team_size: int,
    turn_seconds: int | None,
    deadline_policy: str,
) -> Game:
    """A game with each entry's seats in order (players, or ``team_size`` bot
    seats), every player joined to their seat; all-bot games start at once.
    The game takes the league's or tournament's turn clock (the last join
    starts it, and with it the first deadlines)."""
    seats: list[game_services.SeatSpec] = []
    humans: list[tuple[int, Player]] = []
    for position, (players, bot) in enumerate(entries):
        team = position if team_play else None
        if bot:
            seats.extend(game_services.SeatSpec(SeatType.AI, bot, team) for _ in range(team_size))
            continue
        for player in players:
            humans.append((len(seats), player))
            seats.append(game_services.SeatSpec(SeatType.HUMAN, "", team))
    game = game_services.game_create(
        creator=owner,
        ruleset_id=ruleset,
        scenario=scenario,
        options=options,
        seats=seats,
        turn_seconds=turn_seconds,
        deadline_policy=deadline_policy,
        # The event's options were refused any tournament option at creation; what a table
        # carries beyond them (grown fighters) the service wrote.
        tournament_table=True,
    )
    for index, player in humans:
        game_services.game_join(game_id=game.pk, player=player, seat_index=index)
    return game


def _pairing_for(
    ranked: list[int],
    met: pairing.Met,
    had_bye: set[int],
    table_size: int,
    rules: Ruleset,
    scenario_id: str,
    team_size: int = 1,
) -> pairing.RoundPairing:
    """Swiss pairs, or pods whose sizes (in entrants) keep the seat count within the scenario's range."""
    if table_size == 2:
        return pairing.swiss_pairing(ranked, met, had_bye)
    low, high = _seat_range(rules, rules.info.scenario(scenario_id))
    return pairing.pod_pairing(
        ranked,
        met,
        size=table_size,
        min_size=max(3, math.ceil(low / team_size)),
        max_size=min(MAX_TABLE, high // team_size),
        had_bye=had_bye,
    )


def round_robin_rounds(tournament: Tournament, entrant_ids: list[int]) -> list[pairing.RoundPairing]:
    """The whole round robin (it depends on the entrants alone): the circle
    method at 2-player tables, rounds of pods until every pair has shared a table
    (``entrant_ids`` in seed order: the tournament's, or a group's)."""
    try:
        if tournament.table_size == 2:
            return pairing.round_robin_schedule(entrant_ids)
        rules = get_ruleset(tournament.ruleset)
        low, high = _seat_range(rules, rules.info.scenario(tournament.scenario))
        return pairing.pod_round_robin_schedule(
            entrant_ids,
            size=tournament.table_size,
            min_size=max(3, math.ceil(low / tournament.team_size)),
            max_size=min(MAX_TABLE, high // tournament.team_size),
        )
    except pairing.PairingError as exc:
        raise ServiceError("cannot_pair", f"The round robin cannot be seated: {exc}.") from None


def without_withdrawn(
    round_pairing: pairing.RoundPairing, withdrawn: set[int], *, min_size: int
) -> pairing.RoundPairing:
    """A round robin's round without its withdrawn entrants: a table keeps its game
    while at least ``min_size`` entrants are left at it (the scenario's fewest
    seats, 2 at least); otherwise those left get a bye (scored as one)."""
    if not withdrawn:
        return round_pairing
    tables: list[list[int]] = []
    byes = [e for e in round_pairing.byes if e not in withdrawn]
    for table in round_pairing.tables:
        left = [e for e in table if e not in withdrawn]
        if len(left) >= min_size:
            tables.append(left)
        else:
            byes.extend(left)
    return pairing.RoundPairing(tables, byes)
