from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.logged_action_action_respawn_frag_deadlands_shootin_ladders_type_1_type import (
    LoggedActionActionRespawnFragDeadlandsShootinLaddersType1Type,
)

T = TypeVar("T", bound="LoggedActionActionRespawnFragDeadlandsShootinLaddersType1")


@_attrs_define
class LoggedActionActionRespawnFragDeadlandsShootinLaddersType1:
    """Re-enter play on a rolled respawn point; takes the whole turn.

    Attributes:
        type_ (LoggedActionActionRespawnFragDeadlandsShootinLaddersType1Type):
    """

    type_: LoggedActionActionRespawnFragDeadlandsShootinLaddersType1Type

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
        type_ = LoggedActionActionRespawnFragDeadlandsShootinLaddersType1Type(d.pop("type"))

        logged_action_action_respawn_frag_deadlands_shootin_ladders_type_1 = cls(
            type_=type_,
        )

        return logged_action_action_respawn_frag_deadlands_shootin_ladders_type_1
