from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.legal_actions_steal_flag_shootin_ladders_flag import LegalActionsStealFlagShootinLaddersFlag
from ..models.legal_actions_steal_flag_shootin_ladders_type import LegalActionsStealFlagShootinLaddersType

T = TypeVar("T", bound="LegalActionsStealFlagShootinLadders")


@_attrs_define
class LegalActionsStealFlagShootinLadders:
    """Try to steal the flag from the opponent on the square you landed on by exact count (L336).

    Attributes:
        type_ (LegalActionsStealFlagShootinLaddersType):
        flag (LegalActionsStealFlagShootinLaddersFlag):
    """

    type_: LegalActionsStealFlagShootinLaddersType
    flag: LegalActionsStealFlagShootinLaddersFlag

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
        type_ = LegalActionsStealFlagShootinLaddersType(d.pop("type"))

        flag = LegalActionsStealFlagShootinLaddersFlag(d.pop("flag"))

        legal_actions_steal_flag_shootin_ladders = cls(
            type_=type_,
            flag=flag,
        )

        return legal_actions_steal_flag_shootin_ladders
