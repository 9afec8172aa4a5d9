from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.action_submit_request_request_keep_none_frag_deadlands_type import (
    ActionSubmitRequestRequestKeepNoneFragDeadlandsType,
)

T = TypeVar("T", bound="ActionSubmitRequestRequestKeepNoneFragDeadlands")


@_attrs_define
class ActionSubmitRequestRequestKeepNoneFragDeadlands:
    """Keep none of your five set-up cards: discard all five (L65-L66: each player *may* keep one; rules version 2).

    Attributes:
        type_ (ActionSubmitRequestRequestKeepNoneFragDeadlandsType):
    """

    type_: ActionSubmitRequestRequestKeepNoneFragDeadlandsType

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
        type_ = ActionSubmitRequestRequestKeepNoneFragDeadlandsType(d.pop("type"))

        action_submit_request_request_keep_none_frag_deadlands = cls(
            type_=type_,
        )

        return action_submit_request_request_keep_none_frag_deadlands
