from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.logged_action_choose_pass_ladder_29_type import LoggedActionChoosePassLadder29Type

T = TypeVar("T", bound="LoggedActionChoosePassLadder29")


@_attrs_define
class LoggedActionChoosePassLadder29:
    """Pick one card of your hand to pass left (three picks, hidden until all seats are done).

    Attributes:
        type_ (LoggedActionChoosePassLadder29Type):
        card (int):
    """

    type_: LoggedActionChoosePassLadder29Type
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
        type_ = LoggedActionChoosePassLadder29Type(d.pop("type"))

        card = d.pop("card")

        logged_action_choose_pass_ladder_29 = cls(
            type_=type_,
            card=card,
        )

        return logged_action_choose_pass_ladder_29
