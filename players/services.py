"""Writes for players: registration, and the ranks (ratings, tallies, titles)."""

from __future__ import annotations

import re
import secrets
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from django.contrib.auth import get_user_model
from django.contrib.auth.base_user import AbstractBaseUser
from django.contrib.auth.models import AnonymousUser
from django.db import IntegrityError, connection, transaction
from rest_framework.authtoken.models import Token

from config.errors import ConflictError, ServiceError
from players.models import HANDLE_VALIDATOR, Player, PlayerRank, RankUpdate, RatingHistory, handle_is_valid
from players.ranks import SCOPE_ALL, GameResult, RankState, apply_game, game_result


@transaction.atomic
def player_register(*, handle: str) -> tuple[Player, str]:
    """Create a player (and its user) and return it with a new API token key."""
    if not handle_is_valid(handle):
        raise ServiceError("bad_handle", str(HANDLE_VALIDATOR.message))
    if Player.objects.filter(handle__iexact=handle).exists():
        raise ConflictError("handle_taken", f"The handle {handle!r} is taken; choose another.")
    user_model = get_user_model()
    try:
        with transaction.atomic():
            user = user_model.objects.create_user(username=handle)
            user.set_unusable_password()
            user.save(update_fields=["password"])
            player = Player.objects.create(user=user, handle=handle)
    except IntegrityError:
        raise ConflictError("handle_taken", f"The handle {handle!r} is taken; choose another.") from None
    token = Token.objects.create(user=user)
    return player, token.key


def player_for_user(user: AbstractBaseUser | AnonymousUser) -> Player | None:
    """The Player of an authenticated user, creating one for staff users made by createsuperuser."""
    if not user.is_authenticated:
        return None
    try:
        # No query when token auth (players.authentication) read it with the user.
        return user.player  # type: ignore[attr-defined]
    except Player.DoesNotExist:
        pass
    player = _player_for_staff_user(user.pk, getattr(user, "username", "") or "")
    return player


def _player_for_staff_user(user_id: int, username: str) -> Player:
    """A Player for a user made outside registration (createsuperuser, the
    admin): its username as handle when that is a valid, free handle, else a
    free ``user<id>`` variant (a username may differ from a player's handle
    only in case, or hold characters a handle may not)."""
    base = re.sub(r"[^A-Za-z0-9_.-]", "", username)[:24]
    candidates = [base] if handle_is_valid(base) else []
    candidates += [f"{base}-{user_id}"[-32:]] if base else []
    candidates += [f"user{user_id}", f"user{user_id}-{secrets.token_hex(3)}"]
    for handle in candidates:
        if not handle_is_valid(handle) or Player.objects.filter(handle__iexact=handle).exists():
            continue
        try:
            with transaction.atomic():
                return Player.objects.create(user_id=user_id, handle=handle)
        except IntegrityError:
            # A racing request made this user's player, or took the handle.
            existing = Player.objects.filter(user_id=user_id).first()
            if existing is not None:
                return existing
    raise ConflictError("no_free_handle", "No free handle for this user; register a player instead.")


# --------------------------------------------------------------------------
# Ranks: incremental (one finished game) and the full recompute, both through
# players.ranks.apply_game in the ledger's order.

# Apps that group games (leagues, seasons) add the scopes a game counts in:
# a provider takes game ids and returns {game id: [scope, ...]}. Registered in
# AppConfig.ready(), so players does not import them.
ScopeProvider = Callable[[Sequence[int]], Mapping[int, Sequence[str]]]
SCOPE_PROVIDERS: list[ScopeProvider] = []

# Held for the whole rank write so two workers never interleave their updates.
RANKS_ADVISORY_LOCK = 0x52414E4B
# Games one rank transaction applies at most (a backlog is applied in batches).
RANKS_BATCH = 200


def _ranks_lock() -> None:
    """Serialise rank writers: a PostgreSQL advisory lock for this transaction
    (SQLite already serialises writers: transactions begin IMMEDIATE)."""
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_advisory_xact_lock(%s)", [RANKS_ADVISORY_LOCK])


def game_scopes(games: Sequence[tuple[int, str]]) -> dict[int, tuple[str, ...]]:
    """The scopes each (game id, ruleset) counts in."""
    extra: dict[int, list[str]] = {}
    ids = [g for g, _ in games]
    for provider in SCOPE_PROVIDERS:
        for game_id, scopes in provider(ids).items():
            extra.setdefault(game_id, []).extend(scopes)
    return {g: (SCOPE_ALL, f"ruleset:{ruleset}", *extra.get(g, ())) for g, ruleset in games}


def _results_for(games: Sequence[Any]) -> list[GameResult]:
    """GameResults for finished games (rows with id, ruleset, outcome), in the given order."""
    from games.models import Seat, SeatType

    ids = [g.pk for g in games]
    seats: dict[int, list[tuple[int | None, int | None]]] = {}
    for game_id, _index, player_id, seat_type, team in (
        Seat.objects.filter(game_id__in=ids)
        .order_by("game_id", "index")
        .values_list("game_id", "index", "player_id", "type", "team")
    ):
        seats.setdefault(game_id, []).append((player_id if seat_type == SeatType.HUMAN else None, team))
    scopes = game_scopes([(g.pk, g.ruleset) for g in games])
    return [
        game_result(
            g.pk,
            scopes[g.pk],
            g.outcome,
            [p for p, _ in seats.get(g.pk, [])],
            [t for _, t in seats.get(g.pk, [])],
        )
        for g in games
    ]


