from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.action_submit_request_request_pickup_frag_deadlands_type import (
    ActionSubmitRequestRequestPickupFragDeadlandsType,
)

T = TypeVar("T", bound="ActionSubmitRequestRequestPickupFragDeadlands")


@_attrs_define
class ActionSubmitRequestRequestPickupFragDeadlands:
    """Take one card from a leftovers pile in your square.

    Attributes:
        type_ (ActionSubmitRequestRequestPickupFragDeadlandsType):
        pile (int):
        card (int):
    """

    type_: ActionSubmitRequestRequestPickupFragDeadlandsType
    pile: int
    card: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        pile = self.pile

        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "pile": pile,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = ActionSubmitRequestRequestPickupFragDeadlandsType(d.pop("type"))

        pile = d.pop("pile")

        card = d.pop("card")

        action_submit_request_request_pickup_frag_deadlands = cls(
            type_=type_,
            pile=pile,
            card=card,
        )

        return action_submit_request_request_pickup_frag_deadlands
