"""bench/report.py: collecting each bench script's final table into one report."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from bench import report

TURN_OUTPUT = """\
warming up
POST /actions/ vs the bare view, 16 clients

| endpoint | actions | actions/s | p50 ms | p99 ms |
|---|---|---|---|---|
| bare DRF view (baseline) | 1939 | 61 | 237.2 | 581.1 |
| POST /api/v1/games/{id}/actions/ | 1800 | 58 | 240.0 | 600.0 |

"""


def test_final_table_takes_the_trailing_table_and_its_caption() -> None:
    caption, table = report.final_table(TURN_OUTPUT)
    assert caption == "POST /actions/ vs the bare view, 16 clients"
    assert table[0] == "| endpoint | actions | actions/s | p50 ms | p99 ms |"
    assert table[-1] == "| POST /api/v1/games/{id}/actions/ | 1800 | 58 | 240.0 | 600.0 |"
    assert len(table) == 4


def test_final_table_ignores_an_earlier_table_and_a_missing_one() -> None:
    two = "| a | b |\n|---|---|\n| 1 | 2 |\nprogress\n| c |\n|---|\n| 3 |\n"
    assert report.final_table(two) == ("progress", ["| c |", "|---|", "| 3 |"])
    assert report.final_table("just a line\n") == ("", [])
    assert report.final_table("") == ("", [])
    # A table with no line before it has no caption.
    assert report.final_table("| c |\n|---|\n") == ("", ["| c |", "|---|"])


def test_final_table_keeps_tables_separated_by_blank_lines_only() -> None:
    """A strength table, a blank line, then a speed table (as bench/shrinks_bots.py printed):
    both are the result, and the caption is the line before the first."""
    out = "progress\nStrength and speed\n\n| a |\n|---|\n| 1 |\n\n| baseline x | y |\n|---|---|\n| baseline z | 2 |\n"
    caption, table = report.final_table(out)
    assert caption == "Strength and speed"
    assert table == ["| a |", "|---|", "| 1 |", "", "| baseline x | y |", "|---|---|", "| baseline z | 2 |"]
    strength, speed = report.tables(table)
    assert strength == ["| a |", "|---|", "| 1 |"]
    assert speed == ["| baseline x | y |", "|---|---|", "| baseline z | 2 |"]
    assert report.baseline_rows(table) == [("baseline z", "y: 2")]


def test_baseline_rows_are_the_rows_naming_a_baseline() -> None:
    _, table = report.final_table(TURN_OUTPUT)
    assert report.baseline_rows(table) == [
        ("bare DRF view (baseline)", "actions: 1939; actions/s: 61; p50 ms: 237.2; p99 ms: 581.1")
    ]


def test_render_heads_the_report_with_machine_and_baselines() -> None:
    _, table = report.final_table(TURN_OUTPUT)
    results = [
        report.Result("turn_endpoint.py", table, "caption line", 61.0),
        report.Result("broken.py", [], seconds=2.0, returncode=1, tail=["Traceback", "boom"]),
        report.Result("quiet.py", [], seconds=1.0),
    ]
    body = report.render(results, {"CPU": "Test CPU", "cores": "2"})
    assert "- CPU: Test CPU" in body
    assert "- `turn_endpoint.py`: bare DRF view (baseline): actions: 1939" in body
    assert "### `bench/turn_endpoint.py` (61 s)\n\ncaption line\n\n| endpoint |" in body
    assert "Failed with exit code 1" in body
    assert "boom" in body
    assert "No result table on stdout" in body
    assert body.index("Baselines") < body.index("### `bench/turn_endpoint.py`")


def test_bench_scripts_order_puts_unlisted_bots_after_the_listed_ones(tmp_path: Path) -> None:
    for name in (
        "baseline_playout.py",
        "turn_endpoint.py",
        "strength_bots.py",
        "ranks_recompute.py",
        "zeta_bots.py",
        "candyman_bots.py",  # BY_HAND: not in make bench
    ):
        (tmp_path / name).write_text("")
    (tmp_path / "report.py").write_text("")  # not a bench
    names = [p.name for p in report.bench_scripts(tmp_path)]
    assert names == [
        "baseline_playout.py",
        "turn_endpoint.py",
        "strength_bots.py",
        "zeta_bots.py",
        "ranks_recompute.py",
    ]


def test_the_real_bench_dir_lists_the_shipped_scripts() -> None:
    names = [p.name for p in report.bench_scripts()]
    for name in ("baseline_playout.py", "engine_playouts.py", "turn_endpoint.py", "ai_turn.py"):
        assert name in names
    assert "report.py" not in names
    assert "candyman_bots.py" not in names
    assert "deadlands_bots.py" not in names
    assert names.index("baseline_playout.py") < names.index("engine_playouts.py") < names.index("turn_endpoint.py")


def test_replace_block_keeps_what_lies_outside_the_markers() -> None:
    readme = f"# Title\n\n## Measured figures\n\n{report.START}\nold table\n{report.END}\n\n## Layout\n"
    out = report.replace_block(readme, "new body\n")
    assert out == f"# Title\n\n## Measured figures\n\n{report.START}\nnew body\n{report.END}\n\n## Layout\n"
    with pytest.raises(SystemExit):
        report.replace_block("no markers here", "x")


def test_the_readme_has_one_bench_block() -> None:
    text = report.README.read_text()
    assert text.count(report.START) == 1
    assert text.count(report.END) == 1
    assert text.index(report.START) < text.index(report.END)


def test_a_run_collects_each_script_and_updates_the_readme(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Two stand-in bench scripts run as subprocesses: tables collected in order, failures reported."""
    bench = tmp_path / "bench"
    bench.mkdir()
    (bench / "baseline_playout.py").write_text(
        textwrap.dedent(
            """\
            import sys
            print("progress", file=sys.stderr)
            print("Engine baseline, 3 s")
            print("| what | figure |")
            print("|---|---|")
            print("| Connect-Four random playout (engine baseline) | 350,000 plies/s |")
            """
        )
    )
    (bench / "ai_turn.py").write_text("import sys\nprint('oops', file=sys.stderr)\nsys.exit(3)\n")
    results = tmp_path / "RESULTS.md"
    text = report.main([], bench_dir=bench, results_path=results)
    assert text.startswith("# Benchmark results\n")
    assert results.read_text() == text
    assert "- `baseline_playout.py`: Connect-Four random playout (engine baseline): figure: 350,000 plies/s" in text
    assert "| Connect-Four random playout (engine baseline) | 350,000 plies/s |" in text
    assert "Engine baseline, 3 s\n\n| what | figure |" in text
    assert "### `bench/ai_turn.py`" in text
    assert "Failed with exit code 3" in text
    assert "oops" in text
    progress = capsys.readouterr().err
    assert "[1/2] bench/baseline_playout.py" in progress
    assert "progress" in progress
    assert "[2/2] bench/ai_turn.py: FAILED (exit 3)" in progress

    readme = tmp_path / "README.md"
    readme.write_text(f"intro\n{report.START}\nold\n{report.END}\noutro\n")
    report.update_readme(results, readme)
    updated = readme.read_text()
    assert "old" not in updated
    assert "# Benchmark results" not in updated
    assert updated.startswith(f"intro\n{report.START}\nMeasured by `make bench`")
    assert updated.endswith(f"{report.END}\noutro\n")
