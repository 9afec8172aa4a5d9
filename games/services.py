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
"""

from __future__ import annotations

import functools
import hashlib
import logging
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any, TypeVar

from django.conf import settings
from django.db import connection, models, transaction
from django.utils import timezone

from config import dispatch, rows
from config.bulk import bulk_insert_rows
from config.bus import channel_prefix, publish_on_commit
from config.errors import ConflictError, ForbiddenError, NotFoundError, ServiceError, UnprocessableError
from config.rows import model_from_row
from games import fairness, notices
from games.models import MAX_TURN_SECONDS, Action, ActionReason, DeadlinePolicy, Game, GameStatus, Seat, SeatType
from games.signals import game_finished
from ladders.bots import bot_names, find_bot, make_bot
from ladders.engine import (
    Event,
    GameConfig,
    InvalidConfig,
    Outcome,
    Ruleset,
    State,
    canonical_json,
    placements_from_keys,
    splitmix64,
    state_hash,
)
from ladders.registry import get_ruleset
from players.models import Player
from webhooks import services as webhook_services
from webhooks.models import EventType, Webhook

logger = logging.getLogger(__name__)
# games.tasks.play_ai_turns, queued by name (config.dispatch): games.tasks imports this module.
PLAY_AI_TURNS_TASK = "games.tasks.play_ai_turns"
_M = TypeVar("_M", bound=models.Model)

SEED_BITS = fairness.SEED_BITS
# Actions a bot plays for a seat whose deadline passed before giving up (a turn
# is never this long; the bound only guards against a ruleset bug).
MAX_ACTIONS_FOR_EXPIRED_TURN = 500
# A bot whose decision is bounded by this many seconds (the random bot) chooses
# while holding the row lock: one locked read instead of a read, then a lock.
# Slower bots think unlocked and apply only if the version has not moved.
THINK_UNDER_LOCK_SECONDS = 0.05

# The ``why`` of a ``seat_forfeited`` note, kept on the seat (Seat.forfeit_reason).
FORFEIT_RESIGNED = "resigned"
FORFEIT_DEADLINE = "turn deadline passed"
FORFEIT_WITHDRAWN = "withdrawn from the tournament"
FORFEIT_LEFT_LEAGUE = "left the league"
FORFEIT_ACCOUNT_ERASED = "account erased"
# The Game columns a turn writes; a finishing turn writes FINISH_FIELDS too.
TURN_FIELDS = ("version", "state", "to_act", "choices_since", "ai_due_at", "updated_at")
FINISH_FIELDS = ("status", "outcome", "finished_at", "final_state_hash")


@dataclass(frozen=True, slots=True)
class SeatSpec:
    type: str
    bot: str = ""
    team: int | None = None
    # A human seat created already taken (matchmaking seats its players without a join step),
    # by a Player or, for callers that read ids only (the matcher), by the player's id.
    player: Player | None = None
    player_id: int | None = None
    # A human seat left free for this player alone to take (an invitation).
    reserved_for: Player | None = None

    @property
    def seated_id(self) -> int | None:
        """The id of the player this seat is created for, if any."""
        return self.player.pk if self.player is not None else self.player_id


@dataclass(frozen=True, slots=True)
class SubmitResult:
    game: Game
    action: Action
    seat: int
    replayed: bool


# --------------------------------------------------------------------------
# Turn clocks


def turn_clock_check(*, turn_seconds: int | None, deadline_policy: str) -> None:
    """Validate a turn clock (a game's, or the one a league, tournament or the
    matcher gives its games): ``turn_seconds`` None (no deadline) or 1 second
    to 30 days, ``deadline_policy`` one of DeadlinePolicy. Raises ServiceError."""
    if turn_seconds is not None and (
        not isinstance(turn_seconds, int) or isinstance(turn_seconds, bool) or not 1 <= turn_seconds <= MAX_TURN_SECONDS
    ):
        raise ServiceError(
            "bad_turn_seconds", f"turn_seconds is 1 to {MAX_TURN_SECONDS} seconds (30 days), or null for no deadline."
        )
    if deadline_policy not in DeadlinePolicy.values:
        raise ServiceError("bad_deadline_policy", f"deadline_policy is one of {DeadlinePolicy.values}.")


def turn_deadline(now: datetime, turn_seconds: int) -> datetime:
    """When a human seat that falls due at ``now`` must have acted."""
    return now + timedelta(seconds=turn_seconds)


# --------------------------------------------------------------------------
# Creating and joining


def refuse_tournament_options(rules: Ruleset, options: Mapping[str, Any] | None, why: str) -> None:
    """400 ``tournament_option`` when ``options`` name one of the ruleset's tournament options
    (Frag Deadlands' ``fighters``, stats up to 9 each): the service sets them on tournament
    tables alone, or a creator could hand their own seat an edge in a rated game."""
    named = sorted(o for o in rules.info.tournament_options if (options or {}).get(o) is not None)
    if named:
        raise ServiceError(
            "tournament_option", f"options.{named[0]} is set by tournaments (entrants' grown fighters): {why}."
        )


@transaction.atomic
def game_create(
    *,
    creator: Player | None,
    ruleset_id: str,
    seats: Sequence[SeatSpec],
    scenario: str | None = None,
    options: dict[str, Any] | None = None,
    seed: int | None = None,
    turn_seconds: int | None = None,
    deadline_policy: str = DeadlinePolicy.RANDOM,
    random_teams: bool = False,
    tournament_table: bool = False,
) -> Game:
    """Create a game. Human seats stay open until joined, unless their spec
    names a player (seated at once); a game with no open human seat starts at once.
    ``random_teams`` draws the teams (the scenario's shape: equal teams, one sniper)
    from the game's committed seed instead of taking them from the seats.
    ``tournament_table``: a tournament's table game, whose options the service wrote,
    may carry the ruleset's tournament options (entrants' grown fighters)."""
    rules = get_ruleset(ruleset_id)
    scenario_id = scenario or rules.info.scenarios[0].id
    if not seats:
        raise ServiceError("no_seats", "Give at least one seat.")
    for index, spec in enumerate(seats):
        if spec.type == SeatType.AI:
            if spec.bot not in bot_names(ruleset_id):
                known = bot_names(ruleset_id)
                if not spec.bot:
                    raise ServiceError("unknown_bot", f"Seat {index} is an AI seat: name its bot, one of {known}.")
                raise ServiceError("unknown_bot", f"Seat {index}: unknown bot {spec.bot!r}; choose one of {known}.")
        elif spec.type == SeatType.HUMAN:
            if spec.bot:
                raise ServiceError("bot_on_human_seat", f"Seat {index} is human: it takes no bot.")
        else:
            raise ServiceError("bad_seat_type", f"Seat {index}: type must be 'human' or 'ai'.")
    seated = [spec.seated_id for spec in seats if spec.seated_id is not None]
    if any(spec.seated_id is not None and spec.type != SeatType.HUMAN for spec in seats):
        raise ServiceError("player_on_ai_seat", "Only a human seat can be given a player.")
    if len(set(seated)) != len(seated):
        raise ServiceError("player_seated_twice", "A player takes at most one seat in a game.")
    _reservations_check(seats)
    team_values = [spec.team for spec in seats]
    if any(t is not None for t in team_values) and any(t is None for t in team_values):
        raise ServiceError("bad_teams", "Give every seat a team, or none.")
    teams = None if team_values[0] is None else tuple(int(t) for t in team_values if t is not None)
    server_seed, salt = fairness.new_server_seed()
    practice = seed is not None
    if seed is None:
        # Provisional: the seats' client seeds are mixed in when the game starts.
        seed = fairness.mixed_seed(server_seed, salt, [""] * len(seats))
    elif not 0 <= seed < 2**SEED_BITS:
        raise ServiceError("bad_seed", f"A seed is an integer from 0 to 2**{SEED_BITS}-1.")
    else:
        server_seed = seed  # a practice game: the creator's seed, not mixed
    if not practice and not tournament_table:
        refuse_tournament_options(
            rules, options, "a rated game cannot take it from its creator; give a seed to play it as a practice game"
        )
    turn_clock_check(turn_seconds=turn_seconds, deadline_policy=deadline_policy)
    if random_teams:
        if teams is not None:
            raise ServiceError("bad_teams", 'Give each seat a team, or "teams": "random", not both.')
        teams = rules.random_teams(scenario_id, len(seats), seed)  # InvalidConfig: 400
        if teams is None:
            raise ServiceError("teams_not_allowed", f"Scenario {scenario_id!r} is not a team scenario.")
        seats = [replace(spec, team=team) for spec, team in zip(seats, teams, strict=True)]
    config = GameConfig(scenario_id, len(seats), dict(options or {}), teams)
    try:
        full_options = rules.validate_config(config)
    except InvalidConfig as refused:
        if refused.code == "teams_required":  # the engine knows no HTTP: name the API's other way
            raise ServiceError(
                "teams_required", f'{refused.message} Or send "teams": "random" to have them drawn.'
            ) from None
        raise
    state = rules.setup(GameConfig(scenario_id, len(seats), full_options, teams), seed)
    game = Game.objects.create(
        ruleset=ruleset_id,
        scenario=scenario_id,
        options=full_options,
        teams=None if teams is None else list(teams),
        seed=seed,
        server_seed=server_seed,
        seed_salt=salt,
        seed_sha256=fairness.commitment(server_seed, salt),
        practice=practice,
        rules_version=rules.info.rules_version,
        state=state,
        created_by=creator,
        turn_seconds=turn_seconds,
        deadline_policy=deadline_policy,
    )
    now = timezone.now()
    Seat.objects.bulk_create(
        Seat(
            game=game,
            index=i,
            type=spec.type,
            bot=spec.bot,
            team=spec.team,
            player_id=spec.seated_id,
            reserved_for=spec.reserved_for,
            joined_at=now if spec.seated_id is not None else None,
        )
        for i, spec in enumerate(seats)
    )
    if not any(spec.type == SeatType.HUMAN and spec.seated_id is None for spec in seats):
        publish_on_commit(_game_start(game, rules, list(game.seats.all())))
        game.save()
    elif any(spec.reserved_for is not None for spec in seats):
        _invite(game, list(game.seats.all()), creator.handle if creator is not None else None)
    return game


def _invite(game: Game, seats: list[Seat], by: str | None) -> None:
    """Tell each player a free seat is held for: on their stream (invited) and their game.invited webhooks."""
    invitations = notices.invitations(game, seats, by)
    _personal_webhooks(EventType.GAME_INVITED, invitations)
    publish_on_commit([notices.notice(p, "invited", data) for p, data in invitations])


def _personal_webhooks(
    event_type: EventType, entries: Sequence[tuple[int, dict[str, Any]]], seats: Sequence[Seat] = ()
) -> None:
    """The personal webhooks (turn.due, game.invited) of the players these notices
    are for: one query, made only for players who may have one. Seats read by the
    turn's lock query say whether their player has an active personal webhook
    (``personal_webhooks``), so most turns make none."""
    known = {s.player_id: s.personal_webhooks for s in seats if hasattr(s, "personal_webhooks")}
    by_owner: dict[int, list[dict[str, Any]]] = {}
    for owner, data in entries:
        if known.get(owner, True):
            by_owner.setdefault(owner, []).append(data)
    if not by_owner:
        return
    webhook_services.event_emit_personal(event_type=event_type, data_by_owner=by_owner)


def _reservations_check(seats: Sequence[SeatSpec]) -> None:
    """A reservation holds a free human seat for one player, who has no other seat
    or reservation in the game. Raises ServiceError."""
    reserved: set[int] = set()
    seated = {spec.seated_id for spec in seats if spec.seated_id is not None}
    for index, spec in enumerate(seats):
        if spec.reserved_for is None:
            continue
        if spec.type != SeatType.HUMAN:
            raise ServiceError("reserved_ai_seat", f"Seat {index} is an AI seat: only a human seat can be reserved.")
        if spec.seated_id is not None:
            raise ServiceError("reserved_seat_taken", f"Seat {index} is given a player: it needs no reservation.")
        who = spec.reserved_for.pk
        if who in reserved or who in seated:
            raise ServiceError(
                "player_seated_twice", f"{spec.reserved_for.handle} is given two seats: a player takes at most one."
            )
        reserved.add(who)


@dataclass(frozen=True, slots=True)
class SeatedGameSpec:
    ruleset_id: str
    scenario: str
    options: dict[str, Any]
    seats: Sequence[SeatSpec]  # every human seat names its player
    # The turn clock, as game_create's (None: no deadline).
    turn_seconds: int | None = None
    deadline_policy: str = DeadlinePolicy.RANDOM


@transaction.atomic
def games_create_seated(*, specs: Sequence[SeatedGameSpec]) -> list[int]:
    """Create many games whose human seats are all taken (matchmaking), in
    bulk: one COPY of the games and one of their seats on PostgreSQL
    (config.bulk), whatever the count; returns the games' ids in order.
    Each game is dealt and started as its row is written, as game_create and
    _game_start would start it (no client seeds yet: the seats are new), so
    no row is written twice; dealing while the COPY streams lets PostgreSQL
    store the rows sent while the next games are dealt. Rows are plain values,
    not model instances (building those cost more than the COPY). The seats,
    options and turn clocks are checked before anything is written; a game
    with a clock is written with its human seats to act already on it
    (``deadline_at``), as _game_start would start them."""
    now = timezone.now()
    configs: list[tuple[Ruleset, GameConfig]] = []
    # Options are checked once per distinct configuration (a matcher pass makes
    # thousands of games from a few), then each game is dealt from its own seed.
    checked: dict[tuple[str, str, int, tuple[int, ...] | None, str], dict[str, Any]] = {}
    for spec in specs:
        rules = get_ruleset(spec.ruleset_id)
        if any(s.type == SeatType.HUMAN and s.seated_id is None for s in spec.seats):
            raise ServiceError("open_seat", "games_create_seated seats every human seat; use game_create.")
        if any(s.type == SeatType.AI and s.bot not in bot_names(spec.ruleset_id) for s in spec.seats):
            raise ServiceError("unknown_bot", f"Unknown bot; choose one of {bot_names(spec.ruleset_id)}.")
        if any(s.type != SeatType.HUMAN and s.seated_id is not None for s in spec.seats):
            raise ServiceError("player_on_ai_seat", "Only a human seat can be given a player.")
        players = [s.seated_id for s in spec.seats if s.seated_id is not None]
        if len(set(players)) != len(players):
            raise ServiceError("player_seated_twice", "A player takes at most one seat in a game.")
        turn_clock_check(turn_seconds=spec.turn_seconds, deadline_policy=spec.deadline_policy)
        team_values = [s.team for s in spec.seats]
        teams = None if team_values[0] is None else tuple(int(t) for t in team_values if t is not None)
        count = len(spec.seats)
        key = (spec.ruleset_id, spec.scenario, count, teams, canonical_json(spec.options))
        full_options = checked.get(key)
        if full_options is None:
            full_options = checked[key] = rules.validate_config(
                GameConfig(spec.scenario, count, dict(spec.options), teams)
            )
        configs.append((rules, GameConfig(spec.scenario, count, full_options, teams)))
    # Filled in as the rows are dealt: each game's seats to act, and whether a bot is due.
    to_acts: list[list[int]] = []
    due: list[bool] = []
    # Each game's first deadline, as _refresh_turn sets it when a game starts (one moment for the batch).
    deadlines = [None if spec.turn_seconds is None else turn_deadline(now, spec.turn_seconds) for spec in specs]

    def dealt_rows() -> Iterator[tuple[Any, ...]]:
        for spec, (rules, config) in zip(specs, configs, strict=True):
            server_seed, salt = fairness.new_server_seed()
            # What _game_start mixes: the server seed, its salt and the seats' (still empty) client seeds.
            seed = fairness.mixed_seed(server_seed, salt, [""] * config.seats)
            options = dict(config.options)
            state = rules.setup(GameConfig(config.scenario, config.seats, options, config.teams), seed, checked=True)
            to_act = rules.to_act(state)
            since = choices_since(rules, state, to_act, 0)
            # Bots to act are due now; human seats to act get their deadline in the seats' rows.
            bots_due = any(spec.seats[i].type == SeatType.AI for i in to_act)
            to_acts.append(to_act)
            due.append(bots_due)
            yield (
                spec.ruleset_id,
                spec.scenario,
                config.options,
                None if config.teams is None else list(config.teams),
                seed,
                server_seed,
                salt,
                fairness.commitment(server_seed, salt),
                state,
                GameStatus.ACTIVE.value,
                now,
                to_act,
                since,
                now if bots_due else None,
                spec.turn_seconds,
                spec.deadline_policy,
            )

    game_ids = bulk_insert_rows(
        Game,
        (
            "ruleset",
            "scenario",
            "options",
            "teams",
            "seed",
            "server_seed",
            "seed_salt",
            "seed_sha256",
            "state",
            "status",
            "started_at",
            "to_act",
            "choices_since",
            "ai_due_at",
            "turn_seconds",
            "deadline_policy",
        ),
        dealt_rows(),
        count=len(specs),
    )
    bulk_insert_rows(
        Seat,
        ("game_id", "index", "type", "bot", "team", "player_id", "joined_at", "deadline_at"),
        [
            (
                game_id,
                i,
                str(s.type),
                s.bot,
                s.team,
                s.seated_id,
                None if s.seated_id is None else now,
                deadline if s.type == SeatType.HUMAN and i in to_act else None,
            )
            for game_id, spec, to_act, deadline in zip(game_ids, specs, to_acts, deadlines, strict=True)
            for i, s in enumerate(spec.seats)
        ],
        with_ids=False,
    )
    for game_id, bots_due in zip(game_ids, due, strict=True):
        if bots_due:
            transaction.on_commit(functools.partial(_enqueue_ai, game_id, 0))
    # notices.game_started and your_turn, from the values (a new game is at version 0).
    messages: list[notices.Outgoing] = []
    turns: list[tuple[int, dict[str, Any]]] = []
    prefix = channel_prefix()
    for game_id, spec, to_act, deadline in zip(game_ids, specs, to_acts, deadlines, strict=True):
        for i, s in enumerate(spec.seats):
            player_id = s.seated_id
            if player_id is None:
                continue
            messages.append(
                notices.notice(
                    player_id, "game_started", notices.started_data(game_id, i, spec.ruleset_id, spec.scenario), prefix
                )
            )
            if i in to_act and s.type == SeatType.HUMAN:
                turns.append((player_id, notices.turn_data(game_id, 0, i, spec.ruleset_id, deadline)))
                messages.append(notices.notice(player_id, "your_turn", turns[-1][1], prefix))
    _personal_webhooks(EventType.TURN_DUE, turns)
    publish_on_commit(messages)
    return game_ids


@transaction.atomic
def game_join(*, game_id: int, player: Player, seat_index: int | None = None, client_seed: str = "") -> Game:
    """Take a free human seat: when ``seat_index`` is None, the one reserved for the
    player if any, else the lowest free one reserved for nobody.
    ``client_seed`` is the player's entropy, mixed into the game's seed when it
    starts (games.fairness). The game starts when its last human seat is taken."""
    game = _lock_game(game_id)
    if game.status != GameStatus.WAITING:
        raise ConflictError("game_not_open", f"Game {game.pk} is {game.status}: it takes no more players.")
    seats = list(game.seats.all())
    if any(s.player_id == player.pk for s in seats):
        raise ConflictError("already_seated", "You already have a seat in this game.")
    free = [s for s in seats if s.type == SeatType.HUMAN and s.player_id is None]
    # The free seats this player may take: the one reserved for them, and the unreserved.
    open_to_them = [s for s in free if s.reserved_for_id in (None, player.pk)]
    if seat_index is None:
        if not open_to_them:
            reserved = " (the others are reserved)" if free else ""
            raise ConflictError("no_free_seat", f"Every human seat is taken{reserved}.")
        seat = next((s for s in open_to_them if s.reserved_for_id == player.pk), open_to_them[0])
    else:
        match = [s for s in seats if s.index == seat_index]
        if not match:
            raise ServiceError("no_such_seat", f"Seat {seat_index} does not exist; seats are 0-{len(seats) - 1}.")
        seat = match[0]
        if seat.type != SeatType.HUMAN:
            raise ConflictError("seat_not_human", f"Seat {seat_index} is an AI seat.")
        if seat.player_id is not None:
            taken = [s.index for s in open_to_them]
            raise ConflictError("seat_taken", f"Seat {seat_index} is taken; seats free to you: {taken}.")
        if seat.reserved_for_id not in (None, player.pk):
            raise ForbiddenError("seat_reserved", f"Seat {seat_index} is reserved for another player.")
        mine = next((s for s in free if s.reserved_for_id == player.pk), None)
        if mine is not None and mine.pk != seat.pk:
            # Else the seat held for them would stay empty, and the game never start.
            raise ConflictError("seat_reserved_for_you", f"Seat {mine.index} is reserved for you: take that one.")
    seat.player = player
    seat.joined_at = timezone.now()
    seat.client_seed = client_seed
    seat.save(update_fields=["player", "joined_at", "client_seed"])
    if len(free) == 1 and free[0].pk == seat.pk:
        publish_on_commit(_game_start(game, get_ruleset(game.ruleset), seats))
        game.save()
    return game


@transaction.atomic
def game_reserve(*, game_id: int, by: Player, seat_index: int, player: Player | None) -> Game:
    """The creator of a waiting game holds a free human seat for ``player`` (an
    invitation: they are told), hands it to another, or opens it to anyone (None)."""
    game = _lock_game(game_id)
    if game.created_by_id != by.pk:
        raise ForbiddenError("not_game_owner", "Only the game's creator reserves its seats.")
    if game.status != GameStatus.WAITING:
        raise ConflictError("game_not_open", f"Game {game.pk} is {game.status}: its seats are settled.")
    seats = list(game.seats.all())
    seat = next((s for s in seats if s.index == seat_index), None)
    if seat is None:
        raise ServiceError("no_such_seat", f"Seat {seat_index} does not exist; seats are 0-{len(seats) - 1}.")
    if seat.type != SeatType.HUMAN:
        raise ConflictError("seat_not_human", f"Seat {seat_index} is an AI seat.")
    if seat.player_id is not None:
        raise ConflictError("seat_taken", f"Seat {seat_index} is taken.")
    if player is not None and any(s.pk != seat.pk and player.pk in (s.player_id, s.reserved_for_id) for s in seats):
        raise ConflictError("player_seated_twice", f"{player.handle} already has a seat, or one held, in this game.")
    if seat.reserved_for_id == (player.pk if player is not None else None):
        return game
    seat.reserved_for = player
    seat.save(update_fields=["reserved_for"])
    if player is not None and player.pk != by.pk:
        _invite(game, [seat], by.handle)
    return game


def _rematch_invitee(seat: Seat) -> Player | None:
    """Who a rematch holds this seat of the finished game for: the player who had a
    human seat, unless their account is erased (held for it, the game could never
    start; the seat is open to anyone instead)."""
    if seat.type != SeatType.HUMAN or seat.player is None or seat.player.deleted_at is not None:
        return None
    return seat.player


@transaction.atomic
def game_rematch(*, game_id: int, player: Player) -> tuple[Game, bool]:
    """The same game again, for a player who had a seat in a finished one: the same
    ruleset, scenario, options, teams and turn clock, the same bots in the same seats,
    the caller in their seat and every other human seat reserved for the player who
    held it (each is told: ``invited``). The first call creates it (True); a later
    one, by any of the players, returns it (False) and seats the caller in the seat
    held for them while it is still waiting; once that game is aborted, the next call
    makes a new one. A fresh seed: a provably fair game."""
    old = _lock_game(game_id)
    seats = list(old.seats.select_related("player"))
    mine = next((s for s in seats if s.player_id == player.pk), None)
    if mine is None:
        raise ForbiddenError("not_seated", "You had no seat in this game: only its players ask for a rematch.")
    if old.status != GameStatus.FINISHED:
        raise ConflictError("game_not_finished", f"Game {old.pk} is {old.status}: a rematch follows a finished game.")
    if old.practice:
        raise ConflictError(
            "practice_game", "A practice game has no rematch: create another practice game with the seed you want."
        )
    linked = Game.objects.filter(pk=old.rematch_id).first() if old.rematch_id is not None else None
    # An aborted rematch (its creator gave up waiting) makes way for a new one.
    if linked is not None and linked.status != GameStatus.ABORTED:
        held = linked.seats.filter(reserved_for=player, player__isnull=True).exists()
        if linked.status == GameStatus.WAITING and held:
            linked = game_join(game_id=linked.pk, player=player)
        return linked, False
    specs = [
        SeatSpec(
            seat.type,
            seat.bot,
            seat.team,
            player=player if seat.pk == mine.pk else None,
            reserved_for=_rematch_invitee(seat) if seat.pk != mine.pk else None,
        )
        for seat in seats
    ]
    game = game_create(
        creator=player,
        ruleset_id=old.ruleset,
        scenario=old.scenario,
        seats=specs,
        # A tournament table's grown fighters stay in the tournament: the rematch's seats choose afresh.
        options={k: v for k, v in old.options.items() if k not in get_ruleset(old.ruleset).info.tournament_options},
        turn_seconds=old.turn_seconds,
        deadline_policy=old.deadline_policy,
    )
    old.rematch = game
    old.save(update_fields=["rematch"])
    return game, True


@transaction.atomic
def game_abort(*, game_id: int, by: Player, is_staff: bool = False) -> Game:
    """Abort a game that has not finished; only its creator or staff may. A creator
    who plays in a rated game that has started resigns instead: aborting a game
    one is losing would dodge its rating (an organiser seated in no game of the
    event may still abort a stuck one)."""
    game = _lock_game(game_id)
    if not is_staff and game.created_by_id != by.pk:
        raise ForbiddenError("not_game_owner", "Only the game's creator or staff may abort it.")
    if game.status in (GameStatus.FINISHED, GameStatus.ABORTED):
        raise ConflictError("game_over", f"Game {game.pk} is already {game.status}.")
    if (
        not is_staff
        and game.status == GameStatus.ACTIVE
        and not game.practice
        and game.seats.filter(player=by).exists()
    ):
        raise ConflictError(
            "game_started",
            "The game has started and you play in it: resign your seat instead (POST .../resign/). "
            "A rated game in progress is aborted only by staff, or by a creator who has no seat in it.",
        )
    game.status = GameStatus.ABORTED
    game.finished_at = timezone.now()
    game.to_act = []
    game.choices_since = {}
    game.ai_due_at = None
    game.save()
    game.seats.update(deadline_at=None)
    publish_on_commit([notices.game_ended(game), *notices.game_finished(game, game.seats.all())])
    return game


@transaction.atomic
def game_leave(*, game_id: int, player: Player) -> Game:
    """Give up one's seat in a game that has not started: the seat is free again for
    anyone to join, and the player's client seed leaves with them."""
    game = _lock_game(game_id)
    seat = game.seats.filter(player=player).first()
    if seat is None:
        raise ForbiddenError("not_seated", "You have no seat in this game.")
    if game.status == GameStatus.ACTIVE:
        raise ConflictError("game_started", "The game has started: resign your seat instead (POST .../resign/).")
    if game.status != GameStatus.WAITING:
        raise ConflictError("game_over", f"The game is {game.status}; there is no seat to leave.")
    seat.player = None
    seat.joined_at = None
    seat.client_seed = ""
    seat.save(update_fields=["player", "joined_at", "client_seed"])
    return game


@transaction.atomic
def game_resign(*, game_id: int, player: Player) -> Game:
    """Give up one's seat in an active game. The seat is forfeited now, as a seat whose
    turn deadline passed under the ``forfeit`` policy: the random bot plays its turns
    from here on and it places below every seat that played on. The game goes on for
    the others without waiting on it; the log notes the resignation at the bot's first
    action for the seat (``seat_forfeited``, why ``resigned``)."""
    game, seats = _lock_game_with_seats(game_id)
    seat = next((s for s in seats if s.player_id == player.pk), None)
    if seat is None:
        raise ForbiddenError("not_seated", "You have no seat in this game.")
    if game.status == GameStatus.WAITING:
        raise ConflictError("game_not_started", "The game has not started: leave your seat instead (POST .../leave/).")
    if game.status != GameStatus.ACTIVE:
        raise ConflictError("game_over", f"The game is {game.status}; there is nothing to resign.")
    if seat.forfeited_at is not None:
        raise ConflictError("seat_forfeited", "Your seat is already forfeited; the random bot plays it.")
    _seats_forfeit(game, seats, [seat], FORFEIT_RESIGNED)
    return game


@transaction.atomic
def game_seats_forfeit(*, game_id: int, indices: Sequence[int], reason: str) -> list[int]:
    """Forfeit these seats of an active game (a tournament entrant withdrawn, a
    league member gone), human or AI: each is played by the random bot from now
    on and places below every seat that played on; ``reason`` is the ``why`` of
    its ``seat_forfeited`` note. Seats already forfeited, and games not active,
    are left alone; returns the indices forfeited now."""
    game, seats = _lock_game_with_seats(game_id)
    if game.status != GameStatus.ACTIVE:
        return []
    chosen = [s for s in seats if s.index in set(indices) and s.forfeited_at is None]
    _seats_forfeit(game, seats, chosen, reason)
    return [s.index for s in chosen]


def _seats_forfeit(game: Game, seats: list[Seat], chosen: Sequence[Seat], reason: str) -> None:
    """Precondition: the game row is locked and active, and ``chosen`` are among
    ``seats``, its seats as read with the lock. A forfeit changes seats, not the
    version: the bots' loop sees it by its count of forfeited seats."""
    if not chosen:
        return
    now = timezone.now()
    if _forfeit_and_maybe_end(game, seats, chosen, reason, now):
        return
    if any(seat.index in game.to_act for seat in chosen):
        # Its turn is the bots' now: hand it to them as a move that makes a bot due does.
        game.ai_due_at = game.ai_due_at or now
        game.save(update_fields=["ai_due_at"])
        game_id, version = game.pk, game.version
        transaction.on_commit(lambda: _enqueue_ai(game_id, version))


def _forfeit_and_maybe_end(game: Game, seats: list[Seat], chosen: Sequence[Seat], reason: str, now: datetime) -> bool:
    """Mark ``chosen`` (among ``seats``) forfeited for ``reason``, all at ``now``, and end
    the game if that leaves at most one side; returns whether it ended."""
    for seat in chosen:
        seat.forfeited_at = now
        seat.forfeit_reason = reason
        seat.deadline_at = None
    Seat.objects.bulk_update(chosen, ["forfeited_at", "forfeit_reason", "deadline_at"])
    return _end_if_one_side_or_none_left(game, seats)


def _side(seat: Seat) -> tuple[str, int]:
    """Who wins or loses together: a team, or a seat in a free-for-all."""
    return ("team", seat.team) if seat.team is not None else ("seat", seat.index)


def _end_if_one_side_or_none_left(game: Game, seats: list[Seat]) -> bool:
    """Finish the game now if at most one side has not forfeited: nobody is left to
    play against (the random bot would play the gone sides' turns to an end fixed
    already). The side left, if any, wins (``conceded``); the sides that forfeited
    follow, the last to go placed highest, a team with its last seat. When every
    side has gone (late together on a turn clock: ``abandoned``), those that went
    last share first place, so no absent player wins by the random bot's dice.
    Frags and trophies are the ruleset's tallies so far. No log entry: the state
    is the last action's, so the game still replays and verifies from its seed and log.

    Precondition: the row is locked and active, ``seats`` all its seats, as read
    with the lock and with their forfeits set. Returns whether it finished."""
    standing = {_side(s) for s in seats if s.forfeited_at is None}
    if len(standing) > 1 or len({_side(s) for s in seats}) < 2:
        return False
    gone_at: dict[tuple[str, int], datetime] = {}
    for seat in seats:
        if seat.forfeited_at is not None:
            side = _side(seat)
            gone_at[side] = max(gone_at.get(side, seat.forfeited_at), seat.forfeited_at)
    ordered = sorted(seats, key=lambda s: s.index)
    keys = [(1, 0.0) if s.forfeited_at is None else (0, gone_at[_side(s)].timestamp()) for s in ordered]
    frags, trophies = get_ruleset(game.ruleset).tallies(game.state)
    teams = [s.team for s in ordered]
    placements = placements_from_keys(keys)
    outcome = Outcome(
        placements=placements,
        winners=[s.index for s in ordered if placements[s.index] == 1],
        score=[0.0] * len(ordered),
        frags=frags,
        trophies=trophies,
        teams=None if None in teams else [int(t) for t in teams if t is not None],
        details={
            "end_reason": "conceded" if standing else "abandoned",
            "forfeits": [
                {"seat": s.index, "why": s.forfeit_reason or FORFEIT_RESIGNED} for s in ordered if s.forfeited_at
            ],
        },
    )
    _game_finish(game, seats, outcome)
    rows.update(game, [*TURN_FIELDS, *FINISH_FIELDS])
    publish_on_commit([notices.game_ended(game), *notices.game_finished(game, seats)])
    return True


def player_games_release(*, player: Player) -> None:
    """An account being erased (``players.signals.player_erasing``): its seats in
    games not started are freed (as leaving does), its seats in active games
    forfeited (why ``account erased``), and the seats held for it opened to anyone."""
    waiting = Seat.objects.filter(player=player, game__status=GameStatus.WAITING)
    for game_id in waiting.values_list("game_id", flat=True):
        game_leave(game_id=game_id, player=player)
    active = Seat.objects.filter(player=player, game__status=GameStatus.ACTIVE, forfeited_at__isnull=True)
    for game_id, index in active.values_list("game_id", "index"):
        game_seats_forfeit(game_id=game_id, indices=[index], reason=FORFEIT_ACCOUNT_ERASED)
    Seat.objects.filter(reserved_for=player, player__isnull=True, game__status=GameStatus.WAITING).update(
        reserved_for=None
    )


def player_games_export(*, player: Player) -> list[dict[str, Any]]:
    """For a player's data export: one entry per seat they have had."""
    posted = dict(
        Action.objects.filter(player=player)
        .values("game_id")
        .annotate(n=models.Count("id"))
        .values_list("game_id", "n")
    )
    seats = Seat.objects.filter(player=player).select_related("game").order_by("game_id")
    out = []
    for seat in seats:
        game = seat.game
        placements = (game.outcome or {}).get("placements") or []
        out.append(
            {
                "game": game.pk,
                "ruleset": game.ruleset,
                "scenario": game.scenario,
                "status": game.status,
                "practice": game.practice,
                "seat": seat.index,
                "team": seat.team,
                "joined_at": seat.joined_at,
                "forfeited_at": seat.forfeited_at,
                "created_at": game.created_at,
                "finished_at": game.finished_at,
                "placement": placements[seat.index] if seat.index < len(placements) else None,
                "actions_posted": posted.get(game.pk, 0),
            }
        )
    return out


# --------------------------------------------------------------------------
# Playing


def request_fingerprint(action: Any, expected_version: int, seat: int | None) -> str:
    body = {"action": action, "expected_version": expected_version, "seat": seat}
    return hashlib.sha256(canonical_json(body).encode()).hexdigest()


@transaction.atomic
def action_submit(
    *,
    game_id: int,
    player: Player,
    action: Any,
    expected_version: int,
    idempotency_key: str | None = None,
    seat: int | None = None,
) -> SubmitResult:
    """Apply a player's action. A repeat of an idempotency key returns the first
    result and writes nothing; the same key with another body is 422."""
    game, seats = _lock_game_with_seats(game_id)
    fingerprint = request_fingerprint(action, expected_version, seat)
    if idempotency_key:
        earlier = rows.select_one(Action, game_id=game.pk, player_id=player.pk, idempotency_key=idempotency_key)
        if earlier is not None:
            if earlier.request_fingerprint != fingerprint:
                raise UnprocessableError(
                    "idempotency_key_reused",
                    "This Idempotency-Key was used with a different request; use a new key for a new action.",
                )
            return SubmitResult(game, earlier, earlier.seat, replayed=True)
    my_seat = next((s for s in seats if s.player_id == player.pk), None)
    if my_seat is None:
        raise ForbiddenError("not_seated", "You have no seat in this game; join it first.")
    if seat is not None and seat != my_seat.index:
        raise ForbiddenError("not_your_seat", f"Seat {seat} is not yours; you hold seat {my_seat.index}.")
    if game.status == GameStatus.WAITING:
        raise ConflictError("game_not_started", "The game starts when every human seat is taken.")
    if game.status != GameStatus.ACTIVE:
        raise ConflictError("game_over", f"The game is {game.status}; no more actions are accepted.")
    if my_seat.forfeited_at is not None:
        raise ForbiddenError(
            "seat_forfeited", "Your seat is forfeited (you resigned, or its turn deadline passed); a bot plays it."
        )
    if expected_version != game.version and not _choices_unchanged_since(game, my_seat.index, expected_version):
        raise ConflictError(
            "stale_version",
            f"expected_version is {expected_version} but the game is at version {game.version}; "
            "fetch the game and choose again.",
        )
    record = _apply_and_record(
        game,
        seats,
        get_ruleset(game.ruleset),
        my_seat.index,
        action,
        reason=ActionReason.PLAYER,
        player=player,
        idempotency_key=idempotency_key or None,
        fingerprint=fingerprint,
    )
    return SubmitResult(game, record, my_seat.index, replayed=False)


def ai_action_play(*, game_id: int, expected_version: int) -> bool:
    """Play one action for a bot-driven seat that is to act at ``expected_version``.

    A slow bot (an MCTS move takes seconds) thinks without holding the lock;
    the move is then applied only if the game is still at that version, so a
    duplicated or retried task never plays twice. A bot that decides within
    ``THINK_UNDER_LOCK_SECONDS`` chooses under the lock. Returns whether it played.
    """
    return ai_turns_play(game_id=game_id, version=expected_version, max_actions=1) == 1


def ai_turns_play(*, game_id: int, version: int, max_actions: int) -> int:
    """Play bot actions one transaction each while bots are to act, from
    ``version``, at most ``max_actions``; returns how many were played.

    The game and its seats are read once, with the first lock; each later
    action locks the row again and checks that the version is the one this
    loop wrote, so the copy in memory is still the database's, and that no
    seat resigned meanwhile (a resignation changes a seat, not the version),
    else it reads the seats again."""
    played = 0
    loaded: tuple[Game, list[Seat]] | None = None
    while played < max_actions:
        expected = version + played
        if loaded is not None and _due_bot(*loaded, expected) is None:
            break  # the last action handed the turn to a human (or ended the game)
        with transaction.atomic():
            if loaded is None:
                loaded = _locked_game_with_seats(game_id)
                if loaded is None:
                    break
            elif (loaded := _relock_at_version(game_id, expected, loaded)) is None:
                break
            game, seats = loaded
            due = _due_bot(game, seats, expected)
            if due is None:
                break
            seat, bot_name = due
            if find_bot(game.ruleset, bot_name).think_seconds <= THINK_UNDER_LOCK_SECONDS:
                _ai_record(game, seats, seat, *_ai_choose(game, seat, bot_name))
                played += 1
                continue
        # A slow bot thinks with the lock released, then applies its move only
        # if nobody else moved the game meanwhile.
        rules, chosen = _ai_choose(game, seat, bot_name)
        with transaction.atomic():
            if (loaded := _relock_at_version(game_id, expected, loaded)) is None:
                break
            game, seats = loaded
            _ai_record(game, seats, next(s for s in seats if s.index == seat.index), rules, chosen)
        played += 1
    return played


def _due_bot(game: Game, seats: list[Seat], expected_version: int) -> tuple[Seat, str] | None:
    """The first bot-driven seat in ``to_act`` order and the bot that plays it,
    if the game is active at ``expected_version`` and a bot is due."""
    if game.status != GameStatus.ACTIVE or game.version != expected_version:
        return None
    by_index = {s.index: s for s in seats}
    seat = next((by_index[i] for i in game.to_act if by_index[i].is_automated), None)
    if seat is None:
        return None
    # A forfeited seat is the random bot's, an AI seat's too (its entrant withdrew).
    return seat, seat.bot if seat.type == SeatType.AI and seat.forfeited_at is None else "random"


def _ai_choose(game: Game, seat: Seat, bot_name: str) -> tuple[Ruleset, Any]:
    rules = get_ruleset(game.ruleset)
    bot_seed = splitmix64(game.seed ^ splitmix64(game.version * 64 + seat.index))
    return rules, make_bot(game.ruleset, bot_name).choose(rules, game.state, seat.index, bot_seed)


def _ai_record(game: Game, seats: list[Seat], seat: Seat, rules: Ruleset, chosen: Any) -> None:
    """Precondition: the row is locked and the game is at the version the bot saw."""
    reason = ActionReason.FORFEIT if seat.forfeited_at is not None else ActionReason.AI
    notes: list[Event] = []
    if reason == ActionReason.FORFEIT and not Action.objects.filter(game=game, seat=seat.index, reason=reason).exists():
        # The seat's first forfeit action: a seat forfeited at its deadline had that one
        # played by the deadline sweep, with its own note, so this one carries the note.
        why = seat.forfeit_reason or FORFEIT_RESIGNED
        notes.append(Event("seat_forfeited", {"seat": seat.index, "why": why}))
    _apply_and_record(game, seats, rules, seat.index, chosen, reason=reason, service_events=notes, enqueue_ai=False)


def ai_turns_sweep(*, now: datetime | None = None) -> list[tuple[int, int]]:
    """Re-enqueue bot turns that have been due too long (a lost task). Returns (game, version) pairs."""
    now = now or timezone.now()
    cutoff = now - timedelta(seconds=settings.LADDERS["AI_SWEEP_AFTER_SECONDS"])
    due = list(Game.objects.filter(status=GameStatus.ACTIVE, ai_due_at__lte=cutoff).values_list("pk", "version")[:500])
    for game_id, version in due:
        # Move the clock on so a slow worker is not flooded with duplicates.
        Game.objects.filter(pk=game_id, version=version).update(ai_due_at=now)
        _enqueue_ai(game_id, version)
    return due


def turn_deadlines_enforce(*, now: datetime | None = None) -> int:
    """Play or forfeit the turns of human seats whose deadline has passed, as each
    game's ``deadline_policy`` says; returns how many seats were handled. A game's
    late seats are handled together: under ``forfeit`` all of them forfeit at
    once, so when every side is late none of them wins by the others' concession."""
    now = now or timezone.now()
    expired: dict[int, set[int]] = {}
    for game_id, index in Seat.objects.filter(deadline_at__lte=now, game__status=GameStatus.ACTIVE).values_list(
        "game_id", "index"
    ):
        expired.setdefault(game_id, set()).add(index)
    handled = 0
    for game_id, indices in sorted(expired.items()):
        with transaction.atomic():
            # Seats read after the lock (not in its statement): a deadline may
            # have moved while this sweep waited for the row.
            game = _lock_game(game_id)
            seats = list(game.seats.order_by("index"))
            if game.status != GameStatus.ACTIVE:
                continue
            late = [s for s in seats if s.index in indices and _is_late(s, now) and s.index in game.to_act]
            if not late:
                continue
            forfeit = game.deadline_policy == DeadlinePolicy.FORFEIT
            if forfeit and _forfeit_and_maybe_end(game, seats, late, FORFEIT_DEADLINE, now):
                handled += len(late)
                continue
            rules = get_ruleset(game.ruleset)
            bot = make_bot(game.ruleset, "random")
            for seat in late:
                # An earlier late seat's play may have moved this one's turn on.
                if game.status != GameStatus.ACTIVE or seat.index not in game.to_act:
                    continue
                if not forfeit and not _is_late(seat, now):
                    continue
                index = seat.index
                if forfeit:
                    reason = ActionReason.FORFEIT
                    note = Event("seat_forfeited", {"seat": index, "why": FORFEIT_DEADLINE})
                else:
                    reason = ActionReason.DEADLINE
                    note = Event("turn_deadline_passed", {"seat": index, "why": "played by the random bot"})
                for step in range(MAX_ACTIONS_FOR_EXPIRED_TURN):
                    if game.status != GameStatus.ACTIVE or index not in game.to_act:
                        break
                    chosen = bot.choose(rules, game.state, index, splitmix64(game.seed ^ (game.version << 8) ^ index))
                    _apply_and_record(
                        game, seats, rules, index, chosen, reason=reason, service_events=[note] if step == 0 else []
                    )
                handled += 1
    return handled


def _is_late(seat: Seat, now: datetime) -> bool:
    return seat.deadline_at is not None and seat.deadline_at <= now


# --------------------------------------------------------------------------
# Internals (call with the game row locked)


def _lock_game(game_id: int) -> Game:
    game = Game.objects.select_for_update().filter(pk=game_id).first()
    if game is None:
        raise NotFoundError("game_not_found", f"There is no game {game_id}.")
    return game


def _lock_game_with_seats(game_id: int) -> tuple[Game, list[Seat]]:
    loaded = _locked_game_with_seats(game_id)
    if loaded is None:
        raise NotFoundError("game_not_found", f"There is no game {game_id}.")
    return loaded


def _locked_game_with_seats(game_id: int) -> tuple[Game, list[Seat]] | None:
    """Lock the game row and read it with its seats, in one query: the seats
    joined to their game, locking the game row only (``FOR UPDATE OF``; SQLite
    serialises writers at BEGIN instead). Every game has a seat, so no row
    means no game.

    The turn's hottest read, so its SQL is built once from the models'
    metadata and its rows become models through each field's own database
    converters, as the ORM would: compiling this join through a QuerySet on
    every turn cost twice the CPU of the query itself (docs/performance.md).

    If this statement waited for the lock, what committed meanwhile is in the
    game row (PostgreSQL re-reads a row it locks) but not in the seats. The
    callers use the seats only once the game is active at the version they
    expect, and every write that changes an active game's seats also moves its
    version (a move, a forfeit) or its status (an abort); the join that starts
    a game is the one write that leaves version 0, and a turn can race it only
    by being posted before the game had started (docs/performance.md). A
    resignation changes a seat alone; the bots' loop, which keeps its seats
    across actions, re-reads them when the count of forfeited seats changed
    (``_relock_at_version``)."""
    with connection.cursor() as cursor:
        cursor.execute(_seats_with_game_sql(connection.vendor), [game_id])
        found = cursor.fetchall()
    if not found:
        return None
    split = len(Seat._meta.concrete_fields)
    game = model_from_row(Game, found[0][split:-1])
    seats = [model_from_row(Seat, row[:split]) for row in found]
    for seat, row in zip(seats, found, strict=True):
        seat.game = game
        seat.personal_webhooks = bool(row[-1])
    return game, seats


@functools.cache
def _seats_with_game_sql(vendor: str) -> str:
    """SELECT every column of a game's seats (by index) and of the game, locking
    the game row; ``vendor`` keys the cache."""
    qn = connection.ops.quote_name
    seat, game = qn(Seat._meta.db_table), qn(Game._meta.db_table)
    columns = [f"{seat}.{qn(f.column)}" for f in Seat._meta.concrete_fields]
    columns += [f"{game}.{qn(f.column)}" for f in Game._meta.concrete_fields]
    # Last: whether the seat's player has an active personal webhook (turn.due), so a
    # turn passing to them looks their webhooks up only then (webhook_personal_owner).
    hook = qn(Webhook._meta.db_table)
    columns.append(
        f"EXISTS (SELECT 1 FROM {hook} WHERE {hook}.{qn(Webhook._meta.get_field('owner').column)}"
        f" = {seat}.{qn(Seat._meta.get_field('player').column)}"
        f" AND {hook}.{qn(Webhook._meta.get_field('personal').column)}"
        f" AND {hook}.{qn(Webhook._meta.get_field('active').column)})"
    )
    game_id = f"{seat}.{qn(Seat._meta.get_field('game').column)}"
    sql = (
        f"SELECT {', '.join(columns)} FROM {seat} INNER JOIN {game} ON {game_id} = {game}.{qn(Game._meta.pk.column)}"
        f" WHERE {game_id} = %s ORDER BY {seat}.{qn(Seat._meta.get_field('index').column)}"
    )
    if connection.features.has_select_for_update:
        sql += f" FOR UPDATE OF {game}" if connection.features.has_select_for_update_of else " FOR UPDATE"
    return sql


def _relock_at_version(game_id: int, version: int, loaded: tuple[Game, list[Seat]]) -> tuple[Game, list[Seat]] | None:
    """Lock the game row again. None unless it is still active at ``version``; else the
    game and seats in memory, or read again if a seat resigned since they were read."""
    with connection.cursor() as cursor:
        cursor.execute(_relock_sql(connection.vendor), [game_id])
        row = cursor.fetchone()
    if row is None or tuple(row[:2]) != (GameStatus.ACTIVE, version):
        return None
    if row[2] != sum(seat.forfeited_at is not None for seat in loaded[1]):
        return _locked_game_with_seats(game_id)
    return loaded


@functools.cache
def _relock_sql(vendor: str) -> str:
    """SELECT a game's status, version and count of forfeited seats, locking the
    game row; ``vendor`` keys the cache. Raw and built once: the bots' loop runs
    it before every action after its first, and the ORM's compile of the same
    query (annotate, subquery) cost more than the statement itself."""
    qn = connection.ops.quote_name
    seat, game = qn(Seat._meta.db_table), qn(Game._meta.db_table)
    seat_game = f"{seat}.{qn(Seat._meta.get_field('game').column)}"
    game_pk = f"{game}.{qn(Game._meta.pk.column)}"
    forfeited = (
        f"(SELECT COUNT(*) FROM {seat} WHERE {seat_game} = {game_pk}"
        f" AND {seat}.{qn(Seat._meta.get_field('forfeited_at').column)} IS NOT NULL)"
    )
    status = f"{game}.{qn(Game._meta.get_field('status').column)}"
    version = f"{game}.{qn(Game._meta.get_field('version').column)}"
    sql = f"SELECT {status}, {version}, {forfeited} FROM {game} WHERE {game_pk} = %s"
    if connection.features.has_select_for_update:
        sql += f" FOR UPDATE OF {game}" if connection.features.has_select_for_update_of else " FOR UPDATE"
    return sql


def _game_start(game: Game, rules: Ruleset, seats: list[Seat]) -> list[notices.Outgoing]:
    """Deal and start; returns the stream notices to publish on commit
    (game started, and whose turn it is)."""
    if not game.practice:
        # Mix the seats' client seeds into the committed server seed, and deal from the result.
        client_seeds = [s.client_seed for s in sorted(seats, key=lambda s: s.index)]
        game.seed = fairness.mixed_seed(game.server_seed, game.seed_salt, client_seeds)
        teams = None if game.teams is None else tuple(game.teams)
        game.state = rules.setup(GameConfig(game.scenario, len(seats), dict(game.options), teams), game.seed)
    game.status = GameStatus.ACTIVE
    game.started_at = timezone.now()
    _refresh_turn(game, seats, rules, previous=[])
    due = notices.turns_due(game, seats, previous=[])
    _personal_webhooks(EventType.TURN_DUE, due, seats)
    return [*notices.game_started(game, seats), *(notices.notice(p, "your_turn", data) for p, data in due)]


def _apply_and_record(
    game: Game,
    seats: list[Seat],
    rules: Ruleset,
    seat: int,
    action: Any,
    *,
    reason: str,
    player: Player | None = None,
    idempotency_key: str | None = None,
    fingerprint: str = "",
    service_events: Sequence[Event] = (),
    enqueue_ai: bool = True,
) -> Action:
    """Precondition: ``game`` was read with SELECT FOR UPDATE in this transaction,
    and ``seats`` are its seats as read then (kept current by this module).

    Writes the action row and one UPDATE of the game's changed columns (plus
    one of the seats' deadlines when a turn clock starts or stops)."""
    action = rules.normalize_action(game.state, seat, action)  # the log keeps the canonical form
    new_state, events = rules.apply(game.state, seat, action)  # raises IllegalAction before any write
    previous = list(game.to_act)
    game.version += 1
    record = Action(
        game=game,
        seq=game.version,
        seat=seat,
        action=action,
        events=[e.to_dict() for e in (*service_events, *events)],
        reason=reason,
        player=player,
        idempotency_key=idempotency_key,
        request_fingerprint=fingerprint,
    )
    rows.insert(record)
    game.state = new_state
    outcome = rules.outcome(new_state)
    if outcome is not None:
        _game_finish(game, seats, outcome)
        rows.update(game, [*TURN_FIELDS, *FINISH_FIELDS])
        publish_on_commit([notices.game_entry(game, record, over=True), *notices.game_finished(game, seats)])
    else:
        _refresh_turn(game, seats, rules, previous, enqueue_ai=enqueue_ai, acted=seat)
        rows.update(game, TURN_FIELDS)
        due = notices.turns_due(game, seats, previous)
        _personal_webhooks(EventType.TURN_DUE, due, seats)
        publish_on_commit(
            [notices.game_entry(game, record, over=False), *(notices.notice(p, "your_turn", data) for p, data in due)]
        )
    return record


def choices_since(
    rules: Ruleset,
    state: State,
    to_act: list[int],
    version: int,
    earlier: dict[str, list[Any]] | None = None,
    acted: int | None = None,
) -> dict[str, list[Any]]:
    """``Game.choices_since`` for a state at ``version``: while several seats are
    due at once, each one's [first version of its unchanged legal actions, their
    digest]. ``earlier`` is the game's value before this version (each of its
    seats was due then); the seat that ``acted`` for this version starts again
    even if its choices look the same, so a repeated post of its own is stale.
    One seat due keeps its entry while it was due in ``earlier`` too and its
    choices are unchanged (the others' choices left it the last one due, and
    the version it read still describes its choices); otherwise it has none,
    and any other version is stale. Nobody due: empty."""
    if not to_act:
        return {}
    out: dict[str, list[Any]] = {}
    for seat in to_act:
        kept = None if seat == acted else (earlier or {}).get(str(seat))
        if len(to_act) < 2 and kept is None:
            continue
        digest = hashlib.sha256(canonical_json(rules.legal_actions(state, seat)).encode()).hexdigest()[:32]
        if kept is not None and kept[1] == digest:
            out[str(seat)] = kept
        elif len(to_act) >= 2:
            out[str(seat)] = [version, digest]
    return out


def _choices_unchanged_since(game: Game, seat: int, version: int) -> bool:
    """Whether ``seat`` has been due with the same legal actions from ``version``
    to now, only other seats acting meanwhile (a simultaneous phase)."""
    kept = game.choices_since.get(str(seat))
    return kept is not None and kept[0] <= version < game.version


def _refresh_turn(
    game: Game,
    seats: list[Seat],
    rules: Ruleset,
    previous: list[int],
    *,
    enqueue_ai: bool = True,
    acted: int | None = None,
) -> None:
    """Cache who is to act (and, several at once, since when each one's choices
    are unchanged), start deadlines for human seats that just became due, clear
    them for seats no longer due, and enqueue the bots."""
    game.to_act = rules.to_act(game.state)
    game.choices_since = choices_since(rules, game.state, game.to_act, game.version, game.choices_since, acted)
    now = timezone.now()
    changed = []
    for seat in seats:
        due = seat.index in game.to_act
        if seat.is_automated or game.turn_seconds is None:
            continue
        if due and (seat.index not in previous or seat.deadline_at is None):
            seat.deadline_at = turn_deadline(now, game.turn_seconds)
            changed.append(seat)
        elif not due and seat.deadline_at is not None:
            seat.deadline_at = None
            changed.append(seat)
    if changed:
        Seat.objects.bulk_update(changed, ["deadline_at"])
    bots_due = any(s.is_automated and s.index in game.to_act for s in seats)
    if bots_due:
        game.ai_due_at = game.ai_due_at or now
        if enqueue_ai:
            version = game.version
            transaction.on_commit(lambda: _enqueue_ai(game.pk, version))
    else:
        game.ai_due_at = None


def _game_finish(game: Game, seats: list[Seat], outcome: Outcome) -> None:
    forfeited = {s.index for s in seats if s.forfeited_at is not None}
    if forfeited:
        # A seat that forfeited ranks below every seat that played on.
        keys = [(s not in forfeited, -outcome.placements[s]) for s in range(len(outcome.placements))]
        outcome.placements = placements_from_keys(keys)
        outcome.winners = [s for s, place in enumerate(outcome.placements) if place == 1]
        outcome.details = {**outcome.details, "forfeited": sorted(forfeited)}
    game.outcome = outcome.to_dict()
    game.status = GameStatus.FINISHED
    game.finished_at = timezone.now()
    game.to_act = []
    game.choices_since = {}
    game.ai_due_at = None
    game.final_state_hash = state_hash(game.state)
    clocked = [s for s in seats if s.deadline_at is not None]
    if clocked:
        for seat in clocked:
            seat.deadline_at = None
        Seat.objects.bulk_update(clocked, ["deadline_at"])
    game_id = game.pk
    webhook_services.event_emit(event_type=EventType.GAME_FINISHED, data=lambda: _finished_event(game, seats))
    transaction.on_commit(lambda: _announce_finished(game_id))


def _finished_event(game: Game, seats: list[Seat]) -> dict[str, Any]:
    """The game.finished webhook's data: what any spectator may see of the result."""
    handles = dict(
        Player.objects.filter(pk__in=[s.player_id for s in seats if s.player_id]).values_list("pk", "handle")
    )
    return {
        "game": {
            "id": game.pk,
            "ruleset": game.ruleset,
            "scenario": game.scenario,
            "practice": game.practice,
            "finished_at": game.finished_at,
            "seats": [
                {
                    "index": s.index,
                    "type": s.type,
                    "player": handles.get(s.player_id or 0),
                    "bot": s.bot,
                    "team": s.team,
                }
                for s in sorted(seats, key=lambda s: s.index)
            ],
            "outcome": game.outcome,
            "final_state_hash": game.final_state_hash,
        }
    }


def _announce_finished(game_id: int) -> None:
    """After the commit: tell the receivers (rank update, tournament
    progression). A receiver that fails to enqueue (the broker is down) is
    logged and left to its beat catch-up (ranks-catch-up, tournament-tables-sweep):
    the game has finished either way and the client gets its answer."""
    for receiver, result in game_finished.send_robust(sender=Game, game_id=game_id):
        if isinstance(result, Exception):
            logger.error(
                "game %s finished but %s failed (%r); the beat catch-up will do its work",
                game_id,
                getattr(receiver, "__qualname__", receiver),
                result,
            )


def _enqueue_ai(game_id: int, version: int) -> None:
    """Queue the bots' turn (after the commit). When the broker is unreachable the
    action has already committed: the failure is logged, not raised, and the
    turn stays due (``ai_due_at``), so the beat sweep re-enqueues it."""
    try:
        dispatch.enqueue(PLAY_AI_TURNS_TASK, game_id, version)
    except Exception:
        logger.exception("could not enqueue the AI turn of game %s at version %s; the sweep will", game_id, version)
