"""Writes for quick play: open and cancel tickets, and the matcher pass.

Race-freedom: one matcher at a time per pool, by a transaction-level advisory
lock on the pool (``pg_try_advisory_xact_lock``; a pass skips a pool another
pass holds, which sees every ticket anyway); inside it the pool's searching
tickets are read with ``SELECT ... FOR UPDATE SKIP LOCKED`` and changed in the
same transaction, so no ticket is put in two games. A pass matches
``PASS_WORKERS`` pools at once, each on its own connection, which is the same
as that many passes at once. A cancel locks its ticket (waiting for a matcher
that holds it) and then sees whether it was matched. On SQLite (no row locks)
transactions begin IMMEDIATE, so writers are serialised anyway.
"""

from __future__ import annotations

import dataclasses
import hashlib
import random
import secrets
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from itertools import zip_longest
from typing import Any, NamedTuple

from django.conf import settings
from django.db import IntegrityError, connection, transaction
from django.db.models import Count
from django.utils import timezone

from core import dispatch
from core.bulk import bulk_insert_rows
from core.bus import channel_prefix, publish_on_commit
from core.errors import ConflictError, NotFoundError, ServiceError
from games import notices
from games.models import SeatType
from games.services import SeatedGameSpec, SeatSpec, games_create_seated, refuse_tournament_options
from ladders.bots import LEVELS, bot_names
from ladders.engine import GameConfig, Ruleset, canonical_json
from ladders.registry import get_ruleset
from matchmaking.matching import OpenTicket, Planned, plan_pool
from matchmaking.models import Match, Ticket, TicketStatus
from players.models import Player
from ranks.models import PlayerRank
from ranks.rating import RankState

# Defaults, overridable with settings.MATCHMAKING = {...}.
DEFAULTS: dict[str, Any] = {
    "TICKET_SECONDS": 600,  # a ticket unmatched this long expires
    "WINDOW_BASE": 2.0,  # openskill ordinal points a new ticket reaches
    "WINDOW_PER_SECOND": 0.25,  # and how fast that widens while it waits
    "MATCH_ON_CREATE": True,  # a new ticket's pool is matched at once (after the commit), besides the beat pass
    # Pools a pass matches at once on PostgreSQL, each on its own connection: while one
    # pool's transaction is in the server (COPY, UPDATE, the foreign-key checks at
    # COMMIT), this process deals the next pool's games. 1: one pool after another.
    "PASS_WORKERS": 2,
}

# matchmaking.tasks.match_pool, queued by name (core.dispatch): matchmaking.tasks imports this module.
MATCH_POOL_TASK = "matchmaking.tasks.match_pool"


def mm_setting(name: str) -> Any:
    return {**DEFAULTS, **getattr(settings, "MATCHMAKING", {})}[name]


def match_turn_clock() -> tuple[int | None, str]:
    """The turn clock of matched games: settings.LADDERS ``MATCH_TURN_SECONDS``
    (None or 0: no deadline) and ``MATCH_DEADLINE_POLICY`` (config.settings)."""
    return settings.LADDERS["MATCH_TURN_SECONDS"] or None, settings.LADDERS["MATCH_DEADLINE_POLICY"]


class TicketOpenError(ConflictError):
    """A second open ticket in one ruleset; carries the one already open."""

    def __init__(self, ticket: Ticket) -> None:
        super().__init__(
            "ticket_open",
            f"You already have ticket {ticket.pk} searching in {ticket.ruleset}; "
            "wait for it, or DELETE it before opening another.",
        )
        self.ticket = ticket


class TicketClosedError(ConflictError):
    def __init__(self, ticket: Ticket) -> None:
        where = f" (game {ticket.game_id})" if ticket.game_id else ""
        super().__init__(
            "ticket_closed", f"Ticket {ticket.pk} is already {ticket.status}{where}; it cannot be cancelled."
        )
        self.ticket = ticket


def pool_key(ruleset: str, scenario: str, options: dict[str, Any]) -> str:
    digest = hashlib.sha256(canonical_json(options).encode()).hexdigest()[:16]
    return f"{ruleset}|{scenario}|{digest}"


def player_rating(player_id: int, ruleset: str) -> float:
    """The openskill ordinal (mu - 3 sigma) in the ruleset's scope; a new player's is the default's."""
    row = PlayerRank.objects.filter(player_id=player_id, scope=f"ruleset:{ruleset}").values_list("rating", flat=True)
    found = list(row[:1])
    return float(found[0]) if found else RankState.fresh().rating


