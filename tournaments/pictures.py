"""Tournament pictures as pure functions (no Django, no database): an elimination
bracket and a points-by-round chart, drawn from plain structures to SVG.

A bracket is a list of rounds, each a list of matches, each a list of slots; a
slot not yet known (a later round) has no name. The drawing knows nothing of how
the rounds were paired, so a double-elimination event can draw its winners' and
losers' brackets as two ``Bracket`` values, and ``event_svg`` stacks several
parts (brackets, group tables) in one picture.

No name is ever cut: a slot is widened to fit the longest name on two lines at
the smallest size, a table's columns to their longest cell."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from html import escape

SLOT_HEIGHT = 22
SLOT_WIDTH = 190
MATCH_GAP = 14
COLUMN_GAP = 46
MARGIN = 20
HEADER = 54
FONT = 12
GLYPH = 0.6  # average sans-serif advance, as a share of the font size
SMALLEST_ONE_LINE = 10  # below this a long name goes on two lines
TWO_LINE_SIZE = 9.5
MIN_SIZE = 7

WINNER_FILL = "#dff3d8"
PLAYED_FILL = "#f3f3f3"
OPEN_FILL = "#ffffff"


@dataclass(frozen=True, slots=True)
class Slot:
    """One entrant at one match: ``name`` None while not yet known."""

    name: str | None
    score: str = ""
    winner: bool = False


@dataclass(frozen=True, slots=True)
class Match:
    slots: tuple[Slot, ...]
    label: str = ""  # e.g. "game 12", shown under the match
    bye: bool = False


@dataclass(frozen=True, slots=True)
class Bracket:
    title: str
    rounds: tuple[tuple[Match, ...], ...]
    round_names: tuple[str, ...] = field(default_factory=tuple)
    champion: str | None = None


def _fit(body: str, width: float, size: float = FONT) -> str:
    """``body`` with a font size that fits ``width`` (shrunk, never cut), as SVG text attributes."""
    needed = len(body) * GLYPH
    fitted = min(size, width / needed) if needed else size
    return f'font-size="{max(7.0, fitted):.1f}"'


def _text(
    x: float,
    y: float,
    body: str,
    width: float,
    anchor: str = "start",
    weight: str = "normal",
    size: float = FONT,
    fill: str = "#222",
) -> str:
    return (
        f'<text x="{x:.1f}" y="{y:.1f}" {_fit(body, width, size)} font-weight="{weight}" text-anchor="{anchor}" '
        f'font-family="sans-serif" fill="{fill}">{escape(body)}</text>'
    )


def _wrap(body: str, lines: int) -> list[str]:
    """``body`` split at the spaces nearest to even lengths, into at most ``lines`` lines."""
    words = body.split()
    if len(words) < 2 or lines < 2:
        return [body]
    target = len(body) / lines
    out = [words[0]]
    for word in words[1:]:
        if len(out) < lines and len(out[-1]) + 1 + len(word) / 2 > target:
            out.append(word)
        else:
            out[-1] = f"{out[-1]} {word}"
    return out


def _slot_label(x: float, top: float, body: str, width: float, winner: bool) -> str:
    """A name in its slot: one line if it fits at a readable size, else two smaller
    lines (the slot is made wide enough by ``slot_width``, so nothing is cut); its
    cell is the name's part of the slot, for the browser's no-overflow check."""
    weight = "bold" if winner else "normal"
    cell = f'data-cell="{x - 2:.1f} {top:.1f} {width + 4:.1f} {SLOT_HEIGHT}"'
    if len(body) * GLYPH * SMALLEST_ONE_LINE <= width:
        return _text(x, top + SLOT_HEIGHT / 2 + 4, body, width, weight=weight).replace("<text ", f"<text {cell} ", 1)
    lines = _wrap(body, 2)
    size = max(MIN_SIZE, min(TWO_LINE_SIZE, min(width / (len(line) * GLYPH) for line in lines)))
    step = size + 1
    first = top + SLOT_HEIGHT / 2 - step * (len(lines) - 1) / 2 + size / 3
    parts = "".join(
        f'<tspan x="{x:.1f}" y="{first + i * step:.1f}">{escape(line)}</tspan>' for i, line in enumerate(lines)
    )
    return (
        f'<text {cell} font-size="{size:.1f}" font-weight="{weight}" font-family="sans-serif" fill="#222">'
        f"<title>{escape(body)}</title>{parts}</text>"
    )


SCORE_WIDTH = 44


def slot_width(bracket: Bracket) -> int:
    """The slots' width: ``SLOT_WIDTH``, or wider when a name would not fit it on two
    lines at ``MIN_SIZE`` (a name is never cut)."""
    needed = 0.0
    for matches in bracket.rounds:
        for match in matches:
            for slot in match.slots:
                if slot.name:
                    longest = max(len(line) for line in _wrap(slot.name, 2))
                    needed = max(needed, longest * GLYPH * MIN_SIZE + 12 + (SCORE_WIDTH if slot.score else 0))
    if bracket.champion:
        needed = max(needed, len(bracket.champion) * GLYPH * MIN_SIZE + 28)
    return max(SLOT_WIDTH, math.ceil(needed))


def round_name(number: int, total: int) -> str:
    left = total - number
    return {0: "Final", 1: "Semi-finals", 2: "Quarter-finals"}.get(left, f"Round {number}")


def bracket_svg(bracket: Bracket) -> str:
    """The bracket, rounds left to right, each match a box of its slots (the winner
    shaded and bold, its score beside it), lines joining a match to the next round's."""
    width, height, body = _bracket_part(bracket, 0.0)
    return _document(width, height, [f'<rect width="{width}" height="{height}" fill="#fff"/>', *body], bracket.title)


