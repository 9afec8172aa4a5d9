from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.legal_actions_summon_run_for_your_life_candyman_type import LegalActionsSummonRunForYourLifeCandymanType

T = TypeVar("T", bound="LegalActionsSummonRunForYourLifeCandyman")


@_attrs_define
class LegalActionsSummonRunForYourLifeCandyman:
    """Summon (force) a cookie to your Candy Cage Match space.

    Attributes:
        type_ (LegalActionsSummonRunForYourLifeCandymanType):
        target (int):
    """

    type_: LegalActionsSummonRunForYourLifeCandymanType
    target: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        target = self.target

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "target": target,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = LegalActionsSummonRunForYourLifeCandymanType(d.pop("type"))

        target = d.pop("target")

        legal_actions_summon_run_for_your_life_candyman = cls(
            type_=type_,
            target=target,
        )

        return legal_actions_summon_run_for_your_life_candyman