@transaction.atomic
def ticket_create(
    *,
    player: Player,
    ruleset_id: str,
    scenario: str | None = None,
    min_seats: int | None = None,
    max_seats: int | None = None,
    options: dict[str, Any] | None = None,
    bots_after: int | None = None,
    bot: str = "normal",
    now: datetime | None = None,
) -> Ticket:
    """Open a quick-play ticket. Refuses (writing nothing) a bad ruleset,
    scenario, seat range, options or bot level, and a second searching ticket
    of the player in this ruleset (TicketOpenError, 409)."""
    now = now or timezone.now()
    rules = get_ruleset(ruleset_id)  # unknown -> 400 unknown_ruleset
    info = rules.info
    scenario_info = info.scenario(scenario or info.scenarios[0].id)  # unknown -> 400 unknown_scenario
    low = scenario_info.min_seats or info.min_seats
    high = scenario_info.max_seats or info.max_seats
    min_seats = low if min_seats is None else min_seats
    max_seats = high if max_seats is None else max_seats
    if not low <= min_seats <= max_seats <= high:
        raise ServiceError(
            "bad_seats",
            f"{info.name} ({scenario_info.id}) seats {low}-{high} players: "
            f"give {low} <= min_seats <= max_seats <= {high}.",
        )
    sizes = [
        n for n in range(min_seats, max_seats + 1) if not scenario_info.teams or rules.team_sizes(scenario_info.id, n)
    ]
    if not sizes:
        raise ServiceError(
            "bad_seats",
            f"{scenario_info.id} is played in teams at none of {min_seats}-{max_seats} seats"
            " (two equal teams need an even count).",
        )
    if bot not in bot_names(ruleset_id):
        raise ServiceError("unknown_bot", f"bot is a level: one of {bot_names(ruleset_id)}.")
    if bots_after is not None and not 0 <= bots_after <= mm_setting("TICKET_SECONDS"):
        raise ServiceError(
            "bad_bots_after", f"bots_after is 0-{mm_setting('TICKET_SECONDS')} seconds (tickets expire after that)."
        )
    teams = _team_layout(rules, scenario_info.id, sizes[0]) if scenario_info.teams else None
    refuse_tournament_options(rules, options, "quick play makes rated games")
    full_options = rules.validate_config(GameConfig(scenario_info.id, sizes[0], dict(options or {}), teams))
    open_ticket = Ticket.objects.select_for_update().filter(
        player=player, ruleset=ruleset_id, status=TicketStatus.SEARCHING
    )
    for existing in open_ticket:
        if existing.expires_at <= now:
            _close(existing, TicketStatus.EXPIRED, now)
        else:
            raise TicketOpenError(existing)
    try:
        with transaction.atomic():
            ticket = Ticket.objects.create(
                player=player,
                ruleset=ruleset_id,
                scenario=scenario_info.id,
                options=full_options,
                pool=pool_key(ruleset_id, scenario_info.id, full_options),
                min_seats=min_seats,
                max_seats=max_seats,
                bots_after=bots_after,
                bot=bot,
                rating=player_rating(player.pk, ruleset_id),
                created_at=now,
                expires_at=now + timedelta(seconds=mm_setting("TICKET_SECONDS")),
            )
    except IntegrityError:
        # Another request opened one in between (the partial unique constraint).
        existing = Ticket.objects.get(player=player, ruleset=ruleset_id, status=TicketStatus.SEARCHING)
        raise TicketOpenError(existing) from None
    if mm_setting("MATCH_ON_CREATE"):
        pool = ticket.pool
        transaction.on_commit(lambda: _enqueue_pool(pool))
    return ticket


def _enqueue_pool(pool: str) -> None:
    dispatch.enqueue(MATCH_POOL_TASK, pool)


@transaction.atomic
def ticket_cancel(*, ticket_id: int, player: Player, now: datetime | None = None) -> Ticket:
    """Cancel the player's searching ticket. Cancelling a cancelled ticket
    again returns it unchanged (safe to repeat); a matched or expired one is
    TicketClosedError (409). Waits for a matcher holding the ticket's lock."""
    ticket = Ticket.objects.select_for_update().filter(pk=ticket_id, player=player).first()
    if ticket is None:
        raise NotFoundError("ticket_not_found", f"You have no ticket {ticket_id}.")
    if ticket.status == TicketStatus.CANCELLED:
        return ticket
    if ticket.status != TicketStatus.SEARCHING:
        raise TicketClosedError(ticket)
    _close(ticket, TicketStatus.CANCELLED, now or timezone.now())
    return ticket


