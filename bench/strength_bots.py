"""The strength table of every bot level (issue #40): each level against three of each
panel style, ``hard`` against three ``normal``, in every ruleset and free-for-all
scenario; in team scenarios a team of a level against a team of one panel style (Head
Hunter, The Guns of Tobleronne, Candyman Flag Capture: two teams of two, the hero's team
Red and Blue in turn; The Dirty Half Dozen, one sniper against the squad, has no such
even match and no row).

    python bench/strength_bots.py [--games 24] [--hard-games 12] [--jobs 2]
        [--only shrinks,ladder29,...] [--heroes easy,...] [--fields racer,...]
        [--seeds report|tuning] [--oracle]

Every row is a hero (a level, or ``random``) in one seat, rotating through every seat
equally (``games`` is rounded up to a multiple of the seat count), against three field
bots of one kind (Ladder 29: heads-up, one). A sole first place is a win, a first place
shared by k seats counts 1/k (a team's shared win counts whole; ``ladders/bots/arena.py``).
The interval is Wilson's 95%; "x fair" is the win share over the fair share; the target
column (issue #40, docs/bots.md) is judged on the interval's low end (``easy``: its high
end below the fair share, and its rate above ``random``'s against the same field).
``think`` is the hero's time per decision with a choice, p50/p99 in ms, on this machine
at this load. ``--oracle`` adds the oracle rows (``hard``'s own search on the real state:
it sees the dice and cards to come) that bound what luck leaves any bot.

Seeds: ``REPORT_FIRST_SEED`` (the default) is never used while tuning; tuning runs use
``--seeds tuning`` (``TUNING_FIRST_SEED``). Games run in ``--jobs`` processes; progress
goes to stderr; the last stdout lines are the table. Stopped early (Ctrl-C, or ``kill -TERM``
on the main process), it prints the table of the games played so far.
"""

from __future__ import annotations

import argparse
import functools
import importlib
import math
import os
import signal
import sys
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from dataclasses import field as dataclass_field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ladders.bots import RANDOM, find_bot
from ladders.bots.arena import play_game, wilson_interval
from ladders.bots.base import Bot
from ladders.bots.ismcts import DeterminizedCriticBot, ISMCTSBot, with_cards_seen
from ladders.engine import Action, GameConfig, Ruleset, Seat, State
from ladders.registry import get_ruleset

TUNING_FIRST_SEED = 1_000_000  # every tuning run's games start here
PROGRESS_SECONDS = 60.0  # at most this long between progress lines within a row
REPORT_FIRST_SEED = 9_000_000  # the report's games: never played while tuning

LEVELS = ("easy", "normal", "hard")


@dataclass(frozen=True)
class Game:
    key: str  # what --only names
    ruleset: str
    scenario: str
    seats: int
    panel_module: str  # ladders.<game>.panel: PANEL (style -> factory)
    teams: tuple[int, ...] | None = None


GAMES = [
    Game("shrinks", "shrinks-and-ladders", "standard", 4, "ladders.shrinks.panel"),
    Game("shootin-quick", "shootin-ladders", "quick-and-the-crumbed", 4, "ladders.shootin.panel"),
    Game("shootin-trophy", "shootin-ladders", "trophy-room", 4, "ladders.shootin.panel"),
    Game("shootin-crumble", "shootin-ladders", "crumble-zone", 4, "ladders.shootin.panel"),
    Game("shootin-headhunter", "shootin-ladders", "head-hunter", 4, "ladders.shootin.panel", (0, 1, 0, 1)),
    Game("shootin-guns", "shootin-ladders", "guns-of-tobleronne", 4, "ladders.shootin.panel", (0, 1, 0, 1)),
    Game("shootin-flags", "shootin-ladders", "candyman-flag-capture", 4, "ladders.shootin.panel", (0, 1, 0, 1)),
    Game("ladder29", "ladder-29", "standard", 2, "ladders.ladder29.panel"),
    Game("candyman", "run-for-your-life-candyman", "standard", 4, "ladders.candyman.panel"),
    Game("deadlands", "frag-deadlands", "standard", 4, "ladders.deadlands.panel"),
]


