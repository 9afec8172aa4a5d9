"""Reads for leagues and tournaments: standings computed from finished games."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

from games.models import GameStatus, Seat, SeatType
from ladders.engine import trophy_count
from tournaments import bracket_pictures, brackets, divisions, pairing, pictures, stages, standings
from tournaments.models import (
    Format,
    League,
    LeagueGame,
    LeagueMember,
    PlayoffFormat,
    RoundStatus,
    Season,
    Stage,
    Table,
    TierHistory,
    Tournament,
    TournamentStatus,
)

DEFAULT_PLACEMENT_POINTS = (3.0, 1.0)

# Players' ratings in a ruleset ({player id: rating}), for seeding by rating. The
# ranks app (a layer above) registers its reader when it is ready (ranks.apps).
RatingLookup = Callable[[str, Sequence[int]], dict[int, float]]
_rating_lookups: list[RatingLookup] = []


def rating_lookup_register(lookup: RatingLookup) -> None:
    _rating_lookups[:] = [lookup]


def player_ratings(ruleset: str, player_ids: Sequence[int]) -> dict[int, float]:
    """The rated players' ratings in ``ruleset`` (none when no reader is registered)."""
    return _rating_lookups[0](ruleset, player_ids) if _rating_lookups else {}


def scoring_of(obj: Any) -> standings.Scoring:
    return standings.Scoring(
        placement_points=tuple(obj.placement_points) or DEFAULT_PLACEMENT_POINTS,
        frag_points=obj.frag_points,
        trophy_points=obj.trophy_points,
        bye_points=obj.bye_points,
    )


def _season_tables(season: Season) -> list[standings.TableResult]:
    """Finished games of the season, human seats only (members are players)."""
    games = list(
        LeagueGame.objects.filter(season=season, game__status=GameStatus.FINISHED)
        .select_related("game")
        .order_by("game__finished_at", "game_id")
    )
    seats: dict[int, list[tuple[int, int]]] = {}
    for game_id, index, player_id in Seat.objects.filter(
        game_id__in=[g.game_id for g in games], type=SeatType.HUMAN, player__isnull=False
    ).values_list("game_id", "index", "player_id"):
        seats.setdefault(game_id, []).append((index, player_id))
    tables = []
    for league_game in games:
        outcome = league_game.game.outcome or {}
        frags = outcome.get("frags") or []
        trophies = outcome.get("trophies") or []
        tables.append(
            standings.TableResult(
                tuple(
                    standings.SeatResult(
                        entrant=player,
                        placement=int(outcome["placements"][index]),
                        frags=int(frags[index]) if index < len(frags) else 0,
                        trophies=trophy_count(trophies[index]) if index < len(trophies) else 0,
                    )
                    for index, player in sorted(seats.get(league_game.game_id, []))
                )
            )
        )
    return tables


def season_standings(season: Season, tier: int | None = None) -> list[standings.StandingRow]:
    """Members ranked by the season's games (entrant = player id), tie-breaks as in standings.py;
    with ``tier``, the members of that tier this season (divisions) and their games among themselves."""
    query = season.league.members.order_by("joined_at", "id")
    if tier is not None:
        query = query.filter(tier_history__season=season, tier_history__tier=tier)
    rows = list(query.values_list("player_id", "left_at"))
    everyone = {player for player, _ in rows}
    byes = [p for pairing_byes in season.byes for p in pairing_byes if p in everyone]
    tables = [t for t in _season_tables(season) if all(s.entrant in everyone for s in t.seats)]
    # A member who left keeps their row while this season has a game or a bye of theirs.
    played = {s.entrant for t in tables for s in t.seats} | set(byes)
    members = [player for player, left_at in rows if left_at is None or player in played]
    return standings.compute_standings(members, tables, byes, scoring_of(season.league))


def season_tier_rankings(season: Season) -> list[list[int]]:
    """Each tier's members (player ids) this season, best first (tier 1 first)."""
    tiers = season.league.tiers
    return [[r.entrant for r in season_standings(season, tier)] for tier in range(1, tiers + 1)]