def player_tickets_cancel(*, player: Player) -> None:
    """An account being erased (``players.signals.player_erasing``): its searching tickets are cancelled."""
    for ticket_id in Ticket.objects.filter(player=player, status=TicketStatus.SEARCHING).values_list("pk", flat=True):
        ticket_cancel(ticket_id=ticket_id, player=player)


def _close(ticket: Ticket, status: str, now: datetime) -> None:
    ticket.status = status
    ticket.closed_at = now
    ticket.save(update_fields=["status", "closed_at"])


# --------------------------------------------------------------------------
# The matcher


@dataclass(slots=True)
class PassResult:
    pools: int = 0
    seen: int = 0
    matched: int = 0
    expired: int = 0
    games: list[int] = field(default_factory=list)


def matchmaking_pass(*, now: datetime | None = None, pools: list[str] | None = None) -> PassResult:
    """One matcher pass over every pool with searching tickets (or the given
    ones), one transaction per pool. Safe to run on several workers at once.

    On PostgreSQL, outside a transaction, ``PASS_WORKERS`` pools are matched at
    once, each on its own connection (a thread beside this one): the server's
    part of one pool (storing the rows, the foreign-key checks at COMMIT) then
    overlaps this process's part of the next (planning, dealing, encoding).
    That is the same as that many passes running at once, which the per-pool
    advisory lock and SKIP LOCKED already make safe."""
    now = now or timezone.now()
    if pools is None:
        pools = sorted(set(Ticket.objects.filter(status=TicketStatus.SEARCHING).values_list("pool", flat=True)))
    workers = min(int(mm_setting("PASS_WORKERS")), len(pools))
    if workers < 2 or connection.vendor != "postgresql" or connection.in_atomic_block:
        # Inside a transaction (a test's, a caller's) another connection would not see
        # its rows; SQLite has one writer at a time anyway.
        result = PassResult()
        for pool in pools:
            pool_match(pool=pool, now=now, result=result)
        return result
    return _pools_in_parallel(pools, now, workers)


def _pools_in_parallel(pools: list[str], now: datetime, workers: int) -> PassResult:
    """Match ``pools`` with ``workers`` threads (this one among them), each taking the
    next pool as it finishes one; the results are summed in pool order."""
    results: dict[str, PassResult] = {}
    # Largest pools first, so that no thread is left with a large one at the end.
    sizes = dict(
        Ticket.objects.filter(status=TicketStatus.SEARCHING, pool__in=pools)
        .values("pool")
        .annotate(n=Count("id"))
        .values_list("pool", "n")
    )
    queue = iter(sorted(pools, key=lambda pool: -sizes.get(pool, 0)))
    taking = threading.Lock()

    def work() -> None:
        while True:
            with taking:
                pool = next(queue, None)
            if pool is None:
                return
            results[pool] = pool_match(pool=pool, now=now)

    def work_on_own_connection() -> None:
        try:
            work()
        finally:
            connection.close()  # this thread's own connection (Django's are per thread)

    with ThreadPoolExecutor(max_workers=workers - 1, thread_name_prefix="matcher") as executor:
        helpers = [executor.submit(work_on_own_connection) for _ in range(workers - 1)]
        try:
            work()
        finally:
            errors = [future.exception() for future in helpers]
    for error in errors:
        if error is not None:
            raise error
    result = PassResult()
    for pool in pools:
        part = results.get(pool)
        if part is None:
            continue
        result.pools += part.pools
        result.seen += part.seen
        result.matched += part.matched
        result.expired += part.expired
        result.games.extend(part.games)
    return result


class _Locked(NamedTuple):
    """The columns of a locked searching ticket that a pass reads (no model
    instances: a pass over 10,000 tickets would spend longer building them)."""

    id: int
    player_id: int
    rating: float
    min_seats: int
    max_seats: int
    bots_after: int | None
    bot: str
    created: float  # POSIX seconds
    expires: float


