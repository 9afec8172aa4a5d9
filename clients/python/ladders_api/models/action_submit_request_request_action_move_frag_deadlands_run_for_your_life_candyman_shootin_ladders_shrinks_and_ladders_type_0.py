from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.action_submit_request_request_action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_0_die import (
    ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0Die,
)
from ..models.action_submit_request_request_action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_0_direction import (
    ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0Direction,
)
from ..models.action_submit_request_request_action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_0_type import (
    ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0Type,
)

T = TypeVar(
    "T",
    bound="ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0",
)


@_attrs_define
class ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0:
    """Move one unused die's full count along the path (direction +1 up the numbers, -1 down).

    Attributes:
        type_ (ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersTyp
            e0Type):
        die (ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0
            Die):
        direction (ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLadder
            sType0Direction):
    """

    type_: (
        ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0Type
    )
    die: ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0Die
    direction: ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0Direction

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
        type_ = ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0Type(
            d.pop("type")
        )

        die = ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0Die(
            d.pop("die")
        )

        direction = ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0Direction(
            d.pop("direction")
        )

        action_submit_request_request_action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_0 = cls(
            type_=type_,
            die=die,
            direction=direction,
        )

        return action_submit_request_request_action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_0