def league_tiers(league: League, season: Season) -> dict[str, Any]:
    """A league's divisions in a season for the API and the admin: each tier with
    its members' standing rows and how each got there; each member's history."""
    names = dict(league.members.values_list("player_id", "player__handle"))
    moves = {
        (player, tier): move
        for player, tier, move in TierHistory.objects.filter(season=season).values_list(
            "member__player_id", "tier", "move"
        )
    }
    left = league_members_left(league.pk)
    history: dict[int, list[dict[str, Any]]] = {}
    for player, number, tier, move in (
        TierHistory.objects.filter(member__league=league)
        .order_by("season__number")
        .values_list("member__player_id", "season__number", "tier", "move")
    ):
        history.setdefault(player, []).append({"season": number, "tier": tier, "move": move})
    tiers = []
    for tier in range(1, league.tiers + 1):
        rows = season_standings(season, tier) if league.tiers > 1 else []
        tiers.append(
            {
                "tier": tier,
                "name": divisions.tier_name(tier),
                "members": [
                    {
                        "rank": r.rank,
                        "player": names.get(r.entrant, str(r.entrant)),
                        "points": r.points,
                        "played": r.played,
                        "move": moves.get((r.entrant, tier), ""),
                        "withdrawn": r.entrant in left,
                    }
                    for r in rows
                ],
            }
        )
    return {
        "season": {"id": season.pk, "number": season.number},
        "promote": league.promote,
        "relegate": league.relegate,
        "tiers": tiers if league.tiers > 1 else [],
        "history": [
            {"player": names.get(player, str(player)), "seasons": seasons}
            for player, seasons in sorted(history.items())
        ],
    }


def league_members_left(league_id: int) -> set[int]:
    """Players (ids) who left the league: standings mark their rows ``withdrawn``."""
    return set(
        LeagueMember.objects.filter(league_id=league_id, left_at__isnull=False).values_list("player_id", flat=True)
    )


def season_meetings(season: Season) -> dict[frozenset[int], int]:
    return standings.meetings([[s.entrant for s in t.seats] for t in _season_tables(season)])


def entrant_ids(tournament: Tournament) -> list[int]:
    """Entrants in seed order."""
    return list(tournament.entrants.order_by("seed").values_list("id", flat=True))


def active_entrant_ids(tournament: Tournament) -> list[int]:
    """Entrants not withdrawn, in seed order: those a new round may pair."""
    return list(tournament.entrants.filter(withdrawn_at__isnull=True).order_by("seed").values_list("id", flat=True))


def withdrawn_entrant_ids(tournament: Tournament) -> set[int]:
    return set(tournament.entrants.filter(withdrawn_at__isnull=False).values_list("id", flat=True))


def _tables_with_results(tournament: Tournament) -> list[Table]:
    return list(
        Table.objects.filter(round__tournament=tournament, result__isnull=False).order_by("round__number", "index")
    )


def tournament_standings(tournament: Tournament, *, seed_order: list[int] | None = None) -> list[standings.StandingRow]:
    """The tournament's standings; ``seed_order`` (its entrant ids in seed order), where
    the caller has read them already, saves reading them again."""
    tables = [
        standings.TableResult(
            tuple(standings.SeatResult(r["entrant"], r["placement"], r["frags"], r["trophies"]) for r in t.result or [])
        )
        for t in _tables_with_results(tournament)
    ]
    byes = [e for r in tournament.rounds.filter(status=RoundStatus.COMPLETE) for e in r.byes]
    order = entrant_ids(tournament) if seed_order is None else seed_order
    return standings.compute_standings(order, tables, byes, scoring_of(tournament))


def entrant_fighters(tournament: Tournament) -> dict[int, dict[str, Any]]:
    """Frag Deadlands: each entrant's fighter as it will enter its next game: the fighter
    and stats of its latest finished table game, plus the stats raised since
    (``Entrant.stat_raises``). Entrants with no finished game yet are absent."""
    stats = ("health", "speed", "accuracy")
    latest: dict[int, tuple[int, dict[str, Any]]] = {}
    tables = Table.objects.filter(round__tournament=tournament, game__status=GameStatus.FINISHED).select_related(
        "round", "game"
    )
    for table in tables:
        if table.game is None:
            continue
        details = (table.game.outcome or {}).get("details") or {}
        fighters = details.get("fighters") or []
        for seat, entrant in enumerate(table.entrants):
            if seat < len(fighters) and table.round.number > latest.get(entrant, (0, {}))[0]:
                latest[entrant] = (table.round.number, fighters[seat])
    out: dict[int, dict[str, Any]] = {}
    raises = dict(tournament.entrants.values_list("id", "stat_raises"))
    for entrant, (number, fighter) in latest.items():
        grown = {"fighter": fighter["fighter"], **{s: int(fighter["stats"][s]) for s in stats}}
        for raised in raises.get(entrant) or []:
            if raised["round"] >= number and raised["stat"] in stats:
                grown[raised["stat"]] += 1
        out[entrant] = grown
    return out


