from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.logged_action_swap_frag_deadlands_type import LoggedActionSwapFragDeadlandsType

T = TypeVar("T", bound="LoggedActionSwapFragDeadlands")


@_attrs_define
class LoggedActionSwapFragDeadlands:
    """Huckster: discard two cards and take the top card of the hexes discard pile.

    Attributes:
        type_ (LoggedActionSwapFragDeadlandsType):
        cards (list[int]):
    """

    type_: LoggedActionSwapFragDeadlandsType
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
        type_ = LoggedActionSwapFragDeadlandsType(d.pop("type"))

        cards = cast(list[int], d.pop("cards"))

        logged_action_swap_frag_deadlands = cls(
            type_=type_,
            cards=cards,
        )

        return logged_action_swap_frag_deadlands
