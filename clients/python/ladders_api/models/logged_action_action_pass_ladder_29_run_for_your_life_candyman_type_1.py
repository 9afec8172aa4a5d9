from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.logged_action_action_pass_ladder_29_run_for_your_life_candyman_type_1_type import (
    LoggedActionActionPassLadder29RunForYourLifeCandymanType1Type,
)

T = TypeVar("T", bound="LoggedActionActionPassLadder29RunForYourLifeCandymanType1")


@_attrs_define
class LoggedActionActionPassLadder29RunForYourLifeCandymanType1:
    """Play no PLAY AT ANY TIME treat in this window (rules version 1: on this turn).

    Attributes:
        type_ (LoggedActionActionPassLadder29RunForYourLifeCandymanType1Type):
    """

    type_: LoggedActionActionPassLadder29RunForYourLifeCandymanType1Type

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
        type_ = LoggedActionActionPassLadder29RunForYourLifeCandymanType1Type(d.pop("type"))

        logged_action_action_pass_ladder_29_run_for_your_life_candyman_type_1 = cls(
            type_=type_,
        )

        return logged_action_action_pass_ladder_29_run_for_your_life_candyman_type_1