# One matcher at a time per pool (PostgreSQL advisory lock, two-key form: this
# namespace and the pool's hash). Row locks alone let two concurrent passes
# each lock part of a pool and strand a ticket whose partner the other holds.
MATCHER_LOCK_NAMESPACE = 0x4D4D


def _pool_lock(pool: str) -> bool:
    """Take this transaction's lock on ``pool``; False if another matcher holds it.
    Other databases serialise writers anyway (SQLite: one at a time)."""
    if connection.vendor != "postgresql":
        return True
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_try_advisory_xact_lock(%s, hashtext(%s))", [MATCHER_LOCK_NAMESPACE, pool])
        locked: bool = cursor.fetchone()[0]
    return locked


def _lock_searching(pool: str) -> list[_Locked]:
    """The pool's searching tickets, oldest first, locked (skipping rows another
    transaction holds). On PostgreSQL the times come as POSIX seconds computed by the
    server: parsing 20,000 timestamps costs a large pass more than the query."""
    if connection.vendor != "postgresql":
        return [
            _Locked(*row[:-2], row[-2].timestamp(), row[-1].timestamp())
            for row in Ticket.objects.select_for_update(skip_locked=True)
            .filter(status=TicketStatus.SEARCHING, pool=pool)
            .order_by("created_at", "id")
            .values_list(
                "id", "player_id", "rating", "min_seats", "max_seats", "bots_after", "bot", "created_at", "expires_at"
            )
        ]
    table = connection.ops.quote_name(Ticket._meta.db_table)
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT id, player_id, rating, min_seats, max_seats, bots_after, bot,"
            " EXTRACT(EPOCH FROM created_at)::float8, EXTRACT(EPOCH FROM expires_at)::float8"
            f" FROM {table} WHERE status = %s AND pool = %s ORDER BY created_at, id FOR UPDATE SKIP LOCKED",
            [TicketStatus.SEARCHING.value, pool],
        )
        return [_Locked(*row) for row in cursor.fetchall()]


@transaction.atomic
def pool_match(*, pool: str, now: datetime, result: PassResult | None = None) -> PassResult:
    """Match one pool: lock its searching tickets (skipping rows another
    matcher holds), expire the stale ones, plan the games and create them
    with every matched player seated."""
    result = result or PassResult()
    if not _pool_lock(pool):
        return result  # another matcher holds this pool: it sees every ticket we would
    result.pools += 1
    rows = _lock_searching(pool)
    result.seen += len(rows)
    epoch = now.timestamp()
    stale = [t.id for t in rows if t.expires <= epoch]
    if stale:
        Ticket.objects.filter(pk__in=stale).update(status=TicketStatus.EXPIRED, closed_at=now)
        result.expired += len(stale)
    live = {t.id: t for t in rows if t.expires > epoch}
    if not live:
        return result
    # Every ticket of a pool has the same ruleset, scenario and options (the pool key).
    ruleset, scenario, options = Ticket.objects.values_list("ruleset", "scenario", "options").get(pk=next(iter(live)))
    rules = get_ruleset(ruleset)
    teams = rules.info.scenario(scenario).teams
    tickets = [
        OpenTicket(
            id=t.id,
            player_id=t.player_id,
            rating=t.rating,
            min_seats=t.min_seats,
            max_seats=t.max_seats,
            created=t.created - epoch,
            bots_after=None if t.bots_after is None else float(t.bots_after),
            bot=t.bot,
        )
        for t in live.values()
    ]
    plans = plan_pool(
        tickets,
        0.0,
        team_sizes=(lambda n: rules.team_sizes(scenario, n)) if teams else None,
        base=mm_setting("WINDOW_BASE"),
        per_second=mm_setting("WINDOW_PER_SECOND"),
    )
    groups = [[live[t.id] for t in plan.tickets] for plan in plans]
    # Seat orders from a generator seeded from the OS once per pool: SystemRandom reads
    # the OS for every draw, tens of thousands of reads in a large pass.
    seat_order = random.Random(secrets.randbits(256))
    # Every matched game gets the quick-play turn clock, so an absent player cannot stall it.
    turn_seconds, deadline_policy = match_turn_clock()
    games = games_create_seated(
        specs=[
            SeatedGameSpec(
                ruleset,
                scenario,
                options,
                _seat_specs(plan, members, seat_order),
                turn_seconds=turn_seconds,
                deadline_policy=deadline_policy,
            )
            for plan, members in zip(plans, groups, strict=True)
        ]
    )
    matched: list[tuple[int, int]] = []
    match_rows: list[tuple[Any, ...]] = []
    for plan, members, game_id in zip(plans, groups, games, strict=True):
        waits = [round(epoch - t.created, 6) for t in members]  # timestamps hold microseconds
        matched.extend((ticket.id, game_id) for ticket in members)
        ratings = plan.ratings
        match_rows.append(
            (
                game_id,
                ruleset,
                scenario,
                len(members),
                plan.bots,
                max(ratings) - min(ratings),
                max(waits),
                sum(waits) / len(waits),
                now,
            )
        )
    result.games.extend(games)
    _tickets_matched(matched, now)
    bulk_insert_rows(Match, MATCH_COLUMNS, match_rows, with_ids=False)
    result.matched += len(matched)
    prefix = channel_prefix()
    publish_on_commit(
        [
            notices.notice(
                ticket.player_id,
                "matched",
                {"ticket": ticket.id, "game": game_id, "ruleset": ruleset, "scenario": scenario},
                prefix,
            )
            for members, game_id in zip(groups, games, strict=True)
            for ticket in members
        ]
    )
    return result


