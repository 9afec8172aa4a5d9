"""Run For Your Life, Candyman!'s static tables (issue #47): built once from the board and
the cards, never filled in during play, and agreeing with the rules they stand for."""

from __future__ import annotations

import ast
from pathlib import Path

from ladders.bots.random_bot import RandomBot
from ladders.candyman import tables
from ladders.candyman.data import DASH, TREATS
from ladders.candyman.rules import RULESET as R
from ladders.engine import GameConfig


def test_move_table_lists_each_way_a_card_moves_from_each_space() -> None:
    """``_move_table[space][card]`` holds a move action per way ``_move_options`` finds,
    for every space of the board and every Dash N Bash card."""
    assert len(R._move_table) == R.board.size
    for pos, by_card in enumerate(R._move_table):
        assert len(by_card) == len(DASH)
        for uid, listed in enumerate(by_card):
            options = R._move_options(pos, DASH[uid])
            assert [a["directions"] for a in listed] == [list(d) for d, _, _ in options]
            assert [a.get("first") for a in listed] == [first for _, first, _ in options]


def test_interrupt_order_is_clockwise_from_the_seat_for_every_table_size() -> None:
    for (seat, seats), order in tables.INTERRUPT_ORDER.items():
        assert order == [(seat + k) % seats for k in range(1, seats)]
    assert set(tables.INTERRUPT_ORDER) == {(s, n) for n in range(1, 7) for s in range(n)}


def test_hand_cards_lists_the_first_copy_of_each_card_by_when_it_plays() -> None:
    """Computed from the hand each time (no cache): the first copy of each card there that
    plays on your own turn, out of turn, equipped, and the own-turn ones that are RANGED."""
    hand = [*range(len(TREATS)), *range(len(TREATS))][::-1]
    firsts: dict[str, int] = {}
    for uid in hand:
        firsts.setdefault(TREATS[uid].id, uid)
    first_copies = list(firsts.values())  # in the order of their first place in the hand
    own = [u for u in first_copies if TREATS[u].attack and TREATS[u].equip is None]
    assert tables.hand_cards(hand) == (
        tuple(own),
        tuple(u for u in own if TREATS[u].any_time),
        tuple(u for u in first_copies if TREATS[u].equip is not None),
        tuple(u for u in own if TREATS[u].ranged is not None),
    )
    assert tables.hand_cards([]) == ((), (), (), ())


def test_the_tables_do_not_change_during_play() -> None:
    """A game played through leaves every table as it was built: none is a cache filled in by play."""
    before = (repr(R._move_table), repr(tables.INTERRUPT_ORDER))
    state = R.setup(GameConfig("standard", 4, {"round_cap": 10}), 3)
    bot = RandomBot()
    for step in range(5_000):
        if R.outcome(state) is not None:
            break
        seat = R.to_act(state)[0]
        state, _ = R.apply(state, seat, bot.choose(R, state, seat, step))
    assert (repr(R._move_table), repr(tables.INTERRUPT_ORDER)) == before


def test_no_rule_module_keys_anything_by_object_identity() -> None:
    """No ``id(...)`` in the rules' modules (issue #47)."""
    package = Path(__file__).resolve().parents[2] / "ladders" / "candyman"
    bots = {"bots.py", "greedy.py", "heuristic.py", "svg.py"}
    paths = [path for path in sorted(package.glob("*.py")) if path.name not in bots]
    assert len(paths) >= 10  # the chapters, the schemas, the tables and the wiring
    for path in paths:
        calls = [
            node.lineno
            for node in ast.walk(ast.parse(path.read_text()))
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "id"
        ]
        assert not calls, f"{path.name}: id() at lines {calls}"
