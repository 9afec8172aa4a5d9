from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.action_submit_request_request_action_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_2_type import (
    ActionSubmitRequestRequestActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType2Type,
)

T = TypeVar("T", bound="ActionSubmitRequestRequestActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType2")


@_attrs_define
class ActionSubmitRequestRequestActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType2:
    """Roll the die for this turn.

    Attributes:
        type_ (ActionSubmitRequestRequestActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType2Type):
    """

    type_: ActionSubmitRequestRequestActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType2Type

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
        type_ = ActionSubmitRequestRequestActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType2Type(d.pop("type"))

        action_submit_request_request_action_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_2 = cls(
            type_=type_,
        )

        return action_submit_request_request_action_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_2
