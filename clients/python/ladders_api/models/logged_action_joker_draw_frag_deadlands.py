from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.logged_action_joker_draw_frag_deadlands_deck import LoggedActionJokerDrawFragDeadlandsDeck
from ..models.logged_action_joker_draw_frag_deadlands_type import LoggedActionJokerDrawFragDeadlandsType

T = TypeVar("T", bound="LoggedActionJokerDrawFragDeadlands")


@_attrs_define
class LoggedActionJokerDrawFragDeadlands:
    """You drew a joker: draw a card from the deck you name instead.

    Attributes:
        type_ (LoggedActionJokerDrawFragDeadlandsType):
        deck (LoggedActionJokerDrawFragDeadlandsDeck):
    """

    type_: LoggedActionJokerDrawFragDeadlandsType
    deck: LoggedActionJokerDrawFragDeadlandsDeck

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
        type_ = LoggedActionJokerDrawFragDeadlandsType(d.pop("type"))

        deck = LoggedActionJokerDrawFragDeadlandsDeck(d.pop("deck"))

        logged_action_joker_draw_frag_deadlands = cls(
            type_=type_,
            deck=deck,
        )

        return logged_action_joker_draw_frag_deadlands
