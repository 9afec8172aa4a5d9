from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.legal_actions_keep_frag_deadlands_type import LegalActionsKeepFragDeadlandsType

T = TypeVar("T", bound="LegalActionsKeepFragDeadlands")


@_attrs_define
class LegalActionsKeepFragDeadlands:
    """Keep one of your five set-up cards; the rest are discarded.

    Attributes:
        type_ (LegalActionsKeepFragDeadlandsType):
        card (int):
    """

    type_: LegalActionsKeepFragDeadlandsType
    card: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = LegalActionsKeepFragDeadlandsType(d.pop("type"))

        card = d.pop("card")

        legal_actions_keep_frag_deadlands = cls(
            type_=type_,
            card=card,
        )

        return legal_actions_keep_frag_deadlands