def panel(game: Game) -> dict[str, Callable[[], Bot]]:
    styles: dict[str, Callable[[], Bot]] = importlib.import_module(game.panel_module).PANEL
    return styles


def oracle(game: Game) -> Bot:
    """``hard`` with the cards seen (``with_cards_seen``): its own search, prior and margin on
    the real state."""
    hard = find_bot(game.ruleset, "hard").factory()
    if not isinstance(hard, ISMCTSBot | DeterminizedCriticBot):
        raise TypeError(f"{game.ruleset}'s hard is no search: it has no oracle")
    return with_cards_seen(hard)


def player(game: Game, name: str) -> Callable[[], Bot]:
    """A factory of ``name``: a level, ``random``, ``oracle`` or a panel style."""
    if name in LEVELS or name == RANDOM.name:
        return find_bot(game.ruleset, name).factory
    module = importlib.import_module(game.panel_module)
    if name == "oracle":
        return functools.partial(oracle, game)
    styles: dict[str, Callable[[], Bot]] = module.PANEL
    return styles[name]


class Timed:
    """A bot whose decisions with a choice are timed (seconds, in ``times``)."""

    def __init__(self, bot: Bot, times: list[float]) -> None:
        self.bot = bot
        self.times = times

    def choose(self, rules: Ruleset, state: State, seat: Seat, seed: int) -> Action:
        started = time.perf_counter()
        action = self.bot.choose(rules, state, seat, seed)
        if len(rules.legal_actions(state, seat)) > 1:
            self.times.append(time.perf_counter() - started)
        return action


@dataclass
class Cell:
    game: Game
    hero: str
    field: str
    games: int
    wins: float = 0.0
    played: int = 0
    times: list[float] = dataclass_field(default_factory=list)
    seconds: float = 0.0
    unfinished: int = 0  # games that reached the arena's action cap (counted as not won)


def play_chunk(
    game: Game, hero: str, field_name: str, seeds: list[int], first_seed: int
) -> tuple[float, int, list[float], int]:
    """Games ``seeds`` (game numbers; the seed is ``first_seed`` + number) of ``hero`` against
    ``field_name``: the hero's seat (or team) is the game number modulo the seats."""
    rules = get_ruleset(game.ruleset)
    config = GameConfig(game.scenario, game.seats, {}, game.teams)
    hero_factory = player(game, hero)
    field_factory = player(game, field_name)
    wins = 0.0
    unfinished = 0
    times: list[float] = []
    for number in seeds:
        hero_seat = number % game.seats
        if game.teams is not None:
            heroes = {s for s in range(game.seats) if game.teams[s] == game.teams[hero_seat]}
        else:
            heroes = {hero_seat}
        bots: list[Bot] = [Timed(hero_factory(), times) if s in heroes else field_factory() for s in range(game.seats)]
        try:
            outcome = play_game(rules, config, first_seed + number, bots)
        except RuntimeError:  # no end within the arena's action cap: counted, not won
            unfinished += 1
            continue
        if hero_seat in outcome.winners:
            if game.teams is not None:
                wins += 1.0 if all(w in heroes for w in outcome.winners) else 0.5
            else:
                wins += 1.0 / len(outcome.winners)
    return wins, len(seeds), times, unfinished


def rows_for(game: Game, games: int, hard_games: int, oracle: bool) -> list[tuple[str, str, int]]:
    rotate = game.seats
    n = rotate * math.ceil(games / rotate)
    hard_n = rotate * math.ceil(hard_games / rotate)
    styles = list(panel(game))
    rows: list[tuple[str, str, int]] = []
    heroes = ["random", "easy", "normal", "hard"] + (["oracle"] if oracle else [])
    for hero in heroes:
        for style in styles:
            rows.append((hero, style, hard_n if hero in ("hard", "oracle") else n))
    rows.append(("hard", "normal", hard_n))
    return rows


