from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.legal_actions_actions_item_draw_run_for_your_life_candyman_shootin_ladders_type_0_deck import (
    LegalActionsActionsItemDrawRunForYourLifeCandymanShootinLaddersType0Deck,
)
from ..models.legal_actions_actions_item_draw_run_for_your_life_candyman_shootin_ladders_type_0_type import (
    LegalActionsActionsItemDrawRunForYourLifeCandymanShootinLaddersType0Type,
)

T = TypeVar("T", bound="LegalActionsActionsItemDrawRunForYourLifeCandymanShootinLaddersType0")


@_attrs_define
class LegalActionsActionsItemDrawRunForYourLifeCandymanShootinLaddersType0:
    """Draw from one deck of the two-colour star you landed on.

    Attributes:
        type_ (LegalActionsActionsItemDrawRunForYourLifeCandymanShootinLaddersType0Type):
        deck (LegalActionsActionsItemDrawRunForYourLifeCandymanShootinLaddersType0Deck):
    """

    type_: LegalActionsActionsItemDrawRunForYourLifeCandymanShootinLaddersType0Type
    deck: LegalActionsActionsItemDrawRunForYourLifeCandymanShootinLaddersType0Deck

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
        type_ = LegalActionsActionsItemDrawRunForYourLifeCandymanShootinLaddersType0Type(d.pop("type"))

        deck = LegalActionsActionsItemDrawRunForYourLifeCandymanShootinLaddersType0Deck(d.pop("deck"))

        legal_actions_actions_item_draw_run_for_your_life_candyman_shootin_ladders_type_0 = cls(
            type_=type_,
            deck=deck,
        )

        return legal_actions_actions_item_draw_run_for_your_life_candyman_shootin_ladders_type_0
