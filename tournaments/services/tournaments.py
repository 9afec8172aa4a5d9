"""Writes for tournaments: entries, rounds of tables, withdrawals, the results
of table games, and the finish."""

from __future__ import annotations

import logging
import math
from collections.abc import Sequence
from typing import Any

from django.db import transaction
from django.utils import timezone

from core.bus import publish_on_commit
from core.errors import ConflictError, ForbiddenError, NotFoundError, ServiceError
from games import notices
from games import services as game_services
from games.models import DeadlinePolicy, Game, GameStatus
from ladders.bots import bot_names
from ladders.engine import trophy_count
from ladders.registry import get_ruleset
from players.models import Player
from tournaments import brackets, pairing, selectors
from tournaments.models import (
    Entrant,
    Format,
    GroupFormat,
    PlayoffFormat,
    Round,
    RoundStatus,
    Seeding,
    Stage,
    StayRule,
    Table,
    Tournament,
    TournamentStatus,
)
from tournaments.services import stages as stage_services
from tournaments.services.common import (
    FIGHTER_STATS,
    FRAG_DEADLANDS,
    MAX_TABLE,
    Organiser,
    _check_game_setup,
    _create_table_game,
    _pairing_for,
    _require_owner,
    _seat_range,
    placement_points_clean,
    round_robin_rounds,
    without_withdrawn,
)
from webhooks import services as webhook_services
from webhooks.models import EventType

logger = logging.getLogger(__name__)


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
    stay_rule: str = StayRule.HALF,
    group_count: int = 2,
    group_advance: int = 2,
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
    if stay_rule not in StayRule.values:
        raise ServiceError("bad_stay_rule", f"stay_rule is one of {StayRule.values}.")
    if format == Format.GROUPS_PLAYOFF:
        stage_services.stage_settings_check(table_size=table_size, group_count=group_count, group_advance=group_advance)
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
    grand_final_reset: bool = True,
    stay_rule: str = StayRule.HALF,
    seeding: str = Seeding.ENTRY,
    group_count: int = 2,
    group_format: str = GroupFormat.ROUND_ROBIN,
    group_advance: int = 2,
    playoff_format: str = PlayoffFormat.SINGLE_ELIMINATION,
    stage_auto_start: bool = True,
) -> Tournament:
    """Create a tournament taking entries. ``turn_seconds`` and
    ``deadline_policy`` are the turn clock of every table's game (None: no
    deadline, as before tournaments had one). ``late_entries`` (Swiss only):
    entries are taken while it runs, each paired from the next round.
    Double elimination: ``grand_final_reset`` plays the grand final again when
    the losers' bracket's finalist wins it; ``stay_rule`` says who of a table of
    more than 2 stays in its bracket (``half``: the better half; ``winner``).
    ``seeding``: entry order, or the players' ratings at the start. A group stage
    (``groups_playoff``): ``group_count`` groups playing ``group_format``, the top
    ``group_advance`` of each into a ``playoff_format`` playoff, started when the
    last group game ends (``stage_auto_start``) or by the organiser."""
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
        stay_rule=stay_rule,
        group_count=group_count,
        group_advance=group_advance,
    )
    for value, choices, code in (
        (seeding, Seeding, "bad_seeding"),
        (group_format, GroupFormat, "bad_group_format"),
        (playoff_format, PlayoffFormat, "bad_playoff_format"),
    ):
        if value not in choices.values:
            raise ServiceError(code, f"Choose one of {choices.values}.")
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
        grand_final_reset=grand_final_reset,
        stay_rule=stay_rule,
        seeding=seeding,
        group_count=group_count,
        group_format=group_format,
        group_advance=group_advance,
        playoff_format=playoff_format,
        stage_auto_start=stage_auto_start,
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
    knockout = (Format.SINGLE_ELIMINATION, Format.DOUBLE_ELIMINATION)
    if tournament.table_size > 2 and tournament.format not in knockout and count < 3:
        raise ServiceError("too_few_entrants", "Multi-player tables need at least 3 entrants.")
    if tournament.format == Format.SWISS and tournament.rounds_planned is None:
        tournament.rounds_planned = max(1, math.ceil(math.log2(count)))
    if tournament.format == Format.GROUPS_PLAYOFF:
        stage_services.groups_draw(tournament=tournament)  # seeds by rating first, if asked
    elif tournament.seeding == Seeding.RATING:
        stage_services.seeds_by_rating(tournament=tournament)
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
    if tournament.format == Format.GROUPS_PLAYOFF and not tournament.playoff_seeds:
        return True  # more group rounds, or the playoff
    if selectors.is_double_elimination(tournament):
        return bool(_double_elimination_round(tournament)[0].tables)
    return len(selectors.still_in(tournament)) > 1


