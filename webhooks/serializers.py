"""Request and response shapes of the webhooks API (names unique across apps)."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from core.fields import StrictBooleanField, StrictCharField
from webhooks.models import Delivery, DeliveryStatus, EventType, Webhook
from webhooks.targets import MAX_URL_CHARS, URL_PATTERN

EVENTS_HELP = (
    "Events to deliver: `game.finished`, `tournament.round_paired`, `tournament.stage_started`, "
    "`tournament.finished`, `league.season_started`, `rank.changed`, "
    "and about the webhook's owner only: `turn.due` (a seat of yours is due to act) and `game.invited` "
    "(a seat is reserved for you). "
    "Each is POSTed as JSON `{type, timestamp, data}`, signed in the Standard Webhooks style."
)


class WebhookEventsField(serializers.ListField):
    child = serializers.ChoiceField(choices=EventType.choices)

    def __init__(self, **kwargs: object) -> None:
        super().__init__(min_length=1, max_length=len(EventType.values), help_text=EVENTS_HELP, **kwargs)  # type: ignore[arg-type]


URL_HELP = (
    "https:// URL that receives the events (http only to a loopback host, in development). "
    "Production refuses hosts that resolve to loopback, private, link-local or site-local addresses, "
    "and IPv6 forms of such IPv4 addresses (NAT64, 6to4, Teredo, IPv4-mapped and -compatible). "
    "The pattern is the URL's whole syntax; a URL that does not match it is 400 url_invalid."
)


@extend_schema_field({"type": "string", "minLength": 1, "maxLength": MAX_URL_CHARS, "pattern": URL_PATTERN})
class WebhookUrlField(StrictCharField):
    """The URL as sent (no trimming: a space or control character is refused, as
    the pattern says); webhooks.targets checks it against the same pattern."""

    def __init__(self, **kwargs: object) -> None:
        super().__init__(max_length=MAX_URL_CHARS, trim_whitespace=False, help_text=URL_HELP, **kwargs)  # type: ignore[arg-type]


class WebhookCreateRequestSerializer(serializers.Serializer):
    url = WebhookUrlField()
    events = WebhookEventsField()
    description = StrictCharField(required=False, allow_blank=True, max_length=200)


class WebhookUpdateRequestSerializer(serializers.Serializer):
    url = WebhookUrlField(required=False)
    events = WebhookEventsField(required=False)
    description = StrictCharField(required=False, allow_blank=True, max_length=200)
    active = StrictBooleanField(
        required=False, help_text="true re-enables a disabled webhook (and clears its failure streak)."
    )


class WebhookSerializer(serializers.ModelSerializer):
    events = serializers.ListField(child=serializers.ChoiceField(choices=EventType.choices))
    owner = serializers.CharField(source="owner.handle")

    class Meta:
        model = Webhook
        fields = [
            "id",
            "owner",
            "url",
            "events",
            "description",
            "active",
            "failure_streak",
            "disabled_at",
            "disabled_reason",
            "created_at",
        ]
        read_only_fields = fields


class WebhookCreatedSerializer(WebhookSerializer):
    secret = serializers.CharField(
        help_text="The signing secret (whsec_...). Shown this once: store it to verify each delivery's "
        "webhook-signature."
    )

    class Meta(WebhookSerializer.Meta):
        fields = [*WebhookSerializer.Meta.fields, "secret"]
        read_only_fields = fields


class WebhookDeliverySerializer(serializers.ModelSerializer):
    status = serializers.ChoiceField(choices=DeliveryStatus.choices)
    event_type = serializers.ChoiceField(choices=EventType.choices)

    class Meta:
        model = Delivery
        fields = [
            "message_id",
            "event_type",
            "status",
            "attempts",
            "next_attempt_at",
            "last_status_code",
            "last_error",
            "created_at",
            "finished_at",
        ]
        read_only_fields = fields
