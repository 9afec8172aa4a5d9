from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.legal_actions_no_hang_frag_deadlands_type import LegalActionsNoHangFragDeadlandsType

T = TypeVar("T", bound="LegalActionsNoHangFragDeadlands")


@_attrs_define
class LegalActionsNoHangFragDeadlands:
    """Do not hang the Indian Brave.

    Attributes:
        type_ (LegalActionsNoHangFragDeadlandsType):
    """

    type_: LegalActionsNoHangFragDeadlandsType

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
        type_ = LegalActionsNoHangFragDeadlandsType(d.pop("type"))

        legal_actions_no_hang_frag_deadlands = cls(
            type_=type_,
        )

        return legal_actions_no_hang_frag_deadlands