def tournament_meetings(tournament: Tournament) -> dict[frozenset[int], int]:
    return standings.meetings(list(t.entrants) for t in Table.objects.filter(round__tournament=tournament))


def still_in(tournament: Tournament) -> list[int]:
    """Single elimination: entrants not yet knocked out, in bracket order.
    A table's winner is its best-placed entrant, the better seed on a tie; byes go through."""
    seeds = {e: i for i, e in enumerate(bracket_seeds(tournament))}
    withdrawn = withdrawn_entrant_ids(tournament)
    last = tournament.rounds.exclude(stage=Stage.GROUPS).order_by("-number").first()
    if last is None:
        alive = list(seeds)
    else:
        alive = list(last.byes)
        for table in last.tables.all():
            results = table.result or []
            if results:
                best = min(results, key=lambda r: (r["placement"], seeds[r["entrant"]]))
                alive.append(best["entrant"])
    # Bracket position of each seed, so the next round pairs neighbouring branches.
    slots = 1 << max(0, len(seeds) - 1).bit_length()
    position = {seed: i for i, seed in enumerate(pairing.bracket_order(slots))}
    # A withdrawn entrant goes no further (a forfeit places it last at its table;
    # one withdrawn after winning its table, or on a bye, leaves a gap its neighbour fills).
    return sorted((e for e in alive if e not in withdrawn), key=lambda e: position[seeds[e] + 1])


def bracket_seeds(tournament: Tournament) -> list[int]:
    """The entrants of the tournament's bracket in seed order: every entrant, or
    after a group stage those who went through (seeded by group placement)."""
    if tournament.format == Format.GROUPS_PLAYOFF:
        return list(tournament.playoff_seeds)
    return entrant_ids(tournament)


def is_double_elimination(tournament: Tournament) -> bool:
    return tournament.format == Format.DOUBLE_ELIMINATION or (
        tournament.format == Format.GROUPS_PLAYOFF and tournament.playoff_format == PlayoffFormat.DOUBLE_ELIMINATION
    )


def pod_tables(tournament: Tournament) -> list[brackets.PodTable]:
    """A double elimination's tables in play order, for brackets' pod functions."""
    rows = (
        Table.objects.filter(round__tournament=tournament)
        .exclude(round__stage=Stage.GROUPS)
        .select_related("round")
        .order_by("round__number", "index")
    )
    return [
        brackets.PodTable(
            round=t.round.number,
            match=t.match,
            entrants=tuple(t.entrants),
            result=[(r["entrant"], r["placement"]) for r in t.result] if t.result is not None else None,
        )
        for t in rows
    ]


def double_elimination(tournament: Tournament) -> brackets.EliminationState:
    """Where a double elimination stands, from its recorded tables (precondition:
    its format is double elimination, or its playoff is and has started)."""
    seeded = bracket_seeds(tournament)
    withdrawn = withdrawn_entrant_ids(tournament)
    if tournament.table_size > 2:
        return brackets.pod_double_elimination_state(
            seeded,
            pod_tables(tournament),
            withdrawn,
            stay=tournament.stay_rule,
            reset=tournament.grand_final_reset,
        )
    results = {
        t.match: [(r["entrant"], r["placement"]) for r in t.result]
        for t in Table.objects.filter(round__tournament=tournament, result__isnull=False).exclude(match="")
        if t.result is not None
    }
    bracket = brackets.double_elimination_bracket(max(2, len(seeded)), reset=tournament.grand_final_reset)
    return brackets.double_elimination_state(bracket, seeded, results, withdrawn)


def is_single_elimination(tournament: Tournament) -> bool:
    return tournament.format == Format.SINGLE_ELIMINATION or (
        tournament.format == Format.GROUPS_PLAYOFF and tournament.playoff_format == PlayoffFormat.SINGLE_ELIMINATION
    )


