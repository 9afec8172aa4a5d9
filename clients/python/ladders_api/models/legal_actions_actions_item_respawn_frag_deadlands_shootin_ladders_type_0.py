from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.legal_actions_actions_item_respawn_frag_deadlands_shootin_ladders_type_0_type import (
    LegalActionsActionsItemRespawnFragDeadlandsShootinLaddersType0Type,
)

T = TypeVar("T", bound="LegalActionsActionsItemRespawnFragDeadlandsShootinLaddersType0")


@_attrs_define
class LegalActionsActionsItemRespawnFragDeadlandsShootinLaddersType0:
    """Harrowed Gunslinger: return from the grave (respawn square 1-6) you choose.

    Attributes:
        type_ (LegalActionsActionsItemRespawnFragDeadlandsShootinLaddersType0Type):
        square (int):
    """

    type_: LegalActionsActionsItemRespawnFragDeadlandsShootinLaddersType0Type
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
        type_ = LegalActionsActionsItemRespawnFragDeadlandsShootinLaddersType0Type(d.pop("type"))

        square = d.pop("square")

        legal_actions_actions_item_respawn_frag_deadlands_shootin_ladders_type_0 = cls(
            type_=type_,
            square=square,
        )

        return legal_actions_actions_item_respawn_frag_deadlands_shootin_ladders_type_0
