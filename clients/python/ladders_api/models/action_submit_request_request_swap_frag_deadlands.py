from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.action_submit_request_request_swap_frag_deadlands_type import (
    ActionSubmitRequestRequestSwapFragDeadlandsType,
)

T = TypeVar("T", bound="ActionSubmitRequestRequestSwapFragDeadlands")


@_attrs_define
class ActionSubmitRequestRequestSwapFragDeadlands:
    """Huckster: discard two cards and take the top card of the hexes discard pile.

    Attributes:
        type_ (ActionSubmitRequestRequestSwapFragDeadlandsType):
        cards (list[int]):
    """

    type_: ActionSubmitRequestRequestSwapFragDeadlandsType
    cards: list[int]

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        cards = self.cards

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "cards": cards,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = ActionSubmitRequestRequestSwapFragDeadlandsType(d.pop("type"))

        cards = cast(list[int], d.pop("cards"))

        action_submit_request_request_swap_frag_deadlands = cls(
            type_=type_,
            cards=cards,
        )

        return action_submit_request_request_swap_frag_deadlands
