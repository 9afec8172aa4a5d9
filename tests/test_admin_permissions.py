"""The admin's actions write (abort games, start and close tournaments, pair
leagues, withdraw entrants, remove members, re-enable webhooks, send deliveries
again), so each needs its model's change permission: a staff user given only
the view permission (to read leaderboards and standings) reads, and runs none."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from django.contrib import admin
from django.contrib.auth.models import Permission
from django.test import Client
from django.utils import timezone
from rest_framework.test import APIClient

from games.models import Game, GameStatus
from players.models import Player
from tournaments import services
from tournaments.models import Entrant, League, LeagueMember, Tournament, TournamentStatus
from webhooks.models import Delivery, DeliveryStatus, Webhook

pytestmark = pytest.mark.django_db


def test_every_admin_action_needs_a_permission_beyond_view() -> None:
    for model, model_admin in admin.site._registry.items():
        for name in model_admin.actions or ():
            action = getattr(model_admin, name) if isinstance(name, str) else name
            allowed = set(getattr(action, "allowed_permissions", ()))
            assert allowed - {"view"}, f"{model.__name__} admin action {name!r} is offered to view-only staff"


def _staff(make_player: Callable[..., Player], handle: str, *codenames: str) -> Client:
    player = make_player(handle=handle)
    player.user.is_staff = True
    player.user.save()
    player.user.user_permissions.add(*Permission.objects.filter(codename__in=codenames))
    client = Client()
    client.force_login(player.user)
    return client


def _run(client: Client, changelist: str, action: str, pk: int) -> Any:
    return client.post(changelist, {"action": action, "_selected_action": [pk]}, follow=True)


def test_view_only_staff_runs_no_action(
    make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    boss = make_player(handle="boss")
    who = services.Organiser(player=boss, is_staff=True)
    ann, bob = make_player(handle="ann"), make_player(handle="bob")
    game = client_for(ann).post(
        "/api/v1/games/", {"ruleset": "shrinks-and-ladders", "seats": [{"type": "human"}] * 2}, format="json"
    )
    tournament = services.tournament_create(by=who, name="Cup", ruleset="shrinks-and-ladders", format="swiss")
    entrant = services.tournament_enter(tournament_id=tournament.pk, by=services.Organiser(player=ann))
    services.tournament_enter(tournament_id=tournament.pk, by=services.Organiser(player=bob))
    league = services.league_create(by=who, name="Ladder", ruleset="shrinks-and-ladders")
    for player in (ann, bob):
        services.league_join(league_id=league.pk, player=player)
    hook = {"owner": ann, "events": ["game.finished"], "secret": "whsec_" + "A" * 32}
    webhook = Webhook.objects.create(url="https://hooks.example.com/off", active=False, **hook)
    delivery = Delivery.objects.create(
        webhook=Webhook.objects.create(url="https://hooks.example.com/on", **hook),
        message_id="msg_failed",
        event_type="game.finished",
        body="{}",
        status=DeliveryStatus.FAILED,
        finished_at=timezone.now(),
    )
    viewer = _staff(
        make_player,
        "viewer",
        *("view_game", "view_tournament", "view_league", "view_entrant", "view_leaguemember"),
        *("view_webhook", "view_delivery"),
    )
    game_id = game.json()["id"]
    member = LeagueMember.objects.get(league=league, player=ann)
    for changelist, action, pk in [
        ("/admin/games/game/", "abort_games", game_id),
        ("/admin/tournaments/tournament/", "start_tournaments", tournament.pk),
        ("/admin/tournaments/tournament/", "close_tournaments", tournament.pk),
        ("/admin/tournaments/league/", "pair_members", league.pk),
        ("/admin/tournaments/league/", "close_leagues", league.pk),
        ("/admin/tournaments/entrant/", "withdraw", entrant.pk),
        ("/admin/tournaments/leaguemember/", "remove", member.pk),
        ("/admin/webhooks/webhook/", "reenable", webhook.pk),
        ("/admin/webhooks/delivery/", "send_again", delivery.pk),
    ]:
        assert viewer.get(changelist).status_code == 200, changelist  # the list is theirs to read
        assert _run(viewer, changelist, action, pk).status_code == 200, action
    assert Game.objects.get(pk=game_id).status == GameStatus.WAITING
    assert Tournament.objects.get(pk=tournament.pk).status == TournamentStatus.OPEN
    assert Entrant.objects.filter(pk=entrant.pk).exists()
    assert League.objects.get(pk=league.pk).status == "open"
    assert not league.seasons.get().games.exists()
    assert LeagueMember.objects.get(pk=member.pk).left_at is None
    assert not Webhook.objects.get(pk=webhook.pk).active
    assert Delivery.objects.get(pk=delivery.pk).status == DeliveryStatus.FAILED

    # The change permission is what it takes.
    editor = _staff(make_player, "editor", "view_game", "change_game")
    _run(editor, "/admin/games/game/", "abort_games", game_id)
    assert Game.objects.get(pk=game_id).status == GameStatus.ABORTED
