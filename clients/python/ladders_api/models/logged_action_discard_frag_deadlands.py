from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.logged_action_discard_frag_deadlands_type import LoggedActionDiscardFragDeadlandsType

T = TypeVar("T", bound="LoggedActionDiscardFragDeadlands")


@_attrs_define
class LoggedActionDiscardFragDeadlands:
    """Discard a card from your hand.

    Attributes:
        type_ (LoggedActionDiscardFragDeadlandsType):
        card (int):
    """

    type_: LoggedActionDiscardFragDeadlandsType
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
        type_ = LoggedActionDiscardFragDeadlandsType(d.pop("type"))

        card = d.pop("card")

        logged_action_discard_frag_deadlands = cls(
            type_=type_,
            card=card,
        )

        return logged_action_discard_frag_deadlands
