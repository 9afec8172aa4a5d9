from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.legal_actions_joker_draw_frag_deadlands_deck import LegalActionsJokerDrawFragDeadlandsDeck
from ..models.legal_actions_joker_draw_frag_deadlands_type import LegalActionsJokerDrawFragDeadlandsType

T = TypeVar("T", bound="LegalActionsJokerDrawFragDeadlands")


@_attrs_define
class LegalActionsJokerDrawFragDeadlands:
    """You drew a joker: draw a card from the deck you name instead.

    Attributes:
        type_ (LegalActionsJokerDrawFragDeadlandsType):
        deck (LegalActionsJokerDrawFragDeadlandsDeck):
    """

    type_: LegalActionsJokerDrawFragDeadlandsType
    deck: LegalActionsJokerDrawFragDeadlandsDeck

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        deck = self.deck.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "deck": deck,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = LegalActionsJokerDrawFragDeadlandsType(d.pop("type"))

        deck = LegalActionsJokerDrawFragDeadlandsDeck(d.pop("deck"))

        legal_actions_joker_draw_frag_deadlands = cls(
            type_=type_,
            deck=deck,
        )

        return legal_actions_joker_draw_frag_deadlands
