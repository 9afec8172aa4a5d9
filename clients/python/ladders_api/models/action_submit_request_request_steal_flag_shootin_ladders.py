from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.action_submit_request_request_steal_flag_shootin_ladders_flag import (
    ActionSubmitRequestRequestStealFlagShootinLaddersFlag,
)
from ..models.action_submit_request_request_steal_flag_shootin_ladders_type import (
    ActionSubmitRequestRequestStealFlagShootinLaddersType,
)

T = TypeVar("T", bound="ActionSubmitRequestRequestStealFlagShootinLadders")


@_attrs_define
class ActionSubmitRequestRequestStealFlagShootinLadders:
    """Try to steal the flag from the opponent on the square you landed on by exact count (L336).

    Attributes:
        type_ (ActionSubmitRequestRequestStealFlagShootinLaddersType):
        flag (ActionSubmitRequestRequestStealFlagShootinLaddersFlag):
    """

    type_: ActionSubmitRequestRequestStealFlagShootinLaddersType
    flag: ActionSubmitRequestRequestStealFlagShootinLaddersFlag

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
        type_ = ActionSubmitRequestRequestStealFlagShootinLaddersType(d.pop("type"))

        flag = ActionSubmitRequestRequestStealFlagShootinLaddersFlag(d.pop("flag"))

        action_submit_request_request_steal_flag_shootin_ladders = cls(
            type_=type_,
            flag=flag,
        )

        return action_submit_request_request_steal_flag_shootin_ladders
