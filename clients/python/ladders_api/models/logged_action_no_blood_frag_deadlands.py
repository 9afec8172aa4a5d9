from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.logged_action_no_blood_frag_deadlands_type import LoggedActionNoBloodFragDeadlandsType

T = TypeVar("T", bound="LoggedActionNoBloodFragDeadlands")


@_attrs_define
class LoggedActionNoBloodFragDeadlands:
    """Keep your blood counters: the hit's damage is rolled against your Health as it is.

    Attributes:
        type_ (LoggedActionNoBloodFragDeadlandsType):
    """

    type_: LoggedActionNoBloodFragDeadlandsType

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
        type_ = LoggedActionNoBloodFragDeadlandsType(d.pop("type"))

        logged_action_no_blood_frag_deadlands = cls(
            type_=type_,
        )

        return logged_action_no_blood_frag_deadlands
