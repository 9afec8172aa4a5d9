from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.action_submit_request_request_escape_run_for_your_life_candyman_directions_item import (
    ActionSubmitRequestRequestEscapeRunForYourLifeCandymanDirectionsItem,
)
from ..models.action_submit_request_request_escape_run_for_your_life_candyman_type import (
    ActionSubmitRequestRequestEscapeRunForYourLifeCandymanType,
)

T = TypeVar("T", bound="ActionSubmitRequestRequestEscapeRunForYourLifeCandyman")


@_attrs_define
class ActionSubmitRequestRequestEscapeRunForYourLifeCandyman:
    """Leave the Candy Cage Match: one direction per matching icon on your card.

    Attributes:
        type_ (ActionSubmitRequestRequestEscapeRunForYourLifeCandymanType):
        directions (list[ActionSubmitRequestRequestEscapeRunForYourLifeCandymanDirectionsItem]):
    """

    type_: ActionSubmitRequestRequestEscapeRunForYourLifeCandymanType
    directions: list[ActionSubmitRequestRequestEscapeRunForYourLifeCandymanDirectionsItem]

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        directions = []
        for directions_item_data in self.directions:
            directions_item = directions_item_data.value
            directions.append(directions_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "directions": directions,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = ActionSubmitRequestRequestEscapeRunForYourLifeCandymanType(d.pop("type"))

        directions = []
        _directions = d.pop("directions")
        for directions_item_data in _directions:
            directions_item = ActionSubmitRequestRequestEscapeRunForYourLifeCandymanDirectionsItem(directions_item_data)

            directions.append(directions_item)

        action_submit_request_request_escape_run_for_your_life_candyman = cls(
            type_=type_,
            directions=directions,
        )

        return action_submit_request_request_escape_run_for_your_life_candyman
