from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.action_submit_request_request_action_respawn_frag_deadlands_shootin_ladders_type_1_type import (
    ActionSubmitRequestRequestActionRespawnFragDeadlandsShootinLaddersType1Type,
)

T = TypeVar("T", bound="ActionSubmitRequestRequestActionRespawnFragDeadlandsShootinLaddersType1")


@_attrs_define
class ActionSubmitRequestRequestActionRespawnFragDeadlandsShootinLaddersType1:
    """Re-enter play on a rolled respawn point; takes the whole turn.

    Attributes:
        type_ (ActionSubmitRequestRequestActionRespawnFragDeadlandsShootinLaddersType1Type):
    """

    type_: ActionSubmitRequestRequestActionRespawnFragDeadlandsShootinLaddersType1Type

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
        type_ = ActionSubmitRequestRequestActionRespawnFragDeadlandsShootinLaddersType1Type(d.pop("type"))

        action_submit_request_request_action_respawn_frag_deadlands_shootin_ladders_type_1 = cls(
            type_=type_,
        )

        return action_submit_request_request_action_respawn_frag_deadlands_shootin_ladders_type_1
