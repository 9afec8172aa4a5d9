from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.action_submit_request_request_drop_flag_shootin_ladders_flag import (
    ActionSubmitRequestRequestDropFlagShootinLaddersFlag,
)
from ..models.action_submit_request_request_drop_flag_shootin_ladders_type import (
    ActionSubmitRequestRequestDropFlagShootinLaddersType,
)

T = TypeVar("T", bound="ActionSubmitRequestRequestDropFlagShootinLadders")


@_attrs_define
class ActionSubmitRequestRequestDropFlagShootinLadders:
    """Declare that you drop the flag you carry on your home base, reached this turn by exact count (L338).

    Attributes:
        type_ (ActionSubmitRequestRequestDropFlagShootinLaddersType):
        flag (ActionSubmitRequestRequestDropFlagShootinLaddersFlag):
    """

    type_: ActionSubmitRequestRequestDropFlagShootinLaddersType
    flag: ActionSubmitRequestRequestDropFlagShootinLaddersFlag

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        flag = self.flag.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "flag": flag,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = ActionSubmitRequestRequestDropFlagShootinLaddersType(d.pop("type"))

        flag = ActionSubmitRequestRequestDropFlagShootinLaddersFlag(d.pop("flag"))

        action_submit_request_request_drop_flag_shootin_ladders = cls(
            type_=type_,
            flag=flag,
        )

        return action_submit_request_request_drop_flag_shootin_ladders
