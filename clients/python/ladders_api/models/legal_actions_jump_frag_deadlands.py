from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.legal_actions_jump_frag_deadlands_dir import LegalActionsJumpFragDeadlandsDir
from ..models.legal_actions_jump_frag_deadlands_type import LegalActionsJumpFragDeadlandsType

T = TypeVar("T", bound="LegalActionsJumpFragDeadlands")


@_attrs_define
class LegalActionsJumpFragDeadlands:
    """Jump in a straight line up to your Speed in squares (2 movement a square).

    Attributes:
        type_ (LegalActionsJumpFragDeadlandsType):
        dir_ (LegalActionsJumpFragDeadlandsDir):
        distance (int):
    """

    type_: LegalActionsJumpFragDeadlandsType
    dir_: LegalActionsJumpFragDeadlandsDir
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
        type_ = LegalActionsJumpFragDeadlandsType(d.pop("type"))

        dir_ = LegalActionsJumpFragDeadlandsDir(d.pop("dir"))

        distance = d.pop("distance")

        legal_actions_jump_frag_deadlands = cls(
            type_=type_,
            dir_=dir_,
            distance=distance,
        )

        return legal_actions_jump_frag_deadlands
