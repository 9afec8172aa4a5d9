from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.logged_action_part_run_for_your_life_candyman_part import LoggedActionPartRunForYourLifeCandymanPart
from ..models.logged_action_part_run_for_your_life_candyman_type import LoggedActionPartRunForYourLifeCandymanType

T = TypeVar("T", bound="LoggedActionPartRunForYourLifeCandyman")


@_attrs_define
class LoggedActionPartRunForYourLifeCandyman:
    """Choose the part that takes your damage (a Character or Candy Cage Match card's 2, or a treat's).

    Attributes:
        type_ (LoggedActionPartRunForYourLifeCandymanType):
        part (LoggedActionPartRunForYourLifeCandymanPart):
    """

    type_: LoggedActionPartRunForYourLifeCandymanType
    part: LoggedActionPartRunForYourLifeCandymanPart

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        part = self.part.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "part": part,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = LoggedActionPartRunForYourLifeCandymanType(d.pop("type"))

        part = LoggedActionPartRunForYourLifeCandymanPart(d.pop("part"))

        logged_action_part_run_for_your_life_candyman = cls(
            type_=type_,
            part=part,
        )

        return logged_action_part_run_for_your_life_candyman
