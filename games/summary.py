"""Reads for the organiser's console (the admin): who won a game and how, its
board picture with seats named, and a replay step by step, all as a spectator
sees them. Nothing here writes; nothing here shows what a spectator may not see."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from django.utils import timezone

from games.models import Action, Game, GameStatus, Seat
from games.selectors import LOG_ROW_FIELDS, game_config, visible_log_events
from ladders.engine import IllegalAction, InvalidConfig, State, trophy_count
from ladders.registry import get_ruleset
from ladders.svg import NAMES_KEY, TEAMS_KEY

logger = logging.getLogger(__name__)

# What each ruleset's Outcome.score counts: the number that decided the game.
SCORE_LABELS = {
    "shrinks-and-ladders": "pieces home",
    "frag-deadlands": "frags",
    "run-for-your-life-candyman": "trophies",
    "ladder-29": "points",
    "shootin-ladders": "points",
}
SINGULAR = {"pieces home": "piece home", "frags": "frag", "trophies": "trophy", "points": "point"}

# How the engines name the way a game ended (Outcome.details' reason or end_reason).
END_REASONS = {
    "trophies": "a seat collected the trophies it needed",
    "round_cap": "the round limit was reached",
    "frags": "a seat reached the frags it needed",
    "last_standing": "one side was left standing",
}


def seat_name(seat: Seat) -> str:
    """A seat as people know it: its player's handle, its bot, or "open"."""
    if seat.player is not None:
        return seat.player.handle
    return f"{seat.bot} (bot)" if seat.bot else f"seat {seat.index} (open)"


def seat_names(game: Game) -> list[str]:
    return [seat_name(s) for s in game.seats.all()]


def team_names(game: Game) -> dict[int, str]:
    """Team play: each team named by its members' handles ("ann & bob")."""
    members: dict[int, list[str]] = {}
    for seat in game.seats.all():
        if seat.team is not None:
            members.setdefault(seat.team, []).append(seat_name(seat))
    return {team: " & ".join(names) for team, names in sorted(members.items())}


@dataclass(frozen=True)
class SeatLine:
    index: int
    name: str
    team: str | None
    placement: int | None
    score: str
    frags: int | None
    trophies: int | None
    forfeited: str


@dataclass(frozen=True)
class GameSummary:
    winners: str
    score_label: str
    deciding_score: str
    ended: str
    actions: int
    duration: str
    seats: list[SeatLine]


def _number(value: float) -> str:
    """A score as the API's integers read: 3, not 3.0; a fraction to two places."""
    return str(int(value)) if float(value).is_integer() else f"{value:.2f}"


def duration_text(start: datetime | None, end: datetime | None) -> str:
    if start is None:
        return "-"
    span: timedelta = (end or timezone.now()) - start
    seconds = int(span.total_seconds())
    if seconds < 60:
        return f"{seconds}s"
    if seconds < 3600:
        return f"{seconds // 60}m {seconds % 60:02d}s"
    if seconds < 86400:
        return f"{seconds // 3600}h {seconds % 3600 // 60:02d}m"
    return f"{seconds // 86400}d {seconds % 86400 // 3600}h"


def _winners_text(game: Game, seats: list[Seat], outcome: dict[str, Any]) -> str:
    winners = [int(w) for w in outcome.get("winners") or []]
    if not winners:
        return "nobody (a draw)" if outcome else "-"
    teams = team_names(game)
    won = sorted({team for w in winners if w < len(seats) and (team := seats[w].team) is not None})
    if teams and won and all(seats[w].team is not None for w in winners if w < len(seats)):
        return ", ".join(f"team {t + 1}: {teams[t]}" for t in won)
    return ", ".join(seat_name(seats[w]) for w in winners if w < len(seats))


def _ended_text(game: Game, seats: list[Seat], outcome: dict[str, Any]) -> str:
    if game.status == GameStatus.ABORTED:
        return "aborted"
    if game.status != GameStatus.FINISHED:
        return str(GameStatus(game.status).label).lower()
    details = outcome.get("details") or {}
    reason = details.get("end_reason") or details.get("reason") or ""
    parts = []
    forfeited = [f"{seat_name(s)} {s.forfeit_reason or 'resigned'}" for s in seats if s.forfeited_at]
    if reason:
        parts.append(END_REASONS.get(str(reason), str(reason).replace("_", " ")))
    elif not forfeited:
        parts.append("played to the end")
    if forfeited:
        parts.append("forfeited: " + ", ".join(forfeited))
    return "; ".join(parts)


