from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.action_submit_request_request_action_choose_frag_deadlands_shootin_ladders_type_1_character import (
    ActionSubmitRequestRequestActionChooseFragDeadlandsShootinLaddersType1Character,
)
from ..models.action_submit_request_request_action_choose_frag_deadlands_shootin_ladders_type_1_type import (
    ActionSubmitRequestRequestActionChooseFragDeadlandsShootinLaddersType1Type,
)

T = TypeVar("T", bound="ActionSubmitRequestRequestActionChooseFragDeadlandsShootinLaddersType1")


@_attrs_define
class ActionSubmitRequestRequestActionChooseFragDeadlandsShootinLaddersType1:
    """Choose your Gingerbread character (L39), one not yet taken; it sets your Alternate Starting Hand.

    Attributes:
        type_ (ActionSubmitRequestRequestActionChooseFragDeadlandsShootinLaddersType1Type):
        character (ActionSubmitRequestRequestActionChooseFragDeadlandsShootinLaddersType1Character):
    """

    type_: ActionSubmitRequestRequestActionChooseFragDeadlandsShootinLaddersType1Type
    character: ActionSubmitRequestRequestActionChooseFragDeadlandsShootinLaddersType1Character

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
        type_ = ActionSubmitRequestRequestActionChooseFragDeadlandsShootinLaddersType1Type(d.pop("type"))

        character = ActionSubmitRequestRequestActionChooseFragDeadlandsShootinLaddersType1Character(d.pop("character"))

        action_submit_request_request_action_choose_frag_deadlands_shootin_ladders_type_1 = cls(
            type_=type_,
            character=character,
        )

        return action_submit_request_request_action_choose_frag_deadlands_shootin_ladders_type_1
