from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.legal_actions_no_blood_frag_deadlands_type import LegalActionsNoBloodFragDeadlandsType

T = TypeVar("T", bound="LegalActionsNoBloodFragDeadlands")


@_attrs_define
class LegalActionsNoBloodFragDeadlands:
    """Keep your blood counters: the hit's damage is rolled against your Health as it is.

    Attributes:
        type_ (LegalActionsNoBloodFragDeadlandsType):
    """

    type_: LegalActionsNoBloodFragDeadlandsType

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
        type_ = LegalActionsNoBloodFragDeadlandsType(d.pop("type"))

        legal_actions_no_blood_frag_deadlands = cls(
            type_=type_,
        )

        return legal_actions_no_blood_frag_deadlands
