"""Whole events played out on the pure functions alone (no games, no database):
the ``simulate_formats`` command and the invariant tests run them at full size.

A table's result is drawn at random from a seeded ``random.Random``, as bots'
games would give one; nothing here writes anything.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from tournaments import brackets, divisions, pairing, stages, standings

Progress = Callable[[str], None]


def _quiet(_: str) -> None:
    return None


@dataclass(slots=True)
class Played:
    """What a simulated event did: each table (its label and entrants, best first) in play order."""

    rounds: int = 0
    tables: list[tuple[str, list[int]]] = field(default_factory=list)


def _draw(entrants: list[int], rng: random.Random) -> list[tuple[int, int]]:
    order = entrants[:]
    rng.shuffle(order)
    return [(e, place) for place, e in enumerate(order, start=1)]


def double_elimination(
    count: int,
    rng: random.Random,
    *,
    reset: bool = True,
    withdraw: dict[int, int] | None = None,
    progress: Progress = _quiet,
) -> tuple[brackets.EliminationState, Played]:
    """A double elimination of ``count`` entrants (ids 1..count, seed order) at
    2-entrant tables, to the end. ``withdraw``: entrant -> the round before
    which it withdraws."""
    seeded = list(range(1, count + 1))
    bracket = brackets.double_elimination_bracket(count, reset=reset)
    results: dict[str, brackets.Result] = {}
    played = Played()
    withdrawn: set[int] = set()
    while True:
        withdrawn |= {e for e, before in (withdraw or {}).items() if before <= played.rounds + 1}
        state = brackets.double_elimination_state(bracket, seeded, results, withdrawn)
        if not state.ready:
            return state, played
        played.rounds += 1
        for match in state.ready:
            entrants = [e for e in match.entrants if e is not None]
            results[match.id] = _draw(entrants, rng)
            played.tables.append((match.id, [e for e, _ in results[match.id]]))
        still = sum(1 for e in seeded if e not in state.out)
        labels = ", ".join(m.id for m in state.ready)
        progress(f"round {played.rounds}: {len(state.ready)} match(es) ({labels}); {still} still in")


def pod_double_elimination(
    count: int,
    rng: random.Random,
    *,
    size: int,
    stay: str = "half",
    reset: bool = True,
    progress: Progress = _quiet,
) -> tuple[brackets.EliminationState, Played]:
    """A double elimination of ``count`` entrants at tables of ``size``, to the end."""
    seeded = list(range(1, count + 1))
    tables: list[brackets.PodTable] = []
    played = Played()
    while True:
        made, waiting = brackets.pod_double_elimination_round(seeded, tables, size=size, stay=stay, reset=reset)
        if not made:
            return brackets.pod_double_elimination_state(seeded, tables, stay=stay, reset=reset), played
        played.rounds += 1
        for match, entrants in made:
            result = _draw(entrants, rng)
            tables.append(brackets.PodTable(played.rounds, match, tuple(entrants), result))
            played.tables.append((match, [e for e, _ in result]))
        progress(f"round {played.rounds}: {len(made)} table(s), {len(waiting)} waiting")


@dataclass(slots=True)
class GroupsPlayed:
    groups: list[list[int]]
    group_tables: list[list[list[int]]]  # per group, each table's entrants
    ranked: list[list[int]]  # per group, rank order
    seeds: list[int]
    playoff: brackets.EliminationState
    placements: list[brackets.Placement]


def groups_into_playoff(
    count: int,
    rng: random.Random,
    *,
    groups: int,
    advance: int,
    lot_seed: int = 0,
    progress: Progress = _quiet,
) -> GroupsPlayed:
    """``count`` entrants snake-seeded into ``groups`` round-robin groups; the top
    ``advance`` of each into a double elimination; everyone placed."""
    seeded = list(range(1, count + 1))
    dealt = stages.snake_groups(seeded, groups)
    scoring = standings.Scoring()
    ranked: list[list[int]] = []
    group_tables: list[list[list[int]]] = []
    for index, group in enumerate(dealt):
        results: list[standings.TableResult] = []
        played: list[list[int]] = []
        byes: list[int] = []
        for round_pairing in pairing.round_robin_schedule(group):
            byes.extend(round_pairing.byes)
            for table in round_pairing.tables:
                drawn = _draw(table, rng)
                results.append(standings.TableResult(tuple(standings.SeatResult(e, p) for e, p in drawn)))
                played.append(list(table))
        rows = stages.group_standings(group, results, byes, scoring, lot_seed)
        ranked.append([r.entrant for r in rows])
        group_tables.append(played)
        progress(
            f"group {stages.group_name(index)}: {len(played)} tables; "
            + ", ".join(f"{r.entrant} {r.points:g}{' (' + r.decided_by + ')' if r.decided_by else ''}" for r in rows)
        )
    seeds = stages.playoff_seeds(ranked, advance)
    progress(f"playoff seeds: {seeds}")
    bracket = brackets.double_elimination_bracket(len(seeds))
    results_by_match: dict[str, brackets.Result] = {}
    while True:
        state = brackets.double_elimination_state(bracket, seeds, results_by_match)
        if not state.ready:
            break
        for match in state.ready:
            results_by_match[match.id] = _draw([e for e in match.entrants if e is not None], rng)
        progress(f"playoff: {len(state.ready)} match(es) ({', '.join(m.id for m in state.ready)})")
    placements = state.placements(seeds)
    out = [(rank, e) for group in ranked for rank, e in enumerate(group) if e not in set(seeds)]
    for rank in sorted({r for r, _ in out}):
        level = [e for r, e in out if r == rank]
        first = len(placements) + 1
        placements += [brackets.Placement(e, first, first + len(level) - 1, 0, "groups", False) for e in level]
    return GroupsPlayed(dealt, group_tables, ranked, seeds, state, placements)


@dataclass(slots=True)
class SeasonPlayed:
    tiers: dict[int, int]  # member -> tier during the season
    moves: dict[int, tuple[int, str]]  # member -> (next tier, move)


def tiered_league(
    members: int,
    rng: random.Random,
    *,
    tiers: int,
    seasons: int,
    pairings: int,
    promote: int,
    relegate: int,
    progress: Progress = _quiet,
) -> list[SeasonPlayed]:
    """A league of ``members`` bots in ``tiers`` divisions, each season
    ``pairings`` Swiss pairings within each tier, then the moves."""
    ids = list(range(1, members + 1))
    tier_of = divisions.initial_tiers(ids, tiers)
    played: list[SeasonPlayed] = []
    for season in range(1, seasons + 1):
        ranked_tiers = []
        for tier in range(1, tiers + 1):
            within = [m for m in ids if tier_of[m] == tier]
            results: list[standings.TableResult] = []
            byes: list[int] = []
            for _ in range(pairings):
                rows = standings.compute_standings(within, results, byes, standings.Scoring(bye_points=0.0))
                met = standings.meetings([s.entrant for s in t.seats] for t in results)
                round_pairing = pairing.swiss_pairing([r.entrant for r in rows], met, set(byes))
                byes.extend(round_pairing.byes)
                for table in round_pairing.tables:
                    drawn = _draw(table, rng)
                    results.append(standings.TableResult(tuple(standings.SeatResult(e, p) for e, p in drawn)))
            rows = standings.compute_standings(within, results, byes, standings.Scoring(bye_points=0.0))
            ranked_tiers.append([r.entrant for r in rows])
        moves = divisions.season_moves(ranked_tiers, promote=promote, relegate=relegate)
        played.append(SeasonPlayed(dict(tier_of), moves))
        up = sum(1 for _, move in moves.values() if move == divisions.PROMOTED)
        down = sum(1 for _, move in moves.values() if move == divisions.RELEGATED)
        sizes = [sum(1 for t in tier_of.values() if t == tier) for tier in range(1, tiers + 1)]
        progress(f"season {season}: tiers of {sizes}; {up} promoted, {down} relegated")
        tier_of = {m: tier for m, (tier, _) in moves.items()}
    return played
