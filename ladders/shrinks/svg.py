"""Draw a Shrinks and Ladders game from a view (so it shows only what the view shows)."""

from __future__ import annotations

from typing import Any

from ladders.svg import document, legend, seat_fill, seat_name, seat_stroke, text, title

CELL = 56
MARGIN = 20
HEADER = 30  # the title
START_ROW = 34  # below the board: the start area and its label
LEGEND_ITEMS = [
    ("line:#8b5a2b", "", "ladder (climb)"),
    ("line:#c0392b", "", "snake (slide down)"),
    ("#bfe8b0", "", "tube entrance"),
    ("#e4f5de", "", "tube"),
    ("#ffe08a", "", "finish"),
]


def render_board_svg(view: dict[str, Any]) -> str:
    board = view["board"]
    width_cells = board["row_width"]
    rows = board["squares"] // width_cells
    width = MARGIN * 2 + width_cells * CELL
    board_height = rows * CELL
    seats = len(view["pieces"])
    board_top = MARGIN + HEADER
    legend_parts, legend_height = legend(MARGIN, board_top + board_height + START_ROW, width - 2 * MARGIN, LEGEND_ITEMS)
    seats_top = board_top + board_height + START_ROW + legend_height + 24
    height = seats_top + 22 * seats + MARGIN

    def centre(square: int) -> tuple[float, float]:
        if square <= 0:  # Start sits below square 1
            return MARGIN + CELL / 2, board_top + board_height + 12
        row, offset = divmod(square - 1, width_cells)
        column = offset if row % 2 == 0 else width_cells - 1 - offset
        return MARGIN + column * CELL + CELL / 2, board_top + (rows - 1 - row) * CELL + CELL / 2

    tube_squares = {s for a, b in board["tubes"] for s in range(a, b + 1)}
    entrances = {a for a, _ in board["tubes"]}
    body = [
        f'<rect width="{width}" height="{height}" fill="#fffdf6"/>',
        title(MARGIN, MARGIN + 14, "Shrinks and Ladders"),
    ]
    for square in range(1, board["squares"] + 1):
        x, y = centre(square)
        fill = "#bfe8b0" if square in entrances else ("#e4f5de" if square in tube_squares else "#f4efe1")
        if square == board["finish"]:
            fill = "#ffe08a"
        body.append(
            f'<rect x="{x - CELL / 2:.0f}" y="{y - CELL / 2:.0f}" width="{CELL}" height="{CELL}" '
            f'fill="{fill}" stroke="#b9ad8f"/>'
        )
        body.append(text(x - CELL / 2 + 4, y - CELL / 2 + 13, square, size=10, anchor="start", fill="#776"))
    for bottom, top in board["ladders"]:
        (x1, y1), (x2, y2) = centre(bottom), centre(top)
        body.append(
            f'<line x1="{x1:.0f}" y1="{y1:.0f}" x2="{x2:.0f}" y2="{y2:.0f}" stroke="#8b5a2b" '
            'stroke-width="6" stroke-linecap="round" opacity="0.75"/>'
        )
    for head, tail in board["snakes"]:
        (x1, y1), (x2, y2) = centre(head), centre(tail)
        mx, my = (x1 + x2) / 2 + 25, (y1 + y2) / 2
        body.append(
            f'<path d="M{x1:.0f},{y1:.0f} Q{mx:.0f},{my:.0f} {x2:.0f},{y2:.0f}" stroke="#c0392b" '
            'stroke-width="5" fill="none" opacity="0.75"/>'
        )
    for seat, pieces in enumerate(view["pieces"]):
        for piece, square in enumerate(pieces):
            x, y = centre(square)
            dx = (seat % 4) * 11 - 16 + piece * 3
            dy = (seat // 4) * 11 + 8
            body.append(
                f'<circle cx="{x + dx:.0f}" cy="{y + dy - 6:.0f}" r="6" fill="{seat_fill(view, seat)}" '
                f'stroke="{seat_stroke(view, seat)}" stroke-width="1"/>'
            )
    # "Start" beside the start area (under square 1), clear of the pieces waiting there.
    start_x, start_y = centre(0)
    body.append(text(start_x + CELL / 2 + 8, start_y + 4, "Start (pieces not yet on the board)", 10, "start", "#555"))
    body.extend(legend_parts)
    body.append(text(MARGIN, seats_top - 8, "Seats", 12, "start", "#444"))
    for seat in range(seats):
        y = seats_top + 12 + 22 * seat
        marker = "▶ " if view.get("current") == seat and view.get("winner") is None else ""
        won = " — winner" if view.get("winner") == seat else ""
        label = f"{marker}{seat_name(view, seat)}: shrink {view['shrink'][seat]}, home {view['home'][seat]}{won}"
        body.append(f'<circle cx="{MARGIN + 6}" cy="{y - 4}" r="6" fill="{seat_fill(view, seat)}"/>')
        body.append(text(MARGIN + 18, y, label, anchor="start"))
    return document(width, height, body, "Shrinks and Ladders board")
