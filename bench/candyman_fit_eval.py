"""Fit Candyman's evaluation (``ladders/candyman/fitted.py``) from played games, and
measure bots that use it. Tuning seeds only: nothing here plays a report seed.

    python bench/candyman_fit_eval.py generate --games 6000 [--data PATH]
    python bench/candyman_fit_eval.py fit [--data PATH] [--write]
    python bench/candyman_fit_eval.py measure --hero normal-fit1 --fields racer,fighter,hoarder --games 200
    python bench/candyman_fit_eval.py measure --hero normal-attack3 --fields normal,panel --games 4000 [--from-game N]

``generate`` plays games among a mix of players (each seat drawn, by the game's seed, from
the panel styles, ``normal`` and ``random``) on seeds from ``TUNING_FIRST_SEED`` +
``GENERATE_OFFSET`` (past the strength bench's tuning games, so a fit is not measured on
the deals it saw), and writes, at about one decision in ``SAMPLE_RATE``, every seat's
features (``fitted.seat_features``) and who won. ``fit`` fits the conditional logit by
Newton's method with a small ridge on four games in five, reports the log-loss on the
fifth against the search's hand-weighted ``panel.evaluate``, and with ``--write`` stores
the weights in ``ladders/candyman/fitted_weights.json``. ``measure`` plays a hero (a
level or a variant below) against three of each field on the strength bench's tuning
seeds (``TUNING_FIRST_SEED`` + game number, seats rotated), the same deals as
``strength_bots.py --seeds tuning``. Progress goes to stderr.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.strength_bots import TUNING_FIRST_SEED
from ladders.bots import RANDOM, find_bot
from ladders.bots.arena import play_game, wilson_interval
from ladders.bots.base import Bot
from ladders.bots.ismcts import DeterminizedCriticBot
from ladders.bots.paired import PairedCriticBot
from ladders.bots.style import bot_policy
from ladders.candyman import fitted
from ladders.candyman.bots import HARD_SECONDS, HARD_SIMULATIONS
from ladders.candyman.data import TREATS
from ladders.candyman.heuristic import CandymanBot, _position_score
from ladders.candyman.panel import PANEL, _health, evaluate, rollout, search_bot
from ladders.engine import Action, GameConfig, Ruleset, Seat, State, splitmix64
from ladders.registry import get_ruleset

RULESET_ID = "run-for-your-life-candyman"
GENERATE_OFFSET = 500_000  # the fit's games: tuning seeds the strength bench's tuning rows never reach
SAMPLE_RATE = 16  # about one decision in this many is recorded (neighbouring positions say much the same)
MIX = {"racer": 2, "fighter": 2, "hoarder": 2, "normal": 3, "random": 1}  # how often each player takes a seat
RIDGE = 1.0  # the fit's L2 penalty (in summed log-likelihood units): keeps rare features tame
DEFAULT_DATA = Path("/tmp/candyman_positions.jsonl")


def make_player(name: str) -> Bot:
    if name in PANEL:
        return PANEL[name]()
    if name == RANDOM.name:
        return find_bot(RULESET_ID, "random").factory()
    if name in VARIANTS:
        return VARIANTS[name]()
    return find_bot(RULESET_ID, name).factory()


def generate(games: int, data: Path) -> None:
    rules = get_ruleset(RULESET_ID)
    config = GameConfig("standard", 4, {}, None)
    names = [n for n, k in MIX.items() for _ in range(k)]
    started = time.monotonic()
    rows = 0
    with data.open("w") as out:
        for game in range(games):
            seed = TUNING_FIRST_SEED + GENERATE_OFFSET + game
            pick = random.Random(splitmix64(seed))
            players = [pick.choice(names) for _ in range(4)]
            bots = [make_player(n) for n in players]
            positions: list[list[list[float]]] = []
            alive: list[list[bool]] = []
            old: list[list[float]] = []  # the search's hand-weighted leaf value, to compare
            state = rules.copy_state(rules.setup(config, seed))
            for ply in range(50_000):
                if rules.outcome(state) is not None:
                    break
                if pick.randrange(SAMPLE_RATE) == 0:
                    positions.append([fitted.seat_features(rules, state, s) for s in range(4)])
                    alive.append([bool(p["alive"]) for p in state["players"]])
                    old.append(evaluate(rules, state))
                seat = rules.to_act(state)[0]
                action = bots[seat].choose(rules, state, seat, splitmix64(seed * 1_000_003 + ply))
                rules.step(state, seat, rules.normalize_action(state, seat, action))
            outcome = rules.outcome(state)
            if outcome is None:
                continue
            for x, live, hand_weighted in zip(positions, alive, old, strict=True):
                row = {"game": game, "x": x, "alive": live, "old": hand_weighted, "winners": outcome.winners}
                out.write(json.dumps(row) + "\n")
                rows += 1
            if (game + 1) % 100 == 0:
                print(
                    f"generate: {game + 1}/{games} games, {rows} positions, {time.monotonic() - started:.0f} s",
                    file=sys.stderr,
                    flush=True,
                )


def _load(data: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in data.read_text().splitlines()]


ChoiceSet = tuple[list[list[float]], list[float]]


def _choice_set(row: dict[str, Any], key: str = "x") -> ChoiceSet | None:
    """The live seats' features (or, with ``key`` "old", the hand-weighted chances) and
    target shares (a shared win split), or None when no live seat won (a crumbled
    cookie's trophies won: outside what the model scores)."""
    live = [s for s, a in enumerate(row["alive"]) if a]
    winners = [s for s in row["winners"] if s in live]
    if not winners:
        return None
    return [row[key][s] for s in live], [1.0 / len(winners) if s in winners else 0.0 for s in live]


def _log_loss(sets: list[ChoiceSet], chances: Callable[[Any], list[float]]) -> float:
    total = 0.0
    for xs, ys in sets:
        ps = chances(xs)
        total -= sum(y * math.log(max(p, 1e-12)) for y, p in zip(ys, ps, strict=True))
    return total / max(1, len(sets))


def _softmax(w: list[float], xs: list[list[float]]) -> list[float]:
    scores = [sum(a * b for a, b in zip(w, x, strict=True)) for x in xs]
    top = max(scores)
    exps = [math.exp(s - top) for s in scores]
    total = sum(exps)
    return [e / total for e in exps]


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (the Hessian is small and positive definite)."""
    n = len(vector)
    a = [[*row, vector[i]] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(col + 1, n):
            f = a[r][col] / a[col][col]
            for c in range(col, n + 1):
                a[r][c] -= f * a[col][c]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (a[r][n] - sum(a[r][c] * x[c] for c in range(r + 1, n))) / a[r][r]
    return x


def fit_weights(sets: list[ChoiceSet], iterations: int = 12) -> list[float]:
    d = len(fitted.FEATURES)
    w = [0.0] * d
    for it in range(iterations):
        grad = [-RIDGE * wi for wi in w]
        hess = [[RIDGE if i == j else 0.0 for j in range(d)] for i in range(d)]
        for xs, ys in sets:
            ps = _softmax(w, xs)
            mean = [sum(p * x[i] for p, x in zip(ps, xs, strict=True)) for i in range(d)]
            for x, p, y in zip(xs, ps, ys, strict=True):
                c = [x[i] - mean[i] for i in range(d)]
                for i in range(d):
                    grad[i] += (y - p) * x[i]
                    pc = p * c[i]
                    if pc:
                        row = hess[i]
                        for j in range(i, d):
                            row[j] += pc * c[j]
        for i in range(d):
            for j in range(i):
                hess[i][j] = hess[j][i]
        step = _solve(hess, grad)
        w = [wi + si for wi, si in zip(w, step, strict=True)]
        size = math.sqrt(sum(s * s for s in step))
        print(f"fit: Newton step {it + 1}, size {size:.2e}", file=sys.stderr, flush=True)
        if size < 1e-6:
            break
    return w


def fit(data: Path, write: bool) -> None:
    rows = _load(data)
    train: list[ChoiceSet] = []
    held: list[ChoiceSet] = []
    held_old: list[ChoiceSet] = []
    for row in rows:
        chosen = _choice_set(row)
        if chosen is None:
            continue
        if row["game"] % 5 == 4:
            held.append(chosen)
            held_old.append(_choice_set(row, "old") or chosen)
        else:
            train.append(chosen)
    print(f"fit: {len(train)} positions to fit, {len(held)} held out", file=sys.stderr, flush=True)
    w = fit_weights(train)
    uniform = _log_loss(held, lambda xs: [1.0 / len(xs)] * len(xs))
    model = _log_loss(held, lambda xs: _softmax(w, xs))
    # The hand-weighted chances of the live seats, renormalised (and kept off zero).
    old = _log_loss(held_old, lambda cs: [(c + 1e-3) / (sum(cs) + 1e-3 * len(cs)) for c in cs])
    print(f"held-out log-loss: uniform {uniform:.4f}, panel.evaluate {old:.4f}, fitted {model:.4f}", file=sys.stderr)
    weights = {name: round(wi, 5) for name, wi in zip(fitted.FEATURES, w, strict=True)}
    print(json.dumps(weights, indent=1))
    if write:
        fitted.WEIGHTS_FILE.write_text(
            json.dumps(
                {
                    "made_by": (
                        f"bench/candyman_fit_eval.py generate --games {max(r['game'] for r in rows) + 1}; fit --write"
                        f" (tuning seeds {TUNING_FIRST_SEED + GENERATE_OFFSET} on; mix {MIX}; one decision in"
                        f" {SAMPLE_RATE}; ridge {RIDGE}; held-out log-loss {model:.4f},"
                        f" panel.evaluate's {old:.4f}, uniform {uniform:.4f})"
                    ),
                    "weights": weights,
                },
                indent=1,
            )
            + "\n"
        )
        print(f"wrote {fitted.WEIGHTS_FILE}", file=sys.stderr)


# Every choice of the seat's own turn (the windows, the part to mark and the cage draws keep normal's rules).
ALL_DECISIONS = frozenset(
    {"move", "summon", "no_summon", "end_turn", "attack", "treat", "escape", "cage_draw", "equip"}
)


# Variants measured against the panel (tuning seeds); what ships is wired in ``bots.py``.
def _normal_fit(worlds: int, decisions: frozenset[str] = frozenset({"move"})) -> Callable[[], Bot]:
    return lambda: fitted.FittedCandymanBot(worlds=worlds, decisions=decisions)


def _hard_fit() -> Bot:
    """``hard`` (``normal``'s critic, its budget and margin) with the fitted leaf value."""
    return search_bot(HARD_SIMULATIONS, HARD_SECONDS, leaf=fitted_evaluate)


def _hard_variant(simulations: int, margin: float, fitted_leaf: bool) -> Callable[[], Bot]:
    """``hard`` with another budget, margin or leaf (the fitted one, or the hand-weighted one)."""
    leaf = fitted_evaluate if fitted_leaf else evaluate
    return lambda: search_bot(simulations, HARD_SECONDS, leaf=leaf, margin=margin)


def _paired(
    worlds: int, depth: int, fitted_leaf: bool, z: float = 2.0, margin: float = 0.0, lines: str = "greedy"
) -> Callable[[], Bot]:
    """``normal`` criticised by paired rollouts (``ladders.bots.paired``): every candidate in
    the same ``worlds`` worlds, lines of ``depth`` decisions by ``hard``'s rollout policy
    (``lines="greedy"``) or by ``normal`` itself at every seat (``"normal"``: the rollout
    algorithm's base policy, which it improves on where the others play it)."""
    leaf = fitted_evaluate if fitted_leaf else evaluate

    def make() -> Bot:
        policy = rollout if lines == "greedy" else bot_policy(CandymanBot())
        return PairedCriticBot(
            CandymanBot(), policy, leaf, worlds=worlds, rollout_depth=depth, time_limit=HARD_SECONDS, z=z, margin=margin
        )

    return make


def _sampled_deals(worlds: int, simulations: int, margin: float) -> Callable[[], Bot]:
    """``normal``'s critic by determinized search, as Ladder 29's ``hard`` since 7 December
    (``DeterminizedCriticBot``): ``worlds`` guessed deals, each searched whole by a tree of
    ``simulations`` with ``hard``'s lines (10 greedy decisions) and leaf, pooled."""

    def make() -> Bot:
        return DeterminizedCriticBot(
            rollout,
            evaluate,
            worlds=worlds,
            simulations=simulations,
            rollout_depth=10,
            time_limit=HARD_SECONDS,
            prior=CandymanBot(),
            prior_margin=margin,
        )

    return make


class AttackRiskCandymanBot(CandymanBot):
    """``normal`` whose movement also counts the attacks a move opens (``per_attack`` turns of
    progress each, more on a weak target by ``on_weak`` times the part of its health it has
    lost) and charges the live rivals it leaves within ``window`` spaces behind it
    (``behind``, turns each: they may pass it and attack) and on its own space (``same``)."""

    def __init__(
        self, per_attack: float, behind: float = 0.0, same: float = 0.0, on_weak: float = 0.0, window: int = 12
    ) -> None:
        super().__init__()
        self.per_attack, self.behind, self.same, self.on_weak, self.window = per_attack, behind, same, on_weak, window

    def _move(self, rules: Ruleset, state: State, seat: Seat, moves: list[Action], seed: int) -> Action:
        def score(move: Action) -> float:
            after = rules.copy_state(state)
            rules.step(after, seat, move)
            players = after["players"]
            value = _position_score(rules, after, seat)
            for action in rules.legal_actions(after, seat):
                if action["type"] == "attack":
                    value += self.per_attack * (1.0 + self.on_weak * (1.0 - _health(after, players[action["target"]])))
            mine = players[seat]["pos"]
            rivals = [p["pos"] for s, p in enumerate(players) if s != seat and p["alive"]]
            value -= self.behind * sum(1 for pos in rivals if mine - self.window <= pos < mine)
            value -= self.same * sum(1 for pos in rivals if pos == mine)
            return value

        return max(moves, key=score)  # ties to the first listed (a fixed order, not by seat)


class NormalVariantBot(CandymanBot):
    """``normal`` with one rule of thumb changed, each a guess at what three fighters punish
    (docs/bots.md, twenty-first run): ``attack`` picks which cookie to hit first ("weak": the
    one with the fewest boxes; "leader": the one furthest along; "first": ``normal``'s listed
    order); ``zone`` charges a move into the Danger Zone that much a missing share of health
    under ``zone_health``; ``boxes`` counts each box left after the move as that many turns
    (Sweet Toof's bite); ``save_shield`` keeps a one-use DEFENSE card for a big attack
    (a push, 2+ boxes or cards, the Twins) unless its health is at most ``low``; an
    optional cage match is skipped when its health is under ``summon_health`` times the
    summoned cookie's."""

    def __init__(
        self,
        *,
        attack: str = "first",
        zone: float = 0.0,
        zone_health: float = 0.5,
        boxes: float = 0.0,
        save_shield: bool = False,
        low: float = 0.4,
        summon_health: float | None = None,
    ) -> None:
        super().__init__()
        self.attack, self.zone, self.zone_health, self.boxes = attack, zone, zone_health, boxes
        self.save_shield, self.low, self.summon_health = save_shield, low, summon_health

    def _choose(self, rules: Ruleset, state: State, seat: Seat, actions: list[Action], seed: int) -> Action:
        kinds = {a["type"] for a in actions}
        players = state["players"]
        if self.save_shield and "defend" in kinds:
            return self._defend(state, seat, actions)
        chosen = super()._choose(rules, state, seat, actions, seed)
        if chosen["type"] == "attack" and self.attack != "first":
            attacks = [a for a in actions if a["type"] == "attack"]
            if self.attack == "weak":
                return min(attacks, key=lambda a: (sum(players[a["target"]]["parts"]), -players[a["target"]]["pos"]))
            return max(attacks, key=lambda a: (players[a["target"]]["pos"], -sum(players[a["target"]]["parts"])))
        optional = kinds & {"end_turn", "no_summon"}
        if (
            chosen["type"] == "summon"
            and self.summon_health is not None
            and optional
            and _health(state, players[seat]) < self.summon_health * _health(state, players[chosen["target"]])
        ):
            return next(a for a in actions if a["type"] in optional)
        return chosen

    def _defend(self, state: State, seat: Seat, actions: list[Action]) -> Action:
        me = state["players"][seat]
        defences = [a for a in actions if a["type"] == "defend"]
        worn = {uid for uid, _ in me["equipped"]}
        reusable = [a for a in defences if a["card"] in worn]  # the Buckler: once a turn, kept
        if reusable:
            return reusable[0]
        item = state["stack"][-1]
        uid = item["attack"]["card"]
        if item["attacker"] < 0:
            big = True  # the Twins
        elif uid is None:
            big = False  # a normal attack: one Dash N Bash card
        else:
            card = TREATS[uid]
            big = card.effect == "push" or (card.effect in ("damage", "draw") and card.amount >= 2)
        return defences[0] if big or _health(state, me) <= self.low else {"type": "no_defense"}

    def _move(self, rules: Ruleset, state: State, seat: Seat, moves: list[Action], seed: int) -> Action:
        if not (self.zone or self.boxes):
            return super()._move(rules, state, seat, moves, seed)
        board = rules.board  # type: ignore[attr-defined]

        def score(move: Action) -> float:
            after = rules.copy_state(state)
            rules.step(after, seat, move)
            me = after["players"][seat]
            value = _position_score(rules, after, seat) + self.boxes * sum(me["parts"])
            if after["winners"] is None and me["alive"] and board.in_zone(me["pos"]):
                value -= self.zone * max(0.0, self.zone_health - _health(after, me))
            return value

        return max(moves, key=score)


def fitted_evaluate(rules: Ruleset, state: State) -> list[float]:
    return fitted.win_chances(rules, state)


VARIANTS: dict[str, Callable[[], Bot]] = {
    "normal-fit1": _normal_fit(1),
    "normal-fit4": _normal_fit(4),
    "normal-fitall1": _normal_fit(1, ALL_DECISIONS),
    "normal-fitall4": _normal_fit(4, ALL_DECISIONS),
    "hard-fit": _hard_fit,
    # Movement that seeks attacks and shuns rivals behind it (docs/bots.md, twentieth run).
    "normal-attack0.1": lambda: AttackRiskCandymanBot(0.1),
    "normal-attack0.25": lambda: AttackRiskCandymanBot(0.25),
    "normal-attack0.5": lambda: AttackRiskCandymanBot(0.5),
    "normal-attack1.5": lambda: AttackRiskCandymanBot(1.5),
    "normal-attack3": lambda: AttackRiskCandymanBot(3.0),
    "normal-attack3-behind1": lambda: AttackRiskCandymanBot(3.0, behind=1.0),
    "normal-attack3-behind3": lambda: AttackRiskCandymanBot(3.0, behind=3.0),
    "normal-attack3-behind3-same3": lambda: AttackRiskCandymanBot(3.0, behind=3.0, same=3.0),
    "normal-behind0.3": lambda: AttackRiskCandymanBot(0.0, behind=0.3),
    "normal-behind1": lambda: AttackRiskCandymanBot(0.0, behind=1.0),
    # Rules of thumb against the fighters (docs/bots.md, twenty-first run): none kept.
    "normal-attack-weak": lambda: NormalVariantBot(attack="weak"),
    "normal-attack-leader": lambda: NormalVariantBot(attack="leader"),
    "normal-zone2": lambda: NormalVariantBot(zone=2.0),
    "normal-zone5": lambda: NormalVariantBot(zone=5.0),
    "normal-zone10-h6": lambda: NormalVariantBot(zone=10.0, zone_health=0.6),
    "normal-boxes0.15": lambda: NormalVariantBot(boxes=0.15),
    "normal-boxes0.4": lambda: NormalVariantBot(boxes=0.4),
    "normal-save-shield": lambda: NormalVariantBot(save_shield=True),
    "normal-save-shield-low6": lambda: NormalVariantBot(save_shield=True, low=0.6),
    "normal-summon-h0.8": lambda: NormalVariantBot(summon_health=0.8),
    "normal-summon-h1": lambda: NormalVariantBot(summon_health=1.0),
    "normal-summon-h1.2": lambda: NormalVariantBot(summon_health=1.2),
    "normal-look4": lambda: CandymanBot(lookahead=4),
    "hard-600": _hard_variant(600, 0.10, False),
    "hard-fit-600": _hard_variant(600, 0.10, True),
    "hard-fit-600-m05": _hard_variant(600, 0.05, True),
    # Paired rollouts (docs/bots.md, twenty-second run).
    "paired-w32-d10-fit": _paired(32, 10, True),
    "paired-w32-d10": _paired(32, 10, False),
    "paired-w32-d0-fit": _paired(32, 0, True),
    "paired-w64-d10-fit": _paired(64, 10, True),
    "paired-w64-d10-fit-z1": _paired(64, 10, True, z=1.0),
    "paired-w64-d20-fit": _paired(64, 20, True),
    "paired-w32-d10-normal": _paired(32, 10, False, lines="normal"),
    "paired-w32-d10-normal-fit": _paired(32, 10, True, lines="normal"),
    "paired-w32-d10-z3": _paired(32, 10, False, z=3.0),
    # Determinized search with many samples (docs/bots.md, twenty-fourth run): not kept.
    "sampled-w8-s20": _sampled_deals(8, 20, 0.10),
}


STYLES = ("racer", "fighter", "hoarder")


def measure(hero: str, fields: list[str], games: int, from_game: int = 0) -> None:
    """``field`` "panel": three of one panel style, the style changing every four games
    (each style meets every seat of the hero equally)."""
    rules = get_ruleset(RULESET_ID)
    config = GameConfig("standard", 4, {}, None)
    games = 4 * math.ceil(games / 4)
    lines = []
    for field in fields:
        wins = 0.0
        started = time.monotonic()
        played = 0
        try:
            for number in range(games):
                hero_seat = number % 4
                opponent = STYLES[(number // 4) % 3] if field == "panel" else field
                bots = [make_player(hero) if s == hero_seat else make_player(opponent) for s in range(4)]
                outcome = play_game(rules, config, TUNING_FIRST_SEED + from_game + number, bots)
                if hero_seat in outcome.winners:
                    wins += 1.0 / len(outcome.winners)
                played += 1
                if played % 40 == 0:
                    elapsed = time.monotonic() - started
                    print(
                        f"{hero} vs 3 {field}: {played}/{games}, {wins / played:.1%}, {elapsed:.0f} s", file=sys.stderr
                    )
        except KeyboardInterrupt:
            print("stopped", file=sys.stderr)
        low, high = wilson_interval(wins, played)
        line = f"| {hero} | 3 {field} | {played} | {wins / max(1, played):.1%} | {low:.1%}-{high:.1%} |"
        print(line, file=sys.stderr, flush=True)
        lines.append(line)
    print("| hero | field | games | win share | 95% CI |")
    print("|---|---|---|---|---|")
    print("\n".join(lines))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    gen = sub.add_parser("generate")
    gen.add_argument("--games", type=int, default=6000)  # what the shipped weights were fit on
    gen.add_argument("--data", type=Path, default=DEFAULT_DATA)
    fit_cmd = sub.add_parser("fit")
    fit_cmd.add_argument("--data", type=Path, default=DEFAULT_DATA)
    fit_cmd.add_argument("--write", action="store_true")
    meas = sub.add_parser("measure")
    meas.add_argument("--hero", required=True)
    meas.add_argument("--fields", default="racer,fighter,hoarder")
    meas.add_argument("--games", type=int, default=200)
    meas.add_argument("--from-game", type=int, default=0, help="the first tuning game (seed offset)")
    args = parser.parse_args()
    if args.command == "generate":
        generate(args.games, args.data)
    elif args.command == "fit":
        fit(args.data, args.write)
    else:
        measure(args.hero, args.fields.split(","), args.games, args.from_game)


if __name__ == "__main__":
    main()
