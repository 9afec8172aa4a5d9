from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.action_submit_request_request_lead_ladder_29_type import ActionSubmitRequestRequestLeadLadder29Type

T = TypeVar("T", bound="ActionSubmitRequestRequestLeadLadder29")


@_attrs_define
class ActionSubmitRequestRequestLeadLadder29:
    """Start a new lead with any legal play (card ids ascending).

    Attributes:
        type_ (ActionSubmitRequestRequestLeadLadder29Type):
        cards (list[int]):
    """

    type_: ActionSubmitRequestRequestLeadLadder29Type
    cards: list[int]

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        cards = self.cards

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "cards": cards,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = ActionSubmitRequestRequestLeadLadder29Type(d.pop("type"))

        cards = cast(list[int], d.pop("cards"))

        action_submit_request_request_lead_ladder_29 = cls(
            type_=type_,
            cards=cards,
        )

        return action_submit_request_request_lead_ladder_29
