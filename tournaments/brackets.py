"""Double elimination as pure functions: no Django, no database, tested on their own.

Entrants are plain integer ids, ``seeded`` lists them best seed first. A
result is a table's entrants with their placements at the table (1 = best);
a tie goes to the better seed, as in single elimination.

Two entrants a table (``double_elimination_bracket``): a fixed bracket of
matches, each fed by a seed, or by the winner or the loser of an earlier
match.

- The winners' bracket is the single-elimination bracket (1 meets the
  lowest seed, byes to the top seeds: an absent seed is a bye).
- Losers' round 1 pairs the losers of winners' round 1 as their matches
  stand (the losers of matches 1 and 2, of 3 and 4, ...). Each even losers'
  round takes the losers of the next winners' round ("drops"), each odd one
  pairs the survivors among themselves. The drops come in a changing order
  so that two entrants who met in the winners' bracket meet again as late as
  can be: the losers of winners' round 2 in reverse order, of round 3 with
  the halves swapped, of round 4 reversed again, and so on.
- The grand final sets the winners' bracket's champion against the losers'
  bracket's; when the losers' side wins it, a reset match is played
  (``reset=False``: the grand final alone decides).
- Nobody plays a match whose opponent is absent: a bye (no opponent will
  come: a missing seed, the loser of a bye) lets the entrant through with no
  loss; a withdrawn entrant loses each match it would play (a walkover: its
  opponent goes through, it takes a loss), so it is out at its second.

More than two entrants a table (``pod_double_elimination_round``): each
round seats the winners' bracket (no loss) and the losers' bracket (one
loss) in pods as single elimination does; at a table the top
``stay_count`` entrants stay in their bracket (default ``half``: the better
half, rounded down, at least one; ``winner``: only the table's winner) and
the rest take a loss (from the winners' bracket they drop, from the losers'
bracket they are out). When one entrant is left in each bracket they meet
in a two-entrant grand final, with the reset as above.

Placements (``Placement``): the champion is 1st, the grand final's loser
2nd, and everyone else by when they were knocked out (later is better):
those out in the same losers' round share a range (5th-6th, 7th-8th, ...);
at pods those out at the same round and the same table placement share it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from tournaments.pairing import PairingError, bracket_order, table_sizes

WINNERS = "winners"
LOSERS = "losers"
FINAL = "final"
GRAND_FINAL = "GF"
GRAND_FINAL_RESET = "GF-reset"
STAY_RULES = ("half", "winner")

# Match states
PENDING = "pending"  # an entrant not known yet
READY = "ready"  # both entrants known: to be played now
PLAYED = "played"
BYE = "bye"  # one entrant, nobody to meet: through with no loss
WALKOVER = "walkover"  # a withdrawn entrant: its opponent through, it takes a loss
EMPTY = "empty"  # nobody will come (missing seeds), or a reset not needed

Result = Sequence[tuple[int, int]]  # (entrant, placement at the table)


@dataclass(frozen=True, slots=True)
class Source:
    """Where a match's entrant comes from: a seed (1-based), or the winner or the loser of a match."""

    kind: str  # "seed" | "winner" | "loser"
    ref: int | str

    def label(self) -> str:
        return f"seed {self.ref}" if self.kind == "seed" else f"{self.kind} of {self.ref}"


@dataclass(frozen=True, slots=True)
class Match:
    id: str  # "W1-1", "L2-3", "GF", "GF-reset"
    bracket: str  # winners | losers | final
    round: int  # round within its bracket (1-based)
    sources: tuple[Source, Source]


@dataclass(slots=True)
class MatchState:
    match: Match
    entrants: list[int | None] = field(default_factory=lambda: [None, None])
    status: str = PENDING
    winner: int | None = None
    loser: int | None = None

    @property
    def id(self) -> str:
        return self.match.id


@dataclass(frozen=True, slots=True)
class Placement:
    entrant: int
    place: int
    place_to: int  # the range's last place (== place when not shared)
    losses: int
    out_in: str | None  # the match (or pod round) that knocked it out; None for the champion or one still in
    withdrawn: bool

    @property
    def label(self) -> str:
        return place_label(self.place, self.place_to)


