"""bench/strength_bots.py's choice of rows: what ``--only``, ``--heroes``, ``--fields`` and
``--oracle`` leave to play (the games themselves are the bench's, not a test's)."""

from __future__ import annotations

from bench.strength_bots import GAMES, chosen_cells

CANDYMAN = [g for g in GAMES if g.key == "candyman"]


def test_every_row_by_default_with_hard_against_normal_last() -> None:
    cells = chosen_cells(CANDYMAN, (10, 6), False, set(), set())
    rows = [(c.hero, c.field, c.games) for c in cells]
    # games rounded up to a multiple of the four seats, the searches' count for hard
    assert rows[:3] == [("random", "racer", 12), ("random", "fighter", 12), ("random", "hoarder", 12)]
    assert ("hard", "hoarder", 8) in rows
    assert rows[-1] == ("hard", "normal", 8)
    assert len(rows) == 4 * 3 + 1
    assert not any(c.hero == "oracle" for c in cells)


def test_heroes_and_fields_keep_only_the_rows_named() -> None:
    cells = chosen_cells(CANDYMAN, (8, 200), True, {"oracle"}, {"fighter", "hoarder"})
    assert [(c.hero, c.field, c.games) for c in cells] == [("oracle", "fighter", 200), ("oracle", "hoarder", 200)]
    assert chosen_cells(CANDYMAN, (8, 4), False, {"oracle"}, set()) == []  # no oracle rows without --oracle
    assert [c.field for c in chosen_cells(CANDYMAN, (8, 4), False, {"hard"}, {"normal"})] == ["normal"]
