"""Draw a Shootin' Ladders game from a view (so it shows only what that view shows)."""

from __future__ import annotations

import math
from typing import Any

from ladders.svg import (
    TEAM_COLOURS,
    document,
    fitted_text,
    legend,
    seat_fill,
    seat_name,
    seat_stroke,
    seat_team,
    text,
    title,
    wrap_words,
)

CELL = 54
MARGIN = 20
HEADER = 30  # the title
PLAYER_ROWS = 66  # a seat's lines: its name, its state, and what is in play (two lines at most)
DECK_COLOURS = {"weapon": "#d0312d", "gear": "#7b3fa0", "ammo": "#2e9b3e"}
LEGEND_ITEMS = [
    ("#ffe08a", "", "home base"),
    ("dot:#ffffff", "", "respawn point (its number)"),
    ("#efdcbc", "⚑", "flag square"),
    *((f"dot:{colour}", "", f"{deck} star: draw {deck}") for deck, colour in DECK_COLOURS.items()),
    ("line:#8b5a2b", "", "ladder"),
    ("line:#e05a9a", "", "slide"),
    ("line:#555555", "", "floor"),
    ("line:#333333", "", "door (dashed)"),
]


def _names(view: dict[str, Any], seats: list[int]) -> str:
    return ", ".join(seat_name(view, s) for s in seats)


