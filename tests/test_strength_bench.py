"""bench/strength_bots.py's choice of rows: what ``--only``, ``--heroes``, ``--fields`` and
``--oracle`` leave to play (the games themselves are the bench's, not a test's)."""

from __future__ import annotations

from bench.strength_bots import GAMES, Cell, chosen_cells, player, verdict
from ladders.bots import find_bot
from ladders.bots.ismcts import DeterminizedCriticBot, ISMCTSBot

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


def test_a_row_can_go_on_from_where_an_earlier_run_stopped() -> None:
    """``--from-game 4`` plays games 5-8 of the row: the games a run of 8 would play after its
    first 4 (same seeds, same seats), so two runs add up to one; a count that would tilt the
    seat rotation is refused."""
    import subprocess
    import sys
    from pathlib import Path

    from bench.strength_bots import REPORT_FIRST_SEED, play_chunk

    root = Path(__file__).resolve().parent.parent
    shrinks = next(g for g in GAMES if g.key == "shrinks")
    command = [sys.executable, "bench/strength_bots.py", "--only", "shrinks", "--heroes", "random"]
    command += ["--fields", "racer", "--games", "4", "--jobs", "1"]
    done = subprocess.run([*command, "--from-game", "4"], cwd=root, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "games 5 on of each row" in done.stdout
    wins, played, _times, _unfinished = play_chunk(shrinks, "random", "racer", [4, 5, 6, 7], REPORT_FIRST_SEED)
    row = next(line for line in done.stdout.splitlines() if line.startswith("| shrinks | random | 3 racer"))
    assert row.split("|")[4].strip() == str(played)
    assert f"{wins / played:.1%}" in row
    refused = subprocess.run([*command, "--from-game", "2"], cwd=root, capture_output=True, text=True, timeout=60)
    assert refused.returncode == 2
    assert "multiple of 4" in refused.stderr


def test_an_oracle_lowers_a_target_only_if_it_wins_at_least_as_often_as_the_hero() -> None:
    """Issue #40: where an oracle (it sees the cards to come) cannot reach 1.5x, the target is
    the fair share plus half its margin; an oracle the hero itself beats bounds nothing."""
    ladder29 = next(g for g in GAMES if g.key == "ladder29")
    hero = Cell(ladder29, "hard", "dumper", 1000, wins=700.0, played=1000)  # Wilson low end 67.1%
    assert verdict(hero, 0.5, None, 0.72) == (">= 61.0% (oracle)", "yes")
    assert verdict(hero, 0.5, None, 0.80) == (">= 75.0%", "NO")  # the oracle reaches 1.5x: no change
    assert verdict(hero, 0.5, None, 0.675) == (">= 75.0% (oracle weaker: no bound)", "NO")
    assert verdict(hero, 0.5, None, None) == (">= 75.0%", "NO")


def test_the_oracle_rows_play_the_shipped_hard_with_the_cards_seen() -> None:
    """``--oracle``'s player is each game's own ``hard`` (same search type, same budget) with
    every world the real state; the levels themselves never see it."""
    for game in GAMES:
        shipped = find_bot(game.ruleset, "hard").factory()
        seer = player(game, "oracle")()
        assert isinstance(seer, ISMCTSBot | DeterminizedCriticBot)
        assert isinstance(shipped, ISMCTSBot | DeterminizedCriticBot)
        assert type(seer) is type(shipped)
        assert seer.peek
        assert not shipped.peek
        assert seer.simulations == shipped.simulations
