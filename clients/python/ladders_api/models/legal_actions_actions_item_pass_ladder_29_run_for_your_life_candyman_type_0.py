from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.legal_actions_actions_item_pass_ladder_29_run_for_your_life_candyman_type_0_type import (
    LegalActionsActionsItemPassLadder29RunForYourLifeCandymanType0Type,
)

T = TypeVar("T", bound="LegalActionsActionsItemPassLadder29RunForYourLifeCandymanType0")


@_attrs_define
class LegalActionsActionsItemPassLadder29RunForYourLifeCandymanType0:
    """Pass on the current lead: no more plays until a new lead.

    Attributes:
        type_ (LegalActionsActionsItemPassLadder29RunForYourLifeCandymanType0Type):
    """

    type_: LegalActionsActionsItemPassLadder29RunForYourLifeCandymanType0Type

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
        type_ = LegalActionsActionsItemPassLadder29RunForYourLifeCandymanType0Type(d.pop("type"))

        legal_actions_actions_item_pass_ladder_29_run_for_your_life_candyman_type_0 = cls(
            type_=type_,
        )

        return legal_actions_actions_item_pass_ladder_29_run_for_your_life_candyman_type_0