def chosen_cells(
    games: list[Game], counts: tuple[int, int], oracle: bool, heroes: set[str], fields: set[str]
) -> list[Cell]:
    """The rows to play: every row of ``games`` (``counts``: games a row, and for the searches),
    kept to ``heroes`` and ``fields`` where those are given (empty: all)."""
    return [
        Cell(game, hero, field_name, n)
        for game in games
        for hero, field_name, n in rows_for(game, counts[0], counts[1], oracle)
        if (not heroes or hero in heroes) and (not fields or field_name in fields)
    ]


def field_label(game: Game, name: str) -> str:
    if game.teams is not None:
        return f"team of {name}"
    return f"{game.seats - 1} {name}"


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def verdict(cell: Cell, fair: float, random_rate: float | None, oracle_rate: float | None) -> tuple[str, str]:
    """(target as text, met?) of a row."""
    low, high = wilson_interval(cell.wins, cell.played)
    rate = cell.wins / cell.played if cell.played else 0.0
    if cell.hero == "easy":
        above = random_rate is None or rate > random_rate
        return f"< {fair:.0%} (CI), > random", "yes" if high < fair and above else "NO"
    if cell.hero in ("random", "oracle"):
        return "-", "-"
    factor = 1.0 if cell.field == "normal" else (1.5 if cell.hero == "hard" else 1.25)
    target = factor * fair
    label = f"> {target:.1%}" if factor == 1.0 else f">= {target:.1%}"
    if oracle_rate is not None and factor > 1.0 and oracle_rate < target:
        # An oracle the hero itself outplays bounds nothing (it sees the cards, but searches
        # worse): the target stands, and the row says why.
        if oracle_rate < rate:
            label += " (oracle weaker: no bound)"
        else:
            target = fair + (oracle_rate - fair) / 2
            label = f">= {target:.1%} (oracle)"
    met = low > target if factor == 1.0 else low >= target
    return label, "yes" if met else "NO"


