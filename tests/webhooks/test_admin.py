"""The admin: register a webhook (secret shown once), its delivery log with
status codes, the disabled note, re-enabling, sending a delivery again."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from django.test import Client
from django.utils import timezone

from players.models import Player
from webhooks.models import Delivery, DeliveryAttempt, DeliveryStatus, Webhook

pytestmark = pytest.mark.django_db


@pytest.fixture
def admin_client_for_staff(make_player: Callable[..., Player]) -> tuple[Client, Player]:
    boss = make_player(handle="boss")
    boss.user.is_staff = boss.user.is_superuser = True
    boss.user.save()
    client = Client()
    client.force_login(boss.user)
    return client, boss


def test_register_in_the_admin_shows_the_secret_once(admin_client_for_staff: tuple[Client, Player]) -> None:
    client, boss = admin_client_for_staff
    form = {"owner": boss.pk, "url": "https://hooks.example.com/x", "events": ["game.finished"], "active": "on"}
    page = client.post("/admin/webhooks/webhook/add/", form, follow=True).content.decode()
    webhook = Webhook.objects.get()
    assert webhook.secret in page
    assert re.search(r"shown this once: whsec_", page)
    assert webhook.secret not in client.get(f"/admin/webhooks/webhook/{webhook.pk}/change/").content.decode()


def test_the_admin_form_refuses_a_url_as_the_api_does(admin_client_for_staff: tuple[Client, Player]) -> None:
    client, boss = admin_client_for_staff
    form = {"owner": boss.pk, "url": "http://hooks.example.com/x", "events": ["game.finished"]}
    page = client.post("/admin/webhooks/webhook/add/", form).content.decode()
    assert "must be https" in page
    assert not Webhook.objects.exists()


def test_delivery_log_disabled_note_reenable_and_send_again(admin_client_for_staff: tuple[Client, Player]) -> None:
    client, boss = admin_client_for_staff
    webhook = Webhook.objects.create(
        owner=boss,
        url="https://hooks.example.com/x",
        events=["game.finished"],
        secret="whsec_" + "A" * 32,
        active=False,
        failure_streak=10,
        disabled_at=timezone.now(),
        disabled_reason="Disabled: 10 failed attempts in a row; the last: HTTP 503.",
    )
    delivery = Delivery.objects.create(
        webhook=webhook,
        message_id="msg_log",
        event_type="game.finished",
        body="{}",
        status=DeliveryStatus.FAILED,
        attempts=2,
        last_status_code=503,
    )
    DeliveryAttempt.objects.create(delivery=delivery, number=1, at=timezone.now(), status_code=500)
    DeliveryAttempt.objects.create(delivery=delivery, number=2, at=timezone.now(), status_code=503)
    page = client.get(f"/admin/webhooks/webhook/{webhook.pk}/change/").content.decode()
    assert "msg_log" in page
    assert "<td>503</td>" in page
    assert "Disabled: 10 failed attempts in a row" in page
    attempts = client.get(f"/admin/webhooks/delivery/{delivery.pk}/change/").content.decode()
    assert "500" in attempts
    assert "503" in attempts

    client.post("/admin/webhooks/webhook/", {"action": "reenable", "_selected_action": [webhook.pk]})
    webhook.refresh_from_db()
    assert (webhook.active, webhook.failure_streak, webhook.disabled_reason) == (True, 0, "")
    # Queued again with the same id (its task goes out after the commit).
    client.post("/admin/webhooks/delivery/", {"action": "send_again", "_selected_action": [delivery.pk]})
    delivery.refresh_from_db()
    assert delivery.status == DeliveryStatus.PENDING
    assert delivery.next_attempt_at is not None
    assert delivery.message_id == "msg_log"
