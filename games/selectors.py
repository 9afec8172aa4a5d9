"""Reads for game sessions, always shaped for one viewer: a seat sees only what
``view`` and event visibility allow it, a spectator (``None``) less."""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from django.db.models import Prefetch, QuerySet

from core.errors import ConflictError, ForbiddenError, NotFoundError
from games import fairness
from games.models import Action, Game, GameStatus, Seat
from games.rows import game_with_seats, seats_of_games
from ladders.engine import Event, GameConfig, IllegalAction, InvalidConfig, replay, state_hash
from ladders.registry import get_ruleset
from players.models import Player

EVENTS_PAGE_ACTIONS = 200

logger = logging.getLogger(__name__)


def seats_with_players() -> Prefetch[Any]:
    """A game's seats by index with their players and invitees, in one query
    (not three: ``seats__player`` and ``seats__reserved_for`` each read apart,
    and Seat's default order joins the game to sort by its creation)."""
    return Prefetch("seats", queryset=Seat.objects.select_related("player", "reserved_for").order_by("index"))


def game_get(*, game_id: int) -> Game:
    game = Game.objects.filter(pk=game_id).prefetch_related(seats_with_players()).first()
    if game is None:
        raise NotFoundError("game_not_found", f"There is no game {game_id}.")
    return game


def game_list(*, player: Player | None = None, mine: bool = False) -> QuerySet[Game]:
    """Games, newest first, without their seats: a page of them gets its seats
    from ``list_payloads`` in one prebuilt statement."""
    games = Game.objects.order_by("-created_at", "-id")
    if mine and player is not None:
        games = games.filter(pk__in=Seat.objects.filter(player=player).values("game_id"))
    return games


def list_payloads(games: Sequence[Game], viewer: Player | None) -> list[dict[str, Any]]:
    """A page of games as ``viewer`` may see them, their seats read in one statement."""
    seats = seats_of_games([g.pk for g in games])
    return [game_payload(g, viewer, seats.get(g.pk, [])) for g in games]


def seat_of(game: Game, player: Player | None, seats: Sequence[Seat] | None = None) -> Seat | None:
    """The player's seat in the game (``seats``, where read already; else the game's)."""
    if player is None:
        return None
    for seat in game.seats.all() if seats is None else seats:
        if seat.player_id == player.pk:
            return seat
    return None


def game_config(game: Game) -> GameConfig:
    """The game's configuration, with the rules version it was created under where its
    ruleset still plays that version (it deals and replays by those rules); else today's."""
    teams = None if game.teams is None else tuple(game.teams)
    version = game.rules_version if get_ruleset(game.ruleset).plays_rules_version(game.rules_version) else None
    return GameConfig(game.scenario, len(game.seats.all()), dict(game.options), teams, version)


def game_payload(game: Game, viewer: Player | None, seats: Sequence[Seat] | None = None) -> dict[str, Any]:
    """The game as ``viewer`` may see it (None: a spectator); ``seats``, by index with
    their players, where read already (else the game's prefetched seats)."""
    if seats is None:
        seats = list(game.seats.all())
    seat = seat_of(game, viewer, seats)
    viewer_seat = seat.index if seat is not None else None
    rules = get_ruleset(game.ruleset)
    finished = game.status == GameStatus.FINISHED
    # A waiting game holds a provisional deal, the same as the one it starts with when no
    # seat gives a client seed; its seats may still be left and taken by others (join, read
    # a hand, leave, take the next). A seat owns its hidden cards from the start only.
    view_seat = None if game.status == GameStatus.WAITING else viewer_seat
    return {
        "id": game.pk,
        "ruleset": game.ruleset,
        "scenario": game.scenario,
        "options": game.options,
        "rules_version": game.rules_version,
        "status": game.status,
        "version": game.version,
        "to_act": list(game.to_act) if game.status == GameStatus.ACTIVE else [],
        "your_seat": viewer_seat,
        "seats": [
            {
                "index": s.index,
                "type": s.type,
                "player": s.player.handle if s.player else None,
                "reserved_for": s.reserved_for.handle if s.reserved_for else None,
                "bot": s.bot or None,
                "team": s.team,
                "forfeited": s.forfeited_at is not None,
                "deadline_at": s.deadline_at,
            }
            for s in seats
        ],
        "state": rules.view(game.state, view_seat),
        "outcome": game.outcome,
        "turn_seconds": game.turn_seconds,
        "deadline_policy": game.deadline_policy,
        "practice": game.practice,
        "seed_sha256": game.seed_sha256,
        "seed": game.seed if finished else None,
        "final_state_hash": game.final_state_hash or None,
        "rematch": game.rematch_id,
        "created_at": game.created_at,
        "started_at": game.started_at,
        "finished_at": game.finished_at,
    }


