"""board.svg for Frag Deadlands, drawn from one seat's view only (it can show no more than that view)."""

from __future__ import annotations

from html import escape
from typing import Any

from ladders.deadlands.data import CELL_LEGEND, Board
from ladders.svg import cell_label, fitted_text, legend, seat_fill, seat_name, seat_stroke, title

CELL = 32
COLOURS = {
    ".": "#e8d8b0",
    "M": "#d9c089",
    "#": "#4a3520",
    "w": "#8fc3e8",
    "D": "#a0522d",
    "a": "#7fd13b",
    "W": "#6fa8dc",
    "G": "#93c47d",
    "X": "#999999",
    "T": "#b07cc6",
    "O": "#6a329f",
}
EDGE_COLOURS = {"wall": "#000", "window": "#2a7fd4", "door": "#a0522d", "one_way": "#e06000"}
MARGIN = 10
HEADER = 30  # the title
SHEET_HEIGHT = 120


def _legend_items() -> list[tuple[str, str, str]]:
    """Every colour and letter the map uses, with the board's own words for it."""
    items = []
    for code, meaning in CELL_LEGEND.items():
        if code in "<^v" or (code.isdigit() and code != "1"):  # one entry each for arrows and respawns
            continue
        if code == ">":
            items.append((COLOURS["D"], "> <", "one-way door square (the arrow: the way through)"))
            continue
        if code == "1":
            items.append(("#c8a165", "1-6", "respawn square 1 to 6 (the die face that puts a fighter there)"))
            continue
        letter = code if code in "WGX" else ""
        fill = COLOURS.get(code, "#c8a165" if code.isdigit() else "#a0522d")
        items.append((fill, letter, meaning))
    items += [(f"line:{colour}", "", f"{kind.replace('_', '-')} edge") for kind, colour in EDGE_COLOURS.items()]
    items += [("dot:#b00000", "", "blood"), ("#1f3a93", "", "leftover cards")]
    return items


def render(board: Board, view: dict[str, Any]) -> str:
    map_width = board.width * CELL
    width = map_width + 2 * MARGIN
    top = MARGIN + HEADER
    legend_parts, legend_height = legend(MARGIN, top + board.height * CELL + 8, map_width, _legend_items(), size=10)
    sheet_top = top + board.height * CELL + 8 + legend_height + 12
    rows = (len(view["fighters"]) + 2) // 3
    total = sheet_top + rows * SHEET_HEIGHT + MARGIN
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{total}" viewBox="0 0 {width} {total}"'
        ' font-family="sans-serif" font-size="10" role="img" aria-label="Frag Deadlands">',
        "<title>Frag Deadlands (reconstructed map)</title>",
        f'<rect width="{width}" height="{total}" fill="#fffaf0"/>',
        title(MARGIN, MARGIN + 14, "Frag Deadlands (reconstructed map)"),
    ]

    def at(x: int, y: int) -> tuple[int, int]:
        return MARGIN + x * CELL, top + y * CELL

    for cell, code in enumerate(board.kinds):
        x, y = at(*board.xy(cell))
        fill = COLOURS.get(code, "#c8a165" if code.isdigit() else "#a0522d")
        out.append(f'<rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="{fill}" stroke="#8a7450"/>')
        label = code if code.isdigit() or code in "><^vWGX" else ""
        if label:
            # A letter the legend explains, in the square's upper half, clear of a fighter's token.
            box = (x, y, CELL, CELL / 2)
            out.append(cell_label(x + CELL / 2, y + 11, label, box, size=10, fill="#222"))
    for (a, b), kind in board.edges.items():
        ax, ay = board.xy(a)
        bx, by = board.xy(b)
        if ax == bx:
            x1, x2, yy = ax * CELL, (ax + 1) * CELL, max(ay, by) * CELL
            line = (x1, yy, x2, yy)
        else:
            xx, y1, y2 = max(ax, bx) * CELL, ay * CELL, (ay + 1) * CELL
            line = (xx, y1, xx, y2)
        out.append(
            f'<line x1="{line[0] + MARGIN}" y1="{line[1] + top}" x2="{line[2] + MARGIN}" y2="{line[3] + top}" '
            f'stroke="{EDGE_COLOURS[kind]}" stroke-width="4"><title>{kind}</title></line>'
        )
    for square in view["blood"]:
        x, y = at(square[0], square[1])
        out.append(f'<circle cx="{x + 6}" cy="{y + 26}" r="5" fill="#b00000"/>')
    for pile in view["piles"]:
        x, y = at(*pile["square"])
        out.append(f'<rect x="{x + 20}" y="{y + 20}" width="10" height="10" fill="#1f3a93">')
        names = ", ".join(c["name"] for c in pile["cards"])
        out.append(f"<title>leftovers: {escape(names)}</title></rect>")
    for f in view["fighters"]:
        if f["square"] is None:
            continue
        x, y = at(*f["square"])
        seat = f["seat"]
        name = f["fighter"]["name"] if f["fighter"] else "?"
        out.append(
            f'<circle cx="{x + CELL // 2}" cy="{y + CELL // 2 + 5}" r="10" fill="{seat_fill(view, seat)}" '
            f'stroke="{seat_stroke(view, seat)}" stroke-width="1.5">'
            f"<title>{escape(seat_name(view, seat))}: {escape(name)} ({f['status']})</title></circle>"
        )
        out.append(
            fitted_text(x + CELL / 2, y + CELL / 2 + 9, str(seat + 1), 14, 10, fill="#fff", cell=(x, y, CELL, CELL))
        )
    sheet_width = map_width // 3
    for i, f in enumerate(view["fighters"]):
        left = MARGIN + (i % 3) * sheet_width + 4
        sheet_y = sheet_top + (i // 3) * SHEET_HEIGHT
        seat = f["seat"]
        name = f["fighter"]["name"] if f["fighter"] else "(choosing)"
        stats = f["stats"]
        lines = [
            f"{seat + 1}. {seat_name(view, seat)}",
            f"fighter: {name}",
            f"H {stats['health']} S {stats['speed']} A {stats['accuracy']}  health {f['health']}  frags {f['frags']}",
            f"{f['status']}{'  held attack' if f['held'] else ''}  blood {f['blood']}  hand {f['hand_size']}",
            "weapons: " + ", ".join(w["card"]["name"] for w in f["weapons"]),
            "gadgets: " + ", ".join([g["name"] for g in f["gadgets"]] + [a["card"]["name"] for a in f["armor"]]),
        ]
        if "hand" in f:
            lines.append("hand: " + ", ".join(c["name"] for c in f["hand"]))
        out.append(
            f'<rect x="{left - 2}" y="{sheet_y}" width="{sheet_width - 6}" height="{SHEET_HEIGHT - 8}" fill="#fffaf0" '
            f'stroke="{seat_fill(view, seat)}" stroke-width="2"/>'
        )
        for k, sheet_line in enumerate(lines):
            # Each line whole, shrunk to the sheet's width if it must be (never cut at 60 characters).
            out.append(fitted_text(left + 2, sheet_y + 14 + 15 * k, sheet_line, sheet_width - 14, 10, "start"))
    out.extend(legend_parts)
    out.append("</svg>")
    return "\n".join(out)
