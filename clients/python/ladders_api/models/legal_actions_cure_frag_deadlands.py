from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.legal_actions_cure_frag_deadlands_type import LegalActionsCureFragDeadlandsType

T = TypeVar("T", bound="LegalActionsCureFragDeadlands")


@_attrs_define
class LegalActionsCureFragDeadlands:
    """Brought to 0 Health: play a healing card from your hand at once.

    Attributes:
        type_ (LegalActionsCureFragDeadlandsType):
        card (int):
    """

    type_: LegalActionsCureFragDeadlandsType
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
        type_ = LegalActionsCureFragDeadlandsType(d.pop("type"))

        card = d.pop("card")

        legal_actions_cure_frag_deadlands = cls(
            type_=type_,
            card=card,
        )

        return legal_actions_cure_frag_deadlands