@dataclass(slots=True)
class EliminationState:
    """Where a double elimination stands: its matches, the ones to play now, and who is out."""

    matches: list[MatchState]
    losses: dict[int, int]
    out: dict[int, tuple[tuple[float, ...], str]]  # entrant -> (how late it went out, where)
    champion: int | None = None
    byes: list[int] = field(default_factory=list)  # pods: entrants waiting this round

    @property
    def ready(self) -> list[MatchState]:
        return [m for m in self.matches if m.status == READY]

    @property
    def finished(self) -> bool:
        return self.champion is not None or all(m.status not in (PENDING, READY) for m in self.matches)

    def placements(self, seeded: Sequence[int], withdrawn: set[int] | frozenset[int] = frozenset()) -> list[Placement]:
        """Everyone placed once, best first: the champion, then by how late each went
        out (entrants still in, in a tournament closed early, above all who are out,
        fewer losses first). Entrants level share a range; the list is in seed order
        within a range."""
        best = (float("inf"),)

        def key(entrant: int) -> tuple[float, ...]:
            if entrant == self.champion:
                return (float("inf"), float("inf"))
            if entrant in self.out:
                return self.out[entrant][0]
            return (*best, -float(self.losses.get(entrant, 0)))

        keys = {e: key(e) for e in seeded}
        ordered = sorted(seeded, key=lambda e: keys[e], reverse=True)  # stable: seed order within a level
        rows = []
        for entrant in ordered:
            above = sum(1 for other in seeded if keys[other] > keys[entrant])
            level = sum(1 for other in seeded if keys[other] == keys[entrant])
            rows.append(
                Placement(
                    entrant=entrant,
                    place=above + 1,
                    place_to=above + level,
                    losses=self.losses.get(entrant, 0),
                    out_in=self.out[entrant][1] if entrant in self.out else None,
                    withdrawn=entrant in withdrawn,
                )
            )
        return rows


def place_label(place: int, place_to: int) -> str:
    """1st, 2nd, 3rd, 4th, 5th-6th, ..."""

    def ordinal(n: int) -> str:
        suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
        return f"{n}{suffix}"

    return ordinal(place) if place == place_to else f"{ordinal(place)}-{ordinal(place_to)}"


