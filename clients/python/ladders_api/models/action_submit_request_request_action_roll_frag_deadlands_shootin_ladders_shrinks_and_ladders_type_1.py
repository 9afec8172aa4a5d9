from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.action_submit_request_request_action_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_1_type import (
    ActionSubmitRequestRequestActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType1Type,
)

T = TypeVar("T", bound="ActionSubmitRequestRequestActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType1")


@_attrs_define
class ActionSubmitRequestRequestActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType1:
    """Roll two movement dice.

    Attributes:
        type_ (ActionSubmitRequestRequestActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType1Type):
    """

    type_: ActionSubmitRequestRequestActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType1Type

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
        type_ = ActionSubmitRequestRequestActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType1Type(d.pop("type"))

        action_submit_request_request_action_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_1 = cls(
            type_=type_,
        )

        return action_submit_request_request_action_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_1
