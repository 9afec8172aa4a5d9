"""Draw a Run For Your Life, Candyman! game from a view (so it shows only what that view shows):
the path with its candy icons, character spaces, bridges, the three cage-match bursts,
the Danger Zone and the border, the tokens, and every cookie's status sheet."""

from __future__ import annotations

import math
from typing import Any

from ladders.svg import document, seat_colour, text

CELL = 52
MARGIN = 20
COLUMNS = 10
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
    height = MARGIN * 2 + board_height + 40 + 44 * len(players)

    def centre(space: int) -> tuple[float, float]:
        row, offset = divmod(space, COLUMNS)
        column = offset if row % 2 == 0 else COLUMNS - 1 - offset
        return MARGIN + column * CELL + CELL / 2, MARGIN + board_height - row * CELL - CELL / 2

    zone = board["danger_zone"]
    characters = {space: name for name, space in board["characters"].items()}
    bursts = set(board["bursts"])
    body = [f'<rect width="{width}" height="{height}" fill="#fff4f8"/>']
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
        elif space in characters:
            body.append(text(x, y + 4, characters[space].replace("_", " ").title()[:10], size=8, fill="#624"))
        elif space == 0:
            body.append(text(x, y + 4, "START", size=10, fill="#333"))
        elif space == size - 1:
            body.append(text(x, y + 4, "BORDER", size=10, fill="#333"))
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
            f'<circle cx="{x + dx:.0f}" cy="{y + dy:.0f}" r="7" fill="{seat_colour(seat)}" stroke="#000">'
            f"<title>seat {seat}</title></circle>"
        )
    top = MARGIN + board_height + 20
    body.append(
        text(MARGIN, top, f"Treat icon(s): {', '.join(view['treat_icons'])}; round {view['round']}", 12, "start")
    )
    mine = next((p["hand"] for p in players if "hand" in p), None)
    if mine is not None:
        names = ", ".join(view["treat_cards"][str(uid)]["name"] for uid in mine) or "no Special Treats"
        body.append(text(width - MARGIN, top, f"your hand: {names}", 11, "end"))
    for seat, player in enumerate(players):
        y = top + 20 + 44 * seat
        status = "crumbs" if not player["alive"] else f"space {player['pos']}"
        label = f"Seat {seat}: {status}, {player['hand_count']} treats, {len(player['trophies'])} trophies"
        body.append(f'<circle cx="{MARGIN + 6}" cy="{y - 4}" r="6" fill="{seat_colour(seat)}"/>')
        body.append(text(MARGIN + 18, y, label, 11, "start"))
        for i, part in enumerate(parts):
            left = player["parts"][part]
            px = MARGIN + 18 + i * 82
            body.append(text(px, y + 16, part.replace("_", " "), 9, "start", "#555"))
            for b in range(boxes):
                marked = b >= left
                body.append(
                    f'<rect x="{px + 44 + b * 6}" y="{y + 8}" width="5" height="8" '
                    f'fill="{"#333" if marked else "#fff"}" stroke="#333" stroke-width="0.5"/>'
                )
        equipped = ", ".join(f"{view['treat_cards'][str(e['card'])]['name']} ({e['part']})" for e in player["equipped"])
        if equipped:
            body.append(text(MARGIN + 18 + 6 * 82, y, equipped, 9, "end", "#444"))
    return document(width, height, body, "Run For Your Life, Candyman!")
