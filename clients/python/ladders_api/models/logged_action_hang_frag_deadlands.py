from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.logged_action_hang_frag_deadlands_type import LoggedActionHangFragDeadlandsType

T = TypeVar("T", bound="LoggedActionHangFragDeadlands")


@_attrs_define
class LoggedActionHangFragDeadlands:
    """Hang the fragged fighter on the gallows square you choose.

    Attributes:
        type_ (LoggedActionHangFragDeadlandsType):
        square (int):
    """

    type_: LoggedActionHangFragDeadlandsType
    square: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        square = self.square

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "square": square,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = LoggedActionHangFragDeadlandsType(d.pop("type"))

        square = d.pop("square")

        logged_action_hang_frag_deadlands = cls(
            type_=type_,
            square=square,
        )

        return logged_action_hang_frag_deadlands
