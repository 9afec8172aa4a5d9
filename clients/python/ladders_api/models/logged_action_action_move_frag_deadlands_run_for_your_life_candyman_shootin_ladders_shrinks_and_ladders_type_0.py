from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.logged_action_action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_0_die import (
    LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0Die,
)
from ..models.logged_action_action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_0_direction import (
    LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0Direction,
)
from ..models.logged_action_action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_0_type import (
    LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0Type,
)

T = TypeVar("T", bound="LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0")


@_attrs_define
class LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0:
    """Move one unused die's full count along the path (direction +1 up the numbers, -1 down).

    Attributes:
        type_ (LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0Type):
        die (LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0Die):
        direction
            (LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0Direction):
    """

    type_: LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0Type
    die: LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0Die
    direction: LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0Direction

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        die = self.die.value

        direction = self.direction.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "die": die,
                "direction": direction,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0Type(
            d.pop("type")
        )

        die = LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0Die(
            d.pop("die")
        )

        direction = (
            LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0Direction(
                d.pop("direction")
            )
        )

        logged_action_action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_0 = cls(
            type_=type_,
            die=die,
            direction=direction,
        )

        return logged_action_action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_0