def elimination_rounds(tournament: Tournament) -> list[brackets.EliminationRound]:
    """A single elimination's rounds (a playoff's: its group rounds left out),
    numbered 1, 2, ... within the bracket."""
    rows = tournament.rounds.exclude(stage=Stage.GROUPS).order_by("number").prefetch_related("tables")
    return [
        brackets.EliminationRound(
            number=number,
            tables=tuple(
                brackets.EliminationTable(
                    entrants=tuple(t.entrants),
                    result=[(r["entrant"], r["placement"]) for r in t.result] if t.result is not None else None,
                )
                for t in sorted(round_row.tables.all(), key=lambda t: t.index)
            ),
            byes=tuple(round_row.byes),
        )
        for number, round_row in enumerate(rows, start=1)
    ]


def single_elimination(tournament: Tournament) -> brackets.EliminationState:
    """Where a single elimination (or a single-elimination playoff) stands."""
    return brackets.single_elimination_state(
        bracket_seeds(tournament),
        elimination_rounds(tournament),
        withdrawn_entrant_ids(tournament),
        finished=tournament.status == TournamentStatus.FINISHED,
    )


def _single_elimination_matches(tournament: Tournament, who: Callable[[int | None], Any]) -> list[dict[str, Any]]:
    """A single elimination's tables as matches (``R<round>-<n>``), byes as matches of one."""
    games = {
        (number, t.index): t.game_id
        for number, round_row in enumerate(
            tournament.rounds.exclude(stage=Stage.GROUPS).order_by("number").prefetch_related("tables"), start=1
        )
        for t in round_row.tables.all()
    }
    seed_of = {e: i for i, e in enumerate(bracket_seeds(tournament))}
    matches: list[dict[str, Any]] = []
    for round_ in elimination_rounds(tournament):
        for index, table in enumerate(round_.tables):
            order = (
                [e for e, _ in sorted(table.result, key=lambda r: (r[1], seed_of.get(r[0], 0)))]
                if table.result is not None
                else []
            )
            matches.append(
                {
                    "id": brackets.single_elimination_match_id(round_.number, index),
                    "bracket": "single",
                    "round": round_.number,
                    "from": [],
                    "entrants": [who(e) for e in table.entrants],
                    "status": brackets.PLAYED if order else brackets.READY,
                    "winner": who(order[0]) if order else None,
                    "loser": who(order[1]) if len(order) == 2 else None,
                    "game": games.get((round_.number, index)),
                }
            )
        for index, entrant in enumerate(round_.byes):
            matches.append(
                {
                    "id": f"R{round_.number}-bye-{index + 1}",
                    "bracket": "single",
                    "round": round_.number,
                    "from": [],
                    "entrants": [who(entrant), None],
                    "status": brackets.BYE,
                    "winner": who(entrant),
                    "loser": None,
                    "game": None,
                }
            )
    return matches


def tournament_bracket(tournament: Tournament) -> dict[str, Any] | None:
    """An elimination's structure for the API and the admin: every match (its
    bracket, round, entrants, state, winner, loser and game) and everyone's
    placement (final once the tournament is finished). A double elimination's
    matches are its fixed bracket's (or its pods'); a single elimination's are its
    tables, ``R<round>-<n>``. A playoff's entrants who stayed in their groups are
    placed after the playoff's. None for other formats."""
    double = is_double_elimination(tournament)
    if not double and not is_single_elimination(tournament):
        return None
    names = dict(tournament.entrants.values_list("id", "name"))
    withdrawn = withdrawn_entrant_ids(tournament)
    seeded = bracket_seeds(tournament)
    if len(seeded) < 2 or tournament.started_at is None:
        return {"finished": False, "champion": None, "matches": [], "placements": []}

    def who(entrant: int | None) -> dict[str, Any] | None:
        return None if entrant is None else {"id": entrant, "name": names.get(entrant, str(entrant))}

    if double:
        state = double_elimination(tournament)
        tables = Table.objects.filter(round__tournament=tournament).exclude(match="").order_by("round__number", "index")
        games = dict(tables.values_list("match", "game_id"))
        matches = [
            {
                "id": m.id,
                "bracket": m.match.bracket,
                "round": m.match.round,
                "from": [s.label() for s in m.match.sources] if tournament.table_size == 2 else [],
                "entrants": [who(e) for e in m.entrants],
                "status": m.status,
                "winner": who(m.winner),
                "loser": who(m.loser),
                "game": games.get(m.id),
            }
            for m in state.matches
        ]
        finished = state.champion is not None
    else:
        state = single_elimination(tournament)
        matches = _single_elimination_matches(tournament, who)
        finished = state.champion is not None or tournament.status == TournamentStatus.FINISHED
    placements = state.placements(seeded, withdrawn)
    if tournament.format == Format.GROUPS_PLAYOFF:
        placements += _out_in_groups(tournament, len(seeded), withdrawn)
    return {
        "finished": finished,
        "champion": who(state.champion),
        "matches": matches,
        "placements": [
            {
                "entrant": who(p.entrant),
                "place": p.place,
                "place_to": p.place_to,
                "label": p.label,
                "losses": p.losses,
                "out_in": p.out_in,
                "withdrawn": p.withdrawn,
            }
            for p in placements
        ],
    }


