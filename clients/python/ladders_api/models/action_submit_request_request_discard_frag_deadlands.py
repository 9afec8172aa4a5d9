from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.action_submit_request_request_discard_frag_deadlands_type import (
    ActionSubmitRequestRequestDiscardFragDeadlandsType,
)

T = TypeVar("T", bound="ActionSubmitRequestRequestDiscardFragDeadlands")


@_attrs_define
class ActionSubmitRequestRequestDiscardFragDeadlands:
    """Discard a card from your hand.

    Attributes:
        type_ (ActionSubmitRequestRequestDiscardFragDeadlandsType):
        card (int):
    """

    type_: ActionSubmitRequestRequestDiscardFragDeadlandsType
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
        type_ = ActionSubmitRequestRequestDiscardFragDeadlandsType(d.pop("type"))

        card = d.pop("card")

        action_submit_request_request_discard_frag_deadlands = cls(
            type_=type_,
            card=card,
        )

        return action_submit_request_request_discard_frag_deadlands
