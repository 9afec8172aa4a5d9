from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.legal_actions_actions_item_play_frag_deadlands_ladder_29_type_0_type import (
    LegalActionsActionsItemPlayFragDeadlandsLadder29Type0Type,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="LegalActionsActionsItemPlayFragDeadlandsLadder29Type0")


@_attrs_define
class LegalActionsActionsItemPlayFragDeadlandsLadder29Type0:
    """Play a card from your hand (a weapon or gadget into play, or a hex or special; a reload names the weapon in play).

    Attributes:
        type_ (LegalActionsActionsItemPlayFragDeadlandsLadder29Type0Type):
        card (int):
        weapon (int | Unset):
    """

    type_: LegalActionsActionsItemPlayFragDeadlandsLadder29Type0Type
    card: int
    weapon: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        card = self.card

        weapon = self.weapon

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "card": card,
            }
        )
        if weapon is not UNSET:
            field_dict["weapon"] = weapon

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = LegalActionsActionsItemPlayFragDeadlandsLadder29Type0Type(d.pop("type"))

        card = d.pop("card")

        weapon = d.pop("weapon", UNSET)

        legal_actions_actions_item_play_frag_deadlands_ladder_29_type_0 = cls(
            type_=type_,
            card=card,
            weapon=weapon,
        )

        return legal_actions_actions_item_play_frag_deadlands_ladder_29_type_0
