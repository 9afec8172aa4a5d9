from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.action_submit_request_request_drop_frag_deadlands_type import (
    ActionSubmitRequestRequestDropFragDeadlandsType,
)

T = TypeVar("T", bound="ActionSubmitRequestRequestDropFragDeadlands")


@_attrs_define
class ActionSubmitRequestRequestDropFragDeadlands:
    """Drop a weapon or gadget you have in play in your square (a link counter).

    Attributes:
        type_ (ActionSubmitRequestRequestDropFragDeadlandsType):
        card (int):
    """

    type_: ActionSubmitRequestRequestDropFragDeadlandsType
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
        type_ = ActionSubmitRequestRequestDropFragDeadlandsType(d.pop("type"))

        card = d.pop("card")

        action_submit_request_request_drop_frag_deadlands = cls(
            type_=type_,
            card=card,
        )

        return action_submit_request_request_drop_frag_deadlands
