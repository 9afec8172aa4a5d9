from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.logged_action_flag_part_shootin_ladders_part import LoggedActionFlagPartShootinLaddersPart
from ..models.logged_action_flag_part_shootin_ladders_type import LoggedActionFlagPartShootinLaddersType

T = TypeVar("T", bound="LoggedActionFlagPartShootinLadders")


@_attrs_define
class LoggedActionFlagPartShootinLadders:
    """Put the flag you just took on one of your body parts (L328); it stays there.

    Attributes:
        type_ (LoggedActionFlagPartShootinLaddersType):
        part (LoggedActionFlagPartShootinLaddersPart):
    """

    type_: LoggedActionFlagPartShootinLaddersType
    part: LoggedActionFlagPartShootinLaddersPart

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
        type_ = LoggedActionFlagPartShootinLaddersType(d.pop("type"))

        part = LoggedActionFlagPartShootinLaddersPart(d.pop("part"))

        logged_action_flag_part_shootin_ladders = cls(
            type_=type_,
            part=part,
        )

        return logged_action_flag_part_shootin_ladders
