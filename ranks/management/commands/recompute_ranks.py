"""Rebuild every rank, rating history row and the ledger from the game log."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand
from tqdm import tqdm

from games.models import Game, GameStatus
from ranks.services import ranks_recompute


class Command(BaseCommand):
    help = "Recompute ratings, frags, trophies, wins and titles from every finished game (with a progress bar)."

    def handle(self, *args: Any, **options: Any) -> None:
        total = Game.objects.filter(status=GameStatus.FINISHED, outcome__isnull=False).count()
        with tqdm(total=total, unit="game", disable=options["verbosity"] == 0) as bar:
            replayed = ranks_recompute(progress=bar.update)
        self.stdout.write(self.style.SUCCESS(f"Recomputed ranks over {replayed} games."))
