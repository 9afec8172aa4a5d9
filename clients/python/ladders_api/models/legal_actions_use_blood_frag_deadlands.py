from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.legal_actions_use_blood_frag_deadlands_type import LegalActionsUseBloodFragDeadlandsType

T = TypeVar("T", bound="LegalActionsUseBloodFragDeadlands")


@_attrs_define
class LegalActionsUseBloodFragDeadlands:
    """Spend a blood counter to restore one point of lost Health: on your turn, brought to 0 Health, or (rules version 2)
    in a pending blood window, before a hit's damage is rolled (L877-L879).

        Attributes:
            type_ (LegalActionsUseBloodFragDeadlandsType):
    """

    type_: LegalActionsUseBloodFragDeadlandsType

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
        type_ = LegalActionsUseBloodFragDeadlandsType(d.pop("type"))

        legal_actions_use_blood_frag_deadlands = cls(
            type_=type_,
        )

        return legal_actions_use_blood_frag_deadlands
