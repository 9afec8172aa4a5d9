from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.logged_action_drop_flag_shootin_ladders_flag import LoggedActionDropFlagShootinLaddersFlag
from ..models.logged_action_drop_flag_shootin_ladders_type import LoggedActionDropFlagShootinLaddersType

T = TypeVar("T", bound="LoggedActionDropFlagShootinLadders")


@_attrs_define
class LoggedActionDropFlagShootinLadders:
    """Declare that you drop the flag you carry on your home base, reached this turn by exact count (L338).

    Attributes:
        type_ (LoggedActionDropFlagShootinLaddersType):
        flag (LoggedActionDropFlagShootinLaddersFlag):
    """

    type_: LoggedActionDropFlagShootinLaddersType
    flag: LoggedActionDropFlagShootinLaddersFlag

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
        type_ = LoggedActionDropFlagShootinLaddersType(d.pop("type"))

        flag = LoggedActionDropFlagShootinLaddersFlag(d.pop("flag"))

        logged_action_drop_flag_shootin_ladders = cls(
            type_=type_,
            flag=flag,
        )

        return logged_action_drop_flag_shootin_ladders
