"""Load a demo tournament: the "Demo Cup", a finished knock-out of four bots, whose
bracket and standings are on its admin page. ``make demo`` runs it after demo_data."""

from __future__ import annotations

from typing import Any

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from players.services import player_for_user
from tournaments import services
from tournaments.models import Tournament

DEMO_CUP = "Demo Cup"
ORGANISER = "admin"  # demo_data's superuser


class Command(BaseCommand):
    help = "Create the Demo Cup (four bots, single elimination, played out). Run demo_data first. Safe to run twice."

    def handle(self, *args: Any, **options: Any) -> None:
        admin = get_user_model().objects.filter(username=ORGANISER).first()
        organiser = None if admin is None else player_for_user(admin)
        if organiser is None:
            raise CommandError("No demo admin: run manage.py demo_data first.")
        cup = Tournament.objects.filter(name=DEMO_CUP).first()
        if cup is None:
            who = services.Organiser(player=organiser, is_staff=True)
            cup = services.tournament_create(
                by=who, name=DEMO_CUP, ruleset="shrinks-and-ladders", format="single_elimination"
            )
            for _ in range(4):
                services.tournament_enter(tournament_id=cup.pk, by=who, bot="easy")
            services.tournament_start(tournament_id=cup.pk, by=who)  # its bots play every round at once
            cup.refresh_from_db()
        self.stdout.write(f"tournament {cup.pk}: {cup.name}, {cup.status} (its bracket: /admin/)")
