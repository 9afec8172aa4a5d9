from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.legal_actions_stay_shootin_ladders_type import LegalActionsStayShootinLaddersType

T = TypeVar("T", bound="LegalActionsStayShootinLadders")


@_attrs_define
class LegalActionsStayShootinLadders:
    """Declare that you are not moving this turn.

    Attributes:
        type_ (LegalActionsStayShootinLaddersType):
    """

    type_: LegalActionsStayShootinLaddersType

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
        type_ = LegalActionsStayShootinLaddersType(d.pop("type"))

        legal_actions_stay_shootin_ladders = cls(
            type_=type_,
        )

        return legal_actions_stay_shootin_ladders
