from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.logged_action_keep_flag_shootin_ladders_type import LoggedActionKeepFlagShootinLaddersType

T = TypeVar("T", bound="LoggedActionKeepFlagShootinLadders")


@_attrs_define
class LoggedActionKeepFlagShootinLadders:
    """Keep the flag you carry (a teammate who landed on you offered to take it).

    Attributes:
        type_ (LoggedActionKeepFlagShootinLaddersType):
    """

    type_: LoggedActionKeepFlagShootinLaddersType

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
        type_ = LoggedActionKeepFlagShootinLaddersType(d.pop("type"))

        logged_action_keep_flag_shootin_ladders = cls(
            type_=type_,
        )

        return logged_action_keep_flag_shootin_ladders
