"""Draw a Run For Your Life, Candyman! game from a view (so it shows only what that view shows):
the path with its candy icons, character spaces, bridges, the three cage-match bursts,
the Danger Zone and the border, the tokens, and every cookie's status sheet."""

from __future__ import annotations

import math
from html import escape
from typing import Any

from ladders.svg import cell_label, document, fitted_text, legend, seat_fill, seat_name, seat_stroke, text, title

CELL = 60
MARGIN = 20
HEADER = 30  # the title
COLUMNS = 10
SHEET = 62  # each cookie's status sheet: its line, its body parts, what it has equipped
ICON_COLOURS = {
    "gumball": "#ff6fae",
    "ju_ju": "#7cc242",
    "candy_corn": "#f7b32b",
    "chocolate": "#7b4a2a",
    "hard_candy": "#d7263d",
    "peppermint_swirl": "#e8e8e8",
}
ICON_LETTERS = {
    "gumball": "G",
    "ju_ju": "J",
    "candy_corn": "C",
    "chocolate": "Ch",
    "hard_candy": "H",
    "peppermint_swirl": "P",
}


def _burst(x: float, y: float, r: float) -> str:
    points = []
    for i in range(16):
        radius = r if i % 2 == 0 else r * 0.7
        angle = i * math.pi / 8
        points.append(f"{x + radius * math.cos(angle):.1f},{y + radius * math.sin(angle):.1f}")
    return f'<polygon points="{" ".join(points)}" fill="#ffd23f" stroke="#b35" stroke-width="1"/>'


ICON_NAMES = {
    "gumball": "gumball",
    "ju_ju": "Ju Ju",
    "candy_corn": "candy corn",
    "chocolate": "chocolate",
    "hard_candy": "hard candy",
    "peppermint_swirl": "peppermint swirl",
}


def _legend_items() -> list[tuple[str, str, str]]:
    return [
        *((ICON_COLOURS[icon], ICON_LETTERS[icon], ICON_NAMES[icon]) for icon in ICON_COLOURS),
        ("#fbe3c4", "", "path"),
        ("#f7b9b9", "", "Danger Zone"),
        ("#ffd23f", "", "cage-match burst"),
        ("line:#8a5a2b", "", "bridge"),
    ]


