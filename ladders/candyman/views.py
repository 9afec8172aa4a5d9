"""What each seat sees (hands are hidden; how many cards a hand holds is public):
the view of a seat and of a spectator, the move preview, ``determinize`` (what a seat
cannot see, re-dealt for a bot's playouts) and ``evaluate`` (a playout's cut-off value)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ladders.candyman.data import DASH, ICON_PART, ICONS, PARTS, TREATS
from ladders.candyman.tables import own_record
from ladders.engine import Action, Seat, State, rng_init, rng_shuffle

if TYPE_CHECKING:
    from ladders.candyman.rules import Candyman


def view(rules: Candyman, state: State, seat: Seat | None) -> dict[str, Any]:
    players = []
    visible: set[int] = set(state["treat_discard"])
    for s, p in enumerate(state["players"]):
        shown = {
            "pos": p["pos"],
            "parts": dict(zip(PARTS, p["parts"], strict=True)),
            "alive": p["alive"],
            "hand_count": len(p["hand"]),
            "equipped": [{"card": u, "part": PARTS[part]} for u, part in p["equipped"]],
            "trophies": [{"part": PARTS[part], "from_seat": by} for part, by in p["trophies"]],
            "frags": p["frags"],
            "out": p["out"],
        }
        visible.update(u for u, _ in p["equipped"])
        if s == seat:
            shown["hand"] = list(p["hand"])
            visible.update(p["hand"])
        players.append(shown)
    turn = state["turn"]
    stack = state["stack"]
    decision = None
    if stack and rules._decision_shown_to(state, stack[-1], seat):
        decision = dict(stack[-1])
    return {
        "board": rules._board_dict,
        "parts": list(PARTS),
        "icons": list(ICONS),
        "icon_part": {icon: PARTS[i] for icon, i in ICON_PART.items()},
        "seats": state["seats"],
        "options": dict(state["options"]),
        "boxes": state["boxes"],
        "players": players,
        "first": state["first"],
        "current": state["current"],
        "round": state["round"],
        "treat_icons": list(state["treat_icons"]),
        "turn": None if turn is None else {k: (list(v) if isinstance(v, list) else v) for k, v in turn.items()},
        "decision": decision,
        "cage": None if state["cage"] is None else {**state["cage"], "order": list(state["cage"]["order"])},
        "gauntlet": state["gauntlet"],
        "deck_sizes": {"dash_n_bash": state["dash_left"], "special_treats": len(state["treats"])},
        "dash_discard": state["dash"][state["dash_left"] :],
        "treat_discard": list(state["treat_discard"]),
        "winners": None if state["winners"] is None else list(state["winners"]),
        "end_reason": state["end_reason"],
        "dash_cards": [c.to_dict() for c in DASH],
        "treat_cards": {str(u): TREATS[u].to_dict() for u in sorted(visible)},
        "move_options": rules._move_preview(state),
    }


def move_preview(rules: Candyman, state: State) -> list[dict[str, Any]] | None:
    """Where each listed ``move`` (or, in a cage, ``escape``) would take the cookie to act,
    in legal-actions order, so a client can show it without walking the path itself:
    ``legs`` (the space after each icon, L45-L49), ``passes`` (the cookies it may then
    attack, L111; none on an escape, which is not the escaper's turn, L79), ``to`` where it
    ends up (after a bridge, L59, or Sweet Toof's bite, L101), ``bridge``, ``burst`` (a
    cage match space: a summons, L57, L75), ``border`` (it wins, L85) and ``sweet_toof``.
    Public: the card drawn and every cookie's space are on the table. None otherwise."""
    if state["winners"] is not None:
        return None
    stack = state["stack"]
    board = rules.board
    players = state["players"]
    if stack:
        item = stack[-1]
        if item["k"] != "escape":
            return None
        seat = item["seat"]
        ways = [
            ("escape", directions, None, [item["icon"]] * len(directions))
            for directions in rules._escape_options(state, seat, item)
        ]
    else:
        turn = state["turn"]
        if turn is None or turn["phase"] != "move":
            return None
        seat = state["current"]
        card = DASH[turn["card"]]
        ways = []
        for move in rules._moves(state, seat):
            icons = list(card.icons)
            if len(icons) == 2 and icons[0] != icons[1] and move["first"] != icons[0]:
                icons.reverse()
            ways.append(("move", list(move["directions"]), move.get("first"), icons))
    out: list[dict[str, Any]] = []
    start = players[seat]["pos"]
    for kind, directions, first, icons in ways:
        action: Action = {"type": kind, "directions": list(directions)}
        if first is not None:
            action["first"] = first
        legs: list[int] = []
        passes: list[Seat] = []
        pos = start
        if kind == "move" and not directions:  # a Character or Candy Cage Match card (L51-L57)
            card = DASH[state["turn"]["card"]]
            pos = board.characters[str(card.character)] if card.kind == "character" else board.nearest_burst(pos)
            legs.append(pos)
            passes = rules._landed_on(state, seat, pos)
        for icon, direction in zip(icons, directions, strict=False):
            end = board.step(pos, icon, direction)
            assert end is not None
            low, high = (pos, end) if pos < end else (end, pos)
            passes += [
                t
                for t, other in enumerate(players)
                if t != seat
                and other["alive"]
                and t not in passes
                and (low < other["pos"] < high or other["pos"] == end)
            ]
            pos = end
            legs.append(pos)
            if pos == board.border:
                break
        bridge = board.bridges.get(pos) if pos != board.border else None
        to = pos if bridge is None else bridge
        bitten = (
            kind == "move"
            and not directions
            and to == board.characters.get("sweet_toof")
            and rules._sweet_toof_bites(state, seat)
        )
        if bitten:
            to = board.pink_gumball
        out.append(
            {
                "action": action,
                "legs": legs,
                "passes": passes if kind == "move" else [],
                "to": to,
                "bridge": bridge,
                "burst": to in board.bursts and to != board.border,
                "border": to == board.border,
                "sweet_toof": bitten,
            }
        )
    return out


def determinize(rules: Candyman, state: State, seat: Seat, rng_seed: int) -> State:
    """Re-deal what ``seat`` cannot see: other hands and the Special Treat pile
    together, and the order of the Dash N Bash pile.

    Each is sorted before it is shuffled, so the result depends on ``rng_seed``
    and on what ``seat`` may know (which cards are unseen, how many each hand
    holds), never on where the unseen cards lie: a bot that determinizes first
    cannot learn the hidden order through its sample."""
    copy = rules.copy_state(state)
    copy["rng"] = rng_init(rng_seed)
    pool = list(copy["treats"])
    for s, p in enumerate(copy["players"]):
        if s != seat:
            pool.extend(p["hand"])
    pool.sort()
    rng_shuffle(copy, pool)
    for s, p in enumerate(copy["players"]):
        if s != seat:
            own_record(copy, s)["hand"] = [pool.pop() for _ in p["hand"]]
    copy["treats"] = pool
    left = copy["dash_left"]
    pile = sorted(copy["dash"][:left])
    rng_shuffle(copy, pile)
    copy["dash"] = pile + copy["dash"][left:]
    return copy


def evaluate(rules: Candyman, state: State) -> list[float] | None:
    """Progress along the path, health and trophies, squashed into [0, 1]."""
    border = rules.board.border
    values = []
    for p in state["players"]:
        if not p["alive"]:
            values.append(-1.0 + 0.05 * len(p["trophies"]))
            continue
        health = sum(p["parts"]) / (len(PARTS) * state["boxes"])
        values.append(p["pos"] / border + 0.3 * health + 0.05 * len(p["trophies"]))
    best = max(values)
    return [max(0.0, min(1.0, 0.5 + (v - best) * 1.5 + 0.25)) for v in values]
