from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.logged_action_stay_shootin_ladders_type import LoggedActionStayShootinLaddersType

T = TypeVar("T", bound="LoggedActionStayShootinLadders")


@_attrs_define
class LoggedActionStayShootinLadders:
    """Declare that you are not moving this turn.

    Attributes:
        type_ (LoggedActionStayShootinLaddersType):
    """

    type_: LoggedActionStayShootinLaddersType

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
        type_ = LoggedActionStayShootinLaddersType(d.pop("type"))

        logged_action_stay_shootin_ladders = cls(
            type_=type_,
        )

        return logged_action_stay_shootin_ladders