def _rank_row(player_id: int, scope: str, state: RankState) -> PlayerRank:
    return PlayerRank(
        player_id=player_id,
        scope=scope,
        mu=state.mu,
        sigma=state.sigma,
        rating=state.rating,
        frags=state.frags,
        trophies=state.trophies,
        wins=state.wins,
        games_played=state.games,
        rated_games=state.rated_games,
        title=state.title,
    )


def _pending_games(limit: int | None = None) -> list[Any]:
    """Finished rated games (not practice) not yet applied, oldest finish first."""
    from games.models import Game, GameStatus

    query = (
        Game.objects.filter(status=GameStatus.FINISHED, rank_update__isnull=True, outcome__isnull=False, practice=False)
        .order_by("finished_at", "id")
        .only("id", "ruleset", "outcome", "finished_at")
    )
    return list(query[:limit] if limit else query)


@transaction.atomic
def ranks_apply_game(*, game_id: int) -> int:
    """Apply one finished game to the ranks (the task run when it finishes);
    returns 1, or 0 when the game is already in the ledger, not finished, or practice.
    Idempotent: the ledger row is written in the same transaction, under the
    rank lock, so a repeated or duplicated task never applies a game twice.
    The ledger's order is the order of record that the recompute replays."""
    from games.models import Game, GameStatus

    _ranks_lock()
    game = (
        Game.objects.filter(
            pk=game_id, status=GameStatus.FINISHED, outcome__isnull=False, rank_update__isnull=True, practice=False
        )
        .only("id", "ruleset", "outcome", "finished_at")
        .first()
    )
    return _apply_games([game] if game is not None else [])


@transaction.atomic
def ranks_apply_pending(*, limit: int = RANKS_BATCH) -> int:
    """Apply finished games not yet in the ledger (at most ``limit``), oldest
    finish first; returns how many. A catch-up for games whose task was lost
    (it scans the finished games, so it is not the per-game path)."""
    _ranks_lock()
    return _apply_games(_pending_games(limit))


def _apply_games(games: list[Any]) -> int:
    """Precondition: inside a transaction holding the rank lock; ``games`` not in the ledger."""
    for game, result in zip(games, _results_for(games), strict=True):
        players = {s.player for s in result.seats if s.player is not None}
        # By player only (a player has a handful of scopes): a scope filter can lead the
        # planner to a leaderboard index and a scan of the whole scope.
        scopes = set(result.scopes)
        rows = {
            (r.player_id, r.scope): r for r in PlayerRank.objects.filter(player_id__in=players) if r.scope in scopes
        }
        states = {
            key: RankState(r.mu, r.sigma, r.frags, r.trophies, r.wins, r.games_played, r.rated_games)
            for key, r in rows.items()
        }
        changed = apply_game(states, result)
        for player_id, scope in changed:
            new = _rank_row(player_id, scope, states[player_id, scope])
            old = rows.get((player_id, scope))
            if old is not None:
                new.pk = old.pk
            new.save()
        RatingHistory.objects.bulk_create(
            RatingHistory(
                player_id=p,
                scope=scope,
                game_id=game.pk,
                mu=states[p, scope].mu,
                sigma=states[p, scope].sigma,
                rating=states[p, scope].rating,
                at=game.finished_at,
            )
            for p, scope in changed
        )
        RankUpdate.objects.create(game_id=game.pk)
    return len(games)


@transaction.atomic
def ranks_recompute(*, progress: Callable[[int], object] | None = None, batch: int = 2000) -> int:
    """Rebuild every rank, history row and the ledger from the game log.

    Replays games in ledger order (the order they were applied), then the
    finished games not yet applied, oldest finish first; the result equals
    the incremental updates exactly. ``progress(n)`` is called after each
    batch of n games. Returns the number of games replayed."""
    from games.models import Game

    _ranks_lock()
    applied = list(RankUpdate.objects.order_by("id").values_list("game_id", flat=True))
    pending = [g.pk for g in _pending_games()]
    order = applied + pending
    states: dict[tuple[int, str], RankState] = {}
    history: list[RatingHistory] = []
    RatingHistory.objects.all().delete()
    for start in range(0, len(order), batch):
        chunk_ids = order[start : start + batch]
        by_id = {g.pk: g for g in Game.objects.filter(pk__in=chunk_ids).only("id", "ruleset", "outcome", "finished_at")}
        chunk = [by_id[g] for g in chunk_ids if g in by_id]
        for game, result in zip(chunk, _results_for(chunk), strict=True):
            assert game.finished_at is not None  # finished games have a finish time
            for p, scope in apply_game(states, result):
                state = states[p, scope]
                history.append(
                    RatingHistory(
                        player_id=p,
                        scope=scope,
                        game_id=game.pk,
                        mu=state.mu,
                        sigma=state.sigma,
                        rating=state.rating,
                        at=game.finished_at,
                    )
                )
        RatingHistory.objects.bulk_create(history, batch_size=5000)
        history.clear()
        if progress is not None:
            progress(len(chunk_ids))
    PlayerRank.objects.all().delete()
    PlayerRank.objects.bulk_create(
        (_rank_row(p, scope, state) for (p, scope), state in states.items()), batch_size=5000
    )
    RankUpdate.objects.bulk_create((RankUpdate(game_id=g) for g in pending), batch_size=5000)
    return len(order)
