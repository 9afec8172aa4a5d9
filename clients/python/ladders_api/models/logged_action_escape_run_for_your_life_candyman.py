from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.logged_action_escape_run_for_your_life_candyman_directions_item import (
    LoggedActionEscapeRunForYourLifeCandymanDirectionsItem,
)
from ..models.logged_action_escape_run_for_your_life_candyman_type import LoggedActionEscapeRunForYourLifeCandymanType

T = TypeVar("T", bound="LoggedActionEscapeRunForYourLifeCandyman")


@_attrs_define
class LoggedActionEscapeRunForYourLifeCandyman:
    """Leave the Candy Cage Match: one direction per matching icon on your card.

    Attributes:
        type_ (LoggedActionEscapeRunForYourLifeCandymanType):
        directions (list[LoggedActionEscapeRunForYourLifeCandymanDirectionsItem]):
    """

    type_: LoggedActionEscapeRunForYourLifeCandymanType
    directions: list[LoggedActionEscapeRunForYourLifeCandymanDirectionsItem]

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
        type_ = LoggedActionEscapeRunForYourLifeCandymanType(d.pop("type"))

        directions = []
        _directions = d.pop("directions")
        for directions_item_data in _directions:
            directions_item = LoggedActionEscapeRunForYourLifeCandymanDirectionsItem(directions_item_data)

            directions.append(directions_item)

        logged_action_escape_run_for_your_life_candyman = cls(
            type_=type_,
            directions=directions,
        )

        return logged_action_escape_run_for_your_life_candyman
