from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.logged_action_summon_run_for_your_life_candyman_type import LoggedActionSummonRunForYourLifeCandymanType

T = TypeVar("T", bound="LoggedActionSummonRunForYourLifeCandyman")


@_attrs_define
class LoggedActionSummonRunForYourLifeCandyman:
    """Summon (force) a cookie to your Candy Cage Match space.

    Attributes:
        type_ (LoggedActionSummonRunForYourLifeCandymanType):
        target (int):
    """

    type_: LoggedActionSummonRunForYourLifeCandymanType
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
        type_ = LoggedActionSummonRunForYourLifeCandymanType(d.pop("type"))

        target = d.pop("target")

        logged_action_summon_run_for_your_life_candyman = cls(
            type_=type_,
            target=target,
        )

        return logged_action_summon_run_for_your_life_candyman
