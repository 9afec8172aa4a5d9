from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.action_submit_request_request_flag_part_shootin_ladders_part import (
    ActionSubmitRequestRequestFlagPartShootinLaddersPart,
)
from ..models.action_submit_request_request_flag_part_shootin_ladders_type import (
    ActionSubmitRequestRequestFlagPartShootinLaddersType,
)

T = TypeVar("T", bound="ActionSubmitRequestRequestFlagPartShootinLadders")


@_attrs_define
class ActionSubmitRequestRequestFlagPartShootinLadders:
    """Put the flag you just took on one of your body parts (L328); it stays there.

    Attributes:
        type_ (ActionSubmitRequestRequestFlagPartShootinLaddersType):
        part (ActionSubmitRequestRequestFlagPartShootinLaddersPart):
    """

    type_: ActionSubmitRequestRequestFlagPartShootinLaddersType
    part: ActionSubmitRequestRequestFlagPartShootinLaddersPart

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
        type_ = ActionSubmitRequestRequestFlagPartShootinLaddersType(d.pop("type"))

        part = ActionSubmitRequestRequestFlagPartShootinLaddersPart(d.pop("part"))

        action_submit_request_request_flag_part_shootin_ladders = cls(
            type_=type_,
            part=part,
        )

        return action_submit_request_request_flag_part_shootin_ladders
