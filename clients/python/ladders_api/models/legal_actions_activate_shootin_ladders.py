from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.legal_actions_activate_shootin_ladders_type import LegalActionsActivateShootinLaddersType

T = TypeVar("T", bound="LegalActionsActivateShootinLadders")


@_attrs_define
class LegalActionsActivateShootinLadders:
    """Choose which of your side's cookies takes the next turn (team scenarios).

    Attributes:
        type_ (LegalActionsActivateShootinLaddersType):
        seat (int):
    """

    type_: LegalActionsActivateShootinLaddersType
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
        type_ = LegalActionsActivateShootinLaddersType(d.pop("type"))

        seat = d.pop("seat")

        legal_actions_activate_shootin_ladders = cls(
            type_=type_,
            seat=seat,
        )

        return legal_actions_activate_shootin_ladders
