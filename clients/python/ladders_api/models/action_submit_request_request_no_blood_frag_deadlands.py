from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.action_submit_request_request_no_blood_frag_deadlands_type import (
    ActionSubmitRequestRequestNoBloodFragDeadlandsType,
)

T = TypeVar("T", bound="ActionSubmitRequestRequestNoBloodFragDeadlands")


@_attrs_define
class ActionSubmitRequestRequestNoBloodFragDeadlands:
    """Keep your blood counters: the hit's damage is rolled against your Health as it is.

    Attributes:
        type_ (ActionSubmitRequestRequestNoBloodFragDeadlandsType):
    """

    type_: ActionSubmitRequestRequestNoBloodFragDeadlandsType

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
        type_ = ActionSubmitRequestRequestNoBloodFragDeadlandsType(d.pop("type"))

        action_submit_request_request_no_blood_frag_deadlands = cls(
            type_=type_,
        )

        return action_submit_request_request_no_blood_frag_deadlands
