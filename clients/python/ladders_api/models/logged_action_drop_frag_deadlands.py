from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.logged_action_drop_frag_deadlands_type import LoggedActionDropFragDeadlandsType

T = TypeVar("T", bound="LoggedActionDropFragDeadlands")


@_attrs_define
class LoggedActionDropFragDeadlands:
    """Drop a weapon or gadget you have in play in your square (a link counter).

    Attributes:
        type_ (LoggedActionDropFragDeadlandsType):
        card (int):
    """

    type_: LoggedActionDropFragDeadlandsType
    card: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = LoggedActionDropFragDeadlandsType(d.pop("type"))

        card = d.pop("card")

        logged_action_drop_frag_deadlands = cls(
            type_=type_,
            card=card,
        )

        return logged_action_drop_frag_deadlands
