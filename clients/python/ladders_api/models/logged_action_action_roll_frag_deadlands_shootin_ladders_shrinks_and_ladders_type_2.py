from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.logged_action_action_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_2_type import (
    LoggedActionActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType2Type,
)

T = TypeVar("T", bound="LoggedActionActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType2")


@_attrs_define
class LoggedActionActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType2:
    """Roll the die for this turn.

    Attributes:
        type_ (LoggedActionActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType2Type):
    """

    type_: LoggedActionActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType2Type

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
        type_ = LoggedActionActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType2Type(d.pop("type"))

        logged_action_action_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_2 = cls(
            type_=type_,
        )

        return logged_action_action_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_2
