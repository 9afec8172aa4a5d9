from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.action_submit_request_request_take_blood_frag_deadlands_type import (
    ActionSubmitRequestRequestTakeBloodFragDeadlandsType,
)

T = TypeVar("T", bound="ActionSubmitRequestRequestTakeBloodFragDeadlands")


@_attrs_define
class ActionSubmitRequestRequestTakeBloodFragDeadlands:
    """Take the blood counter in your square onto your record sheet.

    Attributes:
        type_ (ActionSubmitRequestRequestTakeBloodFragDeadlandsType):
    """

    type_: ActionSubmitRequestRequestTakeBloodFragDeadlandsType

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
        type_ = ActionSubmitRequestRequestTakeBloodFragDeadlandsType(d.pop("type"))

        action_submit_request_request_take_blood_frag_deadlands = cls(
            type_=type_,
        )

        return action_submit_request_request_take_blood_frag_deadlands
