"""Draw a Ladder 29 game from a view, so it shows only what that view shows:
the score track with every seat's tracker (L29-L31, L91: no two on one space),
the seats (cards left, Hot Spot held, passed, went out), the Hot Spot cards on
offer and held with their points and challenges, the play to beat and the
trick on the table, and the caller's own hand (with the cards it passed and
received). A spectator's view has no hand, so its picture has none."""

from __future__ import annotations

from typing import Any

from ladders.svg import document, fitted_text, legend, seat_fill, seat_name, text

WIDTH = 780
MARGIN = 20
CELL = 20
CARD_W, CARD_H = 44, 62
HOT_W, HOT_H = 168, 96
SUIT_COLOURS = {"Red": "#d62728", "Yellow": "#d4a800", "Green": "#2ca02c", "Blue": "#1f77b4"}
SPECIAL_COLOURS = {
    "Dalmatian": "#555555",
    "Rookie": "#7f7f7f",
    "Rookie (Blue)": "#6baed6",
    "Lieutenant": "#b8860b",
    "Chief": "#8b0000",
}
PLACES = ("1st", "2nd", "3rd", "4th", "5th")


def _n(count: int, noun: str) -> str:
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def _wrap(body: str, width: int) -> list[str]:
    lines: list[str] = []
    line = ""
    for word in body.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    if line:
        lines.append(line)
    return lines


def _card(x: float, y: float, name: str) -> list[str]:
    """One firefighter card, face up: its number large, its suit (or name) small."""
    suit, _, number = name.partition(" ")
    colour = SUIT_COLOURS.get(suit) if number.isdigit() else SPECIAL_COLOURS.get(name, "#444")
    colour = colour or "#444"
    parts = [
        f'<rect x="{x:.0f}" y="{y:.0f}" width="{CARD_W}" height="{CARD_H}" rx="4" fill="#fff" '
        f'stroke="{colour}" stroke-width="2"><title>{name}</title></rect>'
    ]
    if number.isdigit():
        parts.append(text(x + CARD_W / 2, y + 32, number, size=20, fill=colour))
        parts.append(text(x + CARD_W / 2, y + 52, suit, size=9, fill=colour))
    else:
        for i, word in enumerate(name.replace("(", "").replace(")", "").split()):
            parts.append(text(x + CARD_W / 2, y + 28 + 12 * i, word, size=9, fill=colour))
    return parts


def _cards_row(x: float, y: float, names: list[str], limit: float) -> list[str]:
    """Cards side by side, overlapping when there are more than fit before ``limit``."""
    if not names:
        return []
    step = min(CARD_W + 4, (limit - x - CARD_W) / max(1, len(names) - 1))
    out: list[str] = []
    for i, name in enumerate(names):
        out += _card(x + i * step, y, name)
    return out


def _hot_spot(view: dict[str, Any], x: float, y: float, card: dict[str, Any], holder: int | None) -> list[str]:
    stroke = seat_fill(view, holder) if holder is not None else "#c0392b"
    points = " · ".join(f"{PLACES[i]} {p}" for i, p in enumerate(card["points"]))
    out = [
        f'<rect x="{x:.0f}" y="{y:.0f}" width="{HOT_W}" height="{HOT_H}" rx="6" fill="#fff1e0" '
        f'stroke="{stroke}" stroke-width="{3 if holder is not None else 1.5}"><title>{card["name"]}</title></rect>',
        fitted_text(x + 8, y + 16, card["name"], HOT_W - 16, 12, "start", "#7a2a00"),
        text(x + 8, y + 31, points, size=9, anchor="start", fill="#333"),
    ]
    for i, line in enumerate(_wrap(card["challenge"], 34)[:3]):
        out.append(text(x + 8, y + 47 + 12 * i, line, size=9, anchor="start", fill="#555"))
    if holder is not None:
        out.append(
            fitted_text(x + 8, y + HOT_H - 9, f"held by {seat_name(view, holder)}", HOT_W - 16, 10, "start", stroke)
        )
    return out


