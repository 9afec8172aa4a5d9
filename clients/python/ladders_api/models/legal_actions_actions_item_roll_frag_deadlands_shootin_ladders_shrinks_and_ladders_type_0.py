from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.legal_actions_actions_item_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_0_type import (
    LegalActionsActionsItemRollFragDeadlandsShootinLaddersShrinksAndLaddersType0Type,
)

T = TypeVar("T", bound="LegalActionsActionsItemRollFragDeadlandsShootinLaddersShrinksAndLaddersType0")


@_attrs_define
class LegalActionsActionsItemRollFragDeadlandsShootinLaddersShrinksAndLaddersType0:
    """Roll your Speed in dice for movement.

    Attributes:
        type_ (LegalActionsActionsItemRollFragDeadlandsShootinLaddersShrinksAndLaddersType0Type):
    """

    type_: LegalActionsActionsItemRollFragDeadlandsShootinLaddersShrinksAndLaddersType0Type

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
        type_ = LegalActionsActionsItemRollFragDeadlandsShootinLaddersShrinksAndLaddersType0Type(d.pop("type"))

        legal_actions_actions_item_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_0 = cls(
            type_=type_,
        )

        return legal_actions_actions_item_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_0
