from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.legal_actions_play_weapon_shootin_ladders_type import LegalActionsPlayWeaponShootinLaddersType
from ..types import UNSET, Unset

T = TypeVar("T", bound="LegalActionsPlayWeaponShootinLadders")


@_attrs_define
class LegalActionsPlayWeaponShootinLadders:
    """Put a weapon card from your hand into play (at most 3; name one in play to discard at the limit).

    Attributes:
        type_ (LegalActionsPlayWeaponShootinLaddersType):
        card (int):
        discard (int | Unset):
    """

    type_: LegalActionsPlayWeaponShootinLaddersType
    card: int
    discard: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        card = self.card

        discard = self.discard

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "card": card,
            }
        )
        if discard is not UNSET:
            field_dict["discard"] = discard

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = LegalActionsPlayWeaponShootinLaddersType(d.pop("type"))

        card = d.pop("card")

        discard = d.pop("discard", UNSET)

        legal_actions_play_weapon_shootin_ladders = cls(
            type_=type_,
            card=card,
            discard=discard,
        )

        return legal_actions_play_weapon_shootin_ladders
