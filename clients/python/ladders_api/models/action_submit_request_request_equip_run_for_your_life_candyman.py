from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.action_submit_request_request_equip_run_for_your_life_candyman_part import (
    ActionSubmitRequestRequestEquipRunForYourLifeCandymanPart,
)
from ..models.action_submit_request_request_equip_run_for_your_life_candyman_type import (
    ActionSubmitRequestRequestEquipRunForYourLifeCandymanType,
)

T = TypeVar("T", bound="ActionSubmitRequestRequestEquipRunForYourLifeCandyman")


@_attrs_define
class ActionSubmitRequestRequestEquipRunForYourLifeCandyman:
    """Assign an EQUIP Special Treat from your hand to one of your limbs.

    Attributes:
        type_ (ActionSubmitRequestRequestEquipRunForYourLifeCandymanType):
        card (int):
        part (ActionSubmitRequestRequestEquipRunForYourLifeCandymanPart):
    """

    type_: ActionSubmitRequestRequestEquipRunForYourLifeCandymanType
    card: int
    part: ActionSubmitRequestRequestEquipRunForYourLifeCandymanPart

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        card = self.card

        part = self.part.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "card": card,
                "part": part,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = ActionSubmitRequestRequestEquipRunForYourLifeCandymanType(d.pop("type"))

        card = d.pop("card")

        part = ActionSubmitRequestRequestEquipRunForYourLifeCandymanPart(d.pop("part"))

        action_submit_request_request_equip_run_for_your_life_candyman = cls(
            type_=type_,
            card=card,
            part=part,
        )

        return action_submit_request_request_equip_run_for_your_life_candyman