def _star(x: float, y: float, r: float, fill: str) -> str:
    points = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.45
        # Five points, starting straight up.
        angle = math.pi / 2 + i * math.pi / 5
        points.append(f"{x + radius * math.cos(angle):.1f},{y - radius * math.sin(angle):.1f}")
    return f'<polygon points="{" ".join(points)}" fill="{fill}" stroke="#333" stroke-width="0.6"/>'


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def render_board_svg(view: dict[str, Any]) -> str:
    board = view["board"]
    levels, columns = board["levels"], board["columns"]
    width = MARGIN * 2 + columns * CELL
    board_height = levels * CELL
    players = view["players"]
    board_top = MARGIN + HEADER
    teams = sorted({t for t in (seat_team(view, s) for s in range(len(players))) if t is not None})
    items = list(LEGEND_ITEMS)
    for team in teams:
        members = [s for s in range(len(players)) if seat_team(view, s) == team]
        items.append((TEAM_COLOURS[team % len(TEAM_COLOURS)], "", f"team {team + 1}: {_names(view, members)}"))
    legend_parts, legend_height = legend(MARGIN, board_top + board_height + 8, width - 2 * MARGIN, items)
    status_top = board_top + board_height + 8 + legend_height + 18
    height = status_top + 16 + PLAYER_ROWS * len(players) + MARGIN

    def xy(px: float, py: float) -> tuple[float, float]:
        """Board units (x right, y up from the bottom) to SVG pixels."""
        return MARGIN + px * CELL, board_top + board_height - py * CELL

    def centre(square: int) -> tuple[float, float]:
        level, offset = divmod(square - 1, columns)
        column = offset if level % 2 == 0 else columns - 1 - offset
        return xy(column + 0.5, level + 0.5)

    respawn_at = {square: number for number, square in board["respawn_points"].items()}
    body = [
        f'<rect width="{width}" height="{height}" fill="#fff8ec"/>',
        title(MARGIN, MARGIN + 14, f"Shootin' Ladders: {str(view['scenario']).replace('-', ' ')}"),
    ]
    for square in range(1, levels * columns + 1):
        x, y = centre(square)
        fill = "#f3e3c8" if (square - 1) // columns % 2 == 0 else "#efdcbc"
        if square in board["home_bases"]:
            fill = "#ffe08a"
        body.append(
            f'<rect x="{x - CELL / 2:.0f}" y="{y - CELL / 2:.0f}" width="{CELL}" height="{CELL}" '
            f'fill="{fill}" stroke="#c9b48f" stroke-width="0.6"/>'
        )
        body.append(text(x - CELL / 2 + 3, y - CELL / 2 + 11, square, size=9, anchor="start", fill="#765"))
        if square in respawn_at:
            body.append(f'<circle cx="{x + 16:.0f}" cy="{y - 15:.0f}" r="8" fill="#fff" stroke="#333"/>')
            body.append(text(x + 16, y - 11.5, respawn_at[square], size=10))
        if square in board["flags"]:
            body.append(text(x - 17, y + 20, "⚑", size=13, fill="#444"))
    for square, colours in board["stars"].items():
        x, y = centre(int(square))
        for index, colour in enumerate(colours):
            body.append(_star(x - 12 + 12 * index + (6 if len(colours) == 1 else 0), y + 2, 8, DECK_COLOURS[colour]))
    for foot, top in board["ladders"]:
        (x1, y1), (x2, y2) = centre(foot), centre(top)
        body.append(
            f'<line x1="{x1:.0f}" y1="{y1:.0f}" x2="{x2:.0f}" y2="{y2:.0f}" stroke="#8b5a2b" '
            'stroke-width="5" stroke-dasharray="2 5" stroke-linecap="round" opacity="0.8"/>'
        )
    for top, bottom in board["slides"]:
        (x1, y1), (x2, y2) = centre(top), centre(bottom)
        mx, my = (x1 + x2) / 2 + 24, (y1 + y2) / 2
        body.append(
            f'<path d="M{x1:.0f},{y1:.0f} Q{mx:.0f},{my:.0f} {x2:.0f},{y2:.0f}" stroke="#e05a9a" '
            'stroke-width="5" fill="none" opacity="0.7"/>'
        )
    for x0, y0, x1, y1 in board["floors"]:
        (a, b), (c, d) = xy(x0, y0), xy(x1, y1)
        body.append(f'<line x1="{a:.0f}" y1="{b:.0f}" x2="{c:.0f}" y2="{d:.0f}" stroke="#555" stroke-width="4"/>')
    for x0, y0, x1, y1 in board["doors"]:
        (a, b), (c, d) = xy(x0, y0), xy(x1, y1)
        body.append(
            f'<line x1="{a:.0f}" y1="{b:.0f}" x2="{c:.0f}" y2="{d:.0f}" stroke="#333" stroke-width="5" '
            'stroke-dasharray="6 3"/>'
        )
    for seat, player in enumerate(players):
        if player["pos"] is None:
            continue
        x, y = centre(player["pos"])
        dx = (seat % 4) * 10 - 15
        dy = (seat // 4) * 10 + 6
        body.append(
            f'<circle cx="{x + dx:.0f}" cy="{y + dy:.0f}" r="6" fill="{seat_fill(view, seat)}" '
            f'stroke="{seat_stroke(view, seat)}" stroke-width="1.5"><title>{seat_name(view, seat)}</title></circle>'
        )
    body.extend(legend_parts)
    top = status_top
    line_width = width - 2 * MARGIN
    turn = view.get("turn") or {}
    status = f"round {view['round']}, {seat_name(view, view['current'])} to play"
    if turn.get("dice"):
        status += f", dice {['-' if d is None else d for d in turn['dice']]}"
    if view.get("winners") is not None:
        status = f"game over ({view.get('end_reason')}): winners {_names(view, view['winners'])}"
    body.append(fitted_text(MARGIN, top, status, line_width, 13, "start"))
    cards = view.get("cards", {})
    for seat, player in enumerate(players):
        y = top + 24 + PLAYER_ROWS * seat
        parts = "/".join(str(p) for p in player["parts"])
        weapons = ", ".join(
            f"{cards.get(str(w['card']), {}).get('name', w['card'])} ({'∞' if w['ammo'] is None else w['ammo']})"
            for w in player["weapons"]
        )
        counts = player["hand_counts"]
        line = (
            f"parts {parts}, trophies {len(player['trophies'])}, "
            f"frags {player['frags']}, hand: {_count(counts['weapon'], 'weapon')}, "
            f"{counts['gear']} gear, {counts['ammo']} ammo"
        )
        body.append(f'<circle cx="{MARGIN + 6}" cy="{y - 4}" r="6" fill="{seat_fill(view, seat)}"/>')
        body.append(
            fitted_text(MARGIN + 18, y, f"{seat_name(view, seat)} [{player['status']}]", line_width - 18, 12, "start")
        )
        body.append(fitted_text(MARGIN + 18, y + 14, line, line_width - 18, 11, "start"))
        detail = f"in play: {weapons or 'Dessert Eagle only'}"
        if "hand" in player:
            names = ", ".join(cards.get(str(u), {}).get("name", str(u)) for u in player["hand"])
            detail += f" — your hand: {names or 'empty'}"
        # Two lines at most, each whole (shrunk if it must be): a long hand is never cut off.
        lines = wrap_words(detail, line_width - 18, 10, lines=2)
        for k, part in enumerate(lines):
            body.append(fitted_text(MARGIN + 18, y + 28 + 13 * k, part, line_width - 18, 10, "start", "#555"))
    return document(width, height, body, "Shootin' Ladders board (reconstruction)")
