from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.action_submit_request_request_boost_frag_deadlands_roll import (
    ActionSubmitRequestRequestBoostFragDeadlandsRoll,
)
from ..models.action_submit_request_request_boost_frag_deadlands_type import (
    ActionSubmitRequestRequestBoostFragDeadlandsType,
)

T = TypeVar("T", bound="ActionSubmitRequestRequestBoostFragDeadlands")


@_attrs_define
class ActionSubmitRequestRequestBoostFragDeadlands:
    """Saloon Gal: discard a card to add one die to your next roll of that kind (movement before rolling it; to-hit,
    damage, defence, power-up, beast or shootout roll during your turn).

        Attributes:
            type_ (ActionSubmitRequestRequestBoostFragDeadlandsType):
            card (int):
            roll (ActionSubmitRequestRequestBoostFragDeadlandsRoll):
    """

    type_: ActionSubmitRequestRequestBoostFragDeadlandsType
    card: int
    roll: ActionSubmitRequestRequestBoostFragDeadlandsRoll

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        card = self.card

        roll = self.roll.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "card": card,
                "roll": roll,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = ActionSubmitRequestRequestBoostFragDeadlandsType(d.pop("type"))

        card = d.pop("card")

        roll = ActionSubmitRequestRequestBoostFragDeadlandsRoll(d.pop("roll"))

        action_submit_request_request_boost_frag_deadlands = cls(
            type_=type_,
            card=card,
            roll=roll,
        )

        return action_submit_request_request_boost_frag_deadlands
