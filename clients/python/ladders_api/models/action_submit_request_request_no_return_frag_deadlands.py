from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.action_submit_request_request_no_return_frag_deadlands_type import (
    ActionSubmitRequestRequestNoReturnFragDeadlandsType,
)

T = TypeVar("T", bound="ActionSubmitRequestRequestNoReturnFragDeadlands")


@_attrs_define
class ActionSubmitRequestRequestNoReturnFragDeadlands:
    """Do not fire back in the shootout.

    Attributes:
        type_ (ActionSubmitRequestRequestNoReturnFragDeadlandsType):
    """

    type_: ActionSubmitRequestRequestNoReturnFragDeadlandsType

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
        type_ = ActionSubmitRequestRequestNoReturnFragDeadlandsType(d.pop("type"))

        action_submit_request_request_no_return_frag_deadlands = cls(
            type_=type_,
        )

        return action_submit_request_request_no_return_frag_deadlands
