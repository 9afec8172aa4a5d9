from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.action_submit_request_request_treat_run_for_your_life_candyman_type import (
    ActionSubmitRequestRequestTreatRunForYourLifeCandymanType,
)

T = TypeVar("T", bound="ActionSubmitRequestRequestTreatRunForYourLifeCandyman")


@_attrs_define
class ActionSubmitRequestRequestTreatRunForYourLifeCandyman:
    """Special combat: play a Special Treat from your hand or an equipped one on a target (a card that lets you choose the
    part asks for it with a 'part' decision once it hits); in an 'interrupt' window, a PLAY AT ANY TIME card out of
    turn.

        Attributes:
            type_ (ActionSubmitRequestRequestTreatRunForYourLifeCandymanType):
            card (int):
            target (int):
    """

    type_: ActionSubmitRequestRequestTreatRunForYourLifeCandymanType
    card: int
    target: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        card = self.card

        target = self.target

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "card": card,
                "target": target,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = ActionSubmitRequestRequestTreatRunForYourLifeCandymanType(d.pop("type"))

        card = d.pop("card")

        target = d.pop("target")

        action_submit_request_request_treat_run_for_your_life_candyman = cls(
            type_=type_,
            card=card,
            target=target,
        )

        return action_submit_request_request_treat_run_for_your_life_candyman
