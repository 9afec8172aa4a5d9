"""Random play per second for every registered ruleset and scenario, as ratios
to the bare Connect-Four playout measured in the same process.

    python bench/engine_playouts.py [--seconds 2] [--rounds 3] [--ruleset ID]

For each ruleset and scenario (4 seats where the scenario allows it, else
the nearest count) two paths are timed:

- ``apply``: ``to_act`` + ``legal_actions`` + ``apply`` for each action, as the
  service plays a game (every action validated, the input never mutated);
- ``step``: one ``copy_state``, then ``legal_actions`` + ``step`` in place, as a
  bot's playouts run.

Each is interleaved with ``bench/baseline_playout.py`` in short slices, so a
change of load on this shared machine hits both alike; the ratio is the
ruleset's actions/s over the baseline's plies/s. ``--json`` prints the rows
as JSON for tests and for the README table.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from baseline_playout import plies_per_second

from ladders.engine import GameConfig, Ruleset
from ladders.registry import all_rulesets

# The floor each ruleset's ``apply`` path must reach (issue #11, DESIGN "Targets").
TARGETS = {"shrinks-and-ladders": 0.30}
DEFAULT_TARGET = 0.15
# The bots' step path before issue #11 (commit a7626d4, this bench, 4 seats), as
# ratios to the baseline; the goal is at least twice these.
STEP_RATIO_BEFORE = {
    ("ladder-29", "standard"): 0.103,
    ("shootin-ladders", "quick-and-the-crumbed"): 0.095,
    ("shootin-ladders", "trophy-room"): 0.114,
    ("shootin-ladders", "crumble-zone"): 0.110,
    ("shrinks-and-ladders", "standard"): 0.224,
}


def config_for(rules: Ruleset, scenario_id: str) -> GameConfig:
    scenario = rules.info.scenario(scenario_id)
    low = scenario.min_seats or rules.info.min_seats
    high = scenario.max_seats or rules.info.max_seats
    seats = max(low, min(4, high))
    # Teams of the scenario's own shape (equal sides; one sniper against the rest), as a game
    # created with "teams": "random" draws them.
    teams = rules.random_teams(scenario_id, seats, 0)
    return GameConfig(scenario_id, seats, {}, teams)


def random_play(rules: Ruleset, config: GameConfig, seconds: float, *, via_apply: bool, first_seed: int) -> int:
    """Play random games for about ``seconds``; returns the number of actions."""
    chooser = random.Random(first_seed)
    actions = 0
    seed = first_seed
    deadline = time.perf_counter() + seconds
    while time.perf_counter() < deadline:
        state = rules.setup(config, seed)
        seed += 1
        if not via_apply:
            state = rules.copy_state(state)
        while rules.outcome(state) is None:
            seat = rules.to_act(state)[0]
            options = rules.legal_actions(state, seat)
            action = options[chooser.randrange(len(options))]
            if via_apply:
                state, _ = rules.apply(state, seat, action)
            else:
                rules.step(state, seat, action)
            actions += 1
    return actions


def _slices(rules: Ruleset, config: GameConfig, via_apply: bool, slice_number: Iterator[int], seconds: float) -> int:
    """One slice of random play, each slice starting from fresh seeds."""
    return random_play(rules, config, seconds, via_apply=via_apply, first_seed=next(slice_number) * 97)


def interleaved_ratio(run: Callable[[float], int], seconds: float, rounds: int) -> tuple[float, float]:
    """(actions/s of ``run``, baseline plies/s), each measured in alternating slices."""
    slice_seconds = seconds / rounds
    actions = 0
    run_time = 0.0
    baseline_rates = []
    for _ in range(rounds):
        baseline_rates.append(plies_per_second(slice_seconds / 2))
        started = time.perf_counter()
        actions += run(slice_seconds)
        run_time += time.perf_counter() - started
    return actions / run_time, sum(baseline_rates) / len(baseline_rates)


def measure(seconds: float, rounds: int, only: str | None = None) -> list[dict[str, object]]:
    rows: list[dict[str, object]] = []
    for rules in all_rulesets():
        if only and rules.info.id != only:
            continue
        for scenario in rules.info.scenarios:
            config = config_for(rules, scenario.id)
            row: dict[str, object] = {"ruleset": rules.info.id, "scenario": scenario.id, "seats": config.seats}
            for path, via_apply in (("apply", True), ("step", False)):
                run = partial(_slices, rules, config, via_apply, iter(range(1_000_000)))
                rate, baseline = interleaved_ratio(run, seconds, rounds)
                row[f"{path}_actions_per_s"] = round(rate)
                row[f"{path}_baseline_plies_per_s"] = round(baseline)
                row[f"{path}_ratio"] = round(rate / baseline, 3)
            row["target"] = TARGETS.get(rules.info.id, DEFAULT_TARGET)
            before = STEP_RATIO_BEFORE.get((rules.info.id, scenario.id))
            row["step_speedup"] = None if before is None else round(float(row["step_ratio"]) / before, 2)  # type: ignore[arg-type]
            rows.append(row)
            print(
                f"{rules.info.id:<22} {scenario.id:<24} {config.seats:>2}p"
                f"  apply {row['apply_actions_per_s']:>8,} a/s = {row['apply_ratio']:.3f} x baseline"
                f" ({row['apply_baseline_plies_per_s']:,} plies/s; target >= {row['target']})"
                f"  step {row['step_actions_per_s']:>8,} a/s = {row['step_ratio']:.3f} x",
                file=sys.stderr,
                flush=True,
            )
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=2.0, help="seconds per path and scenario")
    parser.add_argument("--rounds", type=int, default=4, help="interleaved slices per measurement")
    parser.add_argument("--ruleset", default=None)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    rows = measure(args.seconds, args.rounds, args.ruleset)
    if args.json:
        print(json.dumps(rows, indent=1))
        return
    print(
        "| ruleset | scenario | seats | apply actions/s | baseline plies/s | apply ratio | target |"
        " step ratio | step vs before #11 (goal >= 2x) |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        ok = "ok" if float(r["apply_ratio"]) >= float(r["target"]) else "BELOW"  # type: ignore[arg-type]
        print(
            f"| {r['ruleset']} | {r['scenario']} | {r['seats']} | {r['apply_actions_per_s']:,} |"
            f" {r['apply_baseline_plies_per_s']:,} | {r['apply_ratio']:.3f} | >= {r['target']} ({ok}) |"
            f" {r['step_ratio']:.3f} | {'new' if r['step_speedup'] is None else str(r['step_speedup']) + 'x'} |"
        )


if __name__ == "__main__":
    main()
