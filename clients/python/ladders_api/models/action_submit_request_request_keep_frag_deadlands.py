from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.action_submit_request_request_keep_frag_deadlands_type import (
    ActionSubmitRequestRequestKeepFragDeadlandsType,
)

T = TypeVar("T", bound="ActionSubmitRequestRequestKeepFragDeadlands")


@_attrs_define
class ActionSubmitRequestRequestKeepFragDeadlands:
    """Keep one of your five set-up cards; the rest are discarded.

    Attributes:
        type_ (ActionSubmitRequestRequestKeepFragDeadlandsType):
        card (int):
    """

    type_: ActionSubmitRequestRequestKeepFragDeadlandsType
    card: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = ActionSubmitRequestRequestKeepFragDeadlandsType(d.pop("type"))

        card = d.pop("card")

        action_submit_request_request_keep_frag_deadlands = cls(
            type_=type_,
            card=card,
        )

        return action_submit_request_request_keep_frag_deadlands
