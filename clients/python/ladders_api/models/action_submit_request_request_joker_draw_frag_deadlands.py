from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.action_submit_request_request_joker_draw_frag_deadlands_deck import (
    ActionSubmitRequestRequestJokerDrawFragDeadlandsDeck,
)
from ..models.action_submit_request_request_joker_draw_frag_deadlands_type import (
    ActionSubmitRequestRequestJokerDrawFragDeadlandsType,
)

T = TypeVar("T", bound="ActionSubmitRequestRequestJokerDrawFragDeadlands")


@_attrs_define
class ActionSubmitRequestRequestJokerDrawFragDeadlands:
    """You drew a joker: draw a card from the deck you name instead.

    Attributes:
        type_ (ActionSubmitRequestRequestJokerDrawFragDeadlandsType):
        deck (ActionSubmitRequestRequestJokerDrawFragDeadlandsDeck):
    """

    type_: ActionSubmitRequestRequestJokerDrawFragDeadlandsType
    deck: ActionSubmitRequestRequestJokerDrawFragDeadlandsDeck

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
        type_ = ActionSubmitRequestRequestJokerDrawFragDeadlandsType(d.pop("type"))

        deck = ActionSubmitRequestRequestJokerDrawFragDeadlandsDeck(d.pop("deck"))

        action_submit_request_request_joker_draw_frag_deadlands = cls(
            type_=type_,
            deck=deck,
        )

        return action_submit_request_request_joker_draw_frag_deadlands
