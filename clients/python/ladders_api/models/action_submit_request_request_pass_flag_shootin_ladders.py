from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.action_submit_request_request_pass_flag_shootin_ladders_flag import (
    ActionSubmitRequestRequestPassFlagShootinLaddersFlag,
)
from ..models.action_submit_request_request_pass_flag_shootin_ladders_type import (
    ActionSubmitRequestRequestPassFlagShootinLaddersType,
)

T = TypeVar("T", bound="ActionSubmitRequestRequestPassFlagShootinLadders")


@_attrs_define
class ActionSubmitRequestRequestPassFlagShootinLadders:
    """Pass the flag you carry to a teammate on your square after an exact landing (L334).

    Attributes:
        type_ (ActionSubmitRequestRequestPassFlagShootinLaddersType):
        flag (ActionSubmitRequestRequestPassFlagShootinLaddersFlag):
        to (int):
    """

    type_: ActionSubmitRequestRequestPassFlagShootinLaddersType
    flag: ActionSubmitRequestRequestPassFlagShootinLaddersFlag
    to: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        flag = self.flag.value

        to = self.to

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "flag": flag,
                "to": to,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = ActionSubmitRequestRequestPassFlagShootinLaddersType(d.pop("type"))

        flag = ActionSubmitRequestRequestPassFlagShootinLaddersFlag(d.pop("flag"))

        to = d.pop("to")

        action_submit_request_request_pass_flag_shootin_ladders = cls(
            type_=type_,
            flag=flag,
            to=to,
        )

        return action_submit_request_request_pass_flag_shootin_ladders
