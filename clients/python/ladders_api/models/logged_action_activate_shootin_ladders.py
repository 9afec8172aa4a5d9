from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.logged_action_activate_shootin_ladders_type import LoggedActionActivateShootinLaddersType

T = TypeVar("T", bound="LoggedActionActivateShootinLadders")


@_attrs_define
class LoggedActionActivateShootinLadders:
    """Choose which of your side's cookies takes the next turn (team scenarios).

    Attributes:
        type_ (LoggedActionActivateShootinLaddersType):
        seat (int):
    """

    type_: LoggedActionActivateShootinLaddersType
    seat: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = LoggedActionActivateShootinLaddersType(d.pop("type"))

        seat = d.pop("seat")

        logged_action_activate_shootin_ladders = cls(
            type_=type_,
            seat=seat,
        )

        return logged_action_activate_shootin_ladders
