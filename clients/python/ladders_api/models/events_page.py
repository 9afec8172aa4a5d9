from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.events_page_events_item import EventsPageEventsItem


T = TypeVar("T", bound="EventsPage")


@_attrs_define
class EventsPage:
    """
    Attributes:
        version (int):
        after (int):
        next_after (int): Pass as ?after= to fetch the next page.
        more (bool):
        events (list[EventsPageEventsItem]):
    """

    version: int
    after: int
    next_after: int
    more: bool
    events: list[EventsPageEventsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        version = self.version

        after = self.after

        next_after = self.next_after

        more = self.more

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "version": version,
                "after": after,
                "next_after": next_after,
                "more": more,
                "events": events,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.events_page_events_item import EventsPageEventsItem

        d = dict(src_dict)
        version = d.pop("version")

        after = d.pop("after")

        next_after = d.pop("next_after")

        more = d.pop("more")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = EventsPageEventsItem.from_dict(events_item_data)

            events.append(events_item)

        events_page = cls(
            version=version,
            after=after,
            next_after=next_after,
            more=more,
            events=events,
        )

        events_page.additional_properties = d
        return events_page

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
