from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.logged_action_action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_3_type import (
    LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType3Type,
)

T = TypeVar("T", bound="LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType3")


@_attrs_define
class LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType3:
    """Move one of your pieces (0-2) that is not yet home by the shrunk roll.

    Attributes:
        type_ (LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType3Type):
        piece (int):
    """

    type_: LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType3Type
    piece: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        piece = self.piece

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "piece": piece,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType3Type(
            d.pop("type")
        )

        piece = d.pop("piece")

        logged_action_action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_3 = cls(
            type_=type_,
            piece=piece,
        )

        return logged_action_action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_3
