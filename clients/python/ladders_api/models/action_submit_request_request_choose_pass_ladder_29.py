from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.action_submit_request_request_choose_pass_ladder_29_type import (
    ActionSubmitRequestRequestChoosePassLadder29Type,
)

T = TypeVar("T", bound="ActionSubmitRequestRequestChoosePassLadder29")


@_attrs_define
class ActionSubmitRequestRequestChoosePassLadder29:
    """Pick one card of your hand to pass left (three picks, hidden until all seats are done).

    Attributes:
        type_ (ActionSubmitRequestRequestChoosePassLadder29Type):
        card (int):
    """

    type_: ActionSubmitRequestRequestChoosePassLadder29Type
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
        type_ = ActionSubmitRequestRequestChoosePassLadder29Type(d.pop("type"))

        card = d.pop("card")

        action_submit_request_request_choose_pass_ladder_29 = cls(
            type_=type_,
            card=card,
        )

        return action_submit_request_request_choose_pass_ladder_29
