from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.logged_action_keep_frag_deadlands_type import LoggedActionKeepFragDeadlandsType

T = TypeVar("T", bound="LoggedActionKeepFragDeadlands")


@_attrs_define
class LoggedActionKeepFragDeadlands:
    """Keep one of your five set-up cards; the rest are discarded.

    Attributes:
        type_ (LoggedActionKeepFragDeadlandsType):
        card (int):
    """

    type_: LoggedActionKeepFragDeadlandsType
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
        type_ = LoggedActionKeepFragDeadlandsType(d.pop("type"))

        card = d.pop("card")

        logged_action_keep_frag_deadlands = cls(
            type_=type_,
            card=card,
        )

        return logged_action_keep_frag_deadlands
