from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.legal_actions_swap_frag_deadlands_type import LegalActionsSwapFragDeadlandsType

T = TypeVar("T", bound="LegalActionsSwapFragDeadlands")


@_attrs_define
class LegalActionsSwapFragDeadlands:
    """Huckster: discard two cards and take the top card of the hexes discard pile.

    Attributes:
        type_ (LegalActionsSwapFragDeadlandsType):
        cards (list[int]):
    """

    type_: LegalActionsSwapFragDeadlandsType
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
        type_ = LegalActionsSwapFragDeadlandsType(d.pop("type"))

        cards = cast(list[int], d.pop("cards"))

        legal_actions_swap_frag_deadlands = cls(
            type_=type_,
            cards=cards,
        )

        return legal_actions_swap_frag_deadlands
