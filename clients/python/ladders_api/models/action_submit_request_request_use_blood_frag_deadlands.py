from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.action_submit_request_request_use_blood_frag_deadlands_type import (
    ActionSubmitRequestRequestUseBloodFragDeadlandsType,
)

T = TypeVar("T", bound="ActionSubmitRequestRequestUseBloodFragDeadlands")


@_attrs_define
class ActionSubmitRequestRequestUseBloodFragDeadlands:
    """Spend a blood counter to restore one point of lost Health: on your turn, brought to 0 Health, or (rules version 2)
    in a pending blood window, before a hit's damage is rolled (L877-L879).

        Attributes:
            type_ (ActionSubmitRequestRequestUseBloodFragDeadlandsType):
    """

    type_: ActionSubmitRequestRequestUseBloodFragDeadlandsType

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
        type_ = ActionSubmitRequestRequestUseBloodFragDeadlandsType(d.pop("type"))

        action_submit_request_request_use_blood_frag_deadlands = cls(
            type_=type_,
        )

        return action_submit_request_request_use_blood_frag_deadlands
