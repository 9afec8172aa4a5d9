from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.legal_actions_drop_flag_shootin_ladders_flag import LegalActionsDropFlagShootinLaddersFlag
from ..models.legal_actions_drop_flag_shootin_ladders_type import LegalActionsDropFlagShootinLaddersType

T = TypeVar("T", bound="LegalActionsDropFlagShootinLadders")


@_attrs_define
class LegalActionsDropFlagShootinLadders:
    """Declare that you drop the flag you carry on your home base, reached this turn by exact count (L338).

    Attributes:
        type_ (LegalActionsDropFlagShootinLaddersType):
        flag (LegalActionsDropFlagShootinLaddersFlag):
    """

    type_: LegalActionsDropFlagShootinLaddersType
    flag: LegalActionsDropFlagShootinLaddersFlag

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        flag = self.flag.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "flag": flag,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = LegalActionsDropFlagShootinLaddersType(d.pop("type"))

        flag = LegalActionsDropFlagShootinLaddersFlag(d.pop("flag"))

        legal_actions_drop_flag_shootin_ladders = cls(
            type_=type_,
            flag=flag,
        )

        return legal_actions_drop_flag_shootin_ladders
