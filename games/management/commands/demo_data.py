"""Load demo data: an admin login, two players with tokens, a finished and a running game.

It prints the tokens, and a line to paste into a shell for the README's curl
examples (``export ANN=... BOB=... STAFF=...``; STAFF is the admin's token:
staff run tournaments)."""

from __future__ import annotations

import random
from typing import Any

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand
from rest_framework.authtoken.models import Token

from games import services
from games.models import Game, GameStatus, SeatType
from ladders.registry import get_ruleset
from players.models import Player
from players.services import player_register

DEMO_ADMIN = ("admin", "admin")  # demo only: make demo runs in development settings


class Command(BaseCommand):
    help = "Create demo players (with printed tokens), a finished game and a running one. Safe to run twice."

    def handle(self, *args: Any, **options: Any) -> None:
        user_model = get_user_model()
        admin = user_model.objects.filter(username=DEMO_ADMIN[0]).first()
        if admin is None:
            admin = user_model.objects.create_superuser(DEMO_ADMIN[0], "admin@example.com", DEMO_ADMIN[1])
        players = []
        for handle in ("ann", "bob"):
            player = Player.objects.filter(handle=handle).first()
            if player is None:
                player, _ = player_register(handle=handle)
            players.append(player)
        ann, bob = players
        if not Game.objects.filter(created_by=ann).exists():
            self._finished_game(ann)
            self._running_game(ann, bob)
        tokens = {}
        for player in players:
            token, _ = Token.objects.get_or_create(user=player.user)
            tokens[player.handle] = token.key
            self.stdout.write(f"player {player.handle:<4} token {token.key}")
        # The admin is staff: its token organises tournaments (its player is
        # made on first use, as for any createsuperuser account).
        staff_token, _ = Token.objects.get_or_create(user=admin)
        self.stdout.write(f"staff  {DEMO_ADMIN[0]} token {staff_token.key}")
        self.stdout.write(f"admin login: {DEMO_ADMIN[0]} / {DEMO_ADMIN[1]}")
        for game in Game.objects.filter(created_by=ann).order_by("pk"):
            self.stdout.write(f"game {game.pk}: {game.ruleset} {game.status}, version {game.version}")
        self.stdout.write("for the README's curl examples, paste into your shell:")
        self.stdout.write(f"  export ANN={tokens['ann']} BOB={tokens['bob']} STAFF={staff_token.key}")

    def _finished_game(self, ann: Player) -> None:
        game = services.game_create(
            creator=ann,
            ruleset_id="shrinks-and-ladders",
            seats=[services.SeatSpec(SeatType.HUMAN), services.SeatSpec(SeatType.AI, "easy")],
        )  # no chosen seed: a rated game, so ann has ranks and a leaderboard place
        services.game_join(game_id=game.pk, player=ann, seat_index=0)
        self._play(game.pk, {0: ann}, moves=None)

    def _running_game(self, ann: Player, bob: Player) -> None:
        game = services.game_create(
            creator=ann, ruleset_id="shrinks-and-ladders", seats=[services.SeatSpec(SeatType.HUMAN)] * 2, seed=29
        )
        services.game_join(game_id=game.pk, player=ann, seat_index=0)
        services.game_join(game_id=game.pk, player=bob, seat_index=1)
        self._play(game.pk, {0: ann, 1: bob}, moves=12)

    def _play(self, game_id: int, humans: dict[int, Player], moves: int | None) -> None:
        chooser = random.Random(game_id)
        played = 0
        while moves is None or played < moves:
            game = Game.objects.get(pk=game_id)
            if game.status != GameStatus.ACTIVE:
                return
            seat = next(s for s in game.to_act if s in humans)
            action = chooser.choice(get_ruleset(game.ruleset).legal_actions(game.state, seat))
            services.action_submit(game_id=game_id, player=humans[seat], action=action, expected_version=game.version)
            played += 1
