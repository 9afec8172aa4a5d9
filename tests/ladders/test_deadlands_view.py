"""Frag Deadlands' view, from the seat of a client drawing the game: the map is in
every view (a spectator's too), enough to draw it and to read squares as actions
and events name them (rulebook: shared/rulebooks/frag-deadlands.txt)."""

from __future__ import annotations

import json
import re

from ladders.deadlands.data import CELL_CODES, load_board, parse_board
from ladders.deadlands.rules import RULESET as R
from ladders.engine import GameConfig

BOARD = load_board()


def test_the_view_carries_the_map_a_client_can_draw() -> None:
    """L1-L3 and the map's features (walls, doors, windows, acid, beasts, gallows,
    respawn squares 1-6, power-ups): the view's board rebuilds the engine's map."""
    state = R.setup(GameConfig("standard", 3, {}), 4)
    for seat in (0, 2, None):
        board = R.view(state, seat)["board"]
        json.dumps(board)  # plain JSON
        rebuilt = parse_board(
            {
                "rows": board["rows"],
                "edges": board["edges"],
                "beasts": board["beasts"],
                "main_street_gallows": board["main_street_gallows"],
            }
        )
        assert (board["width"], board["height"]) == (BOARD.width, BOARD.height)
        assert rebuilt.kinds == BOARD.kinds
        assert rebuilt.edges == BOARD.edges
        assert rebuilt.beast == BOARD.beast
        assert rebuilt.main_street == BOARD.main_street
        assert rebuilt.step == BOARD.step
        assert {int(face): BOARD.cell(*xy) for face, xy in board["respawn"].items()} == BOARD.respawn
        assert [BOARD.cell(*xy) for xy in board["gallows"]] == list(BOARD.gallows)
        assert set(board["legend"]) == CELL_CODES
        assert board["reconstruction"] is True


def test_cells_in_actions_read_as_squares_of_the_view() -> None:
    """A cell number (``hang``'s ``square``, a fighter's ``cell``) is ``y * width + x``
    of the view's ``square`` [x, y]."""
    state = R.setup(GameConfig("standard", 2, {}), 1)
    width = R.view(state, None)["board"]["width"]
    for cell in (0, 21, BOARD.gallows[0], len(BOARD.kinds) - 1):
        x, y = BOARD.xy(cell)
        assert y * width + x == cell
    view = R.view(state, None)
    for gallows_xy in view["board"]["gallows"]:
        assert view["board"]["rows"][gallows_xy[1]][gallows_xy[0]] == "X"


def test_client_docs_name_every_view_field_pending_kind_and_event() -> None:
    """docs/frag-deadlands.md's client section has a row for every view field, pending
    decision kind and event type, so a client can render them without the engine."""
    from pathlib import Path

    from ladders.deadlands.rules import EVENT_TYPES

    text = (Path(__file__).resolve().parents[2] / "docs" / "frag-deadlands.md").read_text()
    section = text.split("## For client developers", 1)[1].split("\n## ", 1)[0]
    rows = [line for line in section.splitlines() if line.startswith("| `")]
    cells = [line.split("|")[1].replace("`", "").replace(" ", "") for line in rows]
    named = {name.split("[")[0] for cell in cells for name in cell.split(",")}
    state = R.setup(GameConfig("standard", 2, {}), 0)
    assert set(R.view(state, 0)) <= named
    assert {"joker", "hang", "shootout", "return_fire", "last_stand"} <= named
    assert set(EVENT_TYPES) <= named
    source = Path(R.__class__.__module__.replace(".", "/") + ".py")
    kinds = set(re.findall(r'"kind": "([a-z_]+)"', (Path(__file__).resolve().parents[2] / source).read_text()))
    assert kinds <= named
