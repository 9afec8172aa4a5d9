from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.logged_action_action_respawn_frag_deadlands_shootin_ladders_type_0_type import (
    LoggedActionActionRespawnFragDeadlandsShootinLaddersType0Type,
)

T = TypeVar("T", bound="LoggedActionActionRespawnFragDeadlandsShootinLaddersType0")


@_attrs_define
class LoggedActionActionRespawnFragDeadlandsShootinLaddersType0:
    """Harrowed Gunslinger: return from the grave (respawn square 1-6) you choose.

    Attributes:
        type_ (LoggedActionActionRespawnFragDeadlandsShootinLaddersType0Type):
        square (int):
    """

    type_: LoggedActionActionRespawnFragDeadlandsShootinLaddersType0Type
    square: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        square = self.square

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "square": square,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = LoggedActionActionRespawnFragDeadlandsShootinLaddersType0Type(d.pop("type"))

        square = d.pop("square")

        logged_action_action_respawn_frag_deadlands_shootin_ladders_type_0 = cls(
            type_=type_,
            square=square,
        )

        return logged_action_action_respawn_frag_deadlands_shootin_ladders_type_0
