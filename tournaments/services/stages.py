"""Writes for a tournament in stages: seeding by rating, the group draw, each
group round's pairing, and the playoff's start.

The pure parts (snake seeding, group tables and their tie-breaks, the
playoff's seeds) are tournaments.stages; tournaments.services.tournaments
calls these at the start, at each round and when the group stage is over.
"""

from __future__ import annotations

import math
from typing import Any

from core.errors import ServiceError
from ladders.registry import get_ruleset
from tournaments import pairing, selectors, stages
from tournaments.models import Entrant, GroupFormat, Seeding, Stage, Tournament
from tournaments.services.common import _pairing_for, round_robin_rounds, without_withdrawn
from webhooks import services as webhook_services
from webhooks.models import EventType

MAX_GROUPS = 64


def stage_settings_check(*, table_size: int, group_count: int, group_advance: int) -> None:
    if not 1 <= group_count <= MAX_GROUPS:
        raise ServiceError("bad_groups", f"group_count is 1 to {MAX_GROUPS}.")
    if group_advance < 1 or group_count * group_advance < 2:
        raise ServiceError("bad_groups", "group_advance is at least 1, and at least 2 go through to the playoff.")


def seeds_by_rating(*, tournament: Tournament) -> None:
    """Seed the entrants by their players' rating in the ruleset (a team: its
    players' mean; a bot or a player with no rating is unrated): the rated first,
    best first, then the unrated in entry order. Precondition: not started."""
    entrants = list(tournament.entrants.prefetch_related("players").order_by("seed"))
    players = [p.pk for e in entrants for p in e.players.all()]
    ratings = selectors.player_ratings(tournament.ruleset, players)

    def rating(entrant: Entrant) -> float | None:
        rated = [ratings[p.pk] for p in entrant.players.all() if p.pk in ratings]
        return sum(rated) / len(rated) if rated else None

    order = sorted(entrants, key=lambda e: (rating(e) is None, -(rating(e) or 0.0), e.seed))
    # Two passes, so no two rows share a seed midway (seeds are unique per tournament).
    for index, entrant in enumerate(order):
        entrant.seed = len(order) + index
        entrant.save(update_fields=["seed"])
    for index, entrant in enumerate(order):
        entrant.seed = index
        entrant.save(update_fields=["seed"])


def groups_draw(*, tournament: Tournament) -> None:
    """Deal the entrants (seed order) into the groups by snake seeding.
    Precondition: the tournament row locked, starting."""
    if tournament.seeding == Seeding.RATING:
        seeds_by_rating(tournament=tournament)
    ordered = selectors.active_entrant_ids(tournament)
    fewest = 2 if tournament.table_size == 2 else 3
    if len(ordered) < tournament.group_count * fewest:
        raise ServiceError(
            "too_few_entrants",
            f"{tournament.group_count} group(s) need at least {tournament.group_count * fewest} entrants"
            f" ({fewest} a group).",
        )
    for index, group in enumerate(stages.snake_groups(ordered, tournament.group_count)):
        Entrant.objects.filter(pk__in=group).update(group=index)
    webhook_services.event_emit(event_type=EventType.TOURNAMENT_STAGE_STARTED, data=lambda: stage_event(tournament))


def group_rounds(tournament: Tournament) -> int:
    """How many rounds the group stage plays: the longest group's round robin, or the Swiss rounds."""
    if tournament.group_format == GroupFormat.SWISS:
        biggest = max((len(g) for g in selectors.groups(tournament)), default=2)
        return tournament.rounds_planned or max(1, math.ceil(math.log2(max(2, biggest))))
    return max((len(round_robin_rounds(tournament, g)) for g in selectors.groups(tournament)), default=0)


def group_stage_over(tournament: Tournament) -> bool:
    """Precondition: the last round complete."""
    played = tournament.rounds.filter(stage=Stage.GROUPS).count()
    return played >= group_rounds(tournament)


def group_round_pairing(tournament: Tournament, number: int) -> pairing.RoundPairing:
    """Group round ``number`` (1-based): each group paired within itself, its
    round robin's round or a Swiss round of its own table."""
    active = set(selectors.active_entrant_ids(tournament))
    tables: list[list[int]] = []
    byes: list[int] = []
    rules = get_ruleset(tournament.ruleset)
    if tournament.group_format == GroupFormat.SWISS:
        met = selectors.tournament_meetings(tournament)
        had_bye = {e for r in tournament.rounds.all() for e in r.byes}
        for rows in selectors.group_standings(tournament):
            ranked = [r.entrant for r in rows if r.entrant in active]
            if len(ranked) < 2:
                byes.extend(ranked)
                continue
            made = _pairing_for(
                ranked, met, had_bye, tournament.table_size, rules, tournament.scenario, tournament.team_size
            )
            tables.extend(made.tables)
            byes.extend(made.byes)
        return pairing.RoundPairing(tables, byes)
    scenario = rules.info.scenario(tournament.scenario)
    low = scenario.min_seats or rules.info.min_seats
    for group in selectors.groups(tournament):
        schedule = round_robin_rounds(tournament, group)
        if number > len(schedule):
            continue  # a smaller group has played its whole round robin
        made = without_withdrawn(
            schedule[number - 1],
            set(group) - active,
            min_size=max(2, math.ceil(low / tournament.team_size)),
        )
        tables.extend(made.tables)
        byes.extend(made.byes)
    return pairing.RoundPairing(tables, byes)


def playoff_start(*, tournament: Tournament) -> None:
    """The group stage is over: the top ``group_advance`` of each group (not
    withdrawn) go through, seeded by group placement. Precondition: the
    tournament row locked, the group stage's last round complete."""
    withdrawn = selectors.withdrawn_entrant_ids(tournament)
    ranked = [[r.entrant for r in rows if r.entrant not in withdrawn] for rows in selectors.group_standings(tournament)]
    tournament.playoff_seeds = stages.playoff_seeds(ranked, tournament.group_advance)
    tournament.save(update_fields=["playoff_seeds"])
    webhook_services.event_emit(event_type=EventType.TOURNAMENT_STAGE_STARTED, data=lambda: stage_event(tournament))


def stage_event(tournament: Tournament) -> dict[str, Any]:
    """The tournament.stage_started webhook's data: the stage, and its groups or its seeds."""
    names = dict(tournament.entrants.values_list("id", "name"))

    def who(entrant: int) -> dict[str, Any]:
        return {"id": entrant, "name": names.get(entrant, str(entrant))}

    ref = {
        "id": tournament.pk,
        "name": tournament.name,
        "ruleset": tournament.ruleset,
        "scenario": tournament.scenario,
        "format": tournament.format,
    }
    if tournament.playoff_seeds:
        return {
            "tournament": ref,
            "stage": Stage.PLAYOFF.value,
            "playoff_format": tournament.playoff_format,
            "seeds": [who(e) for e in tournament.playoff_seeds],
        }
    return {
        "tournament": ref,
        "stage": Stage.GROUPS.value,
        "group_format": tournament.group_format,
        "groups": [
            {"name": stages.group_name(i), "entrants": [who(e) for e in group]}
            for i, group in enumerate(selectors.groups(tournament))
        ],
    }