def legal_actions(*, game_id: int, viewer: Player) -> dict[str, Any]:
    """The viewer's legal actions in the game now, with the version they hold
    at. Clients ask before every move, so it reads the game and its seats in
    the turn's one prebuilt statement (unlocked), not through a QuerySet."""
    loaded = game_with_seats(game_id, lock=False)
    if loaded is None:
        raise NotFoundError("game_not_found", f"There is no game {game_id}.")
    game, seats = loaded
    seat = next((s for s in seats if s.player_id == viewer.pk), None)
    if seat is None:
        raise ForbiddenError("not_seated", "You have no seat in this game; join it first.")
    return seat_turn(game, seat) or {"version": game.version, "seat": seat.index, "actions": []}


def seat_turn(game: Game, seat: Seat) -> dict[str, Any] | None:
    """The seat's turn as the game stands: the version it acts at and its legal
    actions (for its owner only), or None when it is not to act (the game is not
    active, another seat is due, or the seat is forfeited and a bot plays it)."""
    if game.status != GameStatus.ACTIVE or seat.index not in game.to_act or seat.forfeited_at is not None:
        return None
    actions = get_ruleset(game.ruleset).legal_actions(game.state, seat.index)
    return {"version": game.version, "seat": seat.index, "actions": actions}


def visible_log_events(row: dict[str, Any], viewer_seat: int | None) -> list[dict[str, Any]]:
    """One log entry's events as ``viewer_seat`` may see them (None: a
    spectator, who sees only public events). ``row`` holds an action's
    ``seq``, ``seat``, ``reason``, ``events`` (whole, with visibility) and
    ``created_at``. The one filter behind both ``/events/`` and the game
    stream, so the two never differ."""
    events = []
    for index, raw in enumerate(row["events"]):
        if Event.from_dict(raw).visible(viewer_seat):
            events.append(
                {
                    "version": row["seq"],
                    "index": index,
                    "seat": row["seat"],
                    "reason": row["reason"],
                    "type": raw["type"],
                    "data": raw["data"],
                    "private": raw.get("visible_to") is not None,
                    "created_at": row["created_at"],
                }
            )
    return events


LOG_ROW_FIELDS = ("seq", "seat", "reason", "events", "created_at")


def action_events_for(action: Action, viewer_seat: int) -> list[dict[str, Any]]:
    """An accepted action's events as its own seat sees them: the same items,
    in the same shape, that ``/events/`` and the stream show for its version."""
    return visible_log_events({field: getattr(action, field) for field in LOG_ROW_FIELDS}, viewer_seat)


def log_rows(*, game_id: int, after: int, limit: int) -> list[dict[str, Any]]:
    """The whole log entries (every event, with its visibility) after version
    ``after``, oldest first: for a viewer, filter each with visible_log_events."""
    return list(Action.objects.filter(game_id=game_id, seq__gt=after).order_by("seq").values(*LOG_ROW_FIELDS)[:limit])


def events_for(game: Game, viewer: Player | None, *, after: int, limit: int = EVENTS_PAGE_ACTIONS) -> dict[str, Any]:
    """Events of the actions after version ``after``, filtered for the viewer."""
    seat = seat_of(game, viewer)
    viewer_seat = seat.index if seat is not None else None
    rows = log_rows(game_id=game.pk, after=after, limit=limit)
    events = [event for row in rows for event in visible_log_events(row, viewer_seat)]
    last = rows[-1]["seq"] if rows else after
    return {"version": game.version, "after": after, "next_after": last, "more": last < game.version, "events": events}


