"""HTML for the admin's read-only structure panels: a double elimination's
placements and matches, a group stage's tables, a league's tiers. Kept apart
from admin.py (the pages' layout) so each is read on its own."""

from __future__ import annotations

from typing import Any

from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString

from tournaments import selectors
from tournaments.models import League, Tournament

GROUP_HEADER = (
    "#",
    "entrant",
    "points",
    "head to head",
    "buchholz",
    "frags",
    "trophies",
    "lot",
    "decided by",
    "through",
)


def _table(header: tuple[str, ...], rows: list[tuple[Any, ...]]) -> SafeString:
    cells = "".join("<td>{}</td>" for _ in header)
    return format_html(
        "<table><tr>{}</tr>{}</table>",
        format_html_join("", "<th>{}</th>", ((h,) for h in header)),
        format_html_join("", f"<tr>{cells}</tr>", rows),
    )


def _who(entrant: dict[str, Any] | None) -> str:
    return "" if entrant is None else str(entrant["name"])


def tournament_structure_html(tournament: Tournament) -> SafeString:
    """Groups (with tie-breaks) and the bracket's placements and matches, as the API gives them."""
    parts: list[SafeString] = []
    groups = selectors.tournament_groups(tournament)
    if groups is not None:
        parts.append(
            format_html("<p>Lot seed {} ; tie-breaks: {}</p>", groups["lot_seed"], ", ".join(groups["tie_breaks"]))
        )
        for group in groups["groups"]:
            rows: list[tuple[Any, ...]] = [
                (
                    r["rank"],
                    _who(r["entrant"]) + (" (withdrawn)" if r["withdrawn"] else ""),
                    r["points"],
                    r["head_to_head"],
                    r["buchholz"],
                    r["frags"],
                    r["trophies"],
                    r["lot"],
                    r["decided_by"],
                    "yes" if r["through"] else "",
                )
                for r in group["rows"]
            ]
            header = (
                "#",
                "entrant",
                "points",
                "head to head",
                "buchholz",
                "frags",
                "trophies",
                "lot",
                "decided by",
                "through",
            )
            parts.append(format_html("<h4>Group {}</h4>{}", group["name"], _table(header, rows)))
    bracket = selectors.tournament_bracket(tournament)
    if bracket is not None and bracket["placements"]:
        rows = [
            (
                p["label"],
                _who(p["entrant"]) + (" (withdrawn)" if p["withdrawn"] else ""),
                p["losses"],
                p["out_in"] or "",
            )
            for p in bracket["placements"]
        ]
        parts.append(format_html("<h4>Placements</h4>{}", _table(("place", "entrant", "losses", "out in"), rows)))
        matches = [
            (
                m["id"],
                " v ".join(_who(e) or "?" for e in m["entrants"]),
                m["status"],
                _who(m["winner"]),
                m["game"] or "",
            )
            for m in bracket["matches"]
        ]
        parts.append(
            format_html("<h4>Matches</h4>{}", _table(("match", "entrants", "status", "winner", "game"), matches))
        )
    if not parts:
        return format_html("<p>{}</p>", "Rounds and standings only (no groups or bracket in this format).")
    return format_html_join("", "{}", ((p,) for p in parts))


def league_tiers_html(league: League) -> SafeString:
    season = league.seasons.order_by("-number").first()
    if league.tiers < 2 or season is None:
        return format_html("<p>{}</p>", "No divisions.")
    tiers = selectors.league_tiers(league, season)["tiers"]
    if not any(t["members"] for t in tiers):
        return format_html("<p>{}</p>", "The tiers are drawn at the first pairing.")
    return format_html_join(
        "",
        "<h4>{}</h4>{}",
        (
            (
                t["name"],
                _table(
                    ("#", "player", "points", "played", "move"),
                    [
                        (
                            m["rank"],
                            m["player"] + (" (left)" if m["withdrawn"] else ""),
                            m["points"],
                            m["played"],
                            m["move"],
                        )
                        for m in t["members"]
                    ],
                ),
            )
            for t in tiers
        ),
    )
