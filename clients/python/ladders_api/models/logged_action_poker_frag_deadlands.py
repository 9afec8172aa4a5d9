from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.logged_action_poker_frag_deadlands_decks_item import LoggedActionPokerFragDeadlandsDecksItem
from ..models.logged_action_poker_frag_deadlands_type import LoggedActionPokerFragDeadlandsType

T = TypeVar("T", bound="LoggedActionPokerFragDeadlands")


@_attrs_define
class LoggedActionPokerFragDeadlands:
    """Draw the five set-up cards: name the deck of each (any combination).

    Attributes:
        type_ (LoggedActionPokerFragDeadlandsType):
        decks (list[LoggedActionPokerFragDeadlandsDecksItem]):
    """

    type_: LoggedActionPokerFragDeadlandsType
    decks: list[LoggedActionPokerFragDeadlandsDecksItem]

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
        type_ = LoggedActionPokerFragDeadlandsType(d.pop("type"))

        decks = []
        _decks = d.pop("decks")
        for decks_item_data in _decks:
            decks_item = LoggedActionPokerFragDeadlandsDecksItem(decks_item_data)

            decks.append(decks_item)

        logged_action_poker_frag_deadlands = cls(
            type_=type_,
            decks=decks,
        )

        return logged_action_poker_frag_deadlands