MATCH_COLUMNS = (
    "game_id",
    "ruleset",
    "scenario",
    "humans",
    "bots",
    "rating_spread",
    "longest_wait_seconds",
    "mean_wait_seconds",
    "created_at",
)


def _tickets_matched(matched: list[tuple[int, int]], now: datetime) -> None:
    """Mark the tickets matched, each to its game (``(ticket id, game id)`` pairs), in one
    UPDATE joined to the pairs (``bulk_update`` would build a CASE of one branch per
    ticket, which costs Django more than the whole rest of a large pass)."""
    if not matched:
        return
    table = connection.ops.quote_name(Ticket._meta.db_table)
    closed = connection.ops.adapt_datetimefield_value(now)
    with connection.cursor() as cursor:
        if connection.vendor == "postgresql":
            # Two array parameters, however many tickets.
            cursor.execute(
                f"UPDATE {table} SET status = %s, closed_at = %s, game_id = matched.game"
                " FROM unnest(%s::bigint[], %s::bigint[]) AS matched (ticket, game)"
                f" WHERE {table}.id = matched.ticket",
                [TicketStatus.MATCHED.value, closed, [t for t, _ in matched], [g for _, g in matched]],
            )
            return
        for start in range(0, len(matched), 400):  # SQLite: at most 999 parameters a statement
            batch = matched[start : start + 400]
            rows = ", ".join(["(%s, %s)"] * len(batch))
            cursor.execute(
                f"UPDATE {table} SET status = %s, closed_at = %s, game_id = matched.column2"
                f" FROM (VALUES {rows}) AS matched WHERE {table}.id = matched.column1",
                [TicketStatus.MATCHED.value, closed, *[value for pair in batch for value in pair]],
            )


def _seat_specs(plan: Planned, members: list[_Locked], seat_order: random.Random) -> list[SeatSpec]:
    """Seats in a random order (who sits first moves first); a team game
    alternates the teams around the table (the larger team's extra seats last)."""
    humans = [SeatSpec(SeatType.HUMAN, player_id=t.player_id) for t in members]
    bots = [SeatSpec(SeatType.AI, bot=plan.bot) for _ in range(plan.bots)]
    seats = [*humans, *bots]
    shuffle = seat_order.shuffle
    if plan.teams is None:
        shuffle(seats)
        return seats
    sides: list[list[SeatSpec]] = [[], []]
    for spec, team in zip(seats, plan.teams, strict=True):
        sides[team].append(dataclasses.replace(spec, team=team))
    for side in sides:
        shuffle(side)
    return [spec for pair in zip_longest(sides[0], sides[1]) for spec in pair if spec is not None]


def _team_layout(rules: Ruleset, scenario_id: str, seats: int) -> tuple[int, ...]:
    """A team per seat in the shape the scenario takes at ``seats`` (team 0's seats first)."""
    sizes = rules.team_sizes(scenario_id, seats)
    assert sizes is not None  # only playable sizes are asked
    return tuple(team for team, size in enumerate(sizes) for _ in range(size))


BOT_LEVELS = [*LEVELS, "random"]
