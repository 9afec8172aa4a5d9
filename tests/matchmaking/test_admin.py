"""The admin (issue #18): open tickets and recent matches, with how long each waited."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import timedelta

import pytest
from django.test import Client
from django.utils import timezone

from matchmaking import services
from matchmaking.models import Match, TicketStatus
from players.models import Player

pytestmark = pytest.mark.django_db


def column(page: str, name: str) -> list[str]:
    """The text of one list column's cells, top to bottom."""
    return re.findall(rf'class="field-{name}[^"]*">(?:<a [^>]*>)?([^<]*)<', page)


def test_admin_lists_open_tickets_and_matches_with_their_waits(make_player: Callable[..., Player]) -> None:
    boss, ann, bob, cy = (make_player(handle=h) for h in ("boss", "ann", "bob", "cy"))
    boss.user.is_staff = boss.user.is_superuser = True
    boss.user.save()
    client = Client()
    client.force_login(boss.user)
    opened = timezone.now() - timedelta(seconds=40)
    for player in (ann, bob):
        services.ticket_create(player=player, ruleset_id="ladder-29", max_seats=2, now=opened)
    services.matchmaking_pass(now=opened + timedelta(seconds=30))
    services.ticket_create(player=cy, ruleset_id="shrinks-and-ladders", now=timezone.now() - timedelta(seconds=12))

    open_page = client.get("/admin/matchmaking/ticket/", {"status__exact": TicketStatus.SEARCHING}).content.decode()
    assert column(open_page, "player") == ["cy"]
    [waited] = column(open_page, "waited")
    assert 12 <= float(waited) < 60  # still waiting: counted up to now

    matched_page = client.get("/admin/matchmaking/ticket/", {"status__exact": TicketStatus.MATCHED}).content.decode()
    assert sorted(column(matched_page, "player")) == ["ann", "bob"]
    assert [float(w) for w in column(matched_page, "waited")] == [30.0, 30.0]  # opening to the match

    matches_page = client.get("/admin/matchmaking/match/").content.decode()
    match = Match.objects.get()
    assert column(matches_page, "humans") == ["2"]
    assert [float(w) for w in column(matches_page, "longest_wait_seconds")] == [match.longest_wait_seconds] == [30.0]
    assert client.get(f"/admin/matchmaking/match/{match.pk}/change/").status_code == 200
