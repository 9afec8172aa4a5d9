from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.logged_action_take_blood_frag_deadlands_type import LoggedActionTakeBloodFragDeadlandsType

T = TypeVar("T", bound="LoggedActionTakeBloodFragDeadlands")


@_attrs_define
class LoggedActionTakeBloodFragDeadlands:
    """Take the blood counter in your square onto your record sheet.

    Attributes:
        type_ (LoggedActionTakeBloodFragDeadlandsType):
    """

    type_: LoggedActionTakeBloodFragDeadlandsType

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
        type_ = LoggedActionTakeBloodFragDeadlandsType(d.pop("type"))

        logged_action_take_blood_frag_deadlands = cls(
            type_=type_,
        )

        return logged_action_take_blood_frag_deadlands