def game_summary(game: Game) -> GameSummary:
    """Who won ``game`` and how, by handle (team names in team play). ``game``'s seats
    should be prefetched with their players (``seats__player``)."""
    seats = list(game.seats.all())
    outcome: dict[str, Any] = game.outcome or {}
    label = SCORE_LABELS.get(game.ruleset, "score")
    placements = outcome.get("placements") or []
    scores = outcome.get("score") or []
    frags = outcome.get("frags") or []
    trophies = outcome.get("trophies") or []
    teams = team_names(game)
    lines = [
        SeatLine(
            index=s.index,
            name=seat_name(s),
            team=f"team {s.team + 1}" if s.team is not None and teams else None,
            placement=int(placements[s.index]) if s.index < len(placements) else None,
            score=_number(scores[s.index]) if s.index < len(scores) else "-",
            frags=int(frags[s.index]) if s.index < len(frags) else None,
            trophies=trophy_count(trophies[s.index]) if s.index < len(trophies) else None,
            forfeited=(s.forfeit_reason or "resigned") if s.forfeited_at else "",
        )
        for s in seats
    ]
    winners = [int(w) for w in outcome.get("winners") or []]
    deciding = ", ".join(_number(scores[w]) for w in winners[:1] if w < len(scores))
    if deciding:
        deciding = f"{deciding} {SINGULAR.get(label, label) if deciding == '1' else label}"
        others = sorted((scores[i] for i in range(len(scores)) if i not in winners), reverse=True)
        if others:
            deciding += f" (next {_number(others[0])})"
    return GameSummary(
        winners=_winners_text(game, seats, outcome),
        score_label=label,
        deciding_score=deciding or "-",
        ended=_ended_text(game, seats, outcome),
        actions=game.version,
        duration=duration_text(game.started_at, game.finished_at),
        seats=lines,
    )


def named_view(game: Game, view: dict[str, Any]) -> dict[str, Any]:
    """A view with the seats' names (and, in team play, team names) for the board
    picture: the engine draws what it is given and knows no handles."""
    named = dict(view)
    named[NAMES_KEY] = seat_names(game)
    rules = get_ruleset(game.ruleset)
    if rules.info.scenario(game.scenario).teams or game.teams is not None:
        named[TEAMS_KEY] = [s.team for s in game.seats.all()]
    return named


def scaled(svg: str) -> str:
    """A picture that shrinks to its box on a narrow screen (its viewBox keeps it whole)."""
    return svg.replace("<svg ", '<svg style="max-width:100%;height:auto" ', 1)


def board_picture(game: Game, state: State | None = None, viewer_seat: int | None = None) -> str | None:
    """The board picture of ``state`` (default: the game's own) as ``viewer_seat`` sees
    it (None: a spectator), its seats named by handle; None if the ruleset draws none."""
    rules = get_ruleset(game.ruleset)
    view_seat = None if game.status == GameStatus.WAITING else viewer_seat
    view = rules.view(game.state if state is None else state, view_seat)
    return rules.render_svg(named_view(game, view))


@dataclass(frozen=True)
class ReplayStep:
    version: int
    last: int
    svg: str | None
    entries: list[dict[str, Any]]
    seat: str | None
    reason: str
    problem: str = ""


def state_at(game: Game, version: int) -> State:
    """The game's state after its first ``version`` actions, replayed from its seed
    and log by the engine (as verification does). Version 0 of a game not yet
    started is its provisional deal."""
    if version >= game.version:
        return game.state
    rules = get_ruleset(game.ruleset)
    config = game_config(game)
    if game.status == GameStatus.WAITING:
        return game.state
    state = rules.setup(config, game.seed)
    log = Action.objects.filter(game=game, seq__lte=version).order_by("seq").values_list("seat", "action")
    for seat, action in log.iterator(chunk_size=500):
        state, _ = rules.apply(state, seat, action)
    return state


def _event_line(event: dict[str, Any], names: list[str]) -> str:
    def show(key: str, value: Any) -> str:
        if isinstance(value, int) and not isinstance(value, bool) and key.endswith("seat") and 0 <= value < len(names):
            return f"{key}={names[value]}"
        if isinstance(value, float):
            return f"{key}={_number(value)}"
        return f"{key}={value}"

    data = event.get("data") or {}
    body = ", ".join(show(k, v) for k, v in data.items()) if isinstance(data, dict) else str(data)
    return f"{event['type']}: {body}" if body else str(event["type"])


def replay_step(game: Game, version: int) -> ReplayStep:
    """Version ``version`` of ``game`` (clamped to 0..its version): the board as it
    stood after that action, and that action's log entries as a spectator sees them."""
    version = max(0, min(version, game.version))
    names = seat_names(game)
    row = Action.objects.filter(game=game, seq=version).values(*LOG_ROW_FIELDS).first() if version else None
    entries: list[dict[str, Any]] = []
    seat = None
    reason = ""
    if row is not None:
        seat = names[row["seat"]] if row["seat"] < len(names) else str(row["seat"])
        reason = row["reason"]
        entries = [
            {**event, "line": _event_line(event, names)}
            for event in visible_log_events({k: row[k] for k in LOG_ROW_FIELDS}, None)
        ]
    problem = ""
    try:
        svg = board_picture(game, state_at(game, version))
    except (IllegalAction, InvalidConfig) as exc:
        # A game of other rules than today's engine plays (rules_version) may not replay:
        # the step's log entries still show, with why the board cannot.
        svg = None
        problem = (
            f"Today's engine (rules version {get_ruleset(game.ruleset).info.rules_version}) cannot rebuild this "
            f"board of a game played under rules version {game.rules_version}: {exc.message} ({exc.code})."
        )
    except Exception:
        # As verification: an engine of other rules may fail on an old log in ways its checks
        # do not foresee; the page still answers, and the failure is logged for the developers.
        logger.exception("replaying game %s to version %s failed", game.pk, version)
        svg = None
        problem = f"The engine failed rebuilding this board (rules version {game.rules_version})."
    return ReplayStep(
        version=version, last=game.version, svg=svg, entries=entries, seat=seat, reason=reason, problem=problem
    )
