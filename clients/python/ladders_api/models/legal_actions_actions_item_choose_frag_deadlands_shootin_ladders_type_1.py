from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.legal_actions_actions_item_choose_frag_deadlands_shootin_ladders_type_1_character import (
    LegalActionsActionsItemChooseFragDeadlandsShootinLaddersType1Character,
)
from ..models.legal_actions_actions_item_choose_frag_deadlands_shootin_ladders_type_1_type import (
    LegalActionsActionsItemChooseFragDeadlandsShootinLaddersType1Type,
)

T = TypeVar("T", bound="LegalActionsActionsItemChooseFragDeadlandsShootinLaddersType1")


@_attrs_define
class LegalActionsActionsItemChooseFragDeadlandsShootinLaddersType1:
    """Choose your Gingerbread character (L39), one not yet taken; it sets your Alternate Starting Hand.

    Attributes:
        type_ (LegalActionsActionsItemChooseFragDeadlandsShootinLaddersType1Type):
        character (LegalActionsActionsItemChooseFragDeadlandsShootinLaddersType1Character):
    """

    type_: LegalActionsActionsItemChooseFragDeadlandsShootinLaddersType1Type
    character: LegalActionsActionsItemChooseFragDeadlandsShootinLaddersType1Character

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        character = self.character.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "character": character,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = LegalActionsActionsItemChooseFragDeadlandsShootinLaddersType1Type(d.pop("type"))

        character = LegalActionsActionsItemChooseFragDeadlandsShootinLaddersType1Character(d.pop("character"))

        legal_actions_actions_item_choose_frag_deadlands_shootin_ladders_type_1 = cls(
            type_=type_,
            character=character,
        )

        return legal_actions_actions_item_choose_frag_deadlands_shootin_ladders_type_1
