from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.logged_action_action_choose_frag_deadlands_shootin_ladders_type_1_character import (
    LoggedActionActionChooseFragDeadlandsShootinLaddersType1Character,
)
from ..models.logged_action_action_choose_frag_deadlands_shootin_ladders_type_1_type import (
    LoggedActionActionChooseFragDeadlandsShootinLaddersType1Type,
)

T = TypeVar("T", bound="LoggedActionActionChooseFragDeadlandsShootinLaddersType1")


@_attrs_define
class LoggedActionActionChooseFragDeadlandsShootinLaddersType1:
    """Choose your Gingerbread character (L39), one not yet taken; it sets your Alternate Starting Hand.

    Attributes:
        type_ (LoggedActionActionChooseFragDeadlandsShootinLaddersType1Type):
        character (LoggedActionActionChooseFragDeadlandsShootinLaddersType1Character):
    """

    type_: LoggedActionActionChooseFragDeadlandsShootinLaddersType1Type
    character: LoggedActionActionChooseFragDeadlandsShootinLaddersType1Character

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
        type_ = LoggedActionActionChooseFragDeadlandsShootinLaddersType1Type(d.pop("type"))

        character = LoggedActionActionChooseFragDeadlandsShootinLaddersType1Character(d.pop("character"))

        logged_action_action_choose_frag_deadlands_shootin_ladders_type_1 = cls(
            type_=type_,
            character=character,
        )

        return logged_action_action_choose_frag_deadlands_shootin_ladders_type_1
