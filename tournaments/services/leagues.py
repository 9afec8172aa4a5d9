"""Writes for leagues: members, seasons, pairings (with ``auto_pair``, by themselves)."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

from django.db import transaction
from django.db.models import Exists, OuterRef
from django.utils import timezone

from core.bus import publish_on_commit
from core.errors import ConflictError, ForbiddenError, NotFoundError, ServiceError
from games import notices
from games import services as game_services
from games.models import DeadlinePolicy, GameStatus, Seat
from ladders.engine import Ruleset, Scenario
from ladders.registry import get_ruleset
from players.models import Player
from tournaments import pairing, selectors
from tournaments.models import (
    League,
    LeagueGame,
    LeagueMember,
    LeagueStatus,
    Season,
)
from tournaments.services import divisions as division_services
from tournaments.services.common import (
    LEAGUE_BYE_POINTS,
    MAX_PAIRINGS_PER_SEASON,
    MAX_TABLE,
    Organiser,
    _check_game_setup,
    _create_table_game,
    _pairing_for,
    _require_owner,
    _seat_range,
    placement_points_clean,
)
from webhooks import services as webhook_services
from webhooks.models import EventType

logger = logging.getLogger(__name__)


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
    tiers: int = 1,
    promote: int = 1,
    relegate: int = 1,
) -> tuple[str, dict[str, Any]]:
    """Validate a league's game settings (the API and the admin form both call
    this); returns the scenario id and the full options. Raises ServiceError
    (or the engine's InvalidConfig) with a code."""
    game_services.turn_clock_check(turn_seconds=turn_seconds, deadline_policy=deadline_policy)
    if pairings_per_season is not None and not 1 <= pairings_per_season <= MAX_PAIRINGS_PER_SEASON:
        raise ServiceError("bad_pairings_per_season", f"pairings_per_season is 1 to {MAX_PAIRINGS_PER_SEASON}.")
    if not 2 <= table_size <= MAX_TABLE:
        raise ServiceError("bad_table_size", f"table_size is 2 to {MAX_TABLE} players.")
    rules, scenario_info, full_options = _check_game_setup(ruleset, scenario, options, table_size, 1)
    if scenario_info.teams:
        raise ServiceError("league_team_scenario", "Leagues seat single players; run team scenarios as tournaments.")
    if max_members is not None and max_members < table_size:
        raise ServiceError("bad_max_members", f"max_members must allow one full table ({table_size}).")
    division_services.divisions_settings_check(
        tiers=tiers,
        promote=promote,
        relegate=relegate,
        max_members=max_members,
        fewest=_fewest_at_a_table(rules, scenario_info),
    )
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
    tiers: int = 1,
    promote: int = 1,
    relegate: int = 1,
) -> League:
    """Create a league and its first season. ``turn_seconds`` and
    ``deadline_policy`` are the turn clock of every game it pairs (None: no
    deadline, as before leagues had one). With ``auto_pair`` the members are
    paired again whenever a pairing's games are all over, up to
    ``pairings_per_season`` pairings a season (None: no limit). With ``tiers``
    above 1 the league has divisions: each tier paired within itself, the top
    ``promote`` of each going up and the bottom ``relegate`` down at a season's
    end; the members at the first pairing are dealt into the tiers in join
    order, later members enter the lowest."""
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
        tiers=tiers,
        promote=promote,
        relegate=relegate,
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
        tiers=tiers,
        promote=promote,
        relegate=relegate,
    )
    league_first_season_ensure(league=league)
    return league


def league_first_season_ensure(*, league: League) -> None:
    """A league plays in seasons from its creation: give it season 1 if it has
    none (``league_create`` does; the admin's add form writes the league row
    alone, and pairing a league without a season fails ``no_current_season``)."""
    if not league.seasons.exists():
        Season.objects.create(league=league, number=1)


def _fewest_at_a_table(rules: Ruleset, scenario: Scenario) -> int:
    """The fewest members a league game seats: the scenario's fewest seats, 2 at least."""
    return max(2, _seat_range(rules, scenario)[0])


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
    else:
        member = LeagueMember.objects.create(league=league, player=player)
    division_services.member_enter(league=league, member=member)
    return member


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
    rules = get_ruleset(league.ruleset)
    fewest = _fewest_at_a_table(rules, rules.info.scenario(league.scenario))
    if league.tiers > 1 and not division_services.tiers_drawn(league):
        division_services.tiers_draw(league=league, season=season, fewest=fewest)
        members = list(league.members.filter(left_at__isnull=True).select_related("player"))
    active = {m.player_id for m in members}
    rows = selectors.season_standings(season)
    ranked = [r.entrant for r in rows if r.entrant in active]  # who left is paired no more
    ranked += [m.player_id for m in members if m.player_id not in ranked]
    met = selectors.season_meetings(season)
    had_bye = {p for byes in season.byes for p in byes}
    if league.tiers > 1:
        # Each tier paired within itself. A tier smaller than a table plays at one
        # short table when the scenario seats that many; fewer than that wait (byes).
        tier_of = {m.player_id: m.tier for m in members}
        tables: list[list[int]] = []
        byes: list[int] = []
        for tier in range(1, league.tiers + 1):
            within = [p for p in ranked if tier_of[p] == tier]
            if len(within) < fewest:
                byes.extend(within)
                continue
            if len(within) < league.table_size:
                tables.append(within)
                continue
            made_tier = _pairing_for(within, met, had_bye, league.table_size, rules, league.scenario)
            tables.extend(made_tier.tables)
            byes.extend(made_tier.byes)
        if not tables:
            raise ServiceError("too_few_members", f"No tier has the {fewest} members a game seats.")
        round_pairing = pairing.RoundPairing(tables, byes)
    else:
        round_pairing = _pairing_for(ranked, met, had_bye, league.table_size, rules, league.scenario)
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
    """End the current season and start the next (its ratings start fresh).
    With divisions, the top ``promote`` of each tier go up and the bottom
    ``relegate`` go down (each member's history of tiers is kept)."""
    league = _lock_league(league_id)
    _require_owner(league.owner_id, by, "league")
    if league.status != LeagueStatus.OPEN:
        raise ConflictError("league_closed", "This league is closed.")
    current = _current_season(league)
    _require_season_settled(current)
    current.is_current = False
    current.ended_at = timezone.now()
    current.save(update_fields=["is_current", "ended_at"])
    season = Season.objects.create(league=league, number=current.number + 1)
    division_services.season_moves_apply(league=league, ended=current, season=season)
    webhook_services.event_emit(
        event_type=EventType.LEAGUE_SEASON_STARTED, data=lambda: division_services.season_event(league, season)
    )
    return season


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