def render_board_svg(view: dict[str, Any]) -> str:
    seats: int = view["seats"]
    scores: list[int] = view["scores"]
    names: dict[str, str] = view["card_names"]
    hot_cards: dict[str, dict[str, Any]] = view["hot_spot_cards"]
    held: list[int | None] = view["hot_spots"]
    body: list[str] = []
    y = MARGIN + 14

    # Heading: the round, the phase and who is to act.
    phase = view["phase"]
    acting = ", ".join(seat_name(view, s) for s in view["to_act"])
    status = "game over" if phase == "over" else f"{phase} phase, to act: {acting}"
    body.append(text(MARGIN, y, "Ladder 29", size=16, anchor="start"))
    y += 20
    heading = f"round {view['round']}, {status}; dealer {seat_name(view, view['dealer'])}"
    if view["short_game"]:
        heading += " (short game)"
    body.append(fitted_text(MARGIN, y, heading, WIDTH - 2 * MARGIN, 13, "start"))

    # The score track: spaces from the door (0) to the target and past it.
    y += 18
    last = max(view["target"], *scores)
    cell = min(CELL, (WIDTH - 2 * MARGIN) / (last + 1))
    body.append(text(MARGIN, y + 8, "score track", size=10, anchor="start", fill="#555"))
    y += 14
    at = {score: seat for seat, score in enumerate(scores)}
    for space in range(last + 1):
        x = MARGIN + space * cell
        goal = space >= view["target"]
        body.append(
            f'<rect x="{x:.1f}" y="{y}" width="{cell:.1f}" height="{CELL}" '
            f'fill="{"#ffd9b3" if goal else "#f4f4f4"}" stroke="#999" stroke-width="0.5"/>'
        )
        if space % 5 == 0 or space == view["target"]:
            body.append(text(x + cell / 2, y + CELL + 11, space, size=8, fill="#666"))
        if space in at:
            seat = at[space]
            body.append(
                f'<circle cx="{x + cell / 2:.1f}" cy="{y + CELL / 2}" r="{cell / 2 - 2:.1f}" '
                f'fill="{seat_fill(view, seat)}" stroke="#000"><title>{seat_name(view, seat)}: {space}</title></circle>'
            )
    y += CELL + 18
    items = [
        ("#f4f4f4", "", "score track"),
        ("#ffd9b3", "", f"target ({view['target']}) and beyond"),
        ("dot:#888888", "", "a seat's tracker (its colour below)"),
        *((colour, "", f"{suit} suit") for suit, colour in SUIT_COLOURS.items()),
    ]
    parts, legend_height = legend(MARGIN, y, WIDTH - 2 * MARGIN, items, size=10)
    body += parts
    y += int(legend_height) + 16

    # The seats.
    finish: list[int] = view["finish"]
    for seat in range(seats):
        parts = [f"{seat_name(view, seat)}: {scores[seat]} points", _n(view["hand_counts"][seat], "card")]
        hot = held[seat] if seat < len(held) else None
        if hot is not None:
            parts.append(f"Hot Spot: {hot_cards[str(hot)]['name']}")
        if seat in finish:
            parts.append(f"out {PLACES[finish.index(seat)] if finish.index(seat) < len(PLACES) else ''}".strip())
        elif view["passed"][seat]:
            parts.append("passed")
        if seat in view["to_act"] and phase != "over":
            parts.append("to act")
        body.append(f'<circle cx="{MARGIN + 6}" cy="{y - 4}" r="6" fill="{seat_fill(view, seat)}"/>')
        body.append(fitted_text(MARGIN + 18, y, ", ".join(parts), WIDTH - 2 * MARGIN - 18, 11, "start"))
        y += 18
    y += 8

    # Hot Spot cards: those on offer (face up for the draft) and those held.
    offer: list[int] = view["hot_spot_offer"]
    shown = [(h, None) for h in offer] + [(h, seat) for seat, h in enumerate(held) if h is not None]
    if shown:
        body.append(text(MARGIN, y, "Hot Spots (on offer, and held this round)", size=11, anchor="start", fill="#555"))
        y += 8
        per_row = (WIDTH - 2 * MARGIN + 8) // (HOT_W + 8)
        for i, (hot, holder) in enumerate(shown):
            row, column = divmod(i, per_row)
            body += _hot_spot(view, MARGIN + column * (HOT_W + 8), y + row * (HOT_H + 8), hot_cards[str(hot)], holder)
        y += ((len(shown) + per_row - 1) // per_row) * (HOT_H + 8) + 14

    # The table: the play to beat, and the trick so far.
    body.append(text(MARGIN, y, "on the table", size=11, anchor="start", fill="#555"))
    top = view["top"]
    if top is None:
        body.append(text(MARGIN + 90, y, "nothing led yet" if phase == "play" else "-", size=11, anchor="start"))
        y += 12
    else:
        body.append(
            fitted_text(
                MARGIN + 90,
                y,
                f"to beat: {seat_name(view, top['seat'])}'s {top['kind']} ({_n(top['length'], 'card')})",
                WIDTH - 2 * MARGIN - 90,
                11,
                "start",
                seat_fill(view, top["seat"]),
            )
        )
        y += 8
        body += _cards_row(MARGIN, y, [names[str(c)] for c in top["cards"]], WIDTH - MARGIN)
        y += CARD_H + 6
    trick = view["trick"]
    if trick:
        plays = "; ".join(
            f"{seat_name(view, t['seat'])}: "
            + (", ".join(names[str(c)] for c in t["cards"]) if "cards" in t else "pass")
            for t in trick
        )
        for line in _wrap(f"this trick — {plays}", 120)[:3]:
            y += 14
            body.append(text(MARGIN, y, line, size=10, anchor="start", fill="#444"))
    y += 22

    # The caller's own cards; nobody else's are in the view.
    hand = view["hand"]
    if hand is not None:
        body.append(text(MARGIN, y, f"your hand ({_n(len(hand), 'card')})", size=11, anchor="start", fill="#555"))
        y += 8
        body += _cards_row(MARGIN, y, [names[str(c)] for c in hand], WIDTH - MARGIN)
        y += CARD_H + 8
        extra = []
        if view["my_pass"]:
            extra.append("you pass: " + ", ".join(names[str(c)] for c in view["my_pass"]))
        if view["received"]:
            extra.append("you received: " + ", ".join(names[str(c)] for c in view["received"]))
        if extra:
            y += 12
            body.append(text(MARGIN, y, "; ".join(extra), size=10, anchor="start", fill="#444"))
        y += 10
    height = y + MARGIN
    return document(WIDTH, height, [f'<rect width="{WIDTH}" height="{height}" fill="#fffaf5"/>', *body], "Ladder 29")
