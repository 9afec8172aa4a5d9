from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.action_submit_request_request_poker_frag_deadlands_decks_item import (
    ActionSubmitRequestRequestPokerFragDeadlandsDecksItem,
)
from ..models.action_submit_request_request_poker_frag_deadlands_type import (
    ActionSubmitRequestRequestPokerFragDeadlandsType,
)

T = TypeVar("T", bound="ActionSubmitRequestRequestPokerFragDeadlands")


@_attrs_define
class ActionSubmitRequestRequestPokerFragDeadlands:
    """Draw the five set-up cards: name the deck of each (any combination).

    Attributes:
        type_ (ActionSubmitRequestRequestPokerFragDeadlandsType):
        decks (list[ActionSubmitRequestRequestPokerFragDeadlandsDecksItem]):
    """

    type_: ActionSubmitRequestRequestPokerFragDeadlandsType
    decks: list[ActionSubmitRequestRequestPokerFragDeadlandsDecksItem]

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
        type_ = ActionSubmitRequestRequestPokerFragDeadlandsType(d.pop("type"))

        decks = []
        _decks = d.pop("decks")
        for decks_item_data in _decks:
            decks_item = ActionSubmitRequestRequestPokerFragDeadlandsDecksItem(decks_item_data)

            decks.append(decks_item)

        action_submit_request_request_poker_frag_deadlands = cls(
            type_=type_,
            decks=decks,
        )

        return action_submit_request_request_poker_frag_deadlands
