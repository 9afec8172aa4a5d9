"""Admin for webhooks: register one (its secret shown once, on the page after
saving), read each webhook's delivery log with status codes, see why one was
disabled, re-enable it, and send failed deliveries again."""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest
from django.urls import reverse
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString

from core.errors import ServiceError
from webhooks import services
from webhooks.models import Delivery, DeliveryAttempt, EventType, Webhook

RECENT_DELIVERIES = 25


class WebhookForm(forms.ModelForm):
    events = forms.MultipleChoiceField(choices=EventType.choices, widget=forms.CheckboxSelectMultiple)

    class Meta:
        model = Webhook
        fields = ["owner", "url", "events", "description", "active"]

    def clean_url(self) -> str:
        url: str = self.cleaned_data["url"]
        try:
            services.url_check(url)
        except ServiceError as exc:
            raise forms.ValidationError(exc.detail, code=exc.code) from None
        return url


@admin.register(Webhook)
class WebhookAdmin(admin.ModelAdmin):
    form = WebhookForm
    list_display = ("id", "owner", "url", "events", "active", "failure_streak", "disabled_at")
    list_filter = ("active",)
    search_fields = ("url", "owner__handle", "description")
    readonly_fields = ("failure_streak", "disabled_at", "disabled_reason", "created_at", "delivery_log")
    raw_id_fields = ("owner",)
    actions = ("reenable",)

    def get_fields(self, request: HttpRequest, obj: Webhook | None = None) -> tuple[str, ...]:
        fields = ("owner", "url", "events", "description", "active")
        return fields if obj is None else (*fields, *self.readonly_fields)

    def save_model(self, request: HttpRequest, obj: Webhook, form: Any, change: bool) -> None:
        data = form.cleaned_data
        if change:
            services.webhook_update(
                webhook_id=obj.pk,
                owner=None,
                url=data["url"],
                events=data["events"],
                description=data["description"],
                active=data["active"],
            )
            obj.refresh_from_db()
            return
        webhook, secret = services.webhook_create(
            owner=data["owner"], url=data["url"], events=data["events"], description=data["description"]
        )
        obj.pk = webhook.pk
        obj.refresh_from_db()
        messages.warning(request, f"The signing secret of webhook {webhook.pk}, shown this once: {secret}")

    # Actions write, so each needs the model's change permission: Django offers an action
    # declaring none to every staff user who may only view the list.
    @admin.action(permissions=["change"], description="Re-enable (clears the failure streak)")
    def reenable(self, request: HttpRequest, queryset: QuerySet[Webhook]) -> None:
        for webhook in queryset:
            services.webhook_update(webhook_id=webhook.pk, owner=None, active=True)
        messages.success(request, f"{queryset.count()} webhook(s) active.")

    @admin.display(description="Recent deliveries")
    def delivery_log(self, obj: Webhook) -> SafeString:
        recent = list(obj.deliveries.order_by("-id")[:RECENT_DELIVERIES])
        if not recent:
            return format_html("<p>{}</p>", "No deliveries yet.")
        rows = format_html_join(
            "",
            '<tr><td><a href="{}">{}</a></td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>',
            (
                (
                    reverse("admin:webhooks_delivery_change", args=[d.pk]),
                    d.message_id,
                    d.event_type,
                    d.status,
                    d.attempts,
                    d.last_status_code if d.last_status_code is not None else "-",
                    d.last_error or "",
                    d.created_at.strftime("%Y-%m-%d %H:%M:%S"),
                )
                for d in recent
            ),
        )
        everything = reverse("admin:webhooks_delivery_changelist") + f"?webhook__id__exact={obj.pk}"
        return format_html(
            "<table><tr><th>id</th><th>event</th><th>status</th><th>attempts</th><th>last HTTP status</th>"
            '<th>last error</th><th>created</th></tr>{}</table><p><a href="{}">{}</a></p>',
            rows,
            everything,
            "Every delivery of this webhook",
        )


class DeliveryAttemptInline(admin.TabularInline):
    model = DeliveryAttempt
    extra = 0
    can_delete = False
    fields = ("number", "at", "status_code", "error", "duration_ms")
    readonly_fields = fields

    def has_add_permission(self, request: HttpRequest, obj: Delivery | None = None) -> bool:
        return False


@admin.register(Delivery)
class DeliveryAdmin(admin.ModelAdmin):
    list_display = (
        "message_id",
        "webhook",
        "event_type",
        "status",
        "attempts",
        "last_status_code",
        "created_at",
        "finished_at",
    )
    list_filter = ("status", "event_type", "webhook")
    search_fields = ("message_id",)
    readonly_fields = (
        "webhook",
        "message_id",
        "event_type",
        "status",
        "attempts",
        "next_attempt_at",
        "last_status_code",
        "last_error",
        "created_at",
        "finished_at",
        "body",
    )
    fields = readonly_fields
    inlines = (DeliveryAttemptInline,)
    actions = ("send_again",)

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    @admin.action(
        permissions=["change"], description="Send again now (same webhook-id, so receivers still de-duplicate)"
    )
    def send_again(self, request: HttpRequest, queryset: QuerySet[Delivery]) -> None:
        count = services.deliveries_retry(delivery_ids=list(queryset.values_list("pk", flat=True)))
        messages.success(request, f"{count} delivery(ies) queued again (deliveries of disabled webhooks are not).")
