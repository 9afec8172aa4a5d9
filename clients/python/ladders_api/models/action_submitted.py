from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.action_submitted_events_item import ActionSubmittedEventsItem


T = TypeVar("T", bound="ActionSubmitted")


@_attrs_define
class ActionSubmitted:
    """
    Attributes:
        version (int): The game's version after this action.
        events (list[ActionSubmittedEventsItem]):
        replayed (bool): True when this repeats an earlier Idempotency-Key.
    """

    version: int
    events: list[ActionSubmittedEventsItem]
    replayed: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        version = self.version

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        replayed = self.replayed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "version": version,
                "events": events,
                "replayed": replayed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.action_submitted_events_item import ActionSubmittedEventsItem

        d = dict(src_dict)
        version = d.pop("version")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = ActionSubmittedEventsItem.from_dict(events_item_data)

            events.append(events_item)

        replayed = d.pop("replayed")

        action_submitted = cls(
            version=version,
            events=events,
            replayed=replayed,
        )

        action_submitted.additional_properties = d
        return action_submitted

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
