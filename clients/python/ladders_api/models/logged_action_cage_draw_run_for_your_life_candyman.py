from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.logged_action_cage_draw_run_for_your_life_candyman_type import (
    LoggedActionCageDrawRunForYourLifeCandymanType,
)

T = TypeVar("T", bound="LoggedActionCageDrawRunForYourLifeCandyman")


@_attrs_define
class LoggedActionCageDrawRunForYourLifeCandyman:
    """Candy Cage Match: draw a Dash N Bash card as damage to an opponent.

    Attributes:
        type_ (LoggedActionCageDrawRunForYourLifeCandymanType):
        target (int):
    """

    type_: LoggedActionCageDrawRunForYourLifeCandymanType
    target: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        target = self.target

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "target": target,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = LoggedActionCageDrawRunForYourLifeCandymanType(d.pop("type"))

        target = d.pop("target")

        logged_action_cage_draw_run_for_your_life_candyman = cls(
            type_=type_,
            target=target,
        )

        return logged_action_cage_draw_run_for_your_life_candyman
