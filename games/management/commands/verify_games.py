"""Verify every finished game as GET /api/v1/games/{id}/verify/ does, with a progress bar."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser
from tqdm import tqdm

from games import selectors
from ladders.engine import InvalidConfig
from ladders.registry import get_ruleset


class Command(BaseCommand):
    help = (
        "Replay every finished game's log from its revealed seed and count the verdicts by ruleset and rules "
        "version (verified, rules_changed, seed_mismatch, log_mismatch). Fails when a game is at fault "
        "(seed_mismatch or log_mismatch); rules_changed is reported, not a failure (docs/rules-versions.md)."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--ruleset", action="append", help="Only this ruleset (repeat for more).")
        parser.add_argument("--show", type=int, default=20, help="Game ids listed per verdict (default 20).")

    def handle(self, *args: Any, **options: Any) -> None:
        rulesets = options["ruleset"] or None
        for ruleset_id in rulesets or []:
            try:
                get_ruleset(ruleset_id)
            except InvalidConfig as exc:
                raise CommandError(exc.message) from None
        games = selectors.finished_games(rulesets=rulesets)
        with tqdm(total=games.count(), unit="game", disable=options["verbosity"] == 0) as bar:
            report = selectors.verification_report(games, keep_ids=max(0, options["show"]), progress=bar.update)
        self.stdout.write(f"{report.games} finished games")
        for (ruleset_id, version, verdict), count in sorted(report.counts.items(), key=lambda item: str(item[0])):
            shown = "none" if version is None else version
            self.stdout.write(f"  {ruleset_id} rules_version {shown}: {verdict} {count}")
        for verdict, ids in sorted(report.game_ids.items()):
            self.stdout.write(f"  {verdict} games: {', '.join(map(str, ids))}")
        if report.faults:
            raise CommandError(f"{report.faults} games at fault (seed_mismatch or log_mismatch): see above.")
        self.stdout.write(self.style.SUCCESS("No game at fault."))