def _out_in_groups(tournament: Tournament, above: int, withdrawn: set[int]) -> list[brackets.Placement]:
    """Who did not go through, placed after the playoff's entrants: by group rank
    (every group's next-best share a range, then the next, ...)."""
    rows = [r for group in group_standings(tournament) for r in group]
    group_of = dict(tournament.entrants.values_list("id", "group"))
    through = set(tournament.playoff_seeds)
    out = sorted((r for r in rows if r.entrant not in through), key=lambda r: r.rank)
    placed: list[brackets.Placement] = []
    for rank in sorted({r.rank for r in out}):
        level = [r for r in out if r.rank == rank]
        first = above + len(placed) + 1
        placed.extend(
            brackets.Placement(
                entrant=r.entrant,
                place=first,
                place_to=first + len(level) - 1,
                losses=0,
                out_in=f"group {stages.group_name(group_of.get(r.entrant) or 0)}",
                withdrawn=r.entrant in withdrawn,
            )
            for r in level
        )
    return placed


def groups(tournament: Tournament) -> list[list[int]]:
    """Each group's entrants in seed order (group 0 = A)."""
    drawn: dict[int, list[int]] = {}
    for entrant, group in tournament.entrants.exclude(group=None).order_by("seed").values_list("id", "group"):
        drawn.setdefault(int(group or 0), []).append(entrant)
    return [drawn.get(g, []) for g in range(max(drawn, default=-1) + 1)]


def group_tables(tournament: Tournament) -> tuple[list[standings.TableResult], list[int]]:
    """The group stage's recorded tables and byes."""
    tables = [
        standings.TableResult(
            tuple(standings.SeatResult(r["entrant"], r["placement"], r["frags"], r["trophies"]) for r in t.result or [])
        )
        for t in Table.objects.filter(
            round__tournament=tournament, round__stage=Stage.GROUPS, result__isnull=False
        ).order_by("round__number", "index")
    ]
    byes = [e for r in tournament.rounds.filter(stage=Stage.GROUPS, status=RoundStatus.COMPLETE) for e in r.byes]
    return tables, byes


def group_standings(tournament: Tournament) -> list[list[stages.GroupRow]]:
    """Each group's table, ranked with the named tie-breaks (tournaments.stages)."""
    tables, byes = group_tables(tournament)
    scoring = scoring_of(tournament)
    return [stages.group_standings(group, tables, byes, scoring, tournament.lot_seed) for group in groups(tournament)]


