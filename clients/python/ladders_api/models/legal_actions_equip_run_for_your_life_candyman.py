from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.legal_actions_equip_run_for_your_life_candyman_part import LegalActionsEquipRunForYourLifeCandymanPart
from ..models.legal_actions_equip_run_for_your_life_candyman_type import LegalActionsEquipRunForYourLifeCandymanType

T = TypeVar("T", bound="LegalActionsEquipRunForYourLifeCandyman")


@_attrs_define
class LegalActionsEquipRunForYourLifeCandyman:
    """Assign an EQUIP Special Treat from your hand to one of your limbs.

    Attributes:
        type_ (LegalActionsEquipRunForYourLifeCandymanType):
        card (int):
        part (LegalActionsEquipRunForYourLifeCandymanPart):
    """

    type_: LegalActionsEquipRunForYourLifeCandymanType
    card: int
    part: LegalActionsEquipRunForYourLifeCandymanPart

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
        type_ = LegalActionsEquipRunForYourLifeCandymanType(d.pop("type"))

        card = d.pop("card")

        part = LegalActionsEquipRunForYourLifeCandymanPart(d.pop("part"))

        legal_actions_equip_run_for_your_life_candyman = cls(
            type_=type_,
            card=card,
            part=part,
        )

        return legal_actions_equip_run_for_your_life_candyman
