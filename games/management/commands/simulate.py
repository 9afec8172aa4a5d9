"""Play bot games on the engine alone and report results and playout speed."""

from __future__ import annotations

import time
from collections import Counter
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser
from tqdm import tqdm

from ladders.bots import bot_names, make_bot
from ladders.engine import GameConfig, InvalidConfig
from ladders.registry import get_ruleset


class Command(BaseCommand):
    help = "Play N bot games of RULESET (no database) and print who won and how fast the engine ran."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("ruleset")
        parser.add_argument("--games", type=int, default=100)
        parser.add_argument("--bots", default="random,random", help="Comma-separated bots, one per seat.")
        parser.add_argument("--scenario", default=None)
        parser.add_argument("--seed", type=int, default=0, help="Game g uses seed SEED+g.")
        parser.add_argument("--max-actions", type=int, default=50_000)

    def handle(self, *args: Any, **options: Any) -> None:
        try:
            rules = get_ruleset(options["ruleset"])
        except InvalidConfig as exc:
            raise CommandError(exc.message) from None
        names = [b.strip() for b in options["bots"].split(",") if b.strip()]
        for name in names:
            if name not in bot_names(rules.info.id):
                raise CommandError(f"unknown bot {name!r}; choose from {bot_names(rules.info.id)}")
        scenario = rules.info.scenario(options["scenario"] or rules.info.scenarios[0].id)
        teams = tuple(s % 2 for s in range(len(names))) if scenario.teams else None
        config = GameConfig(scenario.id, len(names), {}, teams)
        try:
            rules.validate_config(config)
        except InvalidConfig as exc:
            raise CommandError(exc.message) from None
        wins: Counter[str] = Counter()
        placements: dict[str, list[int]] = {f"{s}:{n}": [] for s, n in enumerate(names)}
        total_actions = 0
        unfinished = 0
        started = time.perf_counter()
        for game in tqdm(range(options["games"]), desc=f"{rules.info.id}", unit="game"):
            # Rotate seats so no bot keeps the first-player advantage.
            order = names[game % len(names) :] + names[: game % len(names)]
            bots = [make_bot(rules.info.id, name) for name in order]
            state = rules.setup(config, options["seed"] + game)
            actions = 0
            while not rules.is_over(state) and actions < options["max_actions"]:
                seat = rules.to_act(state)[0]
                action = bots[seat].choose(rules, state, seat, (options["seed"] + game) * 1_000_003 + actions)
                state, _ = rules.apply(state, seat, action)
                actions += 1
            total_actions += actions
            outcome = rules.outcome(state)
            if outcome is None:
                unfinished += 1
                continue
            for seat, place in enumerate(outcome.placements):
                original = (seat + game) % len(names)
                placements[f"{original}:{names[original]}"].append(place)
                if seat in outcome.winners:
                    wins[f"{original}:{names[original]}"] += 1
        elapsed = time.perf_counter() - started
        games = options["games"]
        self.stdout.write(f"{rules.info.id} / {scenario.id}: {games} games, {len(names)} seats, {elapsed:.2f} s")
        for key, places in placements.items():
            mean = sum(places) / len(places) if places else float("nan")
            self.stdout.write(
                f"  seat-bot {key:<16} wins {wins[key]:>5} ({wins[key] / max(games, 1):.1%})  mean place {mean:.2f}"
            )
        self.stdout.write(f"  unfinished games: {unfinished}")
        self.stdout.write(f"  games per second: {games / elapsed:.1f}")
        self.stdout.write(
            f"  actions per second: {total_actions / elapsed:.0f} (mean {total_actions / max(games, 1):.0f} a game)"
        )
