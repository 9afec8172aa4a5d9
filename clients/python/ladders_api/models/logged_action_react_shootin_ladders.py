from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.logged_action_react_shootin_ladders_type import LoggedActionReactShootinLaddersType

T = TypeVar("T", bound="LoggedActionReactShootinLadders")


@_attrs_define
class LoggedActionReactShootinLadders:
    """Play an out-of-turn gear card against the attack on you.

    Attributes:
        type_ (LoggedActionReactShootinLaddersType):
        card (int):
    """

    type_: LoggedActionReactShootinLaddersType
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
        type_ = LoggedActionReactShootinLaddersType(d.pop("type"))

        card = d.pop("card")

        logged_action_react_shootin_ladders = cls(
            type_=type_,
            card=card,
        )

        return logged_action_react_shootin_ladders