def _bracket_part(bracket: Bracket, top: float) -> tuple[float, float, list[str]]:
    """The bracket drawn from ``top`` down: its width, height and elements."""
    rounds = bracket.rounds or ((),)
    sw = slot_width(bracket)
    slots_per_match = max((len(m.slots) for r in rounds for m in r), default=2) or 2
    match_height = slots_per_match * SLOT_HEIGHT
    first = max(1, max(len(r) for r in rounds))
    column_height = first * (match_height + MATCH_GAP)
    width = MARGIN * 2 + len(rounds) * sw + (len(rounds) - 1) * COLUMN_GAP + (sw if bracket.champion else 0)
    width = max(width, MARGIN * 2 + math.ceil(len(bracket.title) * GLYPH * FONT))  # the title at 12 px at least
    height = HEADER + column_height + MARGIN + 16
    header = top + HEADER
    body = [_text(MARGIN, top + MARGIN + 8, bracket.title, width - 2 * MARGIN, weight="bold", size=16)]
    centres: list[list[float]] = []
    for r, matches in enumerate(rounds):
        x = MARGIN + r * (sw + COLUMN_GAP)
        name = bracket.round_names[r] if r < len(bracket.round_names) else round_name(r + 1, len(rounds))
        body.append(_text(x, header - 10, name, sw, weight="bold"))
        span = column_height / max(1, len(matches))
        centres.append([])
        for m, match in enumerate(matches):
            centre = header + span * m + span / 2
            centres[r].append(centre)
            match_top = centre - match_height / 2
            for s in range(slots_per_match):
                slot = match.slots[s] if s < len(match.slots) else Slot(None)
                y = match_top + s * SLOT_HEIGHT
                if match.bye and s >= len(match.slots):
                    fill, label = PLAYED_FILL, "bye"
                else:
                    fill = WINNER_FILL if slot.winner else (PLAYED_FILL if slot.score else OPEN_FILL)
                    label = slot.name if slot.name is not None else "to be decided"
                body.append(
                    f'<rect class="bracket-slot" x="{x}" y="{y:.1f}" width="{sw}" height="{SLOT_HEIGHT}" '
                    f'fill="{fill}" stroke="#888" stroke-width="0.8"/>'
                )
                score_width = SCORE_WIDTH if slot.score else 0
                body.append(_slot_label(x + 6, y, label, sw - 12 - score_width, slot.winner))
                if slot.score:
                    body.append(_text(x + sw - 6, y + SLOT_HEIGHT / 2 + 4, slot.score, score_width - 4, "end"))
            if match.label:
                body.append(_text(x + 2, match_top + match_height + 11, match.label, sw - 4, size=10, fill="#666"))
            if r:
                # Join this match to the matches of the previous round that feed it.
                feeders = len(centres[r - 1]) / max(1, len(matches))
                for f in range(int(m * feeders), int((m + 1) * feeders)):
                    if f < len(centres[r - 1]):
                        x0 = x - COLUMN_GAP
                        mid = x - COLUMN_GAP / 2
                        body.append(
                            f'<path d="M{x0:.1f},{centres[r - 1][f]:.1f} H{mid:.1f} V{centre:.1f} H{x:.1f}" '
                            'fill="none" stroke="#999" stroke-width="1"/>'
                        )
    if bracket.champion:
        x = MARGIN + len(rounds) * (sw + COLUMN_GAP) - COLUMN_GAP + 16
        centre = centres[-1][0] if centres and centres[-1] else header + column_height / 2
        body.append(_text(x, header - 10, "Champion", sw - 16, weight="bold"))
        body.append(
            f'<rect x="{x}" y="{centre - SLOT_HEIGHT / 2:.1f}" width="{sw - 16}" height="{SLOT_HEIGHT}" '
            f'fill="#ffe08a" stroke="#a80"/>'
        )
        body.append(_text(x + 6, centre + 4, bracket.champion, sw - 28, weight="bold"))
    return width, height, body


