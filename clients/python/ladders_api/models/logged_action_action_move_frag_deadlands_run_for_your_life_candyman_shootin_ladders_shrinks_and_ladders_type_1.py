from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.logged_action_action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_1_directions_item import (
    LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1DirectionsItem,
)
from ..models.logged_action_action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_1_first import (
    LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1First,
)
from ..models.logged_action_action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_1_type import (
    LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1Type,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1")


@_attrs_define
class LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1:
    """Move by the drawn card: one direction per icon (1 forward, -1 back; [] for a character or Candy Cage Match card)
    and, for two different icons, which icon you move onto first.

        Attributes:
            type_ (LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1Type):
            directions (list[LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1Di
                rectionsItem]):
            first (LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1First |
                Unset):
    """

    type_: LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1Type
    directions: list[
        LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1DirectionsItem
    ]
    first: (
        LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1First | Unset
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
        type_ = LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1Type(
            d.pop("type")
        )

        directions = []
        _directions = d.pop("directions")
        for directions_item_data in _directions:
            directions_item = LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1DirectionsItem(
                directions_item_data
            )

            directions.append(directions_item)

        _first = d.pop("first", UNSET)
        first: (
            LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1First | Unset
        )
        if isinstance(_first, Unset):
            first = UNSET
        else:
            first = LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1First(
                _first
            )

        logged_action_action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_1 = cls(
            type_=type_,
            directions=directions,
            first=first,
        )

        return logged_action_action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_1
