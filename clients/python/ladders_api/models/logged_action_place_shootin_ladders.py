from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.logged_action_place_shootin_ladders_type import LoggedActionPlaceShootinLaddersType
from ..types import UNSET, Unset

T = TypeVar("T", bound="LoggedActionPlaceShootinLadders")


@_attrs_define
class LoggedActionPlaceShootinLadders:
    """Put your cookie on a respawn point (1-6) at the start, or on a square the scenario offers.

    Attributes:
        type_ (LoggedActionPlaceShootinLaddersType):
        point (int | Unset):
        square (int | Unset):
    """

    type_: LoggedActionPlaceShootinLaddersType
    point: int | Unset = UNSET
    square: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        point = self.point

        square = self.square

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if point is not UNSET:
            field_dict["point"] = point
        if square is not UNSET:
            field_dict["square"] = square

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = LoggedActionPlaceShootinLaddersType(d.pop("type"))

        point = d.pop("point", UNSET)

        square = d.pop("square", UNSET)

        logged_action_place_shootin_ladders = cls(
            type_=type_,
            point=point,
            square=square,
        )

        return logged_action_place_shootin_ladders
