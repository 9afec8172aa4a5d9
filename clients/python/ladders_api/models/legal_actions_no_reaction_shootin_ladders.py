from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.legal_actions_no_reaction_shootin_ladders_type import LegalActionsNoReactionShootinLaddersType

T = TypeVar("T", bound="LegalActionsNoReactionShootinLadders")


@_attrs_define
class LegalActionsNoReactionShootinLadders:
    """Let the attack on you be rolled.

    Attributes:
        type_ (LegalActionsNoReactionShootinLaddersType):
    """

    type_: LegalActionsNoReactionShootinLaddersType

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
        type_ = LegalActionsNoReactionShootinLaddersType(d.pop("type"))

        legal_actions_no_reaction_shootin_ladders = cls(
            type_=type_,
        )

        return legal_actions_no_reaction_shootin_ladders
