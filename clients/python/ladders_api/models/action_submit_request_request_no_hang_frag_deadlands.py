from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.action_submit_request_request_no_hang_frag_deadlands_type import (
    ActionSubmitRequestRequestNoHangFragDeadlandsType,
)

T = TypeVar("T", bound="ActionSubmitRequestRequestNoHangFragDeadlands")


@_attrs_define
class ActionSubmitRequestRequestNoHangFragDeadlands:
    """Do not hang the Indian Brave.

    Attributes:
        type_ (ActionSubmitRequestRequestNoHangFragDeadlandsType):
    """

    type_: ActionSubmitRequestRequestNoHangFragDeadlandsType

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
        type_ = ActionSubmitRequestRequestNoHangFragDeadlandsType(d.pop("type"))

        action_submit_request_request_no_hang_frag_deadlands = cls(
            type_=type_,
        )

        return action_submit_request_request_no_hang_frag_deadlands
