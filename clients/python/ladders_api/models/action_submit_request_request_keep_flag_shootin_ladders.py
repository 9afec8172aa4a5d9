from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.action_submit_request_request_keep_flag_shootin_ladders_type import (
    ActionSubmitRequestRequestKeepFlagShootinLaddersType,
)

T = TypeVar("T", bound="ActionSubmitRequestRequestKeepFlagShootinLadders")


@_attrs_define
class ActionSubmitRequestRequestKeepFlagShootinLadders:
    """Keep the flag you carry (a teammate who landed on you offered to take it).

    Attributes:
        type_ (ActionSubmitRequestRequestKeepFlagShootinLaddersType):
    """

    type_: ActionSubmitRequestRequestKeepFlagShootinLaddersType

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = ActionSubmitRequestRequestKeepFlagShootinLaddersType(d.pop("type"))

        action_submit_request_request_keep_flag_shootin_ladders = cls(
            type_=type_,
        )

        return action_submit_request_request_keep_flag_shootin_ladders
