from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.logged_action_action_draw_run_for_your_life_candyman_shootin_ladders_type_0_deck import (
    LoggedActionActionDrawRunForYourLifeCandymanShootinLaddersType0Deck,
)
from ..models.logged_action_action_draw_run_for_your_life_candyman_shootin_ladders_type_0_type import (
    LoggedActionActionDrawRunForYourLifeCandymanShootinLaddersType0Type,
)

T = TypeVar("T", bound="LoggedActionActionDrawRunForYourLifeCandymanShootinLaddersType0")


@_attrs_define
class LoggedActionActionDrawRunForYourLifeCandymanShootinLaddersType0:
    """Draw from one deck of the two-colour star you landed on.

    Attributes:
        type_ (LoggedActionActionDrawRunForYourLifeCandymanShootinLaddersType0Type):
        deck (LoggedActionActionDrawRunForYourLifeCandymanShootinLaddersType0Deck):
    """

    type_: LoggedActionActionDrawRunForYourLifeCandymanShootinLaddersType0Type
    deck: LoggedActionActionDrawRunForYourLifeCandymanShootinLaddersType0Deck

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
        type_ = LoggedActionActionDrawRunForYourLifeCandymanShootinLaddersType0Type(d.pop("type"))

        deck = LoggedActionActionDrawRunForYourLifeCandymanShootinLaddersType0Deck(d.pop("deck"))

        logged_action_action_draw_run_for_your_life_candyman_shootin_ladders_type_0 = cls(
            type_=type_,
            deck=deck,
        )

        return logged_action_action_draw_run_for_your_life_candyman_shootin_ladders_type_0