def render_board_svg(view: dict[str, Any]) -> str:
    board = view["board"]
    icons = board["icons"]
    size = len(icons)
    rows = (size + COLUMNS - 1) // COLUMNS
    players = view["players"]
    parts = view["parts"]
    boxes = view["boxes"]
    width = MARGIN * 2 + COLUMNS * CELL
    board_height = rows * CELL
    board_top = MARGIN + HEADER
    legend_parts, legend_height = legend(MARGIN, board_top + board_height + 8, width - 2 * MARGIN, _legend_items())
    sheets_top = board_top + board_height + 8 + legend_height + 16
    height = sheets_top + 20 + SHEET * len(players) + MARGIN

    def centre(space: int) -> tuple[float, float]:
        row, offset = divmod(space, COLUMNS)
        column = offset if row % 2 == 0 else COLUMNS - 1 - offset
        return MARGIN + column * CELL + CELL / 2, board_top + board_height - row * CELL - CELL / 2

    zone = board["danger_zone"]
    characters = {space: name for name, space in board["characters"].items()}
    bursts = set(board["bursts"])
    body = [
        f'<rect width="{width}" height="{height}" fill="#fff4f8"/>',
        title(MARGIN, MARGIN + 14, "Run For Your Life, Candyman!"),
    ]
    for space in range(size):
        x, y = centre(space)
        fill = "#fbe3c4" if not zone[0] <= space <= zone[1] else "#f7b9b9"
        body.append(
            f'<rect x="{x - CELL / 2:.0f}" y="{y - CELL / 2:.0f}" width="{CELL}" height="{CELL}" '
            f'fill="{fill}" stroke="#d8b98f" stroke-width="0.6"/>'
        )
        body.append(text(x - CELL / 2 + 3, y - CELL / 2 + 10, space, size=8, anchor="start", fill="#876"))
        icon = icons[space]
        if space in bursts:
            body.append(_burst(x, y, 20))
        if icon is not None:
            body.append(
                f'<circle cx="{x:.0f}" cy="{y:.0f}" r="12" fill="{ICON_COLOURS[icon]}" stroke="#333" '
                f'stroke-width="0.6"><title>{icon}</title></circle>'
            )
            body.append(text(x, y + 4, ICON_LETTERS[icon], size=10, fill="#000" if icon != "chocolate" else "#fff"))
        square = (x - CELL / 2, y - CELL / 2 + 12, CELL, CELL - 12)  # below the space's number
        if icon is None and space in characters:
            # The whole name, on two lines if need be: never cut ("Taffy Twister", "Marshmallow Man").
            name = characters[space].replace("_", " ").title()
            body.append(cell_label(x, y + 6, name, square, size=10, fill="#624"))
        elif icon is None and space == 0:
            body.append(fitted_text(x, y + 8, "START", CELL - 6, 10, fill="#333", cell=square))
        elif icon is None and space == size - 1:
            body.append(fitted_text(x, y + 8, "BORDER", CELL - 6, 10, fill="#333", cell=square))
    for entrance, exit_ in board["bridges"].items():
        (x1, y1), (x2, y2) = centre(int(entrance)), centre(exit_)
        body.append(
            f'<line x1="{x1:.0f}" y1="{y1:.0f}" x2="{x2:.0f}" y2="{y2:.0f}" stroke="#8a5a2b" '
            f'stroke-width="4" stroke-opacity="0.55"><title>bridge {entrance} to {exit_}</title></line>'
        )
    for seat, player in enumerate(players):
        if not player["alive"]:
            continue
        x, y = centre(player["pos"])
        dx = (seat % 3 - 1) * 12
        dy = (seat // 3) * 12 + 8
        body.append(
            f'<circle cx="{x + dx:.0f}" cy="{y + dy:.0f}" r="7" fill="{seat_fill(view, seat)}" '
            f'stroke="{seat_stroke(view, seat)}"><title>{escape(seat_name(view, seat))}</title></circle>'
        )
    body.extend(legend_parts)
    top = sheets_top
    line_width = width - 2 * MARGIN
    status_line = f"Treat icon(s): {', '.join(view['treat_icons'])}; round {view['round']}"
    body.append(fitted_text(MARGIN, top, status_line, line_width, 12, "start"))
    mine = next((p["hand"] for p in players if "hand" in p), None)
    for seat, player in enumerate(players):
        y = top + 22 + SHEET * seat
        status = "crumbs" if not player["alive"] else f"space {player['pos']}"
        label = f"{seat_name(view, seat)}: {status}, {player['hand_count']} treats, {len(player['trophies'])} trophies"
        if "hand" in player and mine is not None:
            names = ", ".join(view["treat_cards"][str(uid)]["name"] for uid in mine) or "no Special Treats"
            label += f"; your hand: {names}"
        body.append(f'<circle cx="{MARGIN + 6}" cy="{y - 4}" r="6" fill="{seat_fill(view, seat)}"/>')
        body.append(fitted_text(MARGIN + 18, y, label, line_width - 18, 11, "start"))
        for i, part in enumerate(parts):
            left = player["parts"][part]
            px = MARGIN + 18 + i * 92
            body.append(fitted_text(px, y + 16, part.replace("_", " "), 42, 9, "start", "#555"))
            for b in range(boxes):
                marked = b >= left
                body.append(
                    f'<rect x="{px + 44 + b * 6}" y="{y + 8}" width="5" height="8" '
                    f'fill="{"#333" if marked else "#fff"}" stroke="#333" stroke-width="0.5"/>'
                )
        equipped = ", ".join(f"{view['treat_cards'][str(e['card'])]['name']} ({e['part']})" for e in player["equipped"])
        if equipped:
            body.append(fitted_text(MARGIN + 18, y + 34, f"equipped: {equipped}", line_width - 18, 10, "start", "#444"))
    return document(width, height, body, "Run For Your Life, Candyman!")