def stay_count(table: int, rule: str = "half") -> int:
    """How many of a table's ``table`` entrants stay in their bracket: the better
    half (rounded down, at least one), or the winner alone."""
    if rule not in STAY_RULES:
        raise PairingError(f"the stay rule is one of {STAY_RULES}")
    return 1 if rule == "winner" else max(1, table // 2)


def _drop_order(losers: list[str], drop: int) -> list[str]:
    """The losers of a winners' round in the order they meet the losers' survivors:
    reversed on odd drops, halves swapped on even ones (rematches as late as can be)."""
    if drop % 2:
        return losers[::-1]
    half = len(losers) // 2
    return losers[half:] + losers[:half]


def double_elimination_bracket(count: int, *, reset: bool = True) -> list[Match]:
    """Every match of a double elimination of ``count`` entrants at 2-entrant
    tables, each after the matches that feed it (winners' bracket, losers'
    bracket, grand final, then the reset when ``reset``)."""
    if count < 2:
        raise PairingError("a double elimination needs at least 2 entrants")
    rounds = max(1, (count - 1).bit_length())
    slots = 1 << rounds
    order = bracket_order(slots)
    matches: list[Match] = []
    winners: list[list[str]] = []
    for r in range(1, rounds + 1):
        ids = []
        for i in range(slots >> r):
            if r == 1:
                sources = (Source("seed", order[2 * i]), Source("seed", order[2 * i + 1]))
            else:
                prev = winners[-1]
                sources = (Source("winner", prev[2 * i]), Source("winner", prev[2 * i + 1]))
            ids.append(f"W{r}-{i + 1}")
            matches.append(Match(ids[-1], WINNERS, r, sources))
        winners.append(ids)
    if rounds == 1:
        losers_champion = Source("loser", winners[0][0])
    else:
        first = winners[0]
        current = []
        for i in range(len(first) // 2):
            current.append(f"L1-{i + 1}")
            sources = (Source("loser", first[2 * i]), Source("loser", first[2 * i + 1]))
            matches.append(Match(current[-1], LOSERS, 1, sources))
        number = 1
        for drop in range(1, rounds):
            number += 1
            dropped = _drop_order(winners[drop], drop)
            ids = []
            for i, survivor in enumerate(current):
                ids.append(f"L{number}-{i + 1}")
                sources = (Source("winner", survivor), Source("loser", dropped[i]))
                matches.append(Match(ids[-1], LOSERS, number, sources))
            current = ids
            if len(current) > 1:
                number += 1
                ids = []
                for i in range(len(current) // 2):
                    ids.append(f"L{number}-{i + 1}")
                    sources = (Source("winner", current[2 * i]), Source("winner", current[2 * i + 1]))
                    matches.append(Match(ids[-1], LOSERS, number, sources))
                current = ids
        losers_champion = Source("winner", current[0])
    matches.append(Match(GRAND_FINAL, FINAL, 1, (Source("winner", winners[-1][0]), losers_champion)))
    if reset:
        matches.append(
            Match(GRAND_FINAL_RESET, FINAL, 2, (Source("winner", GRAND_FINAL), Source("loser", GRAND_FINAL)))
        )
    return matches


_GONE = -1  # a source nobody will come from


def _out_key(match: Match) -> tuple[float, ...]:
    """How late a match knocks its loser out (later is better)."""
    if match.bracket == LOSERS:
        return (float(match.round),)
    return (1000.0 + match.round,)


def _ordered(result: Result, seed_of: Mapping[int, int]) -> list[int]:
    return [e for e, _ in sorted(result, key=lambda r: (r[1], seed_of.get(r[0], 0)))]


def double_elimination_state(
    bracket: Sequence[Match],
    seeded: Sequence[int],
    results: Mapping[str, Result],
    withdrawn: set[int] | frozenset[int] = frozenset(),
) -> EliminationState:
    """Resolve the bracket from the results so far (match id -> its table's
    result): byes and walkovers at once, the matches whose entrants are both
    known and not played are READY. Withdrawn entrants lose each match they
    would play by walkover (two withdrawn: the better seed goes through)."""
    seed_of = {e: i for i, e in enumerate(seeded)}
    states = {m.id: MatchState(m) for m in bracket}
    losses: dict[int, int] = dict.fromkeys(seeded, 0)
    out: dict[int, tuple[tuple[float, ...], str]] = {}
    champion: int | None = None

    def resolve(source: Source) -> int | None:
        if source.kind == "seed":
            seed = int(source.ref)
            return seeded[seed - 1] if seed <= len(seeded) else _GONE
        fed = states[str(source.ref)]
        if fed.status in (PENDING, READY):
            return None
        value = fed.winner if source.kind == "winner" else fed.loser
        return _GONE if value is None else value

    def lose(state: MatchState, loser: int) -> None:
        losses[loser] += 1
        if losses[loser] >= 2 or state.match.id == GRAND_FINAL_RESET:
            out[loser] = (_out_key(state.match), state.match.id)

    for state in states.values():
        match = state.match
        if match.id == GRAND_FINAL_RESET:
            decider = states[GRAND_FINAL]
            if decider.status in (PENDING, READY):
                continue
            if decider.winner is None or losses.get(decider.winner, 0) == 0:
                state.status = EMPTY  # the winners' champion won: no reset
                continue
        a, b = (resolve(s) for s in match.sources)
        state.entrants = [None if x == _GONE else x for x in (a, b)]
        if a is None or b is None:
            continue  # still pending
        present = [x for x in (a, b) if x != _GONE]
        if not present:
            state.status = EMPTY
        elif len(present) == 1:
            state.status, state.winner = BYE, present[0]
        elif match.id in results:  # played (a withdrawal during the game forfeited it: the result stands)
            order = _ordered(results[match.id], seed_of)
            state.status, state.winner, state.loser = PLAYED, order[0], order[1]
            lose(state, order[1])
        elif a in withdrawn or b in withdrawn:
            order = sorted(present, key=lambda e: (e in withdrawn, seed_of[e]))
            state.status, state.winner, state.loser = WALKOVER, order[0], order[1]
            lose(state, order[1])
        else:
            state.status = READY
    final = states.get(GRAND_FINAL)
    reset = states.get(GRAND_FINAL_RESET)
    if reset is not None and reset.status in (PLAYED, WALKOVER, BYE):
        champion = reset.winner
    elif final is not None and final.status in (PLAYED, WALKOVER, BYE) and (reset is None or reset.status == EMPTY):
        champion = final.winner
        if final.loser is not None and final.loser not in out:
            out[final.loser] = (_out_key(final.match), final.id)  # no reset: the grand final alone decides
    return EliminationState(matches=list(states.values()), losses=losses, out=out, champion=champion)


@dataclass(frozen=True, slots=True)
class PodTable:
    """A played (or being played) table of a pod double elimination."""

    round: int  # the tournament round
    match: str  # "W3-1", "L3-2", "GF", "GF-reset"
    entrants: tuple[int, ...]
    result: Result | None  # None while its game runs


def pod_double_elimination_state(
    seeded: Sequence[int],
    tables: Sequence[PodTable],
    withdrawn: set[int] | frozenset[int] = frozenset(),
    *,
    stay: str = "half",
    reset: bool = True,
) -> EliminationState:
    """Who stands where after ``tables`` (rounds in order, every one complete).
    A withdrawn entrant still in is out after the last round it was seated at."""
    seed_of = {e: i for i, e in enumerate(seeded)}
    losses: dict[int, int] = dict.fromkeys(seeded, 0)
    out: dict[int, tuple[tuple[float, ...], str]] = {}
    champion: int | None = None
    last_seated: dict[int, int] = {}
    matches: list[MatchState] = []
    for table in tables:
        bracket = FINAL if table.match.startswith("GF") else (WINNERS if table.match.startswith("W") else LOSERS)
        number = table.round
        state = MatchState(
            Match(table.match, bracket, number, (Source("seed", 0), Source("seed", 0))), list(table.entrants)
        )
        matches.append(state)
        for e in table.entrants:
            last_seated[e] = number
        if table.result is None:
            state.status = READY
            continue
        order = _ordered(table.result, seed_of)
        state.status, state.winner = PLAYED, order[0]
        if bracket == FINAL:
            state.loser = order[1]
            losses[order[1]] += 1
            if table.match == GRAND_FINAL_RESET or losses[order[1]] >= 2 or not reset:
                out[order[1]] = ((2000.0 + number,), table.match)
                champion = order[0]
            continue
        keep = stay_count(len(order), stay)
        for rank, loser in enumerate(order[keep:], start=keep + 1):
            losses[loser] += 1
            if losses[loser] >= 2:
                out[loser] = ((float(number), -float(rank)), table.match)
    done = max((t.round for t in tables), default=0)
    for e in withdrawn:
        if e not in out and e != champion:
            out[e] = ((float(last_seated.get(e, 0)), -1000.0), f"withdrawn after round {last_seated.get(e, 0)}")
    alive = [e for e in seeded if e not in out]
    if champion is None and len(alive) == 1 and done:
        champion = alive[0]
    return EliminationState(matches=matches, losses=losses, out=out, champion=champion)


def pod_double_elimination_round(
    seeded: Sequence[int],
    tables: Sequence[PodTable],
    withdrawn: set[int] | frozenset[int] = frozenset(),
    *,
    size: int,
    min_size: int = 2,
    max_size: int = 8,
    stay: str = "half",
    reset: bool = True,
) -> tuple[list[tuple[str, list[int]]], list[int]]:
    """The next round of a pod double elimination after ``tables`` (every one
    complete): (match id, entrants) per table and the entrants waiting (byes).
    Empty tables: the elimination is over."""
    state = pod_double_elimination_state(seeded, tables, withdrawn, stay=stay, reset=reset)
    if state.champion is not None:
        return [], []
    number = max((t.round for t in tables), default=0) + 1
    slots = 1 << max(0, len(seeded) - 1).bit_length()
    position = {seed: i for i, seed in enumerate(bracket_order(slots))}
    alive = [e for e in seeded if e not in state.out]
    upper = sorted((e for e in alive if state.losses[e] == 0), key=lambda e: position[seed_of_index(seeded, e)])
    dropped_at = {}
    for table in tables:
        for e in table.entrants:
            if state.losses.get(e) == 1 and e not in dropped_at and table.result is not None:
                order = _ordered(table.result, {x: i for i, x in enumerate(seeded)})
                if e in order[stay_count(len(order), stay) :] or table.match == GRAND_FINAL:
                    dropped_at[e] = table.round
    lower = sorted((e for e in alive if state.losses[e] == 1), key=lambda e: (dropped_at.get(e, 0), seeded.index(e)))
    if len(upper) + len(lower) < 2:
        return [], []
    if tables and tables[-1].match == GRAND_FINAL and not upper and len(lower) == 2:
        return [(GRAND_FINAL_RESET, lower)], []
    if len(upper) == 1 and len(lower) == 1:
        return [(GRAND_FINAL, [upper[0], lower[0]])], []
    made: list[tuple[str, list[int]]] = []
    byes: list[int] = []
    for prefix, group in (("W", upper), ("L", lower)):
        if len(group) < 2:
            byes.extend(group)
            continue
        sizes, bye_count = table_sizes(len(group), size, min_size=min_size, max_size=max_size)
        free = group[: len(group) - bye_count]
        byes.extend(group[len(group) - bye_count :])
        for i, table_size in enumerate(sizes):
            made.append((f"{prefix}{number}-{i + 1}", free[:table_size]))
            free = free[table_size:]
    return made, byes


def seed_of_index(seeded: Sequence[int], entrant: int) -> int:
    """An entrant's seed number (1-based)."""
    return seeded.index(entrant) + 1


@dataclass(frozen=True, slots=True)
class EliminationTable:
    """A table of a single elimination: its entrants and, once played, its result."""

    entrants: tuple[int, ...]
    result: Result | None = None


@dataclass(frozen=True, slots=True)
class EliminationRound:
    """A single elimination's round (``number`` 1, 2, ... within the bracket):
    its tables in order, and the entrants it gave a bye."""

    number: int
    tables: tuple[EliminationTable, ...]
    byes: tuple[int, ...] = ()


def single_elimination_match_id(round_number: int, index: int) -> str:
    """A single elimination's table as a match: "R2-1" is round 2's first table."""
    return f"R{round_number}-{index + 1}"


def single_elimination_state(
    seeded: Sequence[int],
    rounds: Sequence[EliminationRound],
    withdrawn: set[int] | frozenset[int] = frozenset(),
    *,
    finished: bool = False,
) -> EliminationState:
    """Who is out where in a single elimination after ``rounds``: a table's best
    placed entrant goes on (the better seed on a tie), the others are out at that
    round, ranked by their placement at the table (so at two a table the losers of
    one round share a range: 3rd-4th, 5th-8th, ...). A withdrawn entrant not
    knocked out is out at the round after the last it was seen in (it does not
    play it), below those who lose there. The champion is the one entrant left once every table has its result
    (``finished``: the tournament is over, closed early or not)."""
    seed_of = {e: i for i, e in enumerate(seeded)}
    losses: dict[int, int] = dict.fromkeys(seeded, 0)
    out: dict[int, tuple[tuple[float, ...], str]] = {}
    last_seen: dict[int, int] = {}
    pending = False
    for round_ in rounds:
        for e in round_.byes:
            last_seen[e] = round_.number
        for index, table in enumerate(round_.tables):
            for e in table.entrants:
                last_seen[e] = round_.number
            if table.result is None:
                pending = True
                continue
            order = _ordered(table.result, seed_of)
            where = single_elimination_match_id(round_.number, index)
            for rank, loser in enumerate(order[1:], start=2):
                losses[loser] = losses.get(loser, 0) + 1
                out[loser] = ((float(round_.number), -float(rank)), where)
    alive = [e for e in seeded if e not in out]
    if len(alive) > 1:  # the last one standing who has not withdrawn (a champion may withdraw afterwards)
        alive = [e for e in alive if e not in withdrawn]
    champion = alive[0] if len(alive) == 1 and rounds and (finished or not pending) else None
    for e in withdrawn:
        if e in seed_of and e not in out and e != champion:
            # It went through its last round (won its table, or had a bye) and will
            # not play the next: out there, below those who lose in it.
            seen = last_seen.get(e, 0)
            out[e] = ((float(seen + 1), -1000.0), f"withdrawn after round {seen}")
    return EliminationState(matches=[], losses=losses, out=out, champion=champion)
