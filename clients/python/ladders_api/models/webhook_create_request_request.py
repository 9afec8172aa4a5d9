from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.webhook_event_type_enum import WebhookEventTypeEnum
from ..types import UNSET, Unset

T = TypeVar("T", bound="WebhookCreateRequestRequest")


@_attrs_define
class WebhookCreateRequestRequest:
    """
    Attributes:
        url (str): https:// URL that receives the events (http only to a loopback host, in development). Production
            refuses hosts that resolve to loopback, private, link-local or site-local addresses, and IPv6 forms of such IPv4
            addresses (NAT64, 6to4, Teredo, IPv4-mapped and -compatible). The pattern is the URL's whole syntax; a URL that
            does not match it is 400 url_invalid.
        events (list[WebhookEventTypeEnum]): Events to deliver: `game.finished`, `tournament.round_paired`,
            `tournament.stage_started`, `tournament.finished`, `league.season_started`, `rank.changed`, and about the
            webhook's owner only: `turn.due` (a seat of yours is due to act) and `game.invited` (a seat is reserved for
            you). Each is POSTed as JSON `{type, timestamp, data}`, signed in the Standard Webhooks style.
        description (str | Unset):
    """

    url: str
    events: list[WebhookEventTypeEnum]
    description: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.value
            events.append(events_item)

        description = self.description

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "url": url,
                "events": events,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        url = d.pop("url")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = WebhookEventTypeEnum(events_item_data)

            events.append(events_item)

        description = d.pop("description", UNSET)

        webhook_create_request_request = cls(
            url=url,
            events=events,
            description=description,
        )

        webhook_create_request_request.additional_properties = d
        return webhook_create_request_request

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
