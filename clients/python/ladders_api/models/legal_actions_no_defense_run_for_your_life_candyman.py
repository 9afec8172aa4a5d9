from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.legal_actions_no_defense_run_for_your_life_candyman_type import (
    LegalActionsNoDefenseRunForYourLifeCandymanType,
)

T = TypeVar("T", bound="LegalActionsNoDefenseRunForYourLifeCandyman")


@_attrs_define
class LegalActionsNoDefenseRunForYourLifeCandyman:
    """Take the attack on you.

    Attributes:
        type_ (LegalActionsNoDefenseRunForYourLifeCandymanType):
    """

    type_: LegalActionsNoDefenseRunForYourLifeCandymanType

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
        type_ = LegalActionsNoDefenseRunForYourLifeCandymanType(d.pop("type"))

        legal_actions_no_defense_run_for_your_life_candyman = cls(
            type_=type_,
        )

        return legal_actions_no_defense_run_for_your_life_candyman
