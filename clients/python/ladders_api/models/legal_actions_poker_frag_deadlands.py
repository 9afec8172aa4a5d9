from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.legal_actions_poker_frag_deadlands_decks_item import LegalActionsPokerFragDeadlandsDecksItem
from ..models.legal_actions_poker_frag_deadlands_type import LegalActionsPokerFragDeadlandsType

T = TypeVar("T", bound="LegalActionsPokerFragDeadlands")


@_attrs_define
class LegalActionsPokerFragDeadlands:
    """Draw the five set-up cards: name the deck of each (any combination).

    Attributes:
        type_ (LegalActionsPokerFragDeadlandsType):
        decks (list[LegalActionsPokerFragDeadlandsDecksItem]):
    """

    type_: LegalActionsPokerFragDeadlandsType
    decks: list[LegalActionsPokerFragDeadlandsDecksItem]

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        decks = []
        for decks_item_data in self.decks:
            decks_item = decks_item_data.value
            decks.append(decks_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "decks": decks,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = LegalActionsPokerFragDeadlandsType(d.pop("type"))

        decks = []
        _decks = d.pop("decks")
        for decks_item_data in _decks:
            decks_item = LegalActionsPokerFragDeadlandsDecksItem(decks_item_data)

            decks.append(decks_item)

        legal_actions_poker_frag_deadlands = cls(
            type_=type_,
            decks=decks,
        )

        return legal_actions_poker_frag_deadlands