@dataclass(frozen=True, slots=True)
class GroupTable:
    """A group's table: a title, column names, rows of cells (the first row first);
    ``through`` marks the rows that go on (shaded)."""

    title: str
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    through: tuple[bool, ...] = ()


ROW_HEIGHT = 20
CELL_PAD = 6


def _table_part(table: GroupTable, top: float) -> tuple[float, float, list[str]]:
    """The table drawn from ``top`` down, each column as wide as its longest cell."""
    columns = len(table.header)
    widths = [
        math.ceil(max(len(cell) for cell in (table.header[c], *(row[c] for row in table.rows))) * GLYPH * FONT)
        + 2 * CELL_PAD
        for c in range(columns)
    ]
    width = MARGIN * 2 + max(sum(widths), math.ceil(len(table.title) * GLYPH * 14))
    height = 30 + ROW_HEIGHT * (1 + len(table.rows)) + MARGIN
    body = [
        _text(
            MARGIN,
            top + 20,
            table.title,
            max(width - 2 * MARGIN, len(table.title) * GLYPH * 14),
            size=14,
            weight="bold",
        )
    ]
    for r, row in enumerate((table.header, *table.rows)):
        y = top + 30 + r * ROW_HEIGHT
        shaded = r > 0 and r - 1 < len(table.through) and table.through[r - 1]
        fill = "#eeeeee" if r == 0 else (WINNER_FILL if shaded else OPEN_FILL)
        x = float(MARGIN)
        for c, cell in enumerate(row):
            body.append(
                f'<rect x="{x:.1f}" y="{y:.1f}" width="{widths[c]}" height="{ROW_HEIGHT}" fill="{fill}" '
                'stroke="#bbb" stroke-width="0.6"/>'
            )
            if cell:
                label = _text(
                    x + CELL_PAD,
                    y + ROW_HEIGHT / 2 + 4,
                    cell,
                    widths[c] - 2 * CELL_PAD,
                    weight="bold" if r == 0 else "normal",
                )
                cell_box = f'data-cell="{x:.1f} {y:.1f} {widths[c]} {ROW_HEIGHT}"'
                body.append(label.replace("<text ", f"<text {cell_box} ", 1))
            x += widths[c]
    return width, height, body


