from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.legal_actions_hang_frag_deadlands_type import LegalActionsHangFragDeadlandsType

T = TypeVar("T", bound="LegalActionsHangFragDeadlands")


@_attrs_define
class LegalActionsHangFragDeadlands:
    """Hang the fragged fighter on the gallows square you choose.

    Attributes:
        type_ (LegalActionsHangFragDeadlandsType):
        square (int):
    """

    type_: LegalActionsHangFragDeadlandsType
    square: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        square = self.square

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "square": square,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = LegalActionsHangFragDeadlandsType(d.pop("type"))

        square = d.pop("square")

        legal_actions_hang_frag_deadlands = cls(
            type_=type_,
            square=square,
        )

        return legal_actions_hang_frag_deadlands
