"""Frag Deadlands' view, from the seat of a client drawing the game: the map is in
every view (a spectator's too), enough to draw it and to read squares as actions
and events name them (rulebook: shared/rulebooks/frag-deadlands.txt)."""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from collections.abc import Iterator

from ladders.deadlands.data import CELL_CODES, load_board, parse_board
from ladders.deadlands.rules import RULESET as R
from ladders.engine import GameConfig, State

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


def _preview_states(seed: int, seats: int, limit: int = 1500) -> Iterator[State]:
    """The states of a seeded random game (attacking half the time it can) whose view
    previews attacks."""
    chooser = random.Random(seed)
    state = R.setup(GameConfig("standard", seats, {}), seed)
    for _ in range(limit):
        if R.outcome(state) is not None:
            return
        seat = chooser.choice(R.to_act(state))
        actions = R.legal_actions(state, seat)
        if R.view(state, seat)["attack_options"] is not None:
            yield state
        attacks = [a for a in actions if a["type"] == "attack"]
        action = chooser.choice(attacks if attacks and chooser.random() < 0.5 else actions)
        state, _ = R.apply(state, seat, action)


def test_attack_options_preview_what_the_attack_then_rolls() -> None:
    """Each listed ``attack`` has a preview entry, in legal-actions order, and applying it
    gives the ``attack`` event's range and the ``to_hit`` event's need and number of dice
    the preview named: the squares to the target, counted as L828-L830 says (the target's
    square, not your own), that number or more on Accuracy's dice (L829-L830; cheatin'
    rerolls 1s, L354, and adds none), or a charm's miss or an automatic hit, the last card
    played controlling (L103-L106)."""
    checked = Counter[str]()
    for seed in range(8):
        seats = 2 + seed % 4
        for state in _preview_states(seed, seats):
            seat = state["current"]
            preview = R.view(state, seat)["attack_options"]
            listed = [a for a in R.legal_actions(state, seat) if a["type"] == "attack"]
            assert [entry["action"] for entry in preview] == listed
            for entry in preview:
                action = entry["action"]
                assert (entry["target"], entry["weapon"]) == (action["target"], action["weapon"])
                assert entry["cheat"] == bool(action.get("cheat"))
                _, events = R.apply(state, seat, action)
                attack = next(e for e in events if e.type == "attack")
                to_hit = next(e for e in events if e.type == "to_hit")
                assert attack.data["range"] == entry["range"] >= 1
                if entry["charm"]:
                    assert to_hit.data.get("charm") is True
                    assert not entry["auto"]
                    checked["charm"] += 1
                elif entry["auto"]:
                    assert to_hit.data.get("auto") is True
                    checked["auto"] += 1
                else:
                    assert to_hit.data["need"] == entry["need"] == entry["range"]
                    assert len(to_hit.data["dice"]) == entry["dice"]
                    checked["rolled"] += 1
                    checked["cheat"] += entry["cheat"]
    assert checked["rolled"] > 100, checked
    assert checked["cheat"] > 0, checked


def test_attack_options_show_other_viewers_only_the_weapons_on_the_table() -> None:
    """L73: the hand is hidden, so another seat and a spectator see the acting seat's
    attacks with its starting weapon and weapons in play, not a weapon or hex card it
    could play from its hand; with the other hands re-dealt, every view is the same."""
    hidden = 0
    for seed in range(4):
        seats = 2 + seed % 3
        for state in _preview_states(seed, seats, limit=800):
            seat = state["current"]
            mine = R.view(state, seat)["attack_options"]
            hand = state["f"][seat]["hand"]
            shown = [e for e in mine if e["weapon"] not in hand] or None
            hidden += len(mine) - len(shown or [])
            for viewer in [None, *range(seats)]:
                if viewer == seat:
                    continue
                assert R.view(state, viewer)["attack_options"] == shown
                if viewer is not None:
                    assert R.view(R.determinize(state, viewer, seed), viewer)["attack_options"] == shown
    assert hidden > 0
