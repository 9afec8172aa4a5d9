from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.webhook_event_type_enum import WebhookEventTypeEnum

T = TypeVar("T", bound="WebhookCreated")


@_attrs_define
class WebhookCreated:
    """
    Attributes:
        id (int):
        owner (str):
        url (str):
        events (list[WebhookEventTypeEnum]):
        description (str):
        active (bool):
        failure_streak (int):
        disabled_at (datetime.datetime | None):
        disabled_reason (str):
        created_at (datetime.datetime):
        secret (str): The signing secret (whsec_...). Shown this once: store it to verify each delivery's webhook-
            signature.
    """

    id: int
    owner: str
    url: str
    events: list[WebhookEventTypeEnum]
    description: str
    active: bool
    failure_streak: int
    disabled_at: datetime.datetime | None
    disabled_reason: str
    created_at: datetime.datetime
    secret: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        owner = self.owner

        url = self.url

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.value
            events.append(events_item)

        description = self.description

        active = self.active

        failure_streak = self.failure_streak

        disabled_at: None | str
        if isinstance(self.disabled_at, datetime.datetime):
            disabled_at = self.disabled_at.isoformat()
        else:
            disabled_at = self.disabled_at

        disabled_reason = self.disabled_reason

        created_at = self.created_at.isoformat()

        secret = self.secret

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "owner": owner,
                "url": url,
                "events": events,
                "description": description,
                "active": active,
                "failure_streak": failure_streak,
                "disabled_at": disabled_at,
                "disabled_reason": disabled_reason,
                "created_at": created_at,
                "secret": secret,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        owner = d.pop("owner")

        url = d.pop("url")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = WebhookEventTypeEnum(events_item_data)

            events.append(events_item)

        description = d.pop("description")

        active = d.pop("active")

        failure_streak = d.pop("failure_streak")

        def _parse_disabled_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                disabled_at_type_0 = datetime.datetime.fromisoformat(data)

                return disabled_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        disabled_at = _parse_disabled_at(d.pop("disabled_at"))

        disabled_reason = d.pop("disabled_reason")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        secret = d.pop("secret")

        webhook_created = cls(
            id=id,
            owner=owner,
            url=url,
            events=events,
            description=description,
            active=active,
            failure_streak=failure_streak,
            disabled_at=disabled_at,
            disabled_reason=disabled_reason,
            created_at=created_at,
            secret=secret,
        )

        webhook_created.additional_properties = d
        return webhook_created

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
