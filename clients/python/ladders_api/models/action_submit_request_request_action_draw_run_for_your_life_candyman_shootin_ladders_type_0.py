from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.action_submit_request_request_action_draw_run_for_your_life_candyman_shootin_ladders_type_0_deck import (
    ActionSubmitRequestRequestActionDrawRunForYourLifeCandymanShootinLaddersType0Deck,
)
from ..models.action_submit_request_request_action_draw_run_for_your_life_candyman_shootin_ladders_type_0_type import (
    ActionSubmitRequestRequestActionDrawRunForYourLifeCandymanShootinLaddersType0Type,
)

T = TypeVar("T", bound="ActionSubmitRequestRequestActionDrawRunForYourLifeCandymanShootinLaddersType0")


@_attrs_define
class ActionSubmitRequestRequestActionDrawRunForYourLifeCandymanShootinLaddersType0:
    """Draw from one deck of the two-colour star you landed on.

    Attributes:
        type_ (ActionSubmitRequestRequestActionDrawRunForYourLifeCandymanShootinLaddersType0Type):
        deck (ActionSubmitRequestRequestActionDrawRunForYourLifeCandymanShootinLaddersType0Deck):
    """

    type_: ActionSubmitRequestRequestActionDrawRunForYourLifeCandymanShootinLaddersType0Type
    deck: ActionSubmitRequestRequestActionDrawRunForYourLifeCandymanShootinLaddersType0Deck

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
        type_ = ActionSubmitRequestRequestActionDrawRunForYourLifeCandymanShootinLaddersType0Type(d.pop("type"))

        deck = ActionSubmitRequestRequestActionDrawRunForYourLifeCandymanShootinLaddersType0Deck(d.pop("deck"))

        action_submit_request_request_action_draw_run_for_your_life_candyman_shootin_ladders_type_0 = cls(
            type_=type_,
            deck=deck,
        )

        return action_submit_request_request_action_draw_run_for_your_life_candyman_shootin_ladders_type_0
