from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.action_submit_request_request_jump_frag_deadlands_dir import (
    ActionSubmitRequestRequestJumpFragDeadlandsDir,
)
from ..models.action_submit_request_request_jump_frag_deadlands_type import (
    ActionSubmitRequestRequestJumpFragDeadlandsType,
)

T = TypeVar("T", bound="ActionSubmitRequestRequestJumpFragDeadlands")


@_attrs_define
class ActionSubmitRequestRequestJumpFragDeadlands:
    """Jump in a straight line up to your Speed in squares (2 movement a square).

    Attributes:
        type_ (ActionSubmitRequestRequestJumpFragDeadlandsType):
        dir_ (ActionSubmitRequestRequestJumpFragDeadlandsDir):
        distance (int):
    """

    type_: ActionSubmitRequestRequestJumpFragDeadlandsType
    dir_: ActionSubmitRequestRequestJumpFragDeadlandsDir
    distance: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        dir_ = self.dir_.value

        distance = self.distance

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "dir": dir_,
                "distance": distance,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = ActionSubmitRequestRequestJumpFragDeadlandsType(d.pop("type"))

        dir_ = ActionSubmitRequestRequestJumpFragDeadlandsDir(d.pop("dir"))

        distance = d.pop("distance")

        action_submit_request_request_jump_frag_deadlands = cls(
            type_=type_,
            dir_=dir_,
            distance=distance,
        )

        return action_submit_request_request_jump_frag_deadlands
