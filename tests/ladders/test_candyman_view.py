"""Run For Your Life, Candyman!'s view, from the seat of a client explaining a
choice to a human: where each listed move or escape would take the cookie
(rulebook: shared/rulebooks/run-for-your-life-candyman.txt)."""

from __future__ import annotations

import json
import random
from typing import Any

from ladders.candyman.rules import RULESET as R
from ladders.engine import GameConfig, State


def _moved(state: State, seat: int, action: dict[str, Any]) -> tuple[State, list[Any]]:
    after, events = R.apply(state, seat, action)
    return after, events


def test_move_options_say_where_each_listed_move_and_escape_lands() -> None:
    """L45-L59, L79-L85, L101, L111: each entry of ``move_options`` is one listed move
    (or escape), in the same order, and says what playing it does: the space it ends
    on (after a bridge or Sweet Toof), the cookies it passes, a burst or the border."""
    checked = {"move": 0, "escape": 0, "transport": 0, "bridge": 0, "passes": 0, "border": 0, "sweet_toof": 0}
    for seed in range(5):
        state = R.setup(GameConfig("standard", 4, {}), seed)
        rnd = random.Random(seed)
        for _ in range(4000):
            if R.outcome(state) is not None:
                break
            seat = R.to_act(state)[0]
            legal = R.legal_actions(state, seat)
            views = [R.view(state, s) for s in (seat, (seat + 1) % 4, None)]
            options = views[0]["move_options"]
            assert all(v["move_options"] == options for v in views)  # public: the same for everyone
            kinds = {a["type"] for a in legal}
            if kinds & {"move", "escape"}:
                assert options is not None
                assert [o["action"] for o in options] == legal
                json.dumps(options)
                for option in options:
                    after, events = _moved(state, seat, option["action"])
                    kind = option["action"]["type"]
                    checked[kind] += 1
                    landed = [e.data for e in events if e.type in ("moved", "escaped") and e.data["seat"] == seat]
                    assert landed[0]["to"] == option["legs"][-1]
                    if kind == "move":
                        assert landed[0]["passed"] == option["passes"]
                        checked["passes"] += bool(option["passes"])
                        checked["transport"] += not option["action"]["directions"]
                    bridges = [e.data["to"] for e in events if e.type == "bridge" and e.data["seat"] == seat]
                    assert bridges == ([option["bridge"]] if option["bridge"] is not None else [])
                    checked["bridge"] += option["bridge"] is not None
                    bitten = any(e.type == "sweet_toof" for e in events)
                    assert bitten == option["sweet_toof"]
                    checked["sweet_toof"] += bitten
                    if option["border"]:
                        checked["border"] += 1
                        assert after["winners"] == [seat]
                    elif after["players"][seat]["alive"]:
                        assert after["players"][seat]["pos"] == option["to"]
                    assert option["burst"] == (option["to"] in R.board.bursts)
            else:
                assert options is None
            state, _ = R.apply(state, seat, rnd.choice(legal))
    assert all(checked.values()), checked


def test_client_docs_name_every_view_field_decision_and_event() -> None:
    """docs/candyman.md's client section has a row for every view field, decision kind
    and event type, so a client can render them without reading the engine."""
    from pathlib import Path

    from ladders.candyman.rules import _DECISION_TYPES, EVENT_SCHEMAS

    text = (Path(__file__).resolve().parents[2] / "docs" / "candyman.md").read_text()
    section = text.split("## For client developers", 1)[1].split("\n## ", 1)[0]
    rows = [line for line in section.splitlines() if line.startswith("| `")]
    cells = [line.split("|")[1].replace("`", "").replace(" ", "") for line in rows]
    named = {name.split("[")[0] for cell in cells for name in cell.split(",")}
    view = R.view(R.setup(GameConfig("standard", 2, {}), 0), 0)
    assert set(view) <= named
    assert set(_DECISION_TYPES) <= named
    assert set(EVENT_SCHEMAS) <= named
