from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.action_submit_request_request_action_draw_run_for_your_life_candyman_shootin_ladders_type_1_type import (
    ActionSubmitRequestRequestActionDrawRunForYourLifeCandymanShootinLaddersType1Type,
)

T = TypeVar("T", bound="ActionSubmitRequestRequestActionDrawRunForYourLifeCandymanShootinLaddersType1")


@_attrs_define
class ActionSubmitRequestRequestActionDrawRunForYourLifeCandymanShootinLaddersType1:
    """Draw your movement card from the Dash N Bash deck.

    Attributes:
        type_ (ActionSubmitRequestRequestActionDrawRunForYourLifeCandymanShootinLaddersType1Type):
    """

    type_: ActionSubmitRequestRequestActionDrawRunForYourLifeCandymanShootinLaddersType1Type

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
        type_ = ActionSubmitRequestRequestActionDrawRunForYourLifeCandymanShootinLaddersType1Type(d.pop("type"))

        action_submit_request_request_action_draw_run_for_your_life_candyman_shootin_ladders_type_1 = cls(
            type_=type_,
        )

        return action_submit_request_request_action_draw_run_for_your_life_candyman_shootin_ladders_type_1
