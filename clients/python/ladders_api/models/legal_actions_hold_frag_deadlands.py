from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.legal_actions_hold_frag_deadlands_type import LegalActionsHoldFragDeadlandsType

T = TypeVar("T", bound="LegalActionsHoldFragDeadlands")


@_attrs_define
class LegalActionsHoldFragDeadlands:
    """Hold one attack for a shootout on another's turn.

    Attributes:
        type_ (LegalActionsHoldFragDeadlandsType):
    """

    type_: LegalActionsHoldFragDeadlandsType

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
        type_ = LegalActionsHoldFragDeadlandsType(d.pop("type"))

        legal_actions_hold_frag_deadlands = cls(
            type_=type_,
        )

        return legal_actions_hold_frag_deadlands
