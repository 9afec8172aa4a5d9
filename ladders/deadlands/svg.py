"""board.svg for Frag Deadlands, drawn from one seat's view only (it can show no more than that view)."""

from __future__ import annotations

from html import escape
from typing import Any

from ladders.deadlands.data import Board

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
SEAT_COLOURS = ("#d62728", "#1f77b4", "#2ca02c", "#ff7f0e", "#9467bd", "#17becf")


def render(board: Board, view: dict[str, Any]) -> str:
    width = board.width * CELL
    height = board.height * CELL
    sheet_top = height + 10
    rows = (len(view["fighters"]) + 2) // 3
    total = sheet_top + rows * 120 + 10
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{total}" viewBox="0 0 {width} {total}"'
        ' font-family="sans-serif" font-size="10">',
        "<title>Frag Deadlands (reconstructed map)</title>",
    ]
    for cell, code in enumerate(board.kinds):
        x, y = board.xy(cell)
        fill = COLOURS.get(code, "#c8a165" if code.isdigit() else "#a0522d")
        out.append(
            f'<rect x="{x * CELL}" y="{y * CELL}" width="{CELL}" height="{CELL}" fill="{fill}" stroke="#8a7450"/>'
        )
        label = code if code.isdigit() or code in "><^v" else {"W": "W", "G": "G", "X": "gallows"}.get(code, "")
        if label:
            out.append(f'<text x="{x * CELL + 3}" y="{y * CELL + 12}">{escape(label)}</text>')
    for (a, b), kind in board.edges.items():
        ax, ay = board.xy(a)
        bx, by = board.xy(b)
        if ax == bx:
            x1, x2, yy = ax * CELL, (ax + 1) * CELL, max(ay, by) * CELL
            line = (x1, yy, x2, yy)
        else:
            xx, y1, y2 = max(ax, bx) * CELL, ay * CELL, (ay + 1) * CELL
            line = (xx, y1, xx, y2)
        colour = {"wall": "#000", "window": "#2a7fd4", "door": "#a0522d", "one_way": "#e06000"}[kind]
        out.append(
            f'<line x1="{line[0]}" y1="{line[1]}" x2="{line[2]}" y2="{line[3]}" stroke="{colour}" stroke-width="4">'
            f"<title>{kind}</title></line>"
        )
    for square in view["blood"]:
        out.append(f'<circle cx="{square[0] * CELL + 8}" cy="{square[1] * CELL + 24}" r="5" fill="#b00000"/>')
    for pile in view["piles"]:
        x, y = pile["square"]
        out.append(f'<rect x="{x * CELL + 18}" y="{y * CELL + 18}" width="10" height="10" fill="#1f3a93">')
        names = ", ".join(c["name"] for c in pile["cards"])
        out.append(f"<title>leftovers: {escape(names)}</title></rect>")
    for f in view["fighters"]:
        if f["square"] is None:
            continue
        x, y = f["square"]
        colour = SEAT_COLOURS[f["seat"] % len(SEAT_COLOURS)]
        name = f["fighter"]["name"] if f["fighter"] else "?"
        out.append(
            f'<circle cx="{x * CELL + CELL // 2}" cy="{y * CELL + CELL // 2}" r="11" fill="{colour}" stroke="#000">'
            f"<title>seat {f['seat']}: {escape(name)} ({f['status']})</title></circle>"
        )
        out.append(f'<text x="{x * CELL + 12}" y="{y * CELL + 20}" fill="#fff">{f["seat"]}</text>')
    for i, f in enumerate(view["fighters"]):
        left = (i % 3) * (width // 3) + 4
        top = sheet_top + (i // 3) * 120
        colour = SEAT_COLOURS[f["seat"] % len(SEAT_COLOURS)]
        name = f["fighter"]["name"] if f["fighter"] else "(choosing)"
        stats = f["stats"]
        lines = [
            f"Seat {f['seat']}: {name}",
            f"H {stats['health']} S {stats['speed']} A {stats['accuracy']}  health {f['health']}  frags {f['frags']}",
            f"{f['status']}{'  held attack' if f['held'] else ''}  blood {f['blood']}  hand {f['hand_size']}",
            "weapons: " + ", ".join(w["card"]["name"] for w in f["weapons"]),
            "gadgets: " + ", ".join([g["name"] for g in f["gadgets"]] + [a["card"]["name"] for a in f["armor"]]),
        ]
        if "hand" in f:
            lines.append("hand: " + ", ".join(c["name"] for c in f["hand"]))
        out.append(
            f'<rect x="{left - 2}" y="{top}" width="{width // 3 - 6}" height="112" fill="#fffaf0" stroke="{colour}"/>'
        )
        for k, text in enumerate(lines):
            out.append(f'<text x="{left + 2}" y="{top + 14 + 15 * k}">{escape(text[:60])}</text>')
    out.append("</svg>")
    return "\n".join(out)
