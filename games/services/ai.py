"""AI turns and clocks: the bots' moves (thought unlocked, applied only if the
version has not moved), the sweep that re-queues lost AI turns, and the turn
deadlines that play or forfeit a late seat."""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from core import rows
from games.models import Action, ActionReason, DeadlinePolicy, Game, GameStatus, Seat, SeatType
from games.rows import game_with_seats
from games.services.common import (
    FORFEIT_DEADLINE,
    FORFEIT_RESIGNED,
    MAX_ACTIONS_FOR_EXPIRED_TURN,
    _enqueue_ai,
    _lock_game,
    _relock_at_version,
)
from games.services.finishing import _forfeit_and_maybe_end
from games.services.turns import _apply_and_record, game_columns
from ladders.bots import make_bot
from ladders.engine import (
    Event,
    Ruleset,
    splitmix64,
)
from ladders.registry import get_ruleset

logger = logging.getLogger(__name__)
# A bot that has thought this long in a turn writes what it has decided so far, and
# plans the rest after: those watching see a searching bot's long turn unfold, while
# a quick bot's whole turn (a roll and a move) is still one transaction. Where the
# cut falls changes no action: each is decided at its own version, with its seed.
WRITE_TURN_AFTER_SECONDS = 0.5


def ai_action_play(*, game_id: int, expected_version: int) -> bool:
    """Play one action for a bot-driven seat that is to act at ``expected_version``.

    The bot thinks without holding the lock; the move is then applied only if
    the game is still at that version, so a duplicated or retried task never
    plays twice. Returns whether it played.
    """
    return ai_turns_play(game_id=game_id, version=expected_version, max_actions=1) == 1


@dataclass(frozen=True, slots=True)
class _Planned:
    """One bot action decided on a copy of the game: what the engine made of it."""

    seat: int
    action: Any
    state: Any
    events: list[Event]


def ai_turns_play(*, game_id: int, version: int, max_actions: int) -> int:
    """Play the bots' actions due from ``version``, at most ``max_actions``;
    returns how many were played.

    The game and its seats are read once, unlocked (one statement, no
    transaction). A bot then plays its turn: every action its seat takes
    before the turn passes to another seat (a roll, then a move), decided and
    applied by the engine on that copy with no lock held, so a search never
    holds the row. The turn is then written in one transaction: the row locked
    and checked to be still active at the version the bot read, its actions
    inserted, and the game's columns updated once, after the last. A duplicated
    or stale task finds the version moved and writes nothing. If a seat
    resigned meanwhile (a resignation changes a seat, not the version) the
    seats read under the lock replace the copy and the turn is planned again.
    Until 6 December each action was its own transaction (the lock, the insert
    and the update, and a commit), so a bot's roll and move cost two of each
    (docs/performance.md)."""
    played = 0
    loaded = game_with_seats(game_id, lock=False)
    while loaded is not None and played < max_actions:
        expected = version + played
        planned = _plan_turn(*loaded, expected, max_actions - played)
        if not planned:
            break  # a human's turn, the game over, or another task played this version
        with transaction.atomic():
            relocked = _relock_at_version(game_id, expected, loaded)
            if relocked is None:
                break
            if relocked is not loaded:
                loaded = relocked  # a seat resigned: plan again from the seats as they are now
                continue
            game, seats = loaded
            rules = get_ruleset(game.ruleset)
            for step in planned:
                _ai_record(game, seats, next(s for s in seats if s.index == step.seat), rules, step)
            rows.update(game, game_columns(game))
        played += len(planned)
    return played


def _due_bot(game: Game, seats: list[Seat], expected_version: int) -> tuple[Seat, str] | None:
    """The first bot-driven seat in ``to_act`` order and the bot that plays it,
    if the game is active at ``expected_version`` and a bot is due."""
    if game.status != GameStatus.ACTIVE or game.version != expected_version:
        return None
    return _first_bot_due(game.to_act, seats)


def _first_bot_due(to_act: list[int], seats: list[Seat]) -> tuple[Seat, str] | None:
    by_index = {s.index: s for s in seats}
    seat = next((by_index[i] for i in to_act if by_index[i].is_automated), None)
    if seat is None:
        return None
    # A forfeited seat is the random bot's, an AI seat's too (its entrant withdrew).
    return seat, seat.bot if seat.type == SeatType.AI and seat.forfeited_at is None else "random"


def _plan_turn(game: Game, seats: list[Seat], expected_version: int, limit: int) -> list[_Planned]:
    """The due bot's actions from ``expected_version`` while its seat stays the first
    bot due (at most ``limit``, none past the game's end, and none more once it has
    thought for ``WRITE_TURN_AFTER_SECONDS``), each chosen by the bot and applied by
    the engine on the copy in memory. Nothing is locked or written:
    the engine is pure, so the same state and actions give the same states under
    the lock, and each choice's seed is that of the version it is made at."""
    due = _due_bot(game, seats, expected_version)
    if due is None:
        return []
    seat, bot_name = due
    rules = get_ruleset(game.ruleset)
    bot = make_bot(game.ruleset, bot_name)
    state, at_version = game.state, game.version
    planned: list[_Planned] = []
    started = time.monotonic()
    while len(planned) < limit:
        chosen = bot.choose(rules, state, seat.index, bot_seed(game.seed, at_version, seat.index))
        action = rules.normalize_action(state, seat.index, chosen)  # the log keeps the canonical form
        new_state, events = rules.apply(state, seat.index, action)
        planned.append(_Planned(seat.index, action, new_state, list(events)))
        state, at_version = new_state, at_version + 1
        if rules.outcome(state) is not None or time.monotonic() - started >= WRITE_TURN_AFTER_SECONDS:
            break
        going_on = _first_bot_due(rules.to_act(state), seats)
        if going_on is None or going_on[0].index != seat.index:
            break  # the turn passes to a human or to another bot (its own transaction)
    return planned


def bot_seed(game_seed: int, version: int, seat: int) -> int:
    """The seed a bot decides with at ``version``: a game replays its bots' choices."""
    return splitmix64(game_seed ^ splitmix64(version * 64 + seat))


def _ai_record(game: Game, seats: list[Seat], seat: Seat, rules: Ruleset, step: _Planned) -> None:
    """Precondition: the row is locked and the game is at the version the step was planned at.
    Records the action; the caller writes the game's columns once after its turn's last."""
    reason = ActionReason.FORFEIT if seat.forfeited_at is not None else ActionReason.AI
    notes: list[Event] = []
    if reason == ActionReason.FORFEIT and not Action.objects.filter(game=game, seat=seat.index, reason=reason).exists():
        # The seat's first forfeit action: a seat forfeited at its deadline had that one
        # played by the deadline sweep, with its own note, so this one carries the note.
        why = seat.forfeit_reason or FORFEIT_RESIGNED
        notes.append(Event("seat_forfeited", {"seat": seat.index, "why": why}))
    _apply_and_record(
        game,
        seats,
        rules,
        seat.index,
        step.action,
        reason=reason,
        service_events=notes,
        enqueue_ai=False,
        applied=(step.state, step.events),
        write_game=False,
    )


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
