"""Creating and joining games: a game and its seats, seated games made in bulk
(matchmaking, tournaments), joining, reserving, rematches, aborting and leaving."""

from __future__ import annotations

import functools
import logging
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from django.db import transaction
from django.utils import timezone

from core.bulk import bulk_insert_rows
from core.bus import channel_prefix, publish_on_commit
from core.errors import ConflictError, ForbiddenError, ServiceError
from games import fairness, notices
from games.models import DeadlinePolicy, Game, GameStatus, Seat, SeatType
from games.services.common import (
    SEED_BITS,
    SeatSpec,
    _enqueue_ai,
    _lock_game,
    _personal_webhooks,
    choices_since,
    turn_clock_check,
    turn_deadline,
)
from games.services.turns import _game_start
from ladders.bots import bot_names
from ladders.engine import (
    GameConfig,
    InvalidConfig,
    Ruleset,
    canonical_json,
)
from ladders.registry import get_ruleset
from players.models import Player
from webhooks.models import EventType

logger = logging.getLogger(__name__)


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
    (core.bulk), whatever the count; returns the games' ids in order.
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
    # Filled in as the rows are dealt: each game's seats to act, whether a bot is due,
    # and the legal actions of each human seat to act (for its your_turn).
    to_acts: list[list[int]] = []
    due: list[bool] = []
    first_actions: list[dict[int, list[Any]]] = []
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
            first_actions.append(
                {i: rules.legal_actions(state, i) for i in to_act if spec.seats[i].type == SeatType.HUMAN}
            )
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
    for game_id, spec, to_act, deadline, actions in zip(
        game_ids, specs, to_acts, deadlines, first_actions, strict=True
    ):
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
                turns.append((player_id, notices.turn_data(game_id, 0, i, spec.ruleset_id, deadline, actions[i])))
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
