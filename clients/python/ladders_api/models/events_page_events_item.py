from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.events_page_events_item_reason import EventsPageEventsItemReason
from ..types import UNSET, Unset

T = TypeVar("T", bound="EventsPageEventsItem")


@_attrs_define
class EventsPageEventsItem:
    """
    Attributes:
        version (int | Unset): The action (game version) that produced the event.
        index (int | Unset): Position among that action's events.
        seat (int | Unset): The seat whose action produced it.
        reason (EventsPageEventsItemReason | Unset):
        private (bool | Unset): Visible only to some seats (e.g. a drawn card).
        created_at (datetime.datetime | Unset):
    """

    version: int | Unset = UNSET
    index: int | Unset = UNSET
    seat: int | Unset = UNSET
    reason: EventsPageEventsItemReason | Unset = UNSET
    private: bool | Unset = UNSET
    created_at: datetime.datetime | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        version = self.version

        index = self.index

        seat = self.seat

        reason: str | Unset = UNSET
        if not isinstance(self.reason, Unset):
            reason = self.reason.value

        private = self.private

        created_at: str | Unset = UNSET
        if not isinstance(self.created_at, Unset):
            created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if version is not UNSET:
            field_dict["version"] = version
        if index is not UNSET:
            field_dict["index"] = index
        if seat is not UNSET:
            field_dict["seat"] = seat
        if reason is not UNSET:
            field_dict["reason"] = reason
        if private is not UNSET:
            field_dict["private"] = private
        if created_at is not UNSET:
            field_dict["created_at"] = created_at

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        version = d.pop("version", UNSET)

        index = d.pop("index", UNSET)

        seat = d.pop("seat", UNSET)

        _reason = d.pop("reason", UNSET)
        reason: EventsPageEventsItemReason | Unset
        if isinstance(_reason, Unset):
            reason = UNSET
        else:
            reason = EventsPageEventsItemReason(_reason)

        private = d.pop("private", UNSET)

        _created_at = d.pop("created_at", UNSET)
        created_at: datetime.datetime | Unset
        if isinstance(_created_at, Unset):
            created_at = UNSET
        else:
            created_at = datetime.datetime.fromisoformat(_created_at)

        events_page_events_item = cls(
            version=version,
            index=index,
            seat=seat,
            reason=reason,
            private=private,
            created_at=created_at,
        )

        events_page_events_item.additional_properties = d
        return events_page_events_item

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
