"""Frag Deadlands' static tables (issue #47): built once from the map, never filled in
during play, and agreeing with the rules they stand for."""

from __future__ import annotations

import ast
from pathlib import Path

from ladders.bots.random_bot import RandomBot
from ladders.deadlands.rules import RULESET as R
from ladders.engine import GameConfig


def test_free_moves_table_holds_every_reach_the_listing_asks_for() -> None:
    """``_free_moves[square][reach]`` (a reach past the table: its last entry) is what
    ``_list_free_moves`` lists for that square and reach, for every reach a fighter may have
    (a Speed past the map's longest line lists the same as that line)."""
    for pos, by_reach in enumerate(R._free_moves):
        assert isinstance(by_reach, tuple)
        assert by_reach
        for reach in range(0, 20):
            listed = by_reach[reach] if reach < len(by_reach) else by_reach[-1]
            assert listed == R._list_free_moves(pos, reach), (pos, reach)


def test_the_tables_do_not_change_during_play() -> None:
    """A game played through leaves every table as the ruleset built it: no table is a cache
    filled in by play."""
    names = ("_free_moves", "_exits", "_jump_lines", "_near", "_lines", "_sight_rows", "_choices")
    before = {name: repr(getattr(R, name)) for name in names}
    state = R.setup(GameConfig("standard", 3, {"round_cap": 8}), 5)
    bot = RandomBot()
    for step in range(3_000):
        if R.outcome(state) is not None:
            break
        seat = R.to_act(state)[0]
        state, _ = R.apply(state, seat, bot.choose(R, state, seat, step))
    assert {name: repr(getattr(R, name)) for name in names} == before


def test_no_rule_module_keys_anything_by_object_identity() -> None:
    """No ``id(...)`` in the rules' modules: a cache keyed by identity is right only while no
    code changes a list in place (issue #47)."""
    package = Path(R.__class__.__module__.replace(".", "/")).parent
    bots = {"bots.py", "greedy.py", "heuristic.py", "hard.py", "svg.py"}
    paths = [
        path
        for path in sorted(Path(__file__).resolve().parents[2].joinpath(package).glob("*.py"))
        if path.name not in bots
    ]
    assert len(paths) >= 10  # the chapters, the schemas, the tables and the wiring
    for path in paths:
        tree = ast.parse(path.read_text())
        calls = [
            node.lineno
            for node in ast.walk(tree)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "id"
        ]
        assert not calls, f"{path.name}: id() at lines {calls}"
