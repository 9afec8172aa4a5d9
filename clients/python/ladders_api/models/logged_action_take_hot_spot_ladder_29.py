from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.logged_action_take_hot_spot_ladder_29_type import LoggedActionTakeHotSpotLadder29Type

T = TypeVar("T", bound="LoggedActionTakeHotSpotLadder29")


@_attrs_define
class LoggedActionTakeHotSpotLadder29:
    """Take one of the face-up Hot Spot cards for this round.

    Attributes:
        type_ (LoggedActionTakeHotSpotLadder29Type):
        hot_spot (int):
    """

    type_: LoggedActionTakeHotSpotLadder29Type
    hot_spot: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        hot_spot = self.hot_spot

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "hot_spot": hot_spot,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = LoggedActionTakeHotSpotLadder29Type(d.pop("type"))

        hot_spot = d.pop("hot_spot")

        logged_action_take_hot_spot_ladder_29 = cls(
            type_=type_,
            hot_spot=hot_spot,
        )

        return logged_action_take_hot_spot_ladder_29
