from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.logged_action_defend_run_for_your_life_candyman_type import LoggedActionDefendRunForYourLifeCandymanType

T = TypeVar("T", bound="LoggedActionDefendRunForYourLifeCandyman")


@_attrs_define
class LoggedActionDefendRunForYourLifeCandyman:
    """Play a DEFENSE Special Treat (from hand, or equipped) against the attack on you.

    Attributes:
        type_ (LoggedActionDefendRunForYourLifeCandymanType):
        card (int):
    """

    type_: LoggedActionDefendRunForYourLifeCandymanType
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
        type_ = LoggedActionDefendRunForYourLifeCandymanType(d.pop("type"))

        card = d.pop("card")

        logged_action_defend_run_for_your_life_candyman = cls(
            type_=type_,
            card=card,
        )

        return logged_action_defend_run_for_your_life_candyman