def _playoff_due(tournament: Tournament) -> bool:
    """A group stage over, its playoff not started (precondition: the last round complete)."""
    return (
        tournament.format == Format.GROUPS_PLAYOFF
        and not tournament.playoff_seeds
        and stage_services.group_stage_over(tournament)
    )


def _advance(tournament: Tournament) -> Round | None:
    """Precondition: tournament row locked, its last round complete."""
    if _playoff_due(tournament):
        stage_services.playoff_start(tournament=tournament)
    if not _more_rounds(tournament):
        _finish(tournament)
        return None
    return _round_create(tournament, tournament.rounds.count() + 1)


def _round_create(tournament: Tournament, number: int) -> Round:
    """Pair round ``number`` and create a game per table."""
    matches: list[str] = []
    try:
        stage = Stage.NONE
        if tournament.format == Format.GROUPS_PLAYOFF:
            stage = Stage.PLAYOFF if tournament.playoff_seeds else Stage.GROUPS
        if stage == Stage.GROUPS:
            round_pairing = stage_services.group_round_pairing(tournament, number)
        elif selectors.is_double_elimination(tournament):
            round_pairing, matches = _double_elimination_round(tournament)
        else:
            round_pairing = _round_pairing(tournament, number)
    except pairing.PairingError as exc:
        raise ServiceError("cannot_pair", f"Round {number} cannot be seated: {exc}.") from None
    round_row = Round.objects.create(tournament=tournament, number=number, byes=round_pairing.byes, stage=stage)
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
        match = matches[index] if matches else ""
        Table.objects.create(round=round_row, index=index, entrants=table, game=game, match=match)
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
    """The whole round robin (it depends on the entrants alone)."""
    return round_robin_rounds(tournament, selectors.entrant_ids(tournament))


def _round_pairing(tournament: Tournament, number: int) -> pairing.RoundPairing:
    """The tables and byes of round ``number`` for the tournament's format."""
    rules = get_ruleset(tournament.ruleset)
    if tournament.format == Format.ROUND_ROBIN:
        low, _ = _seat_range(rules, rules.info.scenario(tournament.scenario))
        round_pairing = without_withdrawn(
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
            if not tournament.rounds.exclude(stage=Stage.GROUPS).exists():
                # The bracket is drawn from the seeds (entry order): still_in is in
                # bracket order already, and drawing from it would draw twice.
                withdrawn = selectors.withdrawn_entrant_ids(tournament)
                seeded = [e for e in selectors.bracket_seeds(tournament) if e not in withdrawn]
                round_pairing = pairing.elimination_first_round(seeded)
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


def _double_elimination_round(tournament: Tournament) -> tuple[pairing.RoundPairing, list[str]]:
    """The next round of a double elimination (every table of the last one
    recorded): the bracket's matches whose entrants are both known (2 a table),
    or the winners' and the losers' brackets seated in pods; and each table's match id."""
    if tournament.table_size == 2:
        state = selectors.double_elimination(tournament)
        ready = [m for m in state.ready if all(e is not None for e in m.entrants)]
        tables = [[e for e in m.entrants if e is not None] for m in ready]
        return pairing.RoundPairing(tables, []), [m.id for m in ready]
    rules = get_ruleset(tournament.ruleset)
    low, high = _seat_range(rules, rules.info.scenario(tournament.scenario))
    per = tournament.team_size
    made, waiting = brackets.pod_double_elimination_round(
        selectors.bracket_seeds(tournament),
        selectors.pod_tables(tournament),
        selectors.withdrawn_entrant_ids(tournament),
        size=tournament.table_size,
        min_size=max(2, math.ceil(low / per)),
        max_size=min(MAX_TABLE, high // per),
        stay=tournament.stay_rule,
        reset=tournament.grand_final_reset,
    )
    return pairing.RoundPairing([entrants for _, entrants in made], waiting), [match for match, _ in made]


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
            if not tournament.stage_auto_start and _playoff_due(tournament):
                return  # the organiser starts the playoff (POST /tournaments/{id}/rounds/)
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
