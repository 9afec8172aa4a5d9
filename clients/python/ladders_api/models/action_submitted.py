from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.action_submitted_events_item import ActionSubmittedEventsItem
    from ..models.legal_actions import LegalActions


T = TypeVar("T", bound="ActionSubmitted")


@_attrs_define
class ActionSubmitted:
    """
    Attributes:
        version (int): The game's version after this action.
        events (list[ActionSubmittedEventsItem]):
        replayed (bool): True when this repeats an earlier Idempotency-Key.
        your_turn (LegalActions | None): Your seat's turn as the game stands now, when it is still yours to act (a turn
            of several steps): the version to post at and your legal actions, as legal-actions answers them. Null when it is
            not your seat's turn: your_turn on your stream, or turn.due, says when it is again.
    """

    version: int
    events: list[ActionSubmittedEventsItem]
    replayed: bool
    your_turn: LegalActions | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.legal_actions import LegalActions

        version = self.version

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        replayed = self.replayed

        your_turn: dict[str, Any] | None
        if isinstance(self.your_turn, LegalActions):
            your_turn = self.your_turn.to_dict()
        else:
            your_turn = self.your_turn

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "version": version,
                "events": events,
                "replayed": replayed,
                "your_turn": your_turn,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.action_submitted_events_item import ActionSubmittedEventsItem
        from ..models.legal_actions import LegalActions

        d = dict(src_dict)
        version = d.pop("version")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = ActionSubmittedEventsItem.from_dict(events_item_data)

            events.append(events_item)

        replayed = d.pop("replayed")

        def _parse_your_turn(data: object) -> LegalActions | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                your_turn_type_1 = LegalActions.from_dict(data)

                return your_turn_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LegalActions | None, data)

        your_turn = _parse_your_turn(d.pop("your_turn"))

        action_submitted = cls(
            version=version,
            events=events,
            replayed=replayed,
            your_turn=your_turn,
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
