from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.legal_actions_actions_item_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_1_directions_item import (
    LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1DirectionsItem,
)
from ..models.legal_actions_actions_item_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_1_first import (
    LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1First,
)
from ..models.legal_actions_actions_item_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_1_type import (
    LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1Type,
)
from ..types import UNSET, Unset

T = TypeVar(
    "T", bound="LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1"
)


@_attrs_define
class LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1:
    """Move by the drawn card: one direction per icon (1 forward, -1 back; [] for a character or Candy Cage Match card)
    and, for two different icons, which icon you move onto first.

        Attributes:
            type_ (LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1Type):
            directions (list[LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersTy
                pe1DirectionsItem]):
            first (LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1First |
                Unset):
    """

    type_: LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1Type
    directions: list[
        LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1DirectionsItem
    ]
    first: (
        LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1First | Unset
    ) = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        directions = []
        for directions_item_data in self.directions:
            directions_item = directions_item_data.value
            directions.append(directions_item)

        first: str | Unset = UNSET
        if not isinstance(self.first, Unset):
            first = self.first.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "directions": directions,
            }
        )
        if first is not UNSET:
            field_dict["first"] = first

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1Type(
            d.pop("type")
        )

        directions = []
        _directions = d.pop("directions")
        for directions_item_data in _directions:
            directions_item = LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1DirectionsItem(
                directions_item_data
            )

            directions.append(directions_item)

        _first = d.pop("first", UNSET)
        first: (
            LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1First
            | Unset
        )
        if isinstance(_first, Unset):
            first = UNSET
        else:
            first = (
                LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1First(
                    _first
                )
            )

        legal_actions_actions_item_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_1 = cls(
            type_=type_,
            directions=directions,
            first=first,
        )

        return legal_actions_actions_item_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_1
