from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.legal_actions_keep_none_frag_deadlands_type import LegalActionsKeepNoneFragDeadlandsType

T = TypeVar("T", bound="LegalActionsKeepNoneFragDeadlands")


@_attrs_define
class LegalActionsKeepNoneFragDeadlands:
    """Keep none of your five set-up cards: discard all five (L65-L66: each player *may* keep one; rules version 2).

    Attributes:
        type_ (LegalActionsKeepNoneFragDeadlandsType):
    """

    type_: LegalActionsKeepNoneFragDeadlandsType

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
        type_ = LegalActionsKeepNoneFragDeadlandsType(d.pop("type"))

        legal_actions_keep_none_frag_deadlands = cls(
            type_=type_,
        )

        return legal_actions_keep_none_frag_deadlands
