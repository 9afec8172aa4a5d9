from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.legal_actions_fall_frag_deadlands_type import LegalActionsFallFragDeadlandsType

T = TypeVar("T", bound="LegalActionsFallFragDeadlands")


@_attrs_define
class LegalActionsFallFragDeadlands:
    """Brought to 0 Health: do not cure it; you are fragged.

    Attributes:
        type_ (LegalActionsFallFragDeadlandsType):
    """

    type_: LegalActionsFallFragDeadlandsType

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
        type_ = LegalActionsFallFragDeadlandsType(d.pop("type"))

        legal_actions_fall_frag_deadlands = cls(
            type_=type_,
        )

        return legal_actions_fall_frag_deadlands
