from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.legal_actions_teleport_frag_deadlands_type import LegalActionsTeleportFragDeadlandsType

T = TypeVar("T", bound="LegalActionsTeleportFragDeadlands")


@_attrs_define
class LegalActionsTeleportFragDeadlands:
    """Instead of rolling for movement, play a teleport card and appear on respawn square 1-6.

    Attributes:
        type_ (LegalActionsTeleportFragDeadlandsType):
        card (int):
        square (int):
    """

    type_: LegalActionsTeleportFragDeadlandsType
    card: int
    square: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        card = self.card

        square = self.square

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "card": card,
                "square": square,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = LegalActionsTeleportFragDeadlandsType(d.pop("type"))

        card = d.pop("card")

        square = d.pop("square")

        legal_actions_teleport_frag_deadlands = cls(
            type_=type_,
            card=card,
            square=square,
        )

        return legal_actions_teleport_frag_deadlands
