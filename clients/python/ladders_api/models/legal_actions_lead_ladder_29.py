from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.legal_actions_lead_ladder_29_type import LegalActionsLeadLadder29Type

T = TypeVar("T", bound="LegalActionsLeadLadder29")


@_attrs_define
class LegalActionsLeadLadder29:
    """Start a new lead with any legal play (card ids ascending).

    Attributes:
        type_ (LegalActionsLeadLadder29Type):
        cards (list[int]):
    """

    type_: LegalActionsLeadLadder29Type
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
        type_ = LegalActionsLeadLadder29Type(d.pop("type"))

        cards = cast(list[int], d.pop("cards"))

        legal_actions_lead_ladder_29 = cls(
            type_=type_,
            cards=cards,
        )

        return legal_actions_lead_ladder_29