def tournament_groups(tournament: Tournament) -> dict[str, Any] | None:
    """A group stage's structure for the API and the admin: each group with its
    table (tie-break values and which one decided each place) and who goes through."""
    if tournament.format != Format.GROUPS_PLAYOFF:
        return None
    names = dict(tournament.entrants.values_list("id", "name"))
    withdrawn = withdrawn_entrant_ids(tournament)
    through = set(tournament.playoff_seeds)
    return {
        "stage": "playoff" if tournament.playoff_seeds else ("groups" if tournament.started_at else ""),
        "lot_seed": str(tournament.lot_seed),
        "tie_breaks": list(stages.TIE_BREAKS),
        "advance": tournament.group_advance,
        "groups": [
            {
                "name": stages.group_name(index),
                "rows": [
                    {
                        "rank": r.rank,
                        "entrant": {"id": r.entrant, "name": names.get(r.entrant, str(r.entrant))},
                        "points": r.points,
                        "head_to_head": r.head_to_head,
                        "buchholz": r.buchholz,
                        "frags": r.frags,
                        "trophies": r.trophies,
                        "lot": r.lot,
                        "decided_by": r.decided_by,
                        "played": r.played,
                        "byes": r.byes,
                        "withdrawn": r.entrant in withdrawn,
                        "through": r.entrant in through,
                    }
                    for r in rows
                ],
            }
            for index, rows in enumerate(group_standings(tournament))
        ],
        "playoff_seeds": [{"id": e, "name": names.get(e, str(e))} for e in tournament.playoff_seeds],
    }


def league_game_scopes(game_ids: Sequence[int]) -> dict[int, list[str]]:
    """Rank scopes of league games: the league and the season (read by ranks.services.game_scopes)."""
    rows = LeagueGame.objects.filter(game_id__in=list(game_ids)).values_list(
        "game_id", "season_id", "season__league_id"
    )
    return {game: league_scopes(league, season) for game, season, league in rows}


def league_scopes(league_id: int, season_id: int) -> list[str]:
    """The rank scopes of a game of this league season."""
    return [f"league:{league_id}", f"season:{season_id}"]


# -- pictures for the organiser's console (drawn by tournaments.bracket) ---------------


def ordinal(place: int) -> str:
    return f"{place}{'th' if 10 <= place % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(place % 10, 'th')}"


def _table_match(table: Table, names: dict[int, str], seeds: dict[int, int]) -> pictures.Match:
    results = {r["entrant"]: r for r in table.result or []}
    best = min(results.values(), key=lambda r: (r["placement"], seeds.get(r["entrant"], 0)), default=None)
    slots = tuple(
        pictures.Slot(
            name=names.get(entrant, str(entrant)),
            score=ordinal(int(results[entrant]["placement"])) if entrant in results else "",
            winner=best is not None and best["entrant"] == entrant,
        )
        for entrant in table.entrants
    )
    label = f"game {table.game_id}" if table.game_id else ""
    if table.game_id and not results:
        label += " (playing)"
    return pictures.Match(slots=slots, label=label)


def _open_match(size: int) -> pictures.Match:
    return pictures.Match(slots=(pictures.Slot(None),) * size)


def _picture_names(tournament: Tournament) -> dict[int, str]:
    return {e.pk: e.name + (" (withdrawn)" if e.withdrawn_at else "") for e in tournament.entrants.all()}


def tournament_bracket_picture(tournament: Tournament) -> pictures.Bracket:
    """A single elimination (or a single-elimination playoff) as a bracket: each
    round's tables and byes in bracket order, winners marked as tables finish, the
    rounds still to come as empty matches."""
    names = _picture_names(tournament)
    entrants = bracket_seeds(tournament)
    withdrawn = withdrawn_entrant_ids(tournament)
    seeds = {e: i for i, e in enumerate(entrants)}
    playoff = tournament.format == Format.GROUPS_PLAYOFF
    expected = len(entrants) or (tournament.group_count * tournament.group_advance if playoff else 0)
    slots = 1 << max(0, expected - 1).bit_length()
    position = {seed: i for i, seed in enumerate(pairing.bracket_order(slots))}

    def place(entrant: int) -> int:
        return position.get(seeds.get(entrant, 0) + 1, len(position))

    size = max(2, tournament.table_size)
    rounds: list[tuple[pictures.Match, ...]] = []
    played = list(tournament.rounds.exclude(stage=Stage.GROUPS).order_by("number").prefetch_related("tables"))
    for round_row in played:
        keyed = [(min(place(e) for e in t.entrants), _table_match(t, names, seeds)) for t in round_row.tables.all()]
        keyed += [
            (place(e), pictures.Match(slots=(pictures.Slot(names.get(e, str(e)), winner=True),), bye=True))
            for e in round_row.byes
        ]
        rounds.append(tuple(match for _, match in sorted(keyed, key=lambda item: item[0])))
    if not rounds:
        waiting = len([e for e in entrants if e not in withdrawn]) or expected
        rounds.append(tuple(_open_match(size) for _ in range(max(1, math.ceil(waiting / size)))))
    # The rounds to come, each table's winner going on as soon as it is known (a closed
    # tournament has none).
    while len(rounds[-1]) > 1 and tournament.status != TournamentStatus.FINISHED:
        winners = [next((s.name for s in match.slots if s.winner), None) for match in rounds[-1]]
        rounds.append(
            tuple(
                pictures.Match(slots=tuple(pictures.Slot(name) for name in winners[m * size : (m + 1) * size]))
                for m in range(math.ceil(len(winners) / size))
            )
        )
    last = rounds[-1] if rounds else ()
    champion = None
    if len(last) == 1 and any(s.winner for s in last[0].slots):
        champion = next(s.name for s in last[0].slots if s.winner)
    total = len(rounds)
    return pictures.Bracket(
        title=f"{tournament.name}: {'playoff' if playoff else 'single elimination'}",
        rounds=tuple(rounds),
        round_names=tuple(pictures.round_name(i + 1, total) for i in range(total)),
        champion=champion,
    )


