"""Small helpers shared by the rulesets' SVG board drawings."""

from __future__ import annotations

from html import escape
from typing import Any

SEAT_COLOURS = ("#d62728", "#1f77b4", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf")


def seat_colour(seat: int) -> str:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def text(x: float, y: float, body: object, size: int = 12, anchor: str = "middle", fill: str = "#222") -> str:
    return (
        f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" text-anchor="{anchor}" '
        f'font-family="sans-serif" fill="{fill}">{escape(str(body))}</text>'
    )


def document(width: float, height: float, body: list[str], title: str) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height:.0f}" '
        f'viewBox="0 0 {width:.0f} {height:.0f}" role="img" aria-label="{escape(title)}">'
        f"<title>{escape(title)}</title>" + "".join(body) + "</svg>"
    )


# The service layer may add these keys to a view before drawing it: the engine knows
# seats by number only, and stays free of accounts and handles.
NAMES_KEY = "seat_names"  # one display name per seat (a handle, a bot)
TEAMS_KEY = "seat_teams"  # team play: one team number per seat (None: no team)

TEAM_COLOURS = ("#d62728", "#1f77b4", "#2ca02c", "#ff7f0e")
# Average advance of a sans-serif glyph, as a share of the font size: enough to
# keep a label inside its box without a browser to measure it.
GLYPH_WIDTH = 0.6


def seat_name(view: dict[str, Any], seat: int) -> str:
    """The seat's display name if the view carries names, else "seat N"."""
    names = view.get(NAMES_KEY) or []
    if 0 <= seat < len(names) and names[seat]:
        return str(names[seat])
    return f"seat {seat}"


def seat_team(view: dict[str, Any], seat: int) -> int | None:
    teams = view.get(TEAMS_KEY) or []
    if 0 <= seat < len(teams) and teams[seat] is not None:
        return int(teams[seat])
    return None


def seat_fill(view: dict[str, Any], seat: int) -> str:
    """A seat's colour: its team's in team play, else its own."""
    team = seat_team(view, seat)
    return TEAM_COLOURS[team % len(TEAM_COLOURS)] if team is not None else seat_colour(seat)


def seat_stroke(view: dict[str, Any], seat: int) -> str:
    """In team play team-mates share a fill; each seat keeps its own outline colour."""
    return seat_colour(seat) if seat_team(view, seat) is not None else "#222"


def text_width(body: object, size: float) -> float:
    return len(str(body)) * size * GLYPH_WIDTH


def fit_size(body: object, width: float, size: float, smallest: float = 6) -> float:
    """The largest font size up to ``size`` at which ``body`` fits ``width``."""
    needed = text_width(body, 1)
    if needed <= 0:
        return size
    return max(smallest, min(size, width / needed))


def wrap_words(body: str, width: float, size: float, lines: int = 2) -> list[str]:
    """``body`` broken at spaces into at most ``lines`` lines of ``width`` at ``size``."""
    out: list[str] = []
    for word in body.split():
        if out and text_width(f"{out[-1]} {word}", size) <= width:
            out[-1] = f"{out[-1]} {word}"
        elif len(out) < lines:
            out.append(word)
        else:
            out[-1] = f"{out[-1]} {word}"
    return out or [""]


def fitted_text(
    x: float,
    y: float,
    body: object,
    width: float,
    size: float = 12,
    anchor: str = "middle",
    fill: str = "#222",
    cell: tuple[float, float, float, float] | None = None,
) -> str:
    """A one-line label shrunk (never cut) to fit ``width``; ``cell`` (x, y, w, h) names
    the box it belongs in, for the browser test that measures labels against their cells."""
    fitted = fit_size(body, width, size)
    box = "" if cell is None else ' data-cell="{:.1f} {:.1f} {:.1f} {:.1f}"'.format(*cell)
    return (
        f'<text x="{x:.1f}" y="{y:.1f}" font-size="{fitted:.1f}" text-anchor="{anchor}" '
        f'font-family="sans-serif" fill="{fill}"{box}>{escape(str(body))}</text>'
    )


def cell_label(
    cx: float, cy: float, body: str, cell: tuple[float, float, float, float], size: float = 10, fill: str = "#222"
) -> str:
    """A name inside a square, centred on (cx, cy): one line if it fits at a readable size,
    else two lines at the size that fits the square's width; never cut."""
    width = cell[2] - 4
    if text_width(body, size) <= width or " " not in body:
        return fitted_text(cx, cy, body, width, size, fill=fill, cell=cell)
    lines = wrap_words(body, width, size * 0.85, lines=2)
    fitted = min(fit_size(line, width, size) for line in lines)
    box = ' data-cell="{:.1f} {:.1f} {:.1f} {:.1f}"'.format(*cell)
    step = fitted + 1
    top = cy - step / 2
    spans = "".join(
        f'<tspan x="{cx:.1f}" y="{top + i * step:.1f}">{escape(line)}</tspan>' for i, line in enumerate(lines)
    )
    return (
        f'<text font-size="{fitted:.1f}" text-anchor="middle" font-family="sans-serif" fill="{fill}"{box}>'
        f"{spans}</text>"
    )


def legend(
    x: float, y: float, width: float, items: list[tuple[str, str, str]], size: int = 11
) -> tuple[list[str], float]:
    """A legend of ``(swatch, letter or "", meaning)`` items in rows within ``width``;
    a swatch is a colour (a square), ``"line:<colour>"`` or ``"dot:<colour>"``.
    Returns its SVG parts and its height."""
    parts: list[str] = [text(x, y + size, "Legend", size, "start", "#444")]
    row_height = size + 10
    row_y = y + size + 8
    column = x
    for swatch, letter, meaning in items:
        item_width = min(width, 22 + text_width(meaning, size) + 14)
        if column > x and column + item_width > x + width:
            column = x
            row_y += row_height
        kind, _, colour = swatch.rpartition(":")
        if kind == "line":
            parts.append(
                f'<line x1="{column:.1f}" y1="{row_y + 8:.1f}" x2="{column + 16:.1f}" y2="{row_y + 8:.1f}" '
                f'stroke="{colour}" stroke-width="4"/>'
            )
        elif kind == "dot":
            parts.append(
                f'<circle cx="{column + 8:.1f}" cy="{row_y + 8:.1f}" r="6" fill="{colour}" stroke="#222" '
                'stroke-width="0.6"/>'
            )
        else:
            parts.append(
                f'<rect x="{column:.1f}" y="{row_y:.1f}" width="16" height="16" fill="{colour}" stroke="#333" '
                'stroke-width="0.6"/>'
            )
        if letter:
            parts.append(fitted_text(column + 8, row_y + 12, letter, 14, 9, fill="#000"))
        parts.append(fitted_text(column + 22, row_y + 12, meaning, item_width - 30, size, "start"))
        column += item_width
    return parts, row_y + row_height - y


def title(x: float, y: float, body: str, size: int = 16) -> str:
    return (
        f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" font-weight="bold" text-anchor="start" '
        f'font-family="sans-serif" fill="#222">{escape(body)}</text>'
    )
