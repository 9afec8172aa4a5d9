from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.legal_actions_keep_flag_shootin_ladders_type import LegalActionsKeepFlagShootinLaddersType

T = TypeVar("T", bound="LegalActionsKeepFlagShootinLadders")


@_attrs_define
class LegalActionsKeepFlagShootinLadders:
    """Keep the flag you carry (a teammate who landed on you offered to take it).

    Attributes:
        type_ (LegalActionsKeepFlagShootinLaddersType):
    """

    type_: LegalActionsKeepFlagShootinLaddersType

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
        type_ = LegalActionsKeepFlagShootinLaddersType(d.pop("type"))

        legal_actions_keep_flag_shootin_ladders = cls(
            type_=type_,
        )

        return legal_actions_keep_flag_shootin_ladders
