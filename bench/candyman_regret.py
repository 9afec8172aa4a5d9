"""How much better could ``normal`` choose? One-step regret against its greedy field.

    python bench/candyman_regret.py [--games 40] [--rollouts 60] [--check-rollouts 200] [--first-seed 700000]
    python bench/candyman_regret.py --decisions other --rollouts 40 --check-rollouts 150

``normal`` plays ``--games`` 4-seat games against three greedy players (the hero's
seat rotating, seeded as ``hero_match`` seeds them). At every decision of the hero
with a real choice of movement, summons or escape, each legal option is played on
``--rollouts`` times to the end of the game: the hidden cards re-dealt from the
hero's view (``determinize``, the same futures for every option), the hero continuing
as ``normal`` and the others as the greedy. That is one step of policy improvement
over ``normal`` in the very field the bench measures it in.

The option that looks best is the maximum of noisy means, so its apparent gain is
biased upwards. Every decision where it looks better by more than ``--margin`` is
therefore played again with ``--check-rollouts`` fresh futures for the chosen and the
apparently best option; the mean of those fresh differences (with its 95% interval)
is the regret left in ``normal``'s choices. Progress goes to stderr; the last stdout
lines are a markdown table.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ladders.candyman.greedy import GreedyBot
from ladders.candyman.heuristic import CandymanBot
from ladders.engine import Action, GameConfig, Ruleset, Seat, State, splitmix64
from ladders.registry import get_ruleset

RULESET_ID = "run-for-your-life-candyman"
MAX_ACTIONS = 20_000


def kind_of(actions: list[Action]) -> str:
    types = {a["type"] for a in actions}
    return next((k for k in ("move", "summon", "escape") if k in types), "other")


class Field:
    """The hero as ``normal``, every other seat the greedy baseline."""

    def __init__(self, rules: Ruleset, hero: Seat) -> None:
        self.rules = rules
        self.hero = hero
        self.normal = CandymanBot()
        self.greedy = GreedyBot()

    def choose(self, state: State, seat: Seat, seed: int) -> Action:
        bot = self.normal if seat == self.hero else self.greedy
        return bot.choose(self.rules, state, seat, seed)

    def play_out(self, state: State, seed: int) -> float:
        """Play ``state`` (a private copy) to the end; the hero's share of first place."""
        rules = self.rules
        for ply in range(MAX_ACTIONS):
            outcome = rules.outcome(state)
            if outcome is not None:
                return 1.0 / len(outcome.winners) if self.hero in outcome.winners else 0.0
            seat = rules.to_act(state)[0]
            legal = rules.legal_actions(state, seat)
            action = legal[0] if len(legal) == 1 else self.choose(state, seat, splitmix64(seed * 7919 + ply))
            rules.step(state, seat, action)
        raise RuntimeError("a play-out did not end")

    def value(self, state: State, action: Action, futures: range, salt: int) -> float:
        """The option's mean result over the given futures (the same for every option)."""
        total = 0.0
        for k in futures:
            sim = self.rules.determinize(state, self.hero, splitmix64(salt * 1_000_003 + k))
            self.rules.step(sim, self.hero, action)
            total += self.play_out(sim, salt + k)
        return total / len(futures)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--rollouts", type=int, default=60)
    parser.add_argument("--check-rollouts", type=int, default=200)
    parser.add_argument("--margin", type=float, default=0.05, help="apparent gain that sends a decision to the check")
    parser.add_argument("--first-seed", type=int, default=700_000)
    parser.add_argument("--decisions", choices=("choices", "other"), default="choices")
    args = parser.parse_args()
    rules = get_ruleset(RULESET_ID)
    config = GameConfig("standard", 4)
    started = time.perf_counter()
    kinds = ("move", "summon", "escape") if args.decisions == "choices" else ("other",)
    decisions: dict[str, int] = dict.fromkeys(kinds, 0)
    above_mean: list[float] = []  # chosen minus the mean of the alternatives (first pass)
    checks: dict[str, list[float]] = {k: [] for k in kinds}  # fresh best minus chosen
    for game in range(args.games):
        seed = args.first_seed + game
        hero = game % config.seats
        field = Field(rules, hero)
        state = rules.copy_state(rules.setup(config, seed))
        ply = 0
        while rules.outcome(state) is None:
            seat = rules.to_act(state)[0]
            legal = rules.legal_actions(state, seat)
            action = field.choose(state, seat, splitmix64(seed * 1_000_003 + ply))
            if seat == hero and len(legal) > 1 and kind_of(legal) in kinds:
                kind = kind_of(legal)
                decisions[kind] += 1
                salt = seed * 10_007 + ply
                values = [field.value(state, option, range(args.rollouts), salt) for option in legal]
                chosen = legal.index(action)
                best = max(range(len(legal)), key=lambda i: values[i])
                above_mean.append(values[chosen] - statistics.mean(v for i, v in enumerate(values) if i != chosen))
                if values[best] - values[chosen] > args.margin:
                    fresh = range(10**6, 10**6 + args.check_rollouts)
                    gain = field.value(state, legal[best], fresh, salt) - field.value(state, action, fresh, salt)
                    checks[kind].append(gain)
            rules.step(state, seat, action)
            ply += 1
        checked = sum(len(v) for v in checks.values())
        print(
            f"game {game + 1}/{args.games}: {sum(decisions.values())} decisions, {checked} checked,"
            f" {time.perf_counter() - started:.0f}s",
            file=sys.stderr,
            flush=True,
        )
    print("| decision | decisions | checked | fresh gain of the best-looking | per game | mean per check | 95% CI |")
    print("|---|---|---|---|---|---|---|")
    for kind in kinds:
        gains = checks[kind]
        print(row(kind, decisions[kind], gains, args.games))
    print(row("all", sum(decisions.values()), [g for v in checks.values() for g in v], args.games))
    print(
        f"\nnormal's choice against the mean of the alternatives (first pass): "
        f"{statistics.mean(above_mean):+.3f} win share per decision over {len(above_mean)} decisions"
    )


def row(kind: str, decided: int, gains: list[float], games: int) -> str:
    if not gains:
        return f"| {kind} | {decided} | 0 | - | - | - | - |"
    mean = statistics.mean(gains)
    half = 1.96 * statistics.stdev(gains) / math.sqrt(len(gains)) if len(gains) > 1 else float("nan")
    return (
        f"| {kind} | {decided} | {len(gains)} | {sum(gains):+.2f} | {sum(gains) / games:+.3f} |"
        f" {mean:+.3f} | {mean - half:+.3f} to {mean + half:+.3f} |"
    )


if __name__ == "__main__":
    main()