def game_verification(game: Game) -> dict[str, Any]:
    """Replay a finished game's log from its revealed seed and compare hashes.

    The engine replays a game by the rules version it was created under where it still
    plays that version (``RulesetInfo.earlier_rules_versions``), else by today's rules: a
    game created under another one (or before versions were recorded) that no longer replays is reported as
    ``rules_changed``, with the engine's reason if a logged action is now refused, never
    as an error of the request."""
    if game.status != GameStatus.FINISHED:
        raise ConflictError(
            "game_not_finished", "The seed is revealed, and the log can be verified, once the game ends."
        )
    rules = get_ruleset(game.ruleset)
    config = game_config(game)
    log = [
        (seat, action)
        for seat, action in Action.objects.filter(game=game).order_by("seq").values_list("seat", "action")
    ]
    replayed: str | None = None
    replay_error: dict[str, str] | None = None
    try:
        replayed = state_hash(replay(rules, config, game.seed, log))
    except (IllegalAction, InvalidConfig) as exc:
        replay_error = {"code": exc.code, "detail": exc.message}
    except Exception as exc:
        # An engine of other rules may fail on an old log in ways its checks do not
        # foresee: the answer still comes, and the failure is logged for the developers.
        logger.exception("replaying game %s failed", game.pk)
        failure = f"The engine failed replaying the log ({type(exc).__name__})."
        replay_error = {"code": "replay_failed", "detail": failure}
    client_seeds = list(game.seats.order_by("index").values_list("client_seed", flat=True))
    commitment_ok = fairness.commitment(game.server_seed, game.seed_salt) == game.seed_sha256
    # Practice games play the creator's seed; games from before fair seeds
    # (no salt) played the server seed itself; the others the mixed seed.
    if game.practice or not game.seed_salt:
        expected_seed = game.server_seed
    else:
        expected_seed = fairness.mixed_seed(game.server_seed, game.seed_salt, client_seeds)
    seed_ok = commitment_ok and expected_seed == game.seed
    replay_ok = replayed == game.final_state_hash
    current_version = rules.info.rules_version
    if not seed_ok:
        verdict = "seed_mismatch"
    elif replay_ok:
        verdict = "verified"
    elif game.rules_version != current_version:
        verdict = "rules_changed"
    else:
        verdict = "log_mismatch"
    return {
        "ruleset": game.ruleset,
        "config": config.to_dict(),
        "rules_version": game.rules_version,
        "current_rules_version": current_version,
        "practice": game.practice,
        "server_seed": game.server_seed,
        "seed_salt": game.seed_salt,
        "seed_sha256": game.seed_sha256,
        "client_seeds": client_seeds,
        "seed": game.seed,
        "seed_matches_commitment": seed_ok,
        "actions": [{"seat": seat, "action": action} for seat, action in log],
        "final_state_hash": game.final_state_hash,
        "replayed_state_hash": replayed,
        "replay_error": replay_error,
        "verified": seed_ok and replay_ok,
        "verdict": verdict,
    }


# Verdicts that mean something is wrong with a stored game, not that the rules moved on.
FAULT_VERDICTS = ("seed_mismatch", "log_mismatch")


@dataclass
class VerificationReport:
    """Every finished game's ``verify`` verdict, counted by ruleset, rules version and
    verdict, with the ids of the games that did not verify (up to ``keep_ids`` a verdict)."""

    keep_ids: int = 20
    counts: Counter[tuple[str, int | None, str]] = field(default_factory=Counter)
    game_ids: dict[str, list[int]] = field(default_factory=dict)

    def add(self, game: Game, verdict: str) -> None:
        self.counts[(game.ruleset, game.rules_version, verdict)] += 1
        if verdict != "verified":
            ids = self.game_ids.setdefault(verdict, [])
            if len(ids) < self.keep_ids:
                ids.append(game.pk)

    @property
    def games(self) -> int:
        return sum(self.counts.values())

    @property
    def faults(self) -> int:
        return sum(n for (_, _, verdict), n in self.counts.items() if verdict in FAULT_VERDICTS)


def finished_games(*, rulesets: list[str] | None = None) -> QuerySet[Game]:
    games = Game.objects.filter(status=GameStatus.FINISHED).order_by("pk")
    return games.filter(ruleset__in=rulesets) if rulesets else games


def verification_report(
    games: QuerySet[Game], *, keep_ids: int = 20, progress: Callable[[int], object] | None = None
) -> VerificationReport:
    """Verify each finished game as ``GET /verify/`` does (after a rules change: how many
    stored games today's engine still reproduces, and whether any is at fault)."""
    report = VerificationReport(keep_ids=keep_ids)
    for game in games.prefetch_related("seats").iterator(chunk_size=200):
        report.add(game, game_verification(game)["verdict"])
        if progress is not None:
            progress(1)
    return report
