from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.action_submit_request_request_activate_shootin_ladders_type import (
    ActionSubmitRequestRequestActivateShootinLaddersType,
)

T = TypeVar("T", bound="ActionSubmitRequestRequestActivateShootinLadders")


@_attrs_define
class ActionSubmitRequestRequestActivateShootinLadders:
    """Choose which of your side's cookies takes the next turn (team scenarios).

    Attributes:
        type_ (ActionSubmitRequestRequestActivateShootinLaddersType):
        seat (int):
    """

    type_: ActionSubmitRequestRequestActivateShootinLaddersType
    seat: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = ActionSubmitRequestRequestActivateShootinLaddersType(d.pop("type"))

        seat = d.pop("seat")

        action_submit_request_request_activate_shootin_ladders = cls(
            type_=type_,
            seat=seat,
        )

        return action_submit_request_request_activate_shootin_ladders
