from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.logged_action_shoot_out_frag_deadlands_type import LoggedActionShootOutFragDeadlandsType
from ..types import UNSET, Unset

T = TypeVar("T", bound="LoggedActionShootOutFragDeadlands")


@_attrs_define
class LoggedActionShootOutFragDeadlands:
    """Use your held attack on the fighter passing in front of you: a shootout.

    Attributes:
        type_ (LoggedActionShootOutFragDeadlandsType):
        weapon (int):
        cheat (bool | Unset):
    """

    type_: LoggedActionShootOutFragDeadlandsType
    weapon: int
    cheat: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        weapon = self.weapon

        cheat = self.cheat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "weapon": weapon,
            }
        )
        if cheat is not UNSET:
            field_dict["cheat"] = cheat

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = LoggedActionShootOutFragDeadlandsType(d.pop("type"))

        weapon = d.pop("weapon")

        cheat = d.pop("cheat", UNSET)

        logged_action_shoot_out_frag_deadlands = cls(
            type_=type_,
            weapon=weapon,
            cheat=cheat,
        )

        return logged_action_shoot_out_frag_deadlands