def _stop(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=int(os.environ.get("STRENGTH_GAMES", "8")))
    parser.add_argument("--hard-games", type=int, default=int(os.environ.get("STRENGTH_HARD_GAMES", "4")))
    parser.add_argument("--jobs", type=int, default=int(os.environ.get("STRENGTH_JOBS", "2")))
    parser.add_argument("--only", default="", help="comma-separated game keys: " + ",".join(g.key for g in GAMES))
    parser.add_argument("--heroes", default="", help="comma-separated heroes to run (default: all)")
    parser.add_argument(
        "--fields", default="", help="comma-separated fields to run against, e.g. fighter,hoarder (default: all)"
    )
    parser.add_argument("--seeds", choices=("report", "tuning"), default="report")
    parser.add_argument("--oracle", action="store_true")
    parser.add_argument(
        "--from-game",
        type=int,
        default=0,
        help="play each row's games from this number on (a multiple of 4, so seats still rotate equally): "
        "an earlier run of the same rows and seeds played those before it",
    )
    args = parser.parse_args()
    if args.from_game < 0 or args.from_game % 4:
        parser.error("--from-game must be a multiple of 4 (every game's seat count divides it)")
    first_seed = REPORT_FIRST_SEED if args.seeds == "report" else TUNING_FIRST_SEED
    wanted = {k for k in args.only.split(",") if k}
    games = [g for g in GAMES if not wanted or g.key in wanted]
    heroes = {h for h in args.heroes.split(",") if h}
    fields = {f for f in args.fields.split(",") if f}
    cells = chosen_cells(games, (args.games, args.hard_games), args.oracle, heroes, fields)
    started = time.perf_counter()
    total = sum(c.games for c in cells)
    done = 0
    pool = ProcessPoolExecutor(max_workers=max(1, args.jobs))
    futures: dict[Any, Cell] = {}
    # The quick rows of every game first, then the searches' rows game by game in turn: a run
    # stopped early has some of every game.
    quick = [c for c in cells if c.hero not in ("hard", "oracle")]
    slow = [c for c in cells if c.hero in ("hard", "oracle")]
    per_game = [[c for c in slow if c.game == g] for g in games]
    slow = [group[i] for i in range(max(map(len, per_game), default=0)) for group in per_game if i < len(group)]
    for cell in quick + slow:
        chunk = max(cell.game.seats, 4)
        for at in range(0, cell.games, chunk):
            numbers = list(range(args.from_game + at, args.from_game + min(cell.games, at + chunk)))
            futures[pool.submit(play_chunk, cell.game, cell.hero, cell.field, numbers, first_seed)] = cell
    stopped = False
    last_progress = time.perf_counter()
    # A background run ignores Ctrl-C's SIGINT: ``kill -TERM`` stops it the same way.
    signal.signal(signal.SIGTERM, _stop)
    try:
        for future in as_completed(futures):
            cell = futures[future]
            wins, played, times, unfinished = future.result()
            cell.unfinished += unfinished
            cell.wins += wins
            cell.played += played
            cell.times.extend(times)
            done += played
            if cell.played < cell.games and time.perf_counter() - last_progress >= PROGRESS_SECONDS:
                # A long row (hundreds of games) says how far it is between rows too.
                last_progress = time.perf_counter()
                print(
                    f"[{done}/{total} games, {last_progress - started:.0f} s] {cell.game.key}: {cell.hero}"
                    f" vs {cell.field}: {cell.wins:g}/{cell.played} so far",
                    file=sys.stderr,
                    flush=True,
                )
            if cell.played == cell.games:
                low, high = wilson_interval(cell.wins, cell.played)
                print(
                    f"[{done}/{total} games, {time.perf_counter() - started:.0f} s] {cell.game.key}: {cell.hero}"
                    f" vs {cell.field}: {cell.wins:g}/{cell.played} ({low:.0%}-{high:.0%})",
                    file=sys.stderr,
                    flush=True,
                )
    except KeyboardInterrupt:  # stopped early (Ctrl-C): the table of the games played so far
        stopped = True
        pool.shutdown(wait=False, cancel_futures=True)
    else:
        pool.shutdown()
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(
        f"Strength table: {args.seeds} seeds from {first_seed}"
        + (f", games {args.from_game + 1} on of each row" if args.from_game else "")
        + f", {args.jobs} processes,"
        f" {time.perf_counter() - started:.0f} s, load average at the end {load}."
        + (" Stopped early: rows with fewer games than asked are partial." if stopped else "")
    )
    print()
    print("| game | hero | field | games | win share | 95% CI | x fair | target | met | think p50/p99 ms |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for game in games:
        fair = 1 / (2 if game.teams is not None else game.seats)
        mine = [c for c in cells if c.game == game]
        randoms = {c.field: c.wins / c.played for c in mine if c.hero == "random" and c.played}
        oracles = {c.field: c.wins / c.played for c in mine if c.hero == "oracle" and c.played}
        for cell in mine:
            if not cell.played:
                continue
            low, high = wilson_interval(cell.wins, cell.played)
            rate = cell.wins / cell.played if cell.played else 0.0
            played = f"{cell.played} ({cell.unfinished} unfinished)" if cell.unfinished else str(cell.played)
            target, met = verdict(cell, fair, randoms.get(cell.field), oracles.get(cell.field))
            think = (
                f"{percentile(cell.times, 0.5) * 1000:.1f}/{percentile(cell.times, 0.99) * 1000:.0f}"
                if cell.times
                else "-"
            )
            print(
                f"| {game.key} | {cell.hero} | {field_label(game, cell.field)} | {played} | {rate:.1%}"
                f" | {low:.1%}-{high:.1%} | {rate / fair:.2f} | {target} | {met} | {think} |"
            )


if __name__ == "__main__":
    main()
