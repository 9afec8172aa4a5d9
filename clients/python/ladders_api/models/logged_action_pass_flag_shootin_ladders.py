from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.logged_action_pass_flag_shootin_ladders_flag import LoggedActionPassFlagShootinLaddersFlag
from ..models.logged_action_pass_flag_shootin_ladders_type import LoggedActionPassFlagShootinLaddersType

T = TypeVar("T", bound="LoggedActionPassFlagShootinLadders")


@_attrs_define
class LoggedActionPassFlagShootinLadders:
    """Pass the flag you carry to a teammate on your square after an exact landing (L334).

    Attributes:
        type_ (LoggedActionPassFlagShootinLaddersType):
        flag (LoggedActionPassFlagShootinLaddersFlag):
        to (int):
    """

    type_: LoggedActionPassFlagShootinLaddersType
    flag: LoggedActionPassFlagShootinLaddersFlag
    to: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        flag = self.flag.value

        to = self.to

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "flag": flag,
                "to": to,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = LoggedActionPassFlagShootinLaddersType(d.pop("type"))

        flag = LoggedActionPassFlagShootinLaddersFlag(d.pop("flag"))

        to = d.pop("to")

        logged_action_pass_flag_shootin_ladders = cls(
            type_=type_,
            flag=flag,
            to=to,
        )

        return logged_action_pass_flag_shootin_ladders
