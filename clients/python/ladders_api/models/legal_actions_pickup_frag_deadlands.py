from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.legal_actions_pickup_frag_deadlands_type import LegalActionsPickupFragDeadlandsType

T = TypeVar("T", bound="LegalActionsPickupFragDeadlands")


@_attrs_define
class LegalActionsPickupFragDeadlands:
    """Take one card from a leftovers pile in your square.

    Attributes:
        type_ (LegalActionsPickupFragDeadlandsType):
        pile (int):
        card (int):
    """

    type_: LegalActionsPickupFragDeadlandsType
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
        type_ = LegalActionsPickupFragDeadlandsType(d.pop("type"))

        pile = d.pop("pile")

        card = d.pop("card")

        legal_actions_pickup_frag_deadlands = cls(
            type_=type_,
            pile=pile,
            card=card,
        )

        return legal_actions_pickup_frag_deadlands
