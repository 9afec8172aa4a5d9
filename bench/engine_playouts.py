"""Random playouts per second, per registered ruleset, on one core.

    python bench/engine_playouts.py [--seconds 5] [--ruleset ID]

Two figures per ruleset: through ``apply`` (validates and copies, as the
service does) and through ``copy_state`` + ``step`` (as a bot's playouts do).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ladders.engine import GameConfig, Ruleset
from ladders.registry import all_rulesets


def config_for(rules: Ruleset) -> GameConfig:
    scenario = rules.info.scenarios[0]
    seats = min(4, scenario.max_seats or rules.info.max_seats)
    seats = max(seats, scenario.min_seats or rules.info.min_seats)
    teams = tuple(s % 2 for s in range(seats)) if scenario.teams else None
    return GameConfig(scenario.id, seats, {}, teams)


def playouts(rules: Ruleset, seconds: float, *, validated: bool) -> tuple[float, float]:
    config = config_for(rules)
    chooser = random.Random(1)
    games = actions = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        state = rules.setup(config, games)
        if not validated:
            state = rules.copy_state(state)
        while not rules.is_over(state):
            seat = rules.to_act(state)[0]
            options = rules.legal_actions(state, seat)
            action = options[chooser.randrange(len(options))]
            if validated:
                state, _ = rules.apply(state, seat, action)
            else:
                rules.step(state, seat, action)
            actions += 1
        games += 1
    elapsed = time.perf_counter() - started
    return games / elapsed, actions / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--ruleset", default=None)
    args = parser.parse_args()
    header = ("ruleset", "seats", "playouts/s (apply)", "actions/s", "playouts/s (step)", "actions/s")
    print("{:<22} {:>5} {:>19} {:>10} {:>18} {:>10}".format(*header))
    for rules in all_rulesets():
        if args.ruleset and rules.info.id != args.ruleset:
            continue
        seats = config_for(rules).seats
        g1, a1 = playouts(rules, args.seconds, validated=True)
        g2, a2 = playouts(rules, args.seconds, validated=False)
        print(f"{rules.info.id:<22} {seats:>5} {g1:>19.1f} {a1:>10.0f} {g2:>18.1f} {a2:>10.0f}", flush=True)


if __name__ == "__main__":
    main()
