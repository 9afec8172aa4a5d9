from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.legal_actions_actions_item_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_2_type import (
    LegalActionsActionsItemRollFragDeadlandsShootinLaddersShrinksAndLaddersType2Type,
)

T = TypeVar("T", bound="LegalActionsActionsItemRollFragDeadlandsShootinLaddersShrinksAndLaddersType2")


@_attrs_define
class LegalActionsActionsItemRollFragDeadlandsShootinLaddersShrinksAndLaddersType2:
    """Roll the die for this turn.

    Attributes:
        type_ (LegalActionsActionsItemRollFragDeadlandsShootinLaddersShrinksAndLaddersType2Type):
    """

    type_: LegalActionsActionsItemRollFragDeadlandsShootinLaddersShrinksAndLaddersType2Type

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
        type_ = LegalActionsActionsItemRollFragDeadlandsShootinLaddersShrinksAndLaddersType2Type(d.pop("type"))

        legal_actions_actions_item_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_2 = cls(
            type_=type_,
        )

        return legal_actions_actions_item_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_2
