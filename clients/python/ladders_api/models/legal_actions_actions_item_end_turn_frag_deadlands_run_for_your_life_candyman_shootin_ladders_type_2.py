from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.legal_actions_actions_item_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_2_type import (
    LegalActionsActionsItemEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType2Type,
)

T = TypeVar("T", bound="LegalActionsActionsItemEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType2")


@_attrs_define
class LegalActionsActionsItemEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType2:
    """Declare you are done; play passes clockwise.

    Attributes:
        type_ (LegalActionsActionsItemEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType2Type):
    """

    type_: LegalActionsActionsItemEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType2Type

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
        type_ = LegalActionsActionsItemEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType2Type(d.pop("type"))

        legal_actions_actions_item_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_2 = cls(
            type_=type_,
        )

        return legal_actions_actions_item_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_2
