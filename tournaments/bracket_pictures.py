"""Double eliminations and group stages as pictures: pure conversions (no Django,
no database) of ``tournaments.brackets`` and ``tournaments.stages`` structures to
the drawing's ``pictures.Bracket`` and ``pictures.GroupTable``.

- A double elimination is three brackets: the winners' bracket, the losers'
  bracket and the final (the grand final, and its reset once it is to be played
  or was played), the champion beside the final.
- A group stage is each group's table in its tie-break-decided order (the
  tie-break that put each row below the one above named, the rows that go
  through shaded), followed by the playoff's bracket(s).

Each match's slots show its entrants (None: not known yet), the placement each
took at the table, the winner shaded; a bye shows its one entrant; a walkover
says so."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tournaments import brackets, pictures
from tournaments.stages import GroupRow, group_name

Names = Mapping[int, str]


def ordinal(place: int) -> str:
    suffix = "th" if 10 <= place % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
    return f"{place}{suffix}"


def _name(names: Names, entrant: int) -> str:
    return names.get(entrant, str(entrant))


def elimination_match(
    state: brackets.MatchState,
    names: Names,
    result: brackets.Result | None = None,
    game: int | None = None,
) -> pictures.Match:
    """One match of a double elimination as the drawing shows it."""
    placed = dict(result or ())
    if state.status == brackets.EMPTY:
        return pictures.Match(slots=(), label="nobody to meet", bye=True)
    if state.status == brackets.BYE and state.winner is not None:
        return pictures.Match(slots=(pictures.Slot(_name(names, state.winner), winner=True),), bye=True)
    slots = []
    for entrant in state.entrants:
        if entrant is None:
            slots.append(pictures.Slot(None))
            continue
        if entrant in placed:
            score = ordinal(int(placed[entrant]))
        elif state.status == brackets.WALKOVER:
            score = "w/o" if entrant == state.winner else "forfeit"
        else:
            score = ""
        slots.append(pictures.Slot(_name(names, entrant), score=score, winner=entrant == state.winner))
    label = f"{state.id}" + (f" · game {game}" if game else "")
    if game and state.status == brackets.READY:
        label += " (playing)"
    return pictures.Match(slots=tuple(slots), label=label)


def double_elimination_brackets(
    title: str,
    state: brackets.EliminationState,
    names: Names,
    results: Mapping[str, brackets.Result] | None = None,
    games: Mapping[str, int | None] | None = None,
) -> list[pictures.Bracket]:
    """The winners' bracket, the losers' bracket (when it has matches) and the
    final, each round a column in play order; ``results`` and ``games`` by match id."""
    results = results or {}
    games = games or {}
    by_bracket: dict[str, dict[int, list[brackets.MatchState]]] = {}
    for m in state.matches:
        if m.id == brackets.GRAND_FINAL_RESET and m.status not in (brackets.PLAYED, brackets.WALKOVER, brackets.READY):
            continue  # the reset shows once it is to be played
        by_bracket.setdefault(m.match.bracket, {}).setdefault(m.match.round, []).append(m)

    def columns(bracket: str) -> tuple[tuple[pictures.Match, ...], ...]:
        rounds = by_bracket.get(bracket, {})
        return tuple(
            tuple(elimination_match(m, names, results.get(m.id), games.get(m.id)) for m in rounds[number])
            for number in sorted(rounds)
        )

    drawn: list[pictures.Bracket] = []
    winners = columns(brackets.WINNERS)
    pods = any(len(m.entrants) > 2 for m in state.matches)
    if winners:
        total = len(winners)

        def winners_round(i: int, number: int) -> str:
            if pods:
                return f"Round {number}"
            return "Winners' final" if i == total - 1 else f"Winners' round {i + 1}"

        drawn.append(
            pictures.Bracket(
                title=f"{title}: winners' bracket",
                rounds=winners,
                round_names=tuple(
                    winners_round(i, n) for i, n in enumerate(sorted(by_bracket.get(brackets.WINNERS, {})))
                ),
            )
        )
    losers = columns(brackets.LOSERS)
    if losers:
        total = len(losers)
        numbers = sorted(by_bracket.get(brackets.LOSERS, {}))
        drawn.append(
            pictures.Bracket(
                title=f"{title}: losers' bracket",
                rounds=losers,
                round_names=tuple(
                    f"Round {n}" if pods else ("Losers' final" if i == total - 1 else f"Losers' round {n}")
                    for i, n in enumerate(numbers)
                ),
            )
        )
    final = columns(brackets.FINAL)
    champion = _name(names, state.champion) if state.champion is not None else None
    if final or champion:
        final_ids = [
            m.id for number in sorted(by_bracket.get(brackets.FINAL, {})) for m in by_bracket[brackets.FINAL][number]
        ]
        drawn.append(
            pictures.Bracket(
                title=f"{title}: grand final",
                rounds=final or ((pictures.Match(slots=()),),),
                round_names=tuple("Reset" if i == brackets.GRAND_FINAL_RESET else "Grand final" for i in final_ids),
                champion=champion,
            )
        )
    return drawn


GROUP_HEADER = ("#", "entrant", "points", "h2h", "buchholz", "frags", "trophies", "lot", "placed by")


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.2f}"


def group_tables(
    groups: Sequence[Sequence[GroupRow]],
    names: Names,
    through: set[int] | frozenset[int] = frozenset(),
    advance: int | None = None,
) -> list[pictures.GroupTable]:
    """Each group's table in rank order (``GroupRow`` from ``stages.group_standings``):
    the tie-break values, the one that placed each row below the one above, and
    the rows that go through shaded (``through``: the playoff's seeds; before they
    are drawn, the top ``advance`` of each group)."""
    tables = []
    for index, rows in enumerate(groups):
        tables.append(
            pictures.GroupTable(
                title=f"Group {group_name(index)}",
                header=GROUP_HEADER,
                rows=tuple(
                    (
                        str(r.rank),
                        _name(names, r.entrant),
                        _number(r.points),
                        str(r.head_to_head),
                        _number(r.buchholz),
                        str(r.frags),
                        str(r.trophies),
                        str(r.lot),
                        r.decided_by.replace("_", " ") or "-",
                    )
                    for r in rows
                ),
                through=tuple(
                    (r.entrant in through) if through else (advance is not None and r.rank <= advance) for r in rows
                ),
            )
        )
    return tables