def event_svg(title: str, parts: Sequence[Bracket | GroupTable]) -> str:
    """Several parts (group tables, brackets) one under another in one picture."""
    top = float(MARGIN + 16)
    width = 2 * MARGIN + len(title) * GLYPH * 18
    body = [_text(MARGIN, MARGIN + 12, title, width - 2 * MARGIN, weight="bold", size=18)]
    for part in parts:
        if isinstance(part, Bracket):
            w, h, drawn = _bracket_part(part, top)
        else:
            w, h, drawn = _table_part(part, top)
        body.extend(drawn)
        width, top = max(width, w), top + h
    height = top + MARGIN
    return _document(width, height, [f'<rect width="{width}" height="{height}" fill="#fff"/>', *body], title)


@dataclass(frozen=True, slots=True)
class Series:
    name: str
    points: tuple[float, ...]  # cumulative points after round 1, 2, ...


SERIES_COLOURS = ("#d62728", "#1f77b4", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf")
CHART_WIDTH, CHART_HEIGHT = 640, 260
CHART_LEFT, CHART_BOTTOM, CHART_TOP = 50, 40, 40


def points_chart_svg(title: str, series: Sequence[Series], legend_width: float = 200) -> str:
    """Cumulative points by round, one line per entrant, with a legend of names."""
    rounds = max((len(s.points) for s in series), default=0)
    width = CHART_WIDTH + legend_width
    row = 16
    height = max(CHART_HEIGHT, CHART_TOP + row * len(series) + MARGIN)
    body = [
        f'<rect width="{width}" height="{height}" fill="#fff"/>',
        _text(MARGIN, 24, title, width - 2 * MARGIN, weight="bold", size=16),
    ]
    top_value = max((p for s in series for p in s.points), default=0.0) or 1.0
    plot_w = CHART_WIDTH - CHART_LEFT - MARGIN
    plot_h = CHART_HEIGHT - CHART_TOP - CHART_BOTTOM

    def xy(round_index: int, value: float) -> tuple[float, float]:
        x = CHART_LEFT + (plot_w * round_index / max(1, rounds - 1) if rounds > 1 else plot_w / 2)
        return x, CHART_TOP + plot_h - value / top_value * plot_h

    base = CHART_TOP + plot_h
    body.append(f'<line x1="{CHART_LEFT}" y1="{base}" x2="{CHART_LEFT + plot_w}" y2="{base}" stroke="#444"/>')
    body.append(f'<line x1="{CHART_LEFT}" y1="{CHART_TOP}" x2="{CHART_LEFT}" y2="{base}" stroke="#444"/>')
    body.append(_text(CHART_LEFT - 6, base + 4, "0", 30, "end"))
    body.append(_text(CHART_LEFT - 6, CHART_TOP + 4, _number(top_value), 40, "end"))
    body.append(_text(4, CHART_TOP - 12, "points", 60))
    for r in range(rounds):
        x, _ = xy(r, 0)
        body.append(_text(x, base + 16, f"R{r + 1}", 30, "middle"))
    body.append(_text(CHART_LEFT + plot_w / 2, base + 32, "round", 60, "middle"))
    for i, item in enumerate(series):
        colour = SERIES_COLOURS[i % len(SERIES_COLOURS)]
        dash = "" if i < len(SERIES_COLOURS) else ' stroke-dasharray="5,3"'
        points = " ".join(f"{x:.1f},{y:.1f}" for x, y in (xy(r, v) for r, v in enumerate(item.points)))
        if points:
            body.append(f'<polyline fill="none" stroke="{colour}" stroke-width="2"{dash} points="{points}"/>')
        y = CHART_TOP + i * row
        body.append(f'<rect x="{CHART_WIDTH}" y="{y - 9}" width="12" height="3" fill="{colour}"/>')
        final = _number(item.points[-1]) if item.points else "0"
        body.append(_text(CHART_WIDTH + 18, y - 3, f"{item.name}: {final}", legend_width - 24))
    return _document(width, height, body, title)


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.2f}"


def _document(width: float, height: float, body: list[str], title: str) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height:.0f}" '
        f'viewBox="0 0 {width:.0f} {height:.0f}" role="img" aria-label="{escape(title)}">'
        f"<title>{escape(title)}</title>" + "".join(body) + "</svg>"
    )
