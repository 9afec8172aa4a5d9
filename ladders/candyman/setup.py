"""Set up and starting the game (rulebook L13-L42; the extended 'classic' game
L155-L158): the tokens on START, four (six) boxes per part, a Special Treat each if the
options say so, the first player."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ladders.candyman.data import DASH, TREATS
from ladders.candyman.tables import BOXES, new_player
from ladders.engine import GameConfig, State, rng_below, rng_init, rng_shuffle

if TYPE_CHECKING:
    from ladders.candyman.rules import Candyman


def setup(rules: Candyman, config: GameConfig, seed: int) -> State:
    options = dict(config.options)
    boxes = BOXES[bool(options["classic"])]
    state: State = {
        "rng": rng_init(seed),
        "seats": config.seats,
        "options": options,
        "boxes": boxes,
        "players": [new_player(boxes) for _ in range(config.seats)],
        "dash": [c.uid for c in DASH],
        # The Dash N Bash deck in draw order: the pile is dash[:dash_left] (top last);
        # dash[dash_left:] are the cards drawn (face up) since the last shuffle.
        "dash_left": len(DASH),
        "treats": [t.uid for t in TREATS],
        "treat_discard": [],
        "treat_icons": [],
        "first": 0,
        "current": 0,
        "round": 1,
        "turn": None,
        "stack": [],
        "cage": None,
        "gauntlet": False,
        "crumbled": 0,
        "winners": None,
        "end_reason": None,
    }
    rng_shuffle(state, state["dash"])
    rng_shuffle(state, state["treats"])
    # L37: turn Dash N Bash cards up until one shows a single candy; that icon draws
    # Special Treats. The cards turned up go back and the deck is shuffled again.
    wanted = 2 if options["two_treat_icons"] else 1
    icons: list[str] = []
    for uid in reversed(state["dash"]):
        card = DASH[uid]
        if card.kind == "icons" and len(card.icons) == 1 and card.icons[0] not in icons:
            icons.append(card.icons[0])
            if len(icons) == wanted:
                break
    state["treat_icons"] = icons
    rng_shuffle(state, state["dash"])
    if options["starting_treat"]:
        for player in state["players"]:
            player["hand"].append(state["treats"].pop())
    # L41: "The eldest player takes the first turn": a random first player here.
    state["first"] = rng_below(state, config.seats)
    rules._start_turn(state, state["first"], [])
    return state
