from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.webhook_delivery_status_enum import WebhookDeliveryStatusEnum
from ..models.webhook_event_type_enum import WebhookEventTypeEnum

T = TypeVar("T", bound="WebhookDelivery")


@_attrs_define
class WebhookDelivery:
    """
    Attributes:
        message_id (str):
        event_type (WebhookEventTypeEnum): * `game.finished` - A game finished
            * `tournament.round_paired` - A tournament round was paired
            * `tournament.finished` - A tournament finished
            * `tournament.stage_started` - A tournament's stage started (its groups, its playoff)
            * `league.season_started` - A league's season started (with its tiers)
            * `rank.changed` - Ranks changed after a rated game
            * `turn.due` - A seat of the webhook's owner is due to act
            * `game.invited` - A seat was reserved for the webhook's owner
        status (WebhookDeliveryStatusEnum): * `pending` - Pending
            * `succeeded` - Succeeded
            * `failed` - Failed
        attempts (int):
        next_attempt_at (datetime.datetime | None):
        last_status_code (int | None):
        last_error (str):
        created_at (datetime.datetime):
        finished_at (datetime.datetime | None):
    """

    message_id: str
    event_type: WebhookEventTypeEnum
    status: WebhookDeliveryStatusEnum
    attempts: int
    next_attempt_at: datetime.datetime | None
    last_status_code: int | None
    last_error: str
    created_at: datetime.datetime
    finished_at: datetime.datetime | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        message_id = self.message_id

        event_type = self.event_type.value

        status = self.status.value

        attempts = self.attempts

        next_attempt_at: None | str
        if isinstance(self.next_attempt_at, datetime.datetime):
            next_attempt_at = self.next_attempt_at.isoformat()
        else:
            next_attempt_at = self.next_attempt_at

        last_status_code: int | None
        last_status_code = self.last_status_code

        last_error = self.last_error

        created_at = self.created_at.isoformat()

        finished_at: None | str
        if isinstance(self.finished_at, datetime.datetime):
            finished_at = self.finished_at.isoformat()
        else:
            finished_at = self.finished_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "message_id": message_id,
                "event_type": event_type,
                "status": status,
                "attempts": attempts,
                "next_attempt_at": next_attempt_at,
                "last_status_code": last_status_code,
                "last_error": last_error,
                "created_at": created_at,
                "finished_at": finished_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        message_id = d.pop("message_id")

        event_type = WebhookEventTypeEnum(d.pop("event_type"))

        status = WebhookDeliveryStatusEnum(d.pop("status"))

        attempts = d.pop("attempts")

        def _parse_next_attempt_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                next_attempt_at_type_0 = datetime.datetime.fromisoformat(data)

                return next_attempt_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        next_attempt_at = _parse_next_attempt_at(d.pop("next_attempt_at"))

        def _parse_last_status_code(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last_status_code = _parse_last_status_code(d.pop("last_status_code"))

        last_error = d.pop("last_error")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        def _parse_finished_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                finished_at_type_0 = datetime.datetime.fromisoformat(data)

                return finished_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        finished_at = _parse_finished_at(d.pop("finished_at"))

        webhook_delivery = cls(
            message_id=message_id,
            event_type=event_type,
            status=status,
            attempts=attempts,
            next_attempt_at=next_attempt_at,
            last_status_code=last_status_code,
            last_error=last_error,
            created_at=created_at,
            finished_at=finished_at,
        )

        webhook_delivery.additional_properties = d
        return webhook_delivery

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
