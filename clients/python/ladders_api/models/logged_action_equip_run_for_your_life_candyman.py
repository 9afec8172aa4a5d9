from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.logged_action_equip_run_for_your_life_candyman_part import LoggedActionEquipRunForYourLifeCandymanPart
from ..models.logged_action_equip_run_for_your_life_candyman_type import LoggedActionEquipRunForYourLifeCandymanType

T = TypeVar("T", bound="LoggedActionEquipRunForYourLifeCandyman")


@_attrs_define
class LoggedActionEquipRunForYourLifeCandyman:
    """Assign an EQUIP Special Treat from your hand to one of your limbs.

    Attributes:
        type_ (LoggedActionEquipRunForYourLifeCandymanType):
        card (int):
        part (LoggedActionEquipRunForYourLifeCandymanPart):
    """

    type_: LoggedActionEquipRunForYourLifeCandymanType
    card: int
    part: LoggedActionEquipRunForYourLifeCandymanPart

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
        type_ = LoggedActionEquipRunForYourLifeCandymanType(d.pop("type"))

        card = d.pop("card")

        part = LoggedActionEquipRunForYourLifeCandymanPart(d.pop("part"))

        logged_action_equip_run_for_your_life_candyman = cls(
            type_=type_,
            card=card,
            part=part,
        )

        return logged_action_equip_run_for_your_life_candyman
