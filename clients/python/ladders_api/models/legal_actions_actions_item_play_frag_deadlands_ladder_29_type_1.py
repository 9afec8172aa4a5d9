from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.legal_actions_actions_item_play_frag_deadlands_ladder_29_type_1_type import (
    LegalActionsActionsItemPlayFragDeadlandsLadder29Type1Type,
)

T = TypeVar("T", bound="LegalActionsActionsItemPlayFragDeadlandsLadder29Type1")


@_attrs_define
class LegalActionsActionsItemPlayFragDeadlandsLadder29Type1:
    """Play on the current lead: the same kind and higher, or a four-of-a-kind flashover.

    Attributes:
        type_ (LegalActionsActionsItemPlayFragDeadlandsLadder29Type1Type):
        cards (list[int]):
    """

    type_: LegalActionsActionsItemPlayFragDeadlandsLadder29Type1Type
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
        type_ = LegalActionsActionsItemPlayFragDeadlandsLadder29Type1Type(d.pop("type"))

        cards = cast(list[int], d.pop("cards"))

        legal_actions_actions_item_play_frag_deadlands_ladder_29_type_1 = cls(
            type_=type_,
            cards=cards,
        )

        return legal_actions_actions_item_play_frag_deadlands_ladder_29_type_1
