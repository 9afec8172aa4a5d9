from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.legal_actions_actions_item_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_0_die import (
    LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0Die,
)
from ..models.legal_actions_actions_item_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_0_direction import (
    LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0Direction,
)
from ..models.legal_actions_actions_item_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_0_type import (
    LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0Type,
)

T = TypeVar(
    "T", bound="LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0"
)


@_attrs_define
class LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0:
    """Move one unused die's full count along the path (direction +1 up the numbers, -1 down).

    Attributes:
        type_ (LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0Type):
        die (LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0Die):
        direction
            (LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0Direction):
    """

    type_: LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0Type
    die: LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0Die
    direction: (
        LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0Direction
    )

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
        type_ = LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0Type(
            d.pop("type")
        )

        die = LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0Die(
            d.pop("die")
        )

        direction = (
            LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0Direction(
                d.pop("direction")
            )
        )

        legal_actions_actions_item_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_0 = cls(
            type_=type_,
            die=die,
            direction=direction,
        )

        return legal_actions_actions_item_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_0
