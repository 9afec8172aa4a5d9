from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.action_submit_request_request_defend_run_for_your_life_candyman_type import (
    ActionSubmitRequestRequestDefendRunForYourLifeCandymanType,
)

T = TypeVar("T", bound="ActionSubmitRequestRequestDefendRunForYourLifeCandyman")


@_attrs_define
class ActionSubmitRequestRequestDefendRunForYourLifeCandyman:
    """Play a DEFENSE Special Treat (from hand, or equipped) against the attack on you.

    Attributes:
        type_ (ActionSubmitRequestRequestDefendRunForYourLifeCandymanType):
        card (int):
    """

    type_: ActionSubmitRequestRequestDefendRunForYourLifeCandymanType
    card: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = ActionSubmitRequestRequestDefendRunForYourLifeCandymanType(d.pop("type"))

        card = d.pop("card")

        action_submit_request_request_defend_run_for_your_life_candyman = cls(
            type_=type_,
            card=card,
        )

        return action_submit_request_request_defend_run_for_your_life_candyman