def tournament_picture(tournament: Tournament) -> str | None:
    """An elimination's picture as SVG, filled in as games end: a single
    elimination's bracket; a double elimination's winners' and losers' brackets
    and grand final; a group stage's tables (in tie-break order) and then its
    playoff. None for a round robin or a Swiss (their standings are a chart)."""
    if tournament.format not in (Format.SINGLE_ELIMINATION, Format.DOUBLE_ELIMINATION, Format.GROUPS_PLAYOFF):
        return None
    names = _picture_names(tournament)
    parts: list[pictures.Bracket | pictures.GroupTable] = []
    title = tournament.name
    if tournament.format == Format.GROUPS_PLAYOFF:
        title = f"{tournament.name}: groups and playoff"
        if tournament.started_at is not None:
            parts += bracket_pictures.group_tables(
                group_standings(tournament), names, set(tournament.playoff_seeds), tournament.group_advance
            )
    if is_double_elimination(tournament) and (
        tournament.format == Format.DOUBLE_ELIMINATION or tournament.playoff_seeds
    ):
        if tournament.format == Format.DOUBLE_ELIMINATION:
            title = f"{tournament.name}: double elimination"
        results = {
            t.match: [(r["entrant"], r["placement"]) for r in t.result]
            for t in Table.objects.filter(round__tournament=tournament, result__isnull=False).exclude(match="")
            if t.result is not None
        }
        games = dict(
            Table.objects.filter(round__tournament=tournament).exclude(match="").values_list("match", "game_id")
        )
        parts += bracket_pictures.double_elimination_brackets(
            tournament.name, double_elimination(tournament), names, results, games
        )
    elif is_single_elimination(tournament):
        if tournament.format == Format.SINGLE_ELIMINATION:
            return pictures.bracket_svg(tournament_bracket_picture(tournament))
        parts.append(tournament_bracket_picture(tournament))
    return pictures.event_svg(title, parts)


def tournament_points_by_round(tournament: Tournament) -> list[pictures.Series]:
    """Each entrant's points after each round so far (finished tables, completed
    rounds' byes), in the order of today's standings."""
    names = dict(tournament.entrants.values_list("id", "name"))
    scoring = scoring_of(tournament)
    entrants = entrant_ids(tournament)
    tables = list(
        Table.objects.filter(round__tournament=tournament, result__isnull=False).values_list("round__number", "result")
    )
    round_rows = list(tournament.rounds.order_by("number"))
    totals: dict[int, list[float]] = {e: [] for e in entrants}
    for round_row in round_rows:
        upto = [
            standings.TableResult(
                tuple(
                    standings.SeatResult(r["entrant"], r["placement"], r["frags"], r["trophies"]) for r in result or []
                )
            )
            for number, result in tables
            if number <= round_row.number
        ]
        byes = [
            e for r in round_rows if r.number <= round_row.number and r.status == RoundStatus.COMPLETE for e in r.byes
        ]
        for row in standings.compute_standings(entrants, upto, byes, scoring):
            totals[row.entrant].append(row.points)
    order = [row.entrant for row in tournament_standings(tournament)]
    return [pictures.Series(names.get(e, str(e)), tuple(totals.get(e, []))) for e in order]
