"""Draw a Shootin' Ladders game from a view (so it shows only what that view shows)."""

from __future__ import annotations

import math
from typing import Any

from ladders.svg import document, seat_colour, text

CELL = 54
MARGIN = 20
DECK_COLOURS = {"weapon": "#d0312d", "gear": "#7b3fa0", "ammo": "#2e9b3e"}


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
    height = MARGIN * 2 + board_height + 60 + 36 * len(players)

    def xy(px: float, py: float) -> tuple[float, float]:
        """Board units (x right, y up from the bottom) to SVG pixels."""
        return MARGIN + px * CELL, MARGIN + board_height - py * CELL

    def centre(square: int) -> tuple[float, float]:
        level, offset = divmod(square - 1, columns)
        column = offset if level % 2 == 0 else columns - 1 - offset
        return xy(column + 0.5, level + 0.5)

    respawn_at = {square: number for number, square in board["respawn_points"].items()}
    body = [f'<rect width="{width}" height="{height}" fill="#fff8ec"/>']
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
        body.append(f'<circle cx="{x + dx:.0f}" cy="{y + dy:.0f}" r="6" fill="{seat_colour(seat)}" stroke="#222"/>')
    top = MARGIN + board_height + 18
    turn = view.get("turn") or {}
    status = f"round {view['round']}, seat {view['current']} to play"
    if turn.get("dice"):
        status += f", dice {['-' if d is None else d for d in turn['dice']]}"
    if view.get("winners") is not None:
        status = f"game over ({view.get('end_reason')}): winners {view['winners']}"
    body.append(text(MARGIN, top, f"{view['scenario']} — {status}", anchor="start", size=13))
    cards = view.get("cards", {})
    for seat, player in enumerate(players):
        y = top + 24 + 36 * seat
        parts = "/".join(str(p) for p in player["parts"])
        weapons = ", ".join(
            f"{cards.get(str(w['card']), {}).get('name', w['card'])} ({'∞' if w['ammo'] is None else w['ammo']})"
            for w in player["weapons"]
        )
        counts = player["hand_counts"]
        line = (
            f"seat {seat} [{player['status']}] parts {parts}, trophies {len(player['trophies'])}, "
            f"frags {player['frags']}, hand: {_count(counts['weapon'], 'weapon')}, "
            f"{counts['gear']} gear, {counts['ammo']} ammo"
        )
        body.append(f'<circle cx="{MARGIN + 6}" cy="{y - 4}" r="6" fill="{seat_colour(seat)}"/>')
        body.append(text(MARGIN + 18, y, line, anchor="start", size=11))
        detail = f"in play: {weapons or 'Dessert Eagle only'}"
        if "hand" in player:
            names = ", ".join(cards.get(str(u), {}).get("name", str(u)) for u in player["hand"])
            detail += f" — your hand: {names or 'empty'}"
        body.append(text(MARGIN + 18, y + 14, detail, anchor="start", size=10, fill="#555"))
    title = "Shootin' Ladders board (reconstruction)"
    return document(width, height, body, title)
