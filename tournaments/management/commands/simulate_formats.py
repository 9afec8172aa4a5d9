"""Play the event formats to the end on their pure functions with bots' random
results: a 64-entrant double elimination, 32 entrants in groups into a
playoff, and a league of 3 tiers over a few seasons, printing progress."""

from __future__ import annotations

import random
from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from tournaments import simulation


class Command(BaseCommand):
    help = (
        "Simulate a 64-entrant double elimination, a 32-entrant groups-into-playoff and a 3-tier league of bots"
        " to the end (pure functions, no database), printing progress and the placements."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--seed", type=int, default=1, help="The random seed (results are drawn from it).")
        parser.add_argument("--entrants", type=int, default=64, help="Double elimination: entrants.")
        parser.add_argument("--group-entrants", type=int, default=32, help="Groups into a playoff: entrants.")
        parser.add_argument("--groups", type=int, default=8)
        parser.add_argument("--advance", type=int, default=2)
        parser.add_argument("--members", type=int, default=30, help="League: members.")
        parser.add_argument("--seasons", type=int, default=3)

    def handle(self, *args: Any, **options: Any) -> None:
        rng = random.Random(options["seed"])
        quiet = options["verbosity"] == 0

        def say(line: str) -> None:
            if not quiet:
                self.stdout.write(line)

        say(self.style.MIGRATE_HEADING(f"Double elimination of {options['entrants']}"))
        state, played = simulation.double_elimination(options["entrants"], rng, progress=say)
        say(f"{played.rounds} rounds, {len(played.tables)} matches; champion {state.champion}")
        for placement in state.placements(list(range(1, options["entrants"] + 1)))[:8]:
            say(f"  {placement.label:>9}  entrant {placement.entrant}  ({placement.losses} loss(es))")

        say(self.style.MIGRATE_HEADING(f"Groups into a playoff: {options['group_entrants']} in {options['groups']}"))
        groups = simulation.groups_into_playoff(
            options["group_entrants"], rng, groups=options["groups"], advance=options["advance"], progress=say
        )
        say(f"champion {groups.playoff.champion}; {len(groups.placements)} placed")
        for placement in groups.placements[:6]:
            say(f"  {placement.label:>9}  entrant {placement.entrant}")

        say(self.style.MIGRATE_HEADING(f"A league of {options['members']} bots in 3 tiers"))
        simulation.tiered_league(
            options["members"],
            rng,
            tiers=3,
            seasons=options["seasons"],
            pairings=5,
            promote=2,
            relegate=2,
            progress=say,
        )
        self.stdout.write(self.style.SUCCESS("Every format ran to the end."))
