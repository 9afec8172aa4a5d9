from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.action_submit_request_request_teleport_frag_deadlands_type import (
    ActionSubmitRequestRequestTeleportFragDeadlandsType,
)

T = TypeVar("T", bound="ActionSubmitRequestRequestTeleportFragDeadlands")


@_attrs_define
class ActionSubmitRequestRequestTeleportFragDeadlands:
    """Instead of rolling for movement, play a teleport card and appear on respawn square 1-6.

    Attributes:
        type_ (ActionSubmitRequestRequestTeleportFragDeadlandsType):
        card (int):
        square (int):
    """

    type_: ActionSubmitRequestRequestTeleportFragDeadlandsType
    card: int
    square: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        card = self.card

        square = self.square

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "card": card,
                "square": square,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = ActionSubmitRequestRequestTeleportFragDeadlandsType(d.pop("type"))

        card = d.pop("card")

        square = d.pop("square")

        action_submit_request_request_teleport_frag_deadlands = cls(
            type_=type_,
            card=card,
            square=square,
        )

        return action_submit_request_request_teleport_frag_deadlands
