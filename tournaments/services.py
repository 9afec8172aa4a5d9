"""Writes for leagues and tournaments.

Organisers are staff, or a league's / tournament's owner; creating one needs
staff or the ``add_league`` / ``add_tournament`` permission. Every refusal
raises a ServiceError before anything is written (each service is one
transaction), so bad input changes nothing.

Pairing and standings are the pure functions of tournaments.pairing and
tournaments.standings; this module feeds them rows and turns their tables
into games through games.services.game_create.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from django.db import transaction
from django.db.models import Exists, OuterRef
from django.utils import timezone

from config.bus import publish_on_commit
from config.errors import ConflictError, ForbiddenError, NotFoundError, ServiceError
from games import notices
from games import services as game_services
from games.models import DeadlinePolicy, Game, GameStatus, Seat, SeatType
from ladders.bots import bot_names
from ladders.engine import GameConfig, Ruleset, Scenario, trophy_count
from ladders.registry import get_ruleset
from players.models import Player
from tournaments import pairing, selectors
from tournaments.models import (
    Entrant,
    Format,
    League,
    LeagueGame,
    LeagueMember,
    LeagueStatus,
    Round,
    RoundStatus,
    Season,
    Table,
    Tournament,
    TournamentStatus,
)
from webhooks import services as webhook_services
from webhooks.models import EventType

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


# --------------------------------------------------------------------------
# Leagues


def league_settings_check(
    *,
    ruleset: str,
    scenario: str | None,
    options: dict[str, Any],
    table_size: int,
    max_members: int | None,
    turn_seconds: int | None = None,
    deadline_policy: str = DeadlinePolicy.RANDOM,
    pairings_per_season: int | None = None,
) -> tuple[str, dict[str, Any]]:
    """Validate a league's game settings (the API and the admin form both call
    this); returns the scenario id and the full options. Raises ServiceError
    (or the engine's InvalidConfig) with a code."""
    game_services.turn_clock_check(turn_seconds=turn_seconds, deadline_policy=deadline_policy)
    if pairings_per_season is not None and not 1 <= pairings_per_season <= MAX_PAIRINGS_PER_SEASON:
        raise ServiceError("bad_pairings_per_season", f"pairings_per_season is 1 to {MAX_PAIRINGS_PER_SEASON}.")
    if not 2 <= table_size <= MAX_TABLE:
        raise ServiceError("bad_table_size", f"table_size is 2 to {MAX_TABLE} players.")
    _, scenario_info, full_options = _check_game_setup(ruleset, scenario, options, table_size, 1)
    if scenario_info.teams:
        raise ServiceError("league_team_scenario", "Leagues seat single players; run team scenarios as tournaments.")
    if max_members is not None and max_members < table_size:
        raise ServiceError("bad_max_members", f"max_members must allow one full table ({table_size}).")
    return scenario_info.id, full_options


@transaction.atomic
def league_create(
    *,
    by: Organiser,
    name: str,
    ruleset: str,
    scenario: str | None = None,
    options: dict[str, Any] | None = None,
    table_size: int = 2,
    max_members: int | None = None,
    placement_points: Sequence[float] | None = None,
    frag_points: float = 0.0,
    trophy_points: float = 0.0,
    bye_points: float = LEAGUE_BYE_POINTS,
    turn_seconds: int | None = None,
    deadline_policy: str = DeadlinePolicy.RANDOM,
    auto_pair: bool = False,
    pairings_per_season: int | None = None,
) -> League:
    """Create a league and its first season. ``turn_seconds`` and
    ``deadline_policy`` are the turn clock of every game it pairs (None: no
    deadline, as before leagues had one). With ``auto_pair`` the members are
    paired again whenever a pairing's games are all over, up to
    ``pairings_per_season`` pairings a season (None: no limit)."""
    if not (by.is_staff or by.can_create_leagues):
        raise ForbiddenError("not_organiser", "Only staff or organisers (permission add_league) may create leagues.")
    scenario_id, full_options = league_settings_check(
        ruleset=ruleset,
        scenario=scenario,
        options=options or {},
        table_size=table_size,
        max_members=max_members,
        turn_seconds=turn_seconds,
        deadline_policy=deadline_policy,
        pairings_per_season=pairings_per_season,
    )
    league = League.objects.create(
        name=name,
        owner=by.player,
        ruleset=ruleset,
        scenario=scenario_id,
        options=full_options,
        table_size=table_size,
        max_members=max_members,
        placement_points=placement_points_clean(placement_points),
        frag_points=frag_points,
        trophy_points=trophy_points,
        bye_points=bye_points,
        turn_seconds=turn_seconds,
        deadline_policy=deadline_policy,
        auto_pair=auto_pair,
        pairings_per_season=pairings_per_season,
    )
    league_first_season_ensure(league=league)
    return league


def league_first_season_ensure(*, league: League) -> None:
    """A league plays in seasons from its creation: give it season 1 if it has
    none (``league_create`` does; the admin's add form writes the league row
    alone, and pairing a league without a season fails ``no_current_season``)."""
    if not league.seasons.exists():
        Season.objects.create(league=league, number=1)


def _lock_league(league_id: int) -> League:
    league = League.objects.select_for_update().filter(pk=league_id).first()
    if league is None:
        raise NotFoundError("league_not_found", f"There is no league {league_id}.")
    return league


@transaction.atomic
def league_join(*, league_id: int, player: Player) -> LeagueMember:
    """Join, or join again after leaving (the membership and its history are kept)."""
    league = _lock_league(league_id)
    if league.status != LeagueStatus.OPEN:
        raise ConflictError("league_closed", "This league is closed.")
    member = league.members.filter(player=player).first()
    if member is not None and member.left_at is None:
        raise ConflictError("already_member", "You are already a member of this league.")
    if league.max_members is not None and league.members.filter(left_at__isnull=True).count() >= league.max_members:
        raise ConflictError("league_full", f"This league is full ({league.max_members} members).")
    if member is not None:
        member.left_at = None
        member.save(update_fields=["left_at"])
        return member
    return LeagueMember.objects.create(league=league, player=player)


@transaction.atomic
def league_leave(*, league_id: int, by: Organiser, player: Player | None = None) -> LeagueMember:
    """A member leaves the league, or its organiser removes one (``player``).
    They are paired no more; each unfinished game of theirs in the league is
    forfeited (the random bot plays their seat on and it places last), and the
    season's finished games and standings stand. Joining again makes them a
    member again."""
    league = _lock_league(league_id)
    who = player or by.player
    if who.pk != by.player.pk:
        _require_owner(league.owner_id, by, "league")
    if league.status != LeagueStatus.OPEN:
        raise ConflictError("league_closed", "This league is closed.")
    member = league.members.filter(player=who, left_at__isnull=True).first()
    if member is None:
        raise ConflictError("not_a_member", f"{who.handle} is not a member of this league.")
    member.left_at = timezone.now()
    member.save(update_fields=["left_at"])
    unfinished = Seat.objects.filter(
        player=who, game__league_game__season__league=league, game__status=GameStatus.ACTIVE
    ).values_list("game_id", "index")
    for game_id, index in unfinished:
        game_services.game_seats_forfeit(game_id=game_id, indices=[index], reason=game_services.FORFEIT_LEFT_LEAGUE)
    if who.pk != by.player.pk:
        publish_on_commit([notices.notice(who.pk, "league_left", {"league": league.pk, "by": by.player.handle})])
    return member


def _current_season(league: League) -> Season:
    season = league.seasons.filter(is_current=True).first()
    if season is None:
        raise ConflictError("no_current_season", "This league has no running season.")
    return season


def _require_season_settled(season: Season) -> None:
    unfinished = season.games.exclude(game__status__in=[GameStatus.FINISHED, GameStatus.ABORTED]).count()
    if unfinished:
        raise ConflictError("games_in_progress", f"{unfinished} game(s) of this season's last pairing are unfinished.")


def _require_pairings_left(league: League, season: Season) -> None:
    if league.pairings_per_season is not None and len(season.byes) >= league.pairings_per_season:
        raise ConflictError(
            "season_complete",
            f"This season has had its {league.pairings_per_season} pairing(s): start the next season.",
        )


@transaction.atomic
def league_pair(*, league_id: int, by: Organiser) -> list[LeagueGame]:
    """Create the season's next games: members in standing order, Swiss pairs
    (or pods) avoiding repeat opponents; byes rotate to whoever has had fewest."""
    league = _lock_league(league_id)
    _require_owner(league.owner_id, by, "league")
    if league.status != LeagueStatus.OPEN:
        raise ConflictError("league_closed", "This league is closed.")
    season = _current_season(league)
    _require_season_settled(season)
    _require_pairings_left(league, season)
    return _league_pair(league, season)


def _league_pair(league: League, season: Season) -> list[LeagueGame]:
    """Precondition: the league row locked, open, its season settled with pairings left.
    (A season's pairings are counted by ``Season.byes``: one list per pairing.)"""
    members = list(league.members.filter(left_at__isnull=True).select_related("player"))
    if len(members) < league.table_size:
        raise ServiceError("too_few_members", f"A pairing needs at least {league.table_size} members.")
    active = {m.player_id for m in members}
    rows = selectors.season_standings(season)
    ranked = [r.entrant for r in rows if r.entrant in active]  # who left is paired no more
    ranked += [m.player_id for m in members if m.player_id not in ranked]
    met = selectors.season_meetings(season)
    had_bye = {p for byes in season.byes for p in byes}
    round_pairing = _pairing_for(ranked, met, had_bye, league.table_size, get_ruleset(league.ruleset), league.scenario)
    number = (season.games.order_by("-pairing").values_list("pairing", flat=True).first() or 0) + 1
    players = {m.player_id: m.player for m in members}
    made = []
    for table in round_pairing.tables:
        game = _create_table_game(
            owner=league.owner,
            ruleset=league.ruleset,
            scenario=league.scenario,
            options=league.options,
            team_play=False,
            entries=[([players[p]], "") for p in table],
            team_size=1,
            turn_seconds=league.turn_seconds,
            deadline_policy=league.deadline_policy,
        )
        made.append(LeagueGame.objects.create(season=season, game=game, pairing=number))
        publish_on_commit(
            [notices.notice(p, "round_paired", {"league": league.pk, "round": number, "game": game.pk}) for p in table]
        )
    season.byes = [*season.byes, round_pairing.byes]
    season.save(update_fields=["byes"])
    return made


@transaction.atomic
def league_game_over(*, game_id: int) -> bool:
    """A league game finished (or was aborted): with ``auto_pair``, pair the
    members again once every game of its pairing is over. Idempotent (a second
    call finds the new pairing unsettled); returns whether it paired."""
    season_id = LeagueGame.objects.filter(game_id=game_id).values_list("season_id", flat=True).first()
    if season_id is None:
        return False
    league_id = Season.objects.filter(pk=season_id).values_list("league_id", flat=True).get()
    return _auto_pair(_lock_league(league_id))


def _auto_pair(league: League) -> bool:
    """Precondition: the league row locked. The next pairing, if the league pairs
    itself, its current season has had its first pairing (the organiser's), that
    pairing is over and the season has pairings left. A pairing that cannot be
    made (too few members now) is logged and waits: for a member to join, or
    the organiser."""
    if not league.auto_pair or league.status != LeagueStatus.OPEN:
        return False
    season = league.seasons.filter(is_current=True).first()
    if season is None or not season.byes:
        return False
    try:
        _require_season_settled(season)
        _require_pairings_left(league, season)
        with transaction.atomic():
            _league_pair(league, season)
    except ServiceError as exc:
        logger.info("league %s is not paired automatically now: %s (%s)", league.pk, exc.detail, exc.code)
        return False
    return True


def leagues_auto_pair_sweep() -> int:
    """Pair the self-pairing leagues whose last pairing is over but were not
    paired yet (an aborted game sends no finish signal; a progression task was
    lost). Returns how many were paired."""
    # Only the leagues that look due are locked: a current season already paired
    # once, no game of it unfinished, pairings left (each is checked again under the lock).
    unfinished = LeagueGame.objects.filter(season=OuterRef("pk")).exclude(
        game__status__in=[GameStatus.FINISHED, GameStatus.ABORTED]
    )
    seasons = (
        Season.objects.filter(is_current=True, league__auto_pair=True, league__status=LeagueStatus.OPEN)
        .exclude(Exists(unfinished))
        .values_list("league_id", "byes", "league__pairings_per_season")[:500]
    )
    paired = 0
    for league_id, byes, limit in seasons:
        if not byes or (limit is not None and len(byes) >= limit):
            continue
        with transaction.atomic():
            paired += _auto_pair(_lock_league(league_id))
    return paired


@transaction.atomic
def season_start(*, league_id: int, by: Organiser) -> Season:
    """End the current season and start the next (its ratings start fresh)."""
    league = _lock_league(league_id)
    _require_owner(league.owner_id, by, "league")
    if league.status != LeagueStatus.OPEN:
        raise ConflictError("league_closed", "This league is closed.")
    current = _current_season(league)
    _require_season_settled(current)
    current.is_current = False
    current.ended_at = timezone.now()
    current.save(update_fields=["is_current", "ended_at"])
    return Season.objects.create(league=league, number=current.number + 1)


@transaction.atomic
def league_close(*, league_id: int, by: Organiser) -> League:
    league = _lock_league(league_id)
    _require_owner(league.owner_id, by, "league")
    if league.status == LeagueStatus.CLOSED:
        raise ConflictError("league_closed", "This league is already closed.")
    league.status = LeagueStatus.CLOSED
    league.save(update_fields=["status"])
    league.seasons.filter(is_current=True).update(ended_at=timezone.now())
    return league


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


# --------------------------------------------------------------------------
# Tournaments


def tournament_settings_check(
    *,
    ruleset: str,
    format: str,
    scenario: str | None,
    options: dict[str, Any],
    table_size: int,
    team_size: int,
    rounds_planned: int | None,
    turn_seconds: int | None = None,
    deadline_policy: str = DeadlinePolicy.RANDOM,
    late_entries: bool = False,
) -> tuple[str, dict[str, Any]]:
    """Validate a tournament's settings (the API and the admin form both call
    this); returns the scenario id and the full options. Raises ServiceError
    (or the engine's InvalidConfig) with a code."""
    game_services.turn_clock_check(turn_seconds=turn_seconds, deadline_policy=deadline_policy)
    if format not in Format.values:
        raise ServiceError("bad_format", f"format is one of {Format.values}.")
    if late_entries and format != Format.SWISS:
        # A round robin's schedule and a bracket are drawn from the entrants at the start.
        raise ServiceError("bad_late_entries", "Only a Swiss tournament takes late entries.")
    if not 2 <= table_size <= MAX_TABLE:
        raise ServiceError("bad_table_size", f"table_size is 2 to {MAX_TABLE} entrants.")
    if rounds_planned is not None and rounds_planned < 1:
        raise ServiceError("bad_rounds", "rounds_planned is at least 1.")
    _, scenario_info, full_options = _check_game_setup(ruleset, scenario, options, table_size, team_size)
    return scenario_info.id, full_options


@transaction.atomic
def tournament_create(
    *,
    by: Organiser,
    name: str,
    ruleset: str,
    format: str,
    scenario: str | None = None,
    options: dict[str, Any] | None = None,
    table_size: int = 2,
    team_size: int = 1,
    rounds_planned: int | None = None,
    auto_advance: bool = True,
    placement_points: Sequence[float] | None = None,
    frag_points: float = 0.0,
    trophy_points: float = 0.0,
    bye_points: float = 3.0,
    turn_seconds: int | None = None,
    deadline_policy: str = DeadlinePolicy.RANDOM,
    late_entries: bool = False,
) -> Tournament:
    """Create a tournament taking entries. ``turn_seconds`` and
    ``deadline_policy`` are the turn clock of every table's game (None: no
    deadline, as before tournaments had one). ``late_entries`` (Swiss only):
    entries are taken while it runs, each paired from the next round."""
    if not (by.is_staff or by.can_create_tournaments):
        raise ForbiddenError(
            "not_organiser", "Only staff or organisers (permission add_tournament) may create tournaments."
        )
    scenario_id, full_options = tournament_settings_check(
        ruleset=ruleset,
        format=format,
        scenario=scenario,
        options=options or {},
        table_size=table_size,
        team_size=team_size,
        rounds_planned=rounds_planned,
        turn_seconds=turn_seconds,
        deadline_policy=deadline_policy,
        late_entries=late_entries,
    )
    return Tournament.objects.create(
        name=name,
        owner=by.player,
        ruleset=ruleset,
        scenario=scenario_id,
        options=full_options,
        format=format,
        table_size=table_size,
        team_size=team_size,
        rounds_planned=rounds_planned,
        auto_advance=auto_advance,
        placement_points=placement_points_clean(placement_points),
        frag_points=frag_points,
        trophy_points=trophy_points,
        bye_points=bye_points,
        turn_seconds=turn_seconds,
        deadline_policy=deadline_policy,
        late_entries=late_entries,
    )


def _lock_tournament(tournament_id: int) -> Tournament:
    tournament = Tournament.objects.select_for_update().filter(pk=tournament_id).first()
    if tournament is None:
        raise NotFoundError("tournament_not_found", f"There is no tournament {tournament_id}.")
    return tournament


@transaction.atomic
def tournament_enter(
    *,
    tournament_id: int,
    by: Organiser,
    players: Sequence[Player] = (),
    bot: str = "",
    name: str = "",
) -> Entrant:
    """Enter players (yourself, or a team including you) or, for organisers,
    any players or a bot. A team has exactly ``team_size`` players."""
    tournament = _lock_tournament(tournament_id)
    late = (
        tournament.status == TournamentStatus.RUNNING
        and tournament.late_entries
        and tournament.format == Format.SWISS  # the admin may set it on a started round robin
    )
    if tournament.status != TournamentStatus.OPEN and not late:
        raise ConflictError("entries_closed", f"This tournament is {tournament.status}: it takes no more entries.")
    organiser = by.is_staff or by.player.pk == tournament.owner_id
    if bot:
        if not organiser:
            raise ForbiddenError("not_organiser", "Only the organiser may enter a bot.")
        entrant_check(tournament=tournament, players=players, bot=bot)
    else:
        players = list(players) or [by.player]
        entrant_check(tournament=tournament, players=players, bot=bot)
        if not organiser and by.player not in players:
            raise ForbiddenError("not_organiser", "You may enter yourself (or a team with you in it) only.")
        taken = Entrant.objects.filter(tournament=tournament, players__in=players).values_list(
            "players__handle", flat=True
        )
        if taken:
            raise ConflictError("already_entered", f"Already entered: {', '.join(sorted(set(taken)))}.")
    seed = tournament.entrants.count()
    entrant = Entrant.objects.create(
        tournament=tournament,
        name=name or (bot and f"{bot} #{seed + 1}") or " & ".join(p.handle for p in players),
        bot=bot,
        seed=seed,
    )
    if players:
        entrant.players.set(players)
    return entrant


def entrant_check(*, tournament: Tournament, players: Sequence[Player], bot: str) -> None:
    """An entry is a bot the ruleset knows, or ``team_size`` different players
    (``tournament_enter`` and the admin's entrant rows both call this)."""
    if bot:
        if players:
            raise ServiceError("bot_with_players", "An entrant is players or a bot, not both.")
        if bot not in bot_names(tournament.ruleset):
            known = bot_names(tournament.ruleset)
            raise ServiceError("unknown_bot", f"Unknown bot {bot!r}; choose one of {known}.")
        return
    if len(players) != tournament.team_size:
        raise ServiceError("bad_team", f"An entrant here is {tournament.team_size} player(s), or a bot.")
    if len({p.pk for p in players}) != len(players):
        raise ServiceError("bad_team", "A player appears twice in this team.")


@transaction.atomic
def tournament_withdraw(*, tournament_id: int, by: Organiser, entrant_id: int | None = None) -> Entrant | None:
    """Withdraw an entry: one's own (any player of a team may withdraw it) or,
    for organisers, any entrant, bots included.

    Before the start the entry is removed and the later entrants' seeds move up
    (None is returned). Once the tournament runs, the entrant is marked
    withdrawn: its seats in an unfinished game of the round are forfeited (the
    random bot plays them on, and they place last at that table), it is paired
    no more (Swiss and elimination leave it out; a round robin's table loses it,
    and whoever is left without a table gets a bye), its results and its place in
    the standings stand, and a Frag Deadlands raise it had to make no longer
    holds the next round."""
    tournament = _lock_tournament(tournament_id)
    organiser = by.is_staff or by.player.pk == tournament.owner_id
    if entrant_id is None:
        entrant = tournament.entrants.filter(players=by.player).first()
        if entrant is None:
            raise ForbiddenError("not_an_entrant", "You have no entry in this tournament.")
    else:
        entrant = tournament.entrants.filter(pk=entrant_id).first()
        if entrant is None:
            raise NotFoundError("entrant_not_found", f"Tournament {tournament.pk} has no entrant {entrant_id}.")
        if not organiser and not entrant.players.filter(pk=by.player.pk).exists():
            raise ForbiddenError("not_organiser", "Only the organiser may withdraw another entrant.")
    if tournament.status == TournamentStatus.FINISHED:
        raise ConflictError("tournament_finished", "The tournament is finished: its entries stand.")
    if entrant.withdrawn_at is not None:
        raise ConflictError("already_withdrawn", f"{entrant.name} has already withdrawn.")
    told = [p.pk for p in entrant.players.all() if p.pk != by.player.pk]
    data = {"tournament": tournament.pk, "entrant": entrant.pk, "by": by.player.handle}
    publish_on_commit([notices.notice(p, "tournament_withdrawn", data) for p in told])
    if tournament.status == TournamentStatus.OPEN:
        entrant.delete()
        entrant_seeds_compact(tournament=tournament)
        return None
    entrant.withdrawn_at = timezone.now()
    entrant.save(update_fields=["withdrawn_at"])
    current = tournament.rounds.order_by("-number").first()
    if current is None:
        return entrant
    for table in current.tables.filter(result__isnull=True, game__isnull=False):
        if entrant.pk in table.entrants and table.game_id is not None:
            first = table.entrants.index(entrant.pk) * tournament.team_size
            game_services.game_seats_forfeit(
                game_id=table.game_id,
                indices=range(first, first + tournament.team_size),
                reason=game_services.FORFEIT_WITHDRAWN,
            )
    if current.status == RoundStatus.COMPLETE and tournament.auto_advance:
        _auto_advance(tournament, current)  # it may have been the raise the next round waited for
    return entrant


def entrant_seeds_compact(*, tournament: Tournament) -> None:
    """Number the entrants' seeds 0, 1, 2, ... in their order (entries are seeded
    by count, and the bracket reads seeds as positions): after an entry is removed,
    or the admin edited the seeds. Ascending, so no two rows share a seed midway."""
    for index, entrant in enumerate(tournament.entrants.order_by("seed", "id")):
        if entrant.seed != index:
            entrant.seed = index
            entrant.save(update_fields=["seed"])


@transaction.atomic
def tournament_start(*, tournament_id: int, by: Organiser) -> Round:
    """Close entries and start round 1."""
    tournament = _lock_tournament(tournament_id)
    _require_owner(tournament.owner_id, by, "tournament")
    if tournament.status != TournamentStatus.OPEN:
        raise ConflictError("tournament_started", f"The tournament is {tournament.status}: it was started already.")
    count = tournament.entrants.count()
    if count < 2:
        raise ServiceError("too_few_entrants", "A tournament needs at least 2 entrants.")
    if tournament.table_size > 2 and tournament.format != Format.SINGLE_ELIMINATION and count < 3:
        raise ServiceError("too_few_entrants", "Multi-player tables need at least 3 entrants.")
    if tournament.format == Format.SWISS and tournament.rounds_planned is None:
        tournament.rounds_planned = max(1, math.ceil(math.log2(count)))
    tournament.status = TournamentStatus.RUNNING
    tournament.started_at = timezone.now()
    tournament.save()
    return _round_create(tournament, 1)


@transaction.atomic
def tournament_next_round(*, tournament_id: int, by: Organiser) -> Round | None:
    """Start the next round once the current one is complete; None (and the
    tournament finished) when the format has no more rounds."""
    tournament = _lock_tournament(tournament_id)
    _require_owner(tournament.owner_id, by, "tournament")
    if tournament.status != TournamentStatus.RUNNING:
        raise ConflictError("tournament_not_running", f"The tournament is {tournament.status}.")
    current = tournament.rounds.order_by("-number").first()
    if current is not None and current.status != RoundStatus.COMPLETE:
        raise ConflictError("round_in_progress", f"Round {current.number} is not complete yet.")
    return _advance(tournament)


@transaction.atomic
def tournament_close(*, tournament_id: int, by: Organiser) -> Tournament:
    """Finish the tournament now. Its standings are final: unfinished games play
    on as games (their ranks count) but their tables are not recorded."""
    tournament = _lock_tournament(tournament_id)
    _require_owner(tournament.owner_id, by, "tournament")
    if tournament.status == TournamentStatus.FINISHED:
        raise ConflictError("tournament_finished", "The tournament is already finished.")
    _finish(tournament)
    return tournament


@transaction.atomic
def entrant_raise_stat(*, tournament_id: int, player: Player, stat: str) -> Entrant:
    """Frag Deadlands: a table winner raises one fighter stat by 1 before the
    next round (once per win). Stored on the entrant; the ruleset applies it."""
    tournament = _lock_tournament(tournament_id)
    if tournament.ruleset != FRAG_DEADLANDS:
        raise ServiceError("no_stat_raises", "Only Frag Deadlands tournaments raise fighter stats.")
    if stat not in FIGHTER_STATS:
        raise ServiceError("bad_stat", f"stat is one of {list(FIGHTER_STATS)}.")
    entrant = tournament.entrants.filter(players=player).first()
    if entrant is None:
        raise ForbiddenError("not_an_entrant", "You have no entry in this tournament.")
    if entrant.withdrawn_at is not None:
        raise ConflictError("already_withdrawn", f"{entrant.name} has withdrawn: it plays no more rounds.")
    last = tournament.rounds.filter(status=RoundStatus.COMPLETE).order_by("-number").first()
    won = last is not None and any(
        r["entrant"] == entrant.pk and r["placement"] == 1 for t in last.tables.all() for r in (t.result or [])
    )
    if not won or last is None:
        raise ConflictError("no_win_to_spend", "Only the winner of a table in the last round may raise a stat.")
    if any(r["round"] == last.number for r in entrant.stat_raises):
        raise ConflictError("stat_already_raised", f"You already raised a stat for round {last.number}.")
    # "Before the next round": not once it has started (the raise is forfeit), nor after the last.
    if (
        tournament.status != TournamentStatus.RUNNING
        or tournament.rounds.filter(number__gt=last.number).exists()
        or not _more_rounds(tournament)
    ):
        raise ConflictError(
            "raise_window_closed", f"Round {last.number}'s raises were to be made before a next round; none is left."
        )
    entrant.stat_raises = [*entrant.stat_raises, {"round": last.number, "stat": stat}]
    entrant.save(update_fields=["stat_raises"])
    # The raise window: with auto_advance the last winner's raise starts the next round.
    if tournament.auto_advance:
        _auto_advance(tournament, last)
    return entrant


def _finish(tournament: Tournament) -> None:
    tournament.status = TournamentStatus.FINISHED
    tournament.finished_at = timezone.now()
    tournament.save(update_fields=["status", "finished_at"])
    webhook_services.event_emit(event_type=EventType.TOURNAMENT_FINISHED, data=lambda: _finished_event(tournament))


def _tournament_ref(tournament: Tournament) -> dict[str, Any]:
    return {
        "id": tournament.pk,
        "name": tournament.name,
        "ruleset": tournament.ruleset,
        "scenario": tournament.scenario,
        "format": tournament.format,
    }


def _finished_event(tournament: Tournament) -> dict[str, Any]:
    """The tournament.finished webhook's data: the final standings' top rows."""
    names = {e.pk: e.name for e in tournament.entrants.all()}
    rows = selectors.tournament_standings(tournament)
    return {
        "tournament": {**_tournament_ref(tournament), "finished_at": tournament.finished_at},
        "rounds": tournament.rounds.count(),
        "standings": [
            {"rank": r.rank, "entrant": r.entrant, "name": names.get(r.entrant, str(r.entrant)), "points": r.points}
            for r in rows
        ],
    }


def _round_paired_event(tournament: Tournament, round_row: Round) -> dict[str, Any]:
    """The tournament.round_paired webhook's data: each table's game and entrants."""
    names = {e.pk: e.name for e in tournament.entrants.all()}
    return {
        "tournament": _tournament_ref(tournament),
        "round": round_row.number,
        "tables": [
            {
                "index": t.index,
                "game": t.game_id,
                "entrants": [{"id": e, "name": names.get(e, str(e))} for e in t.entrants],
            }
            for t in round_row.tables.order_by("index")
        ],
        "byes": [{"id": e, "name": names.get(e, str(e))} for e in round_row.byes],
    }


def _more_rounds(tournament: Tournament) -> bool:
    """Whether another round follows the last one (precondition: the last round complete)."""
    done = tournament.rounds.count()
    if len(selectors.active_entrant_ids(tournament)) < 2:
        return False  # withdrawals left nobody to play
    if tournament.format == Format.ROUND_ROBIN:
        return done < len(_round_robin_rounds(tournament))
    if tournament.format == Format.SWISS:
        return done < (tournament.rounds_planned or 1)
    return len(selectors.still_in(tournament)) > 1


def _advance(tournament: Tournament) -> Round | None:
    """Precondition: tournament row locked, its last round complete."""
    if not _more_rounds(tournament):
        _finish(tournament)
        return None
    return _round_create(tournament, tournament.rounds.count() + 1)


def _round_create(tournament: Tournament, number: int) -> Round:
    """Pair round ``number`` and create a game per table."""
    try:
        round_pairing = _round_pairing(tournament, number)
    except pairing.PairingError as exc:
        raise ServiceError("cannot_pair", f"Round {number} cannot be seated: {exc}.") from None
    round_row = Round.objects.create(tournament=tournament, number=number, byes=round_pairing.byes)
    rules = get_ruleset(tournament.ruleset)
    entrants = {e.pk: e for e in tournament.entrants.prefetch_related("players")}
    fighters = selectors.entrant_fighters(tournament) if tournament.ruleset == FRAG_DEADLANDS else {}
    paired: list[notices.Outgoing] = []
    for index, table in enumerate(round_pairing.tables):
        game = _create_table_game(
            owner=tournament.owner,
            ruleset=tournament.ruleset,
            scenario=tournament.scenario,
            options=_table_options(tournament, table, fighters),
            team_play=rules.info.scenario(tournament.scenario).teams,
            entries=[(list(entrants[e].players.order_by("id")), entrants[e].bot) for e in table],
            team_size=tournament.team_size,
            turn_seconds=tournament.turn_seconds,
            deadline_policy=tournament.deadline_policy,
        )
        Table.objects.create(round=round_row, index=index, entrants=table, game=game)
        paired.extend(
            notices.notice(
                player.pk,
                "round_paired",
                {"tournament": tournament.pk, "round": number, "table": index, "game": game.pk},
            )
            for entrant in table
            for player in entrants[entrant].players.all()
        )
    publish_on_commit(paired)
    webhook_services.event_emit(
        event_type=EventType.TOURNAMENT_ROUND_PAIRED, data=lambda: _round_paired_event(tournament, round_row)
    )
    if not round_pairing.tables:
        _complete_round(tournament, round_row)
    return round_row


def _table_options(tournament: Tournament, table: Sequence[int], fighters: dict[int, dict[str, Any]]) -> dict[str, Any]:
    """Frag Deadlands: each entrant's grown fighter (its last game's fighter plus the
    stat raised since) is given to the game at creation. Two entrants who grew the
    same fighter cannot both play it at one table: the later seat keeps its stats and
    picks another fighter at the table. Entrants with no game yet choose at the table."""
    if not fighters:
        return tournament.options
    given: list[dict[str, Any] | None] = []
    taken: set[str] = set()
    for entrant in table:
        fighter = fighters.get(entrant)
        if fighter is None:
            given.append(None)
            continue
        entry = {stat: fighter[stat] for stat in FIGHTER_STATS}
        if fighter["fighter"] not in taken:
            entry["fighter"] = fighter["fighter"]
            taken.add(fighter["fighter"])
        given.append(entry)
    if all(entry is None for entry in given):
        return tournament.options
    return {**tournament.options, "fighters": given}


def _round_robin_rounds(tournament: Tournament) -> list[pairing.RoundPairing]:
    """The whole round robin (it depends on the entrants alone): the circle
    method at 2-player tables, rounds of pods until every pair has shared a table."""
    entrant_ids = selectors.entrant_ids(tournament)
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


def _round_pairing(tournament: Tournament, number: int) -> pairing.RoundPairing:
    """The tables and byes of round ``number`` for the tournament's format."""
    rules = get_ruleset(tournament.ruleset)
    if tournament.format == Format.ROUND_ROBIN:
        low, _ = _seat_range(rules, rules.info.scenario(tournament.scenario))
        round_pairing = _without_withdrawn(
            _round_robin_rounds(tournament)[number - 1],
            set(selectors.entrant_ids(tournament)) - set(selectors.active_entrant_ids(tournament)),
            min_size=max(2, math.ceil(low / tournament.team_size)),
        )
    elif tournament.format == Format.SWISS:
        rows = selectors.tournament_standings(tournament)
        had_bye = {e for r in tournament.rounds.all() for e in r.byes}
        active = set(selectors.active_entrant_ids(tournament))
        round_pairing = _pairing_for(
            [r.entrant for r in rows if r.entrant in active],
            selectors.tournament_meetings(tournament),
            had_bye,
            tournament.table_size,
            rules,
            tournament.scenario,
            tournament.team_size,
        )
    else:
        still_in = selectors.still_in(tournament)
        if tournament.table_size == 2:
            if number == 1:
                # The bracket is drawn from the seeds (entry order): still_in is in
                # bracket order already, and drawing from it would draw twice.
                round_pairing = pairing.elimination_first_round(selectors.active_entrant_ids(tournament))
            else:
                round_pairing = pairing.elimination_next_round(still_in)
        else:
            low, high = _seat_range(rules, rules.info.scenario(tournament.scenario))
            per = tournament.team_size
            round_pairing = pairing.elimination_next_round(
                still_in,
                size=tournament.table_size,
                min_size=max(2, math.ceil(low / per)),
                max_size=min(MAX_TABLE, high // per),
            )
    return round_pairing


def _without_withdrawn(
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


def _raises_pending(tournament: Tournament, round_row: Round) -> list[Entrant]:
    """Frag Deadlands: the table winners of ``round_row`` who have not raised a stat yet.
    Bot winners raise Accuracy at once (they have nobody to ask)."""
    if tournament.ruleset != FRAG_DEADLANDS or not _more_rounds(tournament):
        return []  # a raise is spent "before the next round": none after the last
    winners = {r["entrant"] for t in round_row.tables.all() for r in (t.result or []) if r["placement"] == 1}
    waiting = []
    for entrant in tournament.entrants.filter(pk__in=winners, withdrawn_at__isnull=True):
        if any(r["round"] == round_row.number for r in entrant.stat_raises):
            continue
        if entrant.bot:
            entrant.stat_raises = [*entrant.stat_raises, {"round": round_row.number, "stat": "accuracy"}]
            entrant.save(update_fields=["stat_raises"])
            continue
        waiting.append(entrant)
    return waiting


def _auto_advance(tournament: Tournament, round_row: Round) -> None:
    """Start the next round unless a Frag Deadlands table winner still has a raise to
    make (the raise window: the last raise starts the round; the organiser may start
    it by hand at any time, the raises not made then are forfeit)."""
    try:
        with transaction.atomic():
            if _raises_pending(tournament, round_row):
                return
            _advance(tournament)
    except ServiceError as exc:
        # Nobody is waiting on a response here: a round that cannot be seated ends the tournament.
        logger.warning("tournament %s ends after round %s: %s", tournament.pk, round_row.number, exc.detail)
        _finish(tournament)


def _complete_round(tournament: Tournament, round_row: Round) -> None:
    round_row.status = RoundStatus.COMPLETE
    round_row.completed_at = timezone.now()
    round_row.save(update_fields=["status", "completed_at"])
    if tournament.auto_advance:
        _auto_advance(tournament, round_row)
        return
    try:
        _raises_pending(tournament, round_row)  # bot winners raise now, before the organiser pairs
    except ServiceError as exc:
        logger.warning("tournament %s round %s: %s", tournament.pk, round_row.number, exc.detail)


def table_result(table: Table, game: Game, team_size: int) -> list[dict[str, int]]:
    """Each entrant's placement (its best seat's), frags and trophies (its seats' sums).
    An aborted game places everyone at the table last, level."""
    outcome = game.outcome if game.status == GameStatus.FINISHED else None
    if outcome is None:
        last = len(table.entrants)
        return [{"entrant": e, "placement": last, "frags": 0, "trophies": 0} for e in table.entrants]
    results = []
    for position, entrant in enumerate(table.entrants):
        seats = range(position * team_size, (position + 1) * team_size)
        results.append(
            {
                "entrant": entrant,
                "placement": min(outcome["placements"][s] for s in seats),
                "frags": sum(int((outcome.get("frags") or [0] * (s + 1))[s]) for s in seats),
                "trophies": sum(trophy_count((outcome.get("trophies") or [0] * (s + 1))[s]) for s in seats),
            }
        )
    # Placements among the entrants (team seats share one), 1 = best.
    order = sorted({r["placement"] for r in results})
    for r in results:
        r["placement"] = order.index(r["placement"]) + 1
    return results


@transaction.atomic
def tournament_game_over(*, game_id: int) -> bool:
    """Record a finished (or aborted) tournament game's table result, complete
    the round when it was the last table, and (with auto_advance) start the
    next round. Idempotent: a table with a result is left alone. A tournament
    closed meanwhile records nothing: its standings were final at the close."""
    table = Table.objects.select_related("round").filter(game_id=game_id).first()
    if table is None:
        return False
    tournament = _lock_tournament(table.round.tournament_id)
    table.refresh_from_db()
    game = Game.objects.get(pk=game_id)
    if tournament.status != TournamentStatus.RUNNING:
        return False
    if table.result is not None or game.status not in (GameStatus.FINISHED, GameStatus.ABORTED):
        return False
    table.result = table_result(table, game, tournament.team_size)
    table.save(update_fields=["result"])
    round_row = table.round
    if not round_row.tables.filter(result__isnull=True).exists():
        _complete_round(tournament, round_row)
    return True


def tournament_tables_sweep() -> int:
    """Record tables whose game ended but whose result is missing: an aborted
    game (aborting sends no finish signal) or a lost progression task."""
    game_ids = list(
        Table.objects.filter(
            result__isnull=True,
            game__status__in=[GameStatus.FINISHED, GameStatus.ABORTED],
            round__tournament__status=TournamentStatus.RUNNING,
        ).values_list("game_id", flat=True)[:500]
    )
    return sum(tournament_game_over(game_id=g) for g in game_ids if g is not None)


def player_events_leave(*, player: Player, erased_handle: str | None = None) -> None:
    """An account being erased (``players.signals.player_erasing``): its entries in
    tournaments not finished are withdrawn, and it leaves its open leagues, as the
    player asking would (their team mates are told). Entries named after the
    handles of their players (the default name) take ``erased_handle`` for this
    player's, in every tournament, so standings show the new handle."""
    if erased_handle is not None:
        for entrant in Entrant.objects.filter(players=player).prefetch_related("players"):
            handles = {p.handle for p in entrant.players.all()}
            parts = entrant.name.split(" & ")
            if set(parts) == handles:
                entrant.name = " & ".join(erased_handle if part == player.handle else part for part in parts)
                entrant.save(update_fields=["name"])
    who = Organiser(player=player)
    entries = Entrant.objects.filter(
        players=player,
        withdrawn_at__isnull=True,
        tournament__status__in=[TournamentStatus.OPEN, TournamentStatus.RUNNING],
    )
    for tournament_id, entrant_id in entries.values_list("tournament_id", "id"):
        tournament_withdraw(tournament_id=tournament_id, by=who, entrant_id=entrant_id)
    leagues = LeagueMember.objects.filter(player=player, left_at__isnull=True, league__status=LeagueStatus.OPEN)
    for league_id in leagues.values_list("league_id", flat=True):
        league_leave(league_id=league_id, by=who)


def player_events_export(*, player: Player) -> dict[str, list[dict[str, Any]]]:
    """For a player's data export: entries, memberships, and the leagues and tournaments they own."""
    entries = Entrant.objects.filter(players=player).select_related("tournament").order_by("id")
    members = LeagueMember.objects.filter(player=player).select_related("league").order_by("id")
    return {
        "tournament_entries": [
            {
                "tournament": e.tournament_id,
                "tournament_name": e.tournament.name,
                "entrant": e.pk,
                "entrant_name": e.name,
                "seed": e.seed,
                "stat_raises": e.stat_raises,
                "withdrawn_at": e.withdrawn_at,
                "entered_at": e.created_at,
            }
            for e in entries
        ],
        "league_memberships": [
            {"league": m.league_id, "league_name": m.league.name, "joined_at": m.joined_at, "left_at": m.left_at}
            for m in members
        ],
        "events_organised": [
            *(
                {"league": pk, "name": name}
                for pk, name in League.objects.filter(owner=player).values_list("pk", "name")
            ),
            *(
                {"tournament": pk, "name": name}
                for pk, name in Tournament.objects.filter(owner=player).values_list("pk", "name")
            ),
        ],
    }
